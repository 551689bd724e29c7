import { NestingTooDeepError, sanitisePostHtml } from './sanitise-post-html';

/** What the task hands back: an error's class does not survive the trip between threads. */
export type SanitiseOutcome = { html: string } | { tooDeep: true };

/** The worker pool's task (see sanitise-off-thread.ts), also run inline for small bodies. */
export default function sanitiseTask(html: string): SanitiseOutcome {
  try {
    return { html: sanitisePostHtml(html) };
  } catch (error) {
    if (error instanceof NestingTooDeepError) return { tooDeep: true };
    throw error;
  }
}

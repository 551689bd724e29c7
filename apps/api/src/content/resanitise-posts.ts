import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { publicaciones } from '../db/schema';
import { sanitisePostHtmlOffThread } from './sanitise-off-thread';
import { HTML_ALLOWLIST_VERSION, NestingTooDeepError, sanitisePostHtml } from './sanitise-post-html';

/**
 * Post bodies are sanitised when written and served as stored (decision 8). When the allowlist changes,
 * the bodies written under an older one are sanitised again, once, so none is served by rules that no
 * longer hold. Safe to run from several instances at once: each update is the same.
 */
export async function resanitiseOutdatedPosts(db: Db): Promise<number> {
  const outdated = await db
    .select({ id: publicaciones.id, contenido: publicaciones.contenido })
    .from(publicaciones)
    .where(lt(publicaciones.allowlistVersion, HTML_ALLOWLIST_VERSION));
  for (const post of outdated) {
    await db
      .update(publicaciones)
      .set({ contenido: await resanitised(post.contenido), allowlistVersion: HTML_ALLOWLIST_VERSION })
      .where(eq(publicaciones.id, post.id));
  }
  return outdated.length;
}

/**
 * A body stored before nesting was bounded may be nested deeper than a save now allows: it keeps its
 * text, as one paragraph, rather than stop the server from starting.
 */
async function resanitised(html: string): Promise<string> {
  try {
    return await sanitisePostHtmlOffThread(html);
  } catch (error) {
    if (!(error instanceof NestingTooDeepError)) throw error;
    const text = html
      .replace(/<[^<>]*>/g, ' ')
      .replace(/[<>]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return sanitisePostHtml(`<p>${text}</p>`);
  }
}

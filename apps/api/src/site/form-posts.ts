import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import { csrf } from 'hono/csrf';
import type { AppEnv } from '../app-env';
import { Status } from '../http/errors';
import type { OnBehalfOf } from './in-process-fetch';
import type { PageRenderer } from './page-renderer';

// The register form is the largest posted without scripts: a few short fields.
const MAX_FORM_BYTES = 16 * 1024;
const NEVER_STORED = 'no-store';

/**
 * Forms posted to a page without scripts (register, password recovery, a newsletter box): only from the site's own
 * pages (Origin or Sec-Fetch-Site), the fields handed to the server renderer, which answers them with
 * the API's own routes in this process as the poster (so the API's limits and rules apply), then
 * renders the page with the outcome or redirects. Pages without a form fall through.
 */
export function answerFormPosts(
  renderPage: PageRenderer,
  apiFetch: (onBehalfOf: OnBehalfOf) => typeof fetch,
  publicUrl: string,
): MiddlewareHandler<AppEnv> {
  const publicOrigin = new URL(publicUrl).origin;
  const sameSite = csrf({
    origin: (origin, c) => origin === new URL(c.req.url).origin || origin === publicOrigin,
  });
  const limit = bodyLimit({
    maxSize: MAX_FORM_BYTES,
    onError: (c) => c.text('Formulario demasiado grande.', Status.PAYLOAD_TOO_LARGE),
  });
  const answer: MiddlewareHandler<AppEnv> = async (c, next) => {
    const body = await c.req.parseBody();
    const fields = Object.fromEntries(
      Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const url = new URL(c.req.url);
    const fetchApi = apiFetch({ env: c.env, forwardedFor: c.req.header('X-Forwarded-For') });
    const rendered = await renderPage(url.pathname + url.search, { fields, fetchApi });
    if (!rendered) return next();
    rendered.headers.set('Cache-Control', NEVER_STORED);
    return rendered;
  };
  const chain = every(sameSite, limit, answer);
  return (c, next) => (c.req.method !== 'POST' || c.req.path.startsWith('/api') ? next() : chain(c, next));
}

import { createApiClient } from '@pupitre/data';
import { defaultShouldDehydrateQuery, dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToReadableStream } from 'react-dom/server';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { App } from '../App';
import { AppProviders } from '../AppProviders';
import { PRODUCT_NAME } from '../brand/pupitre-brand';
import { answerNewsletterPost, isNewsletterPost } from '../forms/newsletter-post';
import { POSTED_FORM_KEY } from '../hydration/posted-form';
import { SERVER_STATE_ID, serialiseServerState } from '../hydration/server-state';
import { deferredScriptsBlock, withoutEntryScripts } from './after-first-paint';
import { type Manifest, pageAssets } from './asset-links';
import { splitTemplate, withData, withHead } from './html-document';
import { headHtml } from './page-head';
import type { LoadedPage, ServerPage } from './server-page';
import { serverPages } from './server-pages';
import { serverRedirectFor } from './server-redirects';

export interface PageRendererOptions {
  /** The built index.html. */
  template: string;
  /** The build's manifest (dist/.vite/manifest.json). */
  manifest: Manifest;
  /** The site's public origin, for canonical URLs and link previews. */
  publicUrl: string;
  /** Answers a request to the API without leaving the server's process. */
  fetchApi: typeof fetch;
  /** Told about a render that failed; the page is then left to the browser. */
  onError?: (error: unknown) => void;
}

/** A form posted to a page without scripts; `fetchApi` reaches the API as the poster (its address). */
export interface PostedForm {
  fields: Record<string, string>;
  fetchApi: typeof fetch;
}

export type PageRenderer = (pathAndQuery: string, form?: PostedForm) => Promise<Response | null>;

// Never reached over the network: the server's fetchApi answers it in process.
const API_BASE = 'http://pupitre.internal/api';
const encoder = new TextEncoder();

/** Dehydrated too: errors, so a page the server rendered as not found hydrates as not found. */
const shouldDehydrateQuery: typeof defaultShouldDehydrateQuery = (query) =>
  defaultShouldDehydrateQuery(query) || query.state.status === 'error';

/**
 * Renders the reading pages on the server: the route's data is fetched first through the pages' own
 * query factories, so React renders in one pass; the answer waits for every boundary (a lazy page)
 * so its status is known before the first byte and no inline script is needed, then streams.
 * Answers null for a page the browser renders.
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const template = splitTemplate(options.template);
  const entry = withoutEntryScripts(template.start);
  const parts = { start: entry.start, end: template.end };
  const client = createApiClient({ baseURL: API_BASE, fetch: options.fetchApi });
  const assets = new Map(serverPages.map((page) => [page, pageAssets(options.manifest, page.module)]));

  return async (pathAndQuery, form) => {
    const path = pathAndQuery.split('?')[0] ?? '/';
    const redirect = form ? null : serverRedirectFor(path);
    if (redirect) return new Response(null, { status: 302, headers: { Location: redirect } });
    for (const page of serverPages) {
      const [matches, params] = matchRoute(parse, page.pattern, path);
      if (!matches) continue;
      // A newsletter box sits on every page: its form is answered wherever it was posted from.
      const submit: ServerPage['submit'] =
        form && isNewsletterPost(form.fields)
          ? async ({ fields, client }) => ({ outcome: await answerNewsletterPost(fields, client) })
          : page.submit;
      if (form && !submit) return null;
      // retryOnMount off: a query that failed renders as failed (a post not found), not as loading.
      // Fresh for good: what was just loaded renders as settled, not as being fetched again ('Buscando...'),
      // as the browser's copy of these queries does (hydration/server-queries.ts).
      const queryClient = new QueryClient({
        defaultOptions: {
          queries: { retry: false, retryOnMount: false, staleTime: Number.POSITIVE_INFINITY },
        },
      });
      const search = new URLSearchParams(pathAndQuery.split('?')[1] ?? '');
      const context = { queryClient, client, params: params ?? {}, search };
      if (form && submit) {
        const poster = createApiClient({ baseURL: API_BASE, fetch: form.fetchApi });
        const answer = await submit({ ...context, client: poster, fields: form.fields });
        // Post, then redirect, then get: a reload does not send the form again.
        if ('redirect' in answer) {
          return new Response(null, { status: 303, headers: { Location: answer.redirect } });
        }
        queryClient.setQueryData(POSTED_FORM_KEY, answer.outcome);
      }
      const loaded = await page.load(context);
      try {
        return await renderPage(pathAndQuery, page, queryClient, loaded);
      } catch (error) {
        options.onError?.(error);
        return null;
      } finally {
        queryClient.clear();
      }
    }
    return null;
  };

  async function renderPage(
    pathAndQuery: string,
    page: ServerPage,
    queryClient: QueryClient,
    loaded: LoadedPage,
  ): Promise<Response> {
    const stream = await renderToReadableStream(
      <AppProviders queryClient={queryClient} ssrPath={pathAndQuery} apiClient={client}>
        <App />
      </AppProviders>,
      // A boundary larger than this chunk size is otherwise sent apart and put in place by an
      // inline script, which the Content-Security-Policy rightly refuses: the page goes whole.
      { onError: options.onError, progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    await stream.allReady;
    const state = serialiseServerState(dehydrate(queryClient, { shouldDehydrateQuery }));
    const pageAsset = assets.get(page);
    const head = `${headHtml(loaded.head, options.publicUrl, PRODUCT_NAME)}\n    ${pageAsset?.styles ?? ''}`;
    const start = withHead(parts.start, head);
    const end = withData(
      parts.end,
      [
        `<script type="application/json" id="${SERVER_STATE_ID}">${state}</script>`,
        deferredScriptsBlock([...entry.scripts, ...(pageAsset?.scripts ?? [])]),
      ].join('\n    '),
    );
    return new Response(document(start, stream, end), {
      status: loaded.status,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  }
}

function document(start: string, body: ReadableStream<Uint8Array>, end: string): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(start));
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (!done) {
        controller.enqueue(value);
        return;
      }
      controller.enqueue(encoder.encode(end));
      controller.close();
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

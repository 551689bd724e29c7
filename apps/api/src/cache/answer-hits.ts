import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { AnswerCache } from './answer-cache';
import { cacheKey } from './cache-key';
import { replyFrom } from './send-stored-answer';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/**
 * Answers a kept visitor's read straight from node:http, before the framework builds a Request and a
 * context for it: a hit costs a map lookup and a write. Everything else goes on to `next` (the app),
 * whose response-cache middleware fills the cache and serves the in-process reads of server rendering.
 */
export function answerHitsFirst(answers: AnswerCache, next: RequestListener): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'GET' && request.headers.authorization === undefined && request.url) {
      const held = answers.get(cacheKey(header(request.headers.origin), request.url));
      if (held) {
        const reply = replyFrom(held, {
          acceptEncoding: header(request.headers['accept-encoding']),
          ifNoneMatch: header(request.headers['if-none-match']),
          incomingRequestId: header(request.headers['x-request-id']),
        });
        response.writeHead(reply.status, reply.headers);
        response.end(reply.body);
        return;
      }
    }
    next(request, response);
  };
}

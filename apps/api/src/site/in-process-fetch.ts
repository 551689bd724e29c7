interface FetchHandler {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

/** Who a request made in process speaks for: the poster of a form, so limits count against them. */
export interface OnBehalfOf {
  /** The outer request's server bindings (the Node socket the client address is read from). */
  env: unknown;
  forwardedFor?: string;
}

/**
 * A fetch the app answers itself, in this process: how the server renderer reads the API. The node
 * server's light Response keeps status and headers on prototype getters, which a client that copies
 * an answer's fields with for...in (redaxios) would lose; they are made the answer's own fields.
 */
export function inProcessFetch(app: FetchHandler, onBehalfOf?: OnBehalfOf): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (onBehalfOf?.forwardedFor) request.headers.set('X-Forwarded-For', onBehalfOf.forwardedFor);
    const answer = await app.fetch(request, onBehalfOf?.env);
    for (const field of ['status', 'statusText', 'ok', 'headers', 'url', 'redirected'] as const) {
      Object.defineProperty(answer, field, { value: answer[field], enumerable: true });
    }
    return answer;
  };
}

interface FetchHandler {
  fetch(request: Request): Response | Promise<Response>;
}

/**
 * A fetch the app answers itself, in this process: how the server renderer reads the API. The node
 * server's light Response keeps status and headers on prototype getters, which a client that copies
 * an answer's fields with for...in (redaxios) would lose; they are made the answer's own fields.
 */
export function inProcessFetch(app: FetchHandler): typeof fetch {
  return async (input, init) => {
    const answer = await app.fetch(new Request(input, init));
    for (const field of ['status', 'statusText', 'ok', 'headers', 'url', 'redirected'] as const) {
      Object.defineProperty(answer, field, { value: answer[field], enumerable: true });
    }
    return answer;
  };
}

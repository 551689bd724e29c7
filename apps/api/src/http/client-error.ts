import { randomUUID } from 'node:crypto';
import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from '../log/logger';
import { Status } from './errors';
import { TOO_LARGE } from './validation';

type Refusal = readonly [status: number, detail: string];

const BAD_REQUEST: Refusal = [Status.BAD_REQUEST, 'La solicitud no es válida.'];

/** Node's own refusals, by the parser's error code, as Node answers them without a body. */
const refusals: Record<string, Refusal> = {
  HPE_HEADER_OVERFLOW: [431, 'Las cabeceras de la solicitud son demasiado grandes.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [Status.PAYLOAD_TOO_LARGE, TOO_LARGE],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'La solicitud tardó demasiado en llegar.'],
};

/** A complete HTTP/1.1 answer with a JSON body, to write on a socket that has no response object. */
export function clientErrorAnswer(code: string | undefined, requestId: string): string {
  const [status, detail] = (code && refusals[code]) || BAD_REQUEST;
  const body = JSON.stringify({ detail, request_id: requestId });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Content-Type-Options: nosniff',
    `X-Request-Id: ${requestId}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * The server's 'clientError' listener: a request Node cannot parse (malformed, headers too large) gets
 * the answer Node would give, with a Spanish JSON `detail` and a request id, and a log line.
 */
export function answerClientError(logger: Logger) {
  return (error: Error & { code?: string }, socket: Duplex) => {
    // As Node itself: never write into a response already under way on this connection (its private
    // `_httpMessage` is the only way to tell), nor on a socket the client has already reset.
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const requestId = randomUUID();
    logger.info({ requestId, code: error.code }, 'unparsable request refused');
    socket.end(clientErrorAnswer(error.code, requestId), () => socket.destroy());
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { startServer } from './server';

const dataDir = mkdtempSync(join(tmpdir(), 'pupitre-connections-'));
const CAP = 8;
const env = parseEnv({
  NODE_ENV: 'test',
  PORT: '0',
  DATA_DIR: dataDir,
  DEMO_CONTENT: 'off',
  CONNECTIONS_PER_ADDRESS: String(CAP),
});
const logged: string[] = [];
let running: Awaited<ReturnType<typeof startServer>>;
let port: number;

beforeAll(async () => {
  running = await startServer(env, (line) => logged.push(line));
  await new Promise((resolve) => running.server.once('listening', resolve));
  const address = running.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  port = address.port;
});
afterAll(async () => {
  await running.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Writes raw bytes on a new connection to the server and resolves with everything it answers. */
function exchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    // Written, not ended: a client that half-closes its side may see the connection closed before an
    // answer the server computes asynchronously (its ETag) is sent. The server closes after answering.
    socket.write(request);
  });
}

function openSocket(localAddress: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

function readAll(socket: Socket): Promise<string> {
  const chunks: Buffer[] = [];
  socket.on('data', (chunk) => chunks.push(chunk));
  return new Promise((resolve) =>
    socket.once('close', () => resolve(Buffer.concat(chunks).toString('utf8'))),
  );
}

/** A refused connection is closed by the server before it reads the request it is sent. */
async function closedWithoutAnswer(socket: Socket): Promise<boolean> {
  socket.on('error', () => {});
  socket.write('GET /api/categorias HTTP/1.1\r\nHost: localhost\r\n\r\n');
  return (await readAll(socket)) === '';
}

function parseAnswer(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: JSON.parse(body) as Record<string, string>,
  };
}

describe('the production server', () => {
  it('logs its startup as a JSON line that still reads "Pupitre listening on http://localhost:PORT"', () => {
    const startup = logged
      .map((line) => JSON.parse(line))
      .find((line) => String(line.msg).includes('listening on'));
    expect(startup).toMatchObject({
      level: 30,
      msg: `Pupitre listening on http://localhost:${port} (API only)`,
    });
  });

  it('keeps idle connections open longer than the 60 s of load balancers and client pools', () => {
    expect((running.server as Server).keepAliveTimeout).toBe(65_000);
  });

  it("gives a whole request, body included, 30 s to arrive instead of Node's 300 s (drill F5)", () => {
    const { requestTimeout, headersTimeout } = running.server as Server;
    expect(requestTimeout).toBe(30_000);
    expect(headersTimeout).toBeLessThanOrEqual(requestTimeout);
  });

  it('refuses connections past the cap from one address, and not from another (drill F5)', async () => {
    const idle = await Promise.all(Array.from({ length: CAP }, () => openSocket('127.0.0.1')));
    const refused = await openSocket('127.0.0.1');
    expect(await closedWithoutAnswer(refused)).toBe(true);
    const neighbour = await openSocket('127.0.0.2');
    neighbour.write('GET /api/categorias HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(await readAll(neighbour)).toMatch(/^HTTP\/1\.1 200 OK/);

    const [first] = idle;
    first?.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      (
        await exchange('GET /api/categorias HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')
      ).startsWith('HTTP/1.1 200 OK'),
    ).toBe(true);
    for (const socket of idle) socket.destroy();
  });

  it('answers a malformed request with 400 and a Spanish JSON detail', async () => {
    const answer = parseAnswer(await exchange('NO ES HTTP\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.body).toEqual({
      detail: 'La solicitud no es válida.',
      request_id: answer.headers['x-request-id'],
    });
  });

  it('answers headers above the limit with 431 and a Spanish JSON detail, logged with its request id', async () => {
    const huge = `GET /api/categorias HTTP/1.1\r\nHost: localhost\r\nX-Relleno: ${'a'.repeat(20_000)}\r\n\r\n`;
    const answer = parseAnswer(await exchange(huge));
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({
      detail: 'Las cabeceras de la solicitud son demasiado grandes.',
      request_id: answer.headers['x-request-id'],
    });
    const line = logged
      .map((entry) => JSON.parse(entry))
      .find((entry) => entry.requestId === answer.body.request_id);
    expect(line).toMatchObject({ code: 'HPE_HEADER_OVERFLOW', msg: 'unparsable request refused' });
    expect(JSON.stringify(line)).not.toContain('aaaa');
  });

  it('still answers well-formed requests', async () => {
    const answer = await exchange(
      'GET /api/categorias HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(answer.startsWith('HTTP/1.1 200 OK')).toBe(true);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { startServer } from '../server';

const dataDir = mkdtempSync(join(tmpdir(), 'pupitre-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Instance = Awaited<ReturnType<typeof startServer>>;
let instance: Instance;
let port: number;

beforeAll(async () => {
  const env = parseEnv({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, DEMO_CONTENT: 'off' });
  instance = await startServer(env, () => {});
  if (!instance.server.listening) await new Promise((resolve) => instance.server.once('listening', resolve));
  port = (instance.server.address() as AddressInfo).port;
});

const opened = (socket: Socket) =>
  new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
const everythingRead = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.once('close', () => resolve(text));
  });

describe('a shutdown while a request is in flight', () => {
  it('fails readiness at once, refuses new connections, finishes the request and closes its connection', async () => {
    const body = JSON.stringify({ nombre: 'Ana', correo: 'ana@example.com', mensaje: 'Hola, ¿qué tal?' });
    const socket = connect(port, '127.0.0.1');
    await opened(socket);
    const answer = everythingRead(socket);
    // Headers and half the body: the request has begun and is waiting for the rest.
    const half = Math.floor(Buffer.byteLength(body) / 2);
    socket.write(
      `POST /api/contacto HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    socket.write(Buffer.from(body).subarray(0, half));
    await new Promise((resolve) => setTimeout(resolve, 100));

    const closed = instance.close();
    expect(instance.lifecycle.draining).toBe(true);
    const refused = await opened(connect(port, '127.0.0.1')).then(
      () => 'accepted',
      (error: NodeJS.ErrnoException) => error.code,
    );
    expect(refused).toBe('ECONNREFUSED');

    socket.write(Buffer.from(body).subarray(half));
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 (201|200|400) /);
    expect(text.toLowerCase()).toContain('connection: close');
    await closed;
  });
});

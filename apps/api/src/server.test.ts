import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { startServer } from './server';

const dataDir = mkdtempSync(join(tmpdir(), 'pupitre-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Always the embedded database: this is about what the on-disk PGlite keeps across restarts.
const env = parseEnv({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, DEMO_CONTENT: 'on' });

async function fetchJson(port: number, path: string) {
  return (await fetch(`http://127.0.0.1:${port}${path}`)).json();
}

function portOf(server: Awaited<ReturnType<typeof startServer>>['server']): number {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return address.port;
}

describe('the embedded database across a restart', () => {
  it('keeps the seeded data and does not seed twice', async () => {
    const logs: string[] = [];
    const first = await startServer(env, (line) => logs.push(line));
    await new Promise((resolve) => first.server.once('listening', resolve));
    const before = await fetchJson(portOf(first.server), '/api/publicaciones?limite=200');
    await first.close();
    expect(logs.some((line) => line.includes('shown only once'))).toBe(true);

    const laterLogs: string[] = [];
    const second = await startServer(env, (line) => laterLogs.push(line));
    await new Promise((resolve) => second.server.once('listening', resolve));
    const after = await fetchJson(portOf(second.server), '/api/publicaciones?limite=200');
    await second.close();
    expect(after).toEqual(before);
    expect(laterLogs.some((line) => line.includes('[seed]'))).toBe(false);
  });
});

describe('configuration', () => {
  it('fails fast, naming the bad variable', () => {
    expect(() => parseEnv({ PORT: 'http' })).toThrow(/PORT/);
    expect(() => parseEnv({ DEMO_CONTENT: 'maybe' })).toThrow(/DEMO_CONTENT/);
  });

  it('has the documented defaults', () => {
    const defaults = parseEnv({});
    expect(defaults.PORT).toBe(3000);
    expect(defaults.DATA_DIR).toBe('./data');
    expect(defaults.DEMO_CONTENT).toBe(true);
  });
});

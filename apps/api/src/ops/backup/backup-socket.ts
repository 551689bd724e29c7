import { chmodSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { Database } from '../../db/client';
import { readSecrets, writeBackupFile } from './backup-file';
import { takeSnapshot } from './snapshot';

/** A Unix socket's path must fit in sockaddr_un (108 bytes on Linux, 104 on macOS). */
const MAX_SOCKET_PATH = 103;

export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');

/**
 * Only the process that opened the embedded database may read it, so `pnpm backup` asks that process:
 * over a Unix socket in DATA_DIR, which only the accounts that can read the database files can open.
 */
export async function serveBackups(
  database: Database,
  dataDir: string,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const path = backupSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    onError(new Error(`DATA_DIR is too long for the backup socket (${path}): stop the server to back up`));
    return async () => {};
  }
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    takeSnapshot(database).then(
      (snapshot) => {
        res.writeHead(200, { 'Content-Type': 'application/gzip' });
        writeBackupFile(snapshot, readSecrets(dataDir), res).catch(onError);
      },
      (error) => {
        onError(error);
        res.writeHead(500).end(String(error));
      },
    );
  });
  // A socket left by a process that was killed would make listen fail.
  rmSync(path, { force: true });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(path, resolve));
  chmodSync(path, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/** Asks the running server for a backup; false when no server listens on DATA_DIR's socket. */
export function backupFromServer(dataDir: string, out: Writable): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: backupSocketPath(dataDir), path: '/backup' }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`the server could not make a backup (${res.statusCode})`));
        res.resume();
        return;
      }
      res.pipe(out);
      out.once('finish', () => resolve(true));
      res.once('error', reject);
    });
    req.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(false);
      else reject(error);
    });
    req.end();
  });
}

/** Whether a server has the embedded database of DATA_DIR open. */
export function serverListens(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(backupSocketPath(dataDir));
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

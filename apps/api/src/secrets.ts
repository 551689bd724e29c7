import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const storedSecrets = z.object({ jwtSecret: z.string().min(32) });

/**
 * The signing secret: JWT_SECRET when set, otherwise one generated on first start and kept in DATA_DIR,
 * so tokens stay valid across restarts and across instances sharing the folder.
 */
export function loadJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'secrets.json');
  try {
    return storedSecrets.parse(JSON.parse(readFileSync(file, 'utf8'))).jwtSecret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const jwtSecret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ jwtSecret }, null, 2), { mode: 0o600, flag: 'wx' });
  return jwtSecret;
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The path of the reset link in the newest message for `email` in the server's outbox. */
export async function resetPathFromOutbox(email: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: global-setup did not start the server');
  const outbox = join(dataDir, 'outbox');
  let path = '';
  await expect
    .poll(
      () => {
        let names: string[] = [];
        try {
          names = readdirSync(outbox).sort();
        } catch {
          return '';
        }
        const messages = names
          .map((name) => readFileSync(join(outbox, name), 'utf8'))
          .filter((text) => text.includes(`Para: ${email}\n`));
        const link = messages.at(-1)?.match(/https?:\/\/\S+\/reset-password\/\S+/)?.[0];
        path = link ? new URL(link).pathname : '';
        return path;
      },
      { message: `a reset email for ${email} in ${outbox}` },
    )
    .not.toBe('');
  return path;
}

import { resolve } from 'node:path';
import { parseEnv } from '../../env';

/** pnpm runs the script in apps/api; paths the operator typed are relative to where they typed them. */
export const fromWhereTyped = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

export function cliTarget() {
  const env = parseEnv();
  return { dataDir: fromWhereTyped(env.DATA_DIR), url: env.DATABASE_URL };
}

import { execFileSync, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/** Prometheus's own checker, from the PATH or unpacked from Debian's package by the project's script. */
function promtoolPath(): string {
  const script = resolve(import.meta.dirname, '../../../../../scripts/ensure-promtool.sh');
  return execFileSync('bash', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
}

/** What `promtool check metrics` says of a scrape (nothing when it passes), and its exit status. */
export function promtoolCheck(scrape: string): { findings: string; status: number | null } {
  const check = spawnSync(promtoolPath(), ['check', 'metrics'], { input: scrape, encoding: 'utf8' });
  return { findings: `${check.stdout}${check.stderr}`, status: check.status };
}

import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'pupitre-ui-consumer-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The pnpm running this test, or the pinned one through npx. */
function pnpm(args: string[], cwd: string): string {
  const execPath = process.env.npm_execpath;
  return execPath?.includes('pnpm')
    ? run(process.execPath, [execPath, ...args], cwd)
    : run('npx', ['-y', 'pnpm@10.34.8', ...args], cwd);
}

describe('the published @pupitre/ui package', () => {
  it('builds, installs alone in a scratch project and renders components with their styles', () => {
    pnpm(['build'], packageDir);
    pnpm(['pack', '--pack-destination', scratch], packageDir);
    const tarball = readdirSync(scratch).find((file) => file.endsWith('.tgz'));
    expect(tarball).toBeDefined();
    writeFileSync(
      join(scratch, 'package.json'),
      JSON.stringify({
        name: 'scratch-consumer',
        private: true,
        type: 'module',
        dependencies: { '@pupitre/ui': `file:./${tarball}`, react: '19.3.1', 'react-dom': '19.3.1' },
      }),
    );
    copyFileSync(join(packageDir, 'consumer', 'render.mjs'), join(scratch, 'render.mjs'));
    run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], scratch);

    const { html, css } = JSON.parse(run(process.execPath, ['render.mjs'], scratch)) as {
      html: string;
      css: string;
    };
    expect(html).toContain('>Eliminar</button>');
    expect(html).toContain('href="/categoria/1"');
    const classes = [...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/));
    expect(classes.length).toBeGreaterThan(2);
    for (const className of classes) expect(css, className).toContain(`.${className}`);
    expect(css).toContain('.pupitre-theme-dark');
    expect(css).toMatch(/@font-face\{font-family:Poppins/);
  });
});

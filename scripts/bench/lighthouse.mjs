#!/usr/bin/env node
// pnpm bench:lighthouse: Lighthouse 12 (mobile defaults, performance only) on the three main reading
// pages of the production build, three runs each; prints the median score, LCP, CLS and TBT.
// Out of CI: about three minutes. Builds first when there is no build.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumFlags, chromiumPath } from '../../chromium.config.mjs';
import { startProductionServer } from './production-server.mjs';

const root = join(import.meta.dirname, '..', '..');
const RUNS = 3;
const chromeFlags = chromiumFlags.join(' ');

/** A GET on a connection of its own: minutes of Lighthouse runs pass between two of them. */
const getText = (url) =>
  new Promise((resolve, reject) => {
    get(url, { agent: false }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk) => {
        text += chunk;
      });
      answer.on('end', () => resolve(text));
    }).on('error', reject);
  });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!existsSync(join(root, 'apps/api/dist/index.js')) || !existsSync(join(root, 'apps/site/dist-ssr'))) {
  execFileSync('bash', ['-c', 'source scripts/pnpm.sh && pnpm build'], { cwd: root, stdio: 'inherit' });
}

function audit(url, outDir, run) {
  const output = join(outDir, `run-${run}.json`);
  execFileSync(
    join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${chromeFlags}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const metric = (id) => report.audits[id].numericValue;
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
  };
}

const server = await startProductionServer();
const outDir = mkdtempSync(join(tmpdir(), 'pupitre-lighthouse-'));
try {
  const posts = JSON.parse(await getText(`${server.url}/api/publicaciones?limite=1`));
  const postId = posts[0]?.ID_publicaciones;
  const pages = ['/home', '/blog', `/blog/${postId}`];
  console.log(`Lighthouse 12, mobile, performance; median of ${RUNS} runs (${server.url})`);
  console.log('page            score   LCP (s)   CLS      TBT (ms)');
  for (const path of pages) {
    await getText(server.url + path); // the first render of a page loads its chunk on the server
    const runs = Array.from({ length: RUNS }, (_, run) => audit(server.url + path, outDir, run));
    const line = [
      path.padEnd(15),
      String(median(runs.map((run) => run.score))).padStart(5),
      (median(runs.map((run) => run.lcp)) / 1000).toFixed(2).padStart(9),
      median(runs.map((run) => run.cls))
        .toFixed(3)
        .padStart(8),
      String(Math.round(median(runs.map((run) => run.tbt)))).padStart(11),
    ];
    console.log(line.join(' '));
  }
} finally {
  server.stop();
  rmSync(outDir, { recursive: true, force: true });
}

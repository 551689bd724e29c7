// Offline checks of the hosted visual review, run after `pnpm build-storybook` (scripts/test.sh and the
// Chromatic workflow): the build wrote the stats file TurboSnap needs, chromatic.config.json is valid for
// the installed Chromatic CLI and says what we mean, and the Chromatic, GitHub Pages and CI workflows
// have the jobs and steps they are meant to have. No network: Chromatic itself is never called.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getConfiguration } from 'chromatic/node';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../..', import.meta.url));
process.chdir(root);

const failures = [];
function check(condition, message) {
  if (condition) console.log(`  ✓ ${message}`);
  else {
    console.log(`  ✗ ${message}`);
    failures.push(message);
  }
}

// 1. The stats file TurboSnap reads (`storybook build --stats-json` writes it beside the build).
const buildDir = 'storybook-static';
const statsPath = `${buildDir}/preview-stats.json`;
console.log(statsPath);
let stats;
if (existsSync(statsPath) && statSync(statsPath).size > 0) {
  try {
    stats = JSON.parse(readFileSync(statsPath, 'utf8'));
  } catch (error) {
    check(false, `${statsPath} is JSON (${error.message})`);
  }
} else {
  check(false, `${statsPath} exists and is not empty (run \`pnpm build-storybook\` first)`);
}
if (stats) {
  const modules = Array.isArray(stats.modules) ? stats.modules : [];
  check(modules.length > 0, `${statsPath} lists the bundled modules (${modules.length})`);
  const storyModules = modules.filter((module) =>
    /^\.\/packages\/ui\/src\/.*\.stories\.tsx?$/.test(module.name),
  );
  check(storyModules.length > 0, `…including the story files of packages/ui (${storyModules.length})`);
  check(
    modules.some((module) => Array.isArray(module.reasons) && module.reasons.length > 0),
    '…with the importers (reasons) TurboSnap follows back to the stories',
  );
}

// 2. chromatic.config.json, validated by the installed CLI's own schema (unknown keys are errors there).
console.log('chromatic.config.json');
let config;
try {
  config = await getConfiguration('chromatic.config.json');
  check(true, 'valid for the installed Chromatic CLI');
} catch (error) {
  check(false, `valid for the installed Chromatic CLI: ${String(error.message).trim()}`);
}
if (config) {
  const expected = {
    onlyChanged: true,
    autoAcceptChanges: 'main',
    storybookBuildDir: buildDir,
    exitZeroOnChanges: true,
  };
  for (const [key, value] of Object.entries(expected)) {
    check(config[key] === value, `${key}: ${JSON.stringify(value)}`);
  }
}

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts ?? {};
console.log('package.json');
check(
  /\bstorybook build\b/.test(scripts['build-storybook'] ?? '') &&
    /--stats-json\b/.test(scripts['build-storybook']) &&
    /-o storybook-static\b/.test(scripts['build-storybook']),
  'build-storybook builds into storybook-static with --stats-json',
);
check(
  /^chromatic --config-file chromatic\.config\.json$/.test(scripts.chromatic ?? ''),
  'chromatic reads its settings from chromatic.config.json',
);

// 3. The workflows.
function workflow(path) {
  console.log(path);
  try {
    const parsed = parse(readFileSync(path, 'utf8'));
    check(parsed && typeof parsed === 'object' && parsed.jobs, 'parses as YAML, with jobs');
    return parsed ?? {};
  } catch (error) {
    check(false, `parses as YAML (${error.message})`);
    return {};
  }
}
const runs = (job) => (job?.steps ?? []).map((step) => step.run ?? '').join('\n');
const stepUsing = (job, action) => (job?.steps ?? []).find((step) => step.uses?.startsWith(`${action}@`));
const stepIndex = (job, pattern) => (job?.steps ?? []).findIndex((step) => pattern.test(step.run ?? ''));
const triggers = (parsed) => parsed.on ?? parsed[true] ?? {}; // YAML 1.1 readers turn `on` into true

const chromatic = workflow('.github/workflows/chromatic.yml');
const tokenJob = chromatic.jobs?.token;
const chromaticJob = chromatic.jobs?.chromatic;
check(
  triggers(chromatic).pull_request !== undefined && triggers(chromatic).push?.branches?.includes('main'),
  'runs on pull requests and on pushes to main',
);
check(
  tokenJob?.steps?.some((step) => /secrets\.CHROMATIC_PROJECT_TOKEN/.test(JSON.stringify(step.env ?? {}))) &&
    /::notice\b/.test(runs(tokenJob)) &&
    /present=false/.test(runs(tokenJob)),
  'job "token" reports whether CHROMATIC_PROJECT_TOKEN is there, with a ::notice when it is not',
);
check(
  [chromaticJob?.needs].flat().includes('token') &&
    /needs\.token\.outputs\.present\s*==\s*'true'/.test(chromaticJob?.if ?? ''),
  'job "chromatic" runs only when the token is there (a fork\'s pull request uploads nothing)',
);
check(
  stepUsing(chromaticJob, 'actions/checkout')?.with?.['fetch-depth'] === 0,
  'checks out the whole history',
);
const build = stepIndex(chromaticJob, /pnpm@[\d.]+ build-storybook$/);
const setup = stepIndex(chromaticJob, /check-chromatic-setup\.mjs$/);
const upload = stepIndex(chromaticJob, /pnpm@[\d.]+ chromatic$/);
check(build >= 0 && setup > build && upload > setup, 'builds Storybook, checks this setup, then uploads');
check(
  /secrets\.CHROMATIC_PROJECT_TOKEN/.test(chromaticJob?.steps?.[upload]?.env?.CHROMATIC_PROJECT_TOKEN ?? ''),
  'the upload gets CHROMATIC_PROJECT_TOKEN',
);

const pages = workflow('.github/workflows/storybook-pages.yml');
const pagesBuild = pages.jobs?.build;
const deploy = pages.jobs?.deploy;
check(triggers(pages).push?.branches?.includes('main'), 'runs on pushes to main');
check(stepIndex(pagesBuild, /pnpm@[\d.]+ build-storybook$/) >= 0, 'job "build" builds Storybook');
check(
  stepUsing(pagesBuild, 'actions/upload-pages-artifact')?.with?.path === buildDir,
  `job "build" uploads ${buildDir} with actions/upload-pages-artifact`,
);
check(
  [deploy?.needs].flat().includes('build') && Boolean(stepUsing(deploy, 'actions/deploy-pages')),
  'job "deploy" deploys it with actions/deploy-pages after "build"',
);
const deployPermissions = { ...pages.permissions, ...deploy?.permissions };
check(
  deployPermissions.pages === 'write' && deployPermissions['id-token'] === 'write',
  'job "deploy" may write to Pages and get an OIDC token (pages: write, id-token: write)',
);
check(deploy?.environment?.name === 'github-pages', 'job "deploy" targets the github-pages environment');

const ci = workflow('.github/workflows/ci.yml');
const testJob = ci.jobs?.test;
check(/^bash \.ci\/run$/m.test(runs(testJob)), 'job "test" runs bash .ci/run');
const attachments = stepUsing(testJob, 'actions/upload-artifact');
check(
  attachments?.if === 'failure()' &&
    /^\.vitest-attachments\//.test(attachments?.with?.path ?? '') &&
    attachments?.with?.['include-hidden-files'] === true,
  'on failure it uploads .vitest-attachments/ (the actual and diff screenshots)',
);

if (failures.length > 0) {
  console.error(`\n${failures.length} Chromatic/Storybook setup check(s) failed.`);
  process.exit(1);
}
console.log('\nChromatic and Storybook publishing setup: all checks passed.');

#!/usr/bin/env bash
# The whole test suite: lint, types, unit + API + story tests, the API tests again on a real PostgreSQL
# server, the production build, the Storybook build and the end-to-end tests in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/pnpm.sh
export TMPDIR=${TMPDIR:-/tmp}

step() { printf '\n=== %s ===\n' "$1"; }

step 'Chromium'
bash scripts/ensure-chromium.sh

step 'Lint and format (Biome)'
pnpm lint

step 'Types'
pnpm typecheck

step 'Unit, API (embedded PGlite) and story tests'
pnpm exec vitest run

step 'API tests on a PostgreSQL server'
pg_dir=$(mktemp -d "$TMPDIR/pupitre-pg-XXXXXX")
trap 'bash scripts/postgres-server.sh stop "$pg_dir"; rm -rf "$pg_dir"' EXIT
database_url=$(bash scripts/postgres-server.sh start "$pg_dir" "${PUPITRE_TEST_PG_PORT:-54329}")
DATABASE_URL=$database_url pnpm exec vitest run --project api

step 'Production build'
pnpm build

step 'Compressed JavaScript of the reading pages, against their budgets'
pnpm size

step "Compressed size of @pupitre/ui in a consumer's build, against its budgets"
# One tarball, packed as npm packs it, for this step and the example consumer's.
ui_pack_dir=$(mktemp -d "$TMPDIR/pupitre-ui-pack-XXXXXX")
(cd packages/ui && npm pack --silent --pack-destination "$ui_pack_dir" >/dev/null)
export PUPITRE_UI_TARBALL=$(ls "$ui_pack_dir"/*.tgz)
pnpm size:ui

step "Example consumer (packed @pupitre/ui in another school's app)"
node examples/other-school/scripts/install-from-tarball.mjs
pnpm exec playwright test -c examples/other-school/playwright.config.ts
rm -rf "$ui_pack_dir"

step 'Storybook build'
pnpm build-storybook
node scripts/storybook/check-chromatic-setup.mjs

step 'Storybook documentation (docs index and pages in Chromium)'
node scripts/storybook/check-docs-index.mjs storybook-static
pnpm exec playwright test -c .storybook/docs-playwright.config.ts

step 'End-to-end tests (production server, headless Chromium)'
pnpm exec playwright test

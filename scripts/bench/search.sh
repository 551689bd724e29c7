#!/usr/bin/env bash
# pnpm bench:search: ranked Spanish search over 100,000 posts (or the count given), on the embedded
# PGlite and then on a PostgreSQL server started for the run. Prints p50 and p99; out of CI.
set -euo pipefail
cd "$(dirname "$0")/../.."
posts=${1:-100000}
run() { (cd apps/api && node_modules/.bin/tsx bench/search-scale.ts "$posts"); }

run
echo
pg_dir=$(mktemp -d "${TMPDIR:-/tmp}/pupitre-search-pg-XXXXXX")
trap 'bash scripts/postgres-server.sh stop "$pg_dir"; rm -rf "$pg_dir"' EXIT
DATABASE_URL=$(bash scripts/postgres-server.sh start "$pg_dir" "${PUPITRE_BENCH_PG_PORT:-54339}") run

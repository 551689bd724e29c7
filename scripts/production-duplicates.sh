#!/usr/bin/env bash
# Lists the duplicate pairs the structure rule forbids: pairs outside tests, stories and demo data.
# Needs the `duplicates` command of the tool library; prints the count, then the rows.
set -euo pipefail
cd "$(dirname "$0")/.."
exempt='(\.test\.|\.spec\.|\.stories\.|/demo|demo-|/test/|/e2e/|^e2e/|fixtures|testing/|story-helpers|/seeds?/)'
report=$(duplicates --seconds "${DUPLICATES_SECONDS:-200}" --most 200)
# A row is production only when both of its places are.
rows=$(printf '%s\n' "$report" | grep '^D' | awk -v re="$exempt" '{ if (!($2 ~ re) && !($4 ~ re)) print }' || true)
count=$(printf '%s' "$rows" | grep -c '^D' || true)
echo "production duplicate pairs: $count"
[ -n "$rows" ] && printf '%s\n' "$rows"
# --most stops at 200 rows: pairs past it (the most boilerplate ones) are not checked here.
printf '%s\n' "$report" | grep -E '^\(\+[0-9]+ more pairs\)|^incomplete:' || true
exit 0

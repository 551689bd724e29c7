#!/usr/bin/env bash
# Lists the duplicate pairs the structure rule forbids: pairs outside tests, stories and demo data.
# Needs the `duplicates` command of the tool library; prints the count, then the rows.
# The production files are copied to a scratch folder first, so that the report's 200-row limit
# is spent on them alone and no pair is missed behind the tests' and stories' pairs.
set -euo pipefail
cd "$(dirname "$0")/.."
exempt='(\.test\.|\.spec\.|\.stories\.|/demo|demo-|/test/|/e2e/|^e2e/|fixtures|testing/|story-helpers|/seeds?/)'
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
git ls-files --cached --others --exclude-standard | grep -Ev "$exempt" | while read -r file; do
  [ -f "$file" ] || continue
  mkdir -p "$scratch/$(dirname "$file")"
  cp "$file" "$scratch/$file"
done
report=$(cd "$scratch" && duplicates --seconds "${DUPLICATES_SECONDS:-200}" --most 200)
rows=$(printf '%s\n' "$report" | grep '^D' || true)
count=$(printf '%s' "$rows" | grep -c '^D' || true)
echo "production duplicate pairs: $count"
[ -n "$rows" ] && printf '%s\n' "$rows"
printf '%s\n' "$report" | grep -E '^\(\+[0-9]+ more pairs\)|^incomplete:|^left out:' || true
exit 0

#!/usr/bin/env bash
# The metrics test checks /metrics with Prometheus's own promtool. Prints its path; when it is on no
# PATH, takes it from Debian's prometheus package, unpacked into the project (no daemon installed).
set -euo pipefail
cd "$(dirname "$0")/.."
if command -v promtool >/dev/null 2>&1; then
  command -v promtool
  exit 0
fi
dir=node_modules/.cache/promtool
if [ -x "$dir/promtool" ]; then
  echo "$PWD/$dir/promtool"
  exit 0
fi
echo "promtool not found: unpacking it from Debian's prometheus package" >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# apt-get download writes as the _apt user where it can; a private folder it may write to avoids the warning.
chmod 777 "$work"
(cd "$work" && { apt-get download -qq prometheus 2>/dev/null || { apt-get update -qq && apt-get download -qq prometheus; }; })
dpkg-deb -x "$work"/prometheus_*.deb "$work/unpacked"
mkdir -p "$dir"
cp "$work/unpacked/usr/bin/promtool" "$dir/promtool"
"$dir/promtool" --version >/dev/null
echo "$PWD/$dir/promtool"

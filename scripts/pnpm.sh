# Sourced by the other scripts: `pnpm` is the pnpm that runs this script, or the pinned one through npx.
PNPM_VERSION=10.34.8
pnpm() {
  if [ -n "${npm_execpath:-}" ] && [[ "$npm_execpath" == *pnpm* ]]; then
    node "$npm_execpath" "$@"
  else
    npx -y "pnpm@$PNPM_VERSION" "$@"
  fi
}

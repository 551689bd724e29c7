#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the API tests (installing Debian's postgresql when missing).
# Usage: postgres-server.sh start DIR PORT  -> prints the DATABASE_URL;  postgres-server.sh stop DIR
set -euo pipefail
action=$1
dir=$2

find_bin() {
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$found" ] && [ -x "$found/initdb" ] && echo "$found"
}

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if [ "$action" = stop ]; then
  bin=$(find_bin) || exit 0
  [ -f "$dir/cluster/postmaster.pid" ] && as_owner "$bin/pg_ctl" -D "$dir/cluster" -m fast -w stop >/dev/null
  exit 0
fi

port=$3
bin=$(find_bin) || {
  echo "PostgreSQL not found: installing Debian's postgresql package" >&2
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
  bin=$(find_bin)
}

mkdir -p "$dir"
if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; fi
as_owner "$bin/initdb" -D "$dir/cluster" -U pupitre --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_owner "$bin/pg_ctl" -D "$dir/cluster" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
echo "postgres://pupitre@127.0.0.1:$port/postgres"

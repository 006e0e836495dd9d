#!/usr/bin/env bash
# Runs the API tests against a real PostgreSQL 15 (Debian's package) instead of the embedded PGlite:
# a throw-away cluster in a temp dir on a free loopback port, always stopped and removed afterwards.
# Usage: bash scripts/test-postgres.sh [extra vitest args]      (npm run test:pg)
set -euo pipefail
cd "$(dirname "$0")/.."

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"

if [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL binaries missing in $PG_BIN: installing Debian's postgresql" >&2
  $SUDO apt-get install -y postgresql || { $SUDO apt-get update && $SUDO apt-get install -y postgresql; }
fi

# As root the cluster runs as user postgres (initdb refuses root); otherwise as the caller.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

TMP="$(mktemp -d "${TMPDIR:-/tmp}/tandem-pg.XXXXXX")"
PGDATA_DIR="$TMP/data"
cleanup() {
  status=$?
  if [ -f "$PGDATA_DIR/postmaster.pid" ]; then
    as_pg "$PG_BIN/pg_ctl" -D "$PGDATA_DIR" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$TMP"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

[ "$(id -u)" -eq 0 ] && chown postgres "$TMP"
PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"

as_pg "$PG_BIN/initdb" -D "$PGDATA_DIR" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$TMP/initdb.log" 2>&1 ||
  { cat "$TMP/initdb.log" >&2; exit 1; }
as_pg "$PG_BIN/pg_ctl" -D "$PGDATA_DIR" -l "$TMP/postgres.log" -w -t 30 \
  -o "-p $PORT -k $TMP -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off" start >/dev/null ||
  { cat "$TMP/postgres.log" >&2; exit 1; }
as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres tandem_test

echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (data in $TMP)"
DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/tandem_test" npx vitest run --project api api/ "$@"

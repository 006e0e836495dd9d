#!/usr/bin/env bash
# Runs the object-store tests (vitest project "object-store") against a real S3 server: Debian's Ceph
# radosgw on loopback (scripts/s3/radosgw.sh), in a throw-away directory, always stopped afterwards.
# Usage: bash scripts/test-s3.sh [extra vitest args]      (npm run test:s3)
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/s3/radosgw.sh ensure
TMP="$(mktemp -d "${TMPDIR:-/tmp}/tandem-s3.XXXXXX")"
DIR="$TMP/cluster"
mkdir "$DIR"
cleanup() {
  status=$?
  bash scripts/s3/radosgw.sh stop "$DIR" >/dev/null 2>&1 || true
  rm -rf "$TMP"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
export S3_ACCESS_KEY="tandem-test" S3_SECRET_KEY="tandem-test-secret-key-0123456789"
bash scripts/s3/radosgw.sh start "$DIR" "$PORT"
S3_ENDPOINT="http://127.0.0.1:$PORT" S3_ACCESS_KEY_ID="$S3_ACCESS_KEY" S3_SECRET_ACCESS_KEY="$S3_SECRET_KEY" \
  npx vitest run --project object-store "$@"

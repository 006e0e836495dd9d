#!/usr/bin/env bash
# A real, throw-away, single-node S3 server for automated tests: Debian's Ceph (16.x "pacific")
# radosgw on top of one monitor and one in-memory OSD, everything on 127.0.0.1 and every file
# (config, data, logs, pid files, admin sockets) inside a directory the caller owns.
#
# Usage:
#   bash scripts/s3/radosgw.sh ensure            # install the Debian packages if missing (root or sudo)
#   bash scripts/s3/radosgw.sh start DIR PORT    # cluster in DIR, S3 on http://127.0.0.1:PORT, daemons left running
#   bash scripts/s3/radosgw.sh stop DIR          # stop the daemons started in DIR and remove DIR
#
# The S3 user's keys come from S3_ACCESS_KEY / S3_SECRET_KEY (defaults below). Requests must be
# path-style (http://127.0.0.1:PORT/bucket/key); any region name is accepted by the signature check.
set -euo pipefail

ACCESS_KEY="${S3_ACCESS_KEY:-tandem-test}"
SECRET_KEY="${S3_SECRET_KEY:-tandem-test-secret-key-0123456789}"
# memstore keeps every object in the OSD's RAM; this is the capacity it reports (writes are
# refused at the default full ratio, 95% of it).
MEMSTORE_BYTES="${S3_MEMSTORE_BYTES:-1073741824}"
# How long start may take before giving up (it normally takes 1-2 s).
START_TIMEOUT="${S3_START_TIMEOUT:-90}"

# radosgw pulls ceph-common (ceph, radosgw-admin, monmaptool); ceph-mon and ceph-osd bring ceph-base.
# No ceph-mgr: S3 I/O does not need it (only `ceph -s` statistics and the PG autoscaler do), and it
# would add ~100 MB of Python packages and a fourth daemon.
PACKAGES=(radosgw ceph-mon ceph-osd)
BINARIES=(radosgw radosgw-admin ceph ceph-mon ceph-osd monmaptool)
# Marker written first by `start`, so that `stop` only ever deletes a directory this script set up.
MARKER=".tandem-radosgw"

die() { echo "radosgw.sh: $*" >&2; exit 1; }

usage() {
  sed -n '6,9p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

cmd_ensure() {
  local missing=0 b
  for b in "${BINARIES[@]}"; do command -v "$b" >/dev/null 2>&1 || missing=1; done
  [ "$missing" -eq 0 ] && return 0
  local apt=(env DEBIAN_FRONTEND=noninteractive apt-get) # env: sudo would drop an exported variable
  [ "$(id -u)" -ne 0 ] && apt=(sudo "${apt[@]}")
  echo "radosgw.sh: installing ${PACKAGES[*]} (Debian packages)" >&2
  # The package lists may be stale or absent on a fresh machine: refresh them only if needed.
  "${apt[@]}" install -y --no-install-recommends "${PACKAGES[@]}" >&2 ||
    { "${apt[@]}" update >&2 && "${apt[@]}" install -y --no-install-recommends "${PACKAGES[@]}" >&2; }
  for b in "${BINARIES[@]}"; do command -v "$b" >/dev/null 2>&1 || die "$b still missing after install"; done
}

# A free TCP port on 127.0.0.1, as chosen by the kernel (python3 comes with ceph-osd).
free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'
}

# True if process $1 is a $2 (radosgw, ceph-osd, ceph-mon) started with -c DIR/ceph.conf ($3), so a
# recycled pid or another test's cluster is never touched.
is_ours() {
  local pid="$1" comm="$2" conf="$3" c
  read -r c 2>/dev/null <"/proc/$pid/comm" || return 1
  [ "$c" = "$comm" ] || return 1
  tr '\0' '\n' 2>/dev/null <"/proc/$pid/cmdline" | grep -qxF -- "$conf"
}

# The pid of this cluster's $2 daemon (radosgw, ceph-osd, ceph-mon) with pid file $3, if running.
# The pid file is the normal way; a daemonizing ceph process writes it a moment after its parent
# has returned, and deletes it on exit, so fall back to a scan of /proc for that short gap.
daemon_pid() {
  local dir="$1" comm="$2" pidfile="$3" pid p
  if [ -s "$pidfile" ] && read -r pid <"$pidfile" && is_ours "$pid" "$comm" "$dir/ceph.conf" && running "$pid"; then
    echo "$pid"
    return 0
  fi
  for p in /proc/[0-9]*; do
    pid="${p#/proc/}"
    if is_ours "$pid" "$comm" "$dir/ceph.conf" && running "$pid"; then
      echo "$pid"
      return 0
    fi
  done
  return 1
}

# True while the process exists and is not a zombie. The daemons are reparented to PID 1, which
# in containers and micro-VMs may reap its zombies only every few seconds: /proc/PID alone would
# make every stop wait for that.
running() {
  local state
  state="$(sed -n 's/^State:[[:space:]]*\([A-Z]\).*/\1/p' "/proc/$1/status" 2>/dev/null)" || return 1
  [ -n "$state" ] && [ "$state" != Z ]
}

# Stops rgw, then the OSD, then the monitor (clients before servers, so none hangs on a
# vanished peer): SIGTERM, up to 10 s grace, then SIGKILL.
stop_daemons() {
  local dir="$1" d pid pids=() i
  for d in radosgw:client.rgw.test ceph-osd:osd.0 ceph-mon:mon.a; do
    pid="$(daemon_pid "$dir" "${d%%:*}" "$dir/run/${d#*:}.pid")" || continue
    kill -TERM "$pid" 2>/dev/null || true
    for i in $(seq 1 100); do running "$pid" || break; sleep 0.05; done
    if running "$pid"; then kill -KILL "$pid" 2>/dev/null || true; pids+=("$pid"); fi
  done
  for pid in "${pids[@]}"; do
    for i in $(seq 1 50); do running "$pid" || break; sleep 0.1; done
  done
}

write_conf() {
  local dir="$1" fsid="$2" mon_port="$3" rgw_port="$4"
  cat >"$dir/ceph.conf" <<EOF
# Generated by scripts/s3/radosgw.sh for a throw-away test cluster. Every path is under $dir.
[global]
fsid = $fsid
mon host = v2:127.0.0.1:$mon_port
# Bind every daemon to loopback only (without these the OSD would listen on all interfaces).
public addr = 127.0.0.1
cluster addr = 127.0.0.1
ms bind ipv6 = false
# No cephx: nothing to keep secret on loopback, and no keyrings to create.
auth cluster required = none
auth service required = none
auth client required = none
# With auth off there is no session key for msgr2's "secure" mode, which radosgw prefers for its
# monitor connection: without this line it loops forever on "send_auth_request
# get_initial_auth_request returned -13" and never starts (the other tools happen to cope).
ms mon client mode = crc
# One OSD: replicas of one, placement by OSD rather than by host, few PGs per pool (radosgw
# creates ~7 pools itself), no warning about the missing redundancy. (After 2 minutes health
# says "no active mgr": harmless, S3 does not need a manager.)
osd pool default size = 1
osd pool default min size = 1
mon allow pool size one = true
mon warn on pool no redundancy = false
osd crush chooseleaf type = 0
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
mon max pg per osd = 1000
# A lone monitor need not batch map updates: by default it waits ~1 s before committing each
# change, and radosgw's first start makes ~15 of them (pools, application tags), i.e. 15 s.
paxos propose interval = 0.01
paxos min wait = 0.001
# Everything on disk lives in the cluster directory ...
run dir = $dir/run
# (admin sockets default to \$run_dir/\$cluster-\$name.asok)
pid file = $dir/run/\$name.pid
log file = $dir/log/\$cluster-\$name.log
mon cluster log file = $dir/log/\$cluster.log
crash dir = $dir/crash
keyring = $dir/keyring
mon data = $dir/mon/\$cluster-\$id
osd data = $dir/osd/\$cluster-\$id
rgw data = $dir/rgw/\$cluster-\$id
# ... and the object data lives in the OSD's memory: no block device, no file system tricks.
osd objectstore = memstore
memstore device bytes = $MEMSTORE_BYTES
# Little memory and few threads for a test server.
osd op num shards = 1
osd op num threads per shard = 2

[client.rgw.test]
# The only TCP listener of the gateway (path-style requests; no rgw dns name, so no virtual hosts).
rgw frontends = beast endpoint=127.0.0.1:$rgw_port
# Fewer request threads than the default 512: plenty for tests, much less memory.
rgw thread pool size = 32
rgw enable usage log = false
# The lifecycle worker sleeps 5 s between lock attempts and SIGTERM waits for it, so it would make
# every stop take ~5 s. Lifecycle rules are still stored, just never applied here.
rgw enable lc threads = false
EOF
}

on_start_exit() {
  local rc=$?
  [ "$rc" -eq 0 ] && return 0
  echo "radosgw.sh: start failed (exit $rc); full logs in $START_DIR/log. Errors logged:" >&2
  local f
  for f in "$START_DIR"/log/ceph-*.log; do
    [ -f "$f" ] || continue
    # Ceph logs errors at level -1 (" -1 " after the thread id).
    grep -E ' -1 |ERROR' "$f" | tail -n 5 | sed "s|^|  $(basename "$f"): |" >&2 || true
  done
  tail -n 5 "$START_DIR/log/setup.log" 2>/dev/null | sed 's|^|  setup.log: |' >&2 || true
  stop_daemons "$START_DIR"
  exit "$rc"
}

cmd_start() {
  local dir="${1:-}" port="${2:-}"
  [ -n "$dir" ] && [ -n "$port" ] || usage
  [[ "$port" =~ ^[0-9]+$ ]] || die "PORT must be a number: $port"
  cmd_ensure
  mkdir -p "$dir"
  dir="$(cd "$dir" && pwd -P)"
  [ -z "$(ls -A "$dir")" ] || die "$dir is not empty (give a fresh directory)"
  touch "$dir/$MARKER"
  mkdir -p "$dir/run" "$dir/log" "$dir/crash" "$dir/mon" "$dir/osd/ceph-0" "$dir/rgw/ceph-rgw.test"
  touch "$dir/keyring" # empty, but stops every tool from looking in /etc/ceph for one

  local t0=$SECONDS
  # On any failure (a failed command under set -e, or die): show what was logged, stop whatever
  # was started, and keep DIR for a look (`stop DIR` removes it).
  START_DIR="$dir"
  trap on_start_exit EXIT
  trap 'exit 130' INT TERM

  local fsid mon_port conf="$dir/ceph.conf"
  fsid="$(cat /proc/sys/kernel/random/uuid)"
  mon_port="$(free_port)"
  write_conf "$dir" "$fsid" "$mon_port" "$port"
  # The client tools would wait forever for an unreachable monitor or inactive pools.
  local ceph=(timeout 30 ceph -c "$conf" --connect-timeout 20)

  # 1. Monitor "a": a one-entry monmap, mkfs, then start (it daemonizes and writes run/mon.pid).
  monmaptool --create --fsid "$fsid" --addv a "[v2:127.0.0.1:$mon_port]" "$dir/monmap" >"$dir/log/setup.log" 2>&1
  ceph-mon -c "$conf" -i a --mkfs --monmap "$dir/monmap" >>"$dir/log/setup.log" 2>&1
  ceph-mon -c "$conf" -i a >>"$dir/log/setup.log" 2>&1

  # 2. OSD 0 on memstore: register it with the monitor, format its store, start it.
  local osd_uuid osd_id
  osd_uuid="$(cat /proc/sys/kernel/random/uuid)"
  osd_id="$("${ceph[@]}" osd new "$osd_uuid" 2>>"$dir/log/setup.log")"
  [ "$osd_id" = 0 ] || die "expected osd id 0, got '$osd_id'"
  ceph-osd -c "$conf" -i 0 --mkfs --osd-uuid "$osd_uuid" >>"$dir/log/setup.log" 2>&1
  ceph-osd -c "$conf" -i 0 >>"$dir/log/setup.log" 2>&1

  # 3. The S3 user (radosgw-admin creates the realm/zone pools on the way), then the gateway.
  #    Creating the user first means the gateway never answers before the keys work.
  timeout "$START_TIMEOUT" radosgw-admin -c "$conf" user create --uid=tandem-test --display-name="Tandem test" \
    --access-key="$ACCESS_KEY" --secret-key="$SECRET_KEY" >/dev/null 2>>"$dir/log/setup.log"
  # (It daemonizes only once connected to the cluster, so a bad setup would block here.)
  timeout "$START_TIMEOUT" radosgw -c "$conf" -n client.rgw.test >>"$dir/log/setup.log" 2>&1

  # 4. Ready when the gateway answers HTTP with an S3 XML document (an anonymous GET / gives an
  #    empty ListAllMyBucketsResult, or AccessDenied on some versions).
  local body=""
  while [ $((SECONDS - t0)) -lt "$START_TIMEOUT" ]; do
    body="$(curl -s --max-time 2 "http://127.0.0.1:$port/" 2>/dev/null || true)"
    case "$body" in *ListAllMyBucketsResult* | *AccessDenied*) break ;; esac
    body=""
    daemon_pid "$dir" radosgw "$dir/run/client.rgw.test.pid" >/dev/null || die "radosgw exited during start"
    sleep 0.2
  done
  [ -n "$body" ] || die "S3 endpoint did not answer within ${START_TIMEOUT}s"
  trap - EXIT INT TERM
  echo "S3 ready on http://127.0.0.1:$port"
}

cmd_stop() {
  local dir="${1:-}"
  [ -n "$dir" ] || usage
  [ -d "$dir" ] || return 0
  dir="$(cd "$dir" && pwd -P)"
  [ -f "$dir/$MARKER" ] || die "$dir was not set up by radosgw.sh start; not touching it"
  stop_daemons "$dir"
  rm -rf "$dir"
}

case "${1:-}" in
  ensure) cmd_ensure ;;
  start) shift; cmd_start "$@" ;;
  stop) shift; cmd_stop "$@" ;;
  *) usage ;;
esac

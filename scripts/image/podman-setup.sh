#!/usr/bin/env bash
# Makes this Debian machine able to build and run Tandem's image with podman, idempotently:
#  1. podman, runc and mmdebstrap (and podman-compose, to read compose.yaml) from Debian when missing;
#  2. /etc/containers/containers.conf with runc and fixed ulimits (a VM without CAP_SYS_RESOURCE, whose
#     hybrid cgroup layout crun refuses);
#  3. a local Node base image (Debian bookworm minbase + this machine's node and npm, a `node` user with
#     uid 1000), built once and then cached by its name: no container registry is reachable from here.
# Prints the base image's name on its last line. Needs root (as the CI machine runs).
set -euo pipefail

NODE_VERSION=$(node -p process.version)
BASE_IMAGE=${BASE_IMAGE:-localhost/tandem-node-base:${NODE_VERSION#v}}

log() { echo "[podman-setup] $*" >&2; }

# --- 1. packages -------------------------------------------------------------------------------------
missing=()
for tool in podman runc mmdebstrap podman-compose; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if ((${#missing[@]})); then
  log "installing ${missing[*]} from Debian"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y --no-install-recommends "${missing[@]}" >&2 ||
    { apt-get update >&2 && apt-get install -y --no-install-recommends "${missing[@]}" >&2; }
  # podman's networking and rootfs helpers come as recommends; without them `podman run -p` fails
  apt-get install -y netavark aardvark-dns slirp4netns fuse-overlayfs uidmap >&2 || true
fi

# --- 2. containers.conf ------------------------------------------------------------------------------
conf=/etc/containers/containers.conf
mkdir -p /etc/containers
if [[ ! -f $conf ]]; then
  log "writing $conf"
  cat >"$conf" <<'CONF'
# Written by Tandem's scripts/image/podman-setup.sh: this VM lacks CAP_SYS_RESOURCE (a container may not
# raise its limits above the host's) and has a hybrid cgroup layout that crun refuses.
[containers]
default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]

[engine]
runtime = "runc"
CONF
elif ! grep -q '^runtime *= *"runc"' "$conf" || ! grep -q '^default_ulimits' "$conf"; then
  log "$conf exists but does not set runtime = \"runc\" and default_ulimits; add them:"
  log '  [containers] default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]   [engine] runtime = "runc"'
  exit 1
fi

# --- 3. the base image -------------------------------------------------------------------------------
if podman image exists "$BASE_IMAGE"; then
  log "base image $BASE_IMAGE is cached"
else
  log "building the base image $BASE_IMAGE (a few minutes, once)"
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
  cp /etc/ssl/certs/ca-certificates.crt "$work/host-ca.crt"
  mmdebstrap --variant=minbase --include=libstdc++6,ca-certificates \
    --customize-hook="copy-in $(readlink -f "$(command -v node)") /usr/local/bin" \
    --customize-hook="mkdir -p \"\$1/usr/local/lib/node_modules\"" \
    --customize-hook="copy-in $npm_dir /usr/local/lib/node_modules" \
    --customize-hook="copy-in $work/host-ca.crt /usr/local/share/ca-certificates" \
    --customize-hook='chroot "$1" ln -sf ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm' \
    --customize-hook='chroot "$1" ln -sf ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx' \
    --customize-hook='chroot "$1" groupadd --gid 1000 node' \
    --customize-hook='chroot "$1" useradd --uid 1000 --gid node --create-home --shell /bin/sh node' \
    --customize-hook='rm -rf "$1"/var/cache/apt/* "$1"/var/lib/apt/lists/*' \
    bookworm "$work/rootfs.tar" >&2
  podman import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/host-ca.crt' \
    --change 'CMD ["node"]' \
    "$work/rootfs.tar" "$BASE_IMAGE" >&2
fi
echo "$BASE_IMAGE"

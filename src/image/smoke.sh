#!/usr/bin/env bash
# Runs the built image without a container engine, to prove it starts: unpacks its layers (in the
# manifest's order) into a root tree, mounts /proc there, and starts the image's entrypoint
# chrooted, as the image's user, with the image's environment and working directory. Then runs the
# image's health check the same way until it passes (or the node exits or 120 s pass), asks the
# node one question over HTTP, and stops it.
#
#   src/image/smoke.sh [target/vidlens-image.tar]
#
# Needs root (chroot, mount) and python3 (to read the image's JSON).
set -euo pipefail
cd "$(dirname "$0")/../.."
image="${1:-target/vidlens-image.tar}"
port="${SMOKE_PORT:-18080}"
[ "$(id -u)" -eq 0 ] || { echo "smoke.sh needs root (chroot, mount)." >&2; exit 1; }

work="$(mktemp -d /tmp/vidlens-image-smoke.XXXXXX)"
root="$work/root"
node=""
cleanup() {
  [ -n "$node" ] && kill "$node" 2>/dev/null && wait "$node" 2>/dev/null || true
  # Anything still running inside the image's root (nothing should be) goes with it.
  for proc in /proc/[0-9]*; do
    [ "$(readlink "$proc/root" 2>/dev/null)" = "$root" ] && kill -9 "${proc#/proc/}" 2>/dev/null
  done
  umount "$root/proc" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

mkdir -p "$work/image" "$root"
tar -xf "$image" -C "$work/image"
python3 - "$work/image" >"$work/plan" <<'PY'
import json, shlex, sys
d = sys.argv[1]
m = json.load(open(f"{d}/manifest.json"))[0]
c = json.load(open(f"{d}/{m['Config']}"))["config"]
print("layers=(" + " ".join(shlex.quote(l) for l in m["Layers"]) + ")")
print("entrypoint=(" + " ".join(shlex.quote(a) for a in (c.get("Entrypoint") or []) + (c.get("Cmd") or [])) + ")")
print("health=(" + " ".join(shlex.quote(a) for a in c["Healthcheck"]["Test"][1:]) + ")")
print("envs=(" + " ".join(shlex.quote(e) for e in c.get("Env", [])) + ")")
print("user=" + shlex.quote(c.get("User", "0:0")))
print("workdir=" + shlex.quote(c.get("WorkingDir", "/")))
PY
# shellcheck disable=SC1091
source "$work/plan"
for layer in "${layers[@]}"; do
  tar --warning=no-unknown-keyword --numeric-owner -xf "$work/image/$layer" -C "$root"
done
mount -t proc proc "$root/proc"

inside() { # runs a command in the image's root, as its user, with its environment
  exec chroot --userspec="$user" "$root" /usr/bin/env -i "${envs[@]}" SERVER_PORT="$port" \
    /bin/sh -c 'cd "$0" && exec "$@"' "$workdir" "$@"
}

# A node left on the port would answer for this one.
if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
  echo "Port $port is in use; set SMOKE_PORT to a free one." >&2; exit 1
fi

echo "Image user $user, entrypoint ${entrypoint[*]}, health check ${health[*]}"
# Each step execs the next (subshell, chroot, env, sh, the entrypoint, java): $! is the node.
(inside "${entrypoint[@]}" --server.port="$port" \
  --vidlens.bootstrap-api-key=smoke-key-0123456789abcdef >"$work/node.log" 2>&1) &
node=$!
healthy=""
for _ in $(seq 1 120); do
  if ! kill -0 "$node" 2>/dev/null; then
    echo "The node exited:" >&2; tail -40 "$work/node.log" >&2; exit 1
  fi
  if (inside "${health[@]}"); then healthy=yes; break; fi
  sleep 1
done
[ -n "$healthy" ] || { echo "Not healthy after 120 s:" >&2; tail -40 "$work/node.log" >&2; exit 1; }
answer="$( (inside /bin/bash -c "exec 3<>/dev/tcp/127.0.0.1/$port; printf 'GET /api/external/videos/details?videoId=x HTTP/1.0\r\nAuthorization: Bearer smoke-key-0123456789abcdef\r\n\r\n' >&3; cat <&3") )"
echo "$answer" | head -1
echo "$answer" | grep -q '"code":400' || { echo "Unexpected answer: $answer" >&2; exit 1; }
if grep -q "WARNING: A restricted method" "$work/node.log"; then
  echo "The node printed restricted-method warnings:" >&2; grep -m3 WARNING "$work/node.log" >&2; exit 1
fi
owner="$(stat -c %u "$root/data/vidlens.db" 2>/dev/null || echo none)"
echo "Healthy as user $user; database written by uid $owner under $workdir"
[ "$owner" = "${user%%:*}" ] || { echo "The database is not the image user's" >&2; exit 1; }
echo "Image smoke test passed: $image"

#!/usr/bin/env bash
# Builds the container image's base, target/image-base/base.tar, without a container registry or
# a Docker engine: a minimal Debian (debootstrap, from Debian's package mirror), a Java runtime
# linked by jlink from the JDK that runs the build, and the user the service runs as. The result is
# a docker-archive tarball, which Jib takes as its base (`tar://`; pom.xml, profile `image`).
#
# Needs root (debootstrap), debootstrap, and a JDK 21+ with jlink in JAVA_HOME. The Debian tree is
# kept in VIDLENS_IMAGE_CACHE (default /var/cache/vidlens-image) and reused, so only the first
# build downloads it.
set -euo pipefail
cd "$(dirname "$0")/../.."

suite="bookworm"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
cache="${VIDLENS_IMAGE_CACHE:-/var/cache/vidlens-image}"
out="target/image-base"
uid=10001

[ "$(id -u)" -eq 0 ] || { echo "base-image.sh needs root (debootstrap)." >&2; exit 1; }
[ -x "${JAVA_HOME:-}/bin/jlink" ] || { echo "Set JAVA_HOME to a JDK 21+ with jlink." >&2; exit 1; }
command -v debootstrap >/dev/null || {
  echo "Installing debootstrap"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
}

mkdir -p "$cache"
debian="$cache/debian-$suite-minbase.tar"
if [ ! -f "$debian" ]; then
  echo "debootstrap $suite (minbase, ca-certificates) from $mirror"
  tree="$(mktemp -d)"
  debootstrap --variant=minbase --include=ca-certificates "$suite" "$tree" "$mirror" >"$cache/debootstrap.log" 2>&1 \
    || { tail -20 "$cache/debootstrap.log" >&2; exit 1; }
  # What a running service never needs: package caches and lists, documentation.
  rm -rf "$tree"/var/cache/apt/archives/*.deb "$tree"/var/lib/apt/lists/* \
    "$tree"/usr/share/doc/* "$tree"/usr/share/man/* "$tree"/usr/share/info/*
  tar --numeric-owner -C "$tree" -cf "$debian.partial" .
  mv "$debian.partial" "$debian"
  rm -rf "$tree"
fi

rm -rf "$out"
mkdir -p "$out/rootfs"
tar --numeric-owner -C "$out/rootfs" -xf "$debian"
chmod 755 "$out/rootfs" # the tree's top came from mktemp (0700): "/" must be readable by all

# The Java runtime: the modules the service uses (and the tools' jcmd/jfr support), from this JDK.
modules="java.base,java.compiler,java.datatransfer,java.desktop,java.instrument,java.logging"
modules+=",java.management,java.management.rmi,java.naming,java.net.http,java.prefs,java.rmi"
modules+=",java.scripting,java.security.jgss,java.security.sasl,java.sql,java.sql.rowset"
modules+=",java.transaction.xa,java.xml,java.xml.crypto,jdk.attach,jdk.jcmd,jdk.jfr"
modules+=",jdk.management,jdk.management.agent,jdk.management.jfr,jdk.naming.dns,jdk.net"
modules+=",jdk.unsupported,jdk.zipfs"
"$JAVA_HOME/bin/jlink" --add-modules "$modules" --strip-debug --no-man-pages --no-header-files \
  --output "$out/rootfs/opt/java"

# The service's user (no login) and its data directory, a volume in compose.yaml.
echo "vidlens:x:$uid:$uid:Vidlens:/data:/usr/sbin/nologin" >>"$out/rootfs/etc/passwd"
echo "vidlens:x:$uid:" >>"$out/rootfs/etc/group"
mkdir -p "$out/rootfs/data"
chown "$uid:$uid" "$out/rootfs/data"

# One layer, reproducible: sorted names, fixed times, numeric owners.
tar --numeric-owner --sort=name --mtime='@0' -C "$out/rootfs" -cf "$out/layer.tar" .
diff_id="sha256:$(sha256sum "$out/layer.tar" | cut -d' ' -f1)"
java_version="$("$out/rootfs/opt/java/bin/java" -XshowSettings:properties -version 2>&1 \
  | awk -F'= ' '/java.runtime.version/ {print $2}')"
cat >"$out/config.json" <<JSON
{
  "architecture": "amd64",
  "os": "linux",
  "config": {
    "Env": [
      "PATH=/opt/java/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
      "JAVA_HOME=/opt/java",
      "LANG=C.UTF-8"
    ],
    "User": "$uid:$uid",
    "WorkingDir": "/data",
    "Healthcheck": {
      "Test": ["CMD", "/usr/local/bin/vidlens-healthcheck"],
      "Interval": 15000000000,
      "Timeout": 6000000000,
      "StartPeriod": 60000000000,
      "Retries": 3
    },
    "Labels": {
      "org.opencontainers.image.base.name": "debian:$suite minbase (debootstrap)",
      "io.vidlens.java.runtime": "$java_version"
    }
  },
  "rootfs": {"type": "layers", "diff_ids": ["$diff_id"]},
  "history": [{"created_by": "src/image/base-image.sh: debootstrap $suite minbase, jlink $java_version, user $uid"}]
}
JSON
cat >"$out/manifest.json" <<JSON
[{"Config": "config.json", "RepoTags": ["vidlens-base:local"], "Layers": ["layer.tar"]}]
JSON
tar -C "$out" -cf "$out/base.tar" manifest.json config.json layer.tar
rm -rf "$out/rootfs" "$out/layer.tar"
echo "Base image: $out/base.tar ($(du -h "$out/base.tar" | cut -f1), Java $java_version)"

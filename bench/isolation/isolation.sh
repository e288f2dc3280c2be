#!/usr/bin/env bash
# Isolation benchmark (docs/performance.md, "Isolation"; issue 26): one node in replay mode, a
# probe (the bootstrap account's cached Get Video Details every 100 ms) measured alone, then beside
# each attack of issue 26's table (bench/isolation/attacks.py): image searches of a large PNG, text
# searches of 3,000 words from 4 keys of one account, 16 concurrent sign-ins of one account, failed
# sign-ins from ever new loopback addresses. Prints the probe's p50 / p99 / max per phase next to
# the baseline, and what each attacker got by status. Not part of the build: run it by hand after
#   ./mvnw -B -q -DskipTests -Dspotless.check.skip=true package
# Usage: [PORT=8183] [JAVA_OPTS=...] [PRIORITY=...] bench/isolation/isolation.sh [SECONDS_PER_PHASE] [ATTACK...]
#   ATTACK: image, text, signin, guess (default: all four); SECONDS_PER_PHASE default 15.
set -euo pipefail
cd "$(dirname "$0")/../.."
SECONDS_PER_PHASE=${1:-15}; shift || true
JAVA=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/java
PORT=${PORT:-8183}
PROBE_KEY=isolation-probe-0123456789abcdef
OPS=isolation-operations-token-0123456789
REC=$(cd ../shared/recordings/youtube && pwd)
DIR=$(mktemp -d)
# The compute pools' threads at the lowest OS priority (nice 19), as docs/operations.md advises.
PRIORITY=${PRIORITY:--XX:ThreadPriorityPolicy=1 -XX:JavaPriority1_To_OSPriority=19}
"$JAVA" -Xmx1g $PRIORITY ${JAVA_OPTS:-} -jar target/vidlens.jar --server.port="$PORT" --vidlens.data-dir="$DIR" \
  --vidlens.bootstrap-api-key=$PROBE_KEY --vidlens.operations.token=$OPS \
  --vidlens.upstream.replay="$REC" --vidlens.upstream.budget.per-hour=0 \
  --vidlens.thumbnails.image-host=http://127.0.0.1:9 --vidlens.thumbnails.fetch.allow-loopback=true \
  --vidlens.dashboard.sign-ups-per-address-per-hour=100000 \
  > /tmp/isolation-node.log 2>&1 &
NODE=$!
trap 'kill $NODE 2>/dev/null || true; rm -rf "$DIR"' EXIT
until curl -s -o /dev/null "http://127.0.0.1:$PORT/actuator/health"; do sleep 1; done
# The probe's answer cached, the text model loaded (its first use loads it: about a second).
for i in 1 2 3; do
  curl -s -o /dev/null -H "Authorization: Bearer $PROBE_KEY" "http://127.0.0.1:$PORT/api/external/videos/details?videoId=3sbYbckT1VY"
done
curl -s -o /dev/null -H "Authorization: Bearer $PROBE_KEY" -H 'Content-Type: application/json' \
  -d '{"text": "warm up"}' "http://127.0.0.1:$PORT/api/external/similar-thumbnails/search"
echo "machine: $(nproc) cores; load at start: $(uptime | sed 's/.*load average: //')"
python3 bench/isolation/attacks.py "http://127.0.0.1:$PORT" "$PROBE_KEY" "$SECONDS_PER_PHASE" "$@"
echo "load at end: $(uptime | sed 's/.*load average: //')"
curl -s -H "Authorization: Bearer $OPS" "http://127.0.0.1:$PORT/actuator/prometheus" | grep -E '^vidlens_compute_rejections_total' | sed 's/^/  /'

#!/usr/bin/env bash
# Golden run (bench/golden/README.md): start JAR in replay mode on a free local port with a fresh
# data directory, call every operation the recordings can answer (capture.py), save each answer
# under OUTDIR/<operationId>/<name>.json, stop the server.
# Usage: bench/golden/run.sh JAR OUTDIR     (RECORDINGS=... to use other recordings)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
JAR=${1:?usage: run.sh JAR OUTDIR}
OUT=${2:?usage: run.sh JAR OUTDIR}
JAR=$(cd "$(dirname "$JAR")" && pwd)/$(basename "$JAR")
[ -f "$JAR" ] || { echo "no such jar: $JAR" >&2; exit 2; }
JAVA=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/java
REC=${RECORDINGS:-$(cd "$HERE/../../../shared/recordings/youtube" 2>/dev/null && pwd || echo /work/shared/recordings/youtube)}
[ -f "$REC/index.json" ] || { echo "no recordings at $REC" >&2; exit 2; }
KEY=golden-key-0123456789
READY_TIMEOUT=${READY_TIMEOUT:-180}

if [ -e "$OUT" ] && [ -n "$(ls -A "$OUT" 2>/dev/null)" ]; then
  echo "$OUT exists and is not empty: give a new directory" >&2; exit 2
fi
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
DATA=$(mktemp -d /tmp/vidlens-golden-data.XXXXXX)
LOG=$(mktemp /tmp/vidlens-golden-server.XXXXXX.log)
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')

SERVER_PID=
stop_server() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill "$SERVER_PID" 2>/dev/null || true
    for _ in $(seq 1 60); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.5; done
    kill -9 "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  SERVER_PID=
  rm -rf "$DATA"
}
trap stop_server EXIT INT TERM

START=$(date +%s)
# Only 127.0.0.1: replay transport (never the network), platform hosts and the thumbnail image
# host pointed at a closed local port as the tests do, limits raised so no answer is a 429/503 of
# the gate or the outbound budget, analysis workers polling fast so jobs finish quickly.
"$JAVA" -Xmx1g -XX:G1HeapRegionSize=4m -jar "$JAR" \
  --server.address=127.0.0.1 --server.port="$PORT" \
  --vidlens.data-dir="$DATA" \
  --vidlens.upstream.replay="$REC" \
  --vidlens.bootstrap-api-key="$KEY" \
  --vidlens.upstream.web-base-url=http://127.0.0.1:9 \
  --vidlens.upstream.api-base-url=http://127.0.0.1:9 \
  --vidlens.thumbnails.image-host=http://127.0.0.1:9 \
  --vidlens.upstream.budget.per-hour=0 \
  --vidlens.plans.default.requests-per-second=100000 \
  --vidlens.plans.default.monthly-units=1000000000 \
  --vidlens.analysis.poll-interval=100ms \
  --vidlens.analysis.stage-backoff=50ms \
  --logging.structured.format.console= \
  > "$LOG" 2>&1 &
SERVER_PID=$!

echo "server pid $SERVER_PID on 127.0.0.1:$PORT (log $LOG, data $DATA)"
ready=
for _ in $(seq 1 "$READY_TIMEOUT"); do
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then echo "server exited; see $LOG" >&2; exit 1; fi
  if curl -fsS --max-time 2 -o /dev/null "http://127.0.0.1:$PORT/actuator/health/readiness" 2>/dev/null; then
    ready=1; break
  fi
  sleep 1
done
[ -n "$ready" ] || { echo "server not ready within ${READY_TIMEOUT}s; see $LOG" >&2; exit 1; }
echo "ready after $(( $(date +%s) - START ))s"

rc=0
python3 "$HERE/capture.py" --base "http://127.0.0.1:$PORT" --key "$KEY" --recordings "$REC" --out "$OUT" || rc=$?
stop_server
echo "run took $(( $(date +%s) - START ))s in all"
exit $rc

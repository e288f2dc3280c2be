#!/usr/bin/env bash
# Soak run (docs/performance.md): NODES servers (1 or 2) in replay mode with 50 ms upstream
# latency, on PostgreSQL for two nodes, a mixed load for DURATION, then throughput, latency,
# memory and answers by status. Usage: [JAVA_OPTS=...] bench/soak.sh NODES DURATION (e.g. bench/soak.sh 1 600s)
set -euo pipefail
cd "$(dirname "$0")/.."
NODES=${1:-1}; DURATION=${2:-600s}
JAVA=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/java
KEY=soak-key-0123456789abcdef
REC=$(cd ../shared/recordings/youtube && pwd)
OPS=soak-operations-token-0123456789
COMMON=(--vidlens.bootstrap-api-key=$KEY --vidlens.operations.token=$OPS --vidlens.upstream.replay=$REC --vidlens.upstream.replay-latency=50ms
  --vidlens.upstream.cache.ttl.next=0s --vidlens.upstream.cache.ttl.next-continuation=0s
  --vidlens.upstream.budget.per-hour=0 --vidlens.plans.default.requests-per-second=1000000
  --vidlens.plans.default.monthly-units=1000000000 --vidlens.thumbnails.enabled=false
)
DB=()
if [ "$NODES" = 2 ]; then
  SCHEMA=soak_$$; psql -h 127.0.0.1 -U postgres -d test -qc "CREATE SCHEMA $SCHEMA"
  DB=(--spring.datasource.url=jdbc:postgresql://127.0.0.1:5432/test?currentSchema=$SCHEMA --spring.datasource.username=postgres)
fi
PIDS=(); PORTS=()
for n in $(seq 1 "$NODES"); do
  PORT=$((8190 + n)); DIR=$(mktemp -d)
  "$JAVA" -Xmx1g ${JAVA_OPTS:-} -jar target/vidlens.jar --server.port=$PORT --vidlens.data-dir="$DIR" "${COMMON[@]}" "${DB[@]}" > "/tmp/soak-node$n.log" 2>&1 &
  PIDS+=($!); PORTS+=($PORT)
done
for PORT in "${PORTS[@]}"; do until curl -s -o /dev/null "http://127.0.0.1:$PORT/actuator/health"; do sleep 1; done; done
for PORT in "${PORTS[@]}"; do  # fill the caches once
  for i in $(seq 1 10); do wrk -t1 -c1 -d1s -s bench/soak.lua "http://127.0.0.1:$PORT" > /dev/null; done
done
for PID in "${PIDS[@]}"; do echo "node $PID RSS at start: $(grep VmRSS /proc/$PID/status)"; done
WRKS=()
for PORT in "${PORTS[@]}"; do
  wrk -t2 -c8 -d"$DURATION" --latency -s bench/soak.lua "http://127.0.0.1:$PORT" > "/tmp/soak-wrk-$PORT.txt" &
  WRKS+=($!)
done
wait "${WRKS[@]}"
for PID in "${PIDS[@]}"; do echo "node $PID RSS at end: $(grep VmRSS /proc/$PID/status)"; done
for PORT in "${PORTS[@]}"; do
  echo "== node on $PORT"; grep -E "Requests/sec|50%|99%|Non-2xx|Socket errors|requests in" "/tmp/soak-wrk-$PORT.txt"
  curl -s -H "Authorization: Bearer $OPS" "http://127.0.0.1:$PORT/actuator/prometheus" | grep -E '^vidlens_operation_requests_seconds_count' | awk '{split($1,a,"status=\""); split(a[2],b,"\""); s[b[1]]+=$2} END {for (k in s) print "  status " k ": " s[k]}'
  curl -s -H "Authorization: Bearer $OPS" "http://127.0.0.1:$PORT/actuator/prometheus" | grep -E '^jvm_memory_used_bytes\{area="heap"' | awk '{t+=$NF} END {printf "  heap used at end: %.0f MB\n", t/1048576}'
done
kill "${PIDS[@]}"
wait "${PIDS[@]}" 2>/dev/null || true   # the nodes must be gone before their schema is dropped
if [ "$NODES" = 2 ]; then psql -h 127.0.0.1 -U postgres -d test -qc "DROP SCHEMA $SCHEMA CASCADE"; fi

#!/usr/bin/env bash
# Abuse soak (docs/performance.md): one node in replay mode (50 ms upstream latency), the soak's
# well-behaved mixed load at a steady pace (wrk + bench/soak-paced.lua: 8 connections, one request
# each per PACE_MS, default 80 ms, about half of what the node serves here; its own key on an
# unlimited plan) for DURATION,
# first alone, then with bench/abuse.py running beside it from a second key on the default plan
# (stalling and dripping image servers and decompression bombs for image search, a job flood,
# sign-up floods). Prints the well-behaved clients' throughput, p50/p99 and non-2xx answers of
# both phases, what the abuser got, and the node's heap. Everything stays on 127.0.0.1.
# Usage: [JAVA_OPTS=...] bench/abuse-soak.sh DURATION_SECONDS (e.g. bench/abuse-soak.sh 120)
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION=${1:-120}
JAVA=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/java
KEY=soak-key-0123456789abcdef
OPS=soak-operations-token-0123456789
REC=$(cd ../shared/recordings/youtube && pwd)
DIR=$(mktemp -d); PORT=8199
ABUSER=$("$JAVA" -jar target/vidlens.jar keys create --name abuser --vidlens.data-dir="$DIR" 2>/dev/null | tail -n 1)
"$JAVA" -Xmx1g ${JAVA_OPTS:-} -jar target/vidlens.jar --server.port=$PORT --vidlens.data-dir="$DIR" \
  --vidlens.bootstrap-api-key=$KEY --vidlens.bootstrap-plan=open --vidlens.operations.token=$OPS \
  --vidlens.plans.open.requests-per-second=1000000 --vidlens.plans.open.monthly-units=1000000000 \
  --vidlens.upstream.replay=$REC --vidlens.upstream.replay-latency=50ms \
  --vidlens.upstream.cache.ttl.next=0s --vidlens.upstream.cache.ttl.next-continuation=0s \
  --vidlens.upstream.budget.per-hour=0 \
  --vidlens.thumbnails.image-host=http://127.0.0.1:9 --vidlens.thumbnails.fetch.allow-loopback=true \
  > /tmp/abuse-soak-node.log 2>&1 &
NODE=$!
trap 'kill $NODE 2>/dev/null || true' EXIT
until curl -s -o /dev/null "http://127.0.0.1:$PORT/actuator/health"; do sleep 1; done
for i in $(seq 1 10); do wrk -t1 -c1 -d1s -s bench/soak.lua "http://127.0.0.1:$PORT" > /dev/null; done
heap() { curl -s -H "Authorization: Bearer $OPS" "http://127.0.0.1:$PORT/actuator/prometheus" | grep -E '^jvm_memory_used_bytes\{area="heap"' | awk '{t+=$NF} END {printf "%.0f MB", t/1048576}'; }
report() { grep -E "Requests/sec|50%|99%|Non-2xx|Socket errors|requests in" "$1" | sed 's/^/  /'; }

# The heap is sampled once a second in both phases alike (a Prometheus scrape costs the node some
# CPU too, so sampling only beside the abuser would load that phase alone).
sample_heap() { for _ in $(seq 1 "$DURATION"); do heap | cut -d' ' -f1; sleep 1; done; }

echo "== well-behaved alone, ${DURATION}s"
sample_heap > /tmp/abuse-soak-heap-alone.txt &
HEAPS=$!
wrk -t2 -c8 -d"${DURATION}s" --latency -s bench/soak-paced.lua "http://127.0.0.1:$PORT" > /tmp/abuse-soak-alone.txt
wait $HEAPS || true
report /tmp/abuse-soak-alone.txt
echo "  heap: $(heap) now, at most $(sort -n /tmp/abuse-soak-heap-alone.txt | tail -n 1) MB sampled each second"

echo "== well-behaved with the abuser, ${DURATION}s"
# The abuser and its image servers stand for other machines: they run at the lowest CPU priority
# (ABUSER_NICE, default 19) so that on one shared box the comparison measures what the node does
# with the abuse, not the abusing client's own CPU. ABUSER_NICE=0 gives the old, harsher setting.
nice -n "${ABUSER_NICE:-19}" python3 bench/abuse.py "http://127.0.0.1:$PORT" "$ABUSER" "$DURATION" > /tmp/abuse-soak-abuser.txt 2>&1 &
ABUSE=$!
sample_heap > /tmp/abuse-soak-heap.txt &
HEAPS=$!
wrk -t2 -c8 -d"${DURATION}s" --latency -s bench/soak-paced.lua "http://127.0.0.1:$PORT" > /tmp/abuse-soak-abused.txt
wait $ABUSE || true
wait $HEAPS || true
report /tmp/abuse-soak-abused.txt
echo "  heap: $(heap) now, at most $(sort -n /tmp/abuse-soak-heap.txt | tail -n 1) MB sampled each second (-Xmx1g)"
echo "  node alive: $(kill -0 $NODE 2>/dev/null && echo yes || echo NO)"
cat /tmp/abuse-soak-abuser.txt
echo "  OutOfMemoryError lines in the node log: $(grep -c OutOfMemoryError /tmp/abuse-soak-node.log || true)"
rm -rf "$DIR"

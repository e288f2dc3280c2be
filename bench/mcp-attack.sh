#!/usr/bin/env bash
# MCP attack benchmark (docs/performance.md, "MCP attacks"): one node in replay mode as the README
# starts it (-Xmx1g, embedded database), an attacker key and a victim key of two accounts on the
# default plan (the victim's on a larger one, for its timed calls), then bench/mcp-attack.py: each flood of issue 40 (initialize, event streams that
# vanish, a 1 MB clientInfo, concurrent analyses) for PHASE seconds while the victim's cached MCP
# and API calls and liveness are timed; the sockets left in CLOSE_WAIT after each phase; the
# node's heap at the end. Everything stays on 127.0.0.1.
# Usage: [JAVA_OPTS=...] bench/mcp-attack.sh [PHASE_SECONDS] (build first: ./mvnw -q -DskipTests package)
set -euo pipefail
cd "$(dirname "$0")/.."
PHASE=${1:-20}
JAVA=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/java
OPS=mcp-attack-operations-token-0123456789
REC=$(cd ../shared/recordings/youtube && pwd)
DIR=$(mktemp -d); PORT=8198
# The victim's plan allows the calls it times (a tool call and an API call every 25 ms take about
# 60 of its requests a second); the attacker is on the default plan (20 a second).
PLANS="--vidlens.plans.victim.requests-per-second=200 --vidlens.plans.victim.monthly-units=10000000"
key() { "$JAVA" -jar target/vidlens.jar keys create --name "$1" --plan "$2" --vidlens.data-dir="$DIR" $PLANS 2>/dev/null | tail -n 1; }
ATTACKER=$(key attacker default)
VICTIM=$(key victim victim)
"$JAVA" -Xmx1g ${JAVA_OPTS:-} -jar target/vidlens.jar --server.port=$PORT --vidlens.data-dir="$DIR" $PLANS \
  --vidlens.operations.token=$OPS --vidlens.upstream.replay=$REC \
  --vidlens.upstream.replay-latency=50ms --vidlens.upstream.budget.per-hour=0 \
  > /tmp/mcp-attack-node.log 2>&1 &
NODE=$!
trap 'kill $NODE 2>/dev/null || true' EXIT
until curl -s -o /dev/null "http://127.0.0.1:$PORT/actuator/health"; do sleep 1; done
# The victim's video and the attacked channel as the operations' example calls name them.
example() { curl -s "http://127.0.0.1:$PORT/openapi.json" | grep -o "\"$1\" *: *\"$2\"" | head -n 1 | grep -o "$2\"\$" | tr -d '"'; }
VIDEO=${MCP_ATTACK_VIDEO:-$(example videoId '[A-Za-z0-9_-]\{11\}')}
CHANNEL=${MCP_ATTACK_CHANNEL:-$(example channelId 'UC[A-Za-z0-9_-]\{22\}')}
curl -s -o /dev/null -H "Authorization: Bearer $VICTIM" "http://127.0.0.1:$PORT/api/external/videos/details?videoId=$VIDEO"
python3 bench/mcp-attack.py "http://127.0.0.1:$PORT" "$ATTACKER" "$VICTIM" "$VIDEO" "$CHANNEL" "$PHASE"
echo "node alive: $(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT/actuator/health/liveness")"
echo "heap: $(curl -s -H "Authorization: Bearer $OPS" "http://127.0.0.1:$PORT/actuator/prometheus" | grep -E '^jvm_memory_used_bytes\{area="heap"' | awk '{t+=$NF} END {printf "%.0f MB", t/1048576}')"
echo "log lines at INFO or above that quote a clientInfo: $(grep -c 'xxxxxxxxxx' /tmp/mcp-attack-node.log || true)"

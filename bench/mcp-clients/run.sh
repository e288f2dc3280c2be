#!/usr/bin/env bash
# The official MCP clients against Vidlens (docs/mcp.md, "Clients verified"): the TypeScript SDK's
# client (ts-sdk-client.mjs), the Inspector CLI (tools/list, tools/call) and the conformance suite's
# server scenarios, each against one node and against two nodes behind the shipped proxy
# (deploy/nginx.conf, run by the machine's nginx as McpBehindProxyTest runs it), all in replay mode
# on 127.0.0.1. Prints a pass/fail table; exits 1 when anything failed.
# Needs: target/vidlens.jar (./mvnw -q -B -o -DskipTests package), node 20+, npm, /usr/sbin/nginx,
# PostgreSQL at 127.0.0.1:5432 (db test, user postgres) for the two nodes, the recordings.
# Usage: bench/mcp-clients/run.sh [one|two|both]   (MCP_CLIENTS_PORT, default 8260, and the 5 after)
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
WHICH=${1:-both}
JAVA=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/java
JAR=$ROOT/target/vidlens.jar
REC=$(cd "${VIDLENS_RECORDINGS:-$ROOT/../shared/recordings/youtube}" && pwd)
BASE=${MCP_CLIENTS_PORT:-8260}
KEY=mcp-clients-bench-key-0123456789
EXPECTED=$ROOT/src/test/resources/mcp/conformance-expected-failures.yml
PG="psql -q -h 127.0.0.1 -U postgres -d test"
WORK=$(mktemp -d /tmp/vidlens-mcp-clients.XXXXXX)
PIDS=()
SCHEMA=""
cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null; done
  wait 2>/dev/null
  [ -n "$SCHEMA" ] && $PG -c "DROP SCHEMA IF EXISTS $SCHEMA CASCADE" >/dev/null 2>&1
}
trap cleanup EXIT
[ -f "$JAR" ] || { echo "no $JAR: build it first"; exit 2; }
cd "$HERE"
[ -x node_modules/.bin/conformance ] || npm ci --no-audit --no-fund >"$WORK/npm.log" 2>&1 \
  || { cat "$WORK/npm.log"; exit 2; }
BIN=$HERE/node_modules/.bin
echo "versions: node $(node --version), sdk $(node -p 'require("./node_modules/@modelcontextprotocol/sdk/package.json").version'), inspector $(node -p 'require("@modelcontextprotocol/inspector/package.json").version'), conformance $(node -p 'require("@modelcontextprotocol/conformance/package.json").version'), $(/usr/sbin/nginx -v 2>&1)"
echo "logs and results: $WORK"

node_up() { # NAME PORT ARGS...: a node in replay mode, waited for until it is ready
  local name=$1 port=$2
  shift 2
  "$JAVA" -Xmx1g -jar "$JAR" --server.port="$port" --vidlens.data-dir="$WORK/$name" \
    --vidlens.upstream.replay="$REC" --vidlens.upstream.budget.per-hour=0 \
    --vidlens.bootstrap-api-key=$KEY --vidlens.plans.default.requests-per-second=1000 \
    --logging.structured.format.console= "$@" >"$WORK/$name.log" 2>&1 &
  PIDS+=($!)
  for _ in $(seq 240); do
    curl -sf -o /dev/null "http://127.0.0.1:$port/actuator/health/readiness" && return 0
    sleep 1
  done
  echo "$name did not start: see $WORK/$name.log"
  exit 2
}

proxy_up() { # PORT NODE1_PORT NODE2_PORT: deploy/nginx.conf on PORT, its nodes on the two ports
  local dir=$WORK/nginx
  mkdir -p "$dir"
  sed -e "s/server vidlens-1:8080/server 127.0.0.1:$2/" -e "s/server vidlens-2:8080/server 127.0.0.1:$3/" \
    -e "s/listen 8080;/listen 127.0.0.1:$1;/" \
    -e "s|^http {|http {\n  log_format routes '\$http_mcp_session_id \$upstream_addr \$status';\n  access_log $dir/access.log routes;\n  client_body_temp_path $dir/body; proxy_temp_path $dir/proxy; fastcgi_temp_path $dir/fastcgi; uwsgi_temp_path $dir/uwsgi; scgi_temp_path $dir/scgi;|" \
    "$ROOT/deploy/nginx.conf" >"$dir/nginx.conf"
  sed -i "1i pid $dir/nginx.pid;\nerror_log $dir/error.log warn;" "$dir/nginx.conf"
  /usr/sbin/nginx -p "$dir" -c "$dir/nginx.conf" -g 'daemon off; user root;' >"$dir/nginx.out" 2>&1 &
  PIDS+=($!)
  for _ in $(seq 50); do curl -s -o /dev/null "http://127.0.0.1:$1/" && return 0; sleep 0.2; done
  echo "nginx did not start: $(cat "$dir/nginx.out")"
  exit 2
}

declare -A RESULT
ROWS=()
record() { # ROW TARGET VERDICT
  [[ " ${ROWS[*]} " == *" $1 "* ]] || ROWS+=("$1")
  RESULT["$1|$2"]=$3
}

run_clients() { # TARGET BASE_URL AUTH_PROXY_PORT
  local target=$1 url=$2 out=$WORK/$1
  mkdir -p "$out"
  # The recorded video and channel of the operations' example calls.
  local api=$url/openapi.json
  local video channel
  video=$(curl -s "$api" | grep -o '"videoId" *: *"[A-Za-z0-9_-]\{11\}"' | head -n 1 | grep -o '[A-Za-z0-9_-]\{11\}"$' | tr -d '"')
  channel=$(curl -s "$api" | grep -o '"channelId" *: *"UC[A-Za-z0-9_-]\{22\}"' | head -n 1 | grep -o 'UC[A-Za-z0-9_-]\{22\}')
  echo "== $target: $url (video $video, channel $channel)"

  timeout 600 node ts-sdk-client.mjs "$url/mcp" "$KEY" "$video" "$channel" >"$out/ts-sdk.txt" 2>&1
  sed 's/^/   /' "$out/ts-sdk.txt"
  while IFS= read -r line; do
    case $line in
      "ok "*) name=${line#ok }; record "ts-sdk: ${name%% (*}" "$target" pass ;;
      "FAIL "*) name=${line#FAIL }; record "ts-sdk: ${name%%:*}" "$target" FAIL ;;
    esac
  done <"$out/ts-sdk.txt"

  local inspector=("$BIN/mcp-inspector" --cli "$url/mcp" --transport http --header "Authorization: Bearer $KEY")
  inspect() { # ROW FILE ARGS...
    local row=$1 file=$out/$2
    shift 2
    # The result is the JSON on standard output; a schema-portability note may follow it.
    if timeout 120 "${inspector[@]}" "$@" >"$file" 2>"$file.err" && node -e '
      const out = require("fs").readFileSync(process.argv[1], "utf8");
      const r = JSON.parse(out.slice(0, out.lastIndexOf("\n}") + 2));
      if (r.isError || (r.tools && r.tools.length === 0)) process.exit(1);' "$file"; then
      record "inspector: $row" "$target" pass
    else
      record "inspector: $row" "$target" FAIL
      echo "   inspector $row failed: $(head -c 400 "$file")"
    fi
  }
  inspect "tools/list" tools-list.json --method tools/list
  inspect "tools/call get_video_details" call-video.json --method tools/call --tool-name get_video_details --tool-arg "videoId=$video"
  inspect "tools/call get_channel_about" call-channel.json --method tools/call --tool-name get_channel_about --tool-arg "channelId=$channel"
  inspect "tools/call get_channel_videos" call-videos.json --method tools/call --tool-name get_channel_videos --tool-arg "channelId=$channel"
  inspect "resources/read transcript" read-transcript.json --method resources/read --uri "vidlens://transcripts/$video"

  node auth-proxy.mjs "$3" "$url" "$KEY" &
  local ap=$!
  sleep 0.5
  local code=0
  for suite in active pending; do
    timeout 600 "$BIN/conformance" server --url "http://localhost:$3/mcp" --suite $suite \
      --expected-failures "$EXPECTED" -o "$out/conformance" >"$out/conformance-$suite.txt" 2>&1 || code=1
    grep -aE 'Total:|Baseline|Unexpected' "$out/conformance-$suite.txt" | sed 's/\x1b\[[0-9;]*m//g' | sed "s/^/   $suite: /"
  done
  kill $ap 2>/dev/null
  # One summary line a scenario: "✓ name: N passed, M failed" (warnings count as failures).
  while IFS= read -r line; do
    local mark=${line%% *} rest=${line#* }
    local scenario=${rest%%:*}
    if grep -qE "^ *- $scenario\$" "$EXPECTED"; then
      record "conformance: $scenario" "$target" "n/a"
    else
      record "conformance: $scenario" "$target" "$([ "$mark" = "✓" ] && echo pass || echo FAIL)"
    fi
  done < <(grep -ahE '^(✓|✗) [a-z0-9-]+: [0-9]+ passed, [0-9]+ failed' "$out"/conformance-*.txt)
  record "conformance: suite exit (baseline check)" "$target" "$([ $code = 0 ] && echo pass || echo FAIL)"
}

if [ "$WHICH" != two ]; then
  node_up one $((BASE + 1))
  run_clients "one-node" "http://127.0.0.1:$((BASE + 1))" $((BASE + 5))
fi
if [ "$WHICH" != one ]; then
  SCHEMA=vl_mcp_clients_$$
  $PG -c "CREATE SCHEMA $SCHEMA" || exit 2
  DB=(--spring.datasource.url="jdbc:postgresql://127.0.0.1:5432/test?currentSchema=$SCHEMA"
    --spring.datasource.username=postgres --spring.datasource.password=)
  node_up node-1 $((BASE + 2)) "${DB[@]}" --vidlens.mcp.route=vidlens-1
  node_up node-2 $((BASE + 3)) "${DB[@]}" --vidlens.mcp.route=vidlens-2
  proxy_up $((BASE + 4)) $((BASE + 2)) $((BASE + 3))
  run_clients "two-nodes" "http://127.0.0.1:$((BASE + 4))" $((BASE + 5))
  echo "   proxy: $(awk '$1 != "-" {print $2}' "$WORK/nginx/access.log" | sort | uniq -c | tr '\n' ' ')requests with a session, by node"
  # As McpBehindProxyTest asks: every session's requests reached one node, and both nodes made some.
  split=$(awk '$1 != "-" {print $1, $2}' "$WORK/nginx/access.log" | sort -u | awk '{print $1}' | uniq -d | wc -l)
  nodes=$(awk '$1 != "-" {print $2}' "$WORK/nginx/access.log" | sort -u | wc -l)
  record "proxy: each session's requests reached one node" two-nodes "$([ "$split" = 0 ] && echo pass || echo FAIL)"
  record "proxy: sessions were made on both nodes" two-nodes "$([ "$nodes" = 2 ] && echo pass || echo FAIL)"
  if [ "$WHICH" != two ]; then
    record "proxy: each session's requests reached one node" one-node "n/a"
    record "proxy: sessions were made on both nodes" one-node "n/a"
  fi
fi

TARGETS=()
[ "$WHICH" != two ] && TARGETS+=(one-node)
[ "$WHICH" != one ] && TARGETS+=(two-nodes)
printf '\n%-66s' "check"; printf ' %-10s' "${TARGETS[@]}"; echo
passed=0; failed=0
for row in "${ROWS[@]}"; do
  printf '%-66s' "$row"
  for t in "${TARGETS[@]}"; do
    v=${RESULT["$row|$t"]:--}
    printf ' %-10s' "$v"
    case $v in pass) passed=$((passed + 1)) ;; FAIL | -) failed=$((failed + 1)) ;; esac
  done
  echo
done
echo "(n/a: a conformance scenario listed, with its reason, in $(basename "$EXPECTED"): it needs the suite's own tools, resources or prompts, or a feature Vidlens does not offer; the proxy's rows on one node)"
echo "$passed passed, $failed failed"
[ $failed = 0 ]

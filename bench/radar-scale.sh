#!/usr/bin/env bash
# The radar at scale (docs/performance.md, "Radar at scale"): a constructed world of CHANNELS
# channels (40 uploads each on average: 4 million videos at 100,000) on a fake platform, seeded into
# its own PostgreSQL database as the steady state a running schedule leaves (every channel on a
# watchlist and followed, every video known with one sample), then two nodes (the real jar) sample
# it with a raised outbound budget. Phases, each bounded:
#   steady  WINDOW of the schedule as it comes due: upstream requests and samples, against the
#           tier plan run on paper (the plan command);
#   backlog every channel and video due at once (a catch-up): samples a second per node, until
#           WINDOW ends; the database's CPU and the scheduler's picks beside it.
# Then the tables' sizes per row. Usage: bench/radar-scale.sh [CHANNELS] [WINDOW_SECONDS]
# [BACKLOG_SECONDS] (e.g. bench/radar-scale.sh 100000 480 150). Needs PostgreSQL on 127.0.0.1:5432 (user postgres) and
# target/vidlens.jar; makes and drops the database radar_scale. Extra node options: NODE_OPTS.
set -euo pipefail
cd "$(dirname "$0")/.."
CHANNELS=${1:-100000}; WINDOW=${2:-300}; BACKLOG=${3:-$WINDOW}
JAVA=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/java
DB=radar_scale; PSQL=(psql -h 127.0.0.1 -U postgres -qAt)
OUT=${OUT:-/tmp/radar-scale}; rm -rf "$OUT"; mkdir -p "$OUT"
./mvnw -q -B -o test-compile dependency:build-classpath -Dmdep.outputFile=target/test-classpath.txt \
  -Dmdep.includeScope=test -Dspotless.check.skip=true -Djacoco.skip=true
CP=target/test-classes:target/classes:$(cat target/test-classpath.txt)
EPOCH=$(date +%s)  # the world's "now" of the seed: the nodes start some minutes later, that much due
bench() { "$JAVA" -Xmx1g -cp "$CP" io.vidlens.bench.RadarScalePlatform "$@"; }
PIDS=()
cleanup() {
  for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${PIDS[@]}"; do wait "$p" 2>/dev/null || true; done
  "${PSQL[@]}" -d test -c "DROP DATABASE IF EXISTS $DB" || true
}
trap cleanup EXIT
"${PSQL[@]}" -d test -c "DROP DATABASE IF EXISTS $DB"; "${PSQL[@]}" -d test -c "CREATE DATABASE $DB"

"$JAVA" -Xmx1g -cp "$CP" io.vidlens.bench.RadarScalePlatform serve "$CHANNELS" "$EPOCH" 18301 18302 \
  > "$OUT/platform.log" 2>&1 & PIDS+=($!)
for _ in $(seq 60); do grep -q ready "$OUT/platform.log" && break; sleep 1; done
grep -q ready "$OUT/platform.log" || { cat "$OUT/platform.log"; exit 1; }  # a port taken, say
NODE=(--vidlens.bootstrap-api-key=radar-scale-key-0123456789 --vidlens.thumbnails.enabled=false
  --spring.datasource.url=jdbc:postgresql://127.0.0.1:5432/$DB --spring.datasource.username=postgres
  --vidlens.upstream.client-version-refresh=0 --vidlens.upstream.budget.per-hour=${BUDGET:-1000000}
  --vidlens.history.initial-delay=5s --vidlens.history.trajectories.plan-interval=${PLAN_MINUTES:-1}m
  --vidlens.history.trajectories.max-channels-per-run=${MAX_PER_RUN:-100000}
  --management.endpoints.web.exposure.include=health,prometheus --vidlens.operations.token=radar-scale-ops-0123456789)
start_node() {  # n: node n on port 1830n+... with its own platform port
  local n=$1; shift
  "$JAVA" -Xmx1g ${JAVA_OPTS:-} -jar target/vidlens.jar --server.port=$((18310 + n)) \
    --vidlens.data-dir="$(mktemp -d)" --db-scheduler.scheduler-name=node$n \
    --vidlens.upstream.web-base-url=http://127.0.0.1:$((18300 + n)) \
    --vidlens.upstream.api-base-url=http://127.0.0.1:$((18300 + n)) "${NODE[@]}" ${NODE_OPTS:-} "$@" \
    > "$OUT/node$n.log" 2>&1 &
  PIDS+=($!)
  until curl -s -o /dev/null "http://127.0.0.1:$((18310 + n))/actuator/health"; do sleep 1; done
}
sizes() {  # table, rows (as of this ANALYZE), bytes with indexes
  "${PSQL[@]}" -d $DB -c "ANALYZE"
  "${PSQL[@]}" -d $DB -F' ' -c "SELECT c.relname, c.reltuples::bigint, pg_total_relation_size(c.oid)
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'
    AND c.relkind = 'r' AND pg_total_relation_size(c.oid) > 100000 ORDER BY 3 DESC"
}

echo "== migrate (one node started with sampling off, then stopped)"
start_node 1 --vidlens.history.trajectories.enabled=false
kill "${PIDS[-1]}"; wait "${PIDS[-1]}" 2>/dev/null || true; unset 'PIDS[-1]'

echo "== seed"
T=$(date +%s)
bench seed "$CHANNELS" "$EPOCH" "$OUT/seed" | tee "$OUT/seed.txt"
"${PSQL[@]}" -d $DB <<SQL
INSERT INTO accounts (id, name, plan, created_at) VALUES ('00000000-0000-0000-0000-00000000sc00', 'radar-scale', 'default', 0);
INSERT INTO watchlists (id, account_id, name, breakout_threshold, created_at, updated_at)
  SELECT 'wl-' || g, '00000000-0000-0000-0000-00000000sc00', 'scale ' || g, 3, 0, 0 FROM generate_series(0, ($CHANNELS - 1) / 50) g;
\copy followed_channels (channel_id, followed_since, last_listed_at) FROM '$OUT/seed/followed_channels.csv' CSV
INSERT INTO watchlist_channels (watchlist_id, channel_id, added_at)
  SELECT 'wl-' || (substr(channel_id, 13)::int / 50), channel_id, followed_since FROM followed_channels;
INSERT INTO watched_channels (channel_id, lists) SELECT channel_id, 1 FROM followed_channels;
\copy trajectory_videos (video_id, channel_id, published_at, last_sampled_at) FROM '$OUT/seed/trajectory_videos.csv' CSV
\copy video_samples (video_id, sampled_at, channel_id, views, likes, comments) FROM '$OUT/seed/video_samples.csv' CSV
VACUUM ANALYZE;
SQL
rm -rf "$OUT/seed"
echo "seeded in $(( $(date +%s) - T )) s"; sizes | tee "$OUT/sizes-seeded.txt"
due_plan() {  # the planner's query (history.FollowedChannels.due, a 6 h discovery) at this size, as PostgreSQL runs it
  local t=$(( $(date +%s) * 1000 ))
  "${PSQL[@]}" -d $DB -c "EXPLAIN (ANALYZE, BUFFERS) SELECT f.channel_id FROM followed_channels f
    WHERE f.last_listed_at IS NULL OR f.last_listed_at <= $((t - 19440000)) OR EXISTS (SELECT 1
    FROM trajectory_videos v WHERE v.channel_id = f.channel_id AND (v.last_sampled_at IS NULL
    OR v.last_sampled_at <= $t - CASE WHEN v.published_at > $((t - 172800000)) THEN 6480000
    WHEN v.published_at > $((t - 2592000000)) THEN 97200000 WHEN v.published_at > $((t - 31536000000))
    THEN 563760000 ELSE 2352240000 END)) ORDER BY COALESCE(f.last_listed_at, 0), f.channel_id
    LIMIT ${MAX_PER_RUN:-100000}"
}
due_plan | grep -E "Execution Time|rows=" | head -4 | tee "$OUT/due-query.txt"

stats() { curl -s http://127.0.0.1:18301/stats | awk '{printf "%s %s %s %s ", $2, $3, $4, $5}'; }  # tab cont visitor other, per node
samples() { "${PSQL[@]}" -d $DB -c "SELECT count(*) FROM video_samples WHERE sampled_at > $((EPOCH * 1000))"; }
waiting() { "${PSQL[@]}" -d $DB -c "SELECT count(*) FROM scheduled_tasks WHERE task_name = 'trajectory-sample'"; }
db_cpu() { ps -o cputimes= -C postgres | awk '{s+=$1} END {print s}'; }
phase() {  # name seconds: every 10 s the samples stored, the platform's requests per node, the
  # executions waiting and PostgreSQL's CPU seconds (all its processes), then the rates over the phase
  local name=$1 secs=$2 t0 s0 c0 p0 now
  t0=$(date +%s); s0=$(samples); c0=$(db_cpu); read -ra p0 <<< "$(stats)"
  echo "$name: seconds samples node1-pages node2-pages waiting pg-cpu-s"
  while now=$(date +%s); [ $((now - t0)) -lt "$secs" ]; do
    sleep 10
    read -ra p <<< "$(stats)"
    echo "  $(( $(date +%s) - t0 )) $(( $(samples) - s0 )) $(( p[0] + p[1] - p0[0] - p0[1] )) $(( p[4] + p[5] - p0[4] - p0[5] )) $(waiting) $(( $(db_cpu) - c0 ))"
  done
  read -ra p <<< "$(stats)"
  echo "  visitor_id and other requests: $(( p[2] + p[3] + p[6] + p[7] - p0[2] - p0[3] - p0[6] - p0[7] ))"
}

echo "== two nodes"
start_node 1; start_node 2
phase steady "$WINDOW" | tee "$OUT/steady.txt"

echo "== backlog: every channel's read and every video due"
"${PSQL[@]}" -d $DB -c "UPDATE followed_channels SET last_listed_at = last_listed_at - 86400000"
"${PSQL[@]}" -d $DB -c "UPDATE trajectory_videos SET last_sampled_at = last_sampled_at - 40 * 86400000::bigint"
# the plan's next run now rather than within its interval (db-scheduler's own row of the task)
"${PSQL[@]}" -d $DB -c "UPDATE scheduled_tasks SET execution_time = now() WHERE task_name = 'trajectory-plan' AND NOT picked"
phase backlog "$BACKLOG" | tee "$OUT/backlog.txt"
grep -h "Trajectory plan" "$OUT"/node*.log | tail -5
sizes | tee "$OUT/sizes-end.txt"
for p in "${PIDS[@]:1}"; do kill "$p"; done
echo "== the plan on paper, from the seeded steady state (2,000 of the channels, scaled)"
bench plan "$CHANNELS" "$EPOCH" 7 30 | tee "$OUT/plan-30m.txt"
bench plan "$CHANNELS" "$EPOCH" 1 "${PLAN_MINUTES:-1}" | tee "$OUT/plan-window.txt"

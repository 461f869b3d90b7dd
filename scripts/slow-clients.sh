#!/usr/bin/env bash
# Slow clients (issue #7): 500 connections trickle their request heads or bodies, a byte a second,
# while wrk measures normal clients (50 connections, the URL mix of scripts/lib/urls.py), after a
# 10 s reference run without them. Passes when the normal clients see no errors and a p99 under
# 100 ms beside the slow ones.
#
#   scripts/slow-clients.sh    SLOW=500 CONNECTIONS=50 DURATION=30 by default
set -euo pipefail
cd "$(dirname "$0")/.."
slow="${SLOW:-500}"
connections="${CONNECTIONS:-50}"
duration="${DURATION:-30}"
source scripts/lib/load-common.sh

start_gallery "$gallery" "$work/server.log" --log-level notice --connection-limit $((slow + connections + 200))
prepare_urls
machine_load
wrk -t2 -c"$connections" -d10s --latency --timeout 5s -s scripts/lib/gallery-mix.lua "http://127.0.0.1:$port" >"$work/alone.txt"
python3 scripts/lib/wrk_summary.py "normal clients alone (reference)" "$work/alone.txt"
python3 scripts/lib/slow_clients.py "$port" "$slow" $((duration + 10)) 1 >"$work/slow.txt" &
slow_pid=$!
sleep 5
wrk -t2 -c"$connections" -d"${duration}s" --latency --timeout 5s -s scripts/lib/gallery-mix.lua \
    "http://127.0.0.1:$port" >"$work/normal.txt"
wait "$slow_pid"
machine_load
cat "$work/slow.txt"
python3 scripts/lib/wrk_summary.py "normal clients beside $slow slow ones" "$work/normal.txt" --check --max-p99-ms 100

#!/usr/bin/env bash
# Crash isolation (issue #7): `gallery serve --workers 4` under wrk (32 connections, the URL mix
# of scripts/lib/urls.py) while scripts/lib/kill_workers.py kills a worker every second, by turns
# with SIGKILL and a real Swift trap (POST /_fault/trap, served with --fault-injection). Passes
# when every dead worker is replaced within a second, under 0.1% of requests fail, and SIGTERM
# then drains every worker: each exits 0, and so does the supervisor, within 5 s.
#
#   scripts/crash-isolation.sh    WORKERS=4 CONNECTIONS=32 DURATION=30 by default
set -euo pipefail
cd "$(dirname "$0")/.."
workers="${WORKERS:-4}"
connections="${CONNECTIONS:-32}"
duration="${DURATION:-30}"
source scripts/lib/load-common.sh

start_gallery "$gallery" "$work/server.log" --log-level notice --workers "$workers" --fault-injection
prepare_urls
machine_load
status=0
python3 scripts/lib/kill_workers.py "$server_pid" "$port" "$workers" "$duration" 1 >"$work/kills.txt" &
killer=$!
wrk -t2 -c"$connections" -d"${duration}s" --latency --timeout 5s -s scripts/lib/gallery-mix.lua \
    "http://127.0.0.1:$port" >"$work/load.txt"
wait "$killer" || status=1
machine_load
cat "$work/kills.txt"
python3 scripts/lib/wrk_summary.py "$workers workers, one killed a second" "$work/load.txt" --check --max-failed 0.001 || status=1

wrk -t1 -c8 -d4s -s scripts/lib/gallery-mix.lua "http://127.0.0.1:$port" >"$work/drain.txt" &
sleep 2
started=$(date +%s.%N)
kill -TERM "$server_pid"
exit_code=0
wait "$server_pid" || exit_code=$?
server_pid=""
wait || true
elapsed=$(echo "$(date +%s.%N) - $started" | bc)
drained=$(grep "worker stopped" "$work/server.log" | grep -c "status=exit 0" || true)
echo "SIGTERM: supervisor exit $exit_code after ${elapsed}s; $drained of $workers workers drained with exit 0"
[[ "$exit_code" == 0 && "$drained" == "$workers" ]] && (($(echo "$elapsed < 5" | bc))) || status=1
exit "$status"

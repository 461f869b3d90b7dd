#!/usr/bin/env bash
# Load and soak (issue #7): the release gallery under wrk with 1,000 connections for a 15 s
# warm-up and 60 s more, over a mix of pages, previews, JSON and static files
# (scripts/lib/urls.py). Passes when wrk sees no socket errors and no non-2xx answers and the
# resident memory, sampled every second, stays within 10% of its value at the end of the warm-up.
#
#   scripts/soak.sh            CONNECTIONS=1000 DURATION=60 WARMUP=15 by default
set -euo pipefail
cd "$(dirname "$0")/.."
connections="${CONNECTIONS:-1000}"
duration="${DURATION:-60}"
warmup="${WARMUP:-15}"
source scripts/lib/load-common.sh

start_gallery "$gallery" "$work/server.log" --log-level notice --connection-limit $((connections + 500))
prepare_urls
machine_load
# One run: the first $warmup seconds warm up, the RSS then is the reference for the rest.
(while kill -0 "$server_pid" 2>/dev/null; do rss_kib "$server_pid"; sleep 1; done) >"$work/rss" &
sampler=$!
wrk -t2 -c"$connections" -d"$((warmup + duration))s" --latency --timeout 10s -s scripts/lib/gallery-mix.lua \
    "http://127.0.0.1:$port" >"$work/soak.txt"
kill "$sampler"
machine_load
status=0
python3 scripts/lib/wrk_summary.py "soak ${connections} connections $((warmup + duration))s" "$work/soak.txt" --check || status=1
python3 - "$warmup" "$work/rss" <<'PY' || status=1
import sys
warmup = int(sys.argv[1])
readings = [int(line) for line in open(sys.argv[2]) if line.strip()]
baseline, samples = readings[warmup], readings[warmup:]
drift = max(abs(sample - baseline) for sample in samples) / baseline * 100
print("rss: after the %d s warm-up %.1f MiB; %d samples, min %.1f MiB, max %.1f MiB, largest drift %.1f%% (limit 10%%)"
      % (warmup, baseline / 1024, len(samples), min(samples) / 1024, max(samples) / 1024, drift))
sys.exit(0 if drift <= 10 else 1)
PY
echo "server log lines at warning or above: $(grep -ciE "error|warning" "$work/server.log" || true)"
exit "$status"

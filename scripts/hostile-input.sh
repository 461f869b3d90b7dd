#!/usr/bin/env bash
# The hostile-input suite (issue #7): builds `gallery`, serves it on a free port and attacks every
# page, endpoint and parameter it lists (/api/containers, /api/openapi.json) with injection
# payloads, traversal, malformed encodings, absurd numbers, oversize requests, odd methods and
# versions and pipelining (scripts/hostile/). Ends with `hostile input: N requests ... N failures`
# and exits non-zero on any failure or if the server stops answering.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/gallery-server.sh
scratch="${SCRATCH_PATH:-.build}"
swift build --scratch-path "$scratch" --product gallery -q
log="$(mktemp)"
trap 'stop_gallery; rm -f "$log"' EXIT
start_gallery "$scratch/debug/gallery" "$log" --log-level notice
status=0
python3 scripts/hostile/suite.py "$port" || status=$?
if ! kill -0 "$server_pid" 2>/dev/null; then
    echo "the server died during the suite:" >&2
    tail -n 20 "$log" >&2
    status=1
fi
exit "$status"

#!/usr/bin/env bash
# The Swift tests under a sanitizer: scripts/sanitizer-tests.sh address|thread
# Builds into .build-asan or .build-tsan and runs every test there. Leaks that XCTest's runner
# holds until exit are suppressed (scripts/lsan-suppressions.txt); any other report fails.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizer="${1:?address or thread}"
scratch=".build-$([[ $sanitizer == address ]] && echo asan || echo tsan)"
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt"
export TSAN_OPTIONS="halt_on_error=1"
swift build --build-tests --scratch-path "$scratch" --sanitize="$sanitizer" -q
swift test --skip-build --scratch-path "$scratch" --sanitize="$sanitizer"

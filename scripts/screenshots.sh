#!/usr/bin/env bash
# Screenshots of the seed examples rendered by ContainerHTML, as a 390 × 844 phone in headless
# Chromium, into screenshots/ (card, carousel, magazine, display-board, pie, surface-stack,
# playback-settings: gallery examples at their default arguments).
# Pass sample names to take others, e.g. `scripts/screenshots.sh list grids everything`.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v chromedriver >/dev/null || missing+=(chromium-driver)
fc-list 2>/dev/null | grep -qi inter || missing+=(fonts-inter)
if ((${#missing[@]})); then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if [[ ! -x .venv/bin/python ]]; then python3 -m venv .venv; fi
.venv/bin/python -c 'import selenium' 2>/dev/null || .venv/bin/pip install -q --disable-pip-version-check selenium

swift build --scratch-path "${SCRATCH_PATH:-.build-html}" --product render-samples -q
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
"${SCRATCH_PATH:-.build-html}/debug/render-samples" "$out" >/dev/null
mkdir -p screenshots
cd Tests/HTMLChecks
../../.venv/bin/python screenshots.py "$out" ../../screenshots "$@"

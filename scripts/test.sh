#!/usr/bin/env bash
# Every test of ContainerUI, as CI runs it: the Swift tests (Swift Testing and XCTest), the
# hostile-input suite against a live server, 10 s of each libFuzzer harness, the compile-fail
# checks, the HTML checks (Nu validator, html5lib escaping, axe-core in headless Chromium) and
# hadolint. Installs what is missing on a fresh Debian machine with Swift (the
# layout engine measures emoji with fonts-noto-color-emoji, as Chromium draws them).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-packages.sh libmicrohttpd-dev zlib1g-dev pkg-config libfreetype-dev libharfbuzz-dev fonts-noto-color-emoji

swift build --build-tests
swift test --skip-build
scripts/hostile-input.sh
FUZZ_CONFIG=debug scripts/fuzz.sh 10
scripts/compile-fail.sh
SCRATCH_PATH=.build scripts/html-checks.sh
scripts/lint-dockerfile.sh
scripts/browser-tests.sh

#!/usr/bin/env bash
# Builds the gallery in release and serves it on http://127.0.0.1:8080 (pass `gallery serve`
# options to change that, e.g. `--port 9000`). Installs libmicrohttpd, zlib, FreeType and HarfBuzz if missing.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-packages.sh libmicrohttpd-dev zlib1g-dev pkg-config libfreetype-dev libharfbuzz-dev
swift build -c release --product gallery
exec "$(swift build -c release --show-bin-path)/gallery" serve --public-dir Public "$@"

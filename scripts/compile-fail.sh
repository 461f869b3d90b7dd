#!/usr/bin/env bash
# Misuse must not compile, and must say why: each Tests/CompileFail/*.swift names the
# diagnostic it expects on its first line (`// expected-error: ...`), which must appear as an
# error diagnostic (not merely in the quoted source). Needs a debug build in $SCRATCH_PATH
# (default .build).
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(swift build --scratch-path "${SCRATCH_PATH:-.build}" --show-bin-path)"
modules="$bin/Modules"
[[ -d "$modules" ]] || { echo "compile-fail: no debug build at $modules (swift build first)"; exit 1; }
# The system-library modules ContainerUI imports (FreeType and HarfBuzz for text measurement):
# their module maps, and their C headers' include paths; and OpenCombine's C++ helper, whose
# module map SwiftPM generated in the build.
flags=(-I "$modules" -Xcc -fmodule-map-file="$bin/COpenCombineHelpers.build/module.modulemap")
for map in Sources/C*/module.modulemap; do flags+=(-I "$(dirname "$map")"); done
for cflag in $(pkg-config --cflags freetype2 harfbuzz); do flags+=(-Xcc "$cflag"); done
passed=0 failed=0
for file in Tests/CompileFail/*.swift; do
    expected=$(sed -n '1s|^// expected-error: ||p' "$file")
    if output=$(swiftc -typecheck -swift-version 6 "${flags[@]}" "$file" 2>&1); then
        echo "compile-fail: $file compiled, but should fail with: $expected"
        failed=$((failed + 1))
    elif grep -E '^[^ ]+\.swift:[0-9]+:[0-9]+: error: ' <<<"$output" | grep -qF -- "$expected" \
        && ! grep -q "no such module" <<<"$output"; then
        passed=$((passed + 1))
    else
        echo "compile-fail: $file failed without '$expected':"
        echo "$output" | head -20
        failed=$((failed + 1))
    fi
done
echo "compile-fail: $passed passed, $failed failed"
[ "$failed" -eq 0 ]

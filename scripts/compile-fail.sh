#!/usr/bin/env bash
# Misuse must not compile, and must say why: each Tests/CompileFail/*.swift names the
# diagnostic it expects on its first line (`// expected-error: ...`). Needs a debug build.
set -euo pipefail
cd "$(dirname "$0")/.."
modules="$(swift build --show-bin-path)/Modules"
passed=0 failed=0
for file in Tests/CompileFail/*.swift; do
    expected=$(sed -n '1s|^// expected-error: ||p' "$file")
    if output=$(swiftc -typecheck -swift-version 6 -I "$modules" "$file" 2>&1); then
        echo "compile-fail: $file compiled, but should fail with: $expected"
        failed=$((failed + 1))
    elif grep -qF -- "$expected" <<<"$output"; then
        passed=$((passed + 1))
    else
        echo "compile-fail: $file failed without '$expected':"
        echo "$output" | head -20
        failed=$((failed + 1))
    fi
done
echo "compile-fail: $passed passed, $failed failed"
[ "$failed" -eq 0 ]

#!/usr/bin/env bash
# Builds the libFuzzer harnesses of Fuzz/Harnesses with `-sanitize=fuzzer,address` and runs them.
#
#   scripts/fuzz.sh [SECONDS [HARNESS...]]   runs each harness (default: all) for SECONDS (default 10)
#                                            from Fuzz/Corpus/HARNESS, new inputs go to .build-fuzz/corpus
#   scripts/fuzz.sh --merge [HARNESS...]     minimises Fuzz/Corpus/HARNESS with what the runs found,
#                                            keeping the regression-* seeds
#   scripts/fuzz.sh --build [HARNESS...]     only builds the harnesses
#
# FUZZ_CONFIG=debug builds without optimisation, which compiles faster (scripts/test.sh's short
# run); the default, release, fuzzes faster.
#
# Harnesses: request-parser and router (MicroHTTP), html-writer and json-writer (ContainerHTML).
# MicroHTTP and its packages, and OpenCombine, are built by SwiftPM into .build-fuzz; the modules of ContainerUI
# (scripts/lib/module_order.py) are compiled by swiftc with the @Entry macro from the ordinary
# debug build in $SCRATCH_PATH (default .build), so the fuzz build never compiles swift-syntax. A crash leaves
# its input in .build-fuzz/crashes and the script exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$PWD/.build-fuzz"
mkdir -p "$scratch"
macros="${SCRATCH_PATH:-.build}"
all=(request-parser router html-writer json-writer)
mode=run
case "${1:-}" in
    --merge) mode=merge; shift ;;
    --build) mode=build; shift ;;
    *) seconds="${1:-10}"; shift || true ;;
esac
harnesses=("$@")
((${#harnesses[@]})) || harnesses=("${all[@]}")
config="${FUZZ_CONFIG:-release}"
optimize=$([[ $config == release ]] && echo -O || echo -Onone)
sanitize=(-sanitize=fuzzer,address)
swift_flags=("$optimize" -swift-version 6 -package-name containerui -enable-upcoming-feature ExistentialAny
             -enable-upcoming-feature MemberImportVisibility)

build_server() {
    # SwiftPM also prepares the gallery's build-tool plugin, whose link fails under these flags;
    # MicroHTTP does not use it, so only the target's own result counts.
    swift build -c "$config" --scratch-path "$scratch" --target MicroHTTP \
        -Xswiftc -sanitize=fuzzer,address >"$scratch/server-build.log" 2>&1 \
        || { cat "$scratch/server-build.log" >&2; exit 1; }
    local release="$scratch/$config" module object
    server_objects=()
    for module in MicroHTTP CMHDShim Logging CoreMetrics Metrics Prometheus Atomics _AtomicsShims; do
        while IFS= read -r -d '' object; do server_objects+=("$object"); done < <(find "$release/$module.build" -name '*.o' -print0)
    done
    server_flags=(-I "$release/Modules" -lmicrohttpd -lz)
    for map in Sources/CMicroHTTPD Sources/CZlib "$scratch"/checkouts/swift-atomics/Sources/_AtomicsShims/include; do
        server_flags+=(-Xcc -fmodule-map-file="$map/module.modulemap" -Xcc -I"$map")
    done
    server_flags+=(-Xcc -fmodule-map-file="$release/CMHDShim.build/module.modulemap" -Xcc -ISources/CMHDShim/include)
}

# OpenCombine, which ContainerUICore re-exports as SwiftUI re-exports Combine: built by SwiftPM
# into .build-fuzz like MicroHTTP (its C++ helper too), its modules and objects handed to swiftc.
build_combine() {
    local release="$scratch/$config" module object
    for module in OpenCombineFoundation OpenCombineDispatch; do
        swift build -c "$config" --scratch-path "$scratch" --target "$module" \
            -Xswiftc -sanitize=fuzzer,address >"$scratch/combine-build.log" 2>&1 \
            || { cat "$scratch/combine-build.log" >&2; exit 1; }
    done
    combine_objects=()
    for module in OpenCombine OpenCombineDispatch OpenCombineFoundation COpenCombineHelpers; do
        while IFS= read -r -d '' object; do combine_objects+=("$object"); done < <(find "$release/$module.build" -name '*.o' -print0)
    done
    combine_flags=(-I "$release/Modules" -Xcc -fmodule-map-file="$release/COpenCombineHelpers.build/module.modulemap"
                   -Xcc -I"$scratch/checkouts/OpenCombine/Sources/COpenCombineHelpers/include")
}

build_language() {
    swift build --scratch-path "$macros" --target ContainerUIMacros -q
    build_combine
    local plugin="$macros/debug/ContainerUIMacros-tool#ContainerUIMacros" out="$scratch/language-$config"
    local kind module path sources newest c_flags=("${combine_flags[@]}") c_libs=()
    mkdir -p "$out"
    for package in $(sed -n 's/.*pkgConfig: "\([^"]*\)".*/\1/p' Package.swift); do
        for flag in $(pkg-config --cflags "$package"); do c_flags+=(-Xcc "$flag"); done
        c_libs+=($(pkg-config --libs "$package"))
    done
    # Libraries the targets link by name (the toolchain's ICU, under Foundation).
    for library in $(sed -n 's/.*\.linkedLibrary("\([^"]*\)").*/\1/p' Package.swift); do c_libs+=(-l"$library"); done
    language_objects=()
    while read -r kind module path; do
        if [[ $kind == system ]]; then
            c_flags+=(-Xcc -fmodule-map-file="$path/module.modulemap" -Xcc -I"$path")
            continue
        fi
        mapfile -t sources < <(find "$path" -name '*.swift' | sort)
        # No `ls -t | head` here: under pipefail, head closing the pipe early killed ls with
        # SIGPIPE now and then, and the script with it (exit 141).
        stale="${rebuilt:-}"
        [[ -f "$out/$module.o" ]] || stale=1
        for source in "${sources[@]}"; do
            [[ -n "$stale" ]] && break
            [[ "$source" -nt "$out/$module.o" ]] && stale=1
        done
        if [[ -n "$stale" ]]; then
            echo "fuzz: compiling $module"
            swiftc "${swift_flags[@]}" "${sanitize[@]}" -parse-as-library -wmo -module-name "$module" \
                -load-plugin-executable "$plugin" -I "$out" "${c_flags[@]}" -emit-module \
                -emit-module-path "$out/$module.swiftmodule" -c -o "$out/$module.o" "${sources[@]}"
            rebuilt=1  # everything after a rebuilt module is rebuilt too
        fi
        language_objects+=("$out/$module.o")
    done < <(swift package describe --type json | python3 scripts/lib/module_order.py ContainerUI)
    language_objects+=("${combine_objects[@]}")
    language_flags=(-I "$out" "${c_flags[@]}" "${c_libs[@]}" -lstdc++)
}

link_harness() {
    local name="$1" source="Fuzz/Harnesses/$2" binary="$scratch/bin/$1"
    shift 2
    mkdir -p "$scratch/bin"
    echo "fuzz: linking $name"
    # gold warns once per ASan helper symbol; the warnings are noise.
    swiftc "${swift_flags[@]}" "${sanitize[@]}" -parse-as-library "$@" -o "$binary" "$source" Fuzz/Harnesses/Support/*.swift \
        2> >(grep -v "Cannot export local symbol" >&2)
}

# The Swift runtime's crash handler reads memory that ASan reports as invalid; libFuzzer's own
# report (the failed check and the input) is what counts.
export SWIFT_BACKTRACE=enable=no
mkdir -p "$scratch/crashes"
for name in "${harnesses[@]}"; do
    case "$name" in
        request-parser | router)
            [[ -n "${server_objects+x}" ]] || build_server
            file=$([[ $name == router ]] && echo RouterFuzzer.swift || echo RequestParserFuzzer.swift)
            link_harness "$name" "$file" "${server_flags[@]}" "${server_objects[@]}" ;;
        html-writer | json-writer)
            [[ -n "${language_objects+x}" ]] || build_language
            file=$([[ $name == html-writer ]] && echo HTMLWriterFuzzer.swift || echo JSONWriterFuzzer.swift)
            link_harness "$name" "$file" "${language_flags[@]}" "${language_objects[@]}" ;;
        *) echo "unknown harness $name; known: ${all[*]}" >&2; exit 2 ;;
    esac
    corpus="Fuzz/Corpus/$name"
    found="$scratch/corpus/$name"
    mkdir -p "$corpus" "$found"
    options=(-artifact_prefix="$scratch/crashes/$name-" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1)
    [[ -f "Fuzz/Dictionaries/$name.dict" ]] && options+=(-dict="Fuzz/Dictionaries/$name.dict")
    if [[ $mode == build ]]; then
        continue
    elif [[ $mode == merge ]]; then
        minimal="$scratch/corpus/$name.min"
        rm -rf "$minimal" && mkdir -p "$minimal"
        "$scratch/bin/$name" -merge=1 "${options[@]}" "$minimal" "$corpus" "$found" 2>"$scratch/$name-merge.log"
        # Inputs that once found a bug stay under their names even when they add no coverage.
        find "$corpus" -maxdepth 1 -name 'regression-*' -exec cp {} "$minimal"/ \;
        rm -rf "$corpus" && mv "$minimal" "$corpus"
        echo "fuzz: $name corpus minimised to $(ls "$corpus" | wc -l) inputs"
    else
        echo "fuzz: running $name for $seconds s"
        "$scratch/bin/$name" "${options[@]}" -max_total_time="$seconds" "$found" "$corpus" 2>"$scratch/$name.log" \
            || { tail -n 40 "$scratch/$name.log" >&2; echo "fuzz: $name FAILED (input in $scratch/crashes)"; exit 1; }
        grep -E "^stat::number_of_executed_units|^#[0-9]+.*DONE" "$scratch/$name.log" | tail -n 2 | sed "s/^/fuzz: $name /"
    fi
done

#!/usr/bin/env bash
# Usage: Reliability/fuzz.sh [seconds-per-target] [target...]
#
# Builds the project's modules with libFuzzer and AddressSanitizer (swiftc, one module at a
# time, outside SwiftPM) and runs each fuzz target of Reliability/FuzzTargets for the given
# time (default 60 s), one after the other, starting from its seed corpus in
# Reliability/corpus/<target>/. Prints per target the executions, executions per second and
# whether it found a crash, a leak or a timeout; exits 1 when any target did.
#
# What the fuzzer adds to the corpus, and the inputs that crash, go to the scratch
# directory $FUZZ_WORK (default .build/fuzz, ignored by git), never to the repository.
# The issue's goal, 10 million executions per target or an hour for the slow ones:
#     Reliability/fuzz.sh 3600
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

seconds=${1:-60}
shift || true
case $seconds in (''|*[!0-9]*) echo "usage: Reliability/fuzz.sh [seconds-per-target] [target...]" >&2; exit 64;; esac
all=()
for file in Reliability/FuzzTargets/*.swift; do all+=("$(basename "$file" .swift)"); done
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all[@]}")
for target in "${targets[@]}"; do
    if [ ! -f "Reliability/FuzzTargets/$target.swift" ]; then
        echo "fuzz.sh: no target named $target (targets: ${all[*]})" >&2
        exit 64
    fi
done

work=${FUZZ_WORK:-$root/.build/fuzz}
build=$work/build
mkdir -p "$build"
# ld.gold warns for every Swift metadata symbol it cannot export; nothing is wrong.
quiet() { grep -v -e 'Cannot export local symbol' -e '^$' || true; }
flags=(-O -parse-as-library -enable-testing -sanitize=fuzzer,address -swift-version 6 -I "$build" -L "$build")

# The modules in dependency order, each rebuilt when one of its sources (or one it
# depends on) is newer than its library.
module() {
    local name=$1; shift
    local library=$build/lib$name.a
    local sources=()
    while IFS= read -r -d '' file; do sources+=("$file"); done < <(find "Sources/$name" -name '*.swift' -print0 | sort -z)
    local newest
    # sed reads the whole list: head would leave ls a closed pipe (SIGPIPE, 141 under pipefail)
    # once the list outgrows one write, as FlightsCLI's does.
    newest=$(ls -t "${sources[@]}" "$@" 2>/dev/null | sed -n 1p)
    if [ -f "$library" ] && [ "$library" -nt "$newest" ]; then return; fi
    echo "building $name" >&2
    local links=()
    for dependency in "$@"; do links+=(-l"$(basename "$dependency" .a | sed 's/^lib//')"); done
    swiftc "${flags[@]}" -wmo -module-name "$name" -emit-module -emit-module-path "$build/$name.swiftmodule" \
        -emit-library -static -o "$library" "${sources[@]}" 2>&1 | quiet
    [ -f "$library" ] && [ "$library" -nt "$newest" ] || { echo "fuzz.sh: building $name failed" >&2; exit 1; }
}
# FreedMemory, the C module OnTimeData imports: a static library and a module map for swiftc.
mkdir -p "$build/FreedMemory"
if [ ! -f "$build/libFreedMemory.a" ] || [ Sources/FreedMemory/FreedMemory.c -nt "$build/libFreedMemory.a" ]; then
    echo "building FreedMemory" >&2
    printf 'module FreedMemory {\n    header "%s/Sources/FreedMemory/include/FreedMemory.h"\n    export *\n}\n' "$root" \
        > "$build/FreedMemory/module.modulemap"
    clang -O1 -fsanitize=fuzzer-no-link,address -I Sources/FreedMemory/include -c Sources/FreedMemory/FreedMemory.c -o "$build/FreedMemory.o"
    ar rcs "$build/libFreedMemory.a" "$build/FreedMemory.o"
fi
flags+=(-I "$build/FreedMemory")
module FileSystemKit
module ZipKit "$build/libFileSystemKit.a"
module FlightBoard
module OnTimeData "$build/libFlightBoard.a" "$build/libFileSystemKit.a" "$build/libZipKit.a" "$build/libFreedMemory.a"
module TerminalKit
module FlightsCLI "$build/libFlightBoard.a" "$build/libOnTimeData.a" "$build/libFileSystemKit.a" "$build/libZipKit.a" "$build/libTerminalKit.a"
libraries=(-lFlightsCLI -lOnTimeData -lZipKit -lFlightBoard -lFileSystemKit -lTerminalKit -lFreedMemory)

# No allocation stacks kept, and a smaller quarantine: a fifth more inputs a second, every
# error still caught. To see where a reported block was allocated, run the artifact again
# with ASAN_OPTIONS= (AddressSanitizer's defaults).
export ASAN_OPTIONS=${ASAN_OPTIONS-malloc_context_size=0:quarantine_size_mb=16}

failed=0
printf '%-22s %12s %10s  %s\n' target executions exec/s result
for target in "${targets[@]}"; do
    source=Reliability/FuzzTargets/$target.swift
    binary=$build/$target
    if [ ! -f "$binary" ] || [ "$source" -nt "$binary" ] || [ -n "$(find "$build" -name '*.a' -newer "$binary")" ]; then
        echo "building $target" >&2
        swiftc "${flags[@]}" "$source" -o "$binary" "${libraries[@]}" 2>&1 | quiet
        [ -f "$binary" ] && [ "$binary" -nt "$source" ] || { echo "fuzz.sh: building $target failed" >&2; exit 1; }
    fi
    corpus=$work/corpus/$target
    artifacts=$work/artifacts/$target
    mkdir -p "$corpus" "$artifacts"
    log=$work/$target.log
    # The generated corpus first: new inputs go to the first directory; the seeds are read only.
    # A target's first line may give options of its own, such as the longest input worth trying.
    options=$(sed -n '1s|^// fuzz.sh: ||p' "$source")
    status=0
    # shellcheck disable=SC2086
    "$binary" "$corpus" "Reliability/corpus/$target" -max_total_time="$seconds" -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts/" $options \
        >"$log" 2>&1 || status=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    if [ "$status" -eq 0 ]; then
        result=ok
    else
        failed=1
        # A Swift trap (overflow, force unwrap, failed precondition) says why before ASan's report.
        kind=$(grep -o -m1 -e 'Fatal error: .*' -e 'ERROR: libFuzzer: [a-z-]*' -e 'ERROR: LeakSanitizer: [a-z-]*' \
            -e 'Program crashed: .*' -e 'ERROR: AddressSanitizer: [a-z-]*' "$log" | head -1 | cut -c1-100)
        result="FAILED (${kind:-exit $status}); see $log and $artifacts/"
    fi
    printf '%-22s %12s %10s  %s\n' "$target" "${runs:-?}" "${rate:-?}" "$result"
done
exit $failed

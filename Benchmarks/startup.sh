#!/usr/bin/env bash
# Start-up benchmark: `flights arrivals` on the built-in airport against a
# hello-world built the same way (release, fully static), side by side.
# Usage: Benchmarks/startup.sh [RUNS]      (hyperfine is used when installed)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-300}
flags=(-c release --static-swift-stdlib -Xswiftc -static-executable)

swift build "${flags[@]}" --product flights >/dev/null
hello_dir=$(mktemp -d)
trap 'rm -rf "$hello_dir"' EXIT
# Both run as installed (copied with install(1), as the README installs flights): a binary
# the linker has just written sits in the page cache in small pieces, and each start then
# takes about 0.3 ms more to bring its code in.
install -m 755 "$(swift build "${flags[@]}" --show-bin-path)/flights" "$hello_dir/flights"
flights=$hello_dir/flights

mkdir -p "$hello_dir/Sources/hello"
cat >"$hello_dir/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let package = Package(name: "hello", targets: [.executableTarget(name: "hello")])
SWIFT
echo 'print("hello, world")' >"$hello_dir/Sources/hello/main.swift"
swift build --package-path "$hello_dir" "${flags[@]}" >/dev/null
install -m 755 "$(swift build --package-path "$hello_dir" "${flags[@]}" --show-bin-path)/hello" "$hello_dir/hello-installed"
hello=$hello_dir/hello-installed

board=("$flights" arrivals --at 2026-11-29T14:30)

# Median wall time in milliseconds of RUNS runs, output discarded.
median_ms() {
    local times=()
    for _ in $(seq "$runs"); do
        local start end
        start=$(date +%s%N)
        "$@" >/dev/null
        end=$(date +%s%N)
        times+=($(( (end - start) / 1000 )))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {printf "%.2f", a[int((NR+1)/2)]/1000}'
}

if command -v hyperfine >/dev/null; then
    hyperfine -N --warmup 20 --runs "$runs" --export-json "$hello_dir/result.json" \
        "$hello" "${board[*]}" "${board[*]} --json" >/dev/null 2>&1
    python3 - "$hello_dir/result.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
base = results[0]["median"]
for r in results:
    print(f'{r["median"] * 1000:7.2f} ms  {r["median"] / base:5.2f}x  {r["command"]}')
PY
else
    base=$(median_ms "$hello")
    for cmd in "$hello" "${board[*]}"; do
        t=$(median_ms $cmd)
        awk -v t="$t" -v b="$base" -v c="$cmd" 'BEGIN {printf "%7.2f ms  %5.2fx  %s\n", t, t / b, c}'
    done
fi

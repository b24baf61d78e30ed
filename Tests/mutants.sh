#!/usr/bin/env bash
# Mutation check of the test suite: each mutation of Tests/mutants.txt (a pattern and its
# replacement in one source file, a small deliberate bug in a rule users depend on) is
# applied alone to a scratch copy of the package, the copy is built and the tests are run;
# a mutation is caught when at least one test fails (or the run hangs), and survives when
# the suite stays green. The summary gives the score, caught of total.
#
# The worktree itself is never changed: the copy lives in one scratch folder (default
# .build/mutants, kept between runs, so each mutant is an incremental build of the one
# file it changes), and the mutated file is put back after each mutant and on exit or Ctrl-C.
#
# Usage: Tests/mutants.sh [--list FILE] [--scratch DIR] [NAME-SUBSTRING...]
#   With names, only the mutations whose name contains one of them are run.
# Exit status: 0 when every mutation run is caught, 1 when one survives or a mutation no
# longer applies or builds (the list needs mending), 64 for a wrong argument.
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
list="$root/Tests/mutants.txt"
scratch="$root/.build/mutants"
names=()
while [ $# -gt 0 ]; do
    case "$1" in
        --list) list=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift 2 ;;
        --scratch) scratch=$2; shift 2 ;;
        -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "mutants.sh: unknown option $1" >&2; exit 64 ;;
        *) names+=("$1"); shift ;;
    esac
done
[ -f "$list" ] || { echo "mutants.sh: no list of mutations at $list" >&2; exit 64; }

copy="$scratch/package"
logs="$scratch/logs"
mkdir -p "$copy" "$logs"

# The mutations as records: name, file, pattern, replacement, filter (tab-separated, one a line).
# In the list, a mutation is a block:
#   == name
#   file: Sources/…/File.swift
#   tests: a --filter for the tests that should catch it, run first (optional)
#   - the text to replace (exactly once in the file)
#   + the replacement
records=$(python3 - "$list" <<'EOF'
import sys
blocks, current = [], None
for number, line in enumerate(open(sys.argv[1], encoding="utf-8"), 1):
    line = line.rstrip("\n")
    if not line.strip() or line.startswith("#"):
        continue
    if line.startswith("== "):
        current = {"name": line[3:].strip(), "line": number}
        blocks.append(current)
    elif current is None:
        sys.exit(f"{sys.argv[1]}:{number}: a mutation starts with '== name'")
    elif line.startswith("file:"):
        current["file"] = line[5:].strip()
    elif line.startswith("tests:"):
        current["tests"] = line[6:].strip()
    elif line.startswith("-"):
        current["pattern"] = line[1:].strip()
    elif line.startswith("+"):
        current["replacement"] = line[1:].strip()
    else:
        sys.exit(f"{sys.argv[1]}:{number}: expected file:, tests:, - or +")
for block in blocks:
    for key in ("file", "pattern", "replacement"):
        if key not in block:
            sys.exit(f"{sys.argv[1]}:{block['line']}: mutation '{block['name']}' has no {key}")
    fields = [block["name"], block["file"], block["pattern"], block["replacement"], block.get("tests", "")]
    if any("\t" in field for field in fields):
        sys.exit(f"{sys.argv[1]}:{block['line']}: no tabs in a mutation")
    print("\t".join(fields))
EOF
) || exit 64

# Keep the copy in step with the worktree: only files that differ are copied, so the build stays incremental.
python3 - "$root" "$copy" <<'EOF'
import filecmp, os, shutil, sys
source, copy = sys.argv[1:]
skipped = {".build", ".git", ".swiftpm"}
wanted = set()
for directory, folders, files in os.walk(source):
    folders[:] = [f for f in folders if f not in skipped]
    for name in files:
        relative = os.path.relpath(os.path.join(directory, name), source)
        wanted.add(relative)
        target = os.path.join(copy, relative)
        if not os.path.exists(target) or not filecmp.cmp(os.path.join(source, relative), target, shallow=False):
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copy2(os.path.join(source, relative), target)
for directory, folders, files in os.walk(copy):
    folders[:] = [f for f in folders if f not in skipped]
    for name in files:
        path = os.path.join(directory, name)
        if os.path.relpath(path, copy) not in wanted:
            os.remove(path)
EOF

mutated=""
restore() {
    end_session
    if [ -n "$mutated" ]; then
        cp -p "$root/$mutated" "$copy/$mutated"
        mutated=""
    fi
}
trap restore EXIT
trap 'restore; echo; echo "mutants.sh: interrupted" >&2; exit 130' INT TERM

build() { (cd "$copy" && swift build --build-tests) >"$1" 2>&1; }
# Each test run is a session of its own (swift test starts the test bundle in a process group
# of its own), so that a hung run is ended whole, test bundle included, and nothing outlives
# it. A hung test counts as a failing one; ten minutes is many times what the suite takes.
end_session() {
    local session
    session=$(cat "$logs/session" 2>/dev/null) && [ -n "$session" ] && pkill -KILL -s "$session" 2>/dev/null
    rm -f "$logs/session"
}
run_tests() {
    (cd "$copy" && exec setsid --wait bash -c 'echo $$ >"$0"; exec swift test --skip-build "$@"' "$logs/session" "${@:2}") \
        >"$1" 2>&1 &
    local runner=$! waited=0
    while kill -0 "$runner" 2>/dev/null && [ $waited -lt 600 ]; do sleep 1; waited=$((waited + 1)); done
    end_session
    wait "$runner"
}
# The tests a run reports failing, one name a line (the summary line "Test run with…" left out).
failing() { grep -oE '(✘|􀢄) Test [^ (]+' "$1" | sed -E 's/.* Test //' | grep -vx run | sort -u; }

echo "Building the scratch copy in $copy ..."
build "$logs/baseline-build.log" || { echo "mutants.sh: the unmutated copy does not build; see $logs/baseline-build.log" >&2; exit 1; }
echo "Running the suite on the unmutated copy ..."
run_tests "$logs/baseline-test.log" || { echo "mutants.sh: the suite fails without any mutation; see $logs/baseline-test.log" >&2; exit 1; }

total=0 caught=0 survived=() broken=()
while IFS=$'\t' read -r name file pattern replacement filter; do
    if [ ${#names[@]} -gt 0 ]; then
        wanted=0
        for n in "${names[@]}"; do [[ "$name" == *"$n"* ]] && wanted=1; done
        [ $wanted -eq 1 ] || continue
    fi
    slug=$(printf '%s' "$name" | tr -c 'A-Za-z0-9' '-' | cut -c1-60)
    log="$logs/$slug.log"
    count=$(python3 -c 'import sys; print(open(sys.argv[1], encoding="utf-8").read().count(sys.argv[2].replace("⏎", "\n")))' "$copy/$file" "$pattern" 2>/dev/null || echo 0)
    if [ "$count" != 1 ]; then
        printf 'STALE     %s: the pattern is found %s times in %s\n' "$name" "$count" "$file"
        broken+=("$name")
        continue
    fi
    total=$((total + 1))
    mutated=$file
    python3 -c '
import sys
path, pattern, replacement = (argument.replace("⏎", "\n") for argument in sys.argv[1:])
text = open(path, encoding="utf-8").read()
open(path, "w", encoding="utf-8").write(text.replace(pattern, replacement, 1))
' "$copy/$file" "$pattern" "$replacement"
    start=$SECONDS
    if ! build "$log"; then
        restore
        printf 'NO BUILD  %s (see %s)\n' "$name" "$log"
        broken+=("$name")
        total=$((total - 1))
        continue
    fi
    failed=""
    if { [ -n "$filter" ] && ! run_tests "$log.tests" --filter "$filter"; } || ! run_tests "$log.tests"; then
        # No test named: the test process crashed or hung, which is a catch too.
        failed=$(failing "$log.tests")
        failed=${failed:-"the test run itself (crashed or hung; see $log.tests)"}
    fi
    # A failure is confirmed by running the failing tests again, alone: a test that fails only
    # now and then (a pseudo-terminal test on a loaded machine) must not pass for a catch.
    flaky=""
    if [ -n "$failed" ] && [[ "$failed" != "the test run itself"* ]] \
        && run_tests "$log.confirm" --filter "$(paste -sd'|' <<<"$failed")"; then
        flaky=$failed
        failed=""
    fi
    restore
    if [ -n "$failed" ]; then
        caught=$((caught + 1))
        printf 'caught    %s (%ss): %s\n' "$name" $((SECONDS - start)) "$(head -3 <<<"$failed" | paste -sd, -)"
    else
        survived+=("$name")
        printf 'SURVIVED  %s (%ss)%s\n' "$name" $((SECONDS - start)) "${flaky:+; failed once, then passed alone: $(paste -sd, <<<"$flaky")}"
    fi
done <<<"$records"

# Leave the copy built as the worktree is, so the next run starts from it.
build "$logs/final-build.log" || true

echo
echo "Score: $caught of $total mutations caught$( [ $total -gt 0 ] && printf ' (%d%%)' $((100 * caught / total)) )."
for name in "${survived[@]}"; do echo "  survived: $name"; done
for name in "${broken[@]}"; do echo "  to mend in the list: $name"; done
[ ${#survived[@]} -eq 0 ] && [ ${#broken[@]} -eq 0 ]

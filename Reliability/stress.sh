#!/usr/bin/env bash
# Crash-safety stress for the state file: many processes check in and undo at once while
# another loop sends SIGKILL to random running `flights` processes at random moments.
# Afterwards it checks that the state file parses, that every check-in whose command
# reported success (exit 0) and was not undone is there, that every undone one is gone,
# that nothing is there twice, and that no temporary file (state.json.tmp.*) is left
# after the next successful run.
#
#   Reliability/stress.sh [OPTIONS] [KILLS [WORKERS]]
#
# KILLS (default 1000) is the number of SIGKILLs to send; WORKERS (default 8) the number
# of loops running commands at once. Options:
#   --binary PATH      the flights binary to test (env FLIGHTS_BINARY); without it the
#                      release binary is built with `swift build -c release`
#   --time-limit SECS  give up, and fail, when the kills are not reached in this time
#                      (default 3600)
#   --keep             keep the scratch directory (logs, state) and print its path
#
# Everything happens in a scratch directory (XDG_STATE_HOME and HOME point into it),
# never in the user's state. Only processes this script started are killed: a pid is
# taken from the workers' own list and checked to run the binary under test.
# Needs bash 4.3, jq and python3. Exit status: 0 when every check holds, 1 otherwise,
# 64 for a usage error.
set -euo pipefail

# The usage from the comment above; on standard output for --help, else a usage error.
usage() {
    if [ "${1:-}" = help ]; then sed -n '9,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0; fi
    sed -n '9,17p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 64
}

kills_goal=1000
workers=8
binary=${FLIGHTS_BINARY:-}
time_limit=3600
keep=0
positional=()
while [ $# -gt 0 ]; do
    case $1 in
        --binary) [ $# -ge 2 ] || usage; binary=$2; shift 2 ;;
        --binary=*) binary=${1#*=}; shift ;;
        --time-limit) [ $# -ge 2 ] || usage; time_limit=$2; shift 2 ;;
        --time-limit=*) time_limit=${1#*=}; shift ;;
        --keep) keep=1; shift ;;
        -h|--help) usage help ;;
        -*) echo "stress.sh: unknown option $1" >&2; usage ;;
        *) positional+=("$1"); shift ;;
    esac
done
[ ${#positional[@]} -le 2 ] || usage
[ ${#positional[@]} -ge 1 ] && kills_goal=${positional[0]}
[ ${#positional[@]} -ge 2 ] && workers=${positional[1]}
for number in "$kills_goal" "$workers" "$time_limit"; do
    [[ $number =~ ^[1-9][0-9]*$ ]] || { echo "stress.sh: '$number' is not a positive whole number" >&2; usage; }
done
command -v jq >/dev/null || { echo "stress.sh: needs jq" >&2; exit 1; }
command -v python3 >/dev/null || { echo "stress.sh: needs python3" >&2; exit 1; }

if [ -z "$binary" ]; then
    cd "$(dirname "$0")/.."
    swift build -c release >&2
    binary="$(swift build -c release --show-bin-path)/flights"
fi
[ -x "$binary" ] || { echo "stress.sh: $binary is not an executable" >&2; exit 1; }
binary=$(realpath "$binary")

scratch=$(mktemp -d "${TMPDIR:-/tmp}/flights-stress.XXXXXX")
cleanup() {
    # Stop what is still running (only our own background jobs, by pid).
    for job in $(jobs -p); do kill "$job" 2>/dev/null || true; done
    wait 2>/dev/null || true
    if [ "$keep" = 1 ]; then echo "kept $scratch" >&2; else rm -rf "$scratch"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# A clean, pinned environment: the built-in airport, a fixed clock, no prompt.
unset FLIGHTS_DATA FLIGHTS_ACCESSIBLE CI NO_COLOR CLICOLOR_FORCE
export HOME="$scratch/home" XDG_STATE_HOME="$scratch/state" FLIGHTS_NOW=2026-12-01T12:00 TERM=dumb
mkdir -p "$HOME" "$XDG_STATE_HOME" "$scratch/running" "$scratch/logs"
state_dir="$XDG_STATE_HOME/flights"
state="$state_dir/state.json"
stop="$scratch/stop"

# Departures still open for check-in at the pinned clock: the board says which.
mapfile -t flights < <("$binary" departures --json \
    | jq -r '.flights[] | select(.check_in_available) | .flight | gsub(" "; "")' | head -n 8)
if [ ${#flights[@]} -lt 3 ]; then
    echo "stress.sh: fewer than 3 departures open for check-in at $FLIGHTS_NOW: ${flights[*]:-none}" >&2
    exit 1
fi

# Sleeps of a few milliseconds without starting a process: a read that never gets data.
mkfifo "$scratch/never"
exec {never}<>"$scratch/never"
pause() { read -r -t "$1" -u "$never" _ || true; }

# Passenger names have letters only: a number written in the letters a to z.
letters() {
    local n=$1 out=""
    local alphabet=abcdefghijklmnopqrstuvwxyz
    while :; do
        out=${alphabet:n%26:1}$out
        n=$((n / 26))
        [ "$n" -eq 0 ] && break
    done
    printf '%s' "${out^}"
}

# Runs the binary in the background, registered in running/ for the killer, and waits.
# Sets rc and out (its standard output).
run() {
    local out_file="$scratch/logs/out.$BASHPID" err_file="$scratch/logs/err.$BASHPID" pid
    "$binary" "$@" >"$out_file" 2>"$err_file" &
    pid=$!
    : >"$scratch/running/$pid"
    rc=0
    wait "$pid" || rc=$?
    rm -f "$scratch/running/$pid"
    out=$(<"$out_file")
    err=$(<"$err_file")
    last_pid=$pid
}

# One worker: check-ins under fresh names (never refused as duplicates), undoes of its
# own reported check-ins, and now and then a read of the list. Every command is logged
# with its exit status; a check-in's code and an undo's passenger come from --json.
# Log lines (tab-separated):
#   checkin NAME FLIGHT RC CODE     undo NAME CODE RC UNDONE-PASSENGER     list RC
#   orphan PID (a killed writer's temporary file seen right after it was reaped)
worker() {
    local id=$1 log="$scratch/logs/worker.$1" serial=0 codes=() names=() pick flight name code undone
    RANDOM=$((id * 7919 + $$))
    while [ ! -e "$stop" ]; do
        local roll=$((RANDOM % 100))
        if [ ${#codes[@]} -gt 0 ] && { [ $roll -lt 40 ] || [ ${#codes[@]} -gt 12 ]; }; then
            pick=$((RANDOM % ${#codes[@]}))
            code=${codes[pick]} name=${names[pick]}
            codes=("${codes[@]:0:pick}" "${codes[@]:pick+1}")
            names=("${names[@]:0:pick}" "${names[@]:pick+1}")
            run checkins --undo "$code" --yes --no-input --json
            undone=-
            [[ $out =~ \"passenger\":\ \"([^\"]*)\" ]] && undone=${BASH_REMATCH[1]}
            printf 'undo\t%s\t%s\t%s\t%s\n' "$name" "$code" "$rc" "$undone" >>"$log"
        elif [ $roll -lt 48 ]; then
            run checkins --all --json --no-input
            printf 'list\t%s\n' "$rc" >>"$log"
        else
            serial=$((serial + 1))
            name="Stress $(letters "$id") $(letters "$serial")"
            flight=${flights[RANDOM % ${#flights[@]}]}
            run checkin "$flight" --choice check-in --name "$name" --seat any --bags $((RANDOM % 4)) \
                --yes --no-input --json
            code=-
            [[ $out =~ \"code\":\ \"([A-Z0-9]{6})\" ]] && code=${BASH_REMATCH[1]}
            printf 'checkin\t%s\t%s\t%s\t%s\n' "$name" "$flight" "$rc" "$code" >>"$log"
            if [ "$rc" = 0 ] && [ "$code" != - ]; then
                codes+=("$code")
                names+=("$name")
            fi
        fi
        if [ "$rc" != 0 ] && [ "$rc" != 137 ]; then
            printf 'error\t%s\t%s\n' "$rc" "${err//$'\n'/ }" >>"$log"
        fi
        if [ "$rc" = 137 ] && [ -e "$state.tmp.$last_pid" ]; then
            printf 'orphan\t%s\n' "$last_pid" >>"$log"
        fi
    done
}

# The killer: after a random pause of 0 to 30 ms, SIGKILL to a random registered process
# that runs the binary under test (checked in /proc, so a pid reused meanwhile is spared).
# It stops at the goal or at the time limit, and leaves the count it reached in kills.
killer() {
    local sent=0 candidates pid pick argv0 delay
    RANDOM=$$
    while [ "$sent" -lt "$kills_goal" ] && [ $((SECONDS - start)) -lt "$time_limit" ]; do
        printf -v delay '0.%03d' $((RANDOM % 30))
        pause "$delay"
        candidates=("$scratch"/running/*)
        [ -e "${candidates[0]}" ] || continue
        pick=${candidates[RANDOM % ${#candidates[@]}]}
        pid=${pick##*/}
        argv0=
        read -r -d '' argv0 2>/dev/null <"/proc/$pid/cmdline" || true
        [ "$argv0" = "$binary" ] || continue
        if kill -KILL "$pid" 2>/dev/null; then
            sent=$((sent + 1))
            if [ $((sent % 100)) -eq 0 ]; then
                printf 'stress: %d kills, %d s\n' "$sent" $((SECONDS - start)) >&2
            fi
        fi
    done
    echo "$sent" >"$scratch/kills"
}

echo "stress: $binary, $workers workers, $kills_goal kills, flights ${flights[*]}, clock $FLIGHTS_NOW" >&2
start=$SECONDS
worker_pids=()
for id in $(seq 1 "$workers"); do
    # The worker's shell reports each killed job ("Killed"): into its log, not the screen.
    worker "$id" 2>>"$scratch/logs/shell.$id" &
    worker_pids+=($!)
done
killer
: >"$stop"
# Each worker ends after its command in flight; one still running a minute later hangs.
hung=0
for _ in $(seq 1 600); do
    alive=0
    for pid in "${worker_pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
    [ "$alive" = 0 ] && break
    pause 0.1
done
if [ "$alive" = 1 ]; then
    for pick in "$scratch"/running/*; do
        [ -e "$pick" ] || continue
        pid=${pick##*/}
        argv0=
        read -r -d '' argv0 2>/dev/null <"/proc/$pid/cmdline" || true
        if [ "$argv0" = "$binary" ]; then
            echo "stress: hung: $(tr '\0' ' ' <"/proc/$pid/cmdline")" >&2
            hung=$((hung + 1))
            kill -KILL "$pid" 2>/dev/null || true
        fi
    done
fi
for pid in "${worker_pids[@]}"; do wait "$pid" || true; done
elapsed=$((SECONDS - start))
kills=$(<"$scratch/kills")

# Temporary files before and after one more successful run, which must remove those
# that killed writers left.
shopt -s nullglob
temporaries=("$state".tmp.*)
before=${#temporaries[@]}
final_name="Stress Final Run"
run checkin "${flights[0]}" --choice check-in --name "$final_name" --seat any --bags 0 --yes --no-input --json
final_rc=$rc final_code=-
[[ $out =~ \"code\":\ \"([A-Z0-9]{6})\" ]] && final_code=${BASH_REMATCH[1]}
[ "$final_rc" = 0 ] || echo "stress: the final check-in failed ($final_rc): $err" >&2
printf 'checkin\t%s\t%s\t%s\t%s\n' "$final_name" "${flights[0]}" "$final_rc" "$final_code" >"$scratch/logs/worker.final"
temporaries=("$state".tmp.*)
left_behind=${#temporaries[@]}

# The state as the tool reads it, and as the file itself parses.
listed="$scratch/listed.json"
list_rc=0
"$binary" checkins --all --json --no-input >"$listed" 2>"$scratch/list.err" || list_rc=$?

python3 - "$scratch/logs" "$state" "$listed" "$list_rc" "$kills" "$elapsed" "$before" "$left_behind" \
    "$kills_goal" "$hung" <<'PYTHON'
import collections, glob, json, sys

logs, state_path, listed_path, list_rc = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
kills, elapsed, before, left_behind, goal, hung = map(int, sys.argv[5:11])
problems = []

commands = collections.Counter()
successes = killed = 0
errors = []
reported = {}        # name -> code: check-ins whose command said so (exit 0)
unreported = set()   # names whose check-in was killed: may or may not have been saved
refused = set()      # names whose check-in failed otherwise: must not be saved
undone = set()       # (name, code) whose undo said so
undo_unknown = set() # (name, code) whose undo was killed: may or may not be gone
orphans_seen = list_failures = 0
for path in sorted(glob.glob(logs + "/worker.*")):
    for line in open(path, encoding="utf-8"):
        fields = line.rstrip("\n").split("\t")
        kind = fields[0]
        if kind == "orphan":
            orphans_seen += 1
            continue
        if kind == "error":
            errors.append(f"exit {fields[1]}: {fields[2]}")
            continue
        commands[kind] += 1
        rc = int(fields[-1] if kind == "list" else fields[3])
        successes += rc == 0
        killed += rc == 137
        if kind == "checkin":
            name, code = fields[1], fields[4]
            if rc == 0 and code != "-":
                reported[name] = code
            elif rc == 0:
                problems.append(f"check-in of {name} exited 0 without a code")
            elif rc == 137:
                unreported.add(name)
            else:
                refused.add(name)
        elif kind == "undo":
            name, code, passenger = fields[1], fields[2], fields[4]
            if rc == 0:
                undone.add((name, code))
                if passenger != name:
                    problems.append(f"undo of {code} ({name}) took out {passenger}'s check-in")
            elif rc == 137:
                undo_unknown.add((name, code))
        elif kind == "list" and rc not in (0, 137):
            list_failures += 1

corrupt = 0
try:
    with open(state_path, "rb") as f:
        state = json.load(f)
    entries = state["checkIns"]
    assert isinstance(entries, list) and isinstance(state["reschedules"], list)
except Exception as e:
    corrupt += 1
    problems.append(f"state.json does not parse: {e}")
    entries = []
try:
    if list_rc != 0:
        raise ValueError(f"flights checkins --all --json exited {list_rc}")
    with open(listed_path, "rb") as f:
        listed = json.load(f)["check_ins"]
    if sorted((c["code"], c["passenger"]) for c in listed) != sorted((c["code"], c["passenger"]) for c in entries):
        raise ValueError("flights checkins --all --json does not list what state.json holds")
except Exception as e:
    corrupt += 1
    problems.append(str(e))

present = collections.Counter((c["passenger"], c["code"]) for c in entries)
codes = collections.Counter(c["code"] for c in entries)
trips = collections.Counter((c["passenger"], c["flight"], c["date"]) for c in entries)
duplicated = sum(n - 1 for n in codes.values() if n > 1) + sum(n - 1 for n in trips.values() if n > 1)

lost = 0
for name, code in reported.items():
    key = (name, code)
    if key in undone or key in undo_unknown:
        continue
    if key not in present:
        lost += 1
        problems.append(f"lost: {name}, code {code}, reported saved and never undone")
resurrected = sum(1 for key in undone if key in present)
for key in undone:
    if key in present:
        problems.append(f"back after its undo reported success: {key[0]}, code {key[1]}")
unexplained = 0
saved_unreported = 0
for (name, code) in present:
    if name in reported:
        if reported[name] != code:
            unexplained += 1
            problems.append(f"{name} is saved with code {code}, but the check-in printed {reported[name]}")
    elif name in unreported:
        saved_unreported += 1
    else:
        unexplained += 1
        problems.append(f"{name} ({code}) is saved, but no check-in of that name reported success or was killed")

failures = hung + lost + corrupt + left_behind + duplicated + resurrected + unexplained + len(errors) + list_failures
if kills < goal:
    problems.append(f"only {kills} of {goal} kills within the time limit")
    failures += 1
# The details first, the figures last, where a terminal leaves them in view.
details = errors[:10] + problems[:20]
hidden = len(errors) + len(problems) - len(details)
for line in details + ([f"... and {hidden} more"] if hidden else []):
    print("  " + line, file=sys.stderr)
sys.stderr.flush()
print(f"""
kills sent                     {kills}
commands run                   {sum(commands.values())} (check-ins {commands['checkin']}, undos {commands['undo']}, lists {commands['list']})
successes (exit 0)             {successes}
killed (exit 137)              {killed}
other failures                 {len(errors)}
hung                           {hung}
saved though killed (allowed)  {saved_unreported} of {len(unreported)} killed check-ins
temporaries seen after a kill  {orphans_seen}
temporaries before final run   {before}
check-ins in the state file    {len(entries)}
lost                           {lost}
corrupt                        {corrupt}
left-behind temporaries        {left_behind}
duplicated                     {duplicated}
back after undo                {resurrected}
saved without a cause          {unexplained}
time taken                     {elapsed} s""")
print("PASS" if failures == 0 else "FAIL")
sys.exit(0 if failures == 0 else 1)
PYTHON

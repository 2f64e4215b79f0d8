# Shared by scripts/stress_suite.sh and scripts/stress_virtual.sh (sourced, not run).
# Runs a pytest command N times, each in its own process, in a clean clone of
# this repository's HEAD, and counts the runs that crashed (killed by a signal,
# or "Fatal Python error" in the output), failed, or passed.
#
# Environment: STRESS_OUT (where the logs go; default a new temp dir),
# STRESS_CORES=1 (allow core dumps: see /proc/sys/kernel/core_pattern),
# STRESS_RUN_TIMEOUT (seconds before a hung run is killed and counted as failed).

set -euo pipefail

stress_clone() {
    local repo clone venv
    repo="$(git -C "$(dirname "${BASH_SOURCE[0]}")/.." rev-parse --show-toplevel)"
    clone="$(mktemp -d /tmp/map_assistant_stress.XXXXXX)"
    git clone --quiet --no-hardlinks "$repo" "$clone/repo"
    git -C "$clone/repo" checkout --quiet "$(git -C "$repo" rev-parse HEAD)"
    venv="$(readlink -f "$repo/.venv" || true)"
    if [ -n "$venv" ] && [ -x "$venv/bin/python" ]; then
        ln -s "$venv" "$clone/repo/.venv"
    else
        make -C "$clone/repo" venv >&2
    fi
    echo "$clone/repo"
}

# stress_loop NAME RUNS COMMAND... : prints one line per run and a summary line.
stress_loop() {
    local name="$1" runs="$2"
    shift 2
    local out="${STRESS_OUT:-$(mktemp -d /tmp/map_assistant_${name}_logs.XXXXXX)}"
    local limit="${STRESS_RUN_TIMEOUT:-1800}"
    mkdir -p "$out"
    [ "${STRESS_CORES:-0}" = "1" ] && ulimit -c unlimited
    export QT_QPA_PLATFORM=offscreen
    local crashed=0 failed=0 passed=0 i rc log where
    echo "$name: $runs runs of: $*  (logs in $out)"
    for i in $(seq 1 "$runs"); do
        log="$out/run_$i.log"
        set +e
        timeout --signal=KILL "$limit" "$@" > "$log" 2>&1
        rc=$?
        set -e
        if [ "$rc" -ge 128 ] && [ "$rc" != 137 ] || grep -q "Fatal Python error" "$log"; then
            crashed=$((crashed + 1))
            where="$(grep -m1 -A3 -E '^(Current thread|Thread) ' "$log" | grep -m1 -o 'File "[^"]*tests/[^"]*", line [0-9]* in [a-z_0-9]*' || true)"
            echo "run $i: CRASHED (exit $rc) ${where:-}"
        elif [ "$rc" != 0 ]; then
            failed=$((failed + 1))
            echo "run $i: failed (exit $rc$([ "$rc" = 137 ] && echo ", killed after ${limit} s")): $(grep -E '^(FAILED|ERROR) ' "$log" | head -3 | tr '\n' ' ')"
        else
            passed=$((passed + 1))
            echo "run $i: passed ($(tail -1 "$log"))"
        fi
    done
    echo "$name summary: $runs runs: $crashed crashed, $failed failed, $passed passed (logs in $out)"
    [ "$crashed" = 0 ]
}

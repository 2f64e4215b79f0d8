#!/usr/bin/env bash
# The whole test suite on every QGIS version users run (`make test-matrix`):
#   unit  the pure tests without QGIS (`make test-unit`)
#   py39  what runs without QGIS on Python 3.9 (`make test-py39`)
#   qt6   ui/ under PyQt6 (`make test-qt6`)
#   host  the host's QGIS (Debian 12: 3.22), via `make test`
#   3.40  QGIS 3.40 LTR from Debian trixie, in a chroot
#   3.44  QGIS 3.44 from trixie-backports, in a chroot
#
#   scripts/matrix.sh [LEG...]   # default: all legs; PYTEST_ARGS is passed to every leg
#   MATRIX_RUN=bench scripts/matrix.sh 3.44   # `make bench` in the leg instead (BENCH_ARGS too):
#                                # the speed goals on another QGIS and Python (`make bench-matrix`)
#
# Chroots are made with `debootstrap --variant=minbase` and cached in .matrix/LEG;
# one is rebuilt only when its recipe (suite, packages, the build function itself)
# changes: its hash is kept in .matrix/LEG/.matrix-recipe. The order is the one that
# keeps a 2-core machine busy (measured: legs one after the other left a core idle
# for 17 minutes of a 47-minute run): the chroots build and the host leg starts in
# the background, the three quick legs run meanwhile, then both chroot legs run at
# once beside the host leg, each printing its output when it ends (a bench runs its
# legs one at a time: its ratios would measure the neighbour). The repository is
# copied into the chroot for each run (nothing the run writes lands in the work tree).
# /proc, /sys, /dev, /dev/pts and /dev/shm are mounted only while a step runs and
# unmounted by a trap, also when a step fails or the run is interrupted.
# Needs root (debootstrap, mount, chroot). Prints each leg's pass count and each
# step's time, and exits non-zero if any leg failed.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd -P)  # physical: compared with /proc/PID/root links
MATRIX_DIR=$REPO/.matrix
LOG_DIR=$MATRIX_DIR/logs

ALL_LEGS=(unit py39 qt6 host 3.40 3.44)
QUICK_LEGS=(unit py39 qt6)  # make test-<leg>: no QGIS of the host's, a venv of their own
declare -A SUITE=([3.40]=trixie [3.44]=trixie)
# The release apt installs QGIS from (-t): backports for the newer QGIS.
declare -A TARGET_RELEASE=([3.40]=trixie [3.44]=trixie-backports)
# What the suite needs: the QGIS app and xvfb for tests/e2e, qgis-common for
# world_map.gpkg, venv/pip for the test tools, PostgreSQL and PostGIS for the
# leg's own throwaway clusters (scripts/postgis.sh; some tests start a private one), git
# for the package build (qgis-plugin-ci builds from a git repository), pylupdate5 and lrelease
# for the translation tests, poppler-utils for reading the map exports back.
CHROOT_PACKAGES=(qgis python3-qgis qgis-providers qgis-common xvfb xauth python3-venv python3-pip git pyqt5-dev-tools qttools5-dev-tools
                 ca-certificates postgresql postgresql-postgis poppler-utils)
# Host settings the chroot gets so pip there works as on the host.
HOST_CONFIG=(/etc/pip.conf /etc/xdg/pip /root/.config/pip /usr/local/share/ca-certificates)

declare -a MOUNTED=()
declare -a SUMMARY=()
declare -A BUILD_PID=()  # leg -> the background job building its chroot
declare -A LEG_JOB=()  # chroot leg -> the background job running its suite
FAILED=0 TOTAL_PASSED=0 TOTAL_FAILED=0

say() { printf '[matrix] %s\n' "$*"; }
die() { printf '[matrix] error: %s\n' "$*" >&2; exit 1; }

# ------------------------------------------------------------------ mounts

mounts_under() {  # every mount point at or below $1, deepest first
    findmnt -rn -o TARGET | awk -v root="$1" 'index($0, root "/") == 1 || $0 == root' | sort -r
}

unmount_all() {
    local target i
    for ((i = ${#MOUNTED[@]} - 1; i >= 0; i--)); do
        target=${MOUNTED[i]}
        umount "$target" 2>/dev/null || umount -l "$target" || say "could not unmount $target"
    done
    MOUNTED=()
}

stop_chroot_processes() {  # processes this run left inside the chroot (e.g. an Xvfb)
    local root=$1 link pid
    for link in /proc/[0-9]*/root; do
        pid=${link#/proc/}; pid=${pid%/root}
        [ "$(readlink "$link" 2>/dev/null)" = "$root" ] && kill "$pid" 2>/dev/null || true
    done
}

mount_chroot() {
    local root=$1
    CURRENT_ROOT=$root
    mount -t proc proc "$root/proc" && MOUNTED+=("$root/proc")
    mount -t sysfs -o ro sysfs "$root/sys" && MOUNTED+=("$root/sys")
    mount --bind /dev "$root/dev" && MOUNTED+=("$root/dev")
    mount --make-private "$root/dev"
    mount --bind /dev/pts "$root/dev/pts" && MOUNTED+=("$root/dev/pts")
    mkdir -p "$root/dev/shm"
    mount -t tmpfs -o mode=1777 shm "$root/dev/shm" && MOUNTED+=("$root/dev/shm")
}

release_chroot() {
    local root=$1
    stop_chroot_processes "$root"
    unmount_all
    [ -z "$(mounts_under "$root")" ] || die "mounts left under $root: $(mounts_under "$root" | tr '\n' ' ')"
}

CURRENT_ROOT=""
cleanup() {  # the EXIT trap, once this run holds the lock
    local leg
    if [ -n "$LEG_PGID" ]; then kill -TERM -- "-$LEG_PGID" 2>/dev/null || true; sleep 1; fi
    if [ -n "$HOST_PGID" ]; then kill -TERM -- "-$HOST_PGID" 2>/dev/null || true; wait "$HOST_PGID" 2>/dev/null || true; fi
    if [ -n "$CURRENT_ROOT" ]; then stop_chroot_processes "$CURRENT_ROOT"; fi
    unmount_all
    for leg in "${!LEG_JOB[@]}"; do  # chroot legs still running: each stops its own processes and mounts
        kill -TERM "${LEG_JOB[$leg]}" 2>/dev/null || true
        wait "${LEG_JOB[$leg]}" 2>/dev/null || true
    done
    for leg in "${!BUILD_PID[@]}"; do  # builds still running: stop them, they unmount on their way out
        kill "${BUILD_PID[$leg]}" 2>/dev/null || true
        stop_chroot_processes "$MATRIX_DIR/$leg.new"
        wait "${BUILD_PID[$leg]}" 2>/dev/null || true
    done
}

remove_chroot() {  # never while anything is mounted inside it
    local root=$1
    [ -e "$root" ] || return 0
    [ -z "$(mounts_under "$root")" ] || die "refusing to delete $root: still mounted: $(mounts_under "$root")"
    rm -rf --one-file-system "$root"
}

chroot_command() {  # CMD=(the command line that runs "$@" in chroot $1 with a clean environment)
    local root=$1; shift
    local env=(HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8
               DEBIAN_FRONTEND=noninteractive QT_QPA_PLATFORM=offscreen PYTHONDONTWRITEBYTECODE=1
               XDG_RUNTIME_DIR=/tmp/runtime-root)
    local name
    for name in $(compgen -e); do  # pip, CA bundle and proxy settings, CI (not PG*: a leg has its own cluster)
        case $name in
            PIP_* | SSL_CERT_* | REQUESTS_CA_BUNDLE | CURL_CA_BUNDLE | *_proxy | *_PROXY | CI | MAP_ASSISTANT_PROBE_LOG | MAP_ASSISTANT_GC_LOG)
                env+=("$name=${!name}") ;;
        esac
    done
    local leg=${root##*/}
    env+=("MAP_ASSISTANT_XVFB_FROM=${leg//./}")  # 3.40 -> :340: legs at once share X's abstract sockets
    CMD=(chroot "$root" /usr/bin/env -i "${env[@]}" "$@")
}

in_chroot() {
    chroot_command "$@"
    "${CMD[@]}" 9>&-  # the lock stays with this script
}

LEG_PGID="" HOST_PGID="" HOST_START=0
HOST_LIMIT_S=${HOST_LIMIT_S:-3600}  # the host leg takes 26-30 minutes; CI ends everything at 90
run_logged() {  # log command...: output to the terminal and the log; its exit status
    # In its own process group, waited for in the background: a TERM or INT to this
    # script runs the trap at once, and the trap stops the whole group.
    local log=$1 rc=0; shift
    setsid bash -c '"$@" 2>&1 | tee "$0"; exit "${PIPESTATUS[0]}"' "$log" "$@" 9>&- &
    LEG_PGID=$!
    wait "$LEG_PGID" || rc=$?
    LEG_PGID=""
    return "$rc"
}

# ------------------------------------------------------------------ timing

STEP_START=0
step_begin() { STEP_START=$SECONDS; say "$1: $2"; }
step_end() {  # leg step; a file, so background builds report theirs too
    local took=$((SECONDS - STEP_START))
    printf '%-5s %-12s %4d s\n' "$1" "$2" "$took" >>"$LOG_DIR/steps.txt"
}

# ------------------------------------------------------------------ chroots

debian_mirror() {
    [ -n "${MATRIX_MIRROR:-}" ] && { echo "$MATRIX_MIRROR"; return; }
    local uri
    uri=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null |
          grep -v '^\s*#' | grep -oE '(https?|file)://[^ ]*/debian/?( |$)' | grep -v security | head -1 | tr -d ' ')
    echo "${uri:-http://deb.debian.org/debian}"
}

copy_host_config() {  # CA certificates and pip settings, as on the host
    local root=$1 path
    for path in "${HOST_CONFIG[@]}"; do
        [ -e "$path" ] || continue
        mkdir -p "$root$(dirname "$path")"
        cp -a "$path" "$root$(dirname "$path")/"
    done
    mkdir -p "$root/etc/ssl/certs"
    cp -aL /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
}

build_chroot() {  # leg root: debootstrap, then QGIS from Debian
    local leg=$1 root=$2 suite=${SUITE[$1]} target=${TARGET_RELEASE[$1]} mirror
    mirror=$(debian_mirror)
    step_begin "$leg" "debootstrap $suite from $mirror"
    debootstrap --variant=minbase "$suite" "$root" "$mirror" >"$LOG_DIR/$leg-debootstrap.log" 2>&1 ||
        { tail -20 "$LOG_DIR/$leg-debootstrap.log"; die "debootstrap failed (log: $LOG_DIR/$leg-debootstrap.log)"; }
    step_end "$leg" debootstrap

    step_begin "$leg" "apt install QGIS from $target"
    # A throwaway chroot needs no fsync (halves the install) and starts no services.
    echo force-unsafe-io >"$root/etc/dpkg/dpkg.cfg.d/matrix-unsafe-io"
    printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d" && chmod +x "$root/usr/sbin/policy-rc.d"
    {
        echo "deb $mirror $suite main"
        [ "$target" = "$suite" ] || echo "deb $mirror $target main"
    } >"$root/etc/apt/sources.list"
    copy_host_config "$root"
    mount_chroot "$root"
    if ! { in_chroot "$root" apt-get update -q &&
           in_chroot "$root" apt-get install -y -q --no-install-recommends -t "$target" "${CHROOT_PACKAGES[@]}" &&
           in_chroot "$root" apt-get clean; } >"$LOG_DIR/$leg-apt.log" 2>&1; then
        tail -20 "$LOG_DIR/$leg-apt.log"
        release_chroot "$root"
        die "apt failed in the $leg chroot (log: $LOG_DIR/$leg-apt.log)"
    fi
    release_chroot "$root"
    copy_host_config "$root"  # apt regenerated the CA bundle
    step_end "$leg" "apt install"
}

recipe_hash() {  # what the chroot is built from; a change rebuilds it
    local leg=$1
    {
        echo "${SUITE[$leg]} ${TARGET_RELEASE[$leg]} ${CHROOT_PACKAGES[*]} $(debian_mirror)"
        declare -f build_chroot copy_host_config mount_chroot
    } | sha256sum | cut -d' ' -f1
}

chroot_is_current() {
    local root=$MATRIX_DIR/$1
    [ -f "$root/.matrix-recipe" ] && [ "$(cat "$root/.matrix-recipe")" = "$(recipe_hash "$1")" ]
}

ensure_chroot() {
    local leg=$1 root=$MATRIX_DIR/$1 want
    want=$(recipe_hash "$leg")
    if chroot_is_current "$leg"; then
        say "$leg: cached chroot $root"
        return
    fi
    remove_chroot "$root"
    remove_chroot "$root.new"
    build_chroot "$leg" "$root.new"
    echo "$want" >"$root.new/.matrix-recipe"
    mv "$root.new" "$root"
}

ensure_venv() {  # /opt/venv in the chroot: the system's QGIS and numpy, pinned test tools
    local leg=$1 root=$2 want
    want=$(cat requirements.txt requirements-dev.txt scripts/constraints.sh | sha256sum | cut -d' ' -f1)
    [ "$(cat "$root/opt/venv/.ready" 2>/dev/null)" = "$want" ] && return
    step_begin "$leg" "pip install requirements-dev.txt"
    rm -rf "$root/opt/venv"
    if ! { in_chroot "$root" /usr/bin/python3 -m venv --system-site-packages /opt/venv &&
           in_chroot "$root" bash /work/repo/scripts/constraints.sh /usr/bin/python3 >"$root/opt/venv/constraints.txt" &&
           in_chroot "$root" /opt/venv/bin/python -m pip install -q -c /opt/venv/constraints.txt \
               -r /work/repo/requirements-dev.txt; } >"$LOG_DIR/$leg-pip.log" 2>&1; then
        tail -20 "$LOG_DIR/$leg-pip.log"
        return 1
    fi
    echo "$want" >"$root/opt/venv/.ready"
    step_end "$leg" pip
}

copy_repo() {  # the work tree as it is (tracked and untracked files), without caches
    local root=$1
    rm -rf --one-file-system "$root/work/repo"
    mkdir -p "$root/work/repo"
    # The host leg may be running meanwhile: what it writes (its model server's state,
    # Hypothesis's database, caches) stays out, and a file that changes while tar reads
    # it (tar's exit status 1) is not an error.
    { tar -C "$REPO" --exclude=./.matrix --exclude=./.pg --exclude=./.venv --exclude=./.git --exclude=./dist --exclude=./.profile --exclude=./.bench/profile \
        --exclude=__pycache__ --exclude=./tests/.tmp --exclude=./.qgis-settings --exclude=./.cache --exclude=./.hypothesis \
        --warning=no-file-changed --warning=no-file-removed -cf - . || [ $? -eq 1 ]; } | tar -C "$root/work/repo" -xf -
}

# ------------------------------------------------------------------ legs

RESULT_FILE=""  # set in a leg's background job: record() leaves its arguments there for the parent
record() {  # leg qgis python rc log seconds
    local leg=$1 qgis=$2 python=$3 rc=$4 log=$5 took=$6 line passed failed
    if [ -n "$RESULT_FILE" ]; then printf '%s\n' "$@" >"$RESULT_FILE"; return; fi
    line=$(grep -E '^(=+ )?[0-9]+ [a-z]+.* in [0-9.]+s' "$log" | tail -1 | sed -E 's/^=+ //; s/ =+$//' || true)
    [ "$MATRIX_RUN" = test ] || line="bench: $(grep -c ' PASS  ' "$log" || true) rows PASS, $(grep -c ' FAIL  ' "$log" || true) FAIL (table: $log)"
    passed=$(grep -oE '[0-9]+ passed' <<<"$line" | cut -d' ' -f1 || true)
    failed=$(grep -oE '[0-9]+ (failed|error|errors)' <<<"$line" | awk '{n += $1} END {print n + 0}' || true)
    TOTAL_PASSED=$((TOTAL_PASSED + ${passed:-0}))
    TOTAL_FAILED=$((TOTAL_FAILED + ${failed:-0}))
    if [ "$rc" -ne 0 ]; then
        FAILED=1
        [ -n "$failed" ] && [ "$failed" -gt 0 ] || TOTAL_FAILED=$((TOTAL_FAILED + 1))  # failed before a count
        crash_excerpt "$leg" "$log"
    fi
    SUMMARY+=("$(printf '%-5s %-9s %-7s %-4s %5d s  %s' "$leg" "$qgis" "$python" "$([ "$rc" -eq 0 ] && echo ok || echo FAIL)" \
        "$took" "${line:-no pytest summary (log: $log)}")")
}

declare -a CRASHES=()
crash_excerpt() {  # leg log: where a leg crashed, printed at the very end of the run's output
    # CI shows the start and the end of a long output: the dump's useful frames must be short
    # and last (scripts/crash_excerpt.py). `|| true`: a broken excerpt never ends the run.
    local dump
    dump=$(python3 "$REPO/scripts/crash_excerpt.py" "$1" "$2" || true)
    [ -z "$dump" ] || CRASHES+=("$dump")
}

MATRIX_RUN=${MATRIX_RUN:-test}
[ "$MATRIX_RUN" = test ] || [ "$MATRIX_RUN" = bench ] || die "MATRIX_RUN is test or bench, not $MATRIX_RUN"

run_host() {
    local log=$LOG_DIR/host.log rc=0 start=$SECONDS versions
    step_begin host "make $MATRIX_RUN"
    run_logged "$log" make --no-print-directory "$MATRIX_RUN" || rc=$?
    versions=$(.venv/bin/python -c 'import platform; from qgis.core import Qgis; print(Qgis.QGIS_VERSION.split("-")[0], platform.python_version())' 2>/dev/null || echo "? ?")
    step_end host suite
    record host ${versions} "$rc" "$log" $((SECONDS - start))
}

# With MATRIX_RUN=test the host leg runs in the background, beside the chroot legs: the
# suite is one pytest process, so two legs keep both of a small machine's cores busy
# (a bench never runs beside another leg: its ratios would measure the neighbour).
start_host_in_background() {
    local log=$LOG_DIR/host.log
    say "host: make test in the background (log: $log; printed when it ends)"
    HOST_START=$SECONDS
    setsid bash -c 'make --no-print-directory test >"$0" 2>&1' "$log" 9>&- &
    HOST_PGID=$!
}

finish_host() {
    local log=$LOG_DIR/host.log rc=0 versions took
    [ -n "$HOST_PGID" ] || return 0
    say "host: waiting for its suite"
    while kill -0 "$HOST_PGID" 2>/dev/null && ((SECONDS - HOST_START < HOST_LIMIT_S)); do sleep 5; done
    if kill -0 "$HOST_PGID" 2>/dev/null; then
        # Stuck where no test limit reaches (before the first test, after the last, in a
        # script around pytest): faulthandler prints each thread's stack on ABRT, then the
        # run reports within CI's limit instead of at it.
        say "host: still running after $HOST_LIMIT_S s; its stacks (SIGABRT), then stopped"
        pkill -ABRT -g "$HOST_PGID" -f '^[^ ]*python[0-9.]* -m pytest' 2>/dev/null || true
        sleep 15
        kill -TERM -- "-$HOST_PGID" 2>/dev/null || true
    fi
    wait "$HOST_PGID" || rc=$?
    HOST_PGID=""
    took=$((SECONDS - HOST_START))
    say "host: its output ($log):"
    cat "$log"
    versions=$(.venv/bin/python -c 'import platform; from qgis.core import Qgis; print(Qgis.QGIS_VERSION.split("-")[0], platform.python_version())' 2>/dev/null || echo "? ?")
    printf '%-5s %-12s %4d s\n' host suite "$took" >>"$LOG_DIR/steps.txt"
    record host ${versions} "$rc" "$log" "$took"
}

start_builds() {  # every chroot that needs building, in the background while the host leg runs
    local leg
    for leg in "$@"; do
        [ -n "${SUITE[$leg]:-}" ] && ! chroot_is_current "$leg" || continue
        say "$leg: building its chroot in the background (log: $LOG_DIR/$leg-build.log)"
        (
            MOUNTED=() CURRENT_ROOT="" BUILD_PID=() LEG_JOB=() HOST_PGID=""
            trap cleanup EXIT
            trap 'exit 143' TERM
            ensure_chroot "$leg"
        ) >"$LOG_DIR/$leg-build.log" 2>&1 9>&- &
        BUILD_PID[$leg]=$!
    done
}

build_waited() {  # leg: its background build waited for; non-zero (and the leg recorded failed) when not whole
    local leg=$1 rc=0 log=$LOG_DIR/$1.log
    [ -n "${BUILD_PID[$leg]:-}" ] || return 0
    say "$leg: waiting for its chroot"
    wait "${BUILD_PID[$leg]}" || rc=$?
    unset "BUILD_PID[$leg]"
    # The recipe stamp is written last, so it, not the job's status, says the build is whole;
    # a failed build is reported, never built again inside the leg.
    if ! chroot_is_current "$leg"; then
        { cat "$LOG_DIR/$leg-build.log"; echo "the chroot build failed (exit status $rc)"; } >"$log"
        tail -20 "$log"
        record "$leg" "?" "?" 1 "$log" 0
        return 1
    fi
    [ "$rc" -eq 0 ] || say "$leg: the build job exited $rc, but its chroot is complete"
}

run_chroot_leg() {
    local leg=$1 root=$MATRIX_DIR/$1 log=$LOG_DIR/$1.log rc=0 start versions qgis
    build_waited "$leg" || return 0
    ensure_chroot "$leg"
    copy_host_config "$root"  # certificates or pip settings may have changed since the build
    copy_repo "$root"
    mount_chroot "$root"
    if ! ensure_venv "$leg" "$root"; then
        release_chroot "$root"
        echo "pip install failed (log: $LOG_DIR/$leg-pip.log)" >"$log"
        record "$leg" "?" "?" 1 "$log" 0
        return
    fi
    versions=$(in_chroot "$root" /opt/venv/bin/python -c \
        'import platform; from qgis.core import Qgis; print(Qgis.QGIS_VERSION.split("-")[0], platform.python_version())')
    qgis=${versions% *}
    start=$SECONDS
    step_begin "$leg" "$([ "$MATRIX_RUN" = test ] && echo pytest || echo bench) on QGIS $qgis, Python ${versions#* }"
    if [[ $qgis != "$leg".* ]]; then
        echo "the $leg chroot has QGIS $qgis: Debian moved on; rename the leg in scripts/matrix.sh" | tee "$log"
        rc=1
    else
        # PYTEST_ARGS is a list of words, as in `make test`. The real-model tests run once,
        # in the host leg (its `make test` starts the model server); a chroot has none.
        # PostGIS: a cluster of the chroot's own PostgreSQL, for this leg alone, stopped
        # at its end (as `make test` does on the host).
        # -X faulthandler: on from the start, so a crash after pytest's own handler is gone (at
        # exit) still prints its stacks (CI#1 of 2026-11-29: 3.40 and 3.44 segfaulted after their summary).
        local run="/opt/venv/bin/python -X faulthandler -m pytest -m 'not live_model' ${PYTEST_ARGS:-}"
        [ "$MATRIX_RUN" = test ] || run="/opt/venv/bin/python bench/run.py ${BENCH_ARGS:-}"
        rm -f "$root/work/repo/.bench/results.json"  # the host's, copied with the tree
        chroot_command "$root" bash -c "cd /work/repo && exec bash scripts/postgis.sh run $run"
        run_logged "$log" "${CMD[@]}" || rc=$?
    fi
    release_chroot "$root"
    if [ "$MATRIX_RUN" = bench ] && [ -f "$root/work/repo/.bench/results.json" ]; then
        cp "$root/work/repo/.bench/results.json" "$LOG_DIR/$leg-bench.json"
        say "$leg: bench results in $LOG_DIR/$leg-bench.json"
    fi
    step_end "$leg" suite
    record "$leg" ${versions} "$rc" "$log" $((SECONDS - start))
}

has_leg() {  # leg legs...: whether leg is one of legs
    local leg=$1 other
    shift
    for other in "$@"; do [ "$other" = "$leg" ] && return 0; done
    return 1
}

run_quick_leg() {  # make test-<leg> in the foreground: a minute or two each
    local leg=$1 log=$LOG_DIR/$1.log rc=0 start=$SECONDS python
    step_begin "$leg" "make test-$leg"
    run_logged "$log" make --no-print-directory "test-$leg" || rc=$?
    step_end "$leg" suite
    python=$(grep -oE 'platform linux -- Python [0-9.]+' "$log" | head -1 | awk '{print $NF}' || true)
    record "$leg" "-" "${python:-?}" "$rc" "$log" $((SECONDS - start))
}

start_chroot_leg_in_background() {  # its output goes to a file, printed when it ends (finish_chroot_leg)
    local leg=$1
    build_waited "$leg" || return 0  # waited for here: a job cannot wait for its sibling
    say "$leg: its suite in the background (output: $LOG_DIR/$leg.out; printed when it ends)"
    (
        MOUNTED=() CURRENT_ROOT="" BUILD_PID=() LEG_JOB=() HOST_PGID="" LEG_PGID="" RESULT_FILE=$LOG_DIR/$leg.result
        trap cleanup EXIT
        trap 'exit 143' TERM
        rm -f "$RESULT_FILE"
        run_chroot_leg "$leg"
    ) >"$LOG_DIR/$leg.out" 2>&1 9>&- &
    LEG_JOB[$leg]=$!
}

finish_chroot_leg() {
    local leg=$1 result=()
    [ -n "${LEG_JOB[$leg]:-}" ] || return 0  # never started (its build failed, already recorded)
    wait "${LEG_JOB[$leg]}" || true
    unset "LEG_JOB[$leg]"
    say "$leg: its output ($LOG_DIR/$leg.out):"
    cat "$LOG_DIR/$leg.out"
    mapfile -t result <"$LOG_DIR/$leg.result" 2>/dev/null || true
    if ((${#result[@]} == 6)); then
        record "${result[@]}"
    else
        record "$leg" "?" "?" 1 "$LOG_DIR/$leg.out" 0  # the job ended before it recorded anything
    fi
}

# ------------------------------------------------------------------ main

[ "$(id -u)" -eq 0 ] || die "needs root (debootstrap, mount, chroot)"
legs=("$@")
((${#legs[@]})) || legs=("${ALL_LEGS[@]}")
mkdir -p "$LOG_DIR"
exec 9>"$MATRIX_DIR/.lock"
flock -n 9 || die "another test-matrix run holds $MATRIX_DIR/.lock"
trap cleanup EXIT
trap 'say "interrupted"; exit 130' INT TERM
if ! command -v debootstrap >/dev/null; then
    say "installing debootstrap"
    apt-get install -y -q debootstrap >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q debootstrap >/dev/null; }
fi
for root in "$MATRIX_DIR"/*/; do  # mounts left by a run that was killed outright
    if [ -n "$(mounts_under "${root%/}")" ]; then
        say "unmounting leftovers in $root"
        mapfile -t MOUNTED < <(mounts_under "${root%/}" | sort)
        unmount_all
    fi
done
: >"$LOG_DIR/steps.txt"
for leg in "${legs[@]}"; do  # before any build starts: a typo fails at once
    has_leg "$leg" "${ALL_LEGS[@]}" || die "unknown leg $leg (known: ${ALL_LEGS[*]})"
    [ "$MATRIX_RUN" = test ] || [ -n "${SUITE[$leg]:-}" ] || [ "$leg" = host ] || die "the $leg leg has no bench"
done
start_builds "${legs[@]}"
# The host's packages while the chroots build.
step_begin host "make system"
make --no-print-directory system 9>&-
step_end host system

if [ "$MATRIX_RUN" = bench ] || ((${#legs[@]} == 1)); then  # one at a time
    for leg in "${legs[@]}"; do
        case $leg in
            host) run_host ;;
            unit | py39 | qt6) run_quick_leg "$leg" ;;
            *) run_chroot_leg "$leg" ;;
        esac
    done
else
    ! has_leg host "${legs[@]}" || start_host_in_background
    for leg in "${QUICK_LEGS[@]}"; do
        ! has_leg "$leg" "${legs[@]}" || run_quick_leg "$leg"
    done
    for leg in "${legs[@]}"; do
        [ -z "${SUITE[$leg]:-}" ] || start_chroot_leg_in_background "$leg"
    done
    for leg in "${legs[@]}"; do
        [ -z "${SUITE[$leg]:-}" ] || finish_chroot_leg "$leg"
    done
    finish_host
fi

say "steps:"
sed 's/^/  /' "$LOG_DIR/steps.txt"
say "legs (leg, QGIS, Python, result, suite time, pytest summary):"
printf '  %s\n' "${SUMMARY[@]}"
((${#CRASHES[@]} == 0)) || { say "crashes:"; printf '%s\n' "${CRASHES[@]}"; }
echo "matrix: $TOTAL_PASSED passed, $TOTAL_FAILED failed"
exit "$FAILED"

# Shared by scripts/py39_leg.sh and scripts/qt6_leg.sh (sourced): find a Python, keep a
# venv in .venv/<leg> that is rebuilt only when what it is built from changes, run a
# leg's pytest and print its pass count. .venv/ is what the other tools already skip
# (git, ruff, the code-rule walk, the matrix's copy of the tree).

leg_say() { printf '[%s] %s\n' "$LEG" "$*"; }
leg_die() { printf '[%s] error: %s\n' "$LEG" "$*" >&2; exit 1; }

find_python() {  # find_python 3.12 3.13 ...: the first such Python that runs (pyenv's, the system's, PATH's)
    local version candidate
    for version in "$@"; do
        # pyenv's own versions before PATH: a pyenv shim on PATH may not run the version asked for.
        for candidate in "${PYENV_ROOT:-$HOME/.pyenv}"/versions/"$version".*/bin/"python$version" \
                         /root/.pyenv/versions/"$version".*/bin/"python$version" \
                         /usr/bin/"python$version" /usr/local/bin/"python$version" \
                         "$(command -v "python$version" || true)"; do
            [ -n "$candidate" ] && [ -x "$candidate" ] && "$candidate" -c '' 2>/dev/null &&
                { echo "$candidate"; return 0; }
        done
    done
    return 1
}

ensure_venv() {  # ensure_venv VENV PYTHON STAMP_FILES... -- PIP_ARGS...: (re)built when a stamp file changes
    local venv=$1 python=$2 files=() want
    shift 2
    while [ "$1" != "--" ]; do files+=("$1"); shift; done
    shift
    want=$({ "$python" --version; cat "${files[@]}"; } | sha256sum | cut -d' ' -f1)
    [ "$(cat "$venv/.leg-ready" 2>/dev/null)" = "$want" ] && return 0
    leg_say "building $venv with $("$python" --version) (once; rebuilt when ${files[*]} change)"
    rm -rf "$venv"
    "$python" -m venv "$venv"
    "$venv/bin/python" -m pip install -q --disable-pip-version-check "$@" \
        2> >(grep -v "^WARNING: Location 'file:" >&2)
    echo "$want" >"$venv/.leg-ready"
}

run_leg_pytest() {  # run_leg_pytest VENV INI PATHS...: pytest with the leg's ini; prints "<leg>: N passed, N failed"
    local venv=$1 ini=$2 rc=0 log summary passed failed
    shift 2
    log=$(mktemp)
    PYTHONPATH="tests:$(dirname "$ini")" QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}" \
        "$venv/bin/python" -m pytest -c "$ini" --rootdir . ${PYTEST_ARGS:-} "$@" 2>&1 | tee "$log" || rc=${PIPESTATUS[0]}
    summary=$(grep -E '^(=+ )?[0-9]+ [a-z]+.* in [0-9.]+s' "$log" | tail -1 || true)
    rm -f "$log"
    passed=$(grep -oE '[0-9]+ passed' <<<"$summary" | cut -d' ' -f1 || true)
    failed=$(grep -oE '[0-9]+ (failed|error|errors)' <<<"$summary" | awk '{n += $1} END {print n + 0}' || true)
    [ "$rc" -eq 0 ] || [ "${failed:-0}" -gt 0 ] || failed=1  # failed before a count (exit 5: ran nothing)
    echo "$LEG: ${passed:-0} passed, ${failed:-0} failed (${SECONDS} s with the venv check)"
    return "$rc"
}

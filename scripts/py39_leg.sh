#!/usr/bin/env bash
# make test-py39: what runs without QGIS on Python 3.9, the Python of QGIS 3.22-3.28 on
# Windows: the plugin's code checked for anything newer (vermin), every agent/ module
# imported, tests/agent/, and the dependency check (toolbelt/python_support.py). Its venv,
# .venv/py39, holds the plugin's requirements that install on 3.9 and the test tools of
# tests/py39/requirements.txt; it also checks that pip really refuses the others there.
# PY39=/path/to/python3.9 chooses the interpreter; PYTEST_ARGS goes to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
LEG=py39
VENV=.venv/py39
source scripts/leg_lib.sh

python=${PY39:-$(find_python 3.9)} || leg_die "no Python 3.9 found (PATH or pyenv); set PY39=/path/to/python3.9"
mapfile -t installable < <("$python" toolbelt/python_support.py requirements.txt)
mapfile -t blocked < <("$python" toolbelt/python_support.py --blocked requirements.txt)
ensure_venv "$VENV" "$python" requirements.txt tests/py39/requirements.txt toolbelt/python_support.py scripts/leg_lib.sh \
    -- -r tests/py39/requirements.txt "${installable[@]}"
if [ ! -f "$VENV/.refused-checked" ]; then  # the table in python_support.py against the index, once per venv
    for spec in "${blocked[@]}"; do
        if out=$("$VENV/bin/python" -m pip install -q --dry-run --no-deps --disable-pip-version-check "$spec" 2>&1); then
            leg_die "pip installs $spec on Python 3.9: drop it from MINIMUM_PYTHON in toolbelt/python_support.py"
        fi
        grep -q "requires a different python version\|Requires-Python" <<<"$out" ||
            leg_die "pip refused $spec on Python 3.9 for another reason: $(tail -3 <<<"$out")"
        leg_say "pip refuses $spec on Python 3.9 (Requires-Python), as toolbelt/python_support.py says"
    done
    touch "$VENV/.refused-checked"
fi
run_leg_pytest "$VENV" tests/py39/pytest.ini tests/py39 tests/agent

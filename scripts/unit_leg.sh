#!/usr/bin/env bash
# make test-unit: the pure tests (tests/unit/pytest.ini lists them) in a venv with no QGIS,
# no PyQt and no system site packages, in seconds: the plugin's requirements and the test
# tools at requirements-dev.txt's pins (one place for the pins). The venv is .venv/unit, built
# once from the host's Python (UNIT_PYTHON= another one, UNIT_VENV= another place); PYTEST_ARGS goes to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
LEG=unit
VENV=${UNIT_VENV:-.venv/unit}
source scripts/leg_lib.sh

python=${UNIT_PYTHON:-/usr/bin/python3}
[ -x "$python" ] || leg_die "no $python; set UNIT_PYTHON=/path/to/python3"
mapfile -t tools < <(grep -E '^(pytest|pytest-timeout|hypothesis)==' requirements-dev.txt)
[ "${#tools[@]}" -eq 3 ] || leg_die "requirements-dev.txt no longer pins pytest, pytest-timeout and hypothesis"
ensure_venv "$VENV" "$python" requirements.txt requirements-dev.txt scripts/leg_lib.sh \
    -- -r requirements.txt "${tools[@]}"
run_leg_pytest "$VENV" tests/unit/pytest.ini

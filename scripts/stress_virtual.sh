#!/usr/bin/env bash
# Run the virtual-engine tests N times (default 200), each time in a new Python
# process, from a clean clone of HEAD, and count crashes, failures and passes.
# Not part of `make test`. Exits non-zero if any run crashed.
#
#   bash scripts/stress_virtual.sh [N] [REPEAT]
#
# REPEAT (default 1) runs the selected tests that many times inside each
# process (scripts/stress_repeat.py): cheaper per test execution, since a QGIS
# start costs seconds, and it still catches both crash kinds seen so far (a
# crash while a query runs, and an object destroyed after exitQgis at process
# end). Separate processes are the stricter count; say which you used.
# STRESS_TESTS overrides the selection (pytest arguments).
source "$(dirname "$0")/stress_lib.sh"

runs="${1:-200}"
export STRESS_REPEAT="${2:-1}"
repo="$(stress_clone)"
trap 'rm -rf "$(dirname "$repo")"' EXIT
cd "$repo"
# The tests that run a virtual layer: load, CRS, joins, memory copies, cancel and
# timeout (during the load and between rows), and the interrupt stress test.
if [ -n "${STRESS_TESTS:-}" ]; then
    read -r -a tests <<< "$STRESS_TESTS"
else
    tests=(tests/services/sql/test_engine.py tests/services/sql/engines/test_memory_copy.py tests/services/sql/engines/test_virtual_interrupts.py
           -k "virtual or two_databases or spatial_filter or spatialite")
fi
export PYTHONPATH="$repo/scripts${PYTHONPATH:+:$PYTHONPATH}"
stress_loop virtual "$runs" .venv/bin/python -m pytest -q -p stress_repeat "${tests[@]}"

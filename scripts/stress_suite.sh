#!/usr/bin/env bash
# Run the whole test suite N times (default 20) from a clean clone of HEAD and
# count crashes, failures and passes. Not part of `make test`; slow (each run
# takes about as long as `make test`). Exits non-zero if any run crashed.
#
#   bash scripts/stress_suite.sh [N]
source "$(dirname "$0")/stress_lib.sh"

runs="${1:-20}"
repo="$(stress_clone)"
trap 'bash "$repo/scripts/postgis.sh" stop; rm -rf "$(dirname "$repo")"' EXIT
cd "$repo"
(cd / && bash "$repo/scripts/postgis.sh" start > /dev/null)  # runuser postgres cannot enter the private clone dir
set -a
source <(bash scripts/postgis.sh env)
set +a
stress_loop suite "$runs" .venv/bin/python -m pytest -q

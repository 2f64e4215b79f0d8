#!/usr/bin/env bash
# Run the whole test suite N times (default 20) from a clean clone of HEAD and
# count crashes, failures and passes. Not part of `make test`; slow (each run
# takes about as long as `make test`). Exits non-zero if any run crashed.
#
#   bash scripts/stress_suite.sh [N]
source "$(dirname "$0")/stress_lib.sh"

runs="${1:-20}"
repo="$(stress_clone)"
trap 'rm -rf "$(dirname "$repo")"' EXIT
cd "$repo"
# Each run gets a PostGIS cluster of its own, as `make test` gives it: a cluster
# kept across runs piles up pg_stat_statements and tables no single run leaves.
stress_loop suite "$runs" bash scripts/postgis.sh run .venv/bin/python -m pytest -q

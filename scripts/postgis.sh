#!/usr/bin/env bash
# Start/stop a throwaway PostgreSQL + PostGIS cluster for the test suite.
#
#   scripts/postgis.sh start   # idempotent; prints the env vars to export
#   scripts/postgis.sh stop    # stops the server and deletes the cluster
#   scripts/postgis.sh env     # prints PGHOST PGPORT PGUSER PGDATABASE
#
# Works as root with no terminal (CI): the cluster is owned by `postgres`
# because PostgreSQL refuses to run as root. Trust auth on loopback only.
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
PG_DATA="${MAP_ASSISTANT_PGDATA:-/tmp/map_assistant_pg}"
PG_PORT="${MAP_ASSISTANT_PGPORT:-55432}"
PG_USER="postgres"
PG_DB="map_assistant_test"
# The socket lives in the data dir: /var/run/postgresql may not exist in CI.
PG_SOCKET_DIR="$PG_DATA"

as_pg() {
    if [ "$(id -u)" = "0" ]; then
        runuser -u "$PG_USER" -- "$@"
    else
        "$@"
    fi
}

print_env() {
    echo "export PGHOST=127.0.0.1"
    echo "export PGPORT=$PG_PORT"
    echo "export PGUSER=$PG_USER"
    echo "export PGDATABASE=$PG_DB"
}

is_running() {
    "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PG_PORT" >/dev/null 2>&1
}

start() {
    if [ ! -f "$PG_DATA/PG_VERSION" ]; then
        mkdir -p "$PG_DATA"
        if [ "$(id -u)" = "0" ]; then chown "$PG_USER" "$PG_DATA"; fi
        chmod 700 "$PG_DATA"
        as_pg "$PG_BIN/initdb" -D "$PG_DATA" -U "$PG_USER" --auth=trust \
            --encoding=UTF8 --no-locale >"$PG_DATA.initdb.log" 2>&1
    fi
    if ! is_running; then
        # fsync off: a test cluster that is thrown away needs no durability.
        as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$PG_DATA/server.log" -w -t 30 \
            -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_SOCKET_DIR -c fsync=off" \
            start >/dev/null
    fi
    local exists
    exists=$(as_pg "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U "$PG_USER" -d postgres -tAc \
        "SELECT 1 FROM pg_database WHERE datname = '$PG_DB'")
    if [ "$exists" != "1" ]; then
        as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U "$PG_USER" "$PG_DB"
    fi
    PGOPTIONS="-c client_min_messages=warning" as_pg "$PG_BIN/psql" -q -h 127.0.0.1 -p "$PG_PORT" -U "$PG_USER" -d "$PG_DB" \
        -c "CREATE EXTENSION IF NOT EXISTS postgis" >/dev/null
    print_env
}

stop() {
    if [ -f "$PG_DATA/PG_VERSION" ]; then
        if is_running; then
            as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -m fast -w stop >/dev/null
        fi
        rm -rf "$PG_DATA" "$PG_DATA.initdb.log"
    fi
}

case "${1:-}" in
    start) start ;;
    stop) stop ;;
    env) print_env ;;
    *) echo "usage: $0 start|stop|env" >&2; exit 2 ;;
esac

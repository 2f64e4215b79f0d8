#!/usr/bin/env bash
# A throwaway PostgreSQL + PostGIS cluster for the test suite: a free port and its
# own temporary directory each, so two clones (or two runs) test side by side.
#
#   scripts/postgis.sh start        # idempotent; starts this clone's cluster, prints the env vars
#   scripts/postgis.sh env          # prints PGHOST PGPORT PGUSER PGDATABASE of the started cluster
#   scripts/postgis.sh stop         # stops it and deletes its directory
#   scripts/postgis.sh restart      # pg_ctl restart: the server goes away and comes back
#   scripts/postgis.sh run CMD...   # a private cluster for CMD alone (`make test`): started, CMD run
#                                   # with its env, stopped whatever CMD did; exits with CMD's status
#
# Where the cluster is (port, directory) is kept in a state directory: .pg/ in
# the clone (git-ignored), or $MAP_ASSISTANT_PGSTATE; `env`, `stop` and
# `restart` read it. pg_stat_statements is loaded, so tests can see what SQL
# the server ran. Works as root with no terminal (CI): the cluster is owned by
# `postgres` because PostgreSQL refuses to run as root. Trust auth on loopback only.
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
server_bin() {  # the newest PostgreSQL server with PostGIS: 15 on Debian 12, 17 in the matrix's trixie chroots
    local version
    for version in $(ls /usr/lib/postgresql 2>/dev/null | sort -rV); do  # a client-only version has no initdb
        if [ -x "/usr/lib/postgresql/$version/bin/initdb" ] &&
            [ -f "/usr/share/postgresql/$version/extension/postgis.control" ]; then
            echo "/usr/lib/postgresql/$version/bin"
            return
        fi
    done
}
PG_BIN="${PG_BIN:-$(server_bin)}"
[ -n "$PG_BIN" ] && [ -x "$PG_BIN/initdb" ] ||
    { echo "postgis.sh: no PostgreSQL server with PostGIS under /usr/lib/postgresql (make system installs them)" >&2; exit 1; }
PG_USER="postgres"
PG_DB="map_assistant_test"
STATE_DIR="${MAP_ASSISTANT_PGSTATE:-$REPO/.pg}"
PG_PORT="" PG_DIR="" PG_DATA=""

as_pg() {  # from /: postgres may not enter the caller's directory (a private clone)
    if [ "$(id -u)" = "0" ]; then
        (cd / && runuser -u "$PG_USER" -- "$@")
    else
        (cd / && "$@")
    fi
}

load_state() {  # PG_PORT, PG_DIR and PG_DATA of this state directory's cluster; false if none
    local key value
    [ -f "$STATE_DIR/cluster" ] || return 1
    while IFS='=' read -r key value; do
        case $key in
            port) PG_PORT=$value ;;
            dir) PG_DIR=$value PG_DATA=$value/data ;;
        esac
    done <"$STATE_DIR/cluster"
    [ -n "$PG_PORT" ] && [ -f "$PG_DATA/PG_VERSION" ]
}

write_state() {
    mkdir -p "$STATE_DIR"
    printf 'port=%s\ndir=%s\n' "$PG_PORT" "$PG_DIR" >"$STATE_DIR/cluster"
}

print_env() {
    echo "export PGHOST=127.0.0.1"
    echo "export PGPORT=$PG_PORT"
    echo "export PGUSER=$PG_USER"
    echo "export PGDATABASE=$PG_DB"
}

is_running() {  # no port yet: not started (pg_isready would ask $PGPORT's server instead)
    [ -n "$PG_PORT" ] && "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PG_PORT" >/dev/null 2>&1
}

free_port() {  # a port nobody listens on now; start_server retries if another process takes it first
    /usr/bin/python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

init_cluster() {  # a new directory under /tmp: logs, and the cluster in data/
    PG_DIR=$(mktemp -d "${TMPDIR:-/tmp}/map_assistant_pg.XXXXXX")
    PG_DATA=$PG_DIR/data
    mkdir -m 700 "$PG_DATA"
    if [ "$(id -u)" = "0" ]; then chown -R "$PG_USER" "$PG_DIR"; fi
    as_pg "$PG_BIN/initdb" -D "$PG_DATA" -U "$PG_USER" --auth=trust \
        --encoding=UTF8 --no-locale >"$PG_DIR/initdb.log" 2>&1 ||
        { cat "$PG_DIR/initdb.log" >&2; exit 1; }
    # The socket lives in the data dir: /var/run/postgresql may not exist in CI.
    # fsync off: a test cluster that is thrown away needs no durability.
    {
        echo "listen_addresses = '127.0.0.1'"
        echo "unix_socket_directories = '$PG_DATA'"
        echo "fsync = off"
        echo "shared_preload_libraries = 'pg_stat_statements'"
    } >>"$PG_DATA/postgresql.conf"
    write_state
}

start_server() {  # on a free port; another process may take it between the choice and the bind
    local attempt
    for attempt in 1 2 3 4 5; do
        PG_PORT=$(free_port)
        write_state
        if as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$PG_DIR/server.log" -w -t 30 \
            -o "-p $PG_PORT" start >/dev/null; then
            return 0
        fi
        grep -q "could not bind" "$PG_DIR/server.log" 2>/dev/null || break  # not the port: retrying cannot help
        echo "postgis.sh: port $PG_PORT was taken meanwhile (attempt $attempt)" >&2
    done
    tail -5 "$PG_DIR/server.log" >&2 || true
    echo "postgis.sh: PostgreSQL could not start (log: $PG_DIR/server.log)" >&2
    exit 1
}

start() {
    load_state || init_cluster
    is_running || start_server
    local exists
    exists=$(as_pg "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U "$PG_USER" -d postgres -tAc \
        "SELECT 1 FROM pg_database WHERE datname = '$PG_DB'")
    if [ "$exists" != "1" ]; then
        as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U "$PG_USER" "$PG_DB"
    fi
    PGOPTIONS="-c client_min_messages=warning" as_pg "$PG_BIN/psql" -q -h 127.0.0.1 -p "$PG_PORT" \
        -U "$PG_USER" -d "$PG_DB" -c "CREATE EXTENSION IF NOT EXISTS postgis" \
        -c "CREATE EXTENSION IF NOT EXISTS pg_stat_statements" >/dev/null
    print_env
}

require_state() {
    load_state || { echo "postgis.sh: no cluster started for $STATE_DIR; run: scripts/postgis.sh start" >&2; exit 1; }
}

restart() {
    require_state
    as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$PG_DIR/server.log" -m fast -w -t 30 restart >/dev/null
}

stop() {
    if load_state && is_running; then
        as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -m fast -w stop >/dev/null
    fi
    if [[ $PG_DIR == */map_assistant_pg.* ]]; then rm -rf "$PG_DIR"; fi
    rm -f "$STATE_DIR/cluster"
    rmdir "$STATE_DIR" 2>/dev/null || true
}

run() {  # a cluster of its own (own state directory), stopped on every way out
    [ $# -gt 0 ] || { echo "usage: $0 run COMMAND..." >&2; exit 2; }
    mkdir -p "$REPO/.pg"
    STATE_DIR=$(mktemp -d "$REPO/.pg/run.XXXXXX")
    trap 'stop' EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
    start >/dev/null
    set -a
    source <(print_env)
    set +a
    local rc=0
    "$@" || rc=$?
    exit "$rc"
}

case "${1:-}" in
    start) start ;;
    stop) stop ;;
    env) require_state; print_env ;;
    restart) restart ;;
    run) shift; run "$@" ;;
    *) echo "usage: $0 start|env|stop|restart|run COMMAND..." >&2; exit 2 ;;
esac

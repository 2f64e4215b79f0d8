"""PostGIS fixtures: the throwaway server that scripts/postgis.sh starts.

The server is the one the PG* variables name (`make test` sets them for the
cluster of its run), else the one `scripts/postgis.sh start` started for this
clone (its port is in .pg/cluster). `postgis_conn` is a QGIS connection
(QgsAbstractDatabaseProviderConnection) to it; `postgis_points` loads a small
table and returns its QgsVectorLayer. Without the server the tests fail with a
message saying how to start it: a skipped test proves nothing, and `make test`
always starts the server.
"""

from __future__ import annotations

import os
import uuid
from pathlib import Path

import pytest

from support.gis_data import release_canvas

CLUSTER_STATE = Path(__file__).resolve().parents[2] / ".pg" / "cluster"


def _clone_cluster_port() -> str:
    """The port `scripts/postgis.sh start` chose for this clone; "" if none was started."""
    try:
        lines = CLUSTER_STATE.read_text().splitlines()
    except OSError:
        return ""
    return next((line.split("=", 1)[1] for line in lines if line.startswith("port=")), "")


POSTGIS_ENV = {
    "host": os.environ.get("PGHOST", "127.0.0.1"),
    "port": os.environ.get("PGPORT") or _clone_cluster_port(),
    "user": os.environ.get("PGUSER", "postgres"),
    "dbname": os.environ.get("PGDATABASE", "map_assistant_test"),
}


def postgis_layer(table: str, key: str, name: str):
    """The table public.``table`` (geometry column ``geom``) as a PostGIS layer."""
    from qgis.core import QgsDataSourceUri, QgsVectorLayer

    uri = QgsDataSourceUri(postgis_conninfo())
    uri.setDataSource("public", table, "geom", "", key)
    layer = QgsVectorLayer(uri.uri(False), name, "postgres")
    assert layer.isValid(), f"PostGIS layer {table} did not load"
    return layer


def postgis_conninfo() -> str:
    return " ".join(f"{key}={value}" for key, value in POSTGIS_ENV.items())


@pytest.fixture(scope="session")
def postgis_conn(qgis_app):
    from qgis.core import QgsProviderConnectionException, QgsProviderRegistry

    if not POSTGIS_ENV["port"]:
        pytest.fail("no PostGIS test server: PGPORT is not set and scripts/postgis.sh start was not run "
                    "for this clone; run `make test`, or `scripts/postgis.sh start`")
    metadata = QgsProviderRegistry.instance().providerMetadata("postgres")
    try:
        connection = metadata.createConnection(postgis_conninfo(), {})
        connection.executeSql("SELECT postgis_version()")
    except QgsProviderConnectionException as err:
        message = (
            f"PostGIS test server not reachable at {postgis_conninfo()} ({err}); "
            "run `make test`, or start it with `scripts/postgis.sh start`"
        )
        pytest.fail(message)
    return connection


@pytest.fixture
def postgis_points(postgis_conn):
    """A fresh table of 50 points (id, cat = id % 5, name) and its layer; dropped after."""
    table = f"pts_{uuid.uuid4().hex[:8]}"
    postgis_conn.executeSql(
        f"CREATE TABLE public.{table} (id serial PRIMARY KEY, cat integer, name text, "
        "geom geometry(Point, 4326));"
        f"INSERT INTO public.{table} (cat, name, geom) "
        "SELECT g % 5, 'p' || g, ST_SetSRID(ST_MakePoint(g, g / 2.0), 4326) "
        "FROM generate_series(1, 50) AS g;"
        f"CREATE INDEX ON public.{table} USING gist (geom);"
    )
    layer = postgis_layer(table, "id", "pg_points")
    yield layer
    postgis_conn.executeSql(f"DROP TABLE IF EXISTS public.{table}")


@pytest.fixture
def text_keyed_layer(postgis_conn, qgis_new_project):
    """The PARCELS (one code holds a quote) in a PostGIS table whose primary key is
    the text ``code``, as the project layer ``parcels_by_code``; dropped after."""
    from qgis.core import QgsProject

    from support.gis_data import GPKG_CRS, PARCELS

    table = f"parcels_{uuid.uuid4().hex[:8]}"

    def literal(text: str) -> str:
        return "'" + text.replace("'", "''") + "'"

    rows = ", ".join(f"({literal(code)}, {literal(owner)}, ST_GeomFromText({literal(wkt)}, {GPKG_CRS}))"
                     for code, owner, wkt in PARCELS)
    postgis_conn.executeSql(
        f"CREATE TABLE public.{table} (code text PRIMARY KEY, owner text, geom geometry(Polygon, {GPKG_CRS}));"
        f"INSERT INTO public.{table} (code, owner, geom) VALUES {rows};"
    )
    layer = postgis_layer(table, "code", "parcels_by_code")
    QgsProject.instance().addMapLayer(layer)
    yield layer
    QgsProject.instance().removeAllMapLayers()
    postgis_conn.executeSql(f"DROP TABLE IF EXISTS public.{table}")


def sql_literal(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def write_postgis_tables(connection, suffix: str) -> dict[str, str]:
    """ROADS and PARCELS (see support.gis_data) as PostGIS tables keyed by an integer
    ``fid``, like the GeoPackage ones: {layer name: table name}."""
    from support.gis_data import GPKG_CRS, PARCELS, ROADS

    tables = {"roads": f"roads_{suffix}", "parcels": f"parcels_{suffix}"}
    roads = ", ".join(f"({sql_literal(name)}, {lanes}, ST_GeomFromText({sql_literal(wkt)}, {GPKG_CRS}))"
                      for name, lanes, wkt in ROADS)
    parcels = ", ".join(f"({sql_literal(code)}, {sql_literal(owner)}, ST_GeomFromText({sql_literal(wkt)}, {GPKG_CRS}))"
                        for code, owner, wkt in PARCELS)
    connection.executeSql(
        f"CREATE TABLE public.{tables['roads']} (fid serial PRIMARY KEY, name text, lanes integer, "
        f"geom geometry(LineString, {GPKG_CRS}));"
        f"INSERT INTO public.{tables['roads']} (name, lanes, geom) VALUES {roads};"
        f"CREATE INDEX ON public.{tables['roads']} USING gist (geom);"
        f"CREATE TABLE public.{tables['parcels']} (fid serial PRIMARY KEY, code text UNIQUE, owner text, "
        f"geom geometry(Polygon, {GPKG_CRS}));"
        f"INSERT INTO public.{tables['parcels']} (code, owner, geom) VALUES {parcels};"
        f"CREATE INDEX ON public.{tables['parcels']} USING gist (geom);"
    )
    return tables


@pytest.fixture
def postgis_project(postgis_conn, qgis_new_project, qgis_canvas):
    """``gpkg_project``'s twin in PostGIS: ``roads`` and ``parcels`` as project layers
    over their own tables (integer ``fid`` keys); {name: layer}, tables dropped after."""
    from qgis.core import QgsProject

    tables = write_postgis_tables(postgis_conn, uuid.uuid4().hex[:8])
    layers = {name: postgis_layer(table, "fid", name) for name, table in tables.items()}
    QgsProject.instance().addMapLayers(list(layers.values()))
    yield layers
    release_canvas(qgis_canvas)
    QgsProject.instance().removeAllMapLayers()
    postgis_conn.executeSql("".join(f"DROP TABLE IF EXISTS public.{table};" for table in tables.values()))


@pytest.fixture
def server_statements(postgis_conn):
    """What the PostGIS server ran from now on (pg_stat_statements): see ServerStatements."""
    from support.pg_stats import ServerStatements

    return ServerStatements(postgis_conn)


class PrivateCluster:
    """A PostGIS cluster of one test (scripts/postgis.sh with its own state
    directory: free port, own data directory), for tests that stop or restart
    the server, which the shared one must never see."""

    SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "postgis.sh"

    def __init__(self, state_dir: Path):
        self.env = dict(os.environ, MAP_ASSISTANT_PGSTATE=str(state_dir))
        printed = self._script("start")
        exported = dict(line.removeprefix("export ").split("=", 1) for line in printed.splitlines())
        self.conninfo = (f"host={exported['PGHOST']} port={exported['PGPORT']} "
                         f"user={exported['PGUSER']} dbname={exported['PGDATABASE']}")

    def _script(self, command: str) -> str:
        import subprocess

        done = subprocess.run(["bash", str(self.SCRIPT), command], env=self.env, capture_output=True,
                              text=True, timeout=120, check=False)
        assert done.returncode == 0, f"scripts/postgis.sh {command} failed: {done.stderr}"
        return done.stdout

    def restart(self) -> None:
        self._script("restart")

    def stop(self) -> None:
        self._script("stop")

    def connection(self):
        from qgis.core import QgsProviderRegistry

        return QgsProviderRegistry.instance().providerMetadata("postgres").createConnection(self.conninfo, {})

    def layer(self, table: str, key: str, name: str):
        from qgis.core import QgsDataSourceUri, QgsVectorLayer

        uri = QgsDataSourceUri(self.conninfo)
        uri.setDataSource("public", table, "geom", "", key)
        layer = QgsVectorLayer(uri.uri(False), name, "postgres")
        assert layer.isValid(), f"PostGIS layer {table} did not load from the private cluster"
        return layer


@pytest.fixture
def private_postgis(tmp_path_factory, qgis_app):
    """A PostGIS server of this test alone (``PrivateCluster``); stopped and deleted after."""
    cluster = PrivateCluster(tmp_path_factory.mktemp("pgstate"))
    yield cluster
    cluster.stop()

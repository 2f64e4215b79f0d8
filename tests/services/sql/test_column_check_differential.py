"""Issue 21: the column check never refuses a query the layer's own engine would run.

A differential test: hypothesis draws queries over QGIS's world_map.gpkg
(support/instruments/sql_strategies.py: subqueries, CTEs, joins, aliases, correlated and
mixed-case references, set operations, and some columns no table has). The
engine is the judge: SQLite compiles each with EXPLAIN on the GeoPackage opened
read-only; PostgreSQL PREPAREs each, in a READ ONLY transaction rolled back after,
over the same tables copied into PostGIS (names kept as they are: "NAME",
"ISO_A3"). Whatever the engine prepares, the check must accept: no false
rejection. Of the queries it refuses for a missing column, the check catches
most (a miss costs only a failed click, so that share is reported, not required).

``columns_of`` reads each table's columns from the database, in the case it has
them: what the plugin passes (fields, key and geometry column; see
test_the_columns_are_those_the_plugin_passes).
"""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from map_assistant.services.sql.guard import SqlRejected, check_read_only, unknown_columns
from osgeo import gdal
from support.fixtures.gis_data import qgis_data_path
from support.fixtures.postgis import postgis_conninfo
from support.instruments.sql_strategies import kind_of, queries

TABLES = ("countries", "states_provinces", "disputed_borders")
SQLITE_EXAMPLES = 2_000
POSTGRES_EXAMPLES = 1_000
COLUMN = "a missing column"  # an engine's verdict: it refused the query for a column


@dataclass
class Tally:
    """What a differential run saw."""

    generated: int = 0
    distinct: set[str] = field(default_factory=set)
    prepared: int = 0
    refused_for_column: int = 0
    refused_otherwise: int = 0
    caught: int = 0
    false_rejections: list[tuple[str, list[str]]] = field(default_factory=list)

    def add(self, sql: str, verdict: str | None, objections: list[str]) -> None:
        self.generated += 1
        self.distinct.add(sql)
        if verdict is None:
            self.prepared += 1
            if objections:
                self.false_rejections.append((sql, objections))
        elif verdict == COLUMN:
            self.refused_for_column += 1
            self.caught += bool(objections)
        else:
            self.refused_otherwise += 1

    def report(self, engine: str, seconds: float) -> str:
        return (f"{engine}: {self.generated} queries generated ({len(self.distinct)} distinct) in {seconds:.1f} s; "
                f"prepared by the engine {self.prepared}, refused for a missing column {self.refused_for_column} "
                f"(caught by the check {self.caught}), refused otherwise {self.refused_otherwise}; "
                f"false rejections {len(self.false_rejections)}")

    def assert_no_false_rejection(self, engine: str) -> None:
        """None, else how many, and the shortest three (the easiest to read)."""
        shortest = sorted(self.false_rejections, key=lambda pair: len(pair[0]))[:3]
        listed = "\n".join(f"{sql}\n  -> {'; '.join(said)}" for sql, said in shortest)
        if self.false_rejections:
            pytest.fail(f"{len(self.false_rejections)} queries {engine} prepares were refused by the check, "
                        f"e.g.:\n{listed}", pytrace=False)

    def assert_meaningful(self) -> None:
        """The run proves something only if both verdicts occurred, mostly 'prepared'."""
        assert len(self.distinct) >= 0.8 * self.generated
        assert self.prepared > 0.5 * self.generated
        assert self.refused_for_column > 0.05 * self.generated
        assert self.refused_otherwise < 0.05 * self.generated


def objections(sql: str, dialect: str, columns_of) -> list[str]:
    """What the check says against ``sql`` ([]: it accepts), as the plugin calls it."""
    try:
        parsed = check_read_only(sql, dialect)
    except SqlRejected as rejected:
        return [rejected.user_message]
    return [problem.message() for problem in unknown_columns(parsed, columns_of)]


def differential(dialect: str, schema, columns_of, verdict: Callable[[str], str | None], examples: int,
                 engine: str) -> Tally:
    """Every drawn query judged by the engine and by the check. The run goes to the
    end (the same queries every time: derandomized), so a failure says how many."""
    tally = Tally()

    @settings(max_examples=examples, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(queries(schema, dialect))
    def compare(sql):
        tally.add(sql, verdict(sql), objections(sql, dialect, columns_of))

    started = time.perf_counter()
    compare()
    print(tally.report(engine, time.perf_counter() - started))
    assert tally.generated >= examples, f"hypothesis ran {tally.generated} of {examples} examples"
    return tally


def case_insensitive(columns: dict[str, list[str]]):
    """columns_of as the plugin's: a layer is found by its name in any case; else None."""
    lowered = {name.lower(): names for name, names in columns.items()}
    return lambda table: lowered.get(table.lower())


# ---------------------------------------------------------------- SQLite (GeoPackage)


@pytest.fixture(scope="module")
def world_copy(tmp_path_factory) -> Path:
    """world_map.gpkg, copied: nothing here may ever touch QGIS's own."""
    path = tmp_path_factory.mktemp("world") / "world_map.gpkg"
    shutil.copy(qgis_data_path("world_map.gpkg"), path)
    return path


@pytest.fixture(scope="module")
def geopackage(world_copy) -> sqlite3.Connection:
    """The copy, opened read-only."""
    connection = sqlite3.connect(f"file:{world_copy}?mode=ro", uri=True)
    yield connection
    connection.close()


def sqlite_schema(connection: sqlite3.Connection) -> dict[str, list[tuple[str, str]]]:
    return {table: [(row[1], kind_of(row[2])) for row in connection.execute(f'PRAGMA table_info("{table}")')]
            for table in TABLES}


def sqlite_verdict(connection: sqlite3.Connection) -> Callable[[str], str | None]:
    def verdict(sql: str) -> str | None:
        try:
            connection.execute(f"EXPLAIN {sql}")  # compiles the statement, runs none of it
        except sqlite3.Error as error:
            return COLUMN if "no such column" in str(error) else str(error)
        return None

    return verdict


def test_sqlite_prepares_nothing_the_check_refuses(geopackage):
    schema = sqlite_schema(geopackage)
    columns_of = case_insensitive({table: [name for name, _ in columns] for table, columns in schema.items()})
    tally = differential("sqlite", schema, columns_of, sqlite_verdict(geopackage), SQLITE_EXAMPLES, "SQLite")
    tally.assert_no_false_rejection("SQLite")
    tally.assert_meaningful()


def test_the_columns_are_those_the_plugin_passes(world_project, geopackage, qgis_canvas):
    """For a GeoPackage layer the plugin offers its fields (fid among them), key and
    geometry column: exactly the table's columns, which the differential test uses."""
    from map_assistant.services.checks.action_checks import _columns
    from map_assistant.services.snapshot.builder import build_snapshot
    from qgis.core import QgsProject

    snapshot = build_snapshot(QgsProject.instance(), qgis_canvas)
    for table in ("countries", "states_provinces"):
        pragma = [name for name, _ in sqlite_schema(geopackage)[table]]
        assert sorted(_columns(snapshot, table, native=True)) == sorted(pragma)


# ---------------------------------------------------------------- PostgreSQL (PostGIS)


class Postgres:
    """One session on the test server (psycopg, psycopg2, else psql per query)."""

    def __init__(self, conninfo: str, schema: str):
        self.conninfo, self.schema = conninfo, schema
        self.driver = _driver()
        self.connection = self.driver.connect(conninfo) if self.driver else None
        if self.connection is not None:
            self.connection.autocommit = True
            self.run(f"SET search_path TO {schema}, public")

    def run(self, sql: str) -> list[tuple]:
        if self.connection is None:
            done = subprocess.run(["psql", "-X", "-q", "-A", "-t", "-F", "\t", "-v", "ON_ERROR_STOP=1",
                                   "-d", self.conninfo, "-c", sql], capture_output=True, text=True, check=True)
            return [tuple(line.split("\t")) for line in done.stdout.splitlines() if line]
        with self.connection.cursor() as cursor:
            cursor.execute(sql)
            return cursor.fetchall() if cursor.description else []

    def verdict(self, sql: str) -> str | None:
        """None when PostgreSQL prepares ``sql`` (in a READ ONLY transaction, rolled back)."""
        if self.connection is None:
            script = (f"\\set VERBOSITY verbose\nSET search_path TO {self.schema}, public;\nBEGIN READ ONLY;\n"
                      f"PREPARE candidate AS {sql};\nROLLBACK;\n")
            done = subprocess.run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", self.conninfo],
                                  input=script, capture_output=True, text=True, check=False)
            return None if done.returncode == 0 else (COLUMN if " 42703:" in done.stderr else done.stderr)
        with self.connection.cursor() as cursor:
            cursor.execute("BEGIN READ ONLY")
            try:
                cursor.execute(f"PREPARE candidate AS {sql}")
                cursor.execute("DEALLOCATE candidate")
            except self.driver.Error as error:
                code = getattr(error, "pgcode", None) or getattr(error, "sqlstate", None)  # psycopg2, psycopg
                return COLUMN if code == "42703" else str(error)  # 42703: undefined_column
            finally:
                cursor.execute("ROLLBACK")
        return None

    def close(self) -> None:
        if self.connection is not None:
            self.connection.close()


def _driver():
    for name in ("psycopg", "psycopg2"):
        try:
            return __import__(name)
        except ImportError:
            continue
    return None


@pytest.fixture
def postgis_world(postgis_conn, world_copy):
    """The GeoPackage's tables in a schema of their own on the test server, their
    names and columns as they are (GDAL with LAUNDER=NO); dropped after."""
    schema = f"world_{uuid.uuid4().hex[:8]}"
    postgis_conn.executeSql(f"CREATE SCHEMA {schema}")
    copied = gdal.VectorTranslate(f"PG:{postgis_conninfo()}", str(world_copy), format="PostgreSQL",
                                  layers=list(TABLES), layerCreationOptions=[
                                      f"SCHEMA={schema}", "LAUNDER=NO", "GEOMETRY_NAME=geom", "FID=fid",
                                      "SPATIAL_INDEX=NONE"])
    assert copied is not None, gdal.GetLastErrorMsg()
    copied = None  # closes the connection GDAL opened
    database = Postgres(postgis_conninfo(), schema)
    yield database
    database.close()
    postgis_conn.executeSql(f"DROP SCHEMA {schema} CASCADE")


def postgres_schema(database: Postgres) -> dict[str, list[tuple[str, str]]]:
    rows = database.run("SELECT table_name, column_name, data_type FROM information_schema.columns "
                        f"WHERE table_schema = '{database.schema}' ORDER BY table_name, ordinal_position")
    schema: dict[str, list[tuple[str, str]]] = {}
    for table, column, data_type in rows:
        schema.setdefault(table, []).append((column, kind_of(data_type)))
    assert sorted(schema) == sorted(TABLES)
    return schema


@pytest.mark.postgis
def test_postgres_prepares_nothing_the_check_refuses(postgis_world):
    schema = postgres_schema(postgis_world)
    assert "NAME" in dict(schema["countries"])  # the case was kept: "NAME" must be quoted there
    columns_of = case_insensitive({table: [name for name, _ in columns] for table, columns in schema.items()})
    examples = POSTGRES_EXAMPLES if postgis_world.connection else POSTGRES_EXAMPLES // 4  # psql: 70 ms a query
    tally = differential("postgres", schema, columns_of, postgis_world.verdict, examples, "PostgreSQL")
    tally.assert_no_false_rejection("PostgreSQL")
    tally.assert_meaningful()

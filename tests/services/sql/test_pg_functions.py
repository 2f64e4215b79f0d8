"""The PostgreSQL function allow-list (issue 37): the guard refuses what is not on it,
and lets the everyday functions through, typed by sqlglot or not."""

import pytest
from map_assistant.services.sql.guard import SqlRejected, check_read_only
from map_assistant.services.sql.pg_functions import called_name
from sqlglot import exp, parse_one

# Each got past the deny-list before; dblink_* escape the READ ONLY transaction.
ATTACKS = [
    ("SELECT dblink_connect_u('host=127.0.0.1 dbname=x')", "dblink_connect_u"),
    ("SELECT dblink_connect('c', 'dbname=x')", "dblink_connect"),
    ("SELECT dblink_open('c', 'SELECT 1')", "dblink_open"),
    ("SELECT * FROM dblink('dbname=x', 'DELETE FROM t') AS r(a int)", "dblink"),
    ("SELECT dblink_exec('dbname=x', 'DELETE FROM t')", "dblink_exec"),
    ("SELECT dblink_send_query('c', 'DELETE FROM t')", "dblink_send_query"),
    ("SELECT pg_file_write('x.txt', 'x', false)", "pg_file_write"),
    ("SELECT * FROM pg_ls_logdir()", "pg_ls_logdir"),
    ("SELECT * FROM pg_ls_waldir()", "pg_ls_waldir"),
    ("SELECT * FROM pg_ls_dir('.')", "pg_ls_dir"),
    ("SELECT pg_read_file('/etc/passwd')", "pg_read_file"),
    ("SELECT lo_get(1)", "lo_get"),
    ("SELECT lo_create(0)", "lo_create"),
    ("SELECT lo_import('/etc/passwd')", "lo_import"),
    ("SELECT pg_notify('c', 'x')", "pg_notify"),
    ("SELECT pg_advisory_lock(1)", "pg_advisory_lock"),
    ("SELECT pg_try_advisory_lock(1)", "pg_try_advisory_lock"),
    ("SELECT pg_advisory_unlock_all()", "pg_advisory_unlock_all"),
    ("SELECT pg_stat_reset()", "pg_stat_reset"),
    ("SELECT pg_create_logical_replication_slot('s', 'test_decoding')", "pg_create_logical_replication_slot"),
    ("SELECT pg_create_physical_replication_slot('s')", "pg_create_physical_replication_slot"),
    ("SELECT pg_drop_replication_slot('s')", "pg_drop_replication_slot"),
    ("SELECT pg_terminate_backend(1)", "pg_terminate_backend"),
    ("SELECT set_config('search_path', 'x', false)", "set_config"),
    ("SELECT current_setting('data_directory')", "current_setting"),
    ("SELECT nextval('t_id_seq')", "nextval"),
    ("SELECT query_to_xml('SELECT pg_read_file(''/etc/passwd'')', true, false, '')", "query_to_xml"),  # SQL inside a text
    ("SELECT postgis_full_version()", "postgis_full_version"),
    ("SELECT UpdateGeometrySRID('t', 'geom', 4326)", "UpdateGeometrySRID"),
    ("SELECT ST_MapAlgebra(rast, 1, NULL, 'pg_read_file(''x'')::float') FROM t", "ST_MapAlgebra"),  # SQL inside a text
    ("SELECT ST_CreateTopoGeo('topo', geom) FROM t", "ST_CreateTopoGeo"),
    ("SELECT pg_catalog.pg_read_file('/etc/passwd')", "pg_read_file"),  # schema-qualified
    ('SELECT "dblink_connect_u"(\'x\')', "dblink_connect_u"),  # quoted
    ("SELECT id FROM t, LATERAL dblink_open('c', 'SELECT 1') AS o", "dblink_open"),
    ("SELECT count(*) FROM t WHERE id IN (SELECT pg_advisory_lock(id) FROM t)", "pg_advisory_lock"),  # nested
]


@pytest.mark.parametrize(("sql", "name"), ATTACKS)
def test_every_attack_function_is_refused_by_name(sql, name):
    with pytest.raises(SqlRejected) as info:
        check_read_only(sql, "postgres")
    message = info.value.user_message
    assert f"the function {name} is not allowed" in message
    assert "not on the list of functions" in message


EVERYDAY = [
    "SELECT count(*), count(DISTINCT cat), sum(id), avg(id), min(name), max(name) FROM t",
    "SELECT round(avg(id)::numeric, 2), abs(id), ceil(id / 3.0), floor(id / 3.0), sqrt(id), power(id, 2) FROM t",
    "SELECT lower(name), upper(name), initcap(name), length(name), trim(name), substring(name from 1 for 2) FROM t",
    "SELECT substr(name, 1, 2), replace(name, 'a', 'b'), split_part(name, ' ', 1), concat(name, '!') FROM t",
    "SELECT name || ' (' || id || ')', left(name, 3), right(name, 3), position('a' in name), strpos(name, 'a') FROM t",
    "SELECT regexp_replace(name, '[0-9]', ''), lpad(name, 5), to_char(d, 'YYYY-MM'), date_trunc('month', d) FROM t",
    "SELECT extract(year FROM d), date_part('dow', d), age(d), now(), current_date, d + interval '1 day' FROM t",
    "SELECT to_date('2020-01-01', 'YYYY-MM-DD'), to_timestamp(0), make_date(2020, 1, 1) FROM t",
    "SELECT coalesce(name, '?'), nullif(cat, 0), greatest(id, cat), least(id, cat) FROM t",
    "SELECT CAST(id AS text), id::float8, cast(name AS integer), to_number(name, '999') FROM t",
    "SELECT CASE WHEN cat > 2 THEN 'big' ELSE 'small' END FROM t",
    "SELECT string_agg(name, ', ' ORDER BY name), array_agg(id), json_agg(name), jsonb_agg(id) FROM t",
    "SELECT row_number() OVER (ORDER BY id), rank() OVER (PARTITION BY cat ORDER BY id), "
    "lag(id) OVER (ORDER BY id), sum(id) OVER (PARTITION BY cat) FROM t",
    "SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY id), mode() WITHIN GROUP (ORDER BY cat) FROM t",
    "SELECT stddev(id), variance(id), bool_and(id > 0), count(*) FILTER (WHERE cat = 1) FROM t",
    "SELECT j ->> 'name', j -> 'a', jsonb_build_object('id', id), to_json(name) FROM t",
    "SELECT array_length(ARRAY[1, 2], 1), unnest(ARRAY[1, 2]), array_to_string(ARRAY['a'], ','), cardinality(ARRAY[1])",
    "SELECT * FROM generate_series(1, 3)",
    "SELECT ST_Area(geom::geography), ST_Transform(geom, 3857), ST_AsText(geom), ST_X(geom), ST_SRID(geom) FROM t",
    "SELECT id FROM t WHERE ST_Intersects(geom, ST_MakeEnvelope(0, 0, 1, 1, 4326)) AND ST_DWithin(geom, geom, 1)",
    "SELECT ST_Union(geom), ST_Extent(geom), ST_Collect(geom), ST_Centroid(ST_Union(geom)) FROM t",
    "SELECT ST_Buffer(geom, 1), ST_Length(geom), ST_Distance(geom, ST_SetSRID(ST_Point(0, 0), 4326)) FROM t",
    "SELECT Box2D(geom), GeometryType(geom), geography(geom), ST_AsGeoJSON(geom) FROM t",
    "SELECT EXISTS (SELECT 1 FROM t), id = ANY(ARRAY[1, 2]) FROM t",
    "SELECT pg_sleep(1), count(*) FROM t",  # bounded by the statement timeout; the cancel tests use it
]


@pytest.mark.parametrize("sql", EVERYDAY)
def test_everyday_functions_are_accepted(sql):
    assert check_read_only(sql, "postgres").tree is not None


@pytest.mark.parametrize(
    ("sql", "name"),
    [
        ("SELECT string_agg(n, ',') FROM t", "string_agg"),  # exp.GroupConcat
        ("SELECT to_char(d, 'YYYY') FROM t", "to_char"),  # exp.TimeToStr
        ("SELECT date_trunc('month', d) FROM t", "date_trunc"),  # exp.TimestampTrunc
        ("SELECT bool_and(b) FROM t", "bool_and"),  # exp.LogicalAnd
        ("SELECT count(*) FROM t", "count"),
        ("SELECT j -> 'a' FROM t", None),  # an operator
    ],
)
def test_a_typed_function_is_checked_by_its_postgresql_name(sql, name):
    node = next(parse_one(sql, read="postgres").find_all(exp.Func))
    assert called_name(node) == name


def test_sqlite_keeps_its_deny_list():
    """The allow-list is PostgreSQL's: SpatiaLite functions still pass in SQLite."""
    check_read_only("SELECT MbrMinX(geom), ST_Area(geom), group_concat(name) FROM t", "sqlite")
    with pytest.raises(SqlRejected, match="MbrMinX"):
        check_read_only("SELECT MbrMinX(geom) FROM t", "postgres")

"""pg_stats finds the statement that did the work and counts the rows a table sent to the client."""

import pytest

from support.instruments.pg_stats import Statement, assert_ran_in_postgres, table_reads


def test_a_constant_matches_itself_or_a_placeholder_never_another_literal():
    normalised = Statement("SELECT count(*)\n FROM pts WHERE cat = $1 AND name = $2", 1, 1)
    declared = Statement("SELECT id FROM pts WHERE cat = 3 AND name = 'p''s'", 1, 1)
    assert normalised.has("where cat = 3", "name = 'x'") and normalised.has("SELECT COUNT(*) from pts")
    assert declared.has("where cat = 3", "name = 'p''s'") and declared.has("cat = $1")
    assert not declared.has("where cat = 4") and not declared.has("where cat = 30")
    assert not declared.has("name = 'q'") and not declared.has("where cat = 3", "group by")


def test_a_cursor_reads_as_its_select_with_the_rows_of_its_fetches():
    ran = [Statement("DECLARE qgis_7 BINARY CURSOR WITH HOLD FOR SELECT id FROM public.pts WHERE cat = 3", 1, 0),
           Statement("FETCH FORWARD 2000 FROM qgis_7", 2, 10),
           Statement("FETCH FORWARD 2000 FROM qgis_8", 1, 50),  # another cursor's rows
           Statement("SELECT count(*) FROM public.pts", 1, 1),
           Statement("SELECT id FROM public.other", 1, 40)]
    assert table_reads(ran, "PTS") == [Statement("SELECT id FROM public.pts WHERE cat = 3", 1, 10),
                                       Statement("SELECT count(*) FROM public.pts", 1, 1)]


@pytest.mark.postgis
def test_the_server_shows_a_filter_run_there_and_a_whole_table_read(postgis_conn, postgis_points, server_statements):
    table = postgis_points.dataProvider().uri().table()
    postgis_conn.executeSql(f"SELECT id FROM public.{table} WHERE cat = 3")
    reads = assert_ran_in_postgres(server_statements, postgis_points, 10, "where cat = 3")
    assert [read.rows for read in reads if read.has("where cat = 3")] == [10], reads
    postgis_conn.executeSql(f"SELECT id FROM public.{table} WHERE cat = 3")
    with pytest.raises(AssertionError, match="no statement"):
        assert_ran_in_postgres(server_statements, postgis_points, 10, "where cat = 3", "order by")
    postgis_conn.executeSql(f"SELECT id, name FROM public.{table}")
    with pytest.raises(AssertionError, match="more than 10 rows"):
        assert_ran_in_postgres(server_statements, postgis_points, 10, "select id, name")
    assert table_reads(server_statements.since(), table) == []  # each look starts where the last ended

"""The functions a model-written PostgreSQL query may call: an allow-list.

A deny-list of PostgreSQL functions always had gaps (dblink_connect_u, pg_file_write,
pg_ls_logdir, lo_get, pg_notify, advisory locks, pg_stat_reset, replication slots...),
and a READ ONLY transaction does not hold them all: dblink opens a connection of its
own, outside it. So a query calls only the everyday functions listed here, and
PostGIS's ST_ ones less those that edit a topology or evaluate SQL text.

Pure Python (sqlglot), no qgis import. ``refusal(node)`` is what the guard asks.
"""

from __future__ import annotations

import re

from sqlglot import exp
from sqlglot.errors import ErrorLevel

from ...agent.user_text import UserText, for_user

_AGGREGATES = """
count sum avg min max string_agg array_agg json_agg jsonb_agg json_object_agg jsonb_object_agg
bool_and bool_or every bit_and bit_or bit_xor stddev stddev_pop stddev_samp variance var_pop var_samp
corr covar_pop covar_samp regr_avgx regr_avgy regr_count regr_intercept regr_r2 regr_slope regr_sxx
regr_sxy regr_syy percentile_cont percentile_disc mode any_value
"""
_WINDOW = "row_number rank dense_rank percent_rank cume_dist ntile lag lead first_value last_value nth_value"
_MATHS = """
abs cbrt ceil ceiling degrees div exp factorial floor gcd lcm ln log log10 mod pi power pow radians round
scale sign sqrt trunc width_bucket random min_scale trim_scale
acos asin atan atan2 cos cot sin tan acosd asind atand atan2d cosd cotd sind tand
sinh cosh tanh asinh acosh atanh
"""
_TEXT = """
ascii bit_length btrim char_length character_length chr concat concat_ws format initcap left length lower
lpad ltrim md5 normalize octet_length overlay position quote_ident quote_literal quote_nullable
regexp_count regexp_instr regexp_like regexp_match regexp_matches regexp_replace regexp_split_to_array
regexp_split_to_table regexp_substr repeat replace reverse right rpad rtrim split_part starts_with
string_to_array string_to_table strpos substr substring to_hex translate trim upper
encode decode sha224 sha256 sha384 sha512 convert_from convert_to
unaccent similarity word_similarity levenshtein soundex difference
to_tsvector to_tsquery plainto_tsquery phraseto_tsquery websearch_to_tsquery ts_rank ts_rank_cd ts_headline
"""
_DATES = """
age clock_timestamp current_date current_time current_timestamp date_bin date_part date_trunc extract
isfinite justify_days justify_hours justify_interval localtime localtimestamp make_date make_interval
make_time make_timestamp make_timestamptz now statement_timestamp transaction_timestamp timeofday
to_char to_date to_timestamp timezone date_add date_subtract
"""
# Casts, and the type names PostgreSQL also accepts as functions (int4(x), text(x)).
_CASTS = "cast to_number int2 int4 int8 float4 float8 numeric text varchar bool date timestamp timestamptz interval"
_CONDITIONAL = "coalesce nullif greatest least num_nulls num_nonnulls"
_JSON = """
to_json to_jsonb array_to_json row_to_json json_build_array jsonb_build_array json_build_object
jsonb_build_object json_object jsonb_object json_array_length jsonb_array_length json_each jsonb_each
json_each_text jsonb_each_text json_extract_path jsonb_extract_path json_extract_path_text
jsonb_extract_path_text json_object_keys jsonb_object_keys json_array_elements jsonb_array_elements
json_array_elements_text jsonb_array_elements_text json_typeof jsonb_typeof json_strip_nulls
jsonb_strip_nulls jsonb_set jsonb_insert jsonb_pretty jsonb_path_exists jsonb_path_match jsonb_path_query
jsonb_path_query_array jsonb_path_query_first
"""
_ARRAYS = """
array array_append array_cat array_dims array_fill array_length array_lower array_upper array_ndims
array_position array_positions array_prepend array_remove array_replace array_to_string cardinality
trim_array unnest generate_series generate_subscripts
"""
# SQL forms sqlglot writes as a call: EXISTS(...), ROW(...).
_FORMS = "exists row"
# pg_sleep only waits, within the engine's statement timeout: the timeout and cancel tests use it.
_WAIT = "pg_sleep"
# PostGIS besides ST_: accessors and casts users write; never postgis_* (administration).
_POSTGIS = "box2d box3d geometry geography geometrytype find_srid"

ALLOWED = frozenset(" ".join((_AGGREGATES, _WINDOW, _MATHS, _TEXT, _DATES, _CASTS, _CONDITIONAL, _JSON,
                              _ARRAYS, _FORMS, _WAIT, _POSTGIS)).split())

# ST_ functions that are not read-only geometry work: topology editing (they write its
# tables), raster map algebra (it runs an expression given as SQL text), out-db raster paths.
ST_EXCLUDED = frozenset("""
st_addedgemodface st_addedgenewfaces st_addisoedge st_addisonode st_changeedgegeom st_createtopogeo
st_inittopogeo st_modedgeheal st_modedgesplit st_moveisonode st_newedgeheal st_newedgessplit
st_remedgemodface st_remedgenewface st_removeisoedge st_removeisonode st_remisonode st_remisoedge
st_mapalgebra st_mapalgebraexpr st_mapalgebrafct st_mapalgebrafctngb
st_addband st_setbandpath
""".split())

_CALL = re.compile(r"([A-Za-z_][A-Za-z0-9_$]*)\s*(\(|$)")


def is_allowed(name: str) -> bool:
    name = name.lower()
    return name in ALLOWED or (name.startswith("st_") and name not in ST_EXCLUDED)


def called_name(node: exp.Func) -> str | None:
    """The function PostgreSQL runs for ``node``, lower case; None for an operator
    (``->``, ``@>``, CASE). sqlglot types many calls (exp.Sum, exp.GroupConcat): their
    name is the one the postgres SQL we send writes (STRING_AGG, not GROUP_CONCAT)."""
    if isinstance(node, exp.Anonymous):
        return node.name.lower()
    # Written with its arguments blanked, so the text starts with this node's own name.
    shell = type(node)(**{key: _blank(value) for key, value in node.args.items()})
    try:
        text = shell.sql(dialect="postgres", unsupported_level=ErrorLevel.IGNORE)
    except Exception:  # noqa: BLE001 - a form sqlglot cannot write blank: judge it by its sqlglot name
        return node.sql_name().lower()
    match = _CALL.match(text)
    if match:
        return match.group(1).lower()
    # No name: an operator, unless a call hides further in (then its sqlglot name decides).
    return None if "(" not in text else node.sql_name().lower()


def refusal(node: exp.Func) -> UserText | None:
    """Why ``node`` may not run in PostgreSQL; None when it may."""
    name = called_name(node)
    if name is None or is_allowed(name):
        return None
    shown = node.name if isinstance(node, exp.Anonymous) else name
    return for_user("the function {function} is not allowed: it is not on the list of functions a query may "
                    "use here (SQL aggregates, maths, text, dates, casts, JSON, arrays, window functions and "
                    "PostGIS ST_ functions)", function=shown)


def _blank(value):
    if isinstance(value, exp.Expression):
        return exp.Null()
    if isinstance(value, list):
        return [exp.Null() if isinstance(item, exp.Expression) else item for item in value]
    return value

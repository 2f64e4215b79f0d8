"""Case 5: each lookup on the 1,000,000-point layer as the chat runs it (the real
tool class, ``run`` in a worker thread, its main-thread calls served by the event
loop), against the fastest native way to the same answer:

- count in view: QgsFeatureRequest (filter rectangle, no geometry, no attributes).
  (OGR's GetFeatureCount with a spatial filter is 100 times faster on a GeoPackage
  but counts the R-tree's float32 boxes: 80,122 instead of 80,121 on 1M points);
- stats of ``cat``: one aggregate SQL through OGR (SQLite, in C);
- distinct values of ``label`` with their counts: GROUP BY through OGR;
- fuzzy find "P11": the lookup forgives case, accents and typos, so no index can
  answer it. The layer holds "p11" (a tenth of the points), never "P11" itself,
  which would outrank them, wherever it is. The reference gets the same answer the
  fastest native way: QgsFeatureRequest ``"label" = 'P11'`` (no match: a pass in
  SQLite), then ``"label" ILIKE 'P11'`` limited to the 10 features. (ILIKE alone,
  the reference until now, misses an exact "P11" read after the tenth "p11".)
"""

from __future__ import annotations

import json
import threading

from chat import wait_until
from common import canvas_on, compare, ratio_result, shown_box
from data import VIEW, points_gpkg

TITLE = "5 lookup"
GOAL = 1.5
FIND = "P11"


def run(bench):
    from map_assistant.agent.tools import ToolContext
    from map_assistant.services.lookups.count_features import CountFeaturesTool
    from map_assistant.services.lookups.field_stats import FieldStatsTool
    from map_assistant.services.lookups.field_values import FieldValuesTool
    from map_assistant.services.lookups.find_features import FindFeaturesTool
    from map_assistant.services.reading.environment import LookupEnvironment
    from map_assistant.toolbelt.threads.main_thread import MainThreadCaller
    from osgeo import ogr
    from qgis.core import QgsFeatureRequest, QgsRectangle, QgsVectorLayer


    path = points_gpkg(bench.points)
    layer = QgsVectorLayer(f"{path}|layername=points", "points", "ogr")
    bench.project.addMapLayer(layer)
    canvas = canvas_on(layer, VIEW)
    box = shown_box(canvas)
    environment = LookupEnvironment(bench.project, canvas, MainThreadCaller(), timeout_s=600)
    dataset = ogr.Open(str(path))

    def lookup(tool, **fields):
        request = tool.input_model.model_validate(fields)

        def run_it():
            out = {}
            worker = threading.Thread(target=lambda: out.update(text=tool.run(request, ToolContext(lookups=environment))))
            worker.start()
            wait_until(lambda: not worker.is_alive(), 600)
            answer = json.loads(out["text"])
            answer.pop("execution_ms", None)
            return answer

        return run_it

    def ogr_sql(sql):
        result = dataset.ExecuteSQL(sql, dialect="SQLite")
        try:
            return [[feature.GetField(i) for i in range(feature.GetFieldCount())] for feature in result]
        finally:
            dataset.ReleaseResultSet(result)

    def count_request():
        request = QgsFeatureRequest().setFilterRect(QgsRectangle(*box))
        request.setFlags(QgsFeatureRequest.Flag.NoGeometry)
        request.setNoAttributes()
        return sum(1 for _ in layer.getFeatures(request))

    def stats_ogr():
        (count, nulls, low, high, total, mean), = ogr_sql(
            "SELECT count(cat), count(*) - count(cat), min(cat), max(cat), sum(cat), avg(cat) FROM points")
        return {"count": count, "nulls": nulls, "min": low, "max": high, "sum": total, "mean": mean}

    def values_ogr():
        rows = ogr_sql("SELECT label, count(*) AS n FROM points GROUP BY label ORDER BY n DESC LIMIT 20")
        (distinct,), = ogr_sql("SELECT count(DISTINCT label) FROM points")
        return {row[0]: row[1] for row in rows}, distinct

    def find_ids(expression, limit):
        request = QgsFeatureRequest().setFilterExpression(expression)
        request.setFlags(QgsFeatureRequest.Flag.NoGeometry)
        request.setNoAttributes()
        request.setLimit(limit)
        return [feature.id() for feature in layer.getFeatures(request)]

    def find_request():
        exact = find_ids(f"\"label\" = '{FIND}'", 10)
        return exact + find_ids(f"\"label\" ILIKE '{FIND}' AND \"label\" <> '{FIND}'", 10 - len(exact))

    count_lookup = lookup(CountFeaturesTool(), layer="points", in_view=True)
    stats_lookup = lookup(FieldStatsTool(), layer="points", field="cat")
    values_lookup = lookup(FieldValuesTool(), layer="points", field="label")
    find_lookup = lookup(FindFeaturesTool(), layer="points", text=FIND)
    cases = [
        ("count in view", lambda: count_lookup()["count"], count_request, ""),
        ("field stats", stats_lookup, stats_ogr, ""),
        ("distinct values", lambda: _values(values_lookup()), values_ogr, ""),
        ("fuzzy find", lambda: [match["fid"] for match in find_lookup()["matches"]], find_request,
         f"'{FIND}' vs = then ILIKE"),
    ]
    results = []
    try:
        for name, plugin, reference, note in cases:
            plugin_s, reference_s, answer = compare(plugin, reference, bench.repeat, same=_same)
            results.append(ratio_result(f"{TITLE} {name}", plugin_s, reference_s, GOAL,
                                        note or f"{getattr(reference, '__name__', '')}: {_short(answer)}"))
    finally:
        dataset = None
        bench.project.removeMapLayer(layer.id())
    return results


def _same(a, b) -> bool:
    if isinstance(a, dict) and isinstance(b, dict) and a.keys() == b.keys():
        return all(_same(a[k], b[k]) for k in a)
    if isinstance(a, float) or isinstance(b, float):
        return abs(a - b) <= 1e-9 * max(1.0, abs(b))
    if isinstance(a, tuple) and isinstance(b, tuple):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    return a == b


def _values(answer: dict) -> tuple[dict, int]:
    return {value["value"]: value["count"] for value in answer["values"]}, answer["distinct"]


def _short(answer) -> str:
    text = str(answer)
    return text if len(text) < 40 else text[:37] + "..."

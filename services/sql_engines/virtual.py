"""Run a query as a QGIS virtual layer over the project's layers.

Used when the tables are not all in one database. The guard has already
limited the text to one SELECT; the virtual layer provider reads its sources
through their own providers, so it cannot write to them either. Files and
databases are referenced by provider + source (no project access from the
worker thread); memory layers only exist in the project, so they are
referenced by layer id.
"""

from __future__ import annotations

from qgis.core import QgsFeatureRequest, QgsGeometry, QgsVectorLayer, QgsVirtualLayerDefinition

from .common import QueryPlan, QueryResult, RowCollector, RunClock, SqlRunError, plain_value, plan_result


def run_virtual(plan: QueryPlan, clock: RunClock, max_rows: int) -> QueryResult:
    definition = QgsVirtualLayerDefinition()
    for layer in plan.layers:
        if layer.provider == "memory":
            definition.addSource(layer.name, layer.layer_id)
        else:
            definition.addSource(layer.name, layer.source, layer.provider)
    definition.setQuery(plan.sql)
    clock.check()
    # Made in the worker thread and dropped there: it never meets the canvas.
    result_layer = QgsVectorLayer(definition.toString(), "query result", "virtual")
    if not result_layer.isValid():
        error = result_layer.dataProvider().error().summary() if result_layer.dataProvider() else ""
        clock.check()
        raise SqlRunError(f"the query could not run as a virtual layer: {_tidy(error)}")
    fields = result_layer.fields()
    columns = [fields.at(i).name() for i in range(fields.count())]
    spatial = result_layer.isSpatial()
    geometry_index = len(columns) if spatial else None
    if spatial:
        columns.append("geometry")
    request = QgsFeatureRequest()
    if not spatial:
        request.setFlags(QgsFeatureRequest.Flag.NoGeometry)
    if clock.feedback is not None:
        request.setFeedback(clock.feedback)
    collector = RowCollector(max_rows, clock, check_every=256)
    for feature in result_layer.getFeatures(request):
        values = [plain_value(v) for v in feature.attributes()]
        if spatial:
            values.append(QgsGeometry(feature.geometry()) if feature.hasGeometry() else None)
        collector.add(values)
    clock.check()  # an iterator stopped by the feedback ends early, silently
    crs = result_layer.crs().authid() if spatial else ""
    return plan_result(plan, columns, collector.rows, collector.total, geometry_index, crs, plan.sql)


def _tidy(error: str) -> str:
    text = " ".join(error.split())
    return text or "unknown error (check the table and column names)"

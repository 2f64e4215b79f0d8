"""Issue 3: the request the API receives carries the live map context (extent, CRS,
layer names, fields, selection counts) and the placeholder catalogue, and the
stable part of the prompt comes first with cache_control."""

from qgis.core import QgsCoordinateReferenceSystem, QgsRectangle
from support.fake_anthropic import Reply


def test_request_holds_the_live_map_context(chat, fake_anthropic, qgis_canvas, gpkg_project):
    gpkg_layers = gpkg_project
    roads = gpkg_layers["roads"]
    roads.selectByIds(roads.allFeatureIds()[:2])
    qgis_canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:3857"))
    qgis_canvas.setExtent(QgsRectangle(100_000, 200_000, 300_000, 400_000))

    fake_anthropic.enqueue(Reply.text("Ok."), Reply.text("Ok again."))
    chat.send("What do I see?")
    chat.send("And now?")

    first, second = fake_anthropic.requests
    stable, context = first["system"][0], first["system"][1]
    assert stable["cache_control"] == {"type": "ephemeral"}
    assert "cache_control" not in context
    for placeholder in ("{{CurrentView.bbox}}", "{{CurrentView.srid}}", "{{CurrentView.center}}", ".selection}}"):
        assert placeholder in stable["text"]
    text = context["text"]
    assert "EPSG:3857" in text
    extent = qgis_canvas.extent()  # the canvas widened the extent to its aspect ratio
    assert f"{extent.xMinimum():.0f}" in text and f"{extent.yMaximum():.0f}" in text
    for layer in gpkg_layers.values():
        assert layer.name() in text
        for field in layer.fields():
            assert field.name() in text
    assert "selected 2" in text and "selected 0" in text
    # The stable part is identical between turns (so the cache hits) and billed as cached.
    assert second["system"][0] == stable
    assert {t["name"] for t in first["tools"]} >= {"sql", "viewport", "selection", "text"}
    assert chat.controller.session.usage.cache_read_input_tokens > 0

"""Issue 3: the request the API receives carries the live map context (extent, CRS,
layer names, fields, selection counts) and the placeholder catalogue, and the
stable part of the prompt comes first with cache_control."""

import re

import anthropic
import pytest
from qgis.core import QgsCoordinateReferenceSystem, QgsRectangle
from support.fakes.fake_anthropic import min_cacheable_tokens
from support.fakes.scripted import ANTHROPIC_ONLY, Reply

EXTENT_LINE = re.compile(r"^Visible extent: (\S+) (\S+), (\S+) (\S+) ", re.MULTILINE)


def test_request_holds_the_live_map_context(chat, llm_server, qgis_canvas, gpkg_project):
    gpkg_layers = gpkg_project
    roads = gpkg_layers["roads"]
    roads.selectByIds(roads.allFeatureIds()[:2])
    qgis_canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:3857"))
    qgis_canvas.setExtent(QgsRectangle(100_000, 200_000, 300_000, 400_000))

    llm_server.enqueue(Reply.text("Ok."), Reply.text("Ok again."))
    chat.send("What do I see?")
    chat.send("And now?")

    first, second = llm_server.requests
    stable, context = first["system"][0], first["system"][1]
    assert stable["cache_control"] == {"type": "ephemeral"}
    assert "cache_control" not in context
    for placeholder in ("{{CurrentView.bbox}}", "{{CurrentView.srid}}", "{{CurrentView.center}}", ".selection}}"):
        assert placeholder in stable["text"]
    text = context["text"]
    assert "EPSG:3857" in text
    extent = qgis_canvas.extent()  # the canvas widened the extent to its aspect ratio
    numbers = [float(n) for n in EXTENT_LINE.search(text).groups()]
    assert numbers == pytest.approx(
        [extent.xMinimum(), extent.yMinimum(), extent.xMaximum(), extent.yMaximum()], rel=0, abs=1e-6)
    for layer in gpkg_layers.values():
        assert layer.name() in text
        for field in layer.fields():
            assert field.name() in text
    assert "selected 2" in text and "selected 0" in text
    # The stable part is identical between turns (so the cache hits, Anthropic's or a local
    # server's prefix cache) and billed as cached.
    assert second["system"][0] == stable
    assert {t["name"] for t in first["tools"]} >= {"sql", "viewport", "selection", "text"}
    assert chat.controller.session.usage.cache_read_input_tokens > 0


@ANTHROPIC_ONLY  # cache_control and Anthropic's minimum cacheable length
def test_the_plugins_stable_prefix_is_long_enough_to_be_cached(chat, fake_anthropic, gpkg_project):
    # The real minimum for the chat's model: a shorter tools + system prefix would
    # be billed in full every turn, however it is marked.
    fake_anthropic.cache_min_tokens = None
    minimum = min_cacheable_tokens(chat.controller.session.model)
    assert minimum == 1024

    fake_anthropic.enqueue(Reply.text("Ok."), Reply.text("Ok again."))
    chat.send("What do I see?")
    chat.send("And now?")

    written, read = fake_anthropic.usages
    assert written["cache_creation_input_tokens"] >= minimum and written["cache_read_input_tokens"] == 0
    assert read["cache_read_input_tokens"] == written["cache_creation_input_tokens"]
    # The second request also writes its history (before the newest message) for the next one.
    assert 0 < read["cache_creation_input_tokens"] < read["cache_read_input_tokens"]
    assert chat.controller.session.usage.cache_read_input_tokens == read["cache_read_input_tokens"]


@pytest.mark.parametrize("model, cached", [("claude-sonnet-4-6", True), ("claude-haiku-4-5", False)])
def test_the_fake_server_caches_nothing_under_the_models_minimum(fake_anthropic, model, cached):
    fake_anthropic.cache_min_tokens = None
    client = anthropic.Anthropic()
    for system in ("Short.", "x" * 4 * 1100):  # about 1100 tokens: over Sonnet's minimum, under Haiku 4.5's
        fake_anthropic.enqueue(Reply.text("Ok."))
        client.messages.create(model=model, max_tokens=10, messages=[{"role": "user", "content": "Hi"}],
                               system=[{"type": "text", "text": system, "cache_control": {"type": "ephemeral"}}])
    short, long = fake_anthropic.usages
    assert short["cache_creation_input_tokens"] == 0
    assert (long["cache_creation_input_tokens"] > 0) is cached

"""Issue 13: the placeholder filler, fuzzed. Any template and any declared list either
fill or raise ``PlaceholderError`` (a message for the user), never another exception;
what it fills never leaves a declared placeholder behind, and it never reads a
selection it was not asked for."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from map_assistant.services.placeholders.fill import PlaceholderError, fill, find_placeholders
from support.fakes.placeholder_source import DictSource

pytestmark = pytest.mark.fuzz
EXAMPLES = 10_000
LAYERS = {"roads": {"keys": [1, 2, 3]}, "Países": {"keys": ["Perú", "O'Hara"]}, "empty": {"keys": []},
          "big": {"keys": list(range(50))}}
names = st.one_of(
    st.sampled_from(["CurrentView.bbox", "CurrentView.srid", "CurrentView.center", "CurrentView.scale",
                     "CurrentView.crs", "roads.selection", "Países.selection", "empty.selection",
                     "big.selection", "roads.selection_count", "roads.selection_geometry", "roads.extent",
                     "ROADS.selection", "nope.selection", "roads.bogus", "CurrentView", "roads", ".", "",
                     "CurrentView.bbox:EPSG:4326", "CurrentView.bbox:nonsense", '"roads".selection',
                     "{roads.selection}", "roads..selection", " roads.selection "]),
    st.text(max_size=20),
)
pieces = st.one_of(st.text(max_size=15), names.map(lambda n: "{{" + n + "}}"),
                   st.sampled_from(["{{", "}}", "{", "}", "{{{", "}}}", "'", '"', "\\"]))


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(template=st.lists(pieces, max_size=6).map("".join), declared=st.lists(names, max_size=4),
       limit=st.integers(1, 60))
def test_fill_fills_or_says_why(template, declared, limit):
    source = DictSource(layers={k: dict(v) for k, v in LAYERS.items()})
    try:
        filled = fill(template, declared, source, max_selection=limit)
    except PlaceholderError as error:
        assert str(error).strip()
        return
    assert isinstance(filled, str)
    used = {inner.strip() for inner in find_placeholders(template)}
    assert not any("{{" + inner + "}}" in filled for inner in used if inner in declared and inner)
    read = {layer for what, layer in source.reads if what == "keys"}
    mentioned = {n.split(".")[0].strip().strip('"').casefold() for n in declared}
    assert all(layer.casefold() in mentioned for layer in read), (read, declared)

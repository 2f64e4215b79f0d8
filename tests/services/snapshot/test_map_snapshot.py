"""The compact context rendering: content, priority order and the token budget."""

from __future__ import annotations

from map_assistant.services.snapshot.map_snapshot import (
    FieldInfo,
    LayerInfo,
    MapSnapshot,
    RasterInfo,
    estimate_tokens,
    match_name,
    near_name,
    render_context,
    render_layer_details,
)

HINT = "call the layer_schema tool with the layer name."


def make_layer(name: str, n_fields: int = 5, selected: int = 0, storage: str = "memory layer (temporary)") -> LayerInfo:
    return LayerInfo(
        name=name,
        id=f"{name}_id",
        provider="memory",
        storage=storage,
        sql_engine="copy",
        geometry_type="Point",
        geometry_column=None,
        crs="EPSG:3857",
        feature_count=12,
        fields=tuple(FieldInfo(f"{name}_f{i}", "integer") for i in range(n_fields)),
        primary_key=(),
        key_is_feature_id=True,
        selection_count=selected,
    )


def make_snapshot(layers, active=None, rotation=0.0, rasters=()) -> MapSnapshot:
    return MapSnapshot(
        extent=(-1000.5, 2000.0, 3000.25, 4000.0),
        crs="EPSG:25830",
        srid=25830,
        map_units="meters",
        scale=25000.0,
        rotation=rotation,
        visible_polygon_wkt="Polygon ((1 2, 3 4, 5 6, 1 2))" if rotation else None,
        project_title="Roads survey",
        project_crs="EPSG:25830",
        active_layer=active,
        layers=tuple(layers),
        rasters=tuple(rasters),
    )


def test_small_project_is_fully_described():
    layers = [make_layer(f"layer{i}", n_fields=8, selected=i % 3) for i in range(10)]
    text = render_context(make_snapshot(layers, active="layer4"))
    assert "EPSG:25830" in text and "SRID 25830" in text and "meters" in text
    assert "-1000.5 2000, 3000.25 4000" in text  # the extent
    assert "1:25000" in text and '"Roads survey"' in text
    for layer in layers:
        assert f"- {layer.name}" in text
        assert f"selected {layer.selection_count}" in text
        for f in layer.fields:  # every field with its type
            assert f"{f.name} integer" in text
    assert "Not described" not in text and "more" not in text
    assert "no primary key: feature id is rowid in SQL" in text
    assert estimate_tokens(text) <= 1500


def test_active_layer_first_then_selected_layers():
    layers = [make_layer("plain"), make_layer("picked", selected=4), make_layer("current")]
    text = render_context(make_snapshot(layers, active="current"))
    assert text.index("- current [active]") < text.index("- picked") < text.index("- plain")
    assert "Active layer: current" in text


def test_rotation_adds_the_visible_polygon():
    text = render_context(make_snapshot([make_layer("a")], rotation=30.0))
    assert "Rotation: 30 deg" in text and "Polygon ((1 2, 3 4, 5 6, 1 2))" in text
    assert "Rotation" not in render_context(make_snapshot([make_layer("a")]))


def test_200_layers_with_50_fields_stay_within_budget():
    layers = [make_layer(f"layer_{i:03d}", n_fields=50, selected=1 if i == 150 else 0) for i in range(200)]
    text = render_context(make_snapshot(layers, active="layer_199"), more_hint=HINT)
    assert estimate_tokens(text) <= 1500
    # Priority layers are described; the rest are named with the way to ask for more.
    assert "- layer_199 [active]" in text and "- layer_150:" in text
    assert "Full schema of any layer: " + HINT in text
    described = text.count("\n- layer_")
    assert 2 <= described < 200
    assert "layer_000" in text  # the first undescribed layers are named
    # The layer the user works on keeps every field; the others are cut short.
    assert all(f"layer_199_f{i} integer" in text for i in range(50))
    assert "layer_000_f49" not in text


def test_active_and_selected_layers_keep_their_fields_longest():
    layers = [make_layer(f"l{i}", n_fields=50, selected=2 if i == 3 else 0) for i in range(12)]
    text = render_context(make_snapshot(layers, active="l7"), more_hint=HINT)
    assert estimate_tokens(text) <= 1500
    assert "Not described" not in text  # every layer still described...
    for name in ("l7", "l3"):  # ...the active and the selected layer in full
        assert all(f"{name}_f{i} integer" in text for i in range(50))
    assert "l0_f49" not in text and "+" in text.split("- l0:")[1].split("\n")[1]


def test_hint_only_when_something_was_left_out():
    small = render_context(make_snapshot([make_layer("a", n_fields=3)]), more_hint=HINT)
    assert HINT not in small
    big = render_context(make_snapshot([make_layer(f"l{i}", n_fields=50) for i in range(25)]), more_hint=HINT)
    assert HINT in big


def test_layer_details_list_every_field():
    layer = make_layer("parcels", n_fields=120)
    text = render_layer_details(layer, active="parcels")
    assert "- parcels [active]" in text and "120 fields" in text
    assert all(f"parcels_f{i} integer" in text for i in range(120))
    assert "more" not in text


def test_fields_are_shortened_before_layers_are_dropped():
    # 18 layers x 50 fields do not fit in full, but every layer fits with fewer fields.
    layers = [make_layer(f"l{i}", n_fields=50) for i in range(18)]
    text = render_context(make_snapshot(layers))
    assert estimate_tokens(text) <= 1500
    assert "Not described" not in text
    assert all(f"- l{i}:" in text for i in range(18))
    assert "more" in text  # "... +N more" marks the shortened field lists


def test_budget_is_respected_for_any_budget_size():
    layers = [make_layer(f"layer_{i:03d}", n_fields=20) for i in range(120)]
    for budget in (300, 800, 1500, 3000):
        assert estimate_tokens(render_context(make_snapshot(layers), budget_tokens=budget)) <= budget


def test_rasters_are_listed():
    raster = RasterInfo("dem", "dem_id", "EPSG:25830", (0.0, 0.0, 100.0, 50.5))
    text = render_context(make_snapshot([], rasters=[raster]))
    assert "Raster layers (1):" in text and "- dem: EPSG:25830; extent 0 0, 100 50.5" in text


def test_the_figure_check_reads_each_layer_s_feature_count_in_the_context():
    # agent/figures.py's summary_counts reads this rendering; a change of it must not blind the check
    from map_assistant.agent.figures import summary_counts

    layers = [make_layer("rivers", selected=3), make_layer("lakes [old]")]
    text = render_context(make_snapshot(layers, active="rivers"))
    assert summary_counts("There are 12 distinct river names.", ["How many?"], [text]) == [("12", "rivers, lakes [old]")]


LAYERS = ["countries", "rivers", "world_cities", "roads", "Populated places", "lakes", "Lake_layer"]


def test_near_name_takes_a_near_miss_for_the_one_layer_it_can_mean():
    near = {written: LAYERS[near_name(LAYERS, written)] for written in (
        "country", "road", "Countries_layer", "rivers layer", "world-cities", "WORLD CITIES",
        "populated-places layer", "contries", "countires", "rivres")}
    assert near == {"country": "countries", "road": "roads", "Countries_layer": "countries",
                    "rivers layer": "rivers", "world-cities": "world_cities", "WORLD CITIES": "world_cities",
                    "populated-places layer": "Populated places", "contries": "countries",
                    "countires": "countries", "rivres": "rivers"}


def test_near_name_leaves_exact_names_ambiguity_and_far_names_alone():
    assert near_name(LAYERS, "countries") is None and match_name(LAYERS, "countries") == 0
    assert near_name(LAYERS, "COUNTRIES") is None and match_name(LAYERS, "COUNTRIES") == 0
    assert near_name(LAYERS, "lake") is None  # lakes and Lake_layer: two fit
    assert near_name(LAYERS, "rivr") is None  # a typo in a name under 5 characters
    assert near_name(LAYERS, "cities") is None
    assert near_name(LAYERS, "layer") is None
    assert near_name(LAYERS, "") is None
    assert near_name(["river", "rivers_layer"], "rivers") is None  # a plural of one, the other less "layer"
    assert near_name(["rivers", "rivers"], "river") is None  # two layers of one name

"""The placeholder catalogue for the system prompt (stable text, so it is cached).

Each entry states the exact text the plugin puts in place of the placeholder when
the user clicks the action. ``services/placeholders/fill.py`` implements these; a test
checks that both list the same names.
"""

# (placeholder, exact output format) in the order the model should read them.
PLACEHOLDERS: tuple[tuple[str, str], ...] = (
    ("{{CurrentView.bbox}}",
     "WKT polygon (QGIS WKT, full precision) of the visible map area in the map CRS, e.g. "
     "Polygon ((0 0, 10 0, 10 10, 0 10, 0 0)); on a rotated map, the rotated quadrilateral actually visible. "
     "In SQL: ST_GeomFromText('{{CurrentView.bbox}}', {{CurrentView.srid}})."),
    ("{{CurrentView.bbox|EPSG:4326}}",
     "The same area as a WKT polygon with its corners in the CRS after '|' (any EPSG code), in that "
     "CRS's axis order as QGIS uses it (x=longitude, y=latitude for EPSG:4326)."),
    ("{{CurrentView.srid}}", "The map CRS's numeric SRID, e.g. 25830 (error if the CRS has none)."),
    ("{{CurrentView.crs}}", "The map CRS authority id, e.g. EPSG:25830."),
    ("{{CurrentView.center}}",
     "WKT point of the centre of the visible area in the map CRS, e.g. Point (5 5); "
     "accepts '|EPSG:code' like bbox."),
    ("{{CurrentView.scale}}", "The scale denominator as a plain number, e.g. 25000 for 1:25000."),
    ("{{LAYER.selection}}",
     "The selected features' primary-key values as a SQL list body: numbers bare, strings "
     "single-quoted with ' doubled, e.g. 3, 7, 12 or 'A-1', 'O''Brien'; (NULL) when nothing is "
     "selected. Write IN ({{LAYER.selection}}). A layer without a primary key gives feature ids: "
     "WHERE rowid IN ({{wells.selection}})."),
    ("{{LAYER.selection.count}}", "The number of selected features, e.g. 42."),
    ("{{LAYER.selection.geometry}}",
     "WKT of the selected geometries collected into one, in the layer CRS, e.g. "
     "MultiPolygon (((0 0, 1 0, 1 1, 0 0))); GeometryCollection EMPTY when nothing is selected."),
    ("{{LAYER.extent}}", "WKT polygon of the layer's full extent in the layer CRS, like bbox."),
)

# The first line also says why placeholders beat values copied from the map context.
PLACEHOLDER_RULES = """\
Placeholders are filled from the live map when the user clicks the action, not when you answer: use them \
instead of copying coordinates, extents, SRIDs or selected ids from the map context.
- Declare every placeholder you use in sql_placeholders, written exactly as in the text; an undeclared {{...}} \
makes the action fail.
- LAYER is a layer name (case-insensitive). Double-quote names with spaces or dots, a double quote inside written \
twice: {{"Roads 2024".selection}}, {{"The ""new"" roads".selection}}.
- Placeholders become plain text: quote them yourself where SQL needs a string (WKT).
- A selection over the configured limit (default 10,000 features) makes the action fail, asking the user \
to narrow it."""


def catalogue_text() -> str:
    """The catalogue section of the system prompt."""
    entries = "\n".join(f"- {name}: {output}" for name, output in PLACEHOLDERS)
    return f"## Placeholders\n{PLACEHOLDER_RULES}\nCatalogue (exact output):\n{entries}"


def placeholder_section() -> str:
    """What a tool that takes placeholders brings to the system prompt."""
    return catalogue_text()

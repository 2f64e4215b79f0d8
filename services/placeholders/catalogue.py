"""The placeholder catalogue for the system prompt (stable text, so it is cached).

Each entry states the exact text the plugin puts in place of the placeholder when
the user clicks the action. ``services/placeholders/fill.py`` implements these; a test
checks that both list the same names.
"""

# (placeholder, exact output format) in the order the model should read them.
PLACEHOLDERS: tuple[tuple[str, str], ...] = (
    ("{{CurrentView.bbox}}",
     "WKT polygon of the visible map area in the map CRS, e.g. "
     "Polygon ((0 0, 10 0, 10 10, 0 10, 0 0)) (QGIS WKT, full precision); when the map is rotated, the rotated "
     "quadrilateral actually visible. Unquoted: write ST_GeomFromText('{{CurrentView.bbox}}', {{CurrentView.srid}})."),
    ("{{CurrentView.bbox|EPSG:4326}}",
     "The same area with its corners transformed into the CRS after '|' (any EPSG code), "
     "as a WKT polygon in that CRS's axis order as QGIS uses it (x=longitude, y=latitude for EPSG:4326)."),
    ("{{CurrentView.srid}}", "The map CRS's numeric SRID, e.g. 25830 (error if the CRS has none)."),
    ("{{CurrentView.crs}}", "The map CRS authority id, e.g. EPSG:25830."),
    ("{{CurrentView.center}}",
     "WKT point of the centre of the visible area in the map CRS, e.g. Point (5 5); "
     "accepts '|EPSG:code' like bbox."),
    ("{{CurrentView.scale}}", "The scale denominator as a plain number, e.g. 25000 for 1:25000."),
    ("{{LAYER.selection}}",
     "The selected features' primary-key values as a SQL list body: numbers bare, strings "
     "single-quoted with ' doubled, e.g. 3, 7, 12 or 'A-1', 'O''Brien'; (NULL) when nothing is "
     "selected. Write IN ({{LAYER.selection}}). Layers without a primary key give their feature ids: compare them with rowid, "
     "e.g. WHERE rowid IN ({{wells.selection}})."),
    ("{{LAYER.selection.count}}", "The number of selected features, e.g. 42."),
    ("{{LAYER.selection.geometry}}",
     "WKT of the selected geometries collected into one geometry in the layer CRS, e.g. "
     "MultiPolygon (((0 0, 1 0, 1 1, 0 0))); GeometryCollection EMPTY when nothing is selected."),
    ("{{LAYER.extent}}", "WKT polygon of the layer's full extent in the layer CRS, e.g. Polygon ((0 0, 10 0, 10 10, 0 10, 0 0))."),
)

PLACEHOLDER_RULES = """\
Placeholders are filled from the live map when the user clicks the action, not when you answer.
- Declare every placeholder you use in the action's placeholder list (sql_placeholders), written exactly as in the text. An undeclared {{...}} makes the action fail.
- LAYER is a layer name, matched without regard to case. Write names with spaces or dots in double quotes: {{"Roads 2024".selection}}. Inside the quotes write a double quote twice: {{"The ""new"" roads".selection}}.
- Placeholders are replaced by plain text: put quotes around them yourself where SQL needs a string (WKT).
- A selection larger than the configured limit (default 10,000 features) makes the action fail with a message asking the user to narrow it."""


PLACEHOLDER_ADVICE = """\
Use placeholders instead of copying coordinates, extents, SRIDs or selected ids \
from the map context: the action then follows the map as it is when the user clicks."""


def catalogue_text() -> str:
    """The catalogue section of the system prompt."""
    entries = "\n".join(f"- {name}: {output}" for name, output in PLACEHOLDERS)
    return f"## Placeholders\n{PLACEHOLDER_RULES}\nCatalogue (exact output):\n{entries}"


def placeholder_section() -> str:
    """What a tool that takes placeholders brings to the system prompt."""
    return f"{catalogue_text()}\n\n{PLACEHOLDER_ADVICE}"

"""Case 13: a `style` button colouring QGIS's world_map states_provinces (4,556 polygons)
by country (categorized by the field ``admin``: 251 categories, ramp Spectral), from the
click until the canvas has drawn it, against the same renderer built and applied in
PyQGIS (the provider's unique values, QgsCategorizedSymbolRenderer, updateColorRamp,
triggerRepaint) and the same wait for the canvas.

Each timed run starts from the layer's plain single-symbol renderer, already drawn
(untimed). Both clocks stop on the canvas's ``mapCanvasRefreshed`` after the change.
The plugin path also keeps what the reference skips by design: it reads the values in
a worker task (QgsVectorLayerFeatureSource, every feature through the expression
engine) rather than the provider's DISTINCT, and takes the undo snapshot (clones of
the plain renderer and labelling).
"""

from __future__ import annotations

from common import click, ratio_result, shown_on_canvas, timed

TITLE = "13 style click (categorized, 4,556 polygons)"
GOAL = 1.2
LAYER, FIELD, RAMP = "states_provinces", "admin", "Spectral"


def provinces_layer():
    from qgis.core import QgsApplication, QgsVectorLayer

    path = f"{QgsApplication.pkgDataPath()}/resources/data/world_map.gpkg"
    layer = QgsVectorLayer(f"{path}|layername={LAYER}", LAYER, "ogr")
    assert layer.isValid(), f"cannot open {layer.source()}"
    return layer


def style_button(project, canvas, layer):
    """The real StyleTool's button: categorized by FIELD with RAMP."""
    from map_assistant.services.actions.style import StyleInput, StyleTool
    from map_assistant.services.base import ActionEnvironment

    session = ActionEnvironment(project=project, canvas=canvas)
    call = StyleInput(layer=layer.name(), renderer="categorized", field=FIELD, ramp=RAMP)
    return StyleTool().process(session, call).buttons[0]


def categorized_directly(layer):
    """What a PyQGIS user writes for the same style."""
    from qgis.core import QgsCategorizedSymbolRenderer, QgsRendererCategory, QgsStyle, QgsSymbol

    symbol = QgsSymbol.defaultSymbol(layer.geometryType())
    values = sorted(layer.uniqueValues(layer.fields().indexOf(FIELD)))
    renderer = QgsCategorizedSymbolRenderer(FIELD, [QgsRendererCategory(v, symbol.clone(), str(v)) for v in values])
    renderer.updateColorRamp(QgsStyle.defaultStyle().colorRamp(RAMP))
    layer.setRenderer(renderer)
    layer.triggerRepaint()


def drawn(canvas, change) -> None:
    """Run ``change`` and return once the canvas has finished drawing after it."""
    from qgis.PyQt.QtCore import QEventLoop

    loop, done = QEventLoop(), []

    def finished() -> None:
        done.append(True)
        loop.quit()

    canvas.mapCanvasRefreshed.connect(finished)
    try:
        change()
        if not done:
            loop.exec()  # QEventLoop.exec, not Python's builtin
    finally:
        canvas.mapCanvasRefreshed.disconnect(finished)


def signature(layer) -> tuple:
    """What the map shows, to check both paths give the same style."""
    renderer = layer.renderer()
    categories = [(c.value(), c.label(), c.symbol().color().name()) for c in renderer.categories()]
    return renderer.type(), renderer.classAttribute(), categories


def run(bench):
    layer = provinces_layer()
    box = layer.extent()  # the whole world: every polygon drawn
    with shown_on_canvas(bench.project, layer, (box.xMinimum(), box.yMinimum(), box.xMaximum(), box.yMaximum())) as canvas:
        canvas.setLayers([layer])
        plain = layer.renderer().clone()
        button = style_button(bench.project, canvas, layer)

        def reset() -> None:  # untimed: each run starts from the plain style, drawn
            drawn(canvas, lambda: (layer.setRenderer(plain.clone()), layer.triggerRepaint()))

        paths = {"plugin": lambda: drawn(canvas, lambda: click(button)),
                 "reference": lambda: drawn(canvas, lambda: categorized_directly(layer))}
        seconds: dict[str, list[float]] = {name: [] for name in paths}
        answers = {}
        for attempt in range(bench.repeat + 1):  # the first: an untimed warm-up each
            for name, path in paths.items():  # alternating, as common.compare
                reset()
                elapsed, _ = timed(path)
                answers[name] = signature(layer)
                if attempt:
                    seconds[name].append(elapsed)
            if answers["plugin"] != answers["reference"]:
                raise AssertionError(f"the plugin styled {answers['plugin'][:2]}, the reference "
                                     f"{answers['reference'][:2]} (or their categories differ)")
        layer.setRenderer(plain)
    return [ratio_result(TITLE, seconds["plugin"], seconds["reference"], GOAL,
                         f"{len(answers['plugin'][2])} categories, both drawn; plugin extra: a worker reads "
                         "every feature (ref: DISTINCT), undo snapshot")]

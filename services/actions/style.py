"""The ``style`` service: renderer, labels, visibility and opacity of a vector layer, with one undo.

Checked before the button shows (layer, field and its type, expression, ramp); on
click the values are read in a worker (a ``QgsVectorLayerFeatureSource``), the
renderer is built from them on the main thread, and one Undo puts back clones of
the renderer and labelling taken just before. Only in-memory layer properties
change: nothing is saved to the data source or a style file.
"""

from __future__ import annotations

import re

# Union, not "X | None": pydantic evaluates field annotations at run time, and
# QGIS 3.22-3.28 on Windows run Python 3.9.
from typing import Annotated, Any, ClassVar, Literal, TypeVar, Union

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator
from pydantic.json_schema import SkipJsonSchema, WithJsonSchema
from qgis.core import (
    QgsCategorizedSymbolRenderer,
    QgsClassificationEqualInterval,
    QgsClassificationJenks,
    QgsClassificationPrettyBreaks,
    QgsClassificationQuantile,
    QgsExpression,
    QgsExpressionContext,
    QgsExpressionContextUtils,
    QgsFeature,
    QgsFeatureRequest,
    QgsGraduatedSymbolRenderer,
    QgsPalLayerSettings,
    QgsRendererCategory,
    QgsRendererRange,
    QgsSingleSymbolRenderer,
    QgsStyle,
    QgsSymbol,
    QgsSymbolLayerUtils,
    QgsTextBufferSettings,
    QgsTextFormat,
    QgsVectorLayer,
    QgsVectorLayerFeatureSource,
    QgsVectorLayerSimpleLabeling,
)
from qgis.PyQt.QtCore import QSize
from qgis.PyQt.QtGui import QColor, QPainter, QPixmap

from ...agent.tools import ACTION, METADATA
from ...agent.user_text import for_user
from ...agent.words.vocabulary import STYLE_WORDS
from ...toolbelt.threads.tasks import guarded, run_with_progress
from ..acting.action_tool import ActionTool
from ..acting.layers import find_layer
from ..base import ActionButton, ActionEnvironment, ActionHost, ActionRejected, ActionReply
from ..checks.action_checks import check_expression, snapshot_of, vector_layer
from ..checks.after_click import style_not_applied
from ..checks.call_check import CorrectableInput, checked
from ..checks.layer_names import with_real_layer_names
from ..checks.place_checks import check_not_an_absent_layer
from ..checks.question_checks import asks_for_labels

Renderer = Literal["single", "categorized", "graduated"]
Method = Literal["quantile", "equal_interval", "jenks", "pretty"]

_METHODS = {"quantile": QgsClassificationQuantile, "equal_interval": QgsClassificationEqualInterval,
            "jenks": QgsClassificationJenks, "pretty": QgsClassificationPrettyBreaks}
_HEX = re.compile(r"^#[0-9A-Fa-f]{6}$")
MAX_CATEGORIES = 500  # more distinct values than anyone can tell apart on a map

T = TypeVar("T")
# An optional field whose schema says only its type: the schema of every tool goes to the
# model with each request, and "anyOf [..., null], default null" per field is weight a small
# model's window cannot spare (tests/agent/test_prompt_fit.py).
Maybe = Union[T, SkipJsonSchema[None]]
Fraction = Annotated[float, Field(ge=0, le=1)]


def _lean_schema(example: dict[str, Any]):
    def extra(schema: dict[str, Any]) -> None:
        for prop in schema.get("properties", {}).values():
            for key in ("default", "minimum", "maximum"):  # the descriptions say them; the checks enforce them
                prop.pop(key, None)
        if example:
            schema["examples"] = [example]

    return extra


def ramp_names() -> list[str]:
    return list(QgsStyle.defaultStyle().colorRampNames())


def numeric_type(type_name: str) -> bool:
    """Whether a provider type name (the map snapshot's) is a number type."""
    name = type_name.lower()
    return name.startswith(("int", "real", "double", "float", "numeric", "decimal", "smallint", "bigint",
                            "serial", "bigserial", "number")) and not name.startswith("interval")


class LabelsInput(BaseModel):
    model_config = ConfigDict(extra="ignore", json_schema_extra=_lean_schema({}))

    field: Maybe[str] = Field(default=None, description="Field to label with.")
    expression: Maybe[str] = Field(default=None, description="Or a QGIS expression.")
    size: float = Field(default=10.0, gt=0, le=72, description="Points.")
    buffer: bool = Field(default=True, description="White text buffer.")

    @model_validator(mode="after")
    def _one_source(self) -> LabelsInput:
        if self.field is not None and self.expression is not None and _names_field(self.expression, self.field):
            self.expression = None  # the same column twice (a small model wrote "NAME" and '"NAME"')
        if (self.field is None) == (self.expression is None):
            raise ValueError("labels need exactly one of 'field' or 'expression'")
        return self


def _names_field(expression: str, field: str) -> bool:
    """Whether ``expression`` is only the column ``field``, bare or double-quoted."""
    return expression.strip().strip('"').casefold() == field.strip().casefold()


class StyleInput(CorrectableInput):
    model_config = ConfigDict(
        extra="ignore",
        json_schema_extra=_lean_schema({"layer": "LAYER_NAME", "renderer": "categorized", "field": "FIELD",
                                        "ramp": "Spectral"}),
    )

    layer: str = Field(description="Vector layer.")
    renderer: Maybe[Renderer] = Field(default=None, description="Omit to keep the renderer.")
    color: Maybe[str] = Field(default=None, description="Fill #RRGGBB")
    outline: Maybe[str] = Field(default=None, description="Outline #RRGGBB")
    opacity: Maybe[Fraction] = Field(default=None, description="Symbol, 0..1")
    field: Maybe[str] = Field(default=None, description="Field to classify by.")
    expression: Maybe[str] = Field(default=None, description="QGIS expression instead of field.")
    ramp: Maybe[str] = Field(default=None, description="QGIS colour ramp.")
    method: Method = Field(default="quantile", description="graduated only")
    classes: int = Field(default=5, ge=2, le=20, description="graduated: 2..20")
    labels: Annotated[Maybe[Union[LabelsInput, Literal[False]]], WithJsonSchema(
        {"type": "object", "description": "{field or expression, size}, or false for none"})] = None
    visible: Maybe[bool] = Field(default=None, description="Show or hide the layer.")
    layer_opacity: Maybe[Fraction] = Field(default=None, description="Whole layer, 0..1")

    @model_validator(mode="before")
    @classmethod
    def _labels_from_the_top(cls, data: Any) -> Any:
        """Labels as ``true``, a field name, or without their source, next to a top-level
        ``field``/``expression`` and no renderer: the model meant to label by that field."""
        if not isinstance(data, dict) or data.get("renderer") is not None:
            return data
        labels = data.get("labels")
        if isinstance(labels, str) and labels.strip():
            return {**data, "labels": {"field": labels.strip()}}
        if labels is True:
            labels = {}
        if isinstance(labels, dict) and labels.get("field") is None and labels.get("expression") is None:
            source = {key: data[key] for key in ("field", "expression") if data.get(key) is not None}
            if source:
                rest = {key: value for key, value in data.items() if key not in source}
                return {**rest, "labels": {**labels, **source}}
        return data

    @field_validator("color", "outline")
    @classmethod
    def _hex_color(cls, value: str | None) -> str | None:
        if value is not None and not _HEX.match(value):
            raise ValueError(f"'{value}' is not a colour as #RRGGBB, e.g. #3a7bd5")
        return value

    @field_validator("ramp")
    @classmethod
    def _known_ramp(cls, value: str | None) -> str | None:
        return None if value is None else known_ramp(value)

    @field_validator("expression")
    @classmethod
    def _expression_parses(cls, value: str | None) -> str | None:
        if value is not None:
            parsed_expression(value)
        return value

    @model_validator(mode="after")
    def _fields_for_renderer(self) -> StyleInput:
        if self.renderer is None and self.labels is None and self.visible is None and self.layer_opacity is None:
            raise ValueError("give at least one of 'renderer', 'labels', 'visible' or 'layer_opacity'")
        if self.renderer == "single" and self.color is None and self.opacity is None and self.outline is None:
            raise ValueError("renderer 'single' needs 'color' (#RRGGBB), 'opacity' or 'outline'")
        if self.renderer in ("categorized", "graduated") and (self.field is None) == (self.expression is None):
            raise ValueError(f"renderer '{self.renderer}' needs exactly one of 'field' or 'expression'")
        if isinstance(self.labels, LabelsInput) and self.labels.expression is not None:
            parsed_expression(self.labels.expression)
        return self


def _labels_asked(call: StyleInput, context) -> None:
    """The user asked for labels and the answer has none ("Label the countries with their
    names." got renderer single #FF0000 with field NAME, make eval-live): a field the
    renderer does not use is what to label with; without one, the model is told once."""
    if call.labels is not None or not asks_for_labels(getattr(context, "asked", "") or ""):
        return
    if call.renderer in (None, "single") and (call.field or call.expression):
        call.labels = LabelsInput(field=call.field) if call.field else LabelsInput(expression=call.expression)
        call.field = call.expression = None
    elif getattr(context, "first_try", False):
        raise ValueError('The user asks for labels, and this style has none: add "labels": '
                         '{"field": "<the field to show>"}.')


def _fits_the_layer(call: StyleInput, context) -> None:
    snapshot = snapshot_of(context)
    if snapshot is None:
        return
    check_not_an_absent_layer(context, snapshot, call.layer)
    layer = vector_layer(snapshot, call.layer)
    if call.renderer in ("categorized", "graduated"):
        check_expression(layer, call.expression or QgsExpression.quotedColumnRef(call.field))
        if call.renderer == "graduated" and call.field is not None:
            types = {field.name.lower(): field.type_name for field in layer.fields}
            if not numeric_type(types[call.field.lower()]):
                raise ActionRejected(_not_numeric(call.field, layer.name, [
                    field.name for field in layer.fields if numeric_type(field.type_name)]))
    if isinstance(call.labels, LabelsInput):
        check_expression(layer, call.labels.expression or QgsExpression.quotedColumnRef(call.labels.field))


def known_ramp(name: str) -> str:
    """The default style's ramp called ``name`` (any case); ``ActionRejected`` listing them."""
    names = ramp_names()
    for ramp in names:
        if ramp.casefold() == name.casefold():
            return ramp
    raise ActionRejected(for_user("there is no colour ramp named '{ramp}' (ramps: {ramps})", ramp=name,
                                  ramps=", ".join(names)))


def parsed_expression(text: str) -> QgsExpression:
    expression = QgsExpression(text)
    if expression.hasParserError():
        raise ActionRejected(for_user("The expression is not valid QGIS syntax: {reason}",
                                      reason=expression.parserErrorString()))
    return expression


def _not_numeric(field: str, layer: str, numeric: list[str]) -> str:
    return for_user("field '{field}' of '{layer}' is not numeric, so it cannot be graduated (numeric fields: "
                    "{fields}); use renderer 'categorized', or an expression that gives numbers",
                    field=field, layer=layer, fields=", ".join(numeric) or for_user("none", "no field"))


class StyleTool(ActionTool):
    name: ClassVar[str] = "style"
    description: ClassVar[str] = (
        "Change how a vector layer looks. `renderer`: single (`color` #RRGGBB, `opacity`, `outline`), "
        "categorized (a colour per value of `field` or `expression`, `ramp`), graduated (numeric `field` or "
        "`expression`, `method` quantile/equal_interval/jenks/pretty, `classes`, `ramp`). `labels`: "
        "{\"field\" or \"expression\", \"size\"} or false. `visible`, `layer_opacity` (0..1). "
        "Ramps are QGIS names (Spectral, Viridis, Blues, RdYlGn...). The user clicks to apply it and can undo."
    )
    input_model: ClassVar[type[BaseModel]] = StyleInput
    kind: ClassVar[str] = ACTION
    egress: ClassVar[str] = METADATA
    offer_words: ClassVar[tuple[str, ...]] = STYLE_WORDS  # agent/words/tool_offer.py
    done_by_button: ClassVar[bool] = True  # a description of the steps is no answer (agent/words/button_wanted.py)

    def __init__(self) -> None:
        # Made here, on the main thread, before a ramp check in the agent's worker asks for it.
        QgsStyle.defaultStyle()

    @staticmethod
    def check(call: StyleInput, context) -> StyleInput:
        return checked(call, context, with_real_layer_names, _labels_asked, _fits_the_layer)

    def process(self, environment: ActionEnvironment, call: StyleInput) -> ActionReply:
        layer = find_layer(environment.project, call.layer, vector_only=True)
        check_live(layer, call)
        label = for_user("Style '{layer}': {what}", layer=layer.name(), what=describe(call))
        button = ActionButton(label, guarded(lambda host: _run(environment, call, host)), tooltip=tooltip(call),
                              preview=legend_preview(layer, call))
        return ActionReply(text=call._note, buttons=[button], status=f"shown to the user as a button '{label}'")


def check_live(layer: QgsVectorLayer, call: StyleInput) -> None:
    """The same checks as the validators, against the live layer (the map may have changed)."""
    fields = layer.fields()
    names = [field.name() for field in fields]
    wanted = []
    if call.renderer in ("categorized", "graduated") and call.field is not None:
        wanted.append(call.field)
    if isinstance(call.labels, LabelsInput) and call.labels.field is not None:
        wanted.append(call.labels.field)
    for name in wanted:
        if fields.lookupField(name) < 0:
            raise ActionRejected(for_user("'{layer}' has no field '{field}' (fields: {fields})", layer=layer.name(),
                                          field=name, fields=", ".join(names)))
    if call.renderer == "graduated" and call.field is not None:
        if not fields.at(fields.lookupField(call.field)).isNumeric():
            raise ActionRejected(_not_numeric(call.field, layer.name(),
                                              [field.name() for field in fields if field.isNumeric()]))


def describe(call: StyleInput) -> str:
    """What the click will do, in a few words (the button's text)."""
    parts = []
    source = _source_text(call.field, call.expression)
    if call.renderer == "single":
        parts.append(for_user("one colour {color}", color=call.color or ""))
    elif call.renderer == "categorized":
        parts.append(for_user("colour by {source}", source=source))
    elif call.renderer == "graduated":
        parts.append(for_user("{classes} {method} classes of {source}", classes=call.classes, method=call.method,
                              source=source))
    if isinstance(call.labels, LabelsInput):
        parts.append(for_user("labels from {source}", source=_source_text(call.labels.field, call.labels.expression)))
    elif call.labels is False:
        parts.append(for_user("no labels"))
    if call.visible is not None:
        parts.append(for_user("show") if call.visible else for_user("hide"))
    if call.layer_opacity is not None:
        parts.append(for_user("opacity {percent}%", percent=round(call.layer_opacity * 100)))
    return ", ".join(part.strip() for part in parts)


def tooltip(call: StyleInput) -> str:
    ramp = call.ramp or _default_ramp(call)
    if call.renderer in ("categorized", "graduated"):
        return for_user("Colour ramp {ramp}. Undo restores the previous style.", ramp=ramp)
    return for_user("Undo restores the previous style.")


def _source_text(field: str | None, expression: str | None) -> str:
    text = f'"{field}"' if field is not None else (expression or "")
    return text if len(text) <= 40 else text[:39] + "…"


def _default_ramp(call: StyleInput) -> str:
    return "Spectral" if call.renderer == "categorized" else "Viridis"


# --- on click ---------------------------------------------------------------------------


def _run(environment: ActionEnvironment, call: StyleInput, host: ActionHost) -> None:
    layer = find_layer(environment.project, call.layer, vector_only=True)  # again: it may be gone or renamed
    check_live(layer, call)
    if call.renderer not in ("categorized", "graduated"):
        apply_style(environment, layer, call, None, host)
        return
    work = values_work(layer, call.field, call.expression, call.renderer == "graduated")
    run_with_progress(host, for_user("Reading the values of '{layer}'…", layer=layer.name()), work,
                      lambda values: apply_style(environment, layer, call, values, host))


def values_work(layer: QgsVectorLayer, field: str | None, expression: str | None, numeric: bool):
    """Prepare on the main thread; the returned function reads the values in a worker:
    the distinct ones (categorized) or all numbers (graduated)."""
    text = expression if expression is not None else QgsExpression.quotedColumnRef(field)
    context = QgsExpressionContext(QgsExpressionContextUtils.globalProjectLayerScopes(layer))
    source = QgsVectorLayerFeatureSource(layer)
    parsed = parsed_expression(text)
    needs_geometry = parsed.needsGeometry()
    columns, fields = parsed.referencedColumns(), layer.fields()

    def work(feedback):
        evaluated = QgsExpression(text)  # one per thread: evaluation keeps state
        evaluated.prepare(context)
        request = QgsFeatureRequest()
        if not needs_geometry:
            request.setFlags(QgsFeatureRequest.Flag.NoGeometry)
        request.setSubsetOfAttributes(columns, fields)  # only those: a third faster (make bench, case 13)
        request.setFeedback(feedback)
        values, distinct = [], {}
        feature, features = QgsFeature(), source.getFeatures(request)
        while features.nextFeature(feature):
            context.setFeature(feature)
            value = evaluated.evaluate(context)
            if evaluated.hasEvalError():
                raise ActionRejected(for_user("The expression failed: {reason}", reason=evaluated.evalErrorString()))
            if numeric:
                number = _number(value)
                if number is not None:
                    values.append(number)
            else:
                distinct.setdefault(_hashable(value), value)
                if len(distinct) > MAX_CATEGORIES:
                    raise ActionRejected(for_user(
                        "More than {limit} different values: too many categories for a map. Use a graduated "
                        "renderer or an expression with fewer values.", limit=MAX_CATEGORIES))
            if feedback.isCanceled():
                break
        return values if numeric else list(distinct.values())

    return work


def _number(value) -> float | None:
    if value is None or isinstance(value, bool):
        return None
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return number if number == number else None  # NaN is no value


def _hashable(value):
    try:
        hash(value)
        return value
    except TypeError:
        return repr(value)


def apply_style(environment: ActionEnvironment, layer: QgsVectorLayer, call: StyleInput, values, host: ActionHost) -> None:
    """Apply on the main thread; report with one Undo to the style as it was."""
    if environment.project.mapLayer(layer.id()) is None:
        host.show_error(for_user("The layer was removed in the meantime; nothing was changed."))
        return
    renderer = None
    if call.renderer is not None:
        renderer = build_renderer(layer, call, values)
    undo = style_undo(environment, layer)
    if renderer is not None:
        layer.setRenderer(renderer)
    if isinstance(call.labels, LabelsInput):
        layer.setLabeling(QgsVectorLayerSimpleLabeling(label_settings(call.labels)))
        layer.setLabelsEnabled(True)
    elif call.labels is False:
        layer.setLabelsEnabled(False)
    if call.layer_opacity is not None:
        layer.setOpacity(call.layer_opacity)
    node = environment.project.layerTreeRoot().findLayer(layer.id())
    if call.visible is not None and node is not None:
        node.setItemVisibilityChecked(call.visible)
    _repaint(environment, layer)
    # Read back from the layer: QGIS (or another plugin) may have refused or replaced it.
    not_applied = style_not_applied(layer, call.renderer)
    if not_applied is not None:
        host.show_error(not_applied, undo=undo)
        return
    host.show_info(for_user("Styled '{layer}': {what}.", layer=layer.name(), what=describe(call)), undo=undo)


def build_renderer(layer: QgsVectorLayer, call: StyleInput, values):
    symbol = QgsSymbol.defaultSymbol(layer.geometryType())
    if call.renderer == "single":
        if call.color is not None:
            symbol.setColor(QColor(call.color))
        if call.outline is not None:
            for index in range(symbol.symbolLayerCount()):
                symbol.symbolLayer(index).setStrokeColor(QColor(call.outline))
        if call.opacity is not None:
            symbol.setOpacity(call.opacity)
        return QgsSingleSymbolRenderer(symbol)
    attribute = call.expression if call.expression is not None else call.field
    ramp = QgsStyle.defaultStyle().colorRamp(call.ramp or _default_ramp(call))
    if call.renderer == "categorized":
        categories = [QgsRendererCategory(value, symbol.clone(), "" if value is None else str(value))
                      for value in sorted(values, key=_sort_key)]
        renderer = QgsCategorizedSymbolRenderer(attribute, categories)
        renderer.updateColorRamp(ramp)
        return renderer
    if not values:
        raise ActionRejected(for_user("'{source}' gives no numbers in '{layer}', so it cannot be graduated.",
                                      source=_source_text(call.field, call.expression), layer=layer.name()))
    method = _METHODS[call.method]()
    renderer = QgsGraduatedSymbolRenderer(attribute)
    renderer.setSourceSymbol(symbol.clone())
    renderer.setClassificationMethod(method)
    for bounds in method.classes(values, call.classes):
        renderer.addClassRange(QgsRendererRange(bounds, symbol.clone()))
    renderer.updateColorRamp(ramp)
    return renderer


PREVIEW_SWATCH = 14  # pixels: one legend symbol of the preview
PREVIEW_CATEGORIES = 5  # the categories are read at click time: the preview shows the ramp's first five


def legend_preview(layer: QgsVectorLayer, call: StyleInput):
    """What the button's row shows: the legend symbols of the renderer the click will
    apply, side by side (None when the style keeps the renderer)."""
    if call.renderer is None:
        return None
    geometry = layer.geometryType()

    def draw():
        if call.renderer == "single":
            renderer = build_renderer(layer, call, [])
        else:
            renderer = _classes_like(call, QgsSymbol.defaultSymbol(geometry))
        items = renderer.legendSymbolItems()  # kept: each symbol belongs to its item
        return _side_by_side([item.symbol() for item in items if item.symbol() is not None])

    return draw


def _classes_like(call: StyleInput, symbol: QgsSymbol):
    """A renderer with the click's number of classes (or the first categories) and its ramp:
    the colours the click will give, before the data says the values."""
    ramp = QgsStyle.defaultStyle().colorRamp(call.ramp or _default_ramp(call))
    if call.renderer == "categorized":
        renderer = QgsCategorizedSymbolRenderer("", [QgsRendererCategory(i, symbol.clone(), str(i))
                                                     for i in range(PREVIEW_CATEGORIES)])
    else:
        renderer = QgsGraduatedSymbolRenderer("")
        for i in range(call.classes):
            renderer.addClassRange(QgsRendererRange(i, i + 1, symbol.clone(), str(i)))
    renderer.updateColorRamp(ramp)
    return renderer


def _side_by_side(symbols: list[QgsSymbol]) -> QPixmap:
    size = QSize(PREVIEW_SWATCH, PREVIEW_SWATCH)
    picture = QPixmap(max(1, len(symbols)) * (PREVIEW_SWATCH + 2), PREVIEW_SWATCH)
    picture.fill(QColor(0, 0, 0, 0))
    painter = QPainter(picture)
    try:
        for index, symbol in enumerate(symbols):
            painter.drawPixmap(index * (PREVIEW_SWATCH + 2), 0, QgsSymbolLayerUtils.symbolPreviewPixmap(symbol, size))
    finally:
        painter.end()
    return picture


def _sort_key(value):
    return (value is None, str(type(value)), value if value is not None and _orderable(value) else repr(value))


def _orderable(value) -> bool:
    return isinstance(value, (int, float, str))


def label_settings(labels: LabelsInput) -> QgsPalLayerSettings:
    settings = QgsPalLayerSettings()
    settings.fieldName = labels.expression if labels.expression is not None else labels.field
    settings.isExpression = labels.expression is not None
    text = QgsTextFormat()
    text.setSize(labels.size)
    buffer = QgsTextBufferSettings()
    buffer.setEnabled(labels.buffer)
    buffer.setSize(1.0)
    buffer.setColor(QColor("#ffffff"))
    text.setBuffer(buffer)
    settings.setFormat(text)
    return settings


def style_undo(environment: ActionEnvironment, layer: QgsVectorLayer):
    """A function that puts back the renderer, labelling, opacity and visibility as they are now."""
    layer_id, project = layer.id(), environment.project
    renderer = layer.renderer().clone() if layer.renderer() is not None else None
    labeling = layer.labeling().clone() if layer.labeling() is not None else None
    labels_on, opacity = layer.labelsEnabled(), layer.opacity()
    node = project.layerTreeRoot().findLayer(layer_id)
    visible = node.itemVisibilityChecked() if node is not None else None

    def undo() -> None:
        current = project.mapLayer(layer_id)
        if current is None:
            return
        if renderer is not None:
            current.setRenderer(renderer.clone())
        current.setLabeling(labeling.clone() if labeling is not None else None)
        current.setLabelsEnabled(labels_on)
        current.setOpacity(opacity)
        tree_node = project.layerTreeRoot().findLayer(layer_id)
        if visible is not None and tree_node is not None:
            tree_node.setItemVisibilityChecked(visible)
        _repaint(environment, current)

    return undo


def _repaint(environment: ActionEnvironment, layer: QgsVectorLayer) -> None:
    layer.emitStyleChanged()
    layer.triggerRepaint()
    if environment.iface is not None and hasattr(environment.iface, "layerTreeView") and environment.iface.layerTreeView():
        environment.iface.layerTreeView().refreshLayerSymbology(layer.id())

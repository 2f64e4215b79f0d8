"""``count_features``: how many features match a QGIS expression, optionally only
those whose geometry intersects the canvas's visible area at the time of the call."""

from __future__ import annotations

from typing import ClassVar, Optional

from pydantic import BaseModel, ConfigDict, Field, field_validator
from qgis.core import QgsExpression

from ...agent.tools import CAVEAT, LOOKUP, METADATA
from ...agent.user_text import for_user
from ...agent.words.vocabulary import COUNT_WORDS, SELECTION_WORDS
from ..checks.call_check import checked
from ..checks.question_checks import names_the_view
from ..reading import pushdown
from ..reading.lookup_tool import LookupTool
from ..reading.results import LookupFailed
from ..reading.value_search import find_value, holds_value
from ..sql.expression import sole_text_comparison


class CountFeaturesInput(BaseModel):
    model_config = ConfigDict(extra="ignore", json_schema_extra={"examples": [{"layer": "LAYER_NAME", "expression": "\"FIELD\" = 'VALUE'"}]})

    layer: str = Field(description="The vector layer's name.")
    expression: Optional[str] = Field(
        default=None,
        description="A QGIS expression the features must match ($area and $length: m² and m on the "
                    "ellipsoid). Omit to count all.",
    )
    in_view: bool = Field(
        default=False, description="true: count only features that intersect the visible map area now."
    )

    @field_validator("expression")
    @classmethod
    def _blank_is_none(cls, value: str | None) -> str | None:
        return value if value and value.strip() else None


def _view_only_when_asked(call: CountFeaturesInput, context) -> None:
    """``in_view`` only when the user's words name the view: a small model copies it into
    "How many provinces does Brazil have?" and counts 0 on a map of Europe (issue 26)."""
    asked = getattr(context, "asked", "") if context is not None else ""
    if call.in_view and asked and not names_the_view(asked):
        call.in_view = False


class CountFeaturesTool(LookupTool):
    name: ClassVar[str] = "count_features"
    description: ClassVar[str] = (
        "Lookup: the exact number of features of a vector "
        "layer, all of them or those matching a QGIS `expression`, optionally only in view."
    )
    input_model: ClassVar[type[BaseModel]] = CountFeaturesInput
    kind: ClassVar[str] = LOOKUP
    egress: ClassVar[str] = METADATA  # a count
    note_words: ClassVar[tuple[str, ...]] = COUNT_WORDS  # agent/words/short_prompt.py
    # "How many countries have I selected?" is selected_features' (make eval-live: a small model
    # counted a field "selected" the layer lacks).
    note_stop_words: ClassVar[tuple[str, ...]] = SELECTION_WORDS
    note_by_default: ClassVar[bool] = True  # described to a small model when no words pick a tool

    @staticmethod
    def check(call: CountFeaturesInput, context) -> CountFeaturesInput:
        return checked(call, context, _view_only_when_asked)

    def compute(self, request: CountFeaturesInput, environment, clock) -> dict:
        try:
            counted = self._count(request, environment, clock)
        except LookupFailed as failure:
            mended = _held_elsewhere(request, environment)
            if not mended:
                raise
            return self._mended(request, mended, environment, clock, failure, "names no field of")
        if counted["count"] or not getattr(environment, "values_allowed", False):
            return _caveat_if_empty(request, counted)  # which field holds a text: not under Never (issue 37)
        mended = _held_elsewhere(request, environment, never_holding=True)
        if mended:
            return self._mended(request, mended, environment, clock, None, "is never true in")
        return _caveat_if_empty(request, counted)

    def _mended(self, request, mended, environment, clock, failure, why: str) -> dict:
        """The count on the fields that hold the compared text, when they agree."""
        counts = {self._count(each, environment, clock)["count"] for each in mended}
        if len(counts) > 1:  # the fields that hold the text disagree: the model chooses
            fields = ", ".join(str(sole_text_comparison(each.expression)[0]) for each in mended)
            text = sole_text_comparison(request.expression)[1]
            raise LookupFailed(f"{failure or ''} '{text}' is a value of the fields "
                               f"{fields}, which count differently: count with one of them.".strip())
        return {"count": counts.pop(), "note": f"{request.expression} {why} {request.layer}: counted {mended[0].expression}"}

    def _count(self, request: CountFeaturesInput, environment, clock) -> dict:
        count = pushdown.matching_count(environment, request.layer, request.expression, request.in_view, clock)
        return {"count": count}


def _caveat_if_empty(request: CountFeaturesInput, counted: dict) -> dict:
    """A 0 counted on one field's equality with a text, over the whole layer, says only that the
    field never holds that text: the traps' live run at d503bb6 counted ``"adm0_a3" = 'ADM0_A3'``
    for "How many countries are made of more than one part?" and answered "There are no
    countries made of more than one part." The count itself proves the absence, so saying it
    lets nothing more leave than the 0 does, under Never too."""
    if counted["count"] or request.in_view or not request.expression:
        return counted
    compared = sole_text_comparison(request.expression)
    if compared is None:
        return counted
    field, text = compared
    # Worded for the user too (the turn shows it beside the answer), and for either values policy.
    caveat = for_user("no feature of {layer} has {field} = {text}: the field never holds that text, so the 0 may "
                      "just mean that the value is written another way. Look at the field's values before trusting "
                      "it.", layer=request.layer, field=field, text=QgsExpression.quotedString(text))
    return {**counted, CAVEAT: caveat}


def _held_elsewhere(request: CountFeaturesInput, environment, never_holding: bool = False) -> list[CountFeaturesInput]:
    """``"iso_a3" = 'BRA'`` on a layer without ``iso_a3``: the same request on each field of the
    layer that holds 'BRA' (a small model guesses a field's name from another layer's; make
    eval-live: adm0_a3, sov_a3 and gu_a3 all hold it, and all count Brazil's 27); none: [].
    ``never_holding``: the field is the layer's but counted 0, and never holds the text
    (the traps' live run at ff25149: ``"iso_a3" = 'FR'`` on countries, whose iso_a2 holds
    it, answered "There are no features of France"): an empty count is never what was asked."""
    compared = sole_text_comparison(request.expression or "")
    if compared is None or environment is None:
        return []
    field, text = compared
    if never_holding and holds_value(environment, request.layer, field, text) is not False:
        return []
    return [request.model_copy(update={
        "expression": f"{QgsExpression.quotedColumnRef(hit.field)} = {QgsExpression.quotedString(text)}"})
        for hit in find_value(environment, [request.layer], text) if hit.field.casefold() != field.casefold()]


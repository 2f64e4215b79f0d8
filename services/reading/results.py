"""The result every lookup returns: one JSON object with ``execution_ms``.

A lookup's work raises ``LookupFailed`` with a message for the model that says
what to do instead (the nearest layer names, the layer's fields, QGIS's parser
error, "narrow the question"). ``answer`` times the work, turns any failure into
``{"error": "...", "execution_ms": N}`` and keeps a result under the size cap,
cutting its longest list and saying so. Errors reach the agent as ``UserError``
(its word for "send this back as an is_error tool result"), their text the JSON.
"""

from __future__ import annotations

import json
import logging
import math
import time
from collections.abc import Callable, Mapping
from typing import Any

from qgis.core import QgsGeometry
from qgis.PyQt.QtCore import QByteArray, QDate, QDateTime, Qt, QTime, QVariant

from ...agent.tools import CAVEAT, ResultText
from ...agent.user_error import UserError
from ..sql.engines.common import SqlCancelled, SqlRunError, SqlTimedOut

_log = logging.getLogger(__name__)

MAX_TEXT = 300  # characters of one attribute value in a result
_CUT_TEXT = 80  # what is left of each text when a result is still too large


class LookupFailed(UserError):
    """A lookup that cannot answer; the message tells the model what to do instead."""


def answer(name: str, work: Callable[[], dict], max_chars: int, list_key: str | None = None) -> str:
    """Run ``work`` and return its result as JSON text; raise UserError(JSON) on failure."""
    start = time.monotonic()
    try:
        result = work()
    except SqlTimedOut as error:
        raise UserError(_error(timed_out(error.timeout_s), start)) from None
    except SqlCancelled:
        raise UserError(_error("Stopped by the user.", start)) from None
    except (UserError, SqlRunError) as error:  # LookupFailed, ActionRejected, the engines' errors
        raise UserError(_error(error.user_message, start)) from None
    except Exception as error:  # noqa: BLE001 - a bug is told to the model, not raised into the turn
        _log.exception("lookup %s failed", name)
        raise UserError(_error(f"The lookup failed unexpectedly: {error}. Try another way.", start)) from None
    result["execution_ms"] = _elapsed_ms(start)
    text = fit(result, max_chars, list_key)
    caveat = result.get(CAVEAT)  # kept as made, for the chat to translate (agent/tools.ResultText)
    return ResultText(text, caveat) if caveat else text


def timed_out(seconds: float) -> str:
    return (
        f"The lookup took longer than {seconds:g} s and was stopped. Narrow the question: "
        "one layer, a filter expression, or in_view over a smaller area."
    )


def _error(message: str, start: float) -> str:
    return json.dumps({"error": message, "execution_ms": _elapsed_ms(start)}, ensure_ascii=False)


def _elapsed_ms(start: float) -> int:
    return round((time.monotonic() - start) * 1000)


def fit(result: dict, max_chars: int, list_key: str | None) -> str:
    """``result`` as JSON of at most ``max_chars`` characters (about: the note added
    when cutting counts too), cutting long texts, then the end of ``list_key``."""
    text = _dumps(result)
    items = result.get(list_key) if list_key else None
    if len(text) <= max_chars or not isinstance(items, list):
        return text
    total = len(items)
    result[list_key] = items = _clipped(items, _CUT_TEXT)
    text = _dumps(result)
    while len(text) > max_chars and items:
        # Drop in proportion to the excess, at least one item per try.
        keep = min(len(items) - 1, int(len(items) * max_chars / len(text)))
        del items[max(keep, 0):]
        result["note"] = (
            f"Result cut to {max_chars:,} characters: {len(items)} of {total} {list_key} shown, "
            "texts shortened. Ask for fewer or narrow the question."
        )
        text = _dumps(result)
    if "truncated" in result:
        result["truncated"] = True
        text = _dumps(result)
    return text


def _clipped(value: Any, length: int) -> Any:
    if isinstance(value, str) and len(value) > length:
        return value[:length] + "…"
    if isinstance(value, list):
        return [_clipped(v, length) for v in value]
    if isinstance(value, dict):
        return {k: _clipped(v, length) for k, v in value.items()}
    return value


def _dumps(result: Mapping) -> str:
    return json.dumps(result, ensure_ascii=False, allow_nan=False)


def json_value(value: Any, max_text: int | None = MAX_TEXT) -> Any:
    """An attribute value as JSON: NULL -> null, dates as ISO 8601, geometries as
    WKT, binary as its size, texts cut at ``max_text`` characters (None: whole)."""
    if isinstance(value, QVariant):
        value = None if value.isNull() else value.value()
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else str(value)
    if isinstance(value, str):
        return value if max_text is None else _clipped(value, max_text)
    if isinstance(value, QDate):
        return value.toString(Qt.DateFormat.ISODate) if value.isValid() else None
    if isinstance(value, (QDateTime, QTime)):
        return value.toString(Qt.DateFormat.ISODate) if value.isValid() else None
    if isinstance(value, (QByteArray, bytes, bytearray, memoryview)):
        return f"<{len(bytes(value))} bytes>"
    if isinstance(value, QgsGeometry):
        return json_value(value.asWkt(6), max_text)
    if isinstance(value, (list, tuple)):
        return [json_value(v, max_text) for v in value]
    if isinstance(value, dict):
        return {str(k): json_value(v, max_text) for k, v in value.items()}
    return json_value(str(value), max_text)

"""Which model to use, asked of the server: model names expire, so none is assumed to exist.

Pure Python. A model id's *family* is its tier word (``claude-sonnet-4-6`` and
``claude-3-5-sonnet-20241022`` are both ``sonnet``): a replacement is only ever
chosen within the family, so a retired Sonnet never silently becomes a more
expensive Opus. "Newest" is the release date the server lists (``created_at``),
then the version numbers in the id.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date, datetime

# The family used when the user chose no model.
DEFAULT_FAMILY = "sonnet"
_DATE_SUFFIX = re.compile(r"-\d{8}$")  # claude-sonnet-4-5-20250929: a snapshot of claude-sonnet-4-5


@dataclass(frozen=True)
class ModelInfo:
    id: str
    created_at: str = ""  # ISO 8601 as listed by the server; "" when unknown
    display_name: str = ""
    retires_on: str = ""  # the retirement date the SDK announces, "" when not deprecated

    @property
    def deprecated(self) -> bool:
        return bool(self.retires_on)


def family(model_id: str) -> str:
    """The family word of a model id ("sonnet", "haiku", "opus", "qwen", ...); "" when it has none.

    Claude ids put the tier either first (``claude-sonnet-4-6``) or after the version
    (``claude-3-5-haiku-...``): the first purely alphabetic part after "claude". Other
    vendors' ids start with theirs (``qwen2.5-coder``, ``llama-3.2``).
    """
    parts = [p for p in re.split(r"[-_.:/ ]+", model_id.lower()) if p]
    if parts and parts[0] == "claude":
        return next((p for p in parts[1:] if p.isalpha() and p not in ("latest", "preview")), "")
    leading = re.match(r"[a-z]+", parts[0]) if parts else None
    return leading.group(0) if leading else ""


def version_key(model_id: str) -> tuple[int, ...]:
    """The version numbers in an id, a snapshot date left out: (4, 6) for claude-sonnet-4-6."""
    return tuple(int(n) for n in re.findall(r"\d+", _DATE_SUFFIX.sub("", model_id)))


def newness(model: ModelInfo) -> tuple:
    # An alias and its dated snapshot share a version: the alias (no date) wins the tie,
    # as it follows the snapshot the server points it at.
    return (model.created_at, version_key(model.id), not _DATE_SUFFIX.search(model.id))


def newest_in_family(models: Iterable[ModelInfo], wanted_family: str, exclude: Iterable[str] = ()) -> ModelInfo | None:
    """The newest listed model of ``wanted_family``; a deprecated one only if nothing else is listed."""
    excluded = set(exclude)
    candidates = [m for m in models if family(m.id) == wanted_family and m.id not in excluded]
    current = [m for m in candidates if not m.deprecated]
    pool = current or candidates
    return max(pool, key=newness) if pool else None


def retirement_passed(retires_on: str, today: date) -> bool:
    """Whether an announced retirement date ("November 30th, 2026") is before ``today``.
    An unreadable date counts as not passed: the model is then offered, marked deprecated."""
    text = re.sub(r"(\d+)(st|nd|rd|th)\b", r"\1", retires_on.strip())
    for pattern in ("%B %d, %Y", "%b %d, %Y", "%Y-%m-%d"):
        try:
            return datetime.strptime(text, pattern).date() < today
        except ValueError:
            continue
    return False


class ModelCatalogue:
    """The models a server lists, fetched once per server and key for the QGIS session.

    ``lister`` is a client's ``list_models``; ``server_key`` names the server and key
    it talks to, so that changing either in the settings lists again.
    Thread-safe: the worker fills it, the main thread may read it.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._models: dict[str, list[ModelInfo]] = {}

    def models(self, server_key: str, lister: Callable[[], list[ModelInfo]]) -> list[ModelInfo]:
        """The cached list; listed now when not cached. Raises what ``lister`` raises."""
        with self._lock:
            cached = self._models.get(server_key)
        if cached is not None:
            return cached
        listed = list(lister())
        with self._lock:
            self._models[server_key] = listed
        return listed

    def forget(self, server_key: str | None = None) -> None:
        """Drop a server's list (all when None): after a 404 the list may be stale."""
        with self._lock:
            if server_key is None:
                self._models.clear()
            else:
                self._models.pop(server_key, None)

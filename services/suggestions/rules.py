"""When a suggestion may appear (pure Python, the clock given): rare, quiet, never twice.

- at most ``per_hour`` counted suggestions in any hour;
- the same key never twice; a trigger dismissed in a project never again there;
- none in the first ``GRACE_S`` seconds after a project opens, none in quiet hours:
  those wait (``SHOW``, ``WAIT`` with the seconds to wait, or ``DROP``).
The input holding text or a turn running is the dock's to tell: it waits too.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from .suggestion import Suggestion

GRACE_S = 10.0
HOUR_S = 3600.0
SHOW, WAIT, DROP = "show", "wait", "drop"


@dataclass(frozen=True)
class RuleSettings:
    on: bool = True
    per_hour: int = 3
    quiet_hours: str = ""  # "22:00-07:00"; empty: none
    triggers_off: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Verdict:
    what: str
    wait_s: float = 0.0


def quiet_span(text: str) -> tuple[int, int] | None:
    """"22:00-07:00" as minutes of the day (1320, 420); None when empty or unreadable."""
    try:
        start, end = (part.strip() for part in text.split("-"))
        minutes = [int(hour) * 60 + int(minute) for hour, minute in (start.split(":"), end.split(":"))]
    except ValueError:
        return None
    if any(not 0 <= m < 24 * 60 for m in minutes) or minutes[0] == minutes[1]:
        return None
    return minutes[0], minutes[1]


def quiet_wait_s(text: str, now: float) -> float:
    """Seconds until quiet hours end, 0 outside them (a span may cross midnight)."""
    span = quiet_span(text)
    if span is None:
        return 0.0
    local = time.localtime(now)
    minute = local.tm_hour * 60 + local.tm_min
    start, end = span
    inside = start <= minute < end if start < end else (minute >= start or minute < end)
    if not inside:
        return 0.0
    return ((end - minute) % (24 * 60)) * 60.0 - local.tm_sec


@dataclass
class SuggestionRules:
    clock: Callable[[], float] = time.time
    dismissed: Callable[[str, str], bool] = lambda project, trigger: False  # (project, trigger id)
    opened_at: float = field(default=float("-inf"))
    shown_at: list[float] = field(default_factory=list)  # counted suggestions shown, when
    seen: set[str] = field(default_factory=set)

    def project_opened(self) -> None:
        self.opened_at = self.clock()

    def verdict(self, suggestion: Suggestion, project: str, settings: RuleSettings) -> Verdict:
        if not settings.on or suggestion.trigger in settings.triggers_off:
            return Verdict(DROP)
        if self.dismissed(project, suggestion.trigger) or (suggestion.counted and suggestion.key in self.seen):
            return Verdict(DROP)
        now = self.clock()
        grace = self.opened_at + GRACE_S - now
        if grace > 0:
            return Verdict(WAIT, grace)
        quiet = quiet_wait_s(settings.quiet_hours, now)
        if quiet > 0:
            return Verdict(WAIT, quiet)
        if suggestion.counted:
            recent = [at for at in self.shown_at if now - at < HOUR_S]
            if len(recent) >= max(1, settings.per_hour):
                return Verdict(WAIT, recent[0] + HOUR_S - now)
        return Verdict(SHOW)

    def shown(self, suggestion: Suggestion) -> None:
        if suggestion.counted:
            self.seen.add(suggestion.key)
            now = self.clock()
            self.shown_at = [at for at in self.shown_at if now - at < HOUR_S] + [now]

"""FILL 2: the placeholders of an action call, filled against the live map when its
button is made (docs/ARCHITECTURE.md, "A turn and a click")."""

from __future__ import annotations

from collections.abc import Sequence

from ..base import ActionRejected
from ..placeholders.click_fill import ClickTimeFill
from ..placeholders.fill import PlaceholderError


def check_placeholders(project, canvas, template: str, declared: Sequence[str]) -> None:
    """Raise ``ActionRejected`` now for what would fail at click time (bar the
    selection size, which depends on the map when the user clicks), so no
    button shows that cannot work."""
    try:
        ClickTimeFill(project, canvas, template, declared)
    except PlaceholderError as exc:
        raise ActionRejected(exc.user_message) from exc

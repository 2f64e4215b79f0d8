"""The requests this session sent to servers other than the model's (the online place
search, OpenStreetMap data): what left the machine, and where to, for "What was sent".
One log for them all, oldest first; each line starts with its time."""

from __future__ import annotations

import threading
import time
from collections import deque

_lock = threading.Lock()
_lines: deque[str] = deque(maxlen=40)


def record(line: str) -> None:
    """From any thread: ``line`` says the method, the address and what it carried."""
    with _lock:
        _lines.append(f"{time.strftime('%H:%M:%S')} {line}")


def lines() -> list[str]:
    with _lock:
        return list(_lines)


def forget() -> None:
    with _lock:
        _lines.clear()

"""How much memory a process holds: its resident set, where the system tells it."""

from __future__ import annotations

from pathlib import Path


def resident_bytes(pid: int, proc: Path = Path("/proc")) -> int | None:
    """VmRSS of ``/proc/<pid>/status`` (Linux); None where it cannot be read (another
    system, or the process is gone)."""
    try:
        status = (proc / str(pid) / "status").read_text(encoding="ascii", errors="replace")
    except OSError:
        return None
    for line in status.splitlines():
        if line.startswith("VmRSS:"):
            value, _, unit = line.split(":", 1)[1].strip().partition(" ")
            scale = {"kB": 1024, "mB": 1024 ** 2, "gB": 1024 ** 3}.get(unit.strip(), 1)
            return int(value) * scale
    return None

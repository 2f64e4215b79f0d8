"""This process's file descriptors opened for writing on a path (Linux's /proc): how a test
sees that QGIS holds a user's file without write access, beside hashing its bytes."""

from __future__ import annotations

import os


def write_descriptors(path) -> list[str]:
    """The descriptors of this process on ``path`` opened for writing."""
    written = []
    for fd in os.listdir("/proc/self/fd"):
        try:
            if os.readlink(f"/proc/self/fd/{fd}") == str(path):
                flags = next(line for line in open(f"/proc/self/fdinfo/{fd}") if line.startswith("flags"))
                if int(flags.split()[1], 8) & (os.O_WRONLY | os.O_RDWR):
                    written.append(fd)
        except OSError:
            continue
    return written

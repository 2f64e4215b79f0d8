"""The part of a crashed leg's log that says where it crashed, short enough for CI's view.

CI shows the start and the end of a long output. faulthandler's dump (a fatal signal, or
hang_guard's "Timeout (") lists every thread, the crashing one last with pytest's ~40
frames at its bottom and a 1,500-character "Extension modules" line after it: the frames
that matter were cut from the view (stop 44). Printed here: the file the leg was in, the
error line, then each thread's top frames, the crashing thread's last and longest.

    python3 scripts/crash_excerpt.py LEG LOG   (prints nothing when the log has no dump)
"""

from __future__ import annotations

import re
import sys

DUMP_START = re.compile(r"Fatal Python error|^Timeout \(")
THREAD = re.compile(r"^(Current thread|Thread) 0x[0-9a-f]+")
FRAME = re.compile(r'^  File "(?P<path>[^"]+)", line (?P<line>\d+) in (?P<func>.+)$')
TEST_FILE = re.compile(r"^(tests/\S+\.py) ")
CURRENT_FRAMES = 14  # the crashing thread (faulthandler says "Current thread")
OTHER_FRAMES = 3  # each other thread: enough to tell a server loop from a stuck request
MAX_OTHER_THREADS = 6


STDLIB = re.compile(r"^.*/lib/(python3\.\d+)/(?:(?:site|dist)-packages/)?")


def short(path: str) -> str:
    """A frame's path without the machine's prefix: a package's or the standard library's, or the repository's."""
    if found := STDLIB.match(path):
        rest = path[found.end():]
        return rest if "-packages/" in found.group(0) else f"{found.group(1)}/{rest}"
    for marker in ("/tests/", "/services/", "/agent/", "/ui/", "/toolbelt/"):
        if marker in path:
            return marker.lstrip("/") + path.split(marker, 1)[1]
    return path


def threads_of(dump: list[str]) -> list[tuple[str, list[str]]]:
    """(header, frames) for each thread in the dump, in its order."""
    found: list[tuple[str, list[str]]] = []
    for line in dump:
        if THREAD.match(line):
            found.append((line.strip().replace(" (most recent call first):", ""), []))
        elif found and (frame := FRAME.match(line)):
            found[-1][1].append(f"  {short(frame['path'])}:{frame['line']} in {frame['func']}")
        elif found and line.strip() in ("Garbage-collecting", "<no Python frame>"):
            found[-1][1].append(f"  ({line.strip()})")
    return found


def excerpt(leg: str, lines: list[str]) -> list[str]:
    start = next((i for i, line in enumerate(lines) if DUMP_START.search(line)), None)
    if start is None:
        return []
    test_files = [m.group(1) for line in lines[:start + 1] if (m := TEST_FILE.match(line))]
    error = DUMP_START.split(lines[start], 1)
    headline = lines[start][len(error[0]):].strip() if len(error) > 1 else lines[start].strip()
    dump = []
    for line in lines[start + 1:]:  # headers, blanks and indented lines ("  File", "  Garbage-collecting", "  ...")
        if line.startswith("Extension modules") or not (THREAD.match(line) or line.startswith(" ") or not line.strip()):
            break
        dump.append(line)
    threads = threads_of(dump)
    current = [t for t in threads if t[0].startswith("Current thread")]  # a fatal signal names it
    others = [t for t in threads if not t[0].startswith("Current thread")]
    if not current and others:  # a timeout dump: the main thread is listed last
        current = [others.pop()]
    out = [f"{leg} crashed in: {test_files[-1] if test_files else '(before its first test file)'}", headline]
    if len(others) > MAX_OTHER_THREADS:
        out.append(f"({len(others) - MAX_OTHER_THREADS} more threads not shown)")
    for header, frames in others[-MAX_OTHER_THREADS:]:
        out.append(f"{header}: " + " <- ".join(f.strip() for f in frames[:OTHER_FRAMES]))
    for header, frames in current:
        out.append(header)
        out.extend(frames[:CURRENT_FRAMES])
        if len(frames) > CURRENT_FRAMES:
            out.append(f"  ({len(frames) - CURRENT_FRAMES} outer frames not shown)")
    return out


def main(argv: list[str]) -> int:
    leg, log = argv[1], argv[2]
    with open(log, encoding="utf-8", errors="replace") as handle:
        lines = handle.read().splitlines()
    found = excerpt(leg, lines)
    if found:
        print("\n".join(found))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

"""scripts/crash_excerpt.py on real faulthandler dumps: a segfault with threads beside it,
and a timeout dump (hang_guard's form), each in a log shaped as pytest writes it."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "crash_excerpt.py"

# A child that crashes as a leg did in CI: helper threads waiting, the main thread deep in calls.
CRASHING_CHILD = """
import faulthandler, threading, time, sys
faulthandler.enable()
print("tests/integration/test_saved_chats.py ", end="", flush=True)
for _ in range(8):
    threading.Thread(target=time.sleep, args=(60,), daemon=True).start()
def inner_crash():
    faulthandler._sigsegv()
def level(n):
    return inner_crash() if n == 0 else level(n - 1)
level(30)
"""

GC_CHILD = """
import faulthandler, gc
faulthandler.enable()
class Cycle:
    def __del__(self):
        faulthandler._sigsegv()
def collect_the_cycle():
    a = Cycle(); a.me = a
    del a
    gc.collect()
collect_the_cycle()
"""

TIMEOUT_CHILD = """
import faulthandler, threading, time, sys
print("tests/ui/test_dock.py ....", flush=True)
threading.Thread(target=time.sleep, args=(60,), daemon=True).start()
faulthandler.dump_traceback_later(0.2, exit=True)
def waiting_for_the_end():
    time.sleep(30)
waiting_for_the_end()
"""


def logged(tmp_path: Path, child: str) -> Path:
    log = tmp_path / "leg.log"
    with open(log, "w") as out:
        subprocess.run([sys.executable, "-c", child], stdout=out, stderr=subprocess.STDOUT, timeout=60)
    log.write_text("collected 12 items\n\ntests/agent/test_a.py ....   [ 40%]\n" + log.read_text()
                   + "\nExtension modules: " + "x, " * 400 + "\n")
    return log


def excerpt_of(log: Path) -> list[str]:
    done = subprocess.run([sys.executable, str(SCRIPT), "host", str(log)], capture_output=True, text=True, check=True)
    return done.stdout.splitlines()


def test_a_segfault_shows_the_file_the_error_and_the_crashing_frames_last(tmp_path):
    lines = excerpt_of(logged(tmp_path, CRASHING_CHILD))
    assert lines[0] == "host crashed in: tests/integration/test_saved_chats.py"
    assert lines[1] == "Fatal Python error: Segmentation fault"
    current = lines.index(next(line for line in lines if line.startswith("Current thread")))
    assert "in inner_crash" in lines[current + 1] and "in level" in lines[current + 2]
    assert lines[-1].endswith("outer frames not shown)")  # the 30 calls below are cut, not the top
    assert sum(line.startswith("Thread 0x") for line in lines) == 6 and "(2 more threads not shown)" in lines
    assert not any("Extension modules" in line for line in lines) and len("\n".join(lines)) < 2_500


def test_a_crash_while_collecting_garbage_keeps_its_frames(tmp_path):
    lines = excerpt_of(logged(tmp_path, GC_CHILD))
    current = next(i for i, line in enumerate(lines) if line.startswith("Current thread"))
    frames = lines[current + 1:]
    assert "  (Garbage-collecting)" in frames and any("in __del__" in f for f in frames), lines
    assert any("in collect_the_cycle" in f for f in frames), lines


def test_a_timeout_dump_shows_the_main_thread_last(tmp_path):
    lines = excerpt_of(logged(tmp_path, TIMEOUT_CHILD))
    assert lines[0] == "host crashed in: tests/ui/test_dock.py" and lines[1].startswith("Timeout (")
    main = next(i for i, line in enumerate(lines) if re.fullmatch(r"Thread 0x[0-9a-f]+", line))
    assert "in waiting_for_the_end" in lines[main + 1] and lines[main + 2:] == ["  <string>:8 in <module>"]  # main, last
    assert re.match(r"Thread 0x[0-9a-f]+: python3\.\d+/threading\.py:\d+ in run <- ", lines[2])


@pytest.mark.parametrize("text", ["", "tests/a.py ....  [100%]\n1 failed in 2.0s\n"])
def test_a_log_without_a_dump_gives_nothing(tmp_path, text):
    log = tmp_path / "leg.log"
    log.write_text(text)
    assert excerpt_of(log) == []

"""pytest plugin for scripts/stress_virtual.sh: every collected test runs
STRESS_REPEAT times in the one process, as separate items with fresh fixtures
(an extra parameter, as pytest-repeat does)."""

import os


def pytest_generate_tests(metafunc):
    repeat = int(os.environ.get("STRESS_REPEAT", "1"))
    if repeat > 1:
        metafunc.fixturenames.append("stress_round")
        metafunc.parametrize("stress_round", range(repeat), ids=lambda n: f"round{n}")

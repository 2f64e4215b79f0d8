"""turn_path: a thread's changes of module, and the counts issue 38 reports."""

from __future__ import annotations

from support.fakes.agent_tools import lookup_result
from support.instruments.turn_path import ModulePath, summary


def test_a_call_into_another_module_and_back_is_two_changes_and_one_return():
    probe = ModulePath(package="support.")
    with probe.watching():
        lookup_result({"content": "{}"})  # a function of support.fakes.agent_tools
    [path] = probe.paths.values()
    assert path == ["support.instruments.test_turn_path", "support.fakes.agent_tools",
                    "support.instruments.test_turn_path"]
    assert summary(path) == {"modules": 2, "transitions": 2, "returns": 1}


def test_the_counts():
    assert summary([]) == {"modules": 0, "transitions": 0, "returns": 0}
    assert summary(["a", "b", "c", "b", "a", "c"]) == {"modules": 3, "transitions": 5, "returns": 3}

"""The lookups run in a worker and never hold QGIS's event loop.
The set-up (data, the worker thread): conftest.py."""

from __future__ import annotations

import json

import pytest
from map_assistant.agent.tools import ToolContext
from map_assistant.services.lookups.count_features import CountFeaturesTool
from map_assistant.services.lookups.field_values import FieldValuesTool
from map_assistant.services.lookups.find_features import FindFeaturesTool

# The lookups run in a worker; the main thread only ticks and serves short calls for it,
# so its part of the process's CPU stays small (4-15 % measured). Run on the main thread,
# the same work gives it nearly all (the control below). CPU times, so the machine's load
# does not move the verdict.
MAIN_SHARE = 0.5


def _everyday_lookups(run) -> None:
    for _ in range(3):
        run(FindFeaturesTool, text="Mina Nort")
        run(FieldValuesTool, layer="states_provinces", field="admin")
        run(CountFeaturesTool, layer="states_provinces", expression="\"admin\" LIKE 'B%'", in_view=True)


def test_lookups_never_hold_the_event_loop(lookups, world_project, qtbot):
    """find_features over every layer (about 5,000 features, dozens of text fields)
    and a full field_values pass run in the worker while the main thread ticks."""
    from support.instruments.stall_watch import EventLoopProbe

    probe = EventLoopProbe()
    probe.start()
    try:
        _everyday_lookups(lookups.ok)
    finally:
        summary = probe.stop()
    print(summary)
    assert len(probe.ticks) > 50, "the timer must have ticked all along"
    probe.check(summary)
    assert probe.main_share < MAIN_SHARE, summary


def test_the_stall_check_catches_lookups_run_on_the_main_thread(lookups, world_project):
    """The control for the test above: the same lookups, run on the main thread, fail its checks."""
    from support.instruments.stall_watch import EventLoopProbe

    def on_main_thread(tool_class, **fields):
        tool = tool_class()
        payload = json.loads(tool.run(tool.input_model.model_validate(fields), ToolContext(lookups=lookups.environment)))
        assert "error" not in payload, payload

    probe = EventLoopProbe()
    probe.start()
    try:
        _everyday_lookups(on_main_thread)
    finally:
        summary = probe.stop()
    process_cpu = probe.ticks[-1][2] - probe.ticks[0][2]
    assert process_cpu > 0.3, f"the lookups must have done real work: {summary}"
    assert probe.main_share > MAIN_SHARE, summary
    with pytest.raises(AssertionError):
        probe.check(summary)

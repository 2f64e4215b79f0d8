"""The saved prompt's file name (agent/providers/prompt_slots.py): one file per prompt that
renders alike, so a restored file always matches the beginning of the next request."""

from map_assistant.agent.llm_client import LLMRequest, ToolSpec
from map_assistant.agent.providers.prompt_slots import slot_file

TOOL = ToolSpec("count_features", "Count features.", {"type": "object"})


def _request(system="You are Map Assistant.", context="Layers: roads", tools=(TOOL,)):
    return LLMRequest(system=system, context=context, messages=[], tools=list(tools), model="m", max_tokens=1)


def test_the_name_follows_what_stays_the_same():
    name = slot_file(_request())
    assert name == slot_file(_request(context="Layers: rivers"))  # the map context comes after it
    assert name != slot_file(_request(system="Another prompt."))
    assert name != slot_file(_request(tools=()))
    assert name.startswith("map-assistant-") and name.endswith(".bin")

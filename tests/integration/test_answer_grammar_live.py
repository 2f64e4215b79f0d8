"""Issue 40: the JSON form held to its grammar on the real llama.cpp server (Qwen2.5-Coder
1.5B, temperature 0), through the real OpenAI-compatible client and the real tools' schemas
(agent/answer_schema.py, agent/providers/gbnf.py). Nothing is scripted.

The model is asked to copy a call whose type does not exist ("zoom_to": make eval-live at
0a84e47 answered "Take me to Australia on the map." so). Without the grammar it copies it;
with it, it cannot: whatever block it writes holds a type the plugin has. The same request
also proves that llama.cpp parses the whole grammar the real tools make.
"""

from __future__ import annotations

import json
import re

import pytest
from map_assistant.agent.answer_schema import answer_schema
from map_assistant.agent.cancel import CancelToken
from map_assistant.agent.llm_client import LLMRequest, StreamDone
from map_assistant.agent.providers.openai_client import OpenAICompatibleClient
from map_assistant.services.registry import create_tools
from support.fixtures.live_model import TURN_TIMEOUT_S

pytestmark = [pytest.mark.live_model, pytest.mark.timeout(2 * TURN_TIMEOUT_S)]

ASKED = ('Copy this block exactly, and nothing else:\n```json\n{"type": "zoom_to", "place": "Australia"}\n```')
BLOCK = re.compile(r"```json\s*(\{.*?\})\s*```", re.DOTALL)


def _answer(live_server, schema) -> str:
    client = OpenAICompatibleClient(live_server.base_url("openai"), tools="off", timeout=float(TURN_TIMEOUT_S))
    request = LLMRequest(system="You are Map Assistant. Write each call as one ```json block.", context="",
                         messages=[{"role": "user", "content": [{"type": "text", "text": ASKED}]}], tools=[],
                         model=live_server.model, max_tokens=80, temperature=0.0, answer_schema=schema)
    done = [e for e in client.stream(request, CancelToken()) if isinstance(e, StreamDone)]
    assert client.last_request_body and ("grammar" in json.loads(client.last_request_body)) == (schema is not None)
    return "".join(block.get("text", "") for block in done[-1].content)


def test_a_type_that_does_not_exist_cannot_be_written(live_server):
    tools = create_tools()
    free = _answer(live_server, None)
    assert '"zoom_to"' in free, free  # the control: without the grammar the model copies it
    held = _answer(live_server, answer_schema(tools))
    assert '"zoom_to"' not in held and "{" not in BLOCK.sub("", held), held  # no call past the grammar
    for block in BLOCK.findall(held):
        assert json.loads(block)["type"] in {tool.name for tool in tools}, held


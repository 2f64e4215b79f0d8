"""Lookups through the whole chat: the model asks for a layer's schema, the plugin
answers it within the turn from the map as it was when the message was sent,
and the model then answers the user. The context's "ask for more" hint names a
tool the request really offers."""

from __future__ import annotations

import json

from qgis.core import QgsProject
from support.fakes.agent_tools import lookup_result
from support.fakes.scripted import Reply
from support.fixtures.gis_data import many_memory_layers


def system_text(request: dict) -> str:
    system = request["system"]
    return system if isinstance(system, str) else "\n".join(block["text"] for block in system)


def test_the_model_looks_up_a_schema_then_answers(chat, llm_server, gpkg_project):
    llm_server.enqueue(
        Reply.tool_use("layer_schema", {"layer": "parcels"}, text="Let me look at the parcels.", id="toolu_schema"),
        Reply.tool_use("sql", {"sql": "SELECT owner, count(*) AS n FROM parcels GROUP BY owner",
                               "title": "Parcels per owner"}, id="toolu_sql"),
    )
    chat.send("How many parcels does each owner have?")

    assert len(llm_server.requests) == 2
    result = llm_server.requests[1]["messages"][-1]["content"][0]
    assert result["type"] == "tool_result" and result["tool_use_id"] == "toolu_schema"
    text = lookup_result(result)["content"]  # a lookup's result is one text block
    assert "- parcels:" in text and "owner String" in text
    assert "is_error" not in result
    assert [b.text() for b in chat.action_buttons()] == ["Parcels per owner"]
    assert "Let me look at the parcels." in chat.replies()[-1]
    assert not [note for note in chat.notices() if "retry" in note]


def test_a_large_project_hints_at_the_lookup_the_request_offers(chat, llm_server):
    QgsProject.instance().addMapLayers(many_memory_layers(200, 50))
    llm_server.enqueue(Reply.text("Two hundred layers."))
    chat.send("What is in this project?")

    request = llm_server.requests[0]
    context = system_text(request)
    assert "Not described here:" in context
    assert "Full schema of any layer: call the layer_schema tool" in context
    assert "layer_schema" in [tool["name"] for tool in request["tools"]]
    assert "## Lookups" in context and json.dumps(request).count('"name": "layer_schema"') == 1

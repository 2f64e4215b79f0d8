"""Read-only lookups within a turn, and actions checked against the turn's context.

The real AnthropicClient talks HTTP to the loopback fake Messages API; the
recorded request bodies show what the model would see. The tools are the
agent's own small test tools (the agent may not import the real services).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from map_assistant.agent.cancel import CancelToken
from map_assistant.agent.events import ActionProposed, AssistantText, LookingUp, Notice, TurnDone
from map_assistant.agent.providers.anthropic_client import AnthropicClient
from map_assistant.agent.session import ChatSession
from map_assistant.agent.tools import Tool as BaseTool
from map_assistant.agent.tools import ToolContext
from map_assistant.agent.user_error import UserError
from pydantic import BaseModel, ValidationInfo, model_validator
from support.fakes.agent_tools import SqlInput, TextInput, Tool
from support.fakes.fake_anthropic import Reply


class LayerInput(BaseModel):
    layer: str

    @model_validator(mode="after")
    def _known(self, info: ValidationInfo) -> LayerInput:
        layers = getattr(info.context, "snapshot", None)  # here: a dict of layer fields
        if layers is not None and self.layer not in layers:
            raise ValueError(f"no layer '{self.layer}'; layers: {', '.join(layers)}")
        return self


@dataclass
class Schema(BaseTool):
    """A lookup answered from the turn's context, as services/lookups/layer_schema.py is."""

    name: str = "layer_schema"
    description: str = "Fields of a layer."
    input_model: type = LayerInput
    kind: str = "lookup"
    egress: str = "metadata"
    calls: list = field(default_factory=list)

    def run(self, request: LayerInput, context) -> str:
        self.calls.append(request.layer)
        if request.layer == "broken":
            raise UserError("that layer cannot be read")
        return f"{request.layer}: " + ", ".join(context.snapshot[request.layer])


class ZoomInput(LayerInput):
    """An action whose layer is checked like the lookup's."""


CONTEXT = ToolContext(snapshot={"roads": ["id", "name", "kind", "lanes"], "broken": []})


def make_session(fake, schema: Schema, *more: BaseTool, **kwargs) -> ChatSession:
    tools = [Tool("sql", "Run SQL.", SqlInput), Tool("text", "Answer.", TextInput),
             Tool("zoom", "Zoom to a layer.", ZoomInput), schema, *more]
    client = AnthropicClient(base_url=fake.base_url, timeout=10.0, max_retries=0)
    return ChatSession(client, tools, "You are Map Assistant.", "claude-sonnet-4-6", 1024, **kwargs)


def run(session: ChatSession, text: str) -> list:
    return list(session.run_turn(text, "Layers: roads", CancelToken(), tool_context=CONTEXT))


def test_a_tool_lookup_is_answered_within_the_turn_and_is_not_a_retry(fake_anthropic):
    schema = Schema()
    fake_anthropic.enqueue(
        Reply.tool_use("layer_schema", {"layer": "roads"}, text="Let me check the fields.", id="toolu_look"),
        Reply.tool_use("sql", {"sql": "SELECT count(*) FROM roads WHERE lanes > 2", "title": "Wide roads"},
                       text="Count them with this.", id="toolu_sql"),
    )
    session = make_session(fake_anthropic, schema)

    events = run(session, "How many wide roads?")

    assert schema.calls == ["roads"]
    assert [e.tools for e in events if isinstance(e, LookingUp)] == [("layer_schema",)]
    assert not [e for e in events if isinstance(e, Notice)]  # no retry note: a lookup is no mistake
    second = fake_anthropic.requests[1]["messages"][-1]["content"]
    # A lookup's result is one text block (the contract external tests script).
    assert second == [{"type": "tool_result", "tool_use_id": "toolu_look",
                       "content": [{"type": "text", "text": "roads: id, name, kind, lanes"}]}]
    assert [(a.type, a.tool_use_id) for a in events if isinstance(a, ActionProposed)] == [("sql", "toolu_sql")]
    # The display text keeps what came before the lookup.
    assert [e for e in events if isinstance(e, AssistantText)][-1].text == "Let me check the fields.\n\nCount them with this."
    assert isinstance(events[-1], TurnDone)


def test_a_lookup_written_as_json_gets_its_result_as_text(fake_anthropic):
    schema = Schema()
    fake_anthropic.enqueue(
        Reply.text('Checking.\n```json\n{"type": "layer_schema", "layer": "roads"}\n```'),
        Reply.text("Roads have four fields."),
    )
    events = run(make_session(fake_anthropic, schema), "What fields do roads have?")
    message = fake_anthropic.requests[1]["messages"][-1]["content"]
    assert len(message) == 1 and message[0]["type"] == "text"
    assert message[0]["text"] == 'Result of layer_schema {"layer": "roads"}:\nroads: id, name, kind, lanes'
    assert [e for e in events if isinstance(e, AssistantText)][-1].text == "Checking.\n\nRoads have four fields."


def test_a_failed_lookup_is_an_error_result_for_the_model(fake_anthropic):
    schema = Schema()
    fake_anthropic.enqueue(
        Reply.tool_use("layer_schema", {"layer": "broken"}, id="toolu_b"),
        Reply.text("That layer cannot be read."),
    )
    run(make_session(fake_anthropic, schema), "Fields of broken?")
    result = fake_anthropic.requests[1]["messages"][-1]["content"][0]
    assert result == {"type": "tool_result", "tool_use_id": "toolu_b",
                      "content": [{"type": "text", "text": "that layer cannot be read"}], "is_error": True}


def test_lookups_are_bounded_and_the_model_is_told_within_the_turn(fake_anthropic):
    schema = Schema()
    fake_anthropic.enqueue(*[Reply.tool_use("layer_schema", {"layer": "roads"}, id=f"toolu_{i}") for i in range(3)],
                           Reply.text("Roads have four fields."))
    session = make_session(fake_anthropic, schema, max_lookups=2)
    events = run(session, "Look forever")
    # The same lookup again is answered without running it (turn_lookups.ASKED_AGAIN), and counts as a round.
    assert len(fake_anthropic.requests) == 4 and schema.calls == ["roads"]
    assert "already made" in fake_anthropic.requests[2]["messages"][-1]["content"][0]["content"][0]["text"]
    # The third call is refused in one last request, which says why; the model then answers.
    result = fake_anthropic.requests[3]["messages"][-1]["content"][0]
    assert result["tool_use_id"] == "toolu_2" and result["is_error"] is True
    assert "limit of 2 lookup rounds" in result["content"][0]["text"]
    assert "Answer now with what the lookups found" in fake_anthropic.requests[3]["messages"][-1]["content"][-1]["text"]
    assert [e.text for e in events if isinstance(e, Notice)] == [
        "The assistant reached the limit of 2 lookups for one message and was asked to answer with what it "
        "found. If the answer is incomplete, ask a narrower question."]
    assert [e for e in events if isinstance(e, AssistantText)][-1].text == "Roads have four fields."
    assert isinstance(events[-1], TurnDone)


def test_a_model_that_keeps_looking_up_after_the_limit_ends_the_turn(fake_anthropic):
    schema = Schema()
    fake_anthropic.enqueue(*[Reply.tool_use("layer_schema", {"layer": "roads"}, id=f"toolu_{i}") for i in range(9)])
    session = make_session(fake_anthropic, schema, max_lookups=2)
    events = run(session, "Look forever")
    assert len(fake_anthropic.requests) == 4 and schema.calls == ["roads"]
    assert len([e for e in events if isinstance(e, Notice)]) == 1 and isinstance(events[-1], TurnDone)
    # The last refused call is answered in the next message's request, still as an error result.
    fake_anthropic.enqueue(Reply.text("Sorry."))
    run(session, "And now?")
    result = fake_anthropic.requests[4]["messages"][-1]["content"][0]
    assert result["tool_use_id"] == "toolu_3" and result["is_error"] is True


def test_actions_are_checked_against_the_turns_context(fake_anthropic):
    fake_anthropic.enqueue(
        Reply.tool_use("zoom", {"layer": "rivers"}, id="toolu_bad"),
        Reply.tool_use("zoom", {"layer": "roads"}, id="toolu_ok"),
    )
    events = run(make_session(fake_anthropic, Schema()), "Zoom to the rivers")
    result = fake_anthropic.requests[1]["messages"][-1]["content"][0]
    assert result["is_error"] is True and "no layer 'rivers'; layers: roads, broken" in result["content"]
    assert [a.action.layer for a in events if isinstance(a, ActionProposed)] == ["roads"]
    # Without a context nothing is checked: a saved conversation validates as before.
    assert ZoomInput.model_validate({"layer": "rivers"}).layer == "rivers"


def test_geojson_in_prose_stays_prose(fake_anthropic):
    point = {"type": "Point", "coordinates": [2.35, 48.85]}
    fake_anthropic.enqueue(Reply.text(f"Paris as GeoJSON: {json.dumps(point)}"))
    events = run(make_session(fake_anthropic, Schema()), "Paris as GeoJSON?")
    assert len(fake_anthropic.requests) == 1  # no correction round
    assert not [e for e in events if isinstance(e, Notice)]
    assert json.dumps(point) in [e for e in events if isinstance(e, AssistantText)][-1].text


@dataclass
class Distances(BaseTool):
    """A lookup whose result may carry a caveat, as services/lookups/query.py's does."""

    name: str = "distances"
    description: str = "Distances between places."
    input_model: type = LayerInput
    kind: str = "lookup"
    egress: str = "values"

    def run(self, request: LayerInput, context) -> str:
        if request.layer == "roads":  # the copy of each place measured against itself
            return json.dumps({"columns": ["distance_km"], "rows": [[0.0], [0.0]],
                               "caveat": "distance_km is 0 on every row."})
        return json.dumps({"columns": ["distance_km"], "rows": [[1053.1]]})


def _caveats(events: list) -> list[str]:
    return [e.text for e in events if isinstance(e, Notice) and e.text.startswith("Check this answer")]


def test_a_results_caveat_is_shown_beside_the_answer_whatever_the_model_made_of_it(fake_anthropic):
    """The traps' live runs at e90eb63: "approximately 0.0 km" between Madrid and Paris, read
    from rows that paired each city with its own copy; the result said so, the model did not."""
    fake_anthropic.enqueue(Reply.tool_use("distances", {"layer": "roads"}, id="toolu_d"),
                           Reply.text("Madrid is 0 km from Paris."))
    events = run(make_session(fake_anthropic, Schema(), Distances()), "How far is Madrid from Paris?")
    assert _caveats(events) == ["Check this answer: a lookup's result says distance_km is 0 on every row."]


def test_a_caveat_stays_when_the_next_round_only_failed(fake_anthropic):
    """A round of errors computed nothing new: the figure still comes from the caveated result."""
    class Failing(Distances):
        def run(self, request, context):
            if request.layer == "broken":
                raise UserError(json.dumps({"error": "that layer cannot be read"}))
            return super().run(request, context)

    fake_anthropic.enqueue(Reply.tool_use("distances", {"layer": "roads"}, id="toolu_c1"),
                           Reply.tool_use("distances", {"layer": "broken"}, id="toolu_c2"),
                           Reply.text("Madrid is 0 km from Paris."))
    events = run(make_session(fake_anthropic, Schema(), Failing()), "How far is Madrid from Paris?")
    assert _caveats(events) == ["Check this answer: a lookup's result says distance_km is 0 on every row."]


def test_a_caveat_kept_as_made_reaches_the_notice_translatable(fake_anthropic):
    """The caveat travels in the result's JSON as English; a ``ResultText`` keeps the ``UserText``
    a service made, so the chat can show it in the user's language, not English in a translated frame."""
    from map_assistant.agent.tools import ResultText
    from map_assistant.agent.user_text import UserText, for_user

    made = for_user("{columns} is 0 on every row.", columns="distance_km")

    class Kept(Distances):
        def run(self, request, context):
            return ResultText(json.dumps({"rows": [[0.0]], "caveat": str(made)}), made)

    fake_anthropic.enqueue(Reply.tool_use("distances", {"layer": "roads"}, id="toolu_k"),
                           Reply.text("Madrid is 0 km from Paris."))
    events = run(make_session(fake_anthropic, Schema(), Kept()), "How far is Madrid from Paris?")
    [notice] = [e for e in events if isinstance(e, Notice) and e.text.startswith("Check this answer")]
    caveat = notice.text.fields["caveat"]
    assert isinstance(caveat, UserText) and caveat.template == "{columns} is 0 on every row.", notice.text.fields
    marked = notice.text.render(lambda template, disambiguation, n: "»" + template)  # each template translated
    assert marked == "»Check this answer: a lookup's result says »distance_km is 0 on every row.", marked


def test_a_caveat_of_an_earlier_round_goes_when_the_model_looked_again(fake_anthropic):
    fake_anthropic.enqueue(Reply.tool_use("distances", {"layer": "roads"}, id="toolu_d1"),
                           Reply.tool_use("distances", {"layer": "broken"}, id="toolu_d2"),
                           Reply.text("Madrid is 1053.1 km from Paris."))
    events = run(make_session(fake_anthropic, Schema(), Distances()), "How far is Madrid from Paris?")
    assert _caveats(events) == [] and "1053.1 km" in [e for e in events if isinstance(e, AssistantText)][-1].text

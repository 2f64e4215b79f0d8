"""Issue 39's trap suite through the scripted fakes: each trap's plausible answers (a
measure in degrees, a bare buffer distance, two CRSs mixed...) played through the real
dock, controller, checks and tools, every button clicked, and judged against a truth
computed apart (tests/integration/traps.py). Every trap is right or refused with the
reason; none is silent (a wrong figure shown as if right).

The scripted model answers as a model would: its first try, then, when the plugin sends
a call back with the reason, its corrected try; after a lookup it repeats what the
lookup found. One provider: what is judged are the plugin's checks and tools, which are
the same on both (make eval-live asks the real model on both paths)."""

from __future__ import annotations

import json

import pytest
from integration.eval_live import describe, play
from integration.traps import REFUSED, RIGHT, TRAPS, Seen, Trap
from map_assistant.agent.providers.presets import ANTHROPIC
from qgis.core import QgsProject
from support.fakes.scripted import Reply

VERDICTS: dict[str, str] = {}


@pytest.fixture
def provider() -> str:
    return ANTHROPIC


def _text(result: dict) -> str:
    content = result.get("content", "")
    if isinstance(content, list):
        return " ".join(block.get("text", "") for block in content if isinstance(block, dict))
    return str(content)


def scripted_model(trap: Trap):
    """The reply to each request of the trap's turn (the request's messages say where it is)."""
    def answer(request: dict) -> Reply:
        results = [block for message in request["messages"] if isinstance(message["content"], list)
                   for block in message["content"] if block.get("type") == "tool_result"]
        if not results:
            return Reply.tool_use(*trap.answers[0])
        last = results[-1]
        if last.get("is_error"):
            tries = sum(1 for r in results if r.get("is_error"))
            if tries < len(trap.answers):
                return Reply.tool_use(*trap.answers[tries])
            return Reply.text(f"I cannot answer that from this map: {_text(last)}")
        return Reply.text(f"Here is what I found: {_text(last)}")
    return answer


def play_trap(chat, llm_server, trap_map, canvas, trap: Trap) -> str:
    for layer in trap_map.layers.values():
        layer.removeSelection()
    if trap.select[0]:
        trap_map.layers[trap.select[0]].selectByExpression(trap.select[1])
    for _ in range(len(trap.answers) + 2):
        llm_server.enqueue(Reply.computed(scripted_model(trap)))
    before = set(QgsProject.instance().mapLayers())
    outcome = play(chat, trap_map.layers, canvas, trap.question)
    new_layers = [layer for key, layer in QgsProject.instance().mapLayers().items() if key not in before]
    verdict = trap.judge(Seen(outcome, new_layers, trap_map.layers))
    print(f"{trap.kind:10} {trap.name:45} {verdict:8} {describe(outcome)[:300]} {outcome.action_errors}")
    return verdict


def test_the_suite_has_25_traps_or_more_of_every_kind_the_issue_names():
    kinds = {trap.kind for trap in TRAPS}
    assert len(TRAPS) >= 25 and len({trap.name for trap in TRAPS}) == len(TRAPS)
    assert {"area", "length", "distance", "buffer", "crs", "datum", "layer", "nulls", "count", "multipart",
            "duplicates"} <= kinds


@pytest.mark.parametrize("trap", TRAPS, ids=[trap.name for trap in TRAPS])
def test_a_trap_is_right_or_refused_never_silent(processing_ready, chat, llm_server, trap_map, qgis_canvas, trap):
    verdict = play_trap(chat, llm_server, trap_map, qgis_canvas, trap)
    VERDICTS[trap.name] = verdict
    assert verdict in (RIGHT, REFUSED), json.dumps(llm_server.requests[-1]["messages"][-1], default=str)[:2000]


def test_the_result_tables_header_says_the_measured_columns_unit(processing_ready, chat, llm_server, trap_map,
                                                                 qgis_canvas):
    from qgis.PyQt.QtCore import Qt

    spain = next(trap for trap in TRAPS if trap.name == "Spain's area in km²")
    assert play_trap(chat, llm_server, trap_map, qgis_canvas, spain) == RIGHT
    model = chat.result_tables()[-1].model()
    assert model.headerData(0, Qt.Orientation.Horizontal) == "km2 (km²)"


@pytest.mark.parametrize(("reply", "truth", "verdict"), [
    ("There are 3 cities in Spain.", 3, "right"),
    ("There are 3 cities in Spain.", 4, "silent"),  # a small count is judged: it was "refused" before
    ('Here is what I found: {"count": 1, "execution_ms": 6}', 4, "refused"),  # JSON is no answer's figure
    ("Select the layer first.", 4, "refused"),
    # a count of none in words (the live runs at 74a1ad1: it was "refused")
    ("There are no countries made of more than one part.", 4, "silent"),
    ("Indonesia has no parts.", 0, "right"),
    ("No action. The map lacks the layer.", 4, "refused"),
])
def test_a_small_count_in_a_reply_is_judged(qgis_canvas, reply, truth, verdict):
    from integration.traps import Seen, a_figure

    assert a_figure(lambda: truth, 0.0)(Seen(_replied(reply), [], {})) == verdict


def _replied(reply: str, notices: tuple[str, ...] = ()):
    from integration.eval_tasks import Outcome
    from qgis.core import QgsRectangle

    return Outcome(buttons=[], clicked=[], action_errors=[], tables=[], replies=[reply], notices=list(notices),
                   errors=[], events=[], extent_before=QgsRectangle(), extent=QgsRectangle(), selected={})


@pytest.mark.parametrize(("notice", "verdict"), [
    ("Not computed from your map: 0.0 km. No lookup or query of this conversation gave it; ask the assistant to "
     "compute it.",
     "flagged"),
    ("Check this answer: a lookup's result says distance_km is 0 on every row: ...", "flagged"),
    ("What the lookups found: query: 0.0", "silent"),  # a notice that does not doubt the figure
])
def test_a_wrong_figure_beside_a_notice_that_doubts_it_is_flagged(qgis_canvas, notice, verdict):
    from integration.traps import Seen, a_figure

    seen = Seen(_replied("Madrid is approximately 0.0 km from Paris.", (notice,)), [], {})
    assert a_figure(lambda: 1053.0, 0.01)(seen) == verdict


@pytest.mark.parametrize(("reply", "verdict"), [
    # the live runs at 74a1ad1 named a city in a reply, which was judged "refused" whatever it named
    ("The city that appears more than once in the cities layer is Porto.", "right"),
    ("The city that appears more than once in the cities layer is Madrid.", "silent"),
    ("Porto and Madrid appear twice.", "silent"),
    ("I cannot tell which city appears twice.", "refused"),
])
def test_names_in_a_reply_are_judged(qgis_canvas, reply, verdict):
    from integration.traps import Seen, names

    assert names({"Porto"})(Seen(_replied(reply), [], {})) == verdict

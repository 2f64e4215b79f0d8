"""Case 12 (issue 26, speed a local user feels): Qwen2.5-Coder 1.5B on llama.cpp's server
(scripts/llm_server.py, which `make bench` starts), through the real dock and the
OpenAI-compatible provider, on QGIS's world_map.gpkg.

- First answer: from the dock's opening to the end of the first turn, a one-lookup
  question ("how many countries are in view?") sent after TYPING_S seconds, the time a
  user takes to read the dock and type it. Meanwhile the plugin has the server read
  the prompt (agent/warm_up.py). The reference is the same question without the
  warm-up, on a server whose cache holds another prompt: TYPING_S plus that turn.
- Later turns: two more questions in the same chat, each timed from Send to the end,
  each sent TYPING_S after the answer before it, the time a user takes to read it and
  type the next: meanwhile the plugin has the server read what the next request adds
  (ui/controller.py schedules a warm-up after each answer). Sent back to back, as this
  case did until 2026-11-27, they left no time a user leaves.
- A later QGIS session: the dock opened again after the server read something else.
  The warm-up loads what the first session read from the server's disk
  (agent/providers/prompt_slots.py), so only what changed is read again. The first
  session starts with no saved prompt, and with nothing kept of the model's tool
  calling (agent/providers/tool_support.py; the bench's profile outlives its runs).

- Tokens (issue 40): the prompt tokens the server read for each turn of the first session
  (its usage: new and cached tokens, over every request of the turn), against 3,000.

Absolute goals from the issue (30 s, 15 s, 3,000 tokens) on this 2-core machine; the reference shows
what the warm-up and the smaller prompt are worth on the same server in the same run.
"""

from __future__ import annotations

import json
import os
import time
import urllib.request
from pathlib import Path

from chat import BenchChat, wait_until
from common import Result

TITLE = "12 local 1.5B model: first answer, later turns"
TYPING_S = 10.0
FIRST_GOAL_S, LATER_GOAL_S = 30.0, 15.0
TOKENS_GOAL = 3_000  # prompt tokens per small-model turn (issue 40)
FIRST = "How many countries are in the current map view?"
LATER = ["How many states or provinces does Brazil have?", "Zoom to Italy."]
EUROPE = (-10, 35, 30, 60)


def _post(url: str, body: dict) -> None:
    request = urllib.request.Request(f"{url}/v1/chat/completions", json.dumps(body).encode(),
                                     {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=600) as response:
        response.read()


def _evict(url: str, model: str) -> None:
    """Leave another prompt in the server's one slot: the next request is read cold."""
    _post(url, {"model": model, "max_tokens": 1, "messages": [{"role": "user", "content": "Say OK."}]})


def _forget_saved_prompts(url: str) -> None:
    """The first session finds no prompt an earlier one saved (scripts/llm_server.py's slot
    folder), and nothing an earlier run learnt of the model's tool calling."""
    from map_assistant.agent.providers.openai_client import TOOL_SUPPORT
    from map_assistant.toolbelt import preferences

    TOOL_SUPPORT.forget(f"{url}/v1")
    preferences.keep_tool_calling_verdicts({})
    cache = Path(os.environ.get("MAP_ASSISTANT_LLM_CACHE") or Path.home() / ".cache" / "map-assistant" / "llm")
    for saved in (cache / "slots").glob("map-assistant-*.bin"):
        saved.unlink()


def _chat(bench, url: str, model: str, warm_up: bool) -> BenchChat:
    from qgis.core import QgsCoordinateReferenceSystem, QgsRectangle, QgsVectorLayer
    from support.fixtures.gis_data import qgis_data_path

    world = qgis_data_path("world_map.gpkg")
    layers = [QgsVectorLayer(f"{world}|layername={name}", name, "ogr")
              for name in ("countries", "states_provinces", "disputed_borders")]
    bench.project.addMapLayers(layers)
    chat = BenchChat(bench.app, provider="openai", local_preset="llamacpp", local_base_url=f"{url}/v1",
                     local_model=model, local_timeout_s=900.0, warm_up=warm_up)
    chat.canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:4326"))
    chat.canvas.setLayers(layers)
    chat.canvas.setExtent(QgsRectangle(*EUROPE))
    return chat


def _shown(chat: BenchChat) -> list[str]:
    """Everything the chat shows: replies, buttons' labels, notices."""
    from qgis.PyQt.QtWidgets import QPushButton

    return [*chat.replies(), *(b.text() for b in chat.widgets(QPushButton, "actionButton")), *chat.notices()]


def _turn(chat: BenchChat, text: str, tokens: list[int] | None = None) -> float:
    """Seconds from Send to the turn's end; the prompt tokens it cost appended to ``tokens``."""
    read_before = _prompt_tokens(chat)
    start = time.monotonic()
    chat.send(text)
    chat.wait_idle(timeout_s=900)
    took = time.monotonic() - start
    if tokens is not None:
        tokens.append(_prompt_tokens(chat) - read_before)
    return took


def _prompt_tokens(chat: BenchChat) -> int:
    """The chat's prompt tokens so far, as the server counted them: new and read from its cache."""
    usage = chat.controller.session.usage
    return usage.input_tokens + usage.cache_read_input_tokens + usage.cache_creation_input_tokens


def run(bench):
    url = os.environ.get("MAP_ASSISTANT_LLM_URL")
    if not url:
        return [Result(TITLE, float("nan"), None, "s", f"<= {FIRST_GOAL_S:g} s", False,
                       note="needs the model server: `make bench` starts it (MAP_ASSISTANT_LLM_URL)")]
    with urllib.request.urlopen(f"{url}/v1/models", timeout=30) as response:
        model = json.load(response)["data"][0]["id"]

    _evict(url, model)
    _forget_saved_prompts(url)
    chat = _chat(bench, url, model, warm_up=False)
    try:
        cold = TYPING_S + _turn(chat, FIRST)
        cold_reply = (chat.replies() or [""])[-1][:60]
    finally:
        chat.close()
        bench.project.removeAllMapLayers()

    _evict(url, model)
    _forget_saved_prompts(url)
    first, first_reply, warm_sent, later_turns, tokens = _session(bench, url, model, LATER)
    later = [seconds for seconds, _ in later_turns]
    _evict(url, model)  # QGIS closed and the server read something else; the next session opens the dock
    again, again_reply, _, _, _ = _session(bench, url, model, [])
    return [
        Result("12a first answer, a later QGIS session", again, first, "s", f"<= {FIRST_GOAL_S:g} s",
               again <= FIRST_GOAL_S, ratio=again / first,
               note=f"the prompt an earlier session read comes back from the server's disk "
                    f"(agent/providers/prompt_slots.py); reply {again_reply!r}; reference: the first session",
               samples={"again_s": [again]}),
        Result("12a first answer, the first QGIS session", first, cold, "s", f"<= {FIRST_GOAL_S:g} s",
               first <= FIRST_GOAL_S, ratio=first / cold,
               note=f"typing {TYPING_S:g} s; warm-ups {warm_sent}; reply {first_reply!r} (cold: {cold_reply!r})",
               samples={"first_s": [first], "cold_s": [cold]}),
        Result("12b later turns, each", max(later), None, "s", f"<= {LATER_GOAL_S:g} s", max(later) <= LATER_GOAL_S,
               note=" / ".join(f"{t:.1f} s ({said!r})" for t, said in later_turns), samples={"turn_s": later}),
        Result("12c prompt tokens per turn, the most", max(tokens), None, "tokens", f"<= {TOKENS_GOAL:,}",
               max(tokens) <= TOKENS_GOAL,
               note=" / ".join(f"{count:,} ({question[:30]!r})" for count, question in zip(tokens, [FIRST, *LATER])),
               samples={"tokens": tokens}),
    ]


def _session(bench, url: str, model: str, later_questions: list[str]):
    """A QGIS session's dock opened, FIRST sent after TYPING_S, then ``later_questions``:
    (first answer from opening, its reply, warm-ups sent, later turns' times, each turn's
    prompt tokens)."""
    opened = time.monotonic()
    chat = _chat(bench, url, model, warm_up=True)
    try:
        wait_until(lambda: time.monotonic() - opened >= TYPING_S, TYPING_S + 5)
        warm_sent = chat.controller.warmer.requests_sent
        tokens: list[int] = []
        _turn(chat, FIRST, tokens)
        first = time.monotonic() - opened
        reply = (chat.replies() or [""])[-1][:60]
        later, later_replies = [], []
        for text in later_questions:
            typed = time.monotonic()  # the user reads the answer and types the next question
            wait_until(lambda typed=typed: time.monotonic() - typed >= TYPING_S, TYPING_S + 5)
            before = len(_shown(chat))
            later.append(_turn(chat, text, tokens))
            later_replies.append(" | ".join(_shown(chat)[before:])[:80])
    finally:
        chat.close()
        bench.project.removeAllMapLayers()
    return first, reply, warm_sent, list(zip(later, later_replies)), tokens

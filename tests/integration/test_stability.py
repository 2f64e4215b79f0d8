"""Issue 13, stability: 200 scripted turns in one QGIS process (message, answer, click).
The dock keeps every message of the chat visible (scrollable; no cap), so widgets grow
by about 19 a turn, never faster; New chat gives back every widget and the
Python objects the turns made. (20 full-suite runs in a row: scripts/stress_suite.sh.)"""

from __future__ import annotations

import gc

import pytest
from map_assistant.toolbelt import preferences
from qgis.core import QgsSettings
from qgis.PyQt.QtCore import QCoreApplication, QEvent
from qgis.PyQt.QtWidgets import QPushButton, QWidget
from support.fakes.scripted import ANTHROPIC_ONLY, Reply

TURNS = 200


def _settle(llm_server) -> int:
    """Deleted widgets really gone, garbage collected; the count of tracked objects.
    The fake server lives in this process: its record of every request is let go first."""
    for record in (llm_server.raw_requests, llm_server.request_headers, llm_server.usages):
        record.clear()
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, int(QEvent.Type.DeferredDelete))
        QCoreApplication.processEvents()
    gc.collect()
    return len(gc.get_objects())


@pytest.fixture
def no_suggestions(chat):
    """The chat's own widgets are counted: starter questions, offered to an empty chat once
    the project's first 10 s have passed, came with the last New chat and not the first
    (CI: 61 widgets against 49). Suggestions have their own tests. Set after ``chat``,
    whose settings (proactive on, the default) would otherwise overwrite it."""
    key = f"{preferences.GROUP}/proactive"
    QgsSettings().setValue(key, False)
    yield
    QgsSettings().remove(key)


def _turn(chat, llm_server, n: int) -> None:
    llm_server.enqueue(Reply.tool_use("viewport", {"action": "zoom_to_layer", "layer": "roads"},
                                      text=f"Zooming, turn {n}."))
    chat.send(f"Show me the roads ({n})")
    chat.action_buttons()[-1].click()  # a zoom runs at once, on the main thread
    assert not chat.action_errors() and not chat.errors()


@pytest.mark.stability
@ANTHROPIC_ONLY  # the dock and the session are the same for both providers
def test_200_turns_grow_only_by_what_the_chat_shows_and_new_chat_gives_it_back(no_suggestions, chat, llm_server,
                                                                             gpkg_project):
    llm_server.responder = lambda body: Reply.text("Noted.")  # memory summaries, if the session asks
    assert preferences.load().proactive is False  # chat's own settings came first (they turn it on)
    _turn(chat, llm_server, 0)
    chat.dock.findChild(QPushButton, "newChatButton").click()
    base_objects, base_widgets = _settle(llm_server), len(chat.dock.findChildren(QWidget))

    widgets = []
    for n in range(1, TURNS + 1):
        _turn(chat, llm_server, n)
        if n in (TURNS // 2, TURNS):
            _settle(llm_server)
            widgets.append(len(chat.dock.findChildren(QWidget)) - base_widgets)
    per_turn = widgets[0] / (TURNS // 2)
    print(f"{TURNS} turns: widgets +{widgets[0]} after {TURNS // 2}, +{widgets[1]} after {TURNS}")
    # The second hundred turns add no more than the first (measured: 1,900 then 1,886).
    assert widgets[1] - widgets[0] <= widgets[0], "widgets accumulate beyond what each turn shows"
    assert per_turn <= 40, f"{per_turn} widgets per turn"

    chat.dock.findChild(QPushButton, "newChatButton").click()
    objects = _settle(llm_server)
    left = len(chat.dock.findChildren(QWidget))
    print(f"after New chat: widgets {left} (base {base_widgets}), gc objects {objects} (base {base_objects}, "
          f"+{objects - base_objects} over {TURNS} turns)")
    assert left == base_widgets, ("New chat must give back every widget of the old chat; shown now: "
                                  f"{[w.objectName() for w in chat.dock.messages.message_widgets()]}")
    # Measured: 7 fewer than the base. A few may stay in bounded caches; 5 a turn would be a leak.
    assert objects - base_objects < 5 * TURNS, f"{objects - base_objects} objects left after {TURNS} turns"

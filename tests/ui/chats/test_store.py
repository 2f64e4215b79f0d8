"""The chat store on a real SQLite file: round trip, per-project lists, Markdown, and a kill mid-write."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

from map_assistant.ui.chats.markdown import chat_markdown
from map_assistant.ui.chats.pricing import DEFAULT_PRICE_TABLE, parse_price_table, total_cost
from map_assistant.ui.chats.store import ChatStore, Entry, TurnUsage

STORE_MODULE = Path(__file__).resolve().parents[3] / "ui" / "chats" / "store.py"
PROJECT = "/data/maps/hackfests.qgz"
SQL = {"sql": "SELECT name FROM countries WHERE ST_Intersects(geom, {{CurrentView.bbox}})",
       "title": "Countries in view", "sql_placeholders": ["CurrentView.bbox"]}
USAGE = {"input_tokens": 1200, "output_tokens": 80, "cache_creation_input_tokens": 0,
         "cache_read_input_tokens": 3000}


def test_a_turn_round_trips_and_chats_are_listed_per_project(tmp_path):
    store = ChatStore(tmp_path / "map_assistant" / "chats.sqlite")
    first = store.create_chat(PROJECT)
    store.add_user_message(first, "Which countries are in view?  Ünïcode ok")
    store.finish_turn(first, [Entry("assistant", "Here is a query."),
                              Entry("action", "", "sql", json.dumps(SQL), "toolu_1")],
                      TurnUsage("claude-sonnet-4-5", USAGE, 812, (("find_features", 14),)), '{"version": 1}')
    other = store.create_chat(PROJECT)
    unsaved = store.create_chat("")
    store.close()

    store = ChatStore(tmp_path / "map_assistant" / "chats.sqlite")  # as after a restart
    assert [c.id for c in store.chats(PROJECT)] == [other, first]  # the newest first
    assert [c.id for c in store.chats("")] == [unsaved]
    assert store.chat(first).title == "Which countries are in view? Ünïcode ok"
    assert store.entries(first) == [
        Entry("user", "Which countries are in view?  Ünïcode ok"),
        Entry("assistant", "Here is a query."),
        Entry("action", "", "sql", json.dumps(SQL), "toolu_1"),
    ]
    assert store.usage(first) == [TurnUsage("claude-sonnet-4-5", USAGE, 812, (("find_features", 14),))]
    assert store.session_json(first) == '{"version": 1}'
    assert store._db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"

    store.move_chat(unsaved, PROJECT)
    assert store.chats("") == [] and unsaved in [c.id for c in store.chats(PROJECT)]
    store.delete_chat(first)
    assert store.chat(first) is None and store.entries(first) == [] and store.usage(first) == []


def test_markdown_export_holds_the_questions_replies_actions_and_cost(tmp_path):
    store = ChatStore(tmp_path / "chats.sqlite")
    chat = store.create_chat("")
    store.add_user_message(chat, "¿Cuántos hackfests hubo en 2019?")
    store.finish_turn(chat, [Entry("assistant", "Hubo **3** hackfests."),
                             Entry("action", "", "sql", json.dumps(SQL), "toolu_1")],
                      TurnUsage("claude-sonnet-4-5", USAGE, 500), "{}")
    usage = store.usage(chat)
    cost = total_cost([(u.model, u.usage) for u in usage], parse_price_table(DEFAULT_PRICE_TABLE))

    text = chat_markdown(store.chat(chat), store.entries(chat), usage, cost)

    assert text.startswith("# ¿Cuántos hackfests hubo en 2019?\n")
    assert "*Project: unsaved project" in text
    assert "## You\n\n¿Cuántos hackfests hubo en 2019?" in text
    assert "## Map Assistant\n\nHubo **3** hackfests." in text
    assert "**Action `sql`**" in text and '"sql_placeholders": [\n    "CurrentView.bbox"\n  ]' in text
    # 1200 x $3 + 80 x $15 + 3000 x $0.30 per million tokens (the default table's sonnet line).
    assert cost == (1200 * 3 + 80 * 15 + 3000 * 0.30) / 1_000_000
    assert "1200 input, 80 output, 3000 cache read, 0 cache write tokens" in text
    assert f"Estimated cost: ${cost:.4f}" in text


WRITER = r"""
import importlib.util, json, sys
spec = importlib.util.spec_from_file_location("chat_store", sys.argv[1])
store_module = importlib.util.module_from_spec(spec)
sys.modules["chat_store"] = store_module  # dataclasses look their module up there
spec.loader.exec_module(store_module)
store = store_module.ChatStore(sys.argv[2])
chat = store.create_chat("/data/maps/hackfests.qgz")
padding = "x" * 50_000  # big transactions: a kill is likely to land inside one
turn = 0
while True:
    store.add_user_message(chat, f"question {turn}")
    store.finish_turn(
        chat,
        [store_module.Entry("assistant", f"answer {turn} {padding}"),
         store_module.Entry("action", "", "sql", json.dumps({"sql": "SELECT 1", "title": str(turn)}), f"t{turn}")],
        store_module.TurnUsage("claude-sonnet-4-5", {"input_tokens": turn, "output_tokens": 1}, 5),
        json.dumps({"turn": turn}),
    )
    print(turn, flush=True)
    turn += 1
"""


def test_a_kill_mid_write_loses_at_most_the_answer_in_flight(tmp_path):
    """The same store code in another process, killed with SIGKILL while it writes
    turn after turn; every turn it reported finished must be there, whole."""
    db = tmp_path / "chats.sqlite"
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(STORE_MODULE), str(db)],
                              stdout=subprocess.PIPE, text=True)
    try:
        reported = -1
        while reported < 60:
            line = writer.stdout.readline()
            assert line, "the writer stopped by itself"
            reported = int(line)
        os.kill(writer.pid, signal.SIGKILL)
        writer.wait(timeout=10)
    finally:
        if writer.poll() is None:
            writer.kill()
            writer.wait(timeout=10)
    assert writer.returncode == -signal.SIGKILL

    store = ChatStore(db)
    assert store._db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    (chat,) = store.chats("/data/maps/hackfests.qgz")
    entries = store.entries(chat.id)
    answers = [e for e in entries if e.kind == "assistant"]
    actions = [e for e in entries if e.kind == "action"]
    questions = [e.text for e in entries if e.kind == "user"]
    finished = len(answers)
    assert finished > reported  # every reported turn (0..reported) is there
    assert [a.text.split()[1] for a in answers] == [str(i) for i in range(finished)]
    assert [a.tool_use_id for a in actions] == [f"t{i}" for i in range(finished)]  # answer and action together
    assert len(store.usage(chat.id)) == finished
    assert json.loads(store.session_json(chat.id)) == {"turn": finished - 1}
    # At most the question in flight has no answer.
    assert questions[:finished] == [f"question {i}" for i in range(finished)]
    assert len(questions) - finished in (0, 1)
    # The store keeps working after the crash.
    store.add_user_message(chat.id, "after the crash")
    assert store.entries(chat.id)[-1].text == "after the crash"
    store.close()
    assert sqlite3.connect(db).execute("PRAGMA integrity_check").fetchone()[0] == "ok"

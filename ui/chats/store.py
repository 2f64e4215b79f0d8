"""Saved conversations: one SQLite database in the QGIS profile, chats keyed by project file.

Standard library only (no qgis), so a test can run this very module in a
process and kill it mid-write. Durability: WAL journal and one transaction per
write, so a crash or kill loses at most the write in progress: the user's
message is written when it is sent, the answer (its texts, its actions' templates,
the usage and the session's state) in one transaction when the turn ends.

What a chat holds:
* ``entries``: what the dock showed, in order: the user's messages, the
  assistant's replies, and each action's template (its validated model as JSON
  and its type), from which the button is rebuilt and still fills placeholders
  from the live map at click time;
* ``session``: ``ChatSession.to_json()``, the history the model sees next;
* ``usage``: one row per turn (tokens, latency, the lookups with their times).

Unsaved projects keep their chats under the empty path; the controller moves
the current one to the project's file when the project is first saved.
"""

from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path

SCHEMA_VERSION = 1
USAGE_FIELDS = ("input_tokens", "output_tokens", "cache_creation_input_tokens", "cache_read_input_tokens")
TITLE_CHARS = 80

_SCHEMA = """
CREATE TABLE IF NOT EXISTS chats (
    id INTEGER PRIMARY KEY,
    project TEXT NOT NULL,             -- the project file's absolute path, '' when unsaved
    title TEXT NOT NULL DEFAULT '',
    created REAL NOT NULL,
    updated REAL NOT NULL,
    session TEXT NOT NULL DEFAULT ''   -- ChatSession.to_json()
);
CREATE INDEX IF NOT EXISTS chats_by_project ON chats (project, updated);
CREATE TABLE IF NOT EXISTS entries (
    id INTEGER PRIMARY KEY,
    chat_id INTEGER NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,                -- user | assistant | action
    text TEXT NOT NULL DEFAULT '',
    action_type TEXT,
    action_json TEXT,                  -- the validated action model's JSON
    tool_use_id TEXT,
    created REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS entries_by_chat ON entries (chat_id, id);
CREATE TABLE IF NOT EXISTS usage (
    id INTEGER PRIMARY KEY,
    chat_id INTEGER NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
    created REAL NOT NULL,
    model TEXT NOT NULL,
    input_tokens INTEGER NOT NULL,
    output_tokens INTEGER NOT NULL,
    cache_creation_input_tokens INTEGER NOT NULL,
    cache_read_input_tokens INTEGER NOT NULL,
    latency_ms INTEGER NOT NULL,
    lookups TEXT NOT NULL DEFAULT '[]' -- [[lookup, milliseconds], ...]
);
CREATE INDEX IF NOT EXISTS usage_by_chat ON usage (chat_id, id);
"""


@dataclass(frozen=True)
class ChatInfo:
    id: int
    project: str
    title: str
    created: float
    updated: float


@dataclass(frozen=True)
class Entry:
    kind: str  # user | assistant | action
    text: str = ""
    action_type: str | None = None
    action_json: str | None = None
    tool_use_id: str | None = None


@dataclass(frozen=True)
class TurnUsage:
    model: str
    usage: dict = field(default_factory=dict)  # the API's names (USAGE_FIELDS)
    latency_ms: int = 0
    lookups: tuple[tuple[str, int], ...] = ()


class ChatStore:
    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # Autocommit mode; every write is an explicit BEGIN IMMEDIATE ... COMMIT.
        self._db = sqlite3.connect(str(self.path), isolation_level=None, check_same_thread=True)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")  # in WAL: safe against a killed process
        self._db.execute("PRAGMA foreign_keys=ON")
        self._db.execute("PRAGMA busy_timeout=2000")  # two QGIS windows on one profile
        version = self._db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise sqlite3.DatabaseError(
                f"{self.path} was written by a newer Map Assistant (schema {version}); update the plugin."
            )
        with self._write():  # not executescript: it would commit half-way
            for statement in _SCHEMA.split(";"):
                if statement.strip():
                    self._db.execute(statement)
            self._db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")

    def close(self) -> None:
        self._db.close()

    # ----- writes: one transaction each ------------------------------------------

    def create_chat(self, project: str, title: str = "") -> int:
        now = time.time()
        with self._write():
            cursor = self._db.execute(
                "INSERT INTO chats (project, title, created, updated) VALUES (?, ?, ?, ?)",
                (project, _title(title), now, now),
            )
            return int(cursor.lastrowid)

    def add_user_message(self, chat_id: int, text: str) -> None:
        with self._write():
            self._insert_entries(chat_id, [Entry("user", text)])
            self._db.execute(
                "UPDATE chats SET updated = ?, title = CASE WHEN title = '' THEN ? ELSE title END WHERE id = ?",
                (time.time(), _title(text), chat_id),
            )

    def finish_turn(self, chat_id: int, entries: list[Entry], usage: TurnUsage | None, session_json: str) -> None:
        """The answer, its usage and the session's state, all or nothing."""
        now = time.time()
        with self._write():
            self._insert_entries(chat_id, entries)
            if usage is not None:
                self._db.execute(
                    "INSERT INTO usage (chat_id, created, model, input_tokens, output_tokens, "
                    "cache_creation_input_tokens, cache_read_input_tokens, latency_ms, lookups) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (chat_id, now, usage.model, *(int(usage.usage.get(f) or 0) for f in USAGE_FIELDS),
                     int(usage.latency_ms), json.dumps([list(item) for item in usage.lookups])),
                )
            self._db.execute("UPDATE chats SET session = ?, updated = ? WHERE id = ?", (session_json, now, chat_id))

    def save_session(self, chat_id: int, session_json: str) -> None:
        with self._write():
            self._db.execute("UPDATE chats SET session = ? WHERE id = ?", (session_json, chat_id))

    def move_chat(self, chat_id: int, project: str) -> None:
        with self._write():
            self._db.execute("UPDATE chats SET project = ? WHERE id = ?", (project, chat_id))

    def delete_chat(self, chat_id: int) -> None:
        with self._write():
            self._db.execute("DELETE FROM chats WHERE id = ?", (chat_id,))

    # ----- reads ---------------------------------------------------------------------

    def chats(self, project: str) -> list[ChatInfo]:
        """The project's chats, the most recently used first."""
        rows = self._db.execute(
            "SELECT id, project, title, created, updated FROM chats WHERE project = ? "
            "ORDER BY updated DESC, id DESC",
            (project,),
        )
        return [ChatInfo(*row) for row in rows]

    def chat(self, chat_id: int) -> ChatInfo | None:
        row = self._db.execute(
            "SELECT id, project, title, created, updated FROM chats WHERE id = ?", (chat_id,)
        ).fetchone()
        return ChatInfo(*row) if row else None

    def entries(self, chat_id: int) -> list[Entry]:
        rows = self._db.execute(
            "SELECT kind, text, action_type, action_json, tool_use_id FROM entries WHERE chat_id = ? ORDER BY id",
            (chat_id,),
        )
        return [Entry(*row) for row in rows]

    def usage(self, chat_id: int) -> list[TurnUsage]:
        rows = self._db.execute(
            f"SELECT model, {', '.join(USAGE_FIELDS)}, latency_ms, lookups FROM usage WHERE chat_id = ? ORDER BY id",  # nosec B608 # column names from the USAGE_FIELDS constant; the value is bound
            (chat_id,),
        )
        return [
            TurnUsage(row[0], dict(zip(USAGE_FIELDS, row[1:5])), row[5], tuple(tuple(i) for i in json.loads(row[6])))
            for row in rows
        ]

    def session_json(self, chat_id: int) -> str:
        row = self._db.execute("SELECT session FROM chats WHERE id = ?", (chat_id,)).fetchone()
        return row[0] if row else ""

    # ----- helpers -------------------------------------------------------------------

    def _insert_entries(self, chat_id: int, entries: list[Entry]) -> None:
        now = time.time()
        self._db.executemany(
            "INSERT INTO entries (chat_id, kind, text, action_type, action_json, tool_use_id, created) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            [(chat_id, e.kind, e.text, e.action_type, e.action_json, e.tool_use_id, now) for e in entries],
        )

    def _write(self):
        return _Transaction(self._db)


class _Transaction:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK when the block raises."""

    def __init__(self, db: sqlite3.Connection):
        self._db = db

    def __enter__(self):
        self._db.execute("BEGIN IMMEDIATE")
        return self._db

    def __exit__(self, kind, _value, _traceback):
        self._db.execute("COMMIT" if kind is None else "ROLLBACK")
        return False


def _title(text: str) -> str:
    line = " ".join(text.split())
    return line if len(line) <= TITLE_CHARS else line[: TITLE_CHARS - 1] + "…"

"""Case 10: how soon a stop lands (moved here from the tests, which keep asserting
that it lands): Stop during a streamed answer in the dock, Cancel of a GeoPackage
query that never ends, of a copy-engine query while it copies its layer, of a
PostgreSQL statement, and of the wait before a retry. Each is the time from the
stop to the outcome; goal under 1 s."""

from __future__ import annotations

import statistics
import threading
import time

from chat import BenchChat
from common import Result
from data import VIEW, points_layer, postgis_conninfo, postgis_points
from support.fakes.fake_anthropic import DUMMY_API_KEY, Reply

TITLE = "10 stop/cancel lands"
GOAL_S = 1.0
REPEAT = 3


def run(bench):
    from map_assistant.services.sql.engine import SqlEngine
    from map_assistant.services.sql.engines.common import SqlRunError
    from qgis.core import QgsDataSourceUri, QgsFeedback, QgsVectorLayer

    points = points_layer(bench.points)
    uri = QgsDataSourceUri(postgis_conninfo())
    uri.setDataSource("public", postgis_points(bench.points), "geom", "", "fid")
    remote = QgsVectorLayer(uri.uri(False), "remote", "postgres")
    bench.project.addMapLayers([points, remote])
    engine = SqlEngine(bench.project)

    def query_cancel(sql: str, force_copy: bool = False):
        plan = engine.plan(sql, force_copy=force_copy)

        def once() -> float:
            feedback, stopped = QgsFeedback(), []
            timer = threading.Timer(0.5, lambda: (stopped.append(time.perf_counter()), feedback.cancel()))
            timer.start()
            try:
                engine.run(plan, timeout_s=600, feedback=feedback)
            except SqlRunError as error:
                if not stopped:
                    raise AssertionError(f"{sql!r} failed before the cancel: {error}") from error
            else:
                raise AssertionError(f"{sql!r} ended before the cancel")
            return time.perf_counter() - stopped[0]

        return once

    rows = [
        ("GeoPackage query", query_cancel(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n, points")),
        ("copy engine query", query_cancel(
            "SELECT count(*) AS n FROM points WHERE ST_Area(ST_Buffer(geometry, 0.001, 64)) > 0", True)),
        ("PostgreSQL statement", query_cancel("SELECT pg_sleep(60), count(*) FROM remote")),
        ("retry wait", _retry_wait_cancel()),
    ]
    measured = [(name, [once() for _ in range(REPEAT)]) for name, once in rows]
    measured.append(("Stop in the chat", _chat_stop(bench)))  # last: closing the chat clears the project
    results = []
    for name, seconds in measured:
        median = statistics.median(seconds)
        results.append(Result(f"{TITLE}: {name}", median * 1000, None, "ms", f"< {GOAL_S * 1000:g} ms",
                              median < GOAL_S, samples={"ms": [s * 1000 for s in seconds]}))
    return results


def _chat_stop(bench) -> list[float]:
    """Stop clicked during a streamed answer, REPEAT times in one chat (closing it clears the project)."""
    from qgis.PyQt.QtWidgets import QPushButton

    chat = BenchChat(bench.app)
    seconds = []
    try:
        chat.show(bench.project.mapLayersByName("points")[0], VIEW)
        for _ in range(REPEAT):
            chat.server.enqueue(Reply.text("word " * 400, chunk_size=5, chunk_delay=0.02))
            shown = len(chat.replies())
            chat.send("Tell me a long story")
            chat.wait_until(lambda: len(chat.replies()) > shown and chat.replies()[-1], 30)  # noqa: B023
            stopped = time.perf_counter()
            chat.dock.findChild(QPushButton, "stopButton").click()
            chat.wait_idle(30)
            seconds.append(time.perf_counter() - stopped)
            if len(chat.replies()[-1]) >= len("word " * 400) - 1:
                raise AssertionError("Stop did not cut the answer")
    finally:
        chat.close()
    return seconds


def _retry_wait_cancel():
    from map_assistant.agent.cancel import CancelToken
    from map_assistant.agent.errors import LLMError
    from map_assistant.agent.llm_client import LLMRequest
    from map_assistant.agent.providers.anthropic_client import AnthropicClient
    from map_assistant.agent.providers.models import DEFAULT_FAMILY, newest_in_family
    from support.fakes.fake_anthropic import FakeAnthropicServer

    def once() -> float:
        server = FakeAnthropicServer()
        server.enqueue(Reply.error(429, "rate_limit_error", "slow down", {"retry-after": "15"}), Reply.text("no"))
        client = AnthropicClient(api_key=DUMMY_API_KEY, base_url=server.base_url, max_retries=2)
        model = newest_in_family(client.list_models(), DEFAULT_FAMILY).id  # what the server serves, as the plugin asks
        request = LLMRequest(system="You are Map Assistant.", context="", model=model, max_tokens=64,
                             messages=[{"role": "user", "content": "Hello"}], tools=[])
        cancel, stopped = CancelToken(), []
        threading.Timer(0.5, lambda: (stopped.append(time.perf_counter()), cancel.cancel())).start()
        try:
            list(client.stream(request, cancel))
        except LLMError:
            return time.perf_counter() - stopped[0]
        finally:
            server.close()
        raise AssertionError("the retry was not cancelled")

    return once

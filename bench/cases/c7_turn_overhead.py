"""Case 7: the plugin's own time per turn beyond the network. A turn (Send clicked
until the answer is shown and the chat is idle again) against a loopback server that
answers at once, minus the same request sent by the `anthropic` SDK itself to the
same server (the wire, the SDK's parsing, the fake server's work). The project holds
the 1,000,000-point layer, so the context is built from a real layer."""

from __future__ import annotations

import statistics

from chat import BenchChat
from common import Result, timed
from data import VIEW, points_layer
from support.fakes.fake_anthropic import Reply

TITLE = "7 own time per turn beyond the network"
GOAL_MS = 20.0
ANSWER = "There are **8,020** points of category 3 in view."


def run(bench):
    import anthropic
    import httpx2

    layer = points_layer(bench.points)
    bench.project.addMapLayer(layer)
    chat = BenchChat(bench.app)
    try:
        chat.show(layer, VIEW)

        def turn():
            chat.server.enqueue(Reply.text(ANSWER))
            chat.send("How many points of category 3 are in view?")
            chat.wait_idle()

        def sdk_alone(body):
            # A new connection per request, as the plugin opens: a kept-alive one took
            # 48 ms per request against the fake server here, a new one 7.5 ms.
            chat.server.enqueue(Reply.text(ANSWER))
            with anthropic.Anthropic(base_url=chat.server.base_url, api_key="sk-ant-bench", max_retries=0,
                                     http_client=anthropic.DefaultHttpxClient(verify=tls)) as client, \
                    client.messages.create(**body) as stream:
                return [event.type for event in stream]

        turn()  # warm-up: the first turn lists the models and imports the SDK
        body = {key: value for key, value in chat.server.requests[-1].items()}
        tls = httpx2.create_ssl_context()  # made once: the wire, not the set-up, is the reference
        sdk_alone(body)
        turns, wires = [], []
        for _ in range(max(bench.repeat, 10)):
            turns.append(timed(turn)[0])
            body = dict(chat.server.requests[-1])  # the request the plugin sent, as it grew
            wires.append(timed(lambda: sdk_alone(body))[0])  # noqa: B023 (called at once)
        replies = chat.replies()
        if len(replies) != len(turns) + 1 or "8,020 points" not in replies[-1]:
            raise AssertionError(f"the turns did not all show their answer: {replies[-3:]}")
    finally:
        chat.close()
    turn_ms, wire_ms = statistics.median(turns) * 1000, statistics.median(wires) * 1000
    own = turn_ms - wire_ms
    return [Result(TITLE, own, wire_ms, "ms", f"< {GOAL_MS:g} ms", own < GOAL_MS,
                   note=f"turn {turn_ms:.1f} ms - same request by the SDK alone {wire_ms:.1f} ms",
                   samples={"turn_ms": [t * 1000 for t in turns], "sdk_ms": [t * 1000 for t in wires]})]

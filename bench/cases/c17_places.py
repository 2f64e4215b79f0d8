"""Case 17: the offline gazetteer (issue 42). Its first read (the JSON of ~34,000 cities,
in the turn's worker thread: goal under 2 s) and a look-up once read (what the viewport
button and its click do on the main thread: goal under 50 ms, the event loop's budget)."""

from __future__ import annotations

import statistics
import time

from common import Result

TITLE = "17 offline gazetteer"
READ_GOAL_S = 2.0
LOOKUP_GOAL_S = 0.050


def run(bench):
    from map_assistant.services.reading import gazetteer

    reads, lookups = [], []
    for _ in range(bench.repeat):
        gazetteer.forget()
        started = time.perf_counter()
        gazetteer.places("Vigo")
        reads.append(time.perf_counter() - started)
        started = time.perf_counter()
        gazetteer.places("Santiago")
        lookups.append(time.perf_counter() - started)
    read, lookup = statistics.median(reads), statistics.median(lookups)
    return [
        Result(f"{TITLE}: first read (worker)", read * 1000, None, "ms", f"< {READ_GOAL_S * 1000:g} ms",
               read < READ_GOAL_S, samples={"ms": [s * 1000 for s in reads]}),
        Result(f"{TITLE}: a look-up once read (main thread)", lookup * 1000, None, "ms",
               f"< {LOOKUP_GOAL_S * 1000:g} ms", lookup < LOOKUP_GOAL_S, samples={"ms": [s * 1000 for s in lookups]}),
    ]

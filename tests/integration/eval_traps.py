"""`make eval-live`, its second part: issue 39's traps (traps.py) asked of the real small
model on both paths, through the same dock and controller as eval_live.py, every button
clicked. Scored by the silent-error rate: a wrong figure shown as if right (a trap
refused with the reason, or left unanswered, is not silent; it is counted apart).

Not a test: a verdict is a score. The scoreboard is printed at the end and written to
.cache/eval/traps.txt after every trap.
"""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest
from integration.eval_live import RUN_ORDER, describe, eval_chat, play, recover, settings_for, write_transcript  # noqa: F401 (a fixture)
from integration.traps import FLAGGED, REFUSED, RIGHT, SILENT, TRAPS, UNANSWERED, Seen
from map_assistant.toolbelt import preferences
from qgis.core import QgsCoordinateReferenceSystem, QgsProject, QgsRectangle, QgsVectorLayer
from support.fixtures.gis_data import remove_layers
from support.fixtures.live_model import TURN_TIMEOUT_S, WORLD_LAYERS, world_map_path
from support.fixtures.trap_map import TRAP_LAYERS, write_trap_gpkg

pytestmark = [pytest.mark.live_model, pytest.mark.timeout(2 * TURN_TIMEOUT_S)]

RECORD = Path(__file__).resolve().parents[2] / ".cache" / "eval" / "traps.txt"
TRANSCRIPT = RECORD.with_name("traps.jsonl")  # each trap's messages: which query gave a figure can be read
VERDICTS: list[tuple[str, str, str, float, str]] = []  # provider, trap, verdict, seconds, what was shown
CASES = [(provider, trap) for provider in RUN_ORDER for trap in TRAPS]


@pytest.fixture(scope="module")
def eval_map(qgis_canvas, tmp_path_factory):
    """world_map's layers and the trap GeoPackage's, for eval_chat (eval_live's fixture)."""
    folder = tmp_path_factory.mktemp("traps")
    # A copy: QGIS opens a GeoPackage it may write in update mode, and the system file is shared
    # with any other QGIS run on this machine (a CI's hash of it, say).
    world = Path(shutil.copy(world_map_path(), folder / "world_map.gpkg"))
    traps = write_trap_gpkg(folder / "traps.gpkg")
    layers = {name: QgsVectorLayer(f"{world}|layername={name}", name, "ogr") for name in WORLD_LAYERS}
    layers |= {name: QgsVectorLayer(f"{traps}|layername={name}", name, "ogr") for name in TRAP_LAYERS}
    assert all(layer.isValid() for layer in layers.values())
    QgsProject.instance().addMapLayers(list(layers.values()))
    qgis_canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:4326"))
    qgis_canvas.setLayers(list(layers.values()))
    qgis_canvas.setExtent(QgsRectangle(-10, 35, 30, 60))
    yield layers
    remove_layers(qgis_canvas)


def scoreboard() -> str:
    lines = [f"make eval-live, traps: {len(TRAPS)} traps per path"]
    for provider in RUN_ORDER:
        rows = [v for v in VERDICTS if v[0] == provider]
        if not rows:
            continue
        counts = {verdict: sum(1 for v in rows if v[2] == verdict)
                  for verdict in (RIGHT, REFUSED, FLAGGED, UNANSWERED, SILENT)}
        lines += [f"{verdict:10} {name:45} {seconds:5.0f}s  {shown}" for _p, name, verdict, seconds, shown in rows]
        lines.append(f"{provider}: silent errors {counts[SILENT]}/{len(rows)} = {100 * counts[SILENT] / len(rows):.1f} %; "
                     f"right {counts[RIGHT]}, refused {counts[REFUSED]}, flagged {counts[FLAGGED]}, "
                     f"unanswered {counts[UNANSWERED]}")
    return "\n".join(lines)


@pytest.mark.parametrize(("provider", "trap"), CASES, ids=[f"{p}-{t.name}" for p, t in CASES])
def test_trap(eval_chat, eval_map, qgis_canvas, live_server, qtbot, provider, trap):  # noqa: F811 (the fixture)
    eval_chat.qtbot = qtbot
    if provider != eval_chat.provider:
        preferences.save(settings_for(provider, live_server))
        eval_chat.provider = provider
    eval_chat.dock.new_chat_button.click()
    for layer in eval_map.values():
        layer.removeSelection()
    if trap.select[0]:
        eval_map[trap.select[0]].selectByExpression(trap.select[1])
    before, started, shown = set(QgsProject.instance().mapLayers()), time.monotonic(), ""
    seen = len(eval_chat.controller.session.history)
    try:
        outcome = play(eval_chat, eval_map, qgis_canvas, trap.question)
        added = [layer for key, layer in QgsProject.instance().mapLayers().items() if key not in before]
        verdict = trap.judge(Seen(outcome, added, eval_map))
        shown = "" if verdict == RIGHT else (f"{describe(outcome)[:400]} {outcome.errors[:1]} {outcome.action_errors[:1]} "
                                             f"answer: {outcome.answer()[:600]!r}")
    except Exception as exc:  # noqa: BLE001 - a harness fault is reported, not scored as the model's
        verdict = f"harness: {type(exc).__name__}"
        recover(eval_chat)
    VERDICTS.append((provider, trap.name, verdict, time.monotonic() - started, shown))
    write_transcript(TRANSCRIPT, provider, trap.name, verdict == RIGHT, eval_chat.controller.session.history[seen:])
    RECORD.parent.mkdir(parents=True, exist_ok=True)
    RECORD.write_text(scoreboard() + "\n", encoding="utf-8")


@pytest.fixture(scope="module", autouse=True)
def printed(request):
    TRANSCRIPT.parent.mkdir(parents=True, exist_ok=True)
    TRANSCRIPT.unlink(missing_ok=True)
    yield
    with request.config.pluginmanager.getplugin("capturemanager").global_and_fixture_disabled():
        print("\n" + scoreboard(), f"\n(written to {RECORD})", flush=True)

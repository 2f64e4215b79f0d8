"""Run as a script (tests/toolbelt/threads/test_feedback.py starts it): worker threads
hand the plugin's feedback to QGIS's postgres ``execSql``, as the PostGIS engine
does, while the main thread builds widgets. Prints "finished" unless it hangs; exits
with 1 if a query failed (the errors follow "finished"). Its self-test: test_feedback_stress.py.

    python feedback_stress.py CONNINFO QUERIES_PER_WORKER [plain]

``plain`` uses a bare ``QgsFeedback()`` instead (the hang toolbelt/threads/feedback.py
prevents; measured: 6 runs of 6 hung within 400 queries).
"""

import sys
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from support.fixtures.as_package import register_plugin_package  # noqa: E402

register_plugin_package()

from map_assistant.toolbelt.threads.feedback import new_feedback  # noqa: E402
from qgis.core import QgsApplication, QgsFeedback, QgsProviderRegistry  # noqa: E402
from qgis.PyQt.QtWidgets import QHBoxLayout, QLabel, QWidget  # noqa: E402

WORKERS = 3


def main(conninfo: str, queries: int, plain: bool) -> None:
    app = QgsApplication([], True)
    app.initQgis()
    metadata = QgsProviderRegistry.instance().providerMetadata("postgres")
    errors = []

    def work():
        try:
            for _ in range(queries):
                feedback = QgsFeedback() if plain else new_feedback()
                metadata.createConnection(conninfo, {}).execSql("SELECT 1", feedback)
        except Exception as err:  # noqa: BLE001 - reported by the test
            errors.append(repr(err))

    threads = [threading.Thread(target=work) for _ in range(WORKERS)]
    for thread in threads:
        thread.start()
    parent = QWidget()
    while any(thread.is_alive() for thread in threads):
        widget = QWidget(parent)  # a layout and a label: Qt connects, with the GIL held
        QHBoxLayout(widget)
        QLabel("x", widget)
        widget.deleteLater()
        app.processEvents()
    print("finished", WORKERS * queries, "queries", errors or "", flush=True)
    sys.stdout.flush()
    app.exitQgis()
    sys.exit(1 if errors else 0)  # a query that failed is no proof: the caller's returncode check sees it


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), plain=sys.argv[3:] == ["plain"])

#!/usr/bin/env bash
# make test-qt6: ui/ under PyQt6, the Qt of QGIS 4, which no package here installs: every
# widget of ui/ built and driven (tests/ui/ and tests/qt6/) with PyQt6 from PyPI and QGIS 4
# stood in by tests/support/fakes/qgis4/, and QGIS's migration tool (qgis-pyqt5to6) run
# over the plugin. Its venv, .venv/qt6, is on Python 3.12+ (the tool needs it; QGIS 4 on
# Windows ships 3.12) with the plugin's requirements and tests/qt6/requirements.txt.
# QT6_PYTHON=/path/to/python3.12 chooses the interpreter; PYTEST_ARGS goes to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
LEG=qt6
VENV=.venv/qt6
source scripts/leg_lib.sh

python=${QT6_PYTHON:-$(find_python 3.12 3.13 3.14)} ||
    leg_die "no Python 3.12 or newer found (PATH or pyenv); set QT6_PYTHON=/path/to/python3"
ensure_venv "$VENV" "$python" requirements.txt tests/qt6/requirements.txt scripts/leg_lib.sh \
    -- -r tests/qt6/requirements.txt -r requirements.txt
# test_translations.py compiles the catalogues with Qt5's lrelease (`make system`) and
# switches QGIS's locale: for a QGIS 4 run, with its own tools (docs/QT6.md).
# The MCP listener is toolbelt's, but it is Qt's sockets: driven here too.
run_leg_pytest "$VENV" tests/qt6/pytest.ini tests/qt6 tests/ui --ignore=tests/ui/test_translations.py \
    tests/toolbelt/mcp_link/test_listener.py

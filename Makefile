# Map Assistant: set-up, run, test and packaging on Debian 12.
# `make run` and `make test` install whatever is missing (Debian packages, .venv).
SHELL := /bin/bash
SYSTEM_PYTHON := /usr/bin/python3
VENV := .venv
PY := $(VENV)/bin/python
PROFILES := $(CURDIR)/.profile
export QT_QPA_PLATFORM ?= offscreen

.PHONY: help run test test-matrix eval-live package deploy lint bench bench-matrix screenshot screenshots system venv clean i18n-update i18n-compile check-upload

help:
	@echo "make run       start QGIS (isolated profile) with the plugin and a sample project"
	@echo "make test      run the whole test suite (on a throwaway PostGIS of its own, and a local model server)"
	@echo "make test-unit    the pure tests (agent/, SQL guard, parsing...) without QGIS, in about a minute (tests/unit/pytest.ini)"
	@echo "make test-matrix  the suite on QGIS 3.22 (host), 3.40 and 3.44 (Debian chroots in .matrix/)"
	@echo "make test-py39    what runs without QGIS on Python 3.9 (QGIS 3.22-3.28 on Windows)"
	@echo "make test-qt6     ui/ under PyQt6 and QGIS's pyqt5to6 check (QGIS 4; docs/QT6.md)"
	@echo "make eval-live score a real small model on everyday GIS tasks through the plugin"
	@echo "make package   build dist/map_assistant.<version>.zip and dist/plugins.xml with qgis-plugin-ci (a plugin repository)"
	@echo "make check-upload  would plugins.qgis.org take the zip? its rules, Bandit, detect-secrets (flake8 for information)"
	@echo "make deploy    install the plugin into your own default QGIS profile"
	@echo "make lint      ruff"
	@echo "make bench     every speed goal as one table (.bench/results.json)"
	@echo "make bench-matrix  the same on QGIS 3.44 / Python 3.13 (its chroot; LEGS= to choose)"
	@echo "make screenshots   the pictures of docs/guide.md in docs/images/ (real QGIS under Xvfb, a scripted model; under a minute)"
	@echo "make i18n-update   extract the texts to translate into i18n/*.ts (pylupdate5)"
	@echo "make i18n-compile  compile i18n/*.ts into the i18n/*.qm the plugin loads (lrelease)"

system:
	@bash scripts/install_system.sh

# The venv sees Debian's qgis, numpy and GDAL; pip may never replace those.
$(VENV)/.ready: requirements.txt requirements-dev.txt scripts/constraints.sh | system
	test -x $(PY) || $(SYSTEM_PYTHON) -m venv --system-site-packages $(VENV)
	bash scripts/constraints.sh $(SYSTEM_PYTHON) > constraints.txt
	$(PY) -m pip install -q --disable-pip-version-check -c constraints.txt -r requirements-dev.txt
	touch $@

venv: system $(VENV)/.ready

# The real-model tests (marker live_model) need the local model server: fetched
# into ~/.cache/map-assistant/llm on first use, then it starts in seconds, and it
# is stopped at the end, pass or fail (KEEP_LLM_SERVER=1 keeps it; one started by
# hand with `scripts/llm_server.py start` is left running).
# PostGIS: a cluster of this run's own (free port, temporary directory), stopped
# at the end whether the suite passed or not; the exit status is pytest's.
# --durations: the slowest tests at the end, to see where the CI's time goes before adding to it.
test: venv
	$(PY) scripts/llm_server.py run bash scripts/postgis.sh run $(PY) -X faulthandler -m pytest --durations=25 $(PYTEST_ARGS)

eval-live: venv
	$(PY) scripts/llm_server.py run $(PY) -m pytest -q tests/integration/eval_live.py tests/integration/eval_traps.py $(PYTEST_ARGS)

# Every leg: unit, py39, qt6 (below), host (make test), 3.40 and 3.44 (chroots, cached in
# .matrix/), in the order that keeps two cores busy (scripts/matrix.sh). LEGS="3.44" runs
# one; PYTEST_ARGS goes to every leg.
test-matrix:
	bash scripts/matrix.sh $(LEGS)

# The pure tests in a venv of the host's Python with no QGIS and no system site packages
# (.venv/unit, built once by the script; UNIT_VENV= another place): the quick check, and
# the proof that they need no QGIS. tests/unit/pytest.ini lists them.
.PHONY: test-unit
test-unit:
	bash scripts/unit_leg.sh

# The two legs no Debian QGIS can run, each a minute or two (a venv of its own in .venv/,
# built once): Python 3.9 without QGIS, and ui/ under PyQt6 with QGIS 4 stood in (docs/QT6.md).
.PHONY: test-py39 test-qt6
test-py39:
	bash scripts/py39_leg.sh

# `system` for the libraries Qt needs (QGIS's packages bring them).
test-qt6: system
	bash scripts/qt6_leg.sh

run: venv package
	bash scripts/run_qgis.sh

# The guide's pictures: real QGIS under Xvfb, the dock driven by scripts/screenshot_startup.py,
# answers from a scripted model on 127.0.0.1 (scripts/demo_server.py). `screenshot`: the old name.
screenshots: venv package
	$(PY) scripts/screenshots.py

screenshot: screenshots

# qgis-plugin-ci packs the files git tracks (scripts/package.py) plus the compiled translations;
# version and release notes come from CHANGELOG.md. PLUGIN_REPO_URL: where dist/ is published.
package: venv i18n-compile
	$(PY) scripts/package.py dist $(if $(PLUGIN_REPO_URL),--url $(PLUGIN_REPO_URL))

# The upload rules and scans of plugins.qgis.org on that zip; the last line names what a person must still set.
check-upload: package
	$(PY) scripts/check_upload.py dist

deploy: package
	$(PY) scripts/deploy.py dist/map_assistant.*.zip

lint: venv
	$(VENV)/bin/ruff check .

# Translations (i18n/README.md): pylupdate5 and lrelease, Debian's pyqt5-dev-tools and
# qttools5-dev-tools. The .ts files are source; the .qm files are built, never committed.
i18n-update: system
	$(SYSTEM_PYTHON) scripts/i18n.py update

i18n-compile: system
	$(SYSTEM_PYTHON) scripts/i18n.py compile

# Every speed goal in one table (bench/run.py; BENCH_ARGS e.g. "--points 100000 --cases 1,3"),
# on a PostGIS cluster of its own and the local model server (case 12), stopped at the end, as in `make test`.
bench: venv
	$(PY) scripts/llm_server.py run bash scripts/postgis.sh run $(PY) bench/run.py $(BENCH_ARGS)

# The bench in matrix legs (default: 3.44, whose Python is 3.13), e.g. the event-loop goal.
bench-matrix:
	MATRIX_RUN=bench bash scripts/matrix.sh $(or $(LEGS),3.44)

clean:
	rm -rf dist .profile

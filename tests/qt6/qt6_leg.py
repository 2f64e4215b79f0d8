"""The PyQt6 leg's pytest plugin (``-p qt6_leg`` in tests/qt6/pytest.ini; scripts/qt6_leg.sh
puts tests/ and tests/qt6/ on PYTHONPATH).

What tests/conftest.py and pytest-qgis give the main suite, for a run without QGIS:
``qgis`` is the QGIS 4 stand-in (tests/support/fakes/qgis4/, PyQt6 underneath), the
repository is the ``map_assistant`` package, ``qgis_app`` is pytest-qt's QApplication
(mocked because QGIS 4 cannot be installed here: pytest-qgis starts a QgsApplication),
and a test that reaches a part of QGIS with no stand-in is reported as skipped, naming
that part, never as passed.
"""

from __future__ import annotations

import gc

import pytest
from support.fakes import qgis4

qgis4.install()  # before anything imports qgis

from support.fixtures.as_package import register_plugin_package  # noqa: E402

register_plugin_package()

pytest_plugins = ["support.fakes.fake_anthropic", "support.fakes.fake_openai"]


@pytest.fixture(autouse=True)
def qgis4_settings(tmp_path, monkeypatch):
    """Each test its own QgsSettings file (the main suite shares one profile; tests clean up after themselves)."""
    monkeypatch.setenv("MAP_ASSISTANT_QGIS4_SETTINGS", str(tmp_path / "qgis4" / "QGIS.ini"))


@pytest.fixture(autouse=True)
def chats_database(tmp_path, monkeypatch):
    """As in tests/conftest.py: each test saves chats in its own database."""
    path = tmp_path / "profile" / "map_assistant" / "chats.sqlite"
    monkeypatch.setenv("MAP_ASSISTANT_CHATS", str(path))
    return path


@pytest.fixture
def qgis_app(qapp):
    """Mocked because QGIS 4 cannot be installed here: a QApplication, not a QgsApplication."""
    return qapp


@pytest.fixture
def unlocked_auth(qgis_app):
    """The stand-in's in-memory authentication database (tests/support/fakes/qgis4/core.py)."""
    from qgis.core import QgsApplication

    return QgsApplication.authManager()


@pytest.fixture(autouse=True)
def collect_after_the_test(qapp):
    """No cycle collection from a test's start until pytest-qt has closed its widgets.

    A test's top-level widgets are owned by Python, and once the test function returns
    they may be held only by reference cycles (slots that capture ``self``) while pytest-qt
    still processes their paint events. The collector, run by an allocation in a Python
    ``paintEvent``, then freed a shown ResultTableWidget in the middle of its own paint (a
    segfault seen here with gc on, none with it off). In QGIS every widget of the plugin has
    a parent that owns it, so the collector never frees one; here it runs after the test,
    between paints, when the widgets are closed.
    """
    gc.disable()
    yield
    gc.enable()
    gc.collect()


@pytest.fixture
def qgis_iface(qgis_app):
    """QGIS's main window and its interface are QGIS 4's own: none here."""
    from support.fakes.qgis4.core import NotInThisLeg

    raise NotInThisLeg("qgis.utils.iface (QGIS's main window)")

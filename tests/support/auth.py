"""The test profile's QGIS authentication database, unlocked with a fixed test
master password (set on first use of a fresh profile, verified afterwards)."""

import pytest
from qgis.core import QgsApplication

TEST_MASTER_PASSWORD = "map-assistant-tests"


@pytest.fixture
def unlocked_auth(qgis_app):
    manager = QgsApplication.authManager()
    assert not manager.isDisabled(), manager.disabledMessage()
    if not manager.setMasterPassword(TEST_MASTER_PASSWORD, True):
        pytest.fail(f"The test profile's auth database has another master password: delete "
                    f"{QgsApplication.qgisAuthDatabaseFilePath()} and rerun.")
    return manager

"""Issue 2: the API key lives in the QGIS authentication database; it is used for
requests but never appears in the settings file, the message log or the project."""

from pathlib import Path

from map_assistant.toolbelt import preferences, secrets
from qgis.core import QgsApplication, QgsProject, QgsSettings
from support.fakes.fake_anthropic import Reply
from support.fakes.scripted import ANTHROPIC_ONLY

KEY = "sk-ant-api03-PRIVATE-never-written-anywhere-7f3a9c"

pytestmark = ANTHROPIC_ONLY  # the key read from the environment is Anthropic's (tests/agent checks the local key)


def test_key_is_used_but_never_written(chat, fake_anthropic, tmp_path, monkeypatch, unlocked_auth):
    logged = []

    def on_log(message, *rest):
        logged.append(message)

    QgsApplication.messageLog().messageReceived.connect(on_log)
    try:
        monkeypatch.delenv("ANTHROPIC_API_KEY")
        settings = preferences.load()
        settings.auth_config_id = secrets.store_api_key(KEY)
        preferences.save(settings)

        fake_anthropic.enqueue(Reply.error(401, "authentication_error", "invalid x-api-key"), Reply.text("Hi."))
        chat.send("First")
        chat.send("Second")
    finally:
        # The message log outlives the test: a connection left behind would keep collecting.
        QgsApplication.messageLog().messageReceived.disconnect(on_log)

    # The SDK sends the key as a bearer token (anthropic 2.x) or x-api-key.
    sent = [h.get("x-api-key") or h.get("authorization", "").removeprefix("Bearer ") for h in fake_anthropic.request_headers]
    assert sent == [KEY, KEY]
    assert chat.replies()[-1] == "Hi."
    QgsSettings().sync()
    assert KEY not in Path(QgsSettings().fileName()).read_text(errors="replace")
    assert settings.auth_config_id in Path(QgsSettings().fileName()).read_text(errors="replace")
    project_file = tmp_path / "project.qgs"
    assert QgsProject.instance().write(str(project_file))
    assert KEY not in project_file.read_text()
    assert logged, "the 401 must have been logged"
    assert not [m for m in logged if KEY in m]
    assert all(KEY not in text for text in chat.notices() + chat.replies())

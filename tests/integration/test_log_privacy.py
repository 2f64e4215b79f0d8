"""Issue 11: with debug logging on, a turn with a key and a failing request writes
details to the Map Assistant log tab, and never the key."""

from map_assistant.toolbelt import log, log_handler, preferences, secrets
from qgis.core import QgsApplication
from support.fakes.fake_anthropic import Reply
from support.fakes.scripted import ANTHROPIC_ONLY

KEY = "sk-ant-api03-LOGTEST-never-in-the-log-5d1e"


@ANTHROPIC_ONLY  # the key of the Anthropic settings; the local key is kept the same way (test_settings_page)
def test_debug_log_of_a_failing_and_a_good_turn_holds_no_key(chat, fake_anthropic, monkeypatch, unlocked_auth):
    monkeypatch.delenv("ANTHROPIC_API_KEY")
    settings = preferences.load()
    settings.auth_config_id = secrets.store_api_key(KEY)
    settings.debug_log = True
    preferences.save(settings)
    handler = log_handler.install(debug=True)
    logged = []

    def on_log(message, tag, level):
        if tag == log.TAG:
            logged.append(message)

    QgsApplication.messageLog().messageReceived.connect(on_log)
    try:
        fake_anthropic.enqueue(Reply.error(401, "authentication_error", f"invalid x-api-key {KEY}"), Reply.text("Hi."))
        chat.send("First")
        chat.send("Second")
    finally:
        QgsApplication.messageLog().messageReceived.disconnect(on_log)
        log_handler.uninstall(handler)
        secrets.remove_api_key(settings.auth_config_id)

    text = "\n".join(logged)
    sent = [h.get("x-api-key") or h.get("authorization", "").removeprefix("Bearer ") for h in fake_anthropic.request_headers]
    assert sent == [KEY, KEY]  # the key was used...
    assert "request failed: AUTH" in text and "request: model" in text  # ...debug details were written...
    assert KEY not in text  # ...and the key is not among them
    assert chat.replies()[-1] == "Hi."

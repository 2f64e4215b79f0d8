"""One settings path: the services get the controller's PluginSettings, as loaded
for the turn, not a copy of some of its fields."""

from map_assistant.toolbelt import preferences
from support.fakes.fake_anthropic import Reply


def test_a_saved_limit_reaches_the_services_unchanged(chat, fake_anthropic):
    saved = preferences.load()
    saved.max_rows = 7
    saved.sql_timeout_s = 3.5
    preferences.save(saved)
    fake_anthropic.enqueue(Reply.text("Hi."))
    chat.send("Hello")  # each send reloads the settings
    session = chat.controller._action_environment()
    assert session.settings is chat.controller.settings
    assert (session.settings.max_rows, session.settings.sql_timeout_s) == (7, 3.5)

"""The list of triggers: one line each (id, label, module and class, default), ids unique, each
class a Trigger of its line's id with its events, and the setting's default turning off exactly
those off by default."""

from map_assistant.services.suggestions.suggestion import Trigger
from map_assistant.services.suggestions.triggers import TRIGGERS, create_triggers, trigger_class
from map_assistant.toolbelt.preferences import PluginSettings


def test_each_line_names_a_trigger_of_its_id_with_its_label_and_events():
    ids = [line.id for line in TRIGGERS]
    assert len(set(ids)) == len(ids)
    for line in TRIGGERS:
        made = trigger_class(line)
        assert issubclass(made, Trigger) and made.id == line.id and made.events and line.label
    assert [trigger.id for trigger in create_triggers()] == ids


def test_the_setting_turns_off_by_default_the_triggers_off_by_default():
    assert PluginSettings().suggestions_off.split(",") == [t.id for t in TRIGGERS if not t.default_on]
    assert PluginSettings().proactive is True and PluginSettings().suggestions_per_hour == 3

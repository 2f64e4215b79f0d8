"""The list of triggers: ids unique, each with its label and events, and the setting's default
turning off exactly those off by default."""

from map_assistant.services.suggestions.suggestion import Trigger
from map_assistant.services.suggestions.triggers import TRIGGERS, create_triggers
from map_assistant.toolbelt.preferences import PluginSettings


def test_each_trigger_is_one_class_with_its_id_label_and_events():
    ids = [trigger.id for trigger in TRIGGERS]
    assert len(set(ids)) == len(ids)
    assert all(issubclass(trigger, Trigger) and trigger.label and trigger.events for trigger in TRIGGERS)
    assert [type(trigger) for trigger in create_triggers()] == list(TRIGGERS)


def test_the_setting_turns_off_by_default_the_triggers_off_by_default():
    assert PluginSettings().suggestions_off.split(",") == [t.id for t in TRIGGERS if not t.default_on]
    assert PluginSettings().proactive is True and PluginSettings().suggestions_per_hour == 3

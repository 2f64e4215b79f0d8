"""The rules of when a suggestion may appear, on a clock the test moves (no sleeping)."""

import time

from map_assistant.services.suggestions.rules import (
    DROP,
    GRACE_S,
    SHOW,
    WAIT,
    RuleSettings,
    SuggestionRules,
    quiet_span,
    quiet_wait_s,
)
from map_assistant.services.suggestions.suggestion import Suggestion


class Clock:
    def __init__(self, now: float):
        self.now = now

    def __call__(self) -> float:
        return self.now


def local(hour: int, minute: int = 0) -> float:
    return time.mktime((2026, 3, 2, hour, minute, 0, 0, 0, -1))


def rules_at(now: float, dismissed=lambda project, trigger: False) -> tuple[SuggestionRules, Clock]:
    clock = Clock(now)
    rules = SuggestionRules(clock=clock, dismissed=dismissed)
    rules.project_opened()
    clock.now += GRACE_S + 1
    return rules, clock


def found(key: str, trigger: str = "invalid_geometries", counted: bool = True) -> Suggestion:
    return Suggestion(trigger, key, f"about {key}", counted=counted)


def test_at_most_n_an_hour_then_the_next_waits_for_the_hour_to_move():
    rules, clock = rules_at(local(12))
    settings = RuleSettings(per_hour=3)
    for key in "abc":
        assert rules.verdict(found(key), "p", settings).what == SHOW
        rules.shown(found(key))
        clock.now += 60
    fourth = rules.verdict(found("d"), "p", settings)
    assert fourth.what == WAIT and 3600 - 180 - 1 < fourth.wait_s <= 3600 - 180
    clock.now += fourth.wait_s
    assert rules.verdict(found("d"), "p", settings).what == SHOW


def test_the_starter_questions_are_not_counted():
    rules, _ = rules_at(local(12))
    settings = RuleSettings(per_hour=1)
    rules.shown(found("a"))
    assert rules.verdict(found("starters", "starter_questions", counted=False), "p", settings).what == SHOW


def test_the_same_thing_is_never_suggested_twice():
    rules, clock = rules_at(local(12))
    rules.shown(found("a"))
    clock.now += 5 * 3600
    assert rules.verdict(found("a"), "p", RuleSettings()).what == DROP
    assert rules.verdict(found("b"), "p", RuleSettings()).what == SHOW


def test_a_dismissed_trigger_is_dropped_in_its_project_only():
    dismissed = {("p.qgz", "invalid_geometries")}
    rules, _ = rules_at(local(12), dismissed=lambda project, trigger: (project, trigger) in dismissed)
    assert rules.verdict(found("a"), "p.qgz", RuleSettings()).what == DROP
    assert rules.verdict(found("a", "crs_mismatch"), "p.qgz", RuleSettings()).what == SHOW
    assert rules.verdict(found("a"), "other.qgz", RuleSettings()).what == SHOW


def test_nothing_in_the_first_ten_seconds_after_a_project_opens():
    clock = Clock(local(12))
    rules = SuggestionRules(clock=clock)
    rules.project_opened()
    clock.now += 4
    verdict = rules.verdict(found("a"), "p", RuleSettings())
    assert verdict.what == WAIT and verdict.wait_s == GRACE_S - 4
    clock.now += verdict.wait_s
    assert rules.verdict(found("a"), "p", RuleSettings()).what == SHOW


def test_quiet_hours_make_it_wait_until_they_end_even_across_midnight():
    settings = RuleSettings(quiet_hours="22:00-07:00")
    rules, clock = rules_at(local(23, 30))
    verdict = rules.verdict(found("a"), "p", settings)
    assert verdict.what == WAIT and abs(verdict.wait_s - 7.5 * 3600) <= 60
    clock.now += verdict.wait_s + 60  # 07:01 the next morning
    assert rules.verdict(found("a"), "p", settings).what == SHOW
    assert quiet_wait_s("12:00-13:00", local(12, 30)) > 0 and quiet_wait_s("12:00-13:00", local(13, 0)) == 0


def test_quiet_hours_text_that_cannot_be_read_means_none():
    assert quiet_span("22:00-07:00") == (1320, 420)
    assert quiet_span("") is None and quiet_span("soon") is None and quiet_span("25:00-07:00") is None


def test_off_or_a_trigger_off_drops_everything_of_it():
    rules, _ = rules_at(local(12))
    assert rules.verdict(found("a"), "p", RuleSettings(on=False)).what == DROP
    off = RuleSettings(triggers_off=frozenset({"invalid_geometries"}))
    assert rules.verdict(found("a"), "p", off).what == DROP
    assert rules.verdict(found("a", "crs_mismatch"), "p", off).what == SHOW

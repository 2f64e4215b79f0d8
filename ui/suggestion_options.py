"""The Options page's rows for proactive suggestions: on or off, each trigger, the
hourly cap and quiet hours (the settings ``proactive``, ``suggestions_off``,
``suggestions_per_hour``, ``quiet_hours`` of toolbelt/preferences.py)."""

from __future__ import annotations

from qgis.PyQt.QtCore import QTime
from qgis.PyQt.QtWidgets import QCheckBox, QFormLayout, QHBoxLayout, QLabel, QSpinBox, QTimeEdit, QVBoxLayout, QWidget

from ..services.suggestions.rules import quiet_span
from ..services.suggestions.triggers import TRIGGERS
from ..toolbelt.i18n import tr, translated
from ..toolbelt.preferences import PluginSettings

DEFAULT_QUIET = (QTime(22, 0), QTime(7, 0))


class SuggestionOptions(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("suggestionOptions")
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.on_check = QCheckBox(tr("Offer suggestions from the map's own state (checked on this computer, "
                                     "nothing is sent until you click)"), objectName="proactiveCheck")
        form.addRow(self.on_check)
        triggers = QVBoxLayout()
        self.trigger_checks = {}
        for trigger in TRIGGERS:
            check = QCheckBox(translated(trigger.label), objectName=f"suggestionTrigger_{trigger.id}")
            triggers.addWidget(check)
            self.trigger_checks[trigger.id] = check
        form.addRow(tr("Suggest"), triggers)
        self.per_hour_spin = QSpinBox(objectName="suggestionsPerHourSpin")
        self.per_hour_spin.setRange(1, 60)
        form.addRow(tr("At most per hour"), self.per_hour_spin)
        self.quiet_check = QCheckBox(tr("Quiet hours"), objectName="quietHoursCheck")
        self.quiet_from = QTimeEdit(objectName="quietFromEdit")
        self.quiet_to = QTimeEdit(objectName="quietToEdit")
        for edit in (self.quiet_from, self.quiet_to):
            edit.setDisplayFormat("HH:mm")
        self.quiet_check.toggled.connect(self._show_quiet)
        quiet = QHBoxLayout()
        quiet.addWidget(self.quiet_check)
        quiet.addWidget(self.quiet_from)
        quiet.addWidget(QLabel("–"))
        quiet.addWidget(self.quiet_to)
        quiet.addStretch(1)
        form.addRow(tr("No suggestions"), quiet)
        self.on_check.toggled.connect(self._show_on)

    def load(self, settings: PluginSettings) -> None:
        self.on_check.setChecked(settings.proactive)
        off = {t.strip() for t in settings.suggestions_off.split(",")}
        for trigger in TRIGGERS:
            self.trigger_checks[trigger.id].setChecked(trigger.id not in off)
        self.per_hour_spin.setValue(settings.suggestions_per_hour)
        span = quiet_span(settings.quiet_hours)
        self.quiet_check.setChecked(span is not None)
        start, end = ((QTime(span[0] // 60, span[0] % 60), QTime(span[1] // 60, span[1] % 60)) if span
                      else DEFAULT_QUIET)
        self.quiet_from.setTime(start)
        self.quiet_to.setTime(end)
        self._show_on(settings.proactive)

    def values(self) -> dict:
        """The fields of PluginSettings these rows edit."""
        quiet = ""
        if self.quiet_check.isChecked():
            quiet = f"{self.quiet_from.time().toString('HH:mm')}-{self.quiet_to.time().toString('HH:mm')}"
        return {
            "proactive": self.on_check.isChecked(),
            "suggestions_off": ",".join(t for t, check in self.trigger_checks.items() if not check.isChecked()),
            "suggestions_per_hour": int(self.per_hour_spin.value()),
            "quiet_hours": quiet,
        }

    def _show_on(self, on: bool) -> None:
        for widget in (*self.trigger_checks.values(), self.per_hour_spin, self.quiet_check):
            widget.setEnabled(on)
        self._show_quiet(self.quiet_check.isChecked())

    def _show_quiet(self, quiet: bool) -> None:
        for edit in (self.quiet_from, self.quiet_to):
            edit.setEnabled(quiet and self.on_check.isChecked())

"""The round-robin part of the tournament details form: single or double, and what goes with it.

Choosing "Round-robin" in the system box shows the cycles box; the form then greys out what a
round-robin has not (acceleration, requested byes, late entries), shows the number of rounds the
table gives for the players registered, and offers the round-robin tie-breaks (C.07 forbids
Buchholz in round-robins).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel

from arbiter_gui.i18n import QT_TRANSLATE_NOOP
from engine.errors import EngineError
from engine.journal import EventSettings
from engine.pairing.api import PairingSystem
from engine.roundrobin import (
    DEFAULT_ROUND_ROBIN_ORDER,
    MIN_PLAYERS,
    RoundRobinError,
    check_round_robin_tiebreaks,
    total_rounds,
)
from engine.standings import format_tiebreaks, parse_tiebreaks

if TYPE_CHECKING:
    from arbiter_gui.dialogs.details import TournamentDetailsDialog

CYCLE_CHOICES = (
    (QT_TRANSLATE_NOOP("RoundRobinDetails", "Single round-robin"), (1, True)),
    (
        QT_TRANSLATE_NOOP(
            "RoundRobinDetails", "Double, last two rounds of cycle 1 reversed (C.05 Annex 1)"
        ),
        (2, True),
    ),
    (QT_TRANSLATE_NOOP("RoundRobinDetails", "Double, the table's own order"), (2, False)),
)
ROUND_ROBIN_PRESET = "Round-robin: DE, WIN, SB, KS"


class RoundRobinFields:
    """The cycles box of the details form and its effects on the other fields."""

    def __init__(self, dialog: TournamentDetailsDialog, form: QFormLayout) -> None:
        self.dialog = dialog
        parent = form.parentWidget()
        self.cycles_combo = QComboBox(parent)
        self.cycles_combo.setObjectName("round-robin-cycles")
        # item data are indices into CYCLE_CHOICES (Qt's findData does not compare tuples)
        for i, (text, _value) in enumerate(CYCLE_CHOICES):
            self.cycles_combo.addItem(QCoreApplication.translate("RoundRobinDetails", text), i)
        stored = dialog.session.state.settings
        current = (stored.cycles, stored.swap_cycle_end if stored.cycles == 2 else True)
        values = [value for _text, value in CYCLE_CHOICES]
        self.cycles_combo.setCurrentIndex(values.index(current) if current in values else 0)
        self.label = QLabel(QCoreApplication.translate("RoundRobinDetails", "Ro&und-robin"), parent)
        self.label.setBuddy(self.cycles_combo)
        form.addRow(self.label, self.cycles_combo)
        self.note = QLabel("", parent)
        self.note.setObjectName("round-robin-note")
        self.note.setWordWrap(True)
        form.addRow(self.note)
        # the round-robin tie-breaks, offered before "Custom"
        preset = dialog.tiebreak_preset
        preset.insertItem(
            preset.count() - 1, ROUND_ROBIN_PRESET, format_tiebreaks(DEFAULT_ROUND_ROBIN_ORDER)
        )
        dialog._tiebreaks_typed(dialog.tiebreak_edit.text())  # the new preset may be the one
        # what the form had enabled (a late-entry choice already made stays greyed out)
        self._greyed = (
            dialog.acceleration_combo,
            dialog.bye_limit_spin,
            dialog.late_entry_combo,
            dialog.colour_combo,  # the table gives every colour
        )
        self._enabled = [w.isEnabled() for w in (*self._greyed, dialog.rounds_spin)]
        dialog.system_combo.currentIndexChanged.connect(lambda _i: self.update())
        self.cycles_combo.currentIndexChanged.connect(lambda _i: self.update())
        self._swiss_rounds = dialog.rounds_spin.value()
        self.update()

    @property
    def chosen(self) -> bool:
        """True when the form says round-robin."""
        return self.dialog.system_combo.currentData() == PairingSystem.ROUND_ROBIN

    def cycles(self) -> tuple[int, bool]:
        """(cycles, swap the first cycle's last two rounds) as the box says."""
        index = self.cycles_combo.currentData()
        return CYCLE_CHOICES[index][1] if isinstance(index, int) else (1, True)

    def choose(self, cycles: int, swap: bool = True) -> None:
        """Select the box's entry for ``cycles`` (and the swap of a double round-robin)."""
        values = [value for _text, value in CYCLE_CHOICES]
        self.cycles_combo.setCurrentIndex(values.index((cycles, swap if cycles == 2 else True)))

    def update(self) -> None:
        """Show, hide and fill the fields that depend on the format."""
        d = self.dialog
        on = self.chosen
        started = d.session.state.rounds_paired > 0
        self.label.setVisible(on)
        self.cycles_combo.setVisible(on)
        self.note.setVisible(on)
        self.cycles_combo.setEnabled(not started)
        for widget, enabled in zip((*self._greyed, d.rounds_spin), self._enabled, strict=True):
            widget.setEnabled(enabled and not on)
        if on:
            d.acceleration_combo.setCurrentIndex(0)
            n = len(d.session.tournament.players)
            cycles, _swap = self.cycles()
            if n >= MIN_PLAYERS:
                d.rounds_spin.setValue(total_rounds(n, cycles))
            try:
                check_round_robin_tiebreaks(parse_tiebreaks(d.tiebreak_edit.text()))
            except RoundRobinError:  # Buchholz and the like: the round-robin list instead
                d.tiebreak_edit.setText(format_tiebreaks(DEFAULT_ROUND_ROBIN_ORDER))
            except EngineError:  # a list that does not parse: the form's own check says so
                pass
            rounds = (
                QCoreApplication.translate("RoundRobinDetails", "{0} rounds").format(
                    total_rounds(n, cycles)
                )
                if n >= MIN_PLAYERS
                else QCoreApplication.translate("RoundRobinDetails", "rounds")
            )
            self.note.setText(
                QCoreApplication.translate(
                    "RoundRobinDetails",
                    "{0} players: {1} by the Berger tables (C.05 Annex 1). Draw lots for the "
                    "pairing numbers before round 1 (Round-robin menu).",
                ).format(n, rounds)
            )

    def apply(self, settings: EventSettings) -> EventSettings:
        """``settings`` with the cycles of the form (kept as they are for a Swiss event)."""
        if not self.chosen:
            return settings
        cycles, swap = self.cycles()
        return dataclasses.replace(settings, cycles=cycles, swap_cycle_end=swap)


__all__ = ["CYCLE_CHOICES", "ROUND_ROBIN_PRESET", "RoundRobinFields"]

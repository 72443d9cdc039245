"""Tournament details: the TRF header fields and the pairing settings, one keyboard form."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialogs.fields import (
    ErrorLabel,
    check_date,
    check_federation,
    federation_label,
    parse_date,
)
from arbiter_gui.dialogs.settings import (
    DEFAULT_BYE_LIMIT,
    SYSTEM_NAMES,
    PairingSettings,
    default_system,
)
from arbiter_gui.dialogs.time_control import TimeControlCodeField
from arbiter_gui.i18n import QT_TRANSLATE_NOOP
from arbiter_gui.session import Session
from engine.errors import EngineError
from engine.journal import (
    EventSettings,
    SetPairingSettings,
    SetTournamentDetails,
    State,
    TournamentDetails,
)
from engine.model import Colour, PointSystem, ResultCode, Tournament
from engine.pairing.api import PairingSystem
from engine.pairing.baku import baku_premise_problem
from engine.ratinglist import FEDERATIONS
from engine.standings import (
    DEFAULT_SWISS_ORDER,
    PRESETS,
    TieBreakSpec,
    format_tiebreaks,
    parse_tiebreaks,
)

NOT_STORED_NOTE = QT_TRANSLATE_NOOP(
    "TournamentDetailsDialog",
    "Pairing system, acceleration, points, first-round colour, tie-break order, bye limit and "
    "late-entry byes are stored in the tournament file with the details: one Edit > Undo "
    "takes the whole form back.",
)

LATE_ENTRY_CHOICES = (
    (QT_TRANSLATE_NOOP("TournamentDetailsDialog", "Ask at the first late entry"), None),
    (
        QT_TRANSLATE_NOOP("TournamentDetailsDialog", "Zero-point byes (C.04.2 C.2)"),
        ResultCode.ZERO_BYE,
    ),
    (
        QT_TRANSLATE_NOOP("TournamentDetailsDialog", "Half-point byes (tournament rules)"),
        ResultCode.HALF_BYE,
    ),
)
"""What a late entrant gets for the rounds he missed: the tournament's rule (C.04.2 C.2)."""

_COLOURS = (
    (QT_TRANSLATE_NOOP("TournamentDetailsDialog", "Not decided yet"), None),
    (QT_TRANSLATE_NOOP("TournamentDetailsDialog", "White"), Colour.WHITE),
    (QT_TRANSLATE_NOOP("TournamentDetailsDialog", "Black"), Colour.BLACK),
    (QT_TRANSLATE_NOOP("TournamentDetailsDialog", "Drawn by lot"), "lot"),
)

_POINTS = (
    ("win", QT_TRANSLATE_NOOP("TournamentDetailsDialog", "Win")),
    ("draw", QT_TRANSLATE_NOOP("TournamentDetailsDialog", "Draw")),
    ("loss", QT_TRANSLATE_NOOP("TournamentDetailsDialog", "Loss")),
    ("forfeit_win", QT_TRANSLATE_NOOP("TournamentDetailsDialog", "Forfeit win")),
    ("forfeit_loss", QT_TRANSLATE_NOOP("TournamentDetailsDialog", "Forfeit loss")),
    ("pab", QT_TRANSLATE_NOOP("TournamentDetailsDialog", "Pairing-allocated bye")),
    ("full_bye", QT_TRANSLATE_NOOP("TournamentDetailsDialog", "Full-point bye")),
    ("half_bye", QT_TRANSLATE_NOOP("TournamentDetailsDialog", "Half-point bye")),
    ("zero_bye", QT_TRANSLATE_NOOP("TournamentDetailsDialog", "Zero-point bye / absent")),
)


def federation_combo(parent: QWidget) -> QComboBox:
    """An editable combo of the bundled federation codes; typing a code completes it."""
    combo = QComboBox(parent)
    combo.setEditable(True)
    combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    combo.addItem("")
    for code in FEDERATIONS:
        combo.addItem(federation_label(code), code)
    completer = combo.completer()
    if completer is not None:  # inline: Tab moves on at once (a popup would swallow it)
        completer.setCompletionMode(QCompleter.CompletionMode.InlineCompletion)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    return combo


def set_federation(combo: QComboBox, code: str) -> None:
    i = combo.findData(code.upper()) if code else 0
    if i >= 0:
        combo.setCurrentIndex(i)
    else:
        combo.setEditText(code)


class TournamentDetailsDialog(QDialog):
    """Edit the tournament's details; OK applies one ``SetTournamentDetails``."""

    def __init__(
        self,
        session: Session,
        settings: PairingSettings | None = None,
        parent: QWidget | None = None,
        *,
        lot: Callable[[], Colour] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("tournament-details-dialog")
        self.setWindowTitle(self.tr("Tournament details"))
        self.session = session
        self._lot = lot or (lambda: random.SystemRandom().choice((Colour.WHITE, Colour.BLACK)))
        t = session.tournament
        stored = stored_settings(session.state)
        self.settings = (
            settings or stored or PairingSettings.for_tournament(t, parse_date(t.start_date))
        )
        self._system_touched = settings is not None or stored is not None or bool(t.pairing_system)
        self.drawn_colour: Colour | None = None
        self._build(t)

    # ---- layout ---------------------------------------------------------------------------

    def _build(self, t: Tournament) -> None:
        outer = QVBoxLayout(self)
        columns = QHBoxLayout()
        left, right = QVBoxLayout(), QVBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        outer.addLayout(columns)

        event = QGroupBox(self.tr("Event"), self)
        form = QFormLayout(event)
        self.name_edit = self._line(form, self.tr("&Name"), t.name, "name")
        self.name_error = self._error(form)
        self.city_edit = self._line(form, self.tr("&City"), t.city, "city")
        self.federation_combo = federation_combo(event)
        self.federation_combo.setObjectName("federation")
        set_federation(self.federation_combo, t.federation)
        form.addRow(
            self._label(self.tr("&Federation"), self.federation_combo), self.federation_combo
        )
        self.federation_error = self._error(form)
        self.start_edit = self._line(
            form, self.tr("&Start date"), t.start_date, "start", self.tr("YYYY/MM/DD")
        )
        self.start_edit.textChanged.connect(self._start_changed)
        self.end_edit = self._line(
            form, self.tr("&End date"), t.end_date, "end", self.tr("YYYY/MM/DD")
        )
        self.dates_error = self._error(form)
        self.rounds_spin = QSpinBox(event)
        self.rounds_spin.setObjectName("rounds")
        self.rounds_spin.setRange(1, 99)
        self.rounds_spin.setValue(t.rounds_total or 9)
        self.rounds_spin.valueChanged.connect(self._check_baku)
        form.addRow(self._label(self.tr("&Rounds"), self.rounds_spin), self.rounds_spin)
        self.round_dates_edit = self._line(
            form,
            self.tr("Round &dates"),
            "  ".join(t.round_dates),
            "round-dates",
            "2026/05/01 2026/05/02",
        )
        self.time_control_edit = self._line(
            form,
            self.tr("&Time control"),
            t.time_control,
            "time-control",
            self.tr("90'/40 + 30' + 30\"/move"),
        )
        # issue 21: TRF-2026 222, the encoded form of the same time control
        self.time_control_code = TimeControlCodeField(
            event, form, t.time_control_code, self.time_control_edit
        )
        self.type_edit = self._line(
            form,
            self.tr("T&ype"),
            t.tournament_type,
            "type",
            self.tr("Individual Swiss (FIDE Dutch)"),
        )
        left.addWidget(event)

        officials = QGroupBox(self.tr("Arbiters"), self)
        form = QFormLayout(officials)
        self.chief_edit = self._line(
            form,
            self.tr("C&hief arbiter"),
            t.chief_arbiter,
            "chief-arbiter",
            self.tr("IA Name, Given (FIDE ID)"),
        )
        self.deputies_edit = self._line(
            form,
            self.tr("De&puty arbiters"),
            "; ".join(t.deputy_arbiters),
            "deputies",
            self.tr("separate by ;"),
        )
        right.addWidget(officials)

        pairing = QGroupBox(self.tr("Pairing"), self)
        form = QFormLayout(pairing)
        self.system_combo = QComboBox(pairing)
        self.system_combo.setObjectName("system")
        for system, name in SYSTEM_NAMES.items():
            self.system_combo.addItem(QCoreApplication.translate("Settings", name), system)
        self.system_combo.setCurrentIndex(self.system_combo.findData(self.settings.system))
        self.system_combo.activated.connect(self._system_chosen)
        form.addRow(self._label(self.tr("Syste&m"), self.system_combo), self.system_combo)
        self._round_robin_form = form  # issue 23: the cycles box goes below (see _build)
        self.acceleration_combo = QComboBox(pairing)
        self.acceleration_combo.setObjectName("acceleration")
        self.acceleration_combo.addItem(self.tr("None"), False)
        self.acceleration_combo.addItem(self.tr("Baku (C.04.5.1)"), True)
        self.acceleration_combo.setCurrentIndex(1 if self.settings.baku else 0)
        self.acceleration_combo.currentIndexChanged.connect(self._check_baku)
        form.addRow(
            self._label(self.tr("&Acceleration"), self.acceleration_combo), self.acceleration_combo
        )
        self.baku_error = self._error(form)
        self.colour_combo = QComboBox(pairing)
        self.colour_combo.setObjectName("first-colour")
        for text, value in _COLOURS:
            self.colour_combo.addItem(self.tr(text), value)
        current = "lot" if self.settings.colour_by_lot else t.initial_colour
        self.colour_combo.setCurrentIndex(max(0, self.colour_combo.findData(current)))
        if t.initial_colour is not None and self.settings.colour_by_lot:
            self.colour_combo.setItemText(
                3,
                self.tr("Drawn by lot: White")
                if t.initial_colour is Colour.WHITE
                else self.tr("Drawn by lot: Black"),
            )
        form.addRow(self._label(self.tr("Top player's c&olour in round 1"), self.colour_combo))
        form.addRow(self.colour_combo)
        self.tiebreak_preset = QComboBox(pairing)
        self.tiebreak_preset.setObjectName("tiebreak-preset")
        for name, specs in PRESETS:
            self.tiebreak_preset.addItem(name, format_tiebreaks(specs))
        self.tiebreak_preset.addItem(self.tr("Custom"), "")
        self.tiebreak_preset.activated.connect(self._preset_chosen)
        form.addRow(self._label(self.tr("T&ie-breaks"), self.tiebreak_preset), self.tiebreak_preset)
        self.tiebreak_edit = QLineEdit(format_tiebreaks(self.settings.tiebreaks), pairing)
        self.tiebreak_edit.setObjectName("tiebreaks")
        self.tiebreak_edit.setToolTip(
            self.tr("C.07 codes in order, separated by commas, e.g. BH/C1,BH,SB")
        )
        self.tiebreak_edit.textChanged.connect(self._tiebreaks_typed)
        form.addRow(self.tiebreak_edit)
        self._tiebreaks_typed(self.tiebreak_edit.text())
        self.tiebreak_error = self._error(form)
        self.bye_limit_spin = QSpinBox(pairing)
        self.bye_limit_spin.setObjectName("bye-limit")
        self.bye_limit_spin.setRange(0, 99)
        self.bye_limit_spin.setValue(self.settings.bye_limit)
        self.bye_limit_spin.setToolTip(self.tr("Half- or full-point byes a player may request"))
        form.addRow(self._label(self.tr("Requested &byes per player"), self.bye_limit_spin))
        form.addRow(self.bye_limit_spin)
        self.late_entry_combo = QComboBox(pairing)
        self.late_entry_combo.setObjectName("late-entry-bye")
        for late_text, late_value in LATE_ENTRY_CHOICES:
            self.late_entry_combo.addItem(self.tr(late_text), late_value)
        stored = self.session.state.settings
        self.late_entry_combo.setCurrentIndex(
            max(0, self.late_entry_combo.findData(stored.late_entry_bye))
        )
        if self.session.state.late_entries:
            # C.04.2 C.2: one rule for all late entrants; the journal refuses a change too
            self.late_entry_combo.setEnabled(False)
            self.late_entry_combo.setToolTip(
                self.tr("Late entrants are registered already: the choice can no longer change.")
            )
        form.addRow(self._label(self.tr("&Late entrants' missed rounds"), self.late_entry_combo))
        form.addRow(self.late_entry_combo)
        # issue 23: single or double round-robin, and what a round-robin greys out
        from arbiter_gui.roundrobin.details import RoundRobinFields

        self.round_robin = RoundRobinFields(self, self._round_robin_form)
        right.addWidget(pairing)
        right.addStretch(1)

        points = QGroupBox(self.tr("Points"), self)
        form = QFormLayout(points)
        self.point_spins: dict[str, QDoubleSpinBox] = {}
        for name, text in _POINTS:
            spin = QDoubleSpinBox(points)
            spin.setObjectName(f"points-{name.replace('_', '-')}")
            spin.setRange(0, 9.5)
            spin.setDecimals(1)
            spin.setSingleStep(0.5)
            spin.setValue(float(getattr(self.settings.points, name)))
            spin.setMaximumWidth(90)
            form.addRow(self.tr(text), spin)
            self.point_spins[name] = spin
        self.points_error = self._error(form)
        left.addWidget(points)
        left.addStretch(1)

        note = QLabel(self.tr(NOT_STORED_NOTE), self)
        note.setObjectName("not-stored-note")
        note.setWordWrap(True)  # the normal text colour: a pale grey was hard to read
        outer.addWidget(note)
        self.error_label = ErrorLabel(self)
        outer.addWidget(self.error_label)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)
        self._check_baku()

    def _line(
        self, form: QFormLayout, label: str, value: str, name: str, placeholder: str = ""
    ) -> QLineEdit:
        edit = QLineEdit(value, form.parentWidget())
        edit.setObjectName(name)
        edit.setPlaceholderText(placeholder)
        form.addRow(self._label(label, edit), edit)
        return edit

    def _label(self, text: str, buddy: QWidget | None = None) -> QLabel:
        label = QLabel(text, self)
        if buddy is not None:
            label.setBuddy(buddy)
        return label

    def _error(self, form: QFormLayout) -> ErrorLabel:
        return ErrorLabel.add_to_form(form, form.parentWidget() or self)

    # ---- reactions ------------------------------------------------------------------------

    def _start_changed(self, text: str) -> None:
        if self._system_touched:
            return
        system = default_system(parse_date(text))
        self.system_combo.setCurrentIndex(self.system_combo.findData(system))

    def _system_chosen(self, _index: int) -> None:
        self._system_touched = True

    def _preset_chosen(self, index: int) -> None:
        text = self.tiebreak_preset.itemData(index)
        if text:
            self.tiebreak_edit.setText(text)

    def _tiebreaks_typed(self, text: str) -> None:
        i = self.tiebreak_preset.findData(text.replace(" ", ""))
        self.tiebreak_preset.setCurrentIndex(i if i >= 0 else self.tiebreak_preset.count() - 1)

    def _check_baku(self) -> None:
        if not hasattr(self, "baku_error"):
            return
        problem = ""
        if self.acceleration_combo.currentData():
            probe = Tournament(rounds_total=self.rounds_spin.value(), point_system=self._points())
            problem = baku_premise_problem(probe) or ""
        self.baku_error.show_error(problem)

    # ---- result ---------------------------------------------------------------------------

    def _points(self) -> PointSystem:
        values = {
            name: Fraction(round(spin.value() * 2), 2) for name, spin in self.point_spins.items()
        }
        return PointSystem(**values)

    def details(self) -> TournamentDetails | None:
        """The form as a :class:`TournamentDetails`, or None (errors shown) if it is not valid."""
        ok = True
        name = self.name_edit.text().strip()
        self.name_error.show_error("" if name else self.tr("The tournament needs a name."))
        ok &= bool(name)
        federation, error = check_federation(self.federation_combo.currentText())
        if self.federation_combo.currentData():
            federation, error = str(self.federation_combo.currentData()), ""
        self.federation_error.show_error(error)
        ok &= not error
        start, e1 = check_date(self.start_edit.text(), self.tr("start date"))
        end, e2 = check_date(self.end_edit.text(), self.tr("end date"))
        e3 = ""
        if not (e1 or e2) and start and end and end < start:
            e3 = self.tr("The end date is before the start date.")
        round_dates: list[str] = []
        e4 = ""
        for part in self.round_dates_edit.text().replace(",", " ").replace(";", " ").split():
            value, error = check_date(part, self.tr("round date"))
            e4 = e4 or error
            round_dates.append(value)
        if len(round_dates) > self.rounds_spin.value():
            e4 = e4 or self.tr("There are more round dates than rounds.")
        dates_error = " ".join(e for e in (e1, e2, e3, e4) if e)
        self.dates_error.show_error(dates_error)
        ok &= not dates_error
        try:
            parse_tiebreaks(self.tiebreak_edit.text())
        except EngineError as exc:
            self.tiebreak_error.show_error(str(exc))
            ok = False
        else:
            self.tiebreak_error.show_error("")
        code, code_error = self.time_control_code.value()
        if code_error:
            self.time_control_code.show_words()
            ok = False
        if not ok:
            return None
        colour = self.colour_combo.currentData()
        initial: Colour | None
        if colour == "lot":
            current = self.session.tournament.initial_colour
            initial = current if self.settings.colour_by_lot and current else self._lot()
            self.drawn_colour = initial
        else:
            initial = colour if isinstance(colour, Colour) else None
        deputies = tuple(d.strip() for d in self.deputies_edit.text().split(";") if d.strip())
        return TournamentDetails(
            name=name,
            city=self.city_edit.text().strip(),
            federation=federation,
            start_date=start,
            end_date=end,
            tournament_type=self.type_edit.text().strip(),
            chief_arbiter=self.chief_edit.text().strip(),
            deputy_arbiters=deputies,
            time_control=self.time_control_edit.text().strip(),
            round_dates=tuple(round_dates),
            rounds_total=self.rounds_spin.value(),
            initial_colour=initial,
            time_control_code=code,
        )

    def pairing_settings(self) -> PairingSettings:
        return dataclasses.replace(
            self.settings,
            system=PairingSystem(self.system_combo.currentData()),
            baku=bool(self.acceleration_combo.currentData()),
            points=self._points(),
            tiebreaks=parse_tiebreaks(self.tiebreak_edit.text()),
            bye_limit=self.bye_limit_spin.value(),
            colour_by_lot=self.colour_combo.currentData() == "lot",
        )

    def late_entry_bye(self) -> ResultCode | None:
        value = self.late_entry_combo.currentData()
        return value if isinstance(value, ResultCode) else None

    def event_settings(self, settings: PairingSettings) -> EventSettings:
        """The journal's settings for ``settings`` (what the form does not show is kept)."""
        chosen = event_settings(self.session.state.settings, settings, self.late_entry_bye())
        return self.round_robin.apply(chosen)

    def accept(self) -> None:
        details = self.details()
        if details is None:
            self.error_label.show_error(self.tr("Correct the fields marked in red."))
            return
        settings = self.pairing_settings()
        pairing = SetPairingSettings(self.event_settings(settings), settings.points)
        try:
            # one command: the details and the pairing settings are undone together
            self.session.apply(SetTournamentDetails(details, pairing))
        except EngineError as exc:
            self.error_label.show_error(str(exc))
            return
        self.settings = settings
        super().accept()


def stored_settings(state: State) -> PairingSettings | None:
    """The pairing settings the tournament file holds (None when they were never set)."""
    stored = state.settings
    if stored == EventSettings():
        return None
    t = state.tournament
    return PairingSettings(
        system=(
            PairingSystem(stored.system)
            if stored.system
            else PairingSettings.for_tournament(t, parse_date(t.start_date)).system
        ),
        baku=stored.baku,
        points=t.point_system,
        tiebreaks=parse_tiebreaks(stored.tiebreaks) if stored.tiebreaks else DEFAULT_SWISS_ORDER,
        bye_limit=stored.bye_limit if stored.bye_limit is not None else DEFAULT_BYE_LIMIT,
        colour_by_lot=stored.colour_by_lot,
    )


def event_tiebreaks(state: State) -> tuple[TieBreakSpec, ...]:
    """The event's tie-break order (Tournament > Details), else the default Swiss order (C.07)."""
    stored = stored_settings(state)
    return stored.tiebreaks if stored is not None else DEFAULT_SWISS_ORDER


def event_settings(
    stored: EventSettings, settings: PairingSettings, late_entry_bye: ResultCode | None
) -> EventSettings:
    """``stored`` with the dialog's settings in it (the lots flag and the like stay)."""
    return dataclasses.replace(
        stored,
        system=settings.system.value,
        baku=settings.baku,
        tiebreaks=format_tiebreaks(settings.tiebreaks, with_points=False),
        bye_limit=settings.bye_limit,
        colour_by_lot=settings.colour_by_lot,
        late_entry_bye=late_entry_bye,
    )


__all__ = [
    "LATE_ENTRY_CHOICES",
    "NOT_STORED_NOTE",
    "TournamentDetailsDialog",
    "event_settings",
    "event_tiebreaks",
    "federation_combo",
    "set_federation",
    "stored_settings",
]

"""Drawing of lots for a round-robin's pairing numbers: from a seed, by Varma, or typed by hand.

The dialog shows what the draw gives before anything is saved (the journal's own rules run on a
copy of the state); OK applies one :class:`~engine.journal.DrawLots`, undoable.
"""

from __future__ import annotations

import secrets

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialogs.fields import ErrorLabel
from arbiter_gui.session import Session
from engine.errors import EngineError
from engine.journal import DrawLots, LotsMethod, State, apply_command
from engine.model import PlayerId
from engine.roundrobin import VarmaPlayer, draw_players, varma_numbers
from engine.roundrobin.varma import MAX_VARMA, MIN_VARMA

SEED_DIGITS = 6


def new_seed() -> str:
    """A fresh seed of six digits, easy to read out at the drawing of lots."""
    return str(secrets.randbelow(9 * 10 ** (SEED_DIGITS - 1)) + 10 ** (SEED_DIGITS - 1))


def lots_sentence(state: State) -> str:
    """How the pairing numbers were decided, for reports and the window."""
    lots = state.lots
    if lots is None:
        return "Pairing numbers not drawn yet."
    match lots.method:
        case LotsMethod.SEED:
            return (
                f"Pairing numbers drawn by lot with seed {lots.seed} (SHA-256 draw, "
                "docs/rulings.md RR-5): the same seed and players give the same numbers."
            )
        case LotsMethod.VARMA:
            return (
                f"Pairing numbers drawn with the Varma tables (C.05 Annex 2) by federation, "
                f"seed {lots.seed}."
            )
        case LotsMethod.HAND:
            return "Pairing numbers as drawn at the venue, typed in by the arbiter."
        case LotsMethod.FILE:
            return "Pairing numbers as in the imported TRF file."


class DrawLotsDialog(QDialog):
    """Choose how to draw, see the numbers, then OK to record the draw."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("draw-lots-dialog")
        self.setWindowTitle(self.tr("Draw lots for the pairing numbers"))
        self.session = session
        self.preview_state: State | None = None
        players = session.tournament.players
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "C.05: the pairing numbers of a round-robin are drawn by lot before round 1; the "
                "Berger tables then give every round. Draw here from a seed (announce it: anyone "
                "can repeat the draw), with the Varma tables to keep federations apart, or type "
                "the numbers drawn at the venue."
            ),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)

        self.method_group = QButtonGroup(self)
        row = QHBoxLayout()
        self.seed_radio = QRadioButton(self.tr("&Seeded draw"), self)
        self.varma_radio = QRadioButton(self.tr("&Varma (by federation)"), self)
        self.hand_radio = QRadioButton(self.tr("By &hand"), self)
        for i, radio in enumerate((self.seed_radio, self.varma_radio, self.hand_radio)):
            self.method_group.addButton(radio, i)
            row.addWidget(radio)
        self.seed_radio.setChecked(True)
        varma_ok = MIN_VARMA <= len(players) <= MAX_VARMA
        self.varma_radio.setEnabled(varma_ok)
        if not varma_ok:
            self.varma_radio.setToolTip(
                self.tr("The Varma tables cover {0} to {1} players").format(MIN_VARMA, MAX_VARMA)
            )
        row.addStretch(1)
        layout.addLayout(row)

        seed_row = QHBoxLayout()
        seed_label = QLabel(self.tr("S&eed:"), self)
        self.seed_edit = QLineEdit(new_seed(), self)
        self.seed_edit.setObjectName("lots-seed")
        seed_label.setBuddy(self.seed_edit)
        self.new_seed_button = QPushButton(self.tr("&New seed"), self)
        self.new_seed_button.clicked.connect(lambda: self.seed_edit.setText(new_seed()))
        seed_row.addWidget(seed_label)
        seed_row.addWidget(self.seed_edit, 1)
        seed_row.addWidget(self.new_seed_button)
        layout.addLayout(seed_row)

        self.table = QTableWidget(len(players), 4, self)
        self.table.setObjectName("lots-table")
        self.table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Fed"), self.tr("Rtg"), self.tr("No.")]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.spins: list[QSpinBox] = []
        for r, p in enumerate(players):
            for c, text in enumerate((p.name, p.federation, str(p.rating or ""))):
                item = QTableWidgetItem(text)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                item.setData(Qt.ItemDataRole.UserRole, int(p.id))
                self.table.setItem(r, c, item)
            spin = QSpinBox(self.table)
            spin.setRange(1, len(players))
            spin.setValue(int(p.id))
            spin.valueChanged.connect(self._refresh)
            self.table.setCellWidget(r, 3, spin)
            self.spins.append(spin)
        layout.addWidget(self.table, 1)

        self.error_label = ErrorLabel(self)
        layout.addWidget(self.error_label)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Record the draw"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.method_group.idToggled.connect(lambda _i, _on: self._refresh())
        self.seed_edit.textChanged.connect(self._refresh)
        self.resize(560, 520)
        self._refresh()

    # ---- the draw ---------------------------------------------------------------------------

    def method(self) -> LotsMethod:
        if self.hand_radio.isChecked():
            return LotsMethod.HAND
        if self.varma_radio.isChecked():
            return LotsMethod.VARMA
        return LotsMethod.SEED

    def command(self) -> DrawLots:
        """The command the form describes."""
        method = self.method()
        if method is LotsMethod.HAND:
            by_number = sorted(range(len(self.spins)), key=lambda r: (self.spins[r].value(), r))
            order = tuple(PlayerId(self._player_id(r)) for r in by_number)
            return DrawLots(method, order=order)
        return DrawLots(method, self.seed_edit.text().strip())

    def _player_id(self, row: int) -> int:
        item = self.table.item(row, 0)
        return int(item.data(Qt.ItemDataRole.UserRole)) if item is not None else 0

    def _refresh(self) -> None:
        hand = self.method() is LotsMethod.HAND
        self.seed_edit.setEnabled(not hand)
        self.new_seed_button.setEnabled(not hand)
        for spin in self.spins:
            # read-only, not greyed out: the drawn number is what the arbiter reads here
            spin.setReadOnly(not hand)
            spin.setButtonSymbols(
                QSpinBox.ButtonSymbols.UpDownArrows if hand else QSpinBox.ButtonSymbols.NoButtons
            )
            spin.setFocusPolicy(Qt.FocusPolicy.StrongFocus if hand else Qt.FocusPolicy.NoFocus)
        if hand:
            numbers = [s.value() for s in self.spins]
            twice = sorted({n for n in numbers if numbers.count(n) > 1})
            self.preview_state = None
            if twice:
                self.error_label.show_error(
                    self.tr("Numbers given twice: {0}").format(", ".join(map(str, twice)))
                )
                return
        try:
            state = apply_command(self.session.state, self.command())
        except EngineError as exc:
            self.preview_state = None
            self.error_label.show_error(str(exc))
            return
        self.error_label.show_error("")
        self.preview_state = state
        if hand:
            return
        number = self._drawn_numbers()
        for r, spin in enumerate(self.spins):
            spin.blockSignals(True)
            spin.setValue(number.get(self._player_id(r), spin.value()))
            spin.blockSignals(False)

    def _drawn_numbers(self) -> dict[int, int]:
        """Current pairing number -> the number the seeded draw gives (the journal's draw)."""
        players = self.session.tournament.players
        seed = self.seed_edit.text().strip()
        if self.method() is LotsMethod.VARMA:
            by_index = varma_numbers(
                [VarmaPlayer(i, p.name, p.federation) for i, p in enumerate(players)], seed
            )
            return {int(players[i].id): n for i, n in by_index.items()}
        drawn = draw_players([(p.name, p.fide_id, p.rating) for p in players], seed)
        return {int(players[i].id): k for k, i in enumerate(drawn, start=1)}

    def accept(self) -> None:
        self._refresh()
        if self.preview_state is None:
            return
        try:
            self.session.apply(self.command())
        except EngineError as exc:
            self.error_label.show_error(str(exc))
            return
        super().accept()


__all__ = ["DrawLotsDialog", "lots_sentence", "new_seed"]

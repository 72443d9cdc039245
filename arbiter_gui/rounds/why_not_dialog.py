"""Round > Why not A against B?: two players by number or name, the engine's answer, printable.

The dialog only collects the question and shows the answer; the controller asks the engine in
the background (:meth:`arbiter_gui.rounds.controller.RoundsController.why_not`) and hands back
a :class:`~engine.reports.Report` (:func:`arbiter_gui.rounds.why_not.why_not_report`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QCompleter,
    QDialog,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.errors import report_error
from arbiter_gui.paths import start_path
from arbiter_gui.printing.document import Paper, export_pdf, page_layout, paint_report
from arbiter_gui.printing.fonts import register_fonts
from arbiter_gui.printing.html import report_html
from arbiter_gui.printing.viewer import suggested_name
from arbiter_gui.rounds.why_not import find_player
from engine.model import Player, PlayerId
from engine.reports import Report

Ask = Callable[[int, PlayerId, PlayerId], object]
"""The controller's question: round, player A, player B (the answer comes back later)."""


class WhyNotDialog(QDialog):
    """Ask why two players are not paired in a round; show, print or save the answer."""

    def __init__(
        self,
        players: Sequence[Player],
        rounds: int,
        round_no: int,
        ask: Ask,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("why-not-dialog")
        self.setWindowTitle(self.tr("Why not A against B?"))
        self.resize(760, 560)
        register_fonts()
        self._players = list(players)
        self._ask = ask
        self.report: Report | None = None
        self.players_of: object = None  # the journal whose players these are
        self.folder: Path | None = None  # where the tournament file is (PDFs go there)

        layout = QVBoxLayout(self)
        form = QGridLayout()
        round_label = QLabel(self.tr("&Round"), self)
        self.round_spin = QSpinBox(self)
        self.round_spin.setObjectName("why-not-round")
        self.round_spin.setRange(1, max(1, rounds))
        self.round_spin.setValue(min(max(1, round_no), max(1, rounds)))
        round_label.setBuddy(self.round_spin)
        form.addWidget(round_label, 0, 0)
        form.addWidget(self.round_spin, 0, 1)
        choices = [f"{p.id} {p.name}" for p in self._players]
        self.a_edit = self._player_edit("why-not-a", choices)
        self.b_edit = self._player_edit("why-not-b", choices)
        a_label, b_label = QLabel(self.tr("Player &A"), self), QLabel(self.tr("Player &B"), self)
        a_label.setBuddy(self.a_edit)
        b_label.setBuddy(self.b_edit)
        form.addWidget(a_label, 1, 0)
        form.addWidget(self.a_edit, 1, 1)
        form.addWidget(b_label, 2, 0)
        form.addWidget(self.b_edit, 2, 1)
        self.ask_button = QPushButton(self.tr("As&k"), self)
        self.ask_button.setObjectName("why-not-ask")
        self.ask_button.setDefault(True)
        self.ask_button.clicked.connect(self.ask)
        form.addWidget(self.ask_button, 2, 2)
        form.setColumnStretch(1, 1)
        layout.addLayout(form)
        hint = QLabel(
            self.tr("A pairing number or (part of) a name; accents and case do not matter"), self
        )
        hint.setStyleSheet("color: palette(placeholder-text);")
        layout.addWidget(hint)
        self.status = QLabel("", self)
        self.status.setObjectName("why-not-status")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)

        self.browser = QTextBrowser(self)
        self.browser.setObjectName("why-not-answer")
        layout.addWidget(self.browser, 1)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.print_button = QPushButton(self.tr("&Print…"), self)
        self.print_button.clicked.connect(self.print_)
        self.pdf_button = QPushButton(self.tr("Save as P&DF…"), self)
        self.pdf_button.clicked.connect(self.choose_pdf)
        close = QPushButton(self.tr("&Close"), self)
        close.setAutoDefault(False)
        close.clicked.connect(self.reject)
        for b in (self.print_button, self.pdf_button, close):
            buttons.addWidget(b)
        layout.addLayout(buttons)
        self._set_report(None)

    def _player_edit(self, name: str, choices: list[str]) -> QLineEdit:
        edit = QLineEdit(self)
        edit.setObjectName(name)
        edit.setPlaceholderText(self.tr("No. or name"))
        completer = QCompleter(choices, edit)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        edit.setCompleter(completer)
        edit.returnPressed.connect(self.ask)
        return edit

    def set_question(self, round_no: int | None, a: int | None, b: int | None) -> None:
        """Fill in the question (from two selected players, say)."""
        if round_no is not None:
            self.round_spin.setValue(round_no)
        by_id = {int(p.id): p for p in self._players}
        for edit, pid in ((self.a_edit, a), (self.b_edit, b)):
            if pid is not None and pid in by_id:
                edit.setText(f"{pid} {by_id[pid].name}")

    def ask(self) -> bool:
        """Read the two players and ask; False (and the reason on screen) if they are unclear."""
        found = [find_player(e.text(), self._players) for e in (self.a_edit, self.b_edit)]
        for edit, f, label in zip((self.a_edit, self.b_edit), found, "AB", strict=True):
            if f.player is None:
                self.show_error(self.tr("Player {0}: {1}").format(label, f.problem))
                edit.setFocus()
                edit.selectAll()
                return False
        a, b = (f.player for f in found)
        assert a is not None and b is not None
        self.status.setStyleSheet("")
        self.status.setText(
            self.tr("Asking the engine about {0} and {1} in round {2}…").format(
                a, b, self.round_spin.value()
            )
        )
        self.ask_button.setEnabled(False)
        self._ask(self.round_spin.value(), a, b)
        return True

    def show_answer(self, report: Report) -> None:
        self.ask_button.setEnabled(True)
        self.status.setStyleSheet("")
        self.status.setText("")
        self._set_report(report)

    def show_error(self, text: str) -> None:
        self.ask_button.setEnabled(True)
        self.status.setStyleSheet("color: #b00020;")
        self.status.setText(text)

    def _set_report(self, report: Report | None) -> None:
        self.report = report
        self.print_button.setEnabled(report is not None)
        self.pdf_button.setEnabled(report is not None)
        if report is None:
            self.browser.setHtml("")
        else:
            self.browser.setHtml(report_html(report))

    # ---- outputs ------------------------------------------------------------------------

    def print_(self) -> None:
        if self.report is None:
            return
        report = self.report
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(page_layout(report, Paper.A4))
        printer.setDocName(report.title)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            try:
                paint_report(report, printer)
            except OSError as exc:
                report_error(self, exc, title=self.tr("Print"))

    def choose_pdf(self) -> None:
        if self.report is None:
            return
        suggestion = start_path(f"{suggested_name(self.report)}.pdf", self.folder)
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save as PDF"), suggestion, self.tr("PDF (*.pdf)")
        )
        if name:
            self.save_pdf(Path(name))

    def save_pdf(self, path: Path) -> int:
        """Write the answer to ``path``; the number of pages (0 when it failed)."""
        if self.report is None:
            return 0
        try:
            return export_pdf(self.report, path)
        except OSError as exc:
            report_error(self, exc, title=self.tr("Save as PDF"))
            return 0

"""The report window: the report on screen, and print preview, print, PDF, HTML and CSV.

On screen the report's tables are an item view (:mod:`arbiter_gui.printing.view`), so a
3,000-row standings list opens at once; paper, PDF and HTML come from the report's HTML.
A report that takes long to compute (tie-breaks of a big event) is built in a worker: the
window opens at once with "Computing…" and shows the report when it comes (``ready``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.errors import report_error
from arbiter_gui.i18n import QT_TRANSLATE_NOOP, translated
from arbiter_gui.paths import start_path
from arbiter_gui.printing.document import Paper, export_html, export_pdf, page_layout, paint_report
from arbiter_gui.printing.fonts import register_fonts
from arbiter_gui.printing.view import ReportView
from engine.reports import Report


@dataclass(frozen=True)
class ReportOption:
    """A check box that rebuilds the report (e.g. show or hide players without a board)."""

    text: str
    default: bool
    build: Callable[[bool], Report]


PRINT_SIZES = (
    (QT_TRANSLATE_NOOP("ReportDialog", "Normal"), 1.0),
    (QT_TRANSLATE_NOOP("ReportDialog", "Large (wall)"), 1.5),
)


def suggested_name(report: Report) -> str:
    """A file name for an export: ``standings-after-round-5`` (no extension)."""
    words = f"{report.title} {report.round_label}".lower()
    return re.sub(r"[^\w]+", "-", words, flags=re.UNICODE).strip("-") or "report"


class ReportDialog(QDialog):
    """Shows one report; every output of it is one button away.

    ``report`` None: the report is still being computed (``title`` names it meanwhile);
    :meth:`set_report` shows it and emits ``ready``.
    """

    ready = Signal()
    """Emitted each time a report is on screen (also after the option rebuilt it)."""

    def __init__(
        self,
        report: Report | None,
        parent: QWidget | None = None,
        folder: str = "",
        option: ReportOption | None = None,
        title: str = "",
        translate: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("report-dialog")
        # in the program's language (English by default); FIDE's own forms (IT1, IT3) stay in
        # English whatever the language: they go to FIDE as they are (see set_report)
        self._translate = translate
        self.report: Report | None = None
        self._folder = folder
        self._preview_printer: QPrinter | None = None
        self._building: object | None = None  # the worker op rebuilding the report
        self.setWindowTitle(title or self.tr("Report"))
        self.resize(1000 if report is not None and report.landscape else 820, 700)
        register_fonts()

        layout = QVBoxLayout(self)
        bar = QHBoxLayout()
        bar.addWidget(QLabel(self.tr("Paper:"), self))
        self.paper_box = QComboBox(self)
        for paper in Paper:
            self.paper_box.addItem(paper.value, paper)
        bar.addWidget(self.paper_box)
        bar.addWidget(QLabel(self.tr("Size:"), self))
        self.size_box = QComboBox(self)
        for text, scale in PRINT_SIZES:
            self.size_box.addItem(self.tr(text), scale)
        self.size_box.currentIndexChanged.connect(self._show)
        bar.addWidget(self.size_box)
        self.option_box: QCheckBox | None = None
        if option is not None:
            self.option_box = QCheckBox(option.text, self)
            self.option_box.setObjectName("report-option")
            self.option_box.setChecked(option.default)
            self.option_box.toggled.connect(lambda on: self._rebuild(option, on))
            bar.addWidget(self.option_box)
        bar.addStretch(1)
        self.preview_button = self._button(bar, self.tr("Print pre&view…"), self.preview)
        self.print_button = self._button(bar, self.tr("&Print…"), self.print_)
        self.pdf_button = self._button(bar, self.tr("Export P&DF…"), self.choose_pdf)
        self.html_button = self._button(bar, self.tr("Export &HTML…"), self.choose_html)
        self.csv_button = self._button(bar, self.tr("Copy as &CSV"), self.copy_csv)
        layout.addLayout(bar)

        self.waiting = QLabel(self.tr("Computing the report…"), self)
        self.waiting.setObjectName("report-waiting")
        self.waiting.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.waiting, 1)
        self.view = ReportView(self)
        layout.addWidget(self.view, 1)
        self._outputs = (
            self.preview_button,
            self.print_button,
            self.pdf_button,
            self.html_button,
            self.csv_button,
        )
        if report is not None:
            self.set_report(report)
        else:
            self._set_waiting(True)
        close = QPushButton(self.tr("Close"), self)
        close.clicked.connect(self.accept)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(close)
        layout.addLayout(row)

    def _button(self, bar: QHBoxLayout, text: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text, self)
        button.clicked.connect(slot)
        bar.addWidget(button)
        return button

    def set_report(self, report: Report) -> None:
        """Show ``report`` (the first one, or one rebuilt with the option), in the program's
        language unless it is one of FIDE's forms."""
        report = translated(report) if self._translate else report
        self.report = report
        self.setWindowTitle(f"{report.title} — {report.round_label}")
        if report.landscape and self.width() < 1000:
            self.resize(1000, self.height())
        self.view.show_report(report, self.scale)
        self._set_waiting(False)
        self.ready.emit()

    def _set_waiting(self, waiting: bool) -> None:
        self.waiting.setVisible(waiting)
        self.view.setVisible(not waiting)
        for button in self._outputs:
            button.setEnabled(not waiting)
        if self.option_box is not None:
            self.option_box.setEnabled(not waiting)

    def _rebuild(self, option: ReportOption, on: bool) -> None:
        """The option changed: build the report again in a worker (tie-breaks take time)."""
        from arbiter_gui.ops import QueryOp

        self._set_waiting(True)
        op: QueryOp[Report] = QueryOp(self, lambda: option.build(on))
        op.success(self.set_report).failure(self._failed)
        self._building = op
        op.run_in_background()

    def _failed(self, exc: Exception) -> None:
        self._set_waiting(False)
        report_error(self, exc, title=self.tr("Report"))

    def _show(self) -> None:
        if self.report is not None:
            self.view.set_scale(self.scale)

    @property
    def scale(self) -> float:
        value = self.size_box.currentData()
        return float(value) if isinstance(value, int | float) else 1.0

    @property
    def paper(self) -> Paper:
        value = self.paper_box.currentData()
        return value if isinstance(value, Paper) else Paper.A4

    # ---- outputs ------------------------------------------------------------------------

    @property
    def shown(self) -> Report:
        """The report on screen; RuntimeError while it is still being computed."""
        if self.report is None:
            raise RuntimeError("the report is still being computed")
        return self.report

    def printer(self) -> QPrinter:
        """A printer set up for this report (paper, orientation, margins, document name)."""
        report = self.shown
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(page_layout(report, self.paper, self.scale))
        printer.setDocName(f"{report.title} {report.round_label}")
        return printer

    def preview(self) -> QPrintPreviewDialog:
        """Open the print preview (non-modal; it prints from there too)."""
        # the dialog does not own the printer: keep it alive as long as this window
        self._preview_printer = self.printer()
        dialog = QPrintPreviewDialog(self._preview_printer, self)
        dialog.setObjectName("report-preview")
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.paintRequested.connect(lambda p: paint_report(self.shown, p, self.scale))
        dialog.open()
        return dialog

    def print_(self) -> None:
        printer = self.printer()
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self._guard(self.tr("Print"), lambda: paint_report(self.shown, printer, self.scale))

    def choose_pdf(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export PDF"), self._suggest(".pdf"), self.tr("PDF files (*.pdf)")
        )
        if name:
            self.export_pdf(Path(name))

    def choose_html(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export HTML"),
            self._suggest(".html"),
            self.tr("HTML files (*.html *.htm)"),
        )
        if name:
            self.export_html(Path(name))

    def export_pdf(self, path: Path) -> None:
        self._guard(
            self.tr("Export PDF"), lambda: export_pdf(self.shown, path, self.paper, self.scale)
        )

    def export_html(self, path: Path) -> None:
        self._guard(self.tr("Export HTML"), lambda: export_html(self.shown, path, self.scale))

    def copy_csv(self) -> str:
        """Put the report's tables on the clipboard as CSV; returns the text."""
        text = self.shown.to_csv()
        QGuiApplication.clipboard().setText(text)
        return text

    def _suggest(self, suffix: str) -> str:
        near = Path(self._folder) if self._folder else None
        return start_path(suggested_name(self.shown) + suffix, near)

    def _guard(self, title: str, fn: Callable[[], object]) -> None:
        try:
            fn()
        except OSError as exc:
            report_error(self, exc, title=title)

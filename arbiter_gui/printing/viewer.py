"""The report window: the report on screen, and print preview, print, PDF, HTML and CSV."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
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
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.errors import report_error
from arbiter_gui.i18n import QT_TRANSLATE_NOOP, translated
from arbiter_gui.paths import start_path
from arbiter_gui.printing.document import Paper, export_html, export_pdf, page_layout, paint_report
from arbiter_gui.printing.fonts import register_fonts
from arbiter_gui.printing.html import report_html
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
    """Shows one report; every output of it is one button away."""

    def __init__(
        self,
        report: Report,
        parent: QWidget | None = None,
        folder: str = "",
        option: ReportOption | None = None,
        translate: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("report-dialog")
        # in the program's language (English by default); FIDE's own forms (IT1, IT3) stay in
        # English whatever the language: they go to FIDE as they are
        self._translate = translate
        self.report = translated(report) if translate else report
        self._folder = folder
        self._preview_printer: QPrinter | None = None
        self.setWindowTitle(f"{self.report.title} — {self.report.round_label}")
        self.resize(1000 if report.landscape else 820, 700)
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

        self.browser = QTextBrowser(self)
        self.browser.setObjectName("report-text")
        layout.addWidget(self.browser, 1)
        self._show()
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

    def _rebuild(self, option: ReportOption, on: bool) -> None:
        built = option.build(on)
        self.report = translated(built) if self._translate else built
        self._show()

    def _show(self) -> None:
        self.browser.setHtml(report_html(self.report, scale=self.scale))

    @property
    def scale(self) -> float:
        value = self.size_box.currentData()
        return float(value) if isinstance(value, int | float) else 1.0

    @property
    def paper(self) -> Paper:
        value = self.paper_box.currentData()
        return value if isinstance(value, Paper) else Paper.A4

    # ---- outputs ------------------------------------------------------------------------

    def printer(self) -> QPrinter:
        """A printer set up for this report (paper, orientation, margins, document name)."""
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(page_layout(self.report, self.paper, self.scale))
        printer.setDocName(f"{self.report.title} {self.report.round_label}")
        return printer

    def preview(self) -> QPrintPreviewDialog:
        """Open the print preview (non-modal; it prints from there too)."""
        # the dialog does not own the printer: keep it alive as long as this window
        self._preview_printer = self.printer()
        dialog = QPrintPreviewDialog(self._preview_printer, self)
        dialog.setObjectName("report-preview")
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.paintRequested.connect(lambda p: paint_report(self.report, p, self.scale))
        dialog.open()
        return dialog

    def print_(self) -> None:
        printer = self.printer()
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self._guard(self.tr("Print"), lambda: paint_report(self.report, printer, self.scale))

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
            self.tr("Export PDF"), lambda: export_pdf(self.report, path, self.paper, self.scale)
        )

    def export_html(self, path: Path) -> None:
        self._guard(self.tr("Export HTML"), lambda: export_html(self.report, path, self.scale))

    def copy_csv(self) -> str:
        """Put the report's tables on the clipboard as CSV; returns the text."""
        text = self.report.to_csv()
        QGuiApplication.clipboard().setText(text)
        return text

    def _suggest(self, suffix: str) -> str:
        near = Path(self._folder) if self._folder else None
        return start_path(suggested_name(self.report) + suffix, near)

    def _guard(self, title: str, fn: Callable[[], object]) -> None:
        try:
            fn()
        except OSError as exc:
            report_error(self, exc, title=title)

"""Reports > Live page on the local network: start and stop the read-only page, its address
and QR code on screen, the QR sheet to print or save.

The arbiter picks one of this computer's addresses (the venue's Wi-Fi or cable network, or
127.0.0.1 to try it alone) and a port; the server listens there only.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.errors import report_error
from arbiter_gui.publish.publisher import DEFAULT_PORT, Publisher
from arbiter_gui.publish.qr import paint_sheet, qr_pixmap, save_sheet_pdf, sheet_layout
from engine.errors import EngineError
from engine.i18n import LANGUAGES
from engine.reports.text import event_name

LOOPBACK = "127.0.0.1"


@dataclass(frozen=True, slots=True)
class Address:
    """An address of this computer the live page can listen on."""

    ip: str
    interface: str
    loopback: bool


def local_addresses() -> list[Address]:
    """This computer's IPv4 addresses on interfaces that are up: the networks first, then
    127.0.0.1 (this computer only)."""
    found: list[Address] = []
    flags = QNetworkInterface.InterfaceFlag
    for iface in QNetworkInterface.allInterfaces():
        f = iface.flags()
        if not (f & flags.IsUp and f & flags.IsRunning):
            continue
        for entry in iface.addressEntries():
            ip = entry.ip()
            if ip.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                continue
            found.append(Address(ip.toString(), iface.humanReadableName(), ip.isLoopback()))
    found.sort(key=lambda a: (a.loopback, a.interface, a.ip))
    if not any(a.ip == LOOPBACK for a in found):
        found.append(Address(LOOPBACK, "lo", True))
    return found


class LivePageDialog(QDialog):
    """Start, watch and stop the live page (it keeps running when the dialog is closed)."""

    def __init__(self, publisher: Publisher, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("live-page-dialog")
        self.setWindowTitle(self.tr("Live page on the local network"))
        self.publisher = publisher
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Players open the address on their phones, or scan the code, on the venue's "
                "network. Only published rounds and standings are shown; the pages update "
                "themselves each time you publish (F9). Nothing can be changed from a phone."
            ),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.address = QComboBox(self)
        self.address.setObjectName("live-address")
        remembered = str(publisher.settings.value("publish/host", ""))
        for a in local_addresses():
            label = (
                self.tr("{0} (this computer only)").format(a.ip)
                if a.loopback
                else f"{a.ip} ({a.interface})"
            )
            self.address.addItem(label, a.ip)
            if a.ip == remembered:
                self.address.setCurrentIndex(self.address.count() - 1)
        form.addRow(self.tr("&Address:"), self.address)
        self.port = QSpinBox(self)
        self.port.setObjectName("live-port")
        self.port.setRange(1024, 65535)
        self.port.setValue(int(str(publisher.settings.value("publish/port", DEFAULT_PORT))))
        form.addRow(self.tr("&Port:"), self.port)
        self.language = QComboBox(self)
        self.language.setObjectName("live-language")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(publisher.language)))
        self.language.currentIndexChanged.connect(self._language_changed)
        form.addRow(self.tr("&Language of the pages:"), self.language)
        layout.addLayout(form)

        self.url = QLabel("", self)
        self.url.setObjectName("live-url")
        self.url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.url.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.url.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.url.setFont(font)
        layout.addWidget(self.url)
        self.code = QLabel(self)
        self.code.setObjectName("live-qr")
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code.setMinimumSize(300, 300)
        layout.addWidget(self.code, 1)
        self.status = QLabel("", self)
        self.status.setObjectName("live-status")
        layout.addWidget(self.status)

        buttons = QHBoxLayout()
        self.start_button = QPushButton(self.tr("&Start"), self)
        self.start_button.setObjectName("live-start")
        self.start_button.clicked.connect(self.toggle)
        self.print_button = QPushButton(self.tr("P&rint QR code…"), self)
        self.print_button.clicked.connect(self.print_sheet)
        self.pdf_button = QPushButton(self.tr("Save QR code as P&DF…"), self)
        self.pdf_button.clicked.connect(self.choose_pdf)
        close = QPushButton(self.tr("&Close"), self)
        close.clicked.connect(self.accept)
        for b in (self.start_button, self.print_button, self.pdf_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout.addLayout(buttons)

        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self._show_status)
        self._timer.start()
        publisher.server_changed.connect(self._show_state)
        publisher.published.connect(lambda _p: self._show_status())
        self._show_state()

    @property
    def running(self) -> bool:
        return self.publisher.server is not None

    def toggle(self) -> None:
        if self.running:
            self.publisher.stop_server()
            return
        try:
            self.publisher.start_server(str(self.address.currentData()), self.port.value())
        except EngineError as exc:
            report_error(self, exc, title=self.tr("Live page"))

    def _language_changed(self) -> None:
        self.publisher.set_language(str(self.language.currentData()))
        if self.running:
            self.publisher.publish()

    def _show_state(self) -> None:
        server = self.publisher.server
        running = server is not None
        self.start_button.setText(self.tr("&Stop") if running else self.tr("&Start"))
        for w in (self.address, self.port):
            w.setEnabled(not running)
        self.print_button.setEnabled(running)
        self.pdf_button.setEnabled(running)
        if server is None:
            self.url.setText(self.tr("Not running"))
            self.code.clear()
        else:
            self.url.setText(server.url)
            self.code.setPixmap(qr_pixmap(server.url, 320))
        self._show_status()

    def _show_status(self) -> None:
        server = self.publisher.server
        if server is None:
            self.status.setText("")
            return
        last = self.publisher.last
        rounds = last.rounds if last is not None and last.live_site is not None else 0
        self.status.setText(
            self.tr("Rounds shown: {0} · requests answered: {1}").format(rounds, server.served)
        )

    # ---- the sheet ------------------------------------------------------------------------

    def _sheet_texts(self) -> tuple[str, str]:
        return (
            self.tr("Pairings, results and standings on your phone: scan the code"),
            self.tr("or type the address in a browser (venue network)"),
        )

    def _event(self) -> str:
        t = getattr(self.parent(), "tournament", None)
        return event_name(t) if t is not None else ""

    def print_sheet(self) -> None:
        server = self.publisher.server
        if server is None:
            return
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(sheet_layout())
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            paint_sheet(printer, server.url, self._event(), self._sheet_texts())

    def choose_pdf(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save QR code"), "live-page-qr.pdf", self.tr("PDF files (*.pdf)")
        )
        if name:
            self.save_pdf(Path(name))

    def save_pdf(self, path: Path) -> None:
        server = self.publisher.server
        if server is not None:
            save_sheet_pdf(path, server.url, self._event(), self._sheet_texts())

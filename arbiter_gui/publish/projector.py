"""The projector view: a full-screen window on a screen of its own (the hall's projector or a
second monitor) cycling the last published round's pairings by name in large type, then the
standings.

Keys: Space pauses and resumes, Right / Page Down the next screen, Left / Page Up the one
before, Home the first, + and - show each screen longer or shorter, F11 leaves or takes full
screen, Escape closes. The view follows the arbiter's publications (F9, Round > Publish).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QScreen,
)
from PySide6.QtWidgets import QInputDialog, QMainWindow, QWidget

from arbiter_gui.publish.slides import Screen, Slide, screens, slides
from engine.i18n import load_catalogue

DWELL_MS = 12_000
"""How long one screen stays up (+ and - change it by 2 s, 4 to 60 s)."""
ROWS_PER_SCREEN = 15
"""Rows of one screen at most: names readable from the back of the hall (the font follows
the window's height: a row is a nineteenth of it)."""


class ProjectorView(QWidget):
    """The full-screen list; :meth:`reload` takes the publication as it is now."""

    screen_changed = Signal(int)
    """Emitted with the index of the screen shown."""

    def __init__(self, publisher: object, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("projector-view")
        self.setWindowTitle(QCoreApplication.translate("Projector", "Projector view"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.BlankCursor)
        self.publisher = publisher
        self.event_title = ""
        self.slides: tuple[Slide, ...] = ()
        self.index = 0
        self.paused = False
        self.dwell_ms = DWELL_MS
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.next_screen)
        changed = getattr(publisher, "content_changed", None)
        if changed is not None:
            changed.connect(self.reload)
        self.reload()
        self.timer.start(self.dwell_ms)

    # ---- content ------------------------------------------------------------------------

    def reload(self) -> None:
        """Read the published rounds again (the screen shown stays, as far as it exists)."""
        site_input = getattr(self.publisher, "site_input", None)
        inp = site_input() if callable(site_input) else None
        language = str(getattr(self.publisher, "language", "en"))
        if inp is None:
            self.event_title, self.slides = "", ()
        else:
            self.event_title, self.slides = slides(inp, load_catalogue(language))
        self.index = min(self.index, max(len(self.screens()) - 1, 0))
        self.update()

    def rows_per_screen(self) -> int:
        return ROWS_PER_SCREEN

    def screens(self) -> tuple[Screen, ...]:
        return screens(self.slides, self.rows_per_screen())

    @property
    def current(self) -> Screen | None:
        all_screens = self.screens()
        return all_screens[self.index] if all_screens else None

    # ---- keys -----------------------------------------------------------------------------

    def next_screen(self) -> None:
        n = len(self.screens())
        self.index = (self.index + 1) % n if n else 0
        self._shown()

    def previous_screen(self) -> None:
        n = len(self.screens())
        self.index = (self.index - 1) % n if n else 0
        self._shown()

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        if self.paused:
            self.timer.stop()
        else:
            self.timer.start(self.dwell_ms)
        self.update()

    def _shown(self) -> None:
        if not self.paused:
            self.timer.start(self.dwell_ms)  # a full dwell for the screen just chosen
        self.screen_changed.emit(self.index)
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        k = Qt.Key
        if key == k.Key_Space:
            self.toggle_pause()
        elif key in (k.Key_Right, k.Key_PageDown, k.Key_Down):
            self.next_screen()
        elif key in (k.Key_Left, k.Key_PageUp, k.Key_Up):
            self.previous_screen()
        elif key == k.Key_Home:
            self.index = 0
            self._shown()
        elif key in (k.Key_Plus, k.Key_Equal):
            self.dwell_ms = min(self.dwell_ms + 2000, 60_000)
            self._shown()
        elif key == k.Key_Minus:
            self.dwell_ms = max(self.dwell_ms - 2000, 4000)
            self._shown()
        elif key == k.Key_F11:
            if self.isFullScreen():
                self.showNormal()
            else:
                self.showFullScreen()
        elif key == k.Key_Escape:
            self.close()
        else:
            super().keyPressEvent(event)

    # ---- painting -------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            painter.fillRect(self.rect(), QColor("#101418"))
            self._paint(painter)
        finally:
            painter.end()

    def _paint(self, p: QPainter) -> None:
        w, h = float(self.width()), float(self.height())
        margin = w * 0.03
        line = h / (ROWS_PER_SCREEN + 4.2)
        big = QFont("DejaVu Sans")
        big.setPixelSize(max(10, round(line * 0.68)))
        bold = QFont(big)
        bold.setBold(True)
        small = QFont(big)
        small.setPixelSize(max(8, round(line * 0.42)))
        screen = self.current
        fg, muted, accent = QColor("#f4f4f4"), QColor("#9aa7b4"), QColor("#ffd166")
        p.setFont(small)
        p.setPen(muted)
        p.drawText(
            QRectF(margin, 0, w - 2 * margin, line),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.event_title,
        )
        if screen is None:
            p.setFont(bold)
            p.setPen(fg)
            p.drawText(
                self.rect(),
                Qt.AlignmentFlag.AlignCenter,
                QCoreApplication.translate("Projector", "No round published yet"),
            )
            return
        status = f"{screen.page}/{screen.pages}"
        if self.paused:
            status = QCoreApplication.translate("Projector", "paused") + "  ·  " + status
        p.drawText(
            QRectF(margin, 0, w - 2 * margin, line),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            status,
        )
        p.setFont(bold)
        p.setPen(accent)
        p.drawText(
            QRectF(margin, line, w - 2 * margin, line * 1.4),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            screen.slide.title,
        )
        slide = screen.slide
        width = w - 2 * margin
        xs = [margin]
        for share in slide.widths:
            xs.append(xs[-1] + share * width)
        top = line * 2.5
        p.setFont(small)
        p.setPen(muted)
        self._row(p, slide, slide.headers, xs, top + line * 0.3, line * 0.7)
        p.setFont(big)
        metrics = QFontMetricsF(big)
        for i, row in enumerate(screen.rows):
            y = top + line * (i + 1)
            if i % 2:
                p.fillRect(QRectF(margin - 8, y, width + 16, line), QColor("#1a2129"))
            p.setPen(fg)
            self._row(p, slide, row, xs, y, line, metrics)

    def _row(
        self,
        p: QPainter,
        slide: Slide,
        cells: tuple[str, ...],
        xs: list[float],
        y: float,
        line: float,
        metrics: QFontMetricsF | None = None,
    ) -> None:
        pad = line * 0.25
        for c, text in enumerate(cells):
            box = QRectF(xs[c] + pad, y, xs[c + 1] - xs[c] - 2 * pad, line)
            shown = (
                metrics.elidedText(text, Qt.TextElideMode.ElideRight, box.width())
                if metrics is not None
                else text
            )
            align = Qt.AlignmentFlag.AlignRight if c in slide.right else Qt.AlignmentFlag.AlignLeft
            p.drawText(box, align | Qt.AlignmentFlag.AlignVCenter, shown)


def choose_screen(window: QWidget) -> QScreen | None:
    """The screen for the projector: asked when there are several (another than the main
    window's offered first); None when the arbiter cancels."""
    all_screens = QGuiApplication.screens()
    if len(all_screens) <= 1:
        return all_screens[0] if all_screens else None
    mine = window.screen()
    ordered = sorted(all_screens, key=lambda s: s is mine)
    labels = [
        f"{s.name()} — {s.geometry().width()}×{s.geometry().height()}"
        + (QCoreApplication.translate("Projector", " (this window's screen)") if s is mine else "")
        for s in ordered
    ]
    label, ok = QInputDialog.getItem(
        window,
        QCoreApplication.translate("Projector", "Projector view"),
        QCoreApplication.translate("Projector", "Show on:"),
        labels,
        0,
        False,
    )
    if not ok:
        return None
    return ordered[labels.index(label)]


def open_projector(window: QMainWindow, screen: QScreen | None = None) -> ProjectorView | None:
    """Open the projector view full screen on ``screen`` (asked for when None)."""
    from arbiter_gui.publish.actions import publisher_of

    target = screen or choose_screen(window)
    if target is None:
        return None
    view = ProjectorView(publisher_of(window), window)
    view.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    view.setScreen(target)
    view.setGeometry(target.geometry())
    view.showFullScreen()
    view.activateWindow()
    view.setFocus()
    return view

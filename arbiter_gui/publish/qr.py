"""The QR code of the live page's address: on screen, and on a sheet to print or save as PDF.

segno makes the code (error correction M: a sheet taped to a wall survives a crease); Qt
paints it, each module an exact square, so any phone camera reads it.
"""

from __future__ import annotations

import io
from pathlib import Path

import segno
from PySide6.QtCore import QMarginsF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPixmap,
)


def qr_matrix(text: str) -> list[list[bool]]:
    """The dark (True) and light modules of ``text``'s QR code, quiet zone excluded."""
    code = segno.make(text, error="m", micro=False)
    return [[bool(v) for v in row] for row in code.matrix]


def qr_image(text: str, scale: int = 8, border: int = 4) -> QImage:
    """The QR code as an image (``scale`` pixels a module, ``border`` modules of quiet zone)."""
    out = io.BytesIO()
    segno.make(text, error="m", micro=False).save(out, kind="png", scale=scale, border=border)
    image = QImage()
    image.loadFromData(out.getvalue(), "PNG")
    return image


def qr_pixmap(text: str, size: int) -> QPixmap:
    """The code at about ``size`` pixels, module edges sharp (an integer scale)."""
    modules = len(qr_matrix(text)) + 8
    return QPixmap.fromImage(qr_image(text, scale=max(1, size // modules)))


def paint_sheet(device: QPagedPaintDevice, url: str, event: str, lines: tuple[str, str]) -> None:
    """One page: the event, a line of explanation, the code as large as fits, the address."""
    painter = QPainter(device)
    try:
        page = QRectF(0, 0, device.width(), device.height())
        dpi = device.logicalDpiY()
        mm = dpi / 25.4
        title = QFont("DejaVu Sans")
        title.setPixelSize(round(9 * mm))
        title.setBold(True)
        body = QFont("DejaVu Sans")
        body.setPixelSize(round(6 * mm))
        painter.setPen(QColor("black"))
        y = page.top()
        painter.setFont(title)
        head = QRectF(page.left(), y, page.width(), 24 * mm)
        painter.drawText(head, Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, event)
        y += 26 * mm
        painter.setFont(body)
        painter.drawText(
            QRectF(page.left(), y, page.width(), 20 * mm),
            Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap,
            lines[0],
        )
        y += 22 * mm
        matrix = qr_matrix(url)
        n = len(matrix) + 8  # four modules of quiet zone on each side
        side = min(page.width(), page.bottom() - y - 40 * mm)
        module = int(side // n)  # whole device pixels: every module the same size
        left = page.left() + (page.width() - module * n) / 2
        for r, row in enumerate(matrix):
            for c, dark in enumerate(row):
                if dark:
                    painter.fillRect(
                        QRectF(left + (c + 4) * module, y + (r + 4) * module, module, module),
                        QColor("black"),
                    )
        y += module * n + 6 * mm
        painter.setFont(title)
        painter.drawText(
            QRectF(page.left(), y, page.width(), 14 * mm), Qt.AlignmentFlag.AlignHCenter, url
        )
        y += 16 * mm
        painter.setFont(body)
        painter.drawText(
            QRectF(page.left(), y, page.width(), 24 * mm),
            Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap,
            lines[1],
        )
    finally:
        painter.end()


def sheet_layout() -> QPageLayout:
    """A4 portrait, 15 mm margins."""
    return QPageLayout(
        QPageSize(QPageSize.PageSizeId.A4),
        QPageLayout.Orientation.Portrait,
        QMarginsF(15, 15, 15, 15),
        QPageLayout.Unit.Millimeter,
    )


def save_sheet_pdf(path: Path, url: str, event: str, lines: tuple[str, str]) -> None:
    """The sheet as a one-page PDF."""
    writer = QPdfWriter(str(path))
    writer.setResolution(300)
    writer.setPageLayout(sheet_layout())
    writer.setTitle(event)
    writer.setCreator("Swiss Arbiter")
    paint_sheet(writer, url, event, lines)

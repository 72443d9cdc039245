"""Paint a report on pages: QTextDocument body, our own header and footer on every page.

Qt repeats table header rows (``<thead>`` -> ``headerRowCount``) at each page break of a
paginated document; we lay the document out on the printer itself (as QTextDocument.print
does) and draw each page's slice under a header with event, round and date, and "page x/y".
"""

from __future__ import annotations

from dataclasses import replace
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextDocument,
)

from arbiter_gui.printing.fonts import print_font, register_fonts
from arbiter_gui.printing.html import body_pt, masthead, report_html
from engine.reports import Report
from engine.version import VERSION


class Paper(Enum):
    """The paper sizes we offer."""

    A4 = "A4"
    LETTER = "Letter"

    @property
    def page_size(self) -> QPageSize:
        ident = QPageSize.PageSizeId.A4 if self is Paper.A4 else QPageSize.PageSizeId.Letter
        return QPageSize(ident)


MARGIN_MM = 12.0
HEADER_MM = 10.0
FOOTER_MM = 7.0


def landscape(report: Report, scale: float = 1.0) -> bool:
    """Wide reports print across the page: the crosstable, and large print of a table with
    many columns (the wall list).
    """
    widest = max((len(t.columns) for t in report.tables), default=0)
    return report.landscape or (scale > 1.2 and widest > 8)


def page_layout(report: Report, paper: Paper = Paper.A4, scale: float = 1.0) -> QPageLayout:
    """Portrait, or landscape for a wide report (see :func:`landscape`); 12 mm margins."""
    orientation = (
        QPageLayout.Orientation.Landscape
        if landscape(report, scale)
        else QPageLayout.Orientation.Portrait
    )
    margins = QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM)
    return QPageLayout(paper.page_size, orientation, margins, QPageLayout.Unit.Millimeter)


def text_document(
    report: Report, *, with_masthead: bool = True, scale: float = 1.0
) -> QTextDocument:
    """The report as a QTextDocument in the bundled font (for screen or paper)."""
    doc = QTextDocument()
    doc.setDefaultFont(print_font(body_pt(report, scale)))
    doc.setDocumentMargin(0)
    doc.setHtml(report_html(report, with_masthead=with_masthead, scale=scale))
    return doc


def paint_report(report: Report, device: QPagedPaintDevice, scale: float = 1.0) -> int:
    """Paint ``report`` on ``device`` (a QPrinter or QPdfWriter, page layout already set);
    ``scale`` enlarges the text (large print for the wall). Returns the number of pages.
    """
    register_fonts()
    dpi = device.logicalDpiY()
    paint_rect = device.pageLayout().paintRectPixels(device.logicalDpiX())
    width = float(paint_rect.width())
    header = HEADER_MM / 25.4 * dpi
    footer = FOOTER_MM / 25.4 * dpi
    body = float(paint_rect.height()) - header - footer

    doc = text_document(report, with_masthead=False, scale=scale)
    doc.documentLayout().setPaintDevice(device)
    doc.setPageSize(QSizeF(width, body))
    pages = max(1, doc.pageCount())

    painter = QPainter()
    if not painter.begin(device):
        raise OSError("cannot start painting on the printer or PDF file")
    try:
        for page in range(pages):
            if page:
                device.newPage()
            _draw_frame(painter, report, width, header, body, footer, page + 1, pages)
            painter.save()
            painter.translate(0, header - page * body)
            clip = QRectF(0, page * body, width, body)
            painter.setClipRect(clip)
            ctx = QAbstractTextDocumentLayout.PaintContext()
            ctx.clip = clip
            doc.documentLayout().draw(painter, ctx)
            painter.restore()
    finally:
        painter.end()
    return pages


def _draw_frame(
    painter: QPainter,
    report: Report,
    width: float,
    header: float,
    body: float,
    footer: float,
    page: int,
    pages: int,
) -> None:
    painter.save()
    painter.setPen(QPen(Qt.GlobalColor.black))
    device = painter.device()
    top = QRectF(0, 0, width, header * 0.8)
    flags = Qt.AlignmentFlag.AlignVCenter
    bold = print_font(9.0)
    bold.setBold(True)
    title_width = QFontMetricsF(bold, device).horizontalAdvance(report.title)
    painter.setFont(bold)
    painter.drawText(top, int(flags | Qt.AlignmentFlag.AlignRight), report.title)
    # a long event name is shortened ("…"), never drawn over the title; round and date stay
    plain = print_font(9.0)
    metrics = QFontMetricsF(plain, device)
    room = max(0.0, width - title_width - metrics.averageCharWidth() * 4)
    rest = masthead(replace(report, event=""))
    event = metrics.elidedText(
        report.event, Qt.TextElideMode.ElideRight, room - metrics.horizontalAdvance(f"  ·  {rest}")
    )
    text = masthead(replace(report, event=event))
    painter.setFont(plain)
    painter.drawText(top, int(flags | Qt.AlignmentFlag.AlignLeft), text)
    pen = QPen(Qt.GlobalColor.black)
    pen.setWidthF(max(1.0, painter.device().logicalDpiY() / 150))
    painter.setPen(pen)
    painter.drawLine(0, int(header * 0.85), int(width), int(header * 0.85))
    painter.setFont(print_font(7.0))
    bottom = QRectF(0, header + body + footer * 0.2, width, footer * 0.8)
    painter.drawText(bottom, int(flags | Qt.AlignmentFlag.AlignLeft), f"Swiss Arbiter {VERSION}")
    painter.drawText(bottom, int(flags | Qt.AlignmentFlag.AlignRight), f"page {page}/{pages}")
    if report.footer:  # e.g. "reconstructed form": on every page, between program and page
        metrics = QFontMetricsF(painter.font(), device)
        room = width - metrics.horizontalAdvance(f"Swiss Arbiter {VERSION}    page 99/99") * 1.2
        text = metrics.elidedText(report.footer, Qt.TextElideMode.ElideRight, max(0.0, room))
        painter.drawText(bottom, int(flags | Qt.AlignmentFlag.AlignHCenter), text)
    painter.restore()


def export_pdf(report: Report, path: Path, paper: Paper = Paper.A4, scale: float = 1.0) -> int:
    """Write ``report`` to the PDF file ``path``; returns the number of pages."""
    writer = QPdfWriter(str(path))
    writer.setResolution(300)
    writer.setTitle(f"{report.title} — {masthead(report)}")
    writer.setCreator(f"Swiss Arbiter {VERSION}")
    writer.setPageLayout(page_layout(report, paper, scale))
    return paint_report(report, writer, scale)


def export_html(report: Report, path: Path, scale: float = 1.0) -> None:
    """Write ``report`` as one self-contained HTML file (UTF-8)."""
    path.write_text(report_html(report, scale=scale), encoding="utf-8")

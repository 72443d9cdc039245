"""A :class:`~engine.reports.Report` as one self-contained XHTML page (no Qt here).

The page comes from ``resources/templates/report.html`` with ``report.css`` inlined. The same
text is printed (Qt's rich-text engine) and exported, so paper and file cannot disagree.
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from string import Template

from engine.reports import Align, Report, Table
from engine.version import VERSION

TEMPLATES = Path(__file__).resolve().parent.parent.parent / "resources" / "templates"

_ALIGN = {Align.LEFT: "l", Align.CENTER: "c", Align.RIGHT: "r"}
_ATTR = {Align.LEFT: "left", Align.CENTER: "center", Align.RIGHT: "right"}


def _template(name: str) -> str:
    return (TEMPLATES / name).read_text(encoding="utf-8")


BASE_PT = 8.0
"""Body text size of a normal print; "large" prints (the wall list) scale it."""


def body_pt(report: Report, scale: float = 1.0) -> float:
    """The body font size: smaller for very wide tables (a crosstable of many rounds).

    >>> from engine.reports import Column, Table
    >>> body_pt(Report("x", "e", "r", "", (Table((Column("a"),) * 26, ()),)))
    6.5
    """
    widest = max((len(t.columns) for t in report.tables), default=0)
    base = 6.5 if widest > 24 else 7.0 if widest > 20 else BASE_PT
    return round(base * scale, 1)


def masthead(report: Report) -> str:
    """Event · round · date, the line every page starts with."""
    return "  ·  ".join(x for x in (report.event, report.round_label, report.date) if x)


def table_html(table: Table) -> str:
    """One table; the header row sits in ``<thead>`` so Qt repeats it on every page."""
    # class for browsers, align for Qt (which ignores text-align on a cell class)
    # wide columns (names) may wrap, so that a long name never pushes the table off the page
    classes = [
        f'class="{_ALIGN[c.align]}{" w" if c.wide else ""}" align="{_ATTR[c.align]}"'
        for c in table.columns
    ]
    head = "".join(
        f"<th {cls}>{escape(c.header)}</th>" for c, cls in zip(table.columns, classes, strict=True)
    )
    body = []
    for i, row in enumerate(table.rows):
        cells = "".join(
            f"<td {cls}>{escape(text)}</td>" for text, cls in zip(row, classes, strict=True)
        )
        body.append(f'<tr class="{"odd" if i % 2 else "even"}">{cells}</tr>')
    if not body:  # an empty tbody is not valid XHTML; say so in the table instead
        body.append(f'<tr class="even"><td colspan="{len(classes)}">(none)</td></tr>')
    return (
        '<table class="report" width="100%" cellspacing="0" cellpadding="2">'
        f"<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"
    )


def report_html(report: Report, *, with_masthead: bool = True, scale: float = 1.0) -> str:
    """The whole page. ``with_masthead`` False leaves out the event/round/date line (printing
    draws it in every page's header instead); ``scale`` enlarges the text (large print).
    """
    pt = body_pt(report, scale)
    style = Template(_template("report.css")).substitute(
        body_pt=f"{pt:g}", note_pt=f"{round(pt * 0.9, 1):g}"
    )
    parts = []
    for i, table in enumerate(report.tables):
        # the first table's caption is the report's title, unless words come before it
        if (i or report.caption_first or report.lead) and table.caption:
            parts.append(f"<h2>{escape(table.caption)}</h2>")
        parts.append(table_html(table))
    notes = "".join(f'<p class="note">{escape(n)}</p>' for n in report.notes)
    if report.footer:
        notes += f'<p class="footer">{escape(report.footer)}</p>'
    subtitle = f'<p class="subtitle">{escape(report.subtitle)}</p>' if report.subtitle else ""
    subtitle += "".join(f'<p class="lead">{escape(text)}</p>' for text in report.lead)
    head = f'<p class="masthead">{escape(masthead(report))}</p>' if with_masthead else ""
    return Template(_template("report.html")).substitute(
        title=escape(f"{report.title} — {masthead(report)}"),
        generator=escape(f"Swiss Arbiter {VERSION}"),
        style=style,
        masthead=head,
        heading=escape(report.title),
        subtitle=subtitle,
        tables="\n".join(parts),
        notes=notes,
    )

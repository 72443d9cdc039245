"""A printable report as plain data: a heading, tables of text cells and notes (Qt-free).

The GUI renders a :class:`Report` to HTML (and from there to paper or PDF); the same object
gives the CSV text, so what is printed and what is copied cannot disagree.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field
from enum import Enum

_FORMULA_START = (*"=+-@\t\r\n", "＝", "＋", "－", "＠")  # and their full-width forms
_PLAIN_NUMBER = re.compile(r"[+-]?\d+(?:[.,]\d+)?")


def csv_safe(cell: str) -> str:
    """``cell`` as a spreadsheet will show it and never run it (CSV formula injection).

    A name comes from a rating list, a TRF or a registration form; in a spreadsheet a cell
    starting with ``=``, ``+``, ``-``, ``@`` (or a tab or line break before one) is a formula:
    ``=HYPERLINK(...)`` leaks data, ``+cmd|...`` runs a program. Such a cell gets a leading
    ``'`` (OWASP's advice), which spreadsheets show as text. Numbers (``-12``, ``+8``) and a
    lone sign stay as they are: no spreadsheet runs them.

    A carriage return becomes a line feed: the csv module quotes a field holding a line feed
    (our line end) but not one holding a bare carriage return, which most readers take for the
    end of the row, so the rest of the cell would start a row of its own, unprotected.

    >>> csv_safe("=HYPERLINK(1)"), csv_safe("-2+3"), csv_safe("-12"), csv_safe("Adams, Ann")
    ("'=HYPERLINK(1)", "'-2+3", '-12', 'Adams, Ann')
    """
    cell = cell.replace("\r\n", "\n").replace("\r", "\n")
    stripped = cell.lstrip(" ")  # some importers drop leading spaces first
    if not stripped.startswith(_FORMULA_START) or stripped in ("+", "-"):
        return cell
    if _PLAIN_NUMBER.fullmatch(stripped):
        return cell
    return "'" + cell


class Align(Enum):
    """Horizontal alignment of a column."""

    LEFT = "left"
    CENTER = "center"
    RIGHT = "right"


@dataclass(frozen=True, slots=True)
class Column:
    """A column: its header text and alignment; ``wide`` marks the column that takes the slack."""

    header: str
    align: Align = Align.LEFT
    wide: bool = False


@dataclass(frozen=True, slots=True)
class Table:
    """A titled table of text cells; every row has one cell per column."""

    columns: tuple[Column, ...]
    rows: tuple[tuple[str, ...], ...]
    caption: str = ""

    def __post_init__(self) -> None:
        for row in self.rows:
            if len(row) != len(self.columns):
                raise ValueError(f"row {row!r} has {len(row)} cells, not {len(self.columns)}")

    @property
    def headers(self) -> tuple[str, ...]:
        """The column headers."""
        return tuple(c.header for c in self.columns)


@dataclass(frozen=True, slots=True)
class Report:
    """One printable document.

    ``event``, ``round_label`` and ``date`` make the page header; ``landscape`` asks for a wide
    page (the crosstable); ``footer`` is printed at the foot of every page (a form that is
    reconstructed says so there); ``lead`` holds paragraphs printed before the tables.

    >>> r = Report("Standings", "Open", "after round 1", "2026/04/11",
    ...            (Table((Column("Rk"), Column("Name")), (("1", "Kowalczyk, Łukasz"),)),))
    >>> print(r.to_csv(), end="")
    Rk,Name
    1,"Kowalczyk, Łukasz"
    """

    title: str
    event: str
    round_label: str
    date: str
    tables: tuple[Table, ...]
    notes: tuple[str, ...] = ()
    landscape: bool = False
    subtitle: str = field(default="")
    footer: str = ""
    caption_first: bool = False
    """Show the first table's caption too (the schedule's "Round 1"); by default the report's
    title stands for it."""
    lead: tuple[str, ...] = ()  # paragraphs of text before the tables (an answer in words)

    def to_csv(self) -> str:
        """The tables as CSV (RFC 4180, ``\\n`` line ends); tables after the first follow a
        blank line and their caption on a line of its own (the first too with
        ``caption_first``). No cell can run as a formula in a spreadsheet (:func:`csv_safe`).
        """
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        for i, table in enumerate(self.tables):
            if i:
                writer.writerow([])
            if (i or self.caption_first) and table.caption:
                writer.writerow([csv_safe(table.caption)])
            writer.writerow([csv_safe(h) for h in table.headers])
            writer.writerows([csv_safe(cell) for cell in row] for row in table.rows)
        return out.getvalue()

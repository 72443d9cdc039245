"""A printable report as plain data: a heading, tables of text cells and notes (Qt-free).

The GUI renders a :class:`Report` to HTML (and from there to paper or PDF); the same object
gives the CSV text, so what is printed and what is copied cannot disagree.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field
from enum import Enum


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
    page (the crosstable); ``lead`` holds paragraphs printed before the tables.

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
    lead: tuple[str, ...] = ()  # paragraphs of text before the tables (an answer in words)

    def to_csv(self) -> str:
        """The tables as CSV (RFC 4180, ``\\n`` line ends); tables after the first follow a
        blank line and their caption on a line of its own.
        """
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        for i, table in enumerate(self.tables):
            if i:
                writer.writerow([])
                if table.caption:
                    writer.writerow([table.caption])
            writer.writerow(table.headers)
            writer.writerows(table.rows)
        return out.getvalue()

"""A :class:`~engine.reports.Report` in another language: headings, headers, notes, words.

Reports are built in English (the FIDE language, and the text of every test); a catalogue turns
a finished report into another language just before it is shown, printed or published. What is
translated: the title, the round label, the subtitle, captions, column headers, notes, footer,
and the fixed words of the cells ("White", "half-point bye (H)", "yes"). What is not: player
names (a name column keeps its text, but for the bye words written in it when a player has no
opponent), federations, titles, tie-break codes and rule articles (placeholders, see
:mod:`engine.i18n.catalogue`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from engine.i18n.catalogue import REPORTS, Catalogue
from engine.reports.table import Report, Table
from engine.reports.text import BYE_TEXT

NAME_COLUMNS = frozenset({"Name", "White", "Black", "Opponent", "Player"})
"""Headers of the columns that hold player names: their text is never translated."""

NAME_COLUMN_WORDS = frozenset({*BYE_TEXT.values(), "withdrawn"})
"""The only texts translated inside a name column: what a player without an opponent has."""


def translate_text(text: str, catalogue: Catalogue) -> str:
    """One report text (heading, header, note) in the catalogue's language."""
    return catalogue.tr(text, REPORTS)


def name_id_columns(headers: Sequence[str]) -> dict[int, int]:
    """Which column holds the pairing number of each name column (headers in English).

    >>> name_id_columns(["Bd", "No.", "Title", "White", "Rtg", "Black", "No."])
    {3: 1, 5: 6}
    >>> name_id_columns(["Name", "No.", "Opponent"])
    {0: 1}
    """
    names = [i for i, h in enumerate(headers) if h in NAME_COLUMNS]
    ids = [i for i, h in enumerate(headers) if h == "No."]
    if not names or not ids:
        return {}
    if len(names) == len(ids):
        return dict(zip(names, ids, strict=True))
    return {names[0]: ids[0]}


def is_bye_cell(headers: Sequence[str], row: Sequence[str], column: int) -> bool:
    """True when the name column ``column`` of ``row`` holds what a player without an
    opponent has (the row has no pairing number, or no board, for that name), not a name:
    a player may be called "White" or even "withdrawn".
    """
    if row[column] not in NAME_COLUMN_WORDS:
        return False
    ids = name_id_columns(headers)
    if column in ids:
        return not row[ids[column]].strip()
    return "Bd" in headers and not row[list(headers).index("Bd")].strip()


def translate_table(table: Table, catalogue: Catalogue) -> Table:
    """``table`` with its caption, headers and fixed cell words translated."""
    headers = table.headers
    names = tuple(h in NAME_COLUMNS for h in headers)

    def cell(row: tuple[str, ...], i: int) -> str:
        text = row[i]
        if not text or (names[i] and not is_bye_cell(headers, row, i)):
            return text
        return catalogue.tr(text, REPORTS)

    return Table(
        tuple(replace(c, header=catalogue.tr(c.header, REPORTS)) for c in table.columns),
        tuple(tuple(cell(row, i) for i in range(len(row))) for row in table.rows),
        caption=catalogue.tr(table.caption, REPORTS),
    )


def translate_report(report: Report, catalogue: Catalogue) -> Report:
    """``report`` in the catalogue's language (the same report for English).

    >>> from engine.reports.table import Column
    >>> cat = Catalogue.from_messages("de", {("Reports", "Name"): "Name",
    ...     ("Reports", "Colour"): "Farbe", ("Reports", "White"): "Weiß"})
    >>> t = Table((Column("Name"), Column("Colour")), (("White", "White"),))
    >>> translate_table(t, cat).rows  # the player named White keeps his name
    (('White', 'Weiß'),)
    """
    if catalogue.language == "en":
        return report
    return replace(
        report,
        title=catalogue.tr(report.title, REPORTS),
        round_label=catalogue.tr(report.round_label, REPORTS),
        subtitle=catalogue.tr(report.subtitle, REPORTS),
        footer=catalogue.tr(report.footer, REPORTS),
        notes=tuple(catalogue.tr(n, REPORTS) for n in report.notes),
        tables=tuple(translate_table(t, catalogue) for t in report.tables),
    )

"""What the projector shows, as data (no Qt): the last published round's pairings by name, then
the standings after the last complete round, each a list of rows split into screens.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.i18n import Catalogue
from engine.publish import SiteInput, is_complete
from engine.reports import (
    Report,
    pairings_alphabetical,
    round_robin_standings_report,
    standings_report,
)
from engine.reports.text import event_name


@dataclass(frozen=True, slots=True)
class Slide:
    """One list to show: a title, column headers, rows (long lists run over several screens).

    ``widths`` are the columns' shares of the screen; ``right`` the columns aligned right.
    """

    title: str
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    widths: tuple[float, ...]
    right: frozenset[int]


@dataclass(frozen=True, slots=True)
class Screen:
    """One screenful: a slide's rows ``first..first+len(rows)``, ``page`` of ``pages``."""

    slide: Slide
    rows: tuple[tuple[str, ...], ...]
    page: int
    pages: int


def _pick(report: Report, headers: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    table = report.tables[0]
    index = [table.headers.index(h) for h in headers]
    return tuple(tuple(row[i] for i in index) for row in table.rows)


def slides(inp: SiteInput, cat: Catalogue) -> tuple[str, tuple[Slide, ...]]:
    """The event's name and its slides (none before a round is published)."""
    t = inp.tournament
    word = cat.tr  # the report catalogue's words (not Qt's tr)
    out: list[Slide] = []
    last = inp.last_round
    if last:
        boards = inp.rounds[last - 1].boards
        report = pairings_alphabetical(t, last, boards)
        rows = _pick(report, ("Title", "Name", "Bd", "Colour", "Opponent"))
        out.append(
            Slide(
                cat.fmt("Round {round}: pairings by name", round=last),
                tuple(word(h) for h in ("Name", "Bd", "Colour", "Opponent")),
                tuple(
                    # the opponent column holds a bye word only on a row without a board
                    (
                        " ".join(x for x in (title, name) if x),
                        bd,
                        word(colour),
                        opp if bd else word(opp),
                    )
                    for title, name, bd, colour, opp in rows
                ),
                (0.42, 0.08, 0.12, 0.38),
                frozenset({1}),
            )
        )
    complete = [r for r in range(1, last + 1) if is_complete(t, r)]
    if complete:
        after = complete[-1]
        report = (
            round_robin_standings_report(t, after, inp.tiebreaks, fmt=inp.round_robin)
            if inp.round_robin is not None
            else standings_report(t, after, inp.tiebreaks)
        )
        table = report.tables[0]
        tbs = list(table.headers[table.headers.index("Pts") + 1 :])[:3]
        headers = ("Rk", "Title", "Name", "Pts", *tbs)
        rows = _pick(report, headers)
        out.append(
            Slide(
                cat.fmt("Standings after round {round}", round=after),
                (word("Rk"), word("Name"), word("Pts"), *tbs),
                tuple(
                    (rk, " ".join(x for x in (title, name) if x), pts, *rest)
                    for rk, title, name, pts, *rest in rows
                ),
                (0.08, 0.52, 0.1, *((0.3 / max(len(tbs), 1),) * len(tbs))),
                frozenset({0, 2, *range(3, 3 + len(tbs))}),
            )
        )
    return event_name(t), tuple(out)


def screens(all_slides: tuple[Slide, ...], rows_per_screen: int) -> tuple[Screen, ...]:
    """The slides split into screens of at most ``rows_per_screen`` rows, as even as can be
    (26 rows at 15 a screen: 13 and 13, not 15 and 11).

    >>> s = Slide("t", ("a",), tuple((str(i),) for i in range(7)), (1.0,), frozenset())
    >>> [(x.page, x.pages, len(x.rows)) for x in screens((s,), 3)]
    [(1, 3, 3), (2, 3, 2), (3, 3, 2)]
    """
    most = max(rows_per_screen, 1)
    out: list[Screen] = []
    for slide in all_slides:
        total = len(slide.rows)
        pages = max(-(-total // most), 1)
        base, extra = divmod(total, pages)
        chunks: list[tuple[tuple[str, ...], ...]] = []
        start = 0
        for i in range(pages):
            size = base + (1 if i < extra else 0)
            chunks.append(slide.rows[start : start + size])
            start += size
        out.extend(Screen(slide, chunk, i, len(chunks)) for i, chunk in enumerate(chunks, 1))
    return tuple(out)

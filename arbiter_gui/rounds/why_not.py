"""Why not A against B: the engine's answer (:mod:`engine.query.why_not`) as a printable report.

An arbiter hands this to a player, so it reads in plain words first ("4 and 17 could have
played; the engine's pairing comes first because ..." or "they cannot meet: C.1, they played
in round 2"), then only the criteria whose values differ between the engine's pairing and the
one with the pair, cited in the numbering of the edition that paired the round (the 2026 rules
renumbered the criteria: C.5 became C6, C.10 became C12 ...), then the alternative pairing.
Nothing here judges a pairing: every value is the engine's own record. Qt-free.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from anyascii import anyascii

from engine.explain.events import RoundStarted
from engine.model import Player, PlayerId, Tournament
from engine.query.answers import WhyNot
from engine.query.why_not_text import (
    ARTICLES_2026,
    alternative_rows,
    differing,
    edition_of,
    plain_answer,
    player_text,
)
from engine.query.why_not_text import cite_text as cite
from engine.reports import Align, Column, Report, Table

# ---- the players --------------------------------------------------------------------------


def fold(text: str) -> str:
    """A name as a search compares it: letters without accents or special forms, any case
    (Østergaard ~ ostergaard, Łukasiewicz ~ lukasiewicz, Yılmaz ~ yilmaz).

    >>> fold("Østergaard, Mikkel") == fold("OSTERGAARD, mikkel")
    True
    """
    return anyascii(text).casefold()


@dataclass(frozen=True, slots=True)
class Found:
    """The player a text names, or why it names none."""

    player: PlayerId | None
    problem: str = ""


def find_player(text: str, players: Sequence[Player]) -> Found:
    """The player ``text`` names: a pairing number, or (part of) a name, any accents and case.

    >>> from engine.model import Player, PlayerId
    >>> ps = [Player(PlayerId(1), "Østergaard, Mikkel"), Player(PlayerId(2), "Olsen, Ola")]
    >>> find_player("2", ps).player, find_player("oster", ps).player
    (2, 1)
    >>> find_player("o", ps).problem
    "2 players match 'o': 1 Østergaard, Mikkel; 2 Olsen, Ola — type more of the name"
    """
    text = text.strip()
    if not text:
        return Found(None, "type a pairing number or a name")
    number = text.split()[0].rstrip(".")
    if number.isdigit():
        pid = int(number)
        if any(int(p.id) == pid for p in players):
            return Found(PlayerId(pid))
        return Found(None, f"there is no player No. {pid}")
    key = fold(text)
    exact = [p for p in players if fold(p.name) == key]
    matches = exact or [p for p in players if key in fold(p.name)]
    if len(matches) == 1:
        return Found(matches[0].id)
    if not matches:
        return Found(None, f"no player's name contains '{text}'")
    shown = "; ".join(f"{p.id} {p.name}" for p in matches[:5])
    more = f" and {len(matches) - 5} more" if len(matches) > 5 else ""
    return Found(
        None, f"{len(matches)} players match '{text}': {shown}{more} — type more of the name"
    )


# ---- the answer: the engine's words (engine.query.why_not_text), laid out as a report ----------


def why_not_report(
    answer: WhyNot,
    t: Tournament,
    *,
    event: str = "",
    date: str = "",
    note: str = "",
) -> Report:
    """The printable answer: plain words, the criteria that differ, the alternative pairing.

    ``note``: what the arbiter should know about the state answered from (e.g. the round was
    paired before a correction: answered from the state recorded with the pairing).
    """
    names = {int(p.id): p.name for p in t.players}
    edition = edition_of(answer)
    pair = f"{answer.a}-{answer.b}"
    tables: list[Table] = []
    rows = differing(answer)
    if rows:
        tables.append(
            Table(
                (
                    Column("Article"),
                    Column("What it measures", wide=True),
                    Column("Engine's pairing", Align.CENTER),
                    Column(f"With {pair}", Align.CENTER),
                ),
                tuple(
                    (
                        cite(c.article, edition),
                        c.measure + ("" if c.exact else " (read from the following bracket)"),
                        c.engine,
                        c.forced,
                    )
                    for c in rows
                ),
                caption="The criteria that differ, in priority order",
            )
        )
    alternative = alternative_rows(answer, names)
    if alternative:
        tables.append(
            Table(
                (Column("Engine's pairing", wide=True), Column(f"With {pair}", wide=True)),
                alternative,
                caption=f"The alternative pairing: the boards that change with {pair}",
            )
        )
    system = next((e for e in answer.engine_events if isinstance(e, RoundStarted)), None)
    notes = []
    if note:
        notes.append(note)
    if system is not None:
        notes.append(f"Rules: {system.system}, C.04.3 ({system.edition} text and numbering).")
    title = f"Why not {answer.a} against {answer.b}?"
    subtitle = f"{player_text(answer.a, names)} and {player_text(answer.b, names)}"
    return Report(
        title,
        event or t.name,
        f"round {answer.round_no}",
        date,
        tuple(tables),
        notes=tuple(notes),
        subtitle=subtitle,
        lead=(plain_answer(answer, names),),
    )


__all__ = [
    "ARTICLES_2026",
    "Found",
    "alternative_rows",
    "cite",
    "differing",
    "edition_of",
    "find_player",
    "fold",
    "plain_answer",
    "why_not_report",
]

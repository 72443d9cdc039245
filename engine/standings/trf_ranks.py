"""The rank column of a TRF (columns 86-89) by the points and a tie-break list.

TRF-2026 defines the rank exactly ("ties allowed") and a checker compares it with the
``212``/``202`` list (checklist Q21): a file we write, by hand or by the generator, ranks its
players by that list.
"""

from __future__ import annotations

import dataclasses

from engine.model import Tournament
from engine.standings.codes import parse_tiebreaks
from engine.standings.errors import StandingsError, TieBreakCodeError
from engine.standings.ranking import standings


def ranked(t: Tournament, tiebreaks: str) -> Tournament:
    """``t`` with every player's declared rank by the points and ``tiebreaks`` (a 202 list)
    after the last round paired. Players tied on everything share the first place of their
    group. A list that cannot be computed (a self-defined tie-break) leaves ``t`` as it is.

    >>> from engine.model import Player, PlayerId
    >>> ranked(Tournament(players=(Player(PlayerId(1), "A"),)), "BH").players[0].declared_rank
    """
    last = t.rounds_paired()
    if last == 0 or not t.players:
        return t
    try:
        rows = standings(t, last, parse_tiebreaks(tiebreaks) if tiebreaks else ())
    except (StandingsError, TieBreakCodeError):
        return t
    place = {row.player: row.rank for row in rows}
    players = tuple(dataclasses.replace(p, declared_rank=place.get(p.id)) for p in t.players)
    return dataclasses.replace(t, players=players)


__all__ = ["ranked"]

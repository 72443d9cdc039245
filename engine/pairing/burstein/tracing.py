"""Trace events common to both Burstein texts: the round and the players' facts."""

from __future__ import annotations

from collections.abc import Sequence

from engine.explain.trace import PlayerFacts, RoundStarted, TraceSink
from engine.model import Colour, Tournament
from engine.pairing.common.history import PlayerHistory, is_absent


def points_text(score: int, unit: int) -> str:
    """Integer units as points: 5 units of 1/2 -> ``"2.5"``."""
    whole, rest = divmod(score, unit)
    if rest == 0:
        return str(whole)
    return f"{score / unit:g}"


def pref_text(p: PlayerHistory) -> str:
    """A colour preference as the checklist writes it: ``"strong W"``, ``"none"``."""
    strength, colour = p.preference
    if colour is None:
        return "none"
    return f"{strength.name.lower()} {'W' if colour is Colour.WHITE else 'B'}"


def trace_round(
    t: Tournament,
    round_no: int,
    players: Sequence[PlayerHistory],
    init: Colour,
    unit: int,
    trace: TraceSink,
    system: str,
    edition: str,
) -> None:
    """Emit :class:`RoundStarted` and one :class:`PlayerFacts` per player."""
    absent: list[tuple[int, str]] = []
    for reg in t.players:
        if is_absent(reg, round_no):
            if reg.withdrawn_from is not None and round_no >= reg.withdrawn_from:
                why = "withdrawn"
            else:
                why = f"{reg.entry(round_no).result.value.strip() or 'Z'} bye (absent)"
            absent.append((reg.id, why))
    trace.emit(
        RoundStarted(
            round_no=round_no,
            system=system,
            edition=edition,
            present=tuple(p.id for p in players),
            absent=tuple(absent),
            initial_colour="white" if init is Colour.WHITE else "black",
            final_round=t.rounds_total is not None and round_no == t.rounds_total,
            topscorers=(),
            pab_needed=len(players) % 2 == 1,
        )
    )
    for p in players:
        trace.emit(
            PlayerFacts(
                player=p.id,
                score=points_text(p.score, unit),
                points=points_text(p.points, unit),
                colours="".join("W" if c is Colour.WHITE else "B" for c in p.colours),
                colour_difference=p.colour_difference,
                preference=pref_text(p),
                floats="--",
                pab_eligible=p.pab_eligible,
                opponents=tuple(sorted(p.opponents)),
            )
        )

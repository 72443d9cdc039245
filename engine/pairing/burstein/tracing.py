"""Trace events of a Burstein bracket, common to both texts.

The shared event types carry the Burstein facts as follows (rendered in the Burstein texts'
own vocabulary by ``engine/explain/render_burstein.py``): ``PlayerFacts.floats`` holds the
player's opposition index (2017-2025 A.6/A.7: "BH 4.5, SB 3.25"; older 3.2: SB, Buchholz,
Median), ``BracketStarted.mdps`` the incoming floaters (A.2), ``s1``/``s2`` the first pairing of
the order of pairings (D.1 / 6.2: BSN 1 against the last, ...), ``BracketPaired.downfloaters``
the outgoing floaters (B.1 / 6.3) and ``deciding`` the articles that moved the accepted pairing
away from that first one.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.explain.events import BracketPaired, BracketStarted, CriterionValue, TraceEvent
from engine.pairing.burstein.criteria import Level
from engine.pairing.common.history import PlayerHistory


def bracket_events(
    index: int,
    kind: str,
    score: str,
    residents: Sequence[PlayerHistory],
    incoming: Sequence[tuple[PlayerHistory, str]],
    members: Sequence[PlayerHistory],
    pairs: Sequence[tuple[PlayerHistory, PlayerHistory]],
    floaters: Sequence[PlayerHistory],
    following: Sequence[PlayerHistory],
    deciding: tuple[str, ...],
) -> list[TraceEvent]:
    """:class:`BracketStarted` and :class:`BracketPaired` of one Burstein bracket.

    S1 and S2 show the first pairing of the order of pairings (older 6.2 / 2017 D.1): the top
    half of the bracket against the bottom half read upwards (No. 1 v. the last player, ...);
    a middle player left over is its floater. ``deciding`` names the articles that moved the
    accepted pairing away from that first one. Only C.5 (the number of pairs, the same in
    both systems and in the Dutch rules) is recorded as a criterion value.
    """
    ids = [p.id for p in members]
    half = len(ids) // 2
    incoming_ids = {p.id for p, _ in incoming}
    paired_in = sum(1 for a, b in pairs for p in (a, b) if p.id in incoming_ids)
    started = BracketStarted(
        index=index,
        kind=kind,
        score=score,
        residents=tuple(p.id for p in residents),
        mdps=tuple((p.id, s) for p, s in incoming),
        m0=len(incoming),
        max_pairs=len(pairs),
        m1=paired_in,
        s1=tuple(ids[:half]),
        s2=tuple(reversed(ids[len(ids) - half :])),
        limbo=(),
        following=tuple(p.id for p in following),
    )
    first = {frozenset((ids[i], ids[len(ids) - 1 - i])) for i in range(half)}
    chosen = {frozenset((a.id, b.id)) for a, b in pairs}
    paired = BracketPaired(
        bracket=index,
        pairs=tuple((a.id, b.id) for a, b in pairs),
        downfloaters=tuple(p.id for p in floaters),
        bye=None,
        perfect_first=first == chosen and not deciding,
        mdp_pairing=tuple(
            (a.id, b.id) for a, b in pairs if a.id in incoming_ids or b.id in incoming_ids
        ),
        exchange_out=(),
        exchange_in=(),
        s2_order=tuple(b.id for _, b in pairs),
        deciding=deciding,
        values=(CriterionValue(Level.C5.value, str(len(pairs))),),
        costs=((Level.C5.value, -len(pairs)),),
    )
    return [started, paired]

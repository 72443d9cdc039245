"""Older Burstein text 3.3: the imaginary point of the top half in rounds 1 and 2.

"For accelerating pairing, in the first two rounds, an 'imaginary' point shall be added to the
score of each of the players in the top half of the initial list of participants (arranged in
the order of their R). This imaginary point shall then be deducted before making the pairings
of the third round."

Reading L1 (tests/golden/burstein/READINGS.md): the top half is counted among the P players who
take part in the round-1 pairing: going down the pairing numbers, players receive the point
until floor(P/2) participants have it; a player absent in round 1 who sits inside that part of
the list receives it too. The point is one win's worth of points. It applies only when the
tournament gives no acceleration of its own (no XXA lines).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from engine.model import PlayerId, Tournament
from engine.pairing.common.history import is_absent


def imaginary_point_holders(t: Tournament, round_no: int) -> tuple[PlayerId, ...]:
    """The players holding the imaginary point (empty after round 2).

    >>> from engine.model import Player
    >>> t = Tournament(players=tuple(Player(PlayerId(i), f"p{i}") for i in range(1, 6)))
    >>> imaginary_point_holders(t, 1)
    (1, 2)
    """
    if round_no > 2:
        return ()

    def took_part(pid: PlayerId) -> bool:
        p = t.player(pid)
        if round_no == 1:
            return not is_absent(p, 1)
        return p.entry(1).paired

    ordered = sorted((p.id for p in t.players), key=int)
    remaining = sum(1 for pid in ordered if took_part(pid))
    if remaining <= 1:
        return ()
    holders: list[PlayerId] = []
    for pid in ordered:
        holders.append(pid)
        if took_part(pid):
            remaining -= 2
            if remaining <= 1:
                break
    return tuple(holders)


def with_imaginary_point(t: Tournament, round_no: int) -> Tournament:
    """``t`` with the imaginary point written as acceleration (XXA) for ``round_no``.

    A tournament that declares its own acceleration is returned unchanged.
    """
    if t.acceleration:
        return t
    holders = imaginary_point_holders(t, round_no)
    if not holders:
        return t
    point = t.point_system.win
    values = tuple(point if r == round_no else Fraction(0) for r in range(1, round_no + 1))
    return replace(t, acceleration=tuple((pid, values) for pid in holders))

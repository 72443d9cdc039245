"""C.04.5.1 Baku Acceleration: the virtual points of group A, as TRF ``XXA`` values.

The article, in short (``shared/seeds/004_*.txt``):

- 1 (Premise): for tournaments of nine rounds or more with the standard scoring (1, ½, 0).
- 2 (Initial groups division): "Before the first round, the list of players to be paired
  (properly sorted) shall be split in two groups, GA and GB. The first group (GA) shall contain
  the first half of the players, rounded up to the nearest even number", i.e. ``2 * Q`` players
  with ``Q = ceil(players / 4)`` (161 players: GA = 82).
- 3 (Late entries): they are "accommodated in the pairing list according to C.04.2.B/C", and
  "the last GA-player shall be the same as in the previous round", so a late entry ranked above
  the last GA-player joins GA (which may then hold an odd number of players, Note 2).
- 4 (Virtual points): "Before pairing the first three rounds, all the players in GA are
  assigned a number of points (called virtual points) equal to 1. Such virtual points are
  reduced to 0.5 before pairing the fourth and the fifth round." GB never gets any.
- 5 (Pairing score): standings points plus virtual points; the pairing engine reads them from
  :attr:`~engine.model.Tournament.acceleration` (C.04.3 A.2 scores include them).
"""

from __future__ import annotations

from collections.abc import Collection
from fractions import Fraction

from engine.model import PlayerId, Tournament

Acceleration = tuple[tuple[PlayerId, tuple[Fraction, ...]], ...]
"""Per player (by pairing number) the virtual points for rounds 1, 2, ... (the XXA lines)."""

BAKU_MINIMUM_ROUNDS = 9  # C.04.5.1 1


def group_a_size(players: int) -> int:
    """C.04.5.1 2: the first half of the players rounded up to an even number, ``2 * Q``.

    >>> group_a_size(161), group_a_size(160), group_a_size(10), group_a_size(1), group_a_size(0)
    (82, 80, 6, 2, 0)
    """
    return 2 * ((players + 3) // 4)


def group_a(t: Tournament, late_entries: Collection[PlayerId] = ()) -> tuple[PlayerId, ...]:
    """The GA players of ``t``, by pairing number.

    ``late_entries`` are the players who were not in the list before the first round (C.04.2.C;
    they already hold their definitive pairing numbers in ``t``). GA is cut from the other
    players (C.04.5.1 2); every player numbered up to the last GA-player then belongs to GA,
    late entries included (C.04.5.1 3).

    >>> from engine.model import Player
    >>> t = Tournament(players=tuple(Player(PlayerId(i), f"P{i}") for i in range(1, 15)))
    >>> group_a(t)
    (1, 2, 3, 4, 5, 6, 7, 8)
    >>> group_a(t, late_entries=(PlayerId(3), PlayerId(10)))
    (1, 2, 3, 4, 5, 6, 7)
    """
    late = set(late_entries)
    ordered = sorted(p.id for p in t.players)
    initial = [pid for pid in ordered if pid not in late]
    size = min(group_a_size(len(initial)), len(initial))
    if size == 0:
        return ()
    last = initial[size - 1]  # the last GA-player keeps his place (C.04.5.1 3)
    return tuple(pid for pid in ordered if pid <= last)


def baku_acceleration(
    t: Tournament,
    *,
    late_entries: Collection[PlayerId] = (),
    full_rounds: int = 3,
    half_rounds: int = 2,
    full_points: Fraction = Fraction(1),
    half_points: Fraction = Fraction(1, 2),
) -> Acceleration:
    """The Baku virtual points of ``t`` (C.04.5.1 4), for ``Tournament.acceleration``.

    GA players get ``full_points`` before each of the first ``full_rounds`` rounds and
    ``half_points`` before each of the next ``half_rounds``; GB players are not listed (no
    virtual points). The defaults are the article's (1 point in rounds 1-3, 0.5 in rounds 4-5);
    other values serve "Baku-like" variants for shorter events or another scoring and are not
    C.04.5.1 itself. Use :func:`baku_premise_problem` to tell the arbiter when the premise
    (C.04.5.1 1) does not hold.

    >>> from engine.model import Player
    >>> t = Tournament(players=tuple(Player(PlayerId(i), f"P{i}") for i in range(1, 6)))
    >>> xxa = baku_acceleration(t)  # 5 players: Q = 2, GA = players 1-4
    >>> [pid for pid, _ in xxa], [str(v) for v in xxa[0][1]]
    ([1, 2, 3, 4], ['1', '1', '1', '1/2', '1/2'])
    """
    if full_rounds < 0 or half_rounds < 0:
        raise ValueError("the numbers of accelerated rounds cannot be negative")
    values = (full_points,) * full_rounds + (half_points,) * half_rounds
    while values and values[-1] == 0:  # the canonical XXA form: no trailing zeros
        values = values[:-1]
    if not values:
        return ()
    return tuple((pid, values) for pid in group_a(t, late_entries))


def baku_premise_problem(t: Tournament) -> str | None:
    """Why C.04.5.1 1 (the premise) does not hold for ``t``, or None when it does.

    >>> baku_premise_problem(Tournament(rounds_total=9)) is None
    True
    >>> baku_premise_problem(Tournament(rounds_total=7))
    'C.04.5.1 1: the Baku acceleration is for tournaments of nine rounds or more (this one has 7)'
    """
    if t.rounds_total is None:
        return "C.04.5.1 1: the number of rounds is not set (XXR)"
    if t.rounds_total < BAKU_MINIMUM_ROUNDS:
        return (
            "C.04.5.1 1: the Baku acceleration is for tournaments of nine rounds or more "
            f"(this one has {t.rounds_total})"
        )
    ps = t.point_system
    if (ps.win, ps.draw, ps.loss) != (Fraction(1), Fraction(1, 2), Fraction(0)):
        return "C.04.5.1 1: the Baku acceleration is for the standard scoring (1, 1/2, 0)"
    return None


__all__ = [
    "BAKU_MINIMUM_ROUNDS",
    "Acceleration",
    "baku_acceleration",
    "baku_premise_problem",
    "group_a",
    "group_a_size",
]

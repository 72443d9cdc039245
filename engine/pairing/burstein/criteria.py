"""The absolute criteria of the Burstein System, shared by both texts.

C.04.4.2 (2017-2025) C.1: "see C.04.1.b (Two players shall not play against each other more
than once)"; C.2: "see C.04.1.d (A player who has already received a pairing-allocated bye,
or has already scored a (forfeit) win due to an opponent not appearing in time, shall not
receive the pairing-allocated bye)"; C.3: "two players with the same absolute colour
preference (see A.4.a) shall not meet (see C.04.1.f and C.04.1.g)". The older text says the
same in 3.1, 4.1, 5.2 and 5.3. Unlike the Dutch rules there is no topscorer exemption.
"""

from __future__ import annotations

from enum import Enum

from engine.model import PlayerId
from engine.pairing.common.basic_rules import (
    forced_allows,
    may_get_pab,
    may_meet,
    same_absolute_colour,
)
from engine.pairing.common.history import PlayerHistory


class Level(Enum):
    """C.04.4.2 (2017-2025): what a bracket's matching weighs (:mod:`.bracket`), most
    significant first; the values are the articles."""

    C4 = "C.4"  # completion: in completion mode every pair counts
    C5 = "C.5"  # the number of pairs
    C6A = "C.6a"  # incoming floaters paired: their number
    C6B = "C.6b"  # ... then their scores
    C7A = "C.7a"  # the following bracket: its pairs
    C7B = "C.7b"  # ... the floaters paired there
    C7C = "C.7c"  # ... their scores
    C8 = "C.8"  # pairs whose players do not want the same colour
    D1 = "D.1"  # the order of the pairings


class LegacyLevel(Enum):
    """The older text: what a bracket's matching weighs (:mod:`.solve`), most significant first."""

    PAIRED = "6.6"  # a complete pairing of the bracket, its floater aside
    COLOURS = "6.5"  # pairs whose players do not want the same colour
    ORDER = "6.2"  # the order of the combinations (6.1, 6.2, 6.4)


def c1_may_meet(a: PlayerHistory, b: PlayerHistory) -> bool:
    """C.1: no second game between the same players (played games only, C.04.2 D.6)."""
    return may_meet(a, b)


def c3_colour_compatible(a: PlayerHistory, b: PlayerHistory) -> bool:
    """C.3: players with the same absolute colour preference shall not meet."""
    return not same_absolute_colour(a, b)


def compatible(
    a: PlayerHistory, b: PlayerHistory, forced: frozenset[PlayerId] = frozenset()
) -> bool:
    """C.1 and C.3 for a pair; with ``forced`` ("why not A against B?") A and B may only
    meet each other."""
    return forced_allows(a.id, b.id, forced) and c1_may_meet(a, b) and c3_colour_compatible(a, b)


def c2_may_get_pab(a: PlayerHistory) -> bool:
    """C.2: no second pairing-allocated bye, nor one after a forfeit win."""
    return may_get_pab(a)


def colour_clash(a: PlayerHistory, b: PlayerHistory) -> bool:
    """C.8 / older 6.5: both players want the same colour, so one of them will not get it.

    A player who has not played has no preference and accepts either colour (A.4.d).
    """
    ca = a.preference[1]
    return ca is not None and ca is b.preference[1]

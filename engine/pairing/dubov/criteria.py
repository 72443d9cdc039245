"""C. Pairing criteria of the revised Dubov text, in its priority order.

Absolute (no pairing shall violate them):

* C.1 "see C.04.1.b (Two players shall not play against each other more than once)" - and the
  pairs the tournament forbids (XXP);
* C.2 "see C.04.1.d (A player who has already received a pairing-allocated bye, or has already
  scored a (forfeit) win due to an opponent not appearing in time, shall not receive the
  pairing-allocated bye)";
* C.3 "two players with the same absolute colour preference (see A.5.a) shall not meet".

Completion: C.4 "choose the set of upfloaters in order to complete the round-pairing".

Quality, "given in descending priority":

* C.5 "minimize the number of upfloaters";
* C.6 "maximize the score of the upfloaters, i.e. maximize the highest score among the
  upfloaters (and then the second highest, and so on)" (the draft's alternative wording,
  "maximize the lowest score ...", is :attr:`Options.c6_lowest_first`);
* C.7 "choose the set of upfloaters in order to maximize the number of remaining players that
  can be paired in the following scoregroup (just in the following scoregroup)";
* C.8 "minimize the number of players who do not get their colour preference";
* C.9 "minimize the number of players who do not get their strong colour preference";
* C.10 "unless it is the last round, minimize the number of players who upfloated in the
  previous round";
* C.11 "unless it is the last round, minimize the number of maximum upfloaters (see A.7)";
* C.12 "unless it is the last round, minimize the number of times a maximum upfloater is
  upfloated".

The extracted draft prints the labels C.5-C.12 beside nine criteria: the two wordings of C.6
stand one after the other; B.4 ("C.8 and C.9") and B.6 ("C.9", shaded) confirm that C.8 and
C.9 are the colour criteria (docs/rulings.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from engine.pairing.common.basic_rules import may_get_pab, may_meet, same_absolute_colour
from engine.pairing.common.history import PrefStrength
from engine.pairing.dubov.definitions import DubovPlayer, Options


class Criterion(Enum):
    """The criteria of the revised text in their priority order; the values are the articles."""

    C1 = "C.1"
    C2 = "C.2"
    C3 = "C.3"
    C4 = "C.4"
    C5 = "C.5"
    C6 = "C.6"
    C7 = "C.7"
    C8 = "C.8"
    C9 = "C.9"
    C10 = "C.10"
    C11 = "C.11"
    C12 = "C.12"


QUALITY = (
    Criterion.C5,
    Criterion.C6,
    Criterion.C7,
    Criterion.C8,
    Criterion.C9,
    Criterion.C10,
    Criterion.C11,
    Criterion.C12,
)
"""The quality criteria, "given in descending priority"."""


class Weight(Enum):
    """The fields of the integer edge weights of the Dubov matchings (:class:`.packing.Fields`),
    named by the article each one weighs."""

    PAIRS = "a complete pairing"
    COVER = "C.4: every resident paired"
    RESIDENT_PAIRS = "C.5: residents paired with residents"
    B4_COUNT = "B.4: pairs inside the smaller subgroup"
    C6 = "C.6"
    C7 = "C.7"
    C8 = "C.8"
    C9 = "C.9"
    C10 = "C.10"
    C11 = "C.11"
    C12 = "C.12"
    B4_SET = "B.4, D.2: the set shifted"
    B5_SET = "B.5, D.2: the set shifted"
    SEQUENCE = "D.1: the sequence numbers of the upfloaters"
    CROSS = "1997 7.3/7.4: pairs of a White and a Black seeker"
    MOVED = "1997 7.3/7.4: the players moved to the other colour"


def c1_may_meet(a: DubovPlayer, b: DubovPlayer) -> bool:
    """C.1: not met before over the board, and not a pair the tournament forbids."""
    return may_meet(a.h, b.h)


def c2_may_get_pab(p: DubovPlayer) -> bool:
    """C.2: no PAB and no forfeit win so far."""
    return may_get_pab(p.h)


def c3_may_meet(a: DubovPlayer, b: DubovPlayer) -> bool:
    """C.3: not both with the same absolute colour preference (A.5.a is the common rule)."""
    return not same_absolute_colour(a.h, b.h)


def legal(a: DubovPlayer, b: DubovPlayer) -> bool:
    """C.1 and C.3 allow the pair."""
    return c1_may_meet(a, b) and c3_may_meet(a, b)


def c8_cost(a: DubovPlayer, b: DubovPlayer) -> int:
    """C.8: one player of the pair does not get his colour preference when both want the same
    colour (every player has a preference, A.5.d)."""
    return 1 if a.colour is b.colour else 0


def c9_cost(a: DubovPlayer, b: DubovPlayer, options: Options) -> int:
    """C.9: the player who loses the colour (the weaker preference, E.2) had a strong one.

    An absolute preference is also strong; two absolute ones never meet (C.3).
    """
    if not options.strong_colour_criterion or a.colour is not b.colour:
        return 0
    weaker = min(a.strength.value, b.strength.value)
    return 1 if weaker >= PrefStrength.STRONG.value else 0


def c6_key(scores: Sequence[int], options: Options) -> tuple[int, ...]:
    """C.6 as a key to maximise: the scores highest first (or, alternatively, lowest first,
    compared as their negatives so that a larger key is still better)."""
    if options.c6_lowest_first:
        return tuple(sorted(scores))
    return tuple(sorted(scores, reverse=True))


def c10_value(up: Sequence[DubovPlayer], last_round: bool) -> int:
    """C.10: upfloaters who upfloated in the previous round (0 in the last round)."""
    return 0 if last_round else sum(1 for p in up if p.upfloated_last)


def c11_value(up: Sequence[DubovPlayer], last_round: bool) -> int:
    """C.11: maximum upfloaters among the upfloaters (0 in the last round)."""
    return 0 if last_round else sum(1 for p in up if p.max_upfloater)


def c12_value(up: Sequence[DubovPlayer], last_round: bool) -> int:
    """C.12: the times the maximum upfloaters among the upfloaters have been upfloated,
    this upfloat included (0 in the last round)."""
    return 0 if last_round else sum(p.upfloats + 1 for p in up if p.max_upfloater)

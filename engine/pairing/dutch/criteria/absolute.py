"""C.04.3 C.1-C.3 (2026: C1-C3), the absolute criteria: may two players meet, may one take the PAB.

2017 text (seed ``000``):

- C.1 "see C.04.1.b (Two players shall not play against each other more than once)"
- C.2 "see C.04.1.d (A player who has already received a pairing-allocated bye, or has already
  scored a (forfeit) win due to an opponent not appearing in time, shall not receive the
  pairing-allocated bye)."
- C.3 "non-topscorers (see A.7) with the same absolute colour preference (see A6.a) shall not
  meet (see C.04.1.f and C.04.1.g)."

2026: the same three rules as C1-C3; C2 also bars a player who scored a win's points in one
round without playing (a full-point bye), which :attr:`PlayerHistory.pab_eligible` already
reads per edition (:mod:`engine.pairing.common.history`).
"""

from __future__ import annotations

from engine.pairing.common.basic_rules import may_meet
from engine.pairing.common.history import PlayerHistory, PrefStrength

c1_may_meet = may_meet
"""C.1 (C.04.1.b): two players shall not play against each other more than once; the rule every
system shares (:func:`~engine.pairing.common.basic_rules.may_meet`: played games only, C.04.2
D.6, and the pairs the tournament forbids), bound here without a call of its own: the bracket
solver asks it for every pair."""


def c3_colour_compatible(a: PlayerHistory, b: PlayerHistory) -> bool:
    """C.3: non-topscorers with the same absolute colour preference shall not meet.

    In the final round a pair containing a topscorer (A.7) is exempt.
    """
    if a.topscorer or b.topscorer:
        return True
    sa, ca = a.preference
    sb, cb = b.preference
    return not (sa is PrefStrength.ABSOLUTE and sb is PrefStrength.ABSOLUTE and ca is cb)


def compatible(a: PlayerHistory, b: PlayerHistory) -> bool:
    """Absolute criteria C.1 and C.3 for a pair."""
    return c1_may_meet(a, b) and c3_colour_compatible(a, b)


def c2_may_get_pab(a: PlayerHistory) -> bool:
    """C.2 (C.04.1.d): no second PAB, nor a PAB after a forfeit win."""
    return a.pab_eligible

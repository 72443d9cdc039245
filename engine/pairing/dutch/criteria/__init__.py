"""C.04.3 C: the pairing criteria of the Dutch system (2017 text), one function each.

Absolute criteria (C.1-C.3) decide whether two players may be paired at all. Quality criteria
(C.5-C.19) are costs of a candidate; the bracket solver turns them into matching weights with
the priority order of the text. Each function documents its article.
"""

from __future__ import annotations

from engine.model import Colour
from engine.pairing.common.history import Float, PlayerHistory, PrefStrength
from engine.pairing.dutch.colours import allocate


def c1_may_meet(a: PlayerHistory, b: PlayerHistory) -> bool:
    """C.1 (C.04.1.b): two players shall not play against each other more than once.

    Forfeited games are not games (C.04.2 D.6), so only games played count; pairs the
    tournament forbids (XXP) are treated the same way.
    """
    return b.id not in a.opponents and b.id not in a.forbidden


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


def colour_costs(a: PlayerHistory, b: PlayerHistory, initial: Colour) -> tuple[int, int, int, int]:
    """Costs of a pair under C.8, C.9, C.10 and C.11 (in that order).

    C.8: topscorers or their opponents who get |colour difference| > 2.
    C.9: topscorers or their opponents who get the same colour three times in a row.
    C.10: players who do not get their colour preference.
    C.11: players who do not get their strong colour preference (absolute counts as strong).
    """
    sa, ca = a.preference
    sb, cb = b.preference
    c10 = c11 = 0
    if ca is not None and ca is cb:
        c10 = 1
        if sa.value >= PrefStrength.STRONG.value and sb.value >= PrefStrength.STRONG.value:
            c11 = 1
    c8 = c9 = 0
    if a.topscorer or b.topscorer:
        d = allocate(a, b, initial)
        for p, colour in ((d.white, Colour.WHITE), (d.black, Colour.BLACK)):
            cd = p.colour_difference + (1 if colour is Colour.WHITE else -1)
            if abs(cd) > 2:
                c8 += 1
            if len(p.colours) >= 2 and p.colours[-1] is colour and p.colours[-2] is colour:
                c9 += 1
    return c8, c9, c10, c11


def repeated_float(p: PlayerHistory, got: Float, rounds_back: int) -> bool:
    """True when ``p`` receives the float ``got`` that he also received ``rounds_back`` ago.

    Used by C.12/C.14 (downfloats) and C.13/C.15 (upfloats).
    """
    return got is not Float.NONE and p.float_before(rounds_back) is got

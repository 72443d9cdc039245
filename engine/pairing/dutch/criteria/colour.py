"""C.04.3 C.8-C.11 (2026: C10-C13), the colour criteria, as the costs of one pair.

2017 text (seed ``000``), in descending priority:

- C.8 "minimize the number of topscorers or topscorers' opponents who get a colour difference
  higher than +2 or lower than -2."
- C.9 "minimize the number of topscorers or topscorers' opponents who get the same colour three
  times in a row."
- C.10 "minimize the number of players who do not get their colour preference."
- C.11 "minimize the number of players who do not get their strong colour preference."

2026 renumbers them C10-C13 and keeps their meaning.
"""

from __future__ import annotations

from engine.model import Colour
from engine.pairing.common.history import PlayerHistory, PrefStrength
from engine.pairing.dutch.colours import allocate


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

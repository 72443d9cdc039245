"""C.04.4.3 2.1, 5.1 and 6.1: which two players are compatible.

2.1: "Two players who have not yet played each other are said to be compatible provided that
the pairing will not require either player to have the same colour in three successive rounds,
or to have three more of one colour than the other."

6.1: "In the last round, the general principle C.04.1.e, requiring players with the same score
to be paired if they had not met in an earlier round, shall have priority over alternation and
equalisation of colours" - in the last round two players with the same score who have not met
are compatible whatever their colours (reading L3).

Colours are those of games played over the board, C.04.2 D.5 (the compressed history).
"""

from __future__ import annotations

from engine.model import Colour
from engine.pairing.common.basic_rules import may_meet
from engine.pairing.common.history import PlayerHistory

BOTH = frozenset((Colour.WHITE, Colour.BLACK))


def permitted_colours(p: PlayerHistory) -> frozenset[Colour]:
    """The colours ``p`` may receive under 5.1.a and 5.1.b.

    >>> from engine.model import PlayerId
    >>> from engine.pairing.common.history import colour_preference
    >>> def h(cols):
    ...     return PlayerHistory(PlayerId(1), 0, 0, cols, frozenset(), frozenset(), (), True,
    ...                          1, False, sum(1 if c is Colour.WHITE else -1 for c in cols),
    ...                          colour_preference(cols))
    >>> sorted(c.value for c in permitted_colours(h((Colour.WHITE, Colour.WHITE))))
    ['b']
    >>> sorted(c.value for c in permitted_colours(h((Colour.WHITE, Colour.BLACK))))
    ['b', 'w']
    """
    allowed = set(BOTH)
    cols = p.colours
    if len(cols) >= 2 and cols[-1] is cols[-2]:
        allowed.discard(cols[-1])  # 5.1.a: not the same colour in three successive rounds
    if p.colour_difference >= 2:
        allowed.discard(Colour.WHITE)  # 5.1.b: not three more whites than blacks
    if p.colour_difference <= -2:
        allowed.discard(Colour.BLACK)  # 5.1.b: not three more blacks than whites
    return frozenset(allowed)


def colours_permit(a: PlayerHistory, b: PlayerHistory) -> bool:
    """2.1 (colour part): some allocation gives each a permitted colour (5.1.a, 5.1.b)."""
    pa, pb = permitted_colours(a), permitted_colours(b)
    return (Colour.WHITE in pa and Colour.BLACK in pb) or (
        Colour.BLACK in pa and Colour.WHITE in pb
    )


def compatible(a: PlayerHistory, b: PlayerHistory, last_round: bool) -> bool:
    """2.1 with the 6.1 exception of the last round."""
    if not may_meet(a, b):
        return False  # C.04.1.b: they played each other (or the tournament forbids the pair)
    if last_round and a.score == b.score:
        return True  # 6.1: the same score has priority over colours in the last round
    return colours_permit(a, b)

"""Colour allocation of the Burstein System: E.0-E.4 (2017-2025) and 5.1/5.4 (older text).

C.04.4.2 (2017-2025), for each pair with descending priority:

* E.0 "When both players have yet to play a game, if the higher ranked player (according to
  A.7) has an odd pairing number, give him the initialcolour; otherwise give him the opposite
  colour."
* E.1 "Grant both colour preferences."
* E.2 "Grant the stronger colour preference."
* E.3 "Taking into account C.04.2.D.5, alternate the colours to the most recent time in which
  one player had white and the other black."
* E.4 "Grant the colour preference of the higher ranked player (see A.7)."

The older text 5.4 lists the same steps (due colours, equalising, alternating from the first
difference, the higher SB, Buchholz, ...); 5.1 gives the initial colour to player No. 1 and to
the odd numbers of the top half (reading L9).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.model import Colour
from engine.pairing.common.history import PlayerHistory, PrefStrength


@dataclass(frozen=True, slots=True)
class ColourDecision:
    """Who has White in a pair and which rule decided."""

    white: PlayerHistory
    black: PlayerHistory
    rule: str  # "E.0" ... "E.4"


RULE_TEXT = {
    "E.0": "neither has played a game: the higher ranked player's pairing number decides",
    "E.1": "both colour preferences granted",
    "E.2": "the stronger colour preference is granted",
    "E.3": "colours alternate from the most recent round with different colours",
    "E.4": "the higher ranked player's preference is granted",
}


def allocate(
    a: PlayerHistory,
    b: PlayerHistory,
    initial: Colour,
    a_ranks_higher: bool,
    a_first_by_number: bool,
) -> ColourDecision:
    """Apply E.0-E.4 to the pair (a, b).

    ``a_ranks_higher``: ``a`` is the higher ranked player for E.4 (A.7 / older 3.2);
    ``a_first_by_number``: ``a`` is the higher ranked player for E.0.
    """
    sa, ca = a.preference
    sb, cb = b.preference

    def grant(p: PlayerHistory, colour: Colour, rule: str) -> ColourDecision:
        other = b if p is a else a
        if colour is Colour.WHITE:
            return ColourDecision(p, other, rule)
        return ColourDecision(other, p, rule)

    if ca is None and cb is None:
        # E.0: e5_index is the pairing number among the players in the pairing (C.04.2)
        top = a if a_first_by_number else b
        colour = initial if top.e5_index % 2 == 1 else initial.opposite
        return grant(top, colour, "E.0")
    if ca is not cb:
        # E.1: a player without preference accepts either colour (A.4.d)
        if ca is not None:
            return grant(a, ca, "E.1")
        assert cb is not None
        return grant(b, cb, "E.1")
    assert ca is not None
    if sa is not sb:
        # E.2: absolute before strong before mild (both absolute cannot meet: C.3)
        return grant(a, ca, "E.2") if sa.value > sb.value else grant(b, ca, "E.2")
    for x, y in zip(reversed(a.colours), reversed(b.colours), strict=False):
        if x is not y:
            return grant(a, y, "E.3")  # a alternates to the colour b had then
    return grant(a if a_ranks_higher else b, ca, "E.4")


def is_absolute(p: PlayerHistory) -> bool:
    """A.4.a: the player has an absolute colour preference."""
    return p.preference[0] is PrefStrength.ABSOLUTE

"""C.04.3 E: colour allocation rules, applied to each pair with descending priority."""

from __future__ import annotations

from dataclasses import dataclass

from engine.model import Colour
from engine.pairing.common.history import PlayerHistory, PrefStrength


@dataclass(frozen=True, slots=True)
class ColourDecision:
    """The outcome of E.1-E.5 for one pair: who has White and which rule decided."""

    white: PlayerHistory
    black: PlayerHistory
    rule: str  # "E.1" ... "E.5"


def ranks_higher(a: PlayerHistory, b: PlayerHistory) -> bool:
    """A.2: ``a`` ranks higher than ``b`` (higher pairing score, then lower pairing number)."""
    return (a.score, -a.id) > (b.score, -b.id)


def allocate(a: PlayerHistory, b: PlayerHistory, initial: Colour) -> ColourDecision:
    """Apply E.1-E.5 to the pair (a, b)."""
    sa, ca = a.preference
    sb, cb = b.preference

    def give(player_white: PlayerHistory, rule: str) -> ColourDecision:
        other = b if player_white is a else a
        return ColourDecision(player_white, other, rule)

    def grant(p: PlayerHistory, colour: Colour, rule: str) -> ColourDecision:
        if colour is Colour.WHITE:
            return give(p, rule)
        return give(b if p is a else a, rule)

    # E.1: grant both colour preferences (a player without preference accepts any, A.6.d)
    if ca is not None and cb is not None and ca is not cb:
        return grant(a, ca, "E.1")
    if ca is not None and cb is None:
        return grant(a, ca, "E.1")
    if cb is not None and ca is None:
        return grant(b, cb, "E.1")
    if ca is not None and cb is not None:
        # same colour wanted. E.2: grant the stronger preference
        if sa is not sb:
            return grant(a, ca, "E.2") if sa.value > sb.value else grant(b, cb, "E.2")
        if sa is PrefStrength.ABSOLUTE:
            # both absolute (topscorers): grant the wider colour difference
            da, db = abs(a.colour_difference), abs(b.colour_difference)
            if da != db:
                return grant(a, ca, "E.2") if da > db else grant(b, cb, "E.2")
    # E.3: alternate to the most recent time one had White and the other Black
    # (C.04.2 D.5: played games only, histories compared from the latest game backwards)
    for x, y in zip(reversed(a.colours), reversed(b.colours), strict=False):
        if x is not y:
            return grant(a, x.opposite, "E.3")
    higher = a if ranks_higher(a, b) else b
    # E.4: grant the colour preference of the higher ranked player
    _, ch = higher.preference
    if ch is not None:
        return grant(higher, ch, "E.4")
    # E.5: odd pairing number -> initial colour (the number counts players in the pairing)
    colour = initial if higher.e5_index % 2 == 1 else initial.opposite
    return grant(higher, colour, "E.5")

"""E. Colour allocation rules of the revised Dubov text.

"For each pair apply (with descending priority):
E.0 When both players have yet to play a game, if the higher ranked player (the player who has
more points or, when points are equal, a higher position in the initial ranking list) has an
odd pairing number, give him the initial-colour; otherwise give him the opposite colour.
E.1 Grant both colour preferences.
E.2 Grant the stronger colour preference.
E.3 Taking into account C.04.2.D.5, alternate the colours to the most recent time in which one
player had white and the other black.
E.4 Grant the colour preference of the higher ranked player (see E.0)."

C.04.2 D.5: only played games count, so the colour histories are those of played games.
"More points" is the pairing score (points plus acceleration). The pairing number of E.0 is the
player's pairing number in the file (C.04.2 B: given by the initial ranking; a player absent
from the round keeps his number, so the parity is not renumbered around him).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.model import Colour
from engine.pairing.dubov.definitions import DubovPlayer

RULE_TEXT = {
    "E.0": (
        "both have yet to play a game: the higher ranked player gets the initial-colour if his "
        "pairing number is odd, otherwise the opposite colour"
    ),
    "E.1": "grant both colour preferences",
    "E.2": "grant the stronger colour preference",
    "E.3": (
        "alternate the colours to the most recent time in which one player had white and the "
        "other black (C.04.2 D.5)"
    ),
    "E.4": "grant the colour preference of the higher ranked player",
}


@dataclass(frozen=True, slots=True)
class Decision:
    """Who has White, and by which rule."""

    white: DubovPlayer
    black: DubovPlayer
    rule: str


def higher_ranked(a: DubovPlayer, b: DubovPlayer) -> tuple[DubovPlayer, DubovPlayer]:
    """E.0: more points, then the higher position in the initial ranking list."""
    if (-a.score, a.rank) <= (-b.score, b.rank):
        return a, b
    return b, a


def allocate(a: DubovPlayer, b: DubovPlayer, initial: Colour) -> Decision:
    """E.0-E.4 for the pair a-b."""
    hi, lo = higher_ranked(a, b)

    def give(player: DubovPlayer, colour: Colour, rule: str) -> Decision:
        other = lo if player is hi else hi
        if colour is Colour.WHITE:
            return Decision(player, other, rule)
        return Decision(other, player, rule)

    if hi.games == 0 and lo.games == 0:  # E.0
        odd = hi.rank % 2 == 1
        return give(hi, initial if odd else initial.opposite, "E.0")
    if hi.colour is not lo.colour:  # E.1
        return give(hi, hi.colour, "E.1")
    if hi.strength is not lo.strength:  # E.2
        stronger = hi if hi.strength.value > lo.strength.value else lo
        return give(stronger, stronger.colour, "E.2")
    # E.3: the latest round (of played games, counted back from the last) in which they differ
    ca, cb = hi.h.colours, lo.h.colours
    for x, y in zip(reversed(ca), reversed(cb), strict=False):
        if x is not y:
            return give(hi, y, "E.3")  # each takes the other's colour of that time
    return give(hi, hi.colour, "E.4")

"""B.0: the pairing-allocated bye, assigned before any bracket is paired (A.8).

"B.0 The pairing-allocated-bye is assigned to the player who:
a. has neither received a pairing-allocated-bye, nor scored a (forfeit) win in the previous
   rounds (see C.2)
b. allows a complete pairing of all the remaining players (see C.4)
c. has the lowest score
d. has played the highest number of games
e. occupies the lowest position in the initial ranking list (see A.2)"

d. counts games played over the board (a forfeit or a bye is not a game, C.04.2 D.5).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.pairing.common.cardinality import CardinalityMatcher
from engine.pairing.dubov import criteria
from engine.pairing.dubov.definitions import DubovPlayer


def bye_key(p: DubovPlayer) -> tuple[int, int, int]:
    """B.0 c-e as a key, smallest first: lowest score, most games, lowest ranking."""
    return (p.score, -p.games, -p.rank)


def assign_bye(
    players: Sequence[DubovPlayer], everyone: CardinalityMatcher
) -> tuple[int | None, int]:
    """The vertex that receives the PAB (None: even number of players) and how many players
    satisfied B.0.a and B.0.b; -1 when nobody may receive it."""
    if len(players) % 2 == 0:
        return None, 0
    completes = everyone.left_out_alone()  # B.0.b / C.4
    candidates = [v for v, p in enumerate(players) if criteria.c2_may_get_pab(p) and v in completes]
    if not candidates:
        return -1, 0
    return min(candidates, key=lambda v: bye_key(players[v])), len(candidates)

"""C.04.4.3 1.1 and 7.1: the pairing-allocated bye.

1.1: "In addition of what is stated in the basic rules (C.04.1.c), the pairing-allocated bye is
awarded to the player with the lowest rank in the lowest score-group." C.04.1.d: not to a player
who already had it or scored a (forfeit) win by an opponent's absence. Reading L5: when the
lowest score-group has no such player, the next score-group up is looked at; a player whose
bye would leave the others without any complete pairing (C.04.1.b with 2.1) is passed over.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.pairing.common.history import PlayerHistory


def bye_candidates(players: Sequence[PlayerHistory]) -> list[PlayerHistory]:
    """Players who may receive the bye (C.04.1.d), in the order 1.1 tries them: lowest
    score-group first, lowest rank (the last pairing number) first."""
    return sorted((p for p in players if p.pab_eligible), key=lambda p: (p.score, -p.id))


def choose_bye(
    players: Sequence[PlayerHistory],
    others_pairable: Callable[[PlayerHistory], bool],
) -> tuple[PlayerHistory | None, tuple[tuple[int, str], ...]]:
    """The bye receiver and the players passed over with the reason (None: nobody may)."""
    passed: list[tuple[int, str]] = []
    for p in bye_candidates(players):
        if others_pairable(p):
            return p, tuple(passed)
        passed.append((p.id, "the others could not all be paired (C.04.1.b, 2.1)"))
    return None, tuple(passed)

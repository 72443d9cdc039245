"""C.04.3 A.9 (2026: C4): can these players still complete the round-pairing?

A round-pairing is complete when every player is paired but at most one, who receives the PAB
(A.9; C.1-C.3 hold, C.2 for the PAB). 2017 asks it of the PPB's downfloaters with every lower
player (C.4); 2026 of every bracket (C4), and of the look-ahead's pairs (ruling N-2).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.model import PlayerId
from engine.pairing.common.history import PlayerHistory
from engine.pairing.common.matching import has_perfect_matching
from engine.pairing.dutch import criteria


def completable(
    players: Sequence[PlayerHistory], forced: frozenset[PlayerId] = frozenset()
) -> bool:
    """A.9: can these players all be paired (one of them taking the PAB if odd)?

    A greedy pass from the bottom of the list proves completability almost always in linear
    time; only when it gets stuck is the exact matching test needed.
    """
    greedy = _greedy_completes(players, forced)
    if greedy is not None:
        return greedy
    n = len(players)
    adjacency: list[list[int]] = [[] for _ in range(n + (n % 2))]
    for i in range(n):
        for j in range(i + 1, n):
            a, b = players[i], players[j]
            if forced and (a.id in forced) != (b.id in forced):
                continue  # "why not A against B?": A and B may only meet each other
            if criteria.compatible(a, b):
                adjacency[i].append(j)
                adjacency[j].append(i)
    if n % 2 == 1:
        bye = n
        for i in range(n):
            if criteria.c2_may_get_pab(players[i]):
                adjacency[i].append(bye)
                adjacency[bye].append(i)
    return has_perfect_matching(len(adjacency), adjacency)


def _greedy_completes(players: Sequence[PlayerHistory], forced: frozenset[PlayerId]) -> bool | None:
    """True when a first-fit pass from the bottom pairs everybody (the lowest player who
    may take the PAB taking it), False when an odd number of players has nobody who may
    take the PAB (C.2), None when the pass gets stuck (which proves nothing)."""

    def ok(a: PlayerHistory, b: PlayerHistory) -> bool:
        if forced and (a.id in forced) != (b.id in forced):
            return False
        return criteria.compatible(a, b)

    pool = list(reversed(players))
    if len(players) % 2 == 1:
        eligible = [p for p in pool if criteria.c2_may_get_pab(p)]
        if not eligible:
            return False
        pool.remove(eligible[0])
    free = [True] * len(pool)
    for i, a in enumerate(pool):
        if not free[i]:
            continue
        free[i] = False
        for j in range(i + 1, len(pool)):
            if free[j] and ok(a, pool[j]):
                free[j] = False
                break
        else:
            return None
    return True


def lookahead_extends(
    groups: Sequence[Sequence[PlayerHistory]], gi: int, forced: frozenset[PlayerId]
) -> bool:
    """2026 (ruling N-2): does every pairing of bracket ``gi + 1`` with the most pairs, one
    downfloater of bracket ``gi`` included, leave the players below it completable? With an
    odd following scoregroup nobody of it is left over; with an even one, any of its
    residents may be (the downfloater takes his partner), so each is tried."""
    following = groups[gi + 1]
    below = [p for g in groups[gi + 2 :] for p in g]
    if len(following) % 2 == 1:
        return completable(below, forced)
    return all(completable([r, *below], forced) for r in following)

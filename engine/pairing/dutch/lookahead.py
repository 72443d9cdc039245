"""C.04.3 C.7 (2026: C8): the look-ahead into the following bracket, reduced when it can be.

C.7 (2017): "if the current bracket is neither the PPB nor the CLB (see A.9): choose the set of
downfloaters in order first to maximize the number of pairs and then to minimize the PSD (see
C.5 and C.6) in the following bracket (just in the following bracket)." 2026 C8 asks the same
of the following bracket with its own C6 and C7 (the downfloaters' scores). The general
matching takes the following scoregroup into its graph (:mod:`.search`); with one downfloater
the look-ahead is often a cost of that player alone, and the scoregroup can leave the graph.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model import PlayerId
from engine.pairing.common.matching import greedy_matching

if TYPE_CHECKING:
    from engine.pairing.dutch.bracket import BracketSolver


def single_floater_costs(solver: BracketSolver) -> dict[PlayerId, int] | None:
    """C.7 with one downfloater v, as a cost of v alone: each v's cost, or None when the
    following bracket must stay in the graph.

    If every v could be paired in the following bracket while that bracket keeps its maximum
    number of pairs, the following bracket's pairs are the same whoever floats and its PSD
    differs only by v's own score difference. Then C.7 is a cost of v alone and the following
    scoregroup can leave the graph (exactly).

    2026 C8 (the following bracket's pairs, then its downfloaters' scores): the pairs are
    the same and its downfloater, if any, is one of its residents, all of one score, so C8
    is the same for every v (no cost at all). C8 counts those pairs only within a complete
    round-pairing (ruling N-2), so the reduction also needs every such pairing of the
    following bracket to leave the lower players completable (``lookahead_extends``).
    """
    if not _pairs_the_same(solver):
        return None
    if solver.new_rules:
        extends = solver.lookahead_extends
        return {} if extends is not None and extends() else None
    # 2017: v's pair in the following bracket enters its PSD
    s_next = solver.following[0].score
    return {v.id: solver.costs.next_sd.cost(v.score - s_next) for v in solver.players}


def _pairs_the_same(solver: BracketSolver) -> bool:
    """Whether the following bracket pairs as many players whichever v downfloats (a greedy
    maximum matching of it, and for each v a partner that keeps the number of pairs)."""
    fol = solver.following
    m = len(fol)
    idx = {p.id: i for i, p in enumerate(fol)}
    adj: list[list[int]] = [[] for _ in range(m)]
    for i in range(m):
        for j in range(i + 1, m):
            if solver.compatible(fol[i], fol[j]):
                adj[i].append(j)
                adj[j].append(i)
    mate = greedy_matching(m, adj)
    size = sum(1 for x in mate if x != -1) // 2
    if size < m // 2:
        return False  # not evident: keep the exact formulation
    free = [i for i in range(m) if mate[i] == -1]
    for v in solver.players:
        partners = [idx[r.id] for r in fol if solver.compatible(v, r)]
        if not partners:
            return False
        if m % 2 == 0:
            continue  # v takes a partner, whose mate floats instead: pairs unchanged
        u = free[0]
        if u in partners:
            continue
        if any(solver.compatible(fol[mate[r]], fol[u]) for r in partners if mate[r] != -1):
            continue  # v-r, r's mate with the free player
        return False
    return True

"""Maximum-weight matching on general graphs (Edmonds' blossom algorithm).

Weights are Python integers of any size; the bracket solvers pack their criteria into one
integer whose bit fields follow the priority order of the rules. The matcher only sees
vertices ``0..n-1`` and integer edge weights, and is exact (integer arithmetic throughout).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.pairing.common.blossom import max_weight_matching as exact


def max_weight_matching(n: int, edges: Iterable[tuple[int, int, int]]) -> list[int]:
    """Return ``mate`` with ``mate[v]`` the partner of ``v`` or -1, maximising total weight.

    Only positive-weight edges can be useful; the matching need not be of maximum
    cardinality (the weights say what is worth pairing).
    """
    return exact(n, edges if isinstance(edges, Sequence) else list(edges))


def has_perfect_matching(n: int, adjacency: Sequence[Sequence[int]]) -> bool:
    """True when the graph on ``0..n-1`` has a matching covering every vertex."""
    if n % 2 == 1:
        return False
    if n == 0:
        return True
    # Greedy first (cheap, succeeds almost always); Edmonds only when greedy gets stuck.
    mate = greedy_matching(n, adjacency)
    if all(m != -1 for m in mate):
        return True
    return all(m != -1 for m in _maximum_cardinality(n, adjacency))


def greedy_matching(n: int, adjacency: Sequence[Sequence[int]]) -> list[int]:
    """A maximal matching, pairing the least connected vertices first."""
    mate = [-1] * n
    order = sorted(range(n), key=lambda v: len(adjacency[v]))
    for v in order:
        if mate[v] != -1:
            continue
        best = -1
        for u in adjacency[v]:
            if (
                mate[u] == -1
                and u != v
                and (best == -1 or len(adjacency[u]) < len(adjacency[best]))
            ):
                best = u
        if best != -1:
            mate[v] = best
            mate[best] = v
    return mate


def max_cardinality(n: int, adjacency: Sequence[Sequence[int]]) -> int:
    """Size of a maximum-cardinality matching of the graph on ``0..n-1``."""
    mate = greedy_matching(n, adjacency)
    size = sum(1 for m in mate if m != -1) // 2
    if 2 * size >= n - 1:
        return size  # nothing larger exists
    return sum(1 for m in _maximum_cardinality(n, adjacency) if m != -1) // 2


def _maximum_cardinality(n: int, adjacency: Sequence[Sequence[int]]) -> list[int]:
    """A maximum-cardinality matching's ``mate`` list, by Edmonds (every weight 1)."""
    # With every weight 1, a maximum-weight matching is a maximum-cardinality one.
    unit = [(v, u, 1) for v in range(n) for u in adjacency[v] if u > v]
    return exact(n, unit)

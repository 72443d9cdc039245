"""Maximum-weight matching on general graphs (Edmonds' blossom algorithm).

Weights are Python integers of any size; the bracket solvers pack their criteria into one
integer whose bit fields follow the priority order of the rules. The matcher only sees
vertices ``0..n-1`` and integer edge weights, and is exact (integer arithmetic throughout).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import networkx as nx


def max_weight_matching(n: int, edges: Iterable[tuple[int, int, int]]) -> list[int]:
    """Return ``mate`` with ``mate[v]`` the partner of ``v`` or -1, maximising total weight.

    Only positive-weight edges can be useful; the matching need not be of maximum
    cardinality (the weights say what is worth pairing).
    """
    g: nx.Graph[int] = nx.Graph()
    g.add_nodes_from(range(n))
    for u, v, w in edges:
        if w > 0:
            g.add_edge(u, v, weight=w)
    mate = [-1] * n
    for u, v in nx.max_weight_matching(g, maxcardinality=False, weight="weight"):
        mate[u] = v
        mate[v] = u
    return mate


def has_perfect_matching(n: int, adjacency: Sequence[Sequence[int]]) -> bool:
    """True when the graph on ``0..n-1`` has a matching covering every vertex."""
    if n % 2 == 1:
        return False
    if n == 0:
        return True
    # Greedy first (cheap, succeeds almost always); Edmonds only when greedy gets stuck.
    order = sorted(range(n), key=lambda v: len(adjacency[v]))
    mate = [-1] * n
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
    if all(m != -1 for m in mate):
        return True
    g: nx.Graph[int] = nx.Graph()
    g.add_nodes_from(range(n))
    for v in range(n):
        for u in adjacency[v]:
            if u > v:
                g.add_edge(u, v)
    m = nx.max_weight_matching(g, maxcardinality=True)
    return 2 * len(m) == n


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
    g: nx.Graph[int] = nx.Graph()
    g.add_nodes_from(range(n))
    for v in range(n):
        for u in adjacency[v]:
            if u > v:
                g.add_edge(u, v)
    return len(nx.max_weight_matching(g, maxcardinality=True))

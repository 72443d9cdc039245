"""The exact maximum-weight matching of engine/pairing/common/blossom.py, against references.

networkx.max_weight_matching is exact with integer weights and is the main reference; for
small graphs an exhaustive search over all matchings is a second, independent one.  Only the
total weight is compared (optimal matchings need not be unique); every result is also checked
to be a matching of the graph.  Graph families: small integer weights, huge (1,000-bit and
1,500-bit) weights, many ties, odd cycles that force blossoms (nested ones too), lexicographic
weights packed as bit fields like the bracket solver's, non-positive weights.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache

import networkx as nx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.pairing.common import blossom, matching
from engine.pairing.common.blossom import max_weight_matching

Edge = tuple[int, int, int]


# ---- references and checks -------------------------------------------------------------------


def nx_total(n: int, edges: list[Edge]) -> int:
    g: nx.Graph[int] = nx.Graph()
    g.add_nodes_from(range(n))
    for u, v, w in edges:
        if w > 0 and (not g.has_edge(u, v) or g[u][v]["weight"] < w):
            g.add_edge(u, v, weight=w)
    return sum(g[u][v]["weight"] for u, v in nx.max_weight_matching(g, maxcardinality=False))


def brute_total(n: int, edges: list[Edge]) -> int:
    """Best total over all matchings, by dynamic programming over vertex subsets (n <= 16)."""
    weight: dict[tuple[int, int], int] = {}
    for u, v, w in edges:
        key = (min(u, v), max(u, v))
        weight[key] = max(weight.get(key, 0), w)
    nbrs: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for (u, v), w in weight.items():
        if w > 0:
            nbrs[u].append((v, w))
            nbrs[v].append((u, w))

    @cache
    def best(mask: int) -> int:
        if not mask:
            return 0
        v = (mask & -mask).bit_length() - 1
        rest = mask & ~(1 << v)
        out = best(rest)  # v stays unmatched
        for u, w in nbrs[v]:
            if rest >> u & 1:
                out = max(out, w + best(rest & ~(1 << u)))
        return out

    return best((1 << n) - 1)


def matched_total(n: int, edges: list[Edge], mate: list[int]) -> int:
    """Total weight of ``mate``, after checking that it is a matching made of graph edges."""
    assert len(mate) == n
    weight: dict[tuple[int, int], int] = {}
    for u, v, w in edges:
        key = (min(u, v), max(u, v))
        weight[key] = max(weight.get(key, w), w)
    total = 0
    for v, m in enumerate(mate):
        if m == -1:
            continue
        assert 0 <= m < n and m != v
        assert mate[m] == v, "mate must be symmetric"
        assert (min(v, m), max(v, m)) in weight, "matched pairs must be edges"
        if v < m:
            total += weight[(v, m)]
    return total


def solve(n: int, edges: list[Edge]) -> int:
    return matched_total(n, edges, max_weight_matching(n, edges))


# ---- graph families ----------------------------------------------------------------------------


def _pairs(rng: random.Random, n: int, density: float) -> list[tuple[int, int]]:
    chosen = [(i, j) for i in range(n) for j in range(i + 1, n) if rng.random() < density]
    return [(i, j) if rng.random() < 0.5 else (j, i) for i, j in chosen]


def small_weights(rng: random.Random, n: int, density: float) -> list[Edge]:
    return [(u, v, rng.randint(1, 12)) for u, v in _pairs(rng, n, density)]


def huge_weights(rng: random.Random, n: int, density: float) -> list[Edge]:
    return [(u, v, rng.getrandbits(1000)) for u, v in _pairs(rng, n, density)]


def tied_weights(rng: random.Random, n: int, density: float) -> list[Edge]:
    values = [5, 5, 5, 5, 6] if rng.random() < 0.5 else [1 << 900] * 3 + [(1 << 900) + 1]
    return [(u, v, rng.choice(values)) for u, v in _pairs(rng, n, density)]


def blossom_weights(rng: random.Random, n: int, density: float) -> list[Edge]:
    """Heavy odd cycles (and triangles of cycles) under light random edges: blossoms are
    formed, nested, used for augmentation, relabelled T and expanded.
    """
    weight: dict[tuple[int, int], int] = {}
    order = list(range(n))
    rng.shuffle(order)
    i = 0
    while i + 3 <= n:
        length = min(rng.choice([3, 3, 5, 7]), n - i)
        if length % 2 == 0:
            length -= 1
        cycle = order[i : i + length]
        base = rng.randint(40, 60)
        for a in range(length):
            x, y = cycle[a], cycle[(a + 1) % length]
            weight[(min(x, y), max(x, y))] = base + rng.randint(0, 3)
        i += length
    for u, v in _pairs(rng, n, density):
        key = (min(u, v), max(u, v))
        if key not in weight:
            weight[key] = rng.randint(1, 70)
    return [(u, v, w) for (u, v), w in weight.items()]


def lexicographic_weights(rng: random.Random, n: int, density: float) -> list[Edge]:
    """Criteria packed into bit fields, most significant first, like the bracket solver's:
    a constant top field (every pair counts), small signed criteria, and a sum of powers
    that orders the pairs lexicographically.
    """
    fields = rng.randint(2, 6)
    width = rng.choice([6, 20, 64, 200])
    top = 1 << ((fields + 1) * width + 2 * n + 2)
    out = []
    for u, v in _pairs(rng, n, density):
        w = top
        for f in range(fields):
            w += rng.randint(-2, 3) << ((f + 1) * width + 2 * n + 2)
        w += (1 << (2 * min(u, v))) + (1 << (2 * max(u, v) + 1))
        out.append((u, v, w))
    return out


def signed_weights(rng: random.Random, n: int, density: float) -> list[Edge]:
    return [(u, v, rng.randint(-6, 10)) for u, v in _pairs(rng, n, density)]


FAMILIES: list[Callable[[random.Random, int, float], list[Edge]]] = [
    small_weights,
    huge_weights,
    tied_weights,
    blossom_weights,
    lexicographic_weights,
    signed_weights,
]
DENSITIES = [0.1, 0.2, 0.35, 0.5, 0.75, 1.0]


# ---- seeded random loops -----------------------------------------------------------------------


@pytest.mark.parametrize("family", FAMILIES, ids=lambda f: f.__name__)
def test_matches_networkx_on_random_graphs(family: Callable[..., list[Edge]]) -> None:
    rng = random.Random(f"blossom-{family.__name__}")
    for i in range(250):
        n = rng.randint(0, 40) if i % 4 == 0 else rng.randint(0, 18)
        density = DENSITIES[i % len(DENSITIES)]
        edges = family(rng, n, density)
        assert solve(n, edges) == nx_total(n, edges), (n, edges)


@pytest.mark.parametrize("family", FAMILIES, ids=lambda f: f.__name__)
def test_matches_exhaustive_search_on_small_graphs(family: Callable[..., list[Edge]]) -> None:
    rng = random.Random(f"brute-{family.__name__}")
    for i in range(150):
        n = rng.randint(0, 11)
        edges = family(rng, n, DENSITIES[i % len(DENSITIES)])
        assert solve(n, edges) == brute_total(n, edges), (n, edges)


def test_large_dense_graphs_with_1500_bit_weights() -> None:
    rng = random.Random(1500)
    for n, density in ((61, 0.95), (70, 0.3)):
        edges = [(u, v, rng.getrandbits(1500)) for u, v in _pairs(rng, n, density)]
        assert solve(n, edges) == nx_total(n, edges)


def test_larger_graphs_of_every_family() -> None:
    # Big enough for the candidate heaps to be pruned and for deep blossom nesting.
    rng = random.Random(99)
    for family in FAMILIES:
        n = 56
        edges = family(rng, n, 0.6)
        assert solve(n, edges) == nx_total(n, edges), family.__name__


# ---- every dual step checked against all edges ---------------------------------------------------


@pytest.fixture
def self_check(monkeypatch: pytest.MonkeyPatch) -> None:
    """Have the matcher check every dual step against all edges and blossoms (O(m) a step)."""
    monkeypatch.setattr(blossom, "_SELF_CHECK", True)


def few_weights(rng: random.Random, n: int, density: float) -> list[Edge]:
    return [(u, v, rng.randint(1, 3)) for u, v in _pairs(rng, n, rng.random())]


def sparse_weights(rng: random.Random, n: int, density: float) -> list[Edge]:
    # Average degree 1 to 3: vertices often have no S-neighbour at all.
    degree = rng.choice([1.0, 1.5, 2.0, 3.0])
    return [(u, v, rng.randint(1, 9)) for u, v in _pairs(rng, n, degree / max(n, 1))]


@pytest.mark.usefixtures("self_check")
@pytest.mark.parametrize(
    "family", [*FAMILIES, few_weights, sparse_weights], ids=lambda f: f.__name__
)
def test_every_dual_step_is_the_largest_feasible_one(family: Callable[..., list[Edge]]) -> None:
    # The candidates for a step are found lazily (heaps, bounds, cached best edges); the
    # self-check recomputes the step from scratch and fails on any difference.
    rng = random.Random(f"self-check-{family.__name__}")
    for i in range(60):
        n = rng.randint(2, 30)
        edges = family(rng, n, DENSITIES[i % len(DENSITIES)])
        assert solve(n, edges) == nx_total(n, edges)


# A free vertex found without S-neighbours, then offered an edge by a scan, must enter the
# bound that limits later scans; without it a later step was one edge too large (found by the
# self-check on tied weights, then reduced).
_TIED_CASE = [
    (0, 6, 1), (0, 14, 1), (0, 18, 0), (29, 0, 0), (10, 1, 1), (1, 14, 0), (2, 12, 0),
    (2, 15, 1), (16, 2, 0), (2, 38, 1), (42, 2, 0), (3, 13, 1), (19, 3, 0), (32, 3, 1),
    (4, 5, 1), (4, 14, 1), (4, 31, 0), (41, 4, 0), (6, 5, 0), (12, 5, 1), (6, 10, 1),
    (12, 6, 0), (6, 23, 1), (7, 13, 0), (7, 39, 0), (25, 8, 1), (8, 33, 1), (9, 32, 1),
    (35, 9, 1), (14, 34, 1), (21, 15, 0), (15, 29, 1), (16, 21, 1), (39, 16, 1), (17, 27, 1),
    (17, 34, 1), (36, 17, 1), (18, 21, 1), (18, 41, 1), (29, 19, 1), (19, 41, 1), (30, 22, 0),
    (28, 23, 0), (25, 29, 1), (42, 26, 1), (43, 26, 0), (27, 38, 1), (43, 30, 1), (33, 35, 1),
    (43, 36, 1),
]  # fmt: skip


# The same fault made a wrong matching here (615 instead of 617).
_WRONG_CASE = [
    (17, 0, 55), (6, 15, 32), (12, 10, 70), (18, 19, 57), (17, 11, 68), (6, 4, 60), (2, 12, 53),
    (9, 5, 71), (11, 1, 50), (7, 4, 31), (8, 9, 50), (8, 10, 56), (17, 10, 1), (5, 1, 76),
    (3, 16, 46), (14, 2, 25), (13, 9, 45), (2, 7, 53), (10, 9, 9), (8, 0, 4), (11, 9, 23),
    (6, 5, 60), (17, 9, 25), (19, 17, 57), (13, 1, 68), (19, 14, 39), (15, 11, 36), (17, 18, 2),
    (4, 5, 60), (12, 3, 23), (2, 18, 60), (2, 1, 42), (9, 15, 43), (3, 18, 58), (18, 15, 55),
    (12, 1, 4), (16, 11, 52), (3, 9, 33), (15, 14, 74), (0, 16, 29), (18, 7, 38), (9, 14, 56),
    (4, 0, 71), (3, 13, 63), (19, 5, 45), (0, 14, 30), (0, 7, 3), (14, 16, 55), (1, 8, 39),
    (12, 15, 19), (12, 7, 54), (0, 18, 10), (3, 1, 66), (8, 17, 67),
]  # fmt: skip


@pytest.mark.usefixtures("self_check")
def test_regression_bound_covers_vertices_that_had_no_s_neighbour() -> None:
    for base in (10, 1 << 900):
        edges = [(u, v, base + bit) for u, v, bit in _TIED_CASE]
        assert solve(44, edges) == nx_total(44, edges)
    assert solve(20, _WRONG_CASE) == nx_total(20, _WRONG_CASE) == 617


# ---- hypothesis ------------------------------------------------------------------------------

WEIGHTS = st.one_of(
    st.integers(-3, 9),
    st.sampled_from([4, 4, 4, 5]),
    st.integers(0, 1 << 1200),
    st.builds(
        lambda a, b, c: (1 << 300) + (a << 200) + (b << 100) + c,
        st.integers(-3, 3),
        st.integers(-3, 3),
        st.integers(0, 1 << 100),
    ),
)


@st.composite
def graphs(draw: st.DrawFn) -> tuple[int, list[Edge]]:
    n = draw(st.integers(0, 12))
    if n < 2:
        return n, []
    pairs = draw(
        st.lists(
            st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)).filter(lambda p: p[0] != p[1]),
            max_size=n * (n - 1) // 2,
            unique_by=lambda p: (min(p), max(p)),
        )
    )
    return n, [(u, v, draw(WEIGHTS)) for u, v in pairs]


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(graphs())
def test_hypothesis_against_both_references(graph: tuple[int, list[Edge]]) -> None:
    n, edges = graph
    total = solve(n, edges)
    assert total == brute_total(n, edges)
    assert total == nx_total(n, edges)


# ---- contract ----------------------------------------------------------------------------------


def test_trivial_inputs() -> None:
    assert max_weight_matching(0, []) == []
    assert max_weight_matching(1, []) == [-1]
    assert max_weight_matching(3, []) == [-1, -1, -1]
    assert max_weight_matching(2, [(1, 0, 5)]) == [1, 0]
    assert max_weight_matching(2, [(0, 1, 1 << 5000)]) == [1, 0]


def test_non_positive_edges_are_never_used() -> None:
    assert max_weight_matching(4, [(0, 1, 0), (2, 3, -5)]) == [-1, -1, -1, -1]
    # Maximum weight, not maximum cardinality: one heavy edge beats two light ones.
    mate = max_weight_matching(4, [(0, 1, 1), (1, 2, 10), (2, 3, 1)])
    assert mate == [-1, 2, 1, -1]
    mate = max_weight_matching(4, [(0, 1, 0), (1, 2, 3), (2, 3, 0)])
    assert mate == [-1, 2, 1, -1]


def test_parallel_edges_count_with_their_heaviest_copy() -> None:
    edges = [(0, 1, 3), (1, 0, 9), (1, 2, 5), (2, 3, 4), (3, 2, 1)]
    assert solve(4, edges) == 13


def test_bad_input_is_rejected() -> None:
    with pytest.raises(ValueError, match="self-loop"):
        max_weight_matching(3, [(1, 1, 4)])
    with pytest.raises(ValueError, match="outside"):
        max_weight_matching(3, [(0, 3, 4)])
    with pytest.raises(ValueError, match="outside"):
        max_weight_matching(3, [(-1, 2, 4)])
    with pytest.raises(ValueError, match="negative"):
        max_weight_matching(-1, [])


def test_result_does_not_depend_on_names_or_edge_order() -> None:
    rng = random.Random(7)
    for _ in range(40):
        n = rng.randint(2, 24)
        edges = blossom_weights(rng, n, 0.3)
        total = solve(n, edges)
        perm = list(range(n))
        rng.shuffle(perm)
        renamed = [(perm[u], perm[v], w) for u, v, w in edges]
        rng.shuffle(renamed)
        assert solve(n, renamed) == total


def test_textbook_blossom_cases() -> None:
    # Triangle with a pendant: the blossom {0,1,2} is shrunk and augmented through.
    assert solve(4, [(0, 1, 6), (1, 2, 6), (0, 2, 6), (2, 3, 5)]) == 11
    # Two triangles joined by a light edge: both blossoms, then one path through both.
    edges = [(0, 1, 9), (1, 2, 9), (0, 2, 9), (3, 4, 9), (4, 5, 9), (3, 5, 9), (2, 3, 1)]
    assert solve(6, edges) == 19
    # A pentagon whose best use needs an outside vertex at each end.
    edges = [(0, 1, 8), (1, 2, 8), (2, 3, 8), (3, 4, 8), (4, 0, 8), (0, 5, 7), (2, 6, 7)]
    assert solve(7, edges) == brute_total(7, edges)
    # Found by search: a blossom holding a blossom is labelled T and expanded.
    edges = [
        (0, 3, 16), (0, 8, 21), (2, 3, 6), (2, 7, 8), (3, 4, 2), (3, 6, 11), (3, 7, 23),
        (3, 8, 17), (5, 6, 9), (6, 7, 26),
    ]  # fmt: skip
    assert solve(9, edges) == brute_total(9, edges) == 53


# ---- the callers in matching.py ------------------------------------------------------------------


def _adjacency(n: int, pairs: list[tuple[int, int]]) -> list[list[int]]:
    adj: list[list[int]] = [[] for _ in range(n)]
    for u, v in pairs:
        adj[u].append(v)
        adj[v].append(u)
    return adj


def _nx_cardinality(n: int, pairs: list[tuple[int, int]]) -> int:
    g: nx.Graph[int] = nx.Graph()
    g.add_nodes_from(range(n))
    g.add_edges_from(pairs)
    return len(nx.max_weight_matching(g, maxcardinality=True))


def test_matching_module_uses_the_exact_matcher() -> None:
    rng = random.Random(31)
    for i in range(300):
        n = rng.randint(0, 26)
        pairs = [(min(p), max(p)) for p in _pairs(rng, n, DENSITIES[i % len(DENSITIES)] / 3)]
        adj = _adjacency(n, pairs)
        size = _nx_cardinality(n, pairs)
        assert matching.max_cardinality(n, adj) == size
        assert matching.has_perfect_matching(n, adj) == (2 * size == n)
        edges = [(u, v, rng.getrandbits(rng.choice([3, 300]))) for u, v in pairs]
        mate = matching.max_weight_matching(n, iter(edges))
        assert matched_total(n, edges, mate) == nx_total(n, edges)

"""lexicographic_assignment against the packed-weight formulation it replaces (D.1).

The old way: one min_cost_assignment on ``cost * B + sum_i base**(k-1-i) * column`` (criteria
first, then the columns of the ordered rows lexicographically). The new way must give the same
columns to the ordered rows on random matrices with many ties and forbidden cells, and an
assignment of the same (minimum) cost.
"""

from __future__ import annotations

import random

from engine.pairing.common.assignment import lexicographic_assignment, min_cost_assignment


def _packed(cost: list[list[int | None]], ordered: int) -> list[int] | None:
    n = len(cost)
    base = n + 2
    span = base ** (ordered + 1)
    packed: list[list[int | None]] = []
    for i, row in enumerate(cost):
        weight = base ** (ordered - 1 - i) if i < ordered else 0
        packed.append(
            [None if c is None else c * span + weight * (j + 1) for j, c in enumerate(row)]
        )
    return min_cost_assignment(packed)


def _total(cost: list[list[int | None]], cols: list[int]) -> int:
    total = 0
    for i, j in enumerate(cols):
        c = cost[i][j]
        assert c is not None
        total += c
    return total


def test_same_as_the_packed_weights_on_random_matrices() -> None:
    rng = random.Random(18)
    compared = infeasible = 0
    for _ in range(3000):
        n = rng.randint(1, 9)
        ordered = rng.randint(0, n)
        values = rng.choice(((0, 1), (0, 1, 2, 5), (0, 0, 0, 3), tuple(range(40))))
        forbidden = rng.choice((0.0, 0.1, 0.4, 0.7))
        cost: list[list[int | None]] = [
            [None if rng.random() < forbidden else rng.choice(values) for _ in range(n)]
            for _ in range(n)
        ]
        old = _packed(cost, ordered)
        new = lexicographic_assignment(cost, ordered)
        if old is None:
            assert new is None
            infeasible += 1
            continue
        assert new is not None
        assert new[:ordered] == old[:ordered], (cost, ordered)
        assert sorted(new) == list(range(n))
        assert _total(cost, new) == _total(cost, old)
        compared += 1
    assert compared > 2000 and infeasible > 50

"""Minimum-cost assignment (Hungarian method, shortest augmenting paths with potentials).

Exact with Python integers of any size. Used to resolve a lexicographic order (D.1) once the
rest of a bracket decision is fixed: there the graph is bipartite, and this O(n^3) method does
not slow down when every cost is distinct, as the blossom algorithm does.
"""

from __future__ import annotations

from collections.abc import Sequence


def min_cost_assignment(cost: Sequence[Sequence[int | None]]) -> list[int] | None:
    """Assign every row to a distinct column at minimum total cost.

    ``cost[i][j]`` is the cost of row i taking column j, ``None`` when forbidden. There must be
    at least as many columns as rows. Returns ``col_of_row`` or None when no assignment of all
    rows exists.

    >>> min_cost_assignment([[4, 1, 3], [2, 0, 5], [3, 2, 2]])
    [1, 0, 2]
    """
    n = len(cost)
    if n == 0:
        return []
    m = len(cost[0])
    if m < n:
        return None
    finite = [c for row in cost for c in row if c is not None]
    if not finite:
        return None
    # a forbidden cell costs more than any assignment made of allowed cells
    big = (max(abs(c) for c in finite) + 1) * (n + 1) * 4
    forbidden = big
    u = [0] * (n + 1)
    v = [0] * (m + 1)
    way = [0] * (m + 1)
    match = [0] * (m + 1)  # match[j] = row (1-based) holding column j; 0 = free
    for i in range(1, n + 1):
        match[0] = i
        j0 = 0
        minv: list[int | None] = [None] * (m + 1)
        used = [False] * (m + 1)
        while True:
            used[j0] = True
            i0 = match[j0]
            row = cost[i0 - 1]
            ui0 = u[i0]
            delta: int | None = None
            j1 = 0
            for j in range(1, m + 1):
                if used[j]:
                    continue
                c = row[j - 1]
                cur = (forbidden if c is None else c) - ui0 - v[j]
                mj = minv[j]
                if mj is None or cur < mj:
                    minv[j] = cur
                    way[j] = j0
                    mj = cur
                if delta is None or mj < delta:
                    delta = mj
                    j1 = j
            assert delta is not None
            for j in range(m + 1):
                if used[j]:
                    u[match[j]] += delta
                    v[j] -= delta
                else:
                    mj = minv[j]
                    if mj is not None:
                        minv[j] = mj - delta
            j0 = j1
            if match[j0] == 0:
                break
        while True:
            j1 = way[j0]
            match[j0] = match[j1]
            j0 = j1
            if j0 == 0:
                break
    col_of_row = [-1] * n
    for j in range(1, m + 1):
        if match[j]:
            col_of_row[match[j] - 1] = j - 1
    for i, j in enumerate(col_of_row):
        if cost[i][j] is None:
            return None
    return col_of_row

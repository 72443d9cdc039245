"""Minimum-cost assignment (Hungarian method, shortest augmenting paths with potentials).

Exact with Python integers of any size. Used to resolve a lexicographic order (D.1) once the
rest of a bracket decision is fixed: there the graph is bipartite, and this O(n^3) method does
not slow down when every cost is distinct, as the blossom algorithm does.
"""

from __future__ import annotations

import math
from collections.abc import Sequence


def min_cost_assignment(cost: Sequence[Sequence[int | None]]) -> list[int] | None:
    """Assign every row to a distinct column at minimum total cost.

    ``cost[i][j]`` is the cost of row i taking column j, ``None`` when forbidden. There must be
    at least as many columns as rows. Returns ``col_of_row`` or None when no assignment of all
    rows exists.

    >>> min_cost_assignment([[4, 1, 3], [2, 0, 5], [3, 2, 2]])
    [1, 0, 2]
    """
    prepared = _prepare(cost)
    if prepared is None:
        return [] if not cost else None
    rows = prepared
    n, m = len(rows), len(rows[0])
    u = [0] * (n + 1)
    v = [0] * (m + 1)
    match = [0] * (m + 1)  # match[j] = row (1-based) holding column j; 0 = free
    for i in range(1, n + 1):
        _add_row(i, rows, u, v, match)
    return _assigned(cost, match, n)


def lexicographic_assignment(
    cost: Sequence[Sequence[int | None]], ordered_rows: int
) -> list[int] | None:
    """A minimum-cost assignment whose first ``ordered_rows`` rows take the lexicographically
    smallest columns: row 0 the smallest column any minimum-cost assignment gives it, then
    row 1 likewise among those, and so on. ``None`` cells are forbidden; the matrix is square.
    Returns ``col_of_row`` or None when no assignment of all rows exists.

    The same answer as :func:`min_cost_assignment` on costs ``cost[i][j] * B + w_i * j`` with
    lexicographic weights ``w_i`` (what D.1 asks), without the huge integers that make those
    costs slow. Why it is exact: with optimal dual values (u, v) of the assignment problem,
    complementary slackness makes the minimum-cost assignments exactly the assignments of
    all rows that use only *tight* cells (``cost == u + v``). So the optimum is found once;
    then each ordered row in turn takes the smallest tight column from which the current
    tight assignment can be rotated to it (an alternating cycle of tight cells through the
    rows and columns not yet settled), which keeps the assignment tight, hence optimal.

    >>> lexicographic_assignment([[0, 0, 1], [0, 1, 0], [1, 0, 0]], 3)
    [0, 2, 1]
    >>> lexicographic_assignment([[1, 0, None], [0, 5, 0], [0, 0, 0]], 2)
    [1, 0, 2]
    """
    solved = _solve_with_duals(cost)
    if solved is None:
        return None
    col_of_row, u, v = solved
    n = len(cost)
    m = len(cost[0])
    if n != m:
        raise ValueError("lexicographic_assignment needs a square matrix")
    tight: list[list[int]] = []
    for i in range(n):
        row, ui = cost[i], u[i]
        tight.append([j for j in range(m) if row[j] is not None and row[j] == ui + v[j]])
    tight_sets = [set(t) for t in tight]
    row_of_col = [-1] * m
    for i, j in enumerate(col_of_row):
        row_of_col[j] = i
    fixed_col = [False] * m
    for i in range(min(ordered_rows, n)):
        target = col_of_row[i]
        for j in tight[i]:  # ascending
            if j >= target:
                break
            if fixed_col[j]:
                continue
            path = _alternating_path(
                row_of_col[j], j, target, tight, tight_sets, row_of_col, fixed_col
            )
            if path is None:
                continue
            # rotate: each row on the path takes the next column; row i takes j
            for r, c in path:
                col_of_row[r] = c
                row_of_col[c] = r
            col_of_row[i] = j
            row_of_col[j] = i
            break
        fixed_col[col_of_row[i]] = True
    return col_of_row


def _alternating_path(
    start: int,
    given_up: int,
    target: int,
    tight: list[list[int]],
    tight_sets: list[set[int]],
    row_of_col: list[int],
    fixed_col: list[bool],
) -> list[tuple[int, int]] | None:
    """Rows and their new columns that move ``start`` off ``given_up`` and end on ``target``
    (breadth first over tight cells, settled columns untouched); None when impossible."""
    parent: dict[int, tuple[int, int]] = {}  # column -> (row that takes it, previous column)
    seen = {given_up}
    frontier = [(start, -1)]
    while frontier:
        nxt: list[tuple[int, int]] = []
        for r, via in frontier:
            if target in tight_sets[r]:
                path = [(r, target)]
                c = via
                while c != -1:
                    pr, pc = parent[c]
                    path.append((pr, c))
                    c = pc
                return path
            for c in tight[r]:
                if c in seen or fixed_col[c]:
                    continue
                seen.add(c)
                parent[c] = (r, via)
                nxt.append((row_of_col[c], c))
        frontier = nxt
    return None


def _solve_with_duals(
    cost: Sequence[Sequence[int | None]],
) -> tuple[list[int], list[int], list[int]] | None:
    """Minimum-cost assignment and optimal dual values (row ``u``, column ``v``).

    Shortest augmenting paths with potentials, started from the rows' cheapest cells: after
    the row reduction every row's cheapest cells are tight, a maximum matching of tight cells
    (Hopcroft-Karp) assigns most rows at once, and only the rows left over need an
    augmenting path. Invariants: ``u[i] + v[j] <= cost[i][j]``, equality on assigned cells,
    ``v[j] <= 0`` (0 on free columns): the dual of "every row once, every column at most once".
    """
    if not cost:
        return [], [], []
    prepared = _prepare(cost)
    if prepared is None:
        return None
    rows = prepared
    n, m = len(rows), len(rows[0])
    u = [min(row) for row in rows]
    # a maximum matching of the tight cells (Hopcroft-Karp)
    adj = [[j for j in range(m) if rows[i][j] == u[i]] for i in range(n)]
    col_of_row, row_of_col = _hopcroft_karp(n, m, adj)
    # 1-based arrays of the classic formulation for the remaining rows
    uu = [0, *u]
    vv = [0] * (m + 1)
    match = [0] * (m + 1)
    for j in range(m):
        if row_of_col[j] != -1:
            match[j + 1] = row_of_col[j] + 1
    for i in range(1, n + 1):
        if col_of_row[i - 1] == -1:
            _add_row(i, rows, uu, vv, match)
    result = _assigned(cost, match, n)
    if result is None:
        return None
    # uu[0]/vv[0] belong to the virtual row/column of the formulation
    return result, uu[1:], vv[1:]


def _prepare(cost: Sequence[Sequence[int | None]]) -> list[list[int]] | None:
    """The costs with forbidden cells at a cost above any assignment of allowed cells; None
    when there is nothing to assign (no rows, too few columns, no allowed cell)."""
    n = len(cost)
    if n == 0 or len(cost[0]) < n:
        return None
    finite = [c for row in cost for c in row if c is not None]
    if not finite:
        return None
    big = (max(abs(c) for c in finite) + 1) * (n + 1) * 4
    return [[big if c is None else c for c in row] for row in cost]


def _add_row(i: int, rows: list[list[int]], u: list[int], v: list[int], match: list[int]) -> None:
    """Assign row ``i`` (1-based) by a shortest augmenting path, keeping the potentials ``u``,
    ``v`` feasible (``u[i] + v[j] <= cost``) and tight on every assigned cell."""
    m = len(rows[0])
    match[0] = i
    j0 = 0
    minv: list[float] = [math.inf] * (m + 1)
    used = [False] * (m + 1)
    way = [0] * (m + 1)
    while True:
        used[j0] = True
        i0 = match[j0]
        row = rows[i0 - 1]
        ui0 = u[i0]
        delta: float = math.inf
        j1 = 0
        for j in range(1, m + 1):
            if used[j]:
                continue
            cur = row[j - 1] - ui0 - v[j]
            if cur < minv[j]:
                minv[j] = cur
                way[j] = j0
            if minv[j] < delta:
                delta = minv[j]
                j1 = j
        # every column is reachable (a forbidden cell costs ``big``): delta is finite
        assert isinstance(delta, int)
        for j in range(m + 1):
            if used[j]:
                u[match[j]] += delta
                v[j] -= delta
            else:
                minv[j] -= delta
        j0 = j1
        if match[j0] == 0:
            break
    while True:
        j1 = way[j0]
        match[j0] = match[j1]
        j0 = j1
        if j0 == 0:
            break


def _assigned(cost: Sequence[Sequence[int | None]], match: list[int], n: int) -> list[int] | None:
    """``col_of_row`` from the 1-based ``match``; None when a row holds a forbidden cell."""
    col_of_row = [-1] * n
    for j in range(1, len(match)):
        if match[j]:
            col_of_row[match[j] - 1] = j - 1
    for i, j in enumerate(col_of_row):
        if cost[i][j] is None:
            return None
    return col_of_row


def _hopcroft_karp(n: int, m: int, adj: list[list[int]]) -> tuple[list[int], list[int]]:
    """A maximum matching of a bipartite graph (rows 0..n-1, columns 0..m-1)."""
    col_of_row = [-1] * n
    row_of_col = [-1] * m
    # a greedy start, then phases of shortest augmenting paths
    for i in range(n):
        for j in adj[i]:
            if row_of_col[j] == -1:
                col_of_row[i] = j
                row_of_col[j] = i
                break
    inf = n + 1
    while True:
        dist = [inf] * n
        queue = [i for i in range(n) if col_of_row[i] == -1]
        for i in queue:
            dist[i] = 0
        found = False
        head = 0
        while head < len(queue):
            i = queue[head]
            head += 1
            for j in adj[i]:
                r = row_of_col[j]
                if r == -1:
                    found = True
                elif dist[r] == inf:
                    dist[r] = dist[i] + 1
                    queue.append(r)
        if not found:
            return col_of_row, row_of_col
        progress = False
        for i in range(n):
            if col_of_row[i] == -1 and _augment(i, adj, dist, col_of_row, row_of_col, inf):
                progress = True
        if not progress:
            return col_of_row, row_of_col


def _augment(
    root: int,
    adj: list[list[int]],
    dist: list[int],
    col_of_row: list[int],
    row_of_col: list[int],
    inf: int,
) -> bool:
    """One augmenting path from the free row ``root`` along the layers (iterative DFS)."""
    stack = [(root, 0)]
    trail: list[tuple[int, int]] = []
    while stack:
        i, k = stack.pop()
        edges = adj[i]
        while k < len(edges):
            j = edges[k]
            k += 1
            r = row_of_col[j]
            if r == -1:
                trail.append((i, j))
                # flip the path: every (row, column) on the trail becomes matched
                for ri, cj in trail:
                    col_of_row[ri] = cj
                    row_of_col[cj] = ri
                return True
            if dist[r] == dist[i] + 1:
                stack.append((i, k))
                trail.append((i, j))
                stack.append((r, 0))
                break
        else:
            dist[i] = inf  # dead end for this phase
            if trail and stack:
                trail.pop()
    return False

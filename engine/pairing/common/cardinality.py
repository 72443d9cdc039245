"""Maximum-cardinality matching on a round's compatibility graph (Edmonds' blossom search, exact).

The bracket rules of the Burstein and Dubov systems ask three things of a group of players, all
answered on the graph whose edges are the legal pairs (C.04.1 b and the absolute colour rules):

* can the group be paired completely (Dubov C.4 "complete the round-pairing", Burstein C.4)?
* which single player can be left out so that the others pair completely (a bye, a floater)?
* which players does some maximum pairing of the group leave unpaired (the Gallai-Edmonds set
  ``D``: when a maximum matching misses exactly one vertex ``r``, ``D`` is the set of vertices
  reached from ``r`` by an even alternating path, which one search from ``r`` labels "even")?

:class:`CardinalityMatcher` keeps one maximum matching of the players still "alive" and repairs
it when players leave (a bracket is paired, a bye is given), so a whole round costs little more
than one matching. Vertices are ``0..n-1``; ``adj[v]`` holds the legal partners of ``v``.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Collection, Iterable, Sequence


class CardinalityMatcher:
    """A maximum-cardinality matching of the alive vertices of one graph.

    >>> m = CardinalityMatcher([{1, 2}, {0, 2}, {0, 1}])  # a triangle
    >>> m.size, sorted(m.left_out_alone())
    (1, [0, 1, 2])
    >>> sorted(CardinalityMatcher([{1}, {0, 2}, {1}]).left_out_alone())  # a path: only the ends
    [0, 2]
    """

    def __init__(self, adj: Sequence[Collection[int]], alive: Iterable[int] | None = None) -> None:
        self.n = len(adj)
        self.adj = adj
        if alive is None:
            self.alive = [True] * self.n
        else:
            self.alive = [False] * self.n
            for v in alive:
                self.alive[v] = True
        self.mate = [-1] * self.n
        self._greedy()
        for v in range(self.n):
            if self.mate[v] == -1 and self.alive[v]:
                self._augment_from(v)

    def clone(self) -> CardinalityMatcher:
        """An independent copy (the adjacency is shared, it is never changed)."""
        other = CardinalityMatcher.__new__(CardinalityMatcher)
        other.n, other.adj = self.n, self.adj
        other.alive, other.mate = list(self.alive), list(self.mate)
        return other

    @property
    def size(self) -> int:
        """Number of pairs of the maximum matching."""
        return sum(1 for v, m in enumerate(self.mate) if m > v and self.alive[v])

    def exposed(self) -> list[int]:
        """Alive vertices the maximum matching leaves unpaired."""
        return [v for v in range(self.n) if self.alive[v] and self.mate[v] == -1]

    @property
    def perfect(self) -> bool:
        """True when every alive vertex is paired."""
        return not self.exposed()

    def left_out_alone(self, targets: Iterable[int] | None = None) -> frozenset[int]:
        """The vertices ``v`` such that the others can all be paired without ``v``.

        With ``targets`` only those vertices are asked about (the search stops early once all
        of them are found, which on the dense graphs of a Swiss round is almost at once).
        """
        exposed = self.exposed()
        if len(exposed) != 1:
            return frozenset()
        wanted = None if targets is None else set(targets)
        _, even = self._search(exposed[0], wanted)
        found = range(self.n) if wanted is None else wanted
        return frozenset(v for v in found if even[v])

    def missable(self) -> frozenset[int]:
        """The vertices some maximum matching leaves unpaired (Gallai-Edmonds ``D``)."""
        out: set[int] = set()
        for v in self.exposed():
            _, even = self._search(v)
            out.update(u for u in range(self.n) if even[u])
        return frozenset(out)

    def remove_pairs(self, pairs: Iterable[tuple[int, int]]) -> bool:
        """Take the players of ``pairs`` out and repair the matching of the others; True (and
        the change kept) when they can still all be paired, else False (nothing changed): "can
        the round still be completed?" (C.4)."""
        return self.remove([v for pair in pairs for v in pair])

    def remove(self, vertices: Iterable[int], require_perfect: bool = True) -> bool:
        """Take ``vertices`` out and repair the matching of the others.

        With ``require_perfect`` the change is kept only when the others can all still be paired
        (True); otherwise nothing changes (False). Without it the change is always kept and the
        matching is a maximum one of what is left (the return value says if it is perfect).
        """
        mate, alive = list(self.mate), list(self.alive)
        gone = list(vertices)
        for x in gone:
            self.alive[x] = False
        exposed: list[int] = []
        for x in gone:
            y = self.mate[x]
            self.mate[x] = -1
            if y != -1 and self.alive[y]:
                self.mate[y] = -1
                exposed.append(y)
        for i, v in enumerate(exposed):  # the cheap repair first
            if self.mate[v] != -1:
                continue
            for u in exposed[i + 1 :]:
                if self.mate[u] == -1 and u in self.adj[v]:
                    self.mate[u], self.mate[v] = v, u
                    break
        for v in exposed:
            if self.mate[v] == -1 and self._exposed_elsewhere(v):
                self._augment_from(v)
        ok = all(self.mate[v] != -1 for v in exposed)
        if require_perfect and not ok:
            self.mate, self.alive = mate, alive
            return False
        return ok

    # ---- Edmonds ---------------------------------------------------------------------------

    def _exposed_elsewhere(self, v: int) -> bool:
        """Another alive vertex is unpaired (else no augmenting path from ``v`` can exist)."""
        return any(self.alive[u] and self.mate[u] == -1 for u in range(self.n) if u != v)

    def _greedy(self) -> None:
        alive = self.alive
        order = sorted((v for v in range(self.n) if alive[v]), key=lambda v: len(self.adj[v]))
        for v in order:
            if self.mate[v] != -1:
                continue
            best = -1
            for u in self.adj[v]:
                if (
                    alive[u]
                    and self.mate[u] == -1
                    and (best == -1 or len(self.adj[u]) < len(self.adj[best]))
                ):
                    best = u
            if best != -1:
                self.mate[v] = best
                self.mate[best] = v

    def _augment_from(self, root: int) -> None:
        end, _ = self._search(root)
        if end == -1:
            return
        parent = self._parent
        v = end
        while v != -1:
            pv = parent[v]
            nxt = self.mate[pv]
            self.mate[v] = pv
            self.mate[pv] = v
            v = nxt

    def _search(self, root: int, wanted: set[int] | None = None) -> tuple[int, list[bool]]:
        """Grow the alternating tree of ``root`` (blossoms shrunk): the end of an augmenting
        path or -1, and the "even" labels. With ``wanted`` (only when ``root`` is the one
        unpaired vertex) the search stops once every wanted vertex is even."""
        n = self.n
        mate = self.mate
        base = list(range(n))
        parent = [-1] * n
        even = [False] * n
        even[root] = True
        queue: deque[int] = deque([root])
        self._parent = parent
        alive = self.alive
        missing = None if wanted is None else {w for w in wanted if w != root and alive[w]}
        while queue:
            if missing is not None:
                missing = {w for w in missing if not even[w]}
                if not missing:
                    break
            v = queue.popleft()
            for to in self.adj[v]:
                if base[v] == base[to] or mate[v] == to or not alive[to]:
                    continue
                if to == root or (mate[to] != -1 and parent[mate[to]] != -1):
                    _shrink(v, to, base, parent, mate, even, queue)
                elif parent[to] == -1:
                    parent[to] = v
                    if mate[to] == -1:
                        return to, even
                    even[mate[to]] = True
                    queue.append(mate[to])
        return -1, even


def _shrink(
    v: int,
    to: int,
    base: list[int],
    parent: list[int],
    mate: list[int],
    even: list[bool],
    queue: deque[int],
) -> None:
    """Shrink the blossom closed by the edge v-to (both even): every vertex of it takes the
    base of their lowest common ancestor, and its odd vertices become even (queued)."""
    n = len(base)
    b = _lca(v, to, base, parent, mate)
    in_blossom = [False] * n
    _mark(v, b, to, in_blossom, base, parent, mate)
    _mark(to, b, v, in_blossom, base, parent, mate)
    for i in range(n):
        if in_blossom[base[i]]:
            base[i] = b
            if not even[i]:
                even[i] = True
                queue.append(i)


def _lca(a: int, b: int, base: list[int], parent: list[int], mate: list[int]) -> int:
    """The base where the tree paths from a and b (through mates and parents) meet."""
    seen = [False] * len(base)
    while True:
        a = base[a]
        seen[a] = True
        if mate[a] == -1:
            break
        a = parent[mate[a]]
    while True:
        b = base[b]
        if seen[b]:
            return b
        b = parent[mate[b]]


def _mark(
    v: int,
    b: int,
    child: int,
    in_blossom: list[bool],
    base: list[int],
    parent: list[int],
    mate: list[int],
) -> None:
    """Mark the path from v down to the base b as in the blossom, parents set towards child."""
    while base[v] != b:
        in_blossom[base[v]] = True
        in_blossom[base[mate[v]]] = True
        parent[v] = child
        child = mate[v]
        v = parent[mate[v]]


def bipartite_perfect(left: Sequence[int], right: Sequence[int], adj: Sequence[set[int]]) -> bool:
    """True when every player of ``left`` can be paired with a distinct one of ``right``
    (equal sizes): Kuhn's augmenting paths after a greedy start.

    >>> bipartite_perfect([0, 1], [2, 3], [{3}, {2, 3}, {1}, {0, 1}])
    True
    >>> bipartite_perfect([0, 1], [2, 3], [{3}, {3}, set(), {0, 1}])
    False
    """
    if len(left) != len(right):
        return False
    rset = set(right)
    mate: dict[int, int] = {}  # right vertex -> left vertex
    for v in left:
        for u in adj[v]:
            if u in rset and u not in mate:
                mate[u] = v
                break
    matched = set(mate.values())
    for v in left:
        if v in matched:
            continue
        # iterative DFS for an augmenting path from v
        seen: set[int] = set()
        stack: list[tuple[int, list[int]]] = [(v, [u for u in adj[v] if u in rset])]
        path: list[tuple[int, int]] = []
        found = False
        while stack:
            x, options = stack[-1]
            if not options:
                stack.pop()
                if path:
                    path.pop()
                continue
            u = options.pop()
            if u in seen:
                continue
            seen.add(u)
            if u not in mate:
                path.append((x, u))
                found = True
                break
            path.append((x, u))
            w = mate[u]
            stack.append((w, [t for t in adj[w] if t in rset and t not in seen]))
        if not found:
            return False
        mate.update((u, x) for x, u in path)
        matched.add(v)
    return True

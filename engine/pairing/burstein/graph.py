"""Cardinality matching questions the Burstein bracket rules ask, on small graphs.

The bracket rules of both Burstein texts need two answers about a group of players:

* can the group be paired completely (a perfect matching)?
* which single player can be left out so that the others pair completely?

The second is the Gallai-Edmonds set ``D``: the vertices missed by at least one maximum
matching. When a maximum matching misses exactly one vertex ``r``, ``D`` is the set of vertices
reached from ``r`` by an even alternating path, which one Edmonds search from ``r`` (blossoms
shrunk) labels "even". Both answers come from :class:`CardinalityMatcher`; vertices are
``0..n-1`` and ``adjacency[v]`` lists the neighbours of ``v``.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Collection, Iterable, Sequence


class CardinalityMatcher:
    """A maximum-cardinality matching of one graph (Edmonds' blossom search, exact).

    >>> m = CardinalityMatcher([[1, 2], [0, 2], [0, 1]])  # a triangle
    >>> m.size, sorted(m.left_out_alone())
    (1, [0, 1, 2])
    >>> CardinalityMatcher([[1], [0, 2], [1]]).left_out_alone()  # a path: only the ends
    frozenset({0, 2})
    """

    def __init__(self, adjacency: Sequence[Collection[int]], removed: Collection[int] = ()) -> None:
        self.n = len(adjacency)
        self.adj = adjacency
        self.alive = [True] * self.n
        for v in removed:
            self.alive[v] = False
        self.mate = [-1] * self.n
        self._greedy()
        for v in range(self.n):
            if self.mate[v] == -1 and self.alive[v]:
                self._augment_from(v)
        self.size = sum(1 for m in self.mate if m != -1) // 2

    def copy(self) -> CardinalityMatcher:
        """An independent copy (the adjacency is shared: it is never changed)."""
        twin = object.__new__(CardinalityMatcher)
        twin.n, twin.adj, twin.size = self.n, self.adj, self.size
        twin.alive, twin.mate = list(self.alive), list(self.mate)
        return twin

    @property
    def perfect(self) -> bool:
        """True when every vertex (not removed) is matched."""
        return all(m != -1 for v, m in enumerate(self.mate) if self.alive[v])

    def left_out_alone(self) -> frozenset[int]:
        """The vertices ``v`` such that the graph without ``v`` has a perfect matching.

        Empty unless a maximum matching misses exactly one vertex.
        """
        exposed = [v for v in range(self.n) if self.mate[v] == -1 and self.alive[v]]
        if len(exposed) != 1:
            return frozenset()
        _, even = self._search(exposed[0])
        return frozenset(v for v in range(self.n) if even[v])

    def missable(self) -> frozenset[int]:
        """The Gallai-Edmonds set ``D``: vertices missed by at least one maximum matching.

        >>> sorted(CardinalityMatcher([[1], [0, 2], [1], []]).missable())
        [0, 2, 3]
        """
        out: set[int] = set()
        for v in range(self.n):
            if self.mate[v] == -1 and self.alive[v]:
                _, even = self._search(v)
                out.update(u for u in range(self.n) if even[u])
        return frozenset(out)

    def remove_pairs(self, pairs: Iterable[tuple[int, int]]) -> bool:
        """Take the players of ``pairs`` out of the graph and repair the matching of the
        others; True (and the change kept) when they can still all be paired, else False
        (and nothing changed). Used as: "can the round still be completed?" (C.4).
        """
        return self.remove([v for pair in pairs for v in pair])

    def remove(self, vertices: Iterable[int]) -> bool:
        """Take ``vertices`` out of the graph and repair the matching of the others, as
        :meth:`remove_pairs` does."""
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
        # first the cheap repair: two players left without partner who may meet
        for i, v in enumerate(exposed):
            if self.mate[v] != -1:
                continue
            for u in exposed[i + 1 :]:
                if self.mate[u] == -1 and u in self.adj[v]:
                    self.mate[u], self.mate[v] = v, u
                    break
        for v in exposed:
            if self.mate[v] == -1:
                self._augment_from(v)
        if all(self.mate[v] != -1 for v in exposed):
            return True
        self.mate, self.alive = mate, alive
        return False

    # ---- Edmonds ---------------------------------------------------------------------------

    def _greedy(self) -> None:
        order = sorted(range(self.n), key=lambda v: len(self.adj[v]))
        for v in order:
            if not self.alive[v]:
                continue
            if self.mate[v] != -1:
                continue
            best = -1
            for u in self.adj[v]:
                if (
                    self.mate[u] == -1
                    and u != v
                    and self.alive[u]
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

    def _search(self, root: int) -> tuple[int, list[bool]]:
        """Grow the alternating tree of ``root``; return (end of an augmenting path or -1,
        the even labels)."""
        n = self.n
        mate = self.mate
        base = list(range(n))
        parent = [-1] * n
        even = [False] * n
        even[root] = True
        queue: deque[int] = deque([root])
        self._parent = parent

        def lca(a: int, b: int) -> int:
            seen = [False] * n
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

        def mark(v: int, b: int, child: int, in_blossom: list[bool]) -> None:
            while base[v] != b:
                in_blossom[base[v]] = True
                in_blossom[base[mate[v]]] = True
                parent[v] = child
                child = mate[v]
                v = parent[mate[v]]

        alive = self.alive
        while queue:
            v = queue.popleft()
            for to in self.adj[v]:
                if base[v] == base[to] or mate[v] == to or not alive[to]:
                    continue
                if to == root or (mate[to] != -1 and parent[mate[to]] != -1):
                    b = lca(v, to)
                    in_blossom = [False] * n
                    mark(v, b, to, in_blossom)
                    mark(to, b, v, in_blossom)
                    for i in range(n):
                        if in_blossom[base[i]]:
                            base[i] = b
                            if not even[i]:
                                even[i] = True
                                queue.append(i)
                elif parent[to] == -1:
                    parent[to] = v
                    if mate[to] == -1:
                        return to, even
                    even[mate[to]] = True
                    queue.append(mate[to])
        return -1, even

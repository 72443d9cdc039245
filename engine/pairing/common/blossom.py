"""Exact maximum-weight matching on general graphs: Edmonds' blossom algorithm, primal-dual form.

This is the primal-dual method of Galil's survey ("Efficient algorithms for finding maximum
matching in graphs", ACM Computing Surveys 18, 1986), arranged for what the pairing engine
feeds it: dense graphs whose integer weights may be thousands of bits long.  All arithmetic is
on Python integers, so the result is exactly optimal whatever the size of the weights.

The linear programme
--------------------
Every vertex ``v`` has a dual ``u(v) >= 0`` and every blossom ``B`` (an odd set of vertices
built by the algorithm) a dual ``z(B) >= 0``.  The *slack* of an edge ``ij`` of weight ``w`` is
``u(i) + u(j) + (sum of z(B) over blossoms containing both i and j) - w``.  The duals are
feasible when no slack is negative; a matching ``M`` then has maximum weight as soon as
(complementary slackness) every edge of ``M`` has slack 0, every unmatched vertex has
``u = 0`` and every blossom with ``z > 0`` is *full* (its matched edges cover all of it but
one vertex, its *base*).  The algorithm keeps the duals feasible and the first and third
conditions true at all times, and works towards the second.

Duals are stored doubled so that everything stays integral: ``2u(v)`` and ``2z(B)``, and an
edge between two different top-level blossoms has doubled slack ``2u(i) + 2u(j) - 2w`` (no
blossom dual applies: a blossom holding both ends would lie inside a top-level one).  Every
vertex starts at ``2u = max w``, the matching starts empty.

Alternating forest
------------------
Every unmatched vertex is the root of an alternating tree grown over *tight* edges (slack 0).
Top-level blossoms in the forest are labelled S (outer: a root, or reached through its base's
matched edge) or T (inner: reached through a non-matching tight edge from an S-vertex, its
base matched to an S-blossom below it); all other top-level blossoms are free and come in
matched pairs.  A tight edge from an S-vertex to a free blossom grows the tree (the blossom
becomes T, its mate's blossom S).  A tight edge between two S-blossoms either closes an odd
cycle in one tree, which is shrunk into a new S-blossom, or joins two trees: the path through
both trees is augmenting, and flipping it grows the matching by one edge.

When no tight edge helps, the duals change by ``δ``: S-vertices lose ``δ``, T-vertices gain it,
top-level S-blossoms gain ``2δ`` and T-blossoms lose ``2δ`` (doubled units).  Matched edges,
tree edges and edges inside blossoms keep their slack; ``δ`` is the largest step keeping every
dual feasible, and whatever limits it is acted on:

1. the dual of an S-vertex reaches 0.  Unmatched vertices are S in every step, so they share
   the smallest dual of all and reach 0 first: every condition holds, the matching is optimal;
2. an edge from an S-vertex to a free blossom becomes tight: grow the tree;
3. an edge between two S-blossoms becomes tight (its slack falls by ``2δ``): shrink or
   augment;
4. the dual of a T-blossom reaches 0: expand it; the even alternating path through its cycle
   keeps its place in the tree, the other children become free.

Integrality: unmatched vertices share one dual, and every labelled vertex is joined to its root
by tight edges and blossom edges whose blossom duals are even, so all labelled vertices have
duals of one parity and the slack of an S-S edge is even.  Hence every ``δ`` is an integer and
blossom duals stay even.

Keeping the forest across augmentations
---------------------------------------
The textbook O(n³) version starts a new *stage* after each augmentation, throwing all labels
away and rescanning every edge of every S-vertex.  Here the forest persists: after an
augmentation only the vertices of the two trees joined by the path become free (duals,
blossoms and the matching are untouched, and every matched edge now joins two free vertices
or lies inside a blossom); the other trees stay as they are.  All the invariants above are
about the forest as it stands, so correctness is unaffected as long as the candidates for
``δ`` stay complete (below).  Galil's rule of dissolving S-blossoms with dual 0 after an
augmentation is applied to the two freed trees; it only keeps the blossom count down.

Finding ``δ`` cheaply
---------------------
* Lazy duals.  A step would change the dual of every labelled vertex (O(n) big-integer
  additions).  Instead ``dsum`` accumulates the steps and duals are stored label-relative: an
  S-vertex stores ``2u + dsum``, a T-vertex ``2u - dsum``, a free vertex ``2u``; top-level
  blossoms likewise with ``2·dsum``.  A stored value changes only when its label changes.
  (Big additions cost ~250 ns at 1,500 bits, comparisons a fifth of that: the code is
  written to do few additions and many comparisons.)
* Step 2, per free vertex ``j``: ``best[j]``, the edge from an S-vertex ``i`` with the least
  *key* ``stored(i) - 2w`` (constant while ``i`` stays S; slack = key + ``2u(j)`` - dsum).  An
  S-vertex offers its edges to its free neighbours when it is scanned.  When ``j`` becomes
  free, or when the S end of ``best[j]`` leaves S (its tree is freed), ``best[j]`` is
  recomputed from ``j``'s side before the next step.  The free vertices' best slacks wait in
  a heap (an entry per change of ``best[j]``, stale ones dropped when they surface).
* Step 3: an edge between two S-vertices has the key ``stored(i) + stored(j) - 2w`` = slack +
  ``2·dsum``, constant while both stay S.  It is the business of the end that became S
  later (the other one could not see it as S-S).  Each S-vertex keeps a small heap of such
  keys, its head entered in one global heap; entries are checked only when they reach the
  top (ends still S, in different blossoms, key unchanged) and dropped otherwise, and a
  vertex's whole heap is dropped once the vertex has left S.
* Step 4 looks at the set of T-blossoms (usually empty), step 1 at one unmatched vertex.
* Bounds instead of work.  No dual ever falls below the unmatched vertices' dual
  ``max w - dsum`` (they lose every step, the others at most that), so every S-vertex stores
  at least ``max w``.  With incidence lists sorted heaviest edge first, the S-S keys of the
  edges of ``v`` from position ``p`` on are at least ``stored(v) + max w - 2w[p]``: a
  vertex's S-S keys are computed only as far as they could be tight now, and the rest is
  represented in the global heap by that bound, computed (in order) only when the bound comes
  to the top.  A scan offers edges to free vertices only as far as one could still beat the
  largest best key of a free vertex, and only where ``2w`` exceeds ``max w - best key`` of
  that neighbour (a comparison, no addition); a recomputation of ``best[j]`` stops where
  ``max w - 2w`` cannot beat the best key found.  On the bracket solver's graphs (criteria
  in bit fields, so weights cluster) this skips most edges.
* Flat lists indexed by vertex, blossom (ids ``n..2n-1``) and edge; no per-edge objects.
* Warm start: none.  The only provably consistent cheap one (matching edges of weight
  ``max w`` up front) is exactly what the first steps do anyway, and the persistent forest
  already avoids the repeated work a warm start would save.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from heapq import heapify, heappop, heappush, heapreplace
from operator import itemgetter

_FREE = 0
_S = 1
_T = 2
_weight_of = itemgetter(2)


def _neg_weight(edge: tuple[int, int, int]) -> int:
    return -edge[2]


_SELF_CHECK = False
"""Tests set this to have every dual step checked against all edges (O(m) per step)."""


def max_weight_matching(n: int, edges: Sequence[tuple[int, int, int]]) -> list[int]:
    """Return ``mate`` (``mate[v]`` is v's partner or -1) of a maximum-weight matching.

    Vertices are ``0..n-1``; ``edges`` holds ``(u, v, w)`` with integer ``w`` of any size.
    Edges with ``w <= 0`` are ignored (they can never increase the total), so the matching is
    of maximum weight, not necessarily of maximum cardinality; among matchings of equal
    weight any one may be returned.  Parallel edges are allowed (only the heaviest can
    matter); self-loops and vertices out of range raise ``ValueError``.
    """
    if n < 0:
        raise ValueError("negative number of vertices")
    adj: list[list[tuple[int, int, int]]] = [[] for _ in range(n)]
    eu: list[int] = []
    ev: list[int] = []
    ew2: list[int] = []
    wmax = 0
    for u, v, w in edges:
        if not (0 <= u < n and 0 <= v < n):
            raise ValueError(f"edge ({u}, {v}) has an endpoint outside 0..{n - 1}")
        if u == v:
            raise ValueError(f"self-loop at vertex {u}")
        if w <= 0:
            continue
        k = len(eu)
        w2 = w + w
        eu.append(u)
        ev.append(v)
        ew2.append(w2)
        adj[u].append((v, k, w2))
        adj[v].append((u, k, w2))
        if w > wmax:
            wmax = w
    if not eu:
        return [-1] * n
    for a in adj:
        a.sort(key=_weight_of, reverse=True)
    return _Matcher(n, eu, ev, ew2, adj, wmax).run()


class _Matcher:
    """State of one run.  Ids ``0..n-1`` are vertices (and trivial blossoms), ``n..2n-1``
    non-trivial blossoms; per-id lists serve both kinds where that is natural.
    """

    __slots__ = (
        "adj",
        "base",
        "best",
        "bkany",
        "bkey",
        "bkey2",
        "bkmax",
        "bsince",
        "bver",
        "cand",
        "cedges",
        "childs",
        "dsum",
        "dual",
        "eu",
        "ev",
        "ew2",
        "fbig",
        "free_ids",
        "fthr",
        "h2",
        "hmax",
        "hver",
        "is_s",
        "lab_in",
        "lab_out",
        "label",
        "lbase",
        "lcur",
        "lheap",
        "lown",
        "lstamp",
        "mark",
        "mate",
        "members",
        "n",
        "nobest",
        "parent",
        "pending",
        "queue",
        "scanned",
        "since",
        "stamp",
        "tick",
        "top",
        "tree",
        "tset",
        "wmax",
    )

    def __init__(
        self,
        n: int,
        eu: list[int],
        ev: list[int],
        ew2: list[int],
        adj: list[list[tuple[int, int, int]]],
        wmax: int,
    ) -> None:
        self.n = n
        self.eu = eu
        self.ev = ev
        self.ew2 = ew2
        # adj[v]: (neighbour, edge, 2w), heaviest first (so -2w ascends, for bisect).
        self.adj = adj
        self.mate = [-1] * n
        self._init_blossoms(n, wmax)
        self._init_forest(n)
        self._init_best(n, wmax)
        self._init_candidates(n)

    def _init_blossoms(self, n: int, wmax: int) -> None:
        """Every vertex a trivial blossom of its own, dual ``max w`` (stored doubled)."""
        nb = 2 * n
        # Blossom structure.  top[v]: the top-level blossom holding vertex v (v itself when
        # trivial).  parent[b]: the blossom directly holding b, -1 at top level.  A
        # non-trivial blossom's children form an odd cycle childs[b][0..k-1] with the base
        # in childs[b][0]; cedges[b][i] = (x, y) joins x in child i to y in child i+1 (mod k)
        # and is a matched edge exactly when i is odd.  members[b]: its vertices.
        self.top = list(range(n))
        self.parent = [-1] * nb
        self.base = list(range(n)) + [-1] * n
        self.childs: list[list[int]] = [[] for _ in range(nb)]
        self.cedges: list[list[tuple[int, int]]] = [[] for _ in range(nb)]
        self.members: list[list[int]] = [[v] for v in range(n)] + [[] for _ in range(n)]
        self.free_ids = list(range(nb - 1, n - 1, -1))
        # Doubled duals, stored label-relative (see the module docstring).  No S-vertex
        # stores less than wmax: no dual falls below the unmatched vertices' wmax - dsum.
        self.dual = [wmax] * n + [0] * n
        self.dsum = 0
        self.wmax = wmax

    def _init_forest(self, n: int) -> None:
        """No labels yet: :meth:`run` makes every vertex the S-root of its own tree."""
        nb = 2 * n
        # Forest.  label[b] for top-level blossoms; lab_in[b]/lab_out[b] the tree edge through
        # which b got its label (lab_in inside b, lab_out the vertex above; for an S-blossom
        # its base and the base's mate, -1 for a root).  tree[v]: the root of v's tree while
        # v is labelled.  since[v]: when v last became S (a global counter); scanned[v]: the
        # since[v] at which v was last scanned.
        self.label = [_FREE] * nb
        self.is_s = [False] * n  # label[top[v]] == _S, per vertex
        self.lab_in = [-1] * nb
        self.lab_out = [-1] * nb
        self.tree = [-1] * n
        self.since = [0] * n
        self.scanned = [0] * n
        self.tick = 0
        self.queue: list[int] = []

    def _init_best(self, n: int, wmax: int) -> None:
        """Step 2's bookkeeping: no free vertex has a best edge yet."""
        # Step 2: best[j] = the least-key edge from an S-vertex i to the free vertex j, with
        # bkey[j] = stored(i) - 2w, bkey2[j] = bkey[j] + stored(j) and bsince[j] = since[i];
        # -1: none, -2: to be recomputed.  bkmax bounds the bkey of the free vertices from
        # above (None: no free vertex has one), bkany: some free vertex has no S-neighbour.
        self.best = [-1] * n
        self.bkey = [0] * n
        self.bkey2 = [0] * n
        self.bsince = [0] * n
        self.bkmax: int | None = None
        self.bkany = False
        # fthr[j] = max w - bkey[j]: no S-vertex (stored >= max w) improves best[j] through
        # an edge with 2w <= fthr[j]; -1 if j has no best edge, fbig (above every 2w) if j
        # is not free or its best edge is to be recomputed.  A comparison spares additions.
        self.fbig = 2 * wmax + 1
        self.fthr = [self.fbig] * n
        # h2: (bkey2[j], j, bver[j]) whenever best[j] changes (older entries are stale);
        # pending: vertices marked -2; nobest: free vertices found without S-neighbours.
        self.h2: list[tuple[int, int, int]] = []
        # hmax: (-bkey[j], j, hver[j]) as recomputed (a later improvement of best[j] only
        # lowers bkey[j], so the entry stays an upper bound), for bkmax.
        self.hmax: list[tuple[int, int, int]] = []
        self.hver = [0] * n
        self.bver = [0] * n
        self.pending: list[int] = []
        self.nobest: list[int] = []

    def _init_candidates(self, n: int) -> None:
        """Steps 3 and 4: no T-blossom, no S-S candidate yet."""
        # Step 4: the top-level non-trivial T-blossoms.
        self.tset: set[int] = set()
        # Step 3: local heap i of S-S keys (key, edge) of the scan of lown[i] (at since
        # lstamp[i]); its edges from adj position lcur[i] on are not computed yet, their keys
        # being at least lbase[i] - 2w.  cand holds (key, edge, i) for each local heap, edge
        # -1 when the key is that bound.
        self.cand: list[tuple[int, int, int]] = []
        self.lheap: list[list[tuple[int, int]]] = []
        self.lown: list[int] = []
        self.lstamp: list[int] = []
        self.lcur: list[int] = []
        self.lbase: list[int] = []
        self.mark = [0] * (2 * n)
        self.stamp = 0

    # ---- driver ---------------------------------------------------------------------------

    def run(self) -> list[int]:
        """Grow, shrink, augment and step the duals until the matching is optimal."""
        n = self.n
        mate = self.mate
        for v in range(n):
            self.tree[v] = v
            self._label_s(v, v, -1)
        unmatched = n
        root = 0  # any unmatched vertex: they all share the smallest dual
        while True:
            if self._scan():
                unmatched -= 2
                # With fewer than two unmatched vertices no augmenting path can exist, and
                # the matching is final (further steps would only move duals).
                if unmatched < 2:
                    break
                root = mate.index(-1)
                continue
            delta, kind, pick = self._dual_step(root)
            if _SELF_CHECK:
                self._check_step(delta, root)
            if kind == 1:
                break
            self.dsum += delta
            if self._act(kind, pick):
                unmatched -= 2
                if unmatched < 2:
                    break
                root = mate.index(-1)
        return mate

    # ---- the dual step: least of the four limits ------------------------------------------

    def _dual_step(self, root: int) -> tuple[int, int, int]:
        """The largest feasible dual step, which limit sets it (1-4) and on what (an edge,
        a blossom; -1 for limit 1)."""
        ds = self.dsum
        delta = self.dual[root] - ds  # 1: the dual of the unmatched vertices
        kind = 1
        pick = -1
        # 2: slack = bkey2 - dsum, least over the free vertices
        found = self._least_free()
        if found is not None and found[0] - ds < delta:
            delta = found[0] - ds
            kind = 2
            pick = found[1]
        # 3: slack = key - 2 dsum; the step is half of it (S-S slacks are even)
        if self._least():
            key, k, _ = self.cand[0]
            d3 = (key - ds - ds) >> 1
            if d3 < delta:
                delta = d3
                kind = 3
                pick = k
        # 4: the dual of a T-blossom is stored - 2 dsum; the step is half of it
        dual = self.dual
        zmin = 0
        p4 = -1
        for b in self.tset:
            if p4 == -1 or dual[b] < zmin:
                zmin = dual[b]
                p4 = b
        if p4 != -1:
            d4 = (zmin - ds - ds) >> 1
            if d4 < delta:
                delta = d4
                kind = 4
                pick = p4
        return delta, kind, pick

    def _least_free(self) -> tuple[int, int] | None:
        """Step 2's candidate: ``(bkey2, edge)`` of the free vertex whose best edge has the
        least slack, None if none (best edges recomputed where marked, or where the S end
        has left S); also brings ``bkany`` and ``bkmax`` up to date for the next scans."""
        best = self.best
        label = self.label
        top = self.top
        pending = self.pending
        if pending:
            for j in pending:
                if best[j] == -2 and label[top[j]] == _FREE:
                    self._rebest(j)
            pending.clear()
        found: tuple[int, int] | None = None
        h2 = self.h2
        while h2:
            key, j, ver = h2[0]
            k = best[j]
            if ver != self.bver[j] or k < 0 or label[top[j]] != _FREE:
                heappop(h2)
                continue
            i = self.eu[k] if self.ev[k] == j else self.ev[k]
            if not self.is_s[i] or self.since[i] != self.bsince[j]:
                heappop(h2)
                self._rebest(j)
                continue
            found = (key, k)
            break
        nobest = self.nobest
        if nobest:
            nobest[:] = [j for j in nobest if best[j] == -1 and label[top[j]] == _FREE]
        self.bkany = bool(nobest)
        hmax = self.hmax
        hver = self.hver
        while hmax and (hmax[0][2] != hver[hmax[0][1]] or label[top[hmax[0][1]]] != _FREE):
            heappop(hmax)
        self.bkmax = -hmax[0][0] if hmax else None
        return found

    def _act(self, kind: int, pick: int) -> bool:
        """Act on what limited the step (2: grow, 3: shrink or augment, 4: expand); True
        when the matching grew."""
        if kind == 2:
            x = self.eu[pick]
            y = self.ev[pick]
            if self.label[self.top[x]] != _S:
                x, y = y, x
            self._label_t(y, x)
        elif kind == 3:
            x = self.eu[pick]
            y = self.ev[pick]
            bb = self._find_base(x, y)
            if bb == -1:
                self._augment(x, y)
                return True
            self._add_blossom(bb, x, y)
        else:
            self._expand_t(pick)
        return False

    def _check_step(self, delta: int, root: int) -> None:
        """Self-check (tests only): the duals are feasible and ``delta`` is exactly the
        largest step they allow, found by looking at every edge and blossom.
        """
        n = self.n
        top = self.top
        label = self.label
        dual = self.dual
        ds = self.dsum
        shift = {_S: -ds, _T: ds, _FREE: 0}  # stored -> plain, per label
        limits = [dual[root] - ds]
        for k, w2 in enumerate(self.ew2):
            x = self.eu[k]
            y = self.ev[k]
            bx = top[x]
            by = top[y]
            if bx == by:
                continue
            lx = label[bx]
            ly = label[by]
            slack = dual[x] + shift[lx] + dual[y] + shift[ly] - w2
            assert slack >= 0, "infeasible edge"
            if lx == _S and ly == _S:
                assert slack % 2 == 0, "odd S-S slack"
                limits.append(slack // 2)
            elif _S in (lx, ly) and _FREE in (lx, ly):
                limits.append(slack)
        for b in range(n, 2 * n):
            if self.parent[b] == -1 and label[b] == _T:
                z = dual[b] - ds - ds
                assert z >= 0 and z % 2 == 0, "bad T-blossom dual"
                limits.append(z // 2)
        assert delta == min(limits), "dual step is not the largest feasible one"

    # ---- step-3 candidates ----------------------------------------------------------------

    def _least(self) -> bool:
        """Bring the least current S-S candidate to the top of ``cand``; False if none.

        A current candidate is an edge between S-vertices of different blossoms whose key
        still equals what the stored duals give.  Stale heads are dropped, and a bound that
        comes to the top has the next edges behind it computed.  Every local heap's head and
        bound are below its other entries, so the first current top is the least of all.
        """
        cand = self.cand
        lheap = self.lheap
        lown = self.lown
        lstamp = self.lstamp
        since = self.since
        top = self.top
        label = self.label
        dual = self.dual
        eu = self.eu
        ev = self.ev
        ew2 = self.ew2
        while cand:
            key, k, i = cand[0]
            o = lown[i]
            if label[top[o]] != _S or since[o] != lstamp[i]:
                heappop(cand)  # the owner has left S: all of its entries are stale
                lheap[i] = []
                continue
            if k == -1:
                self._extend(i)
            else:
                x = eu[k]
                y = ev[k]
                bx = top[x]
                by = top[y]
                if (
                    bx != by
                    and label[bx] == _S
                    and label[by] == _S
                    and dual[x] + dual[y] - ew2[k] == key
                ):
                    return True
                heappop(lheap[i])
            entry = self._head(i)
            if entry is None:
                heappop(cand)
            else:
                heapreplace(cand, entry)
        return False

    def _head(self, i: int) -> tuple[int, int, int] | None:
        """The entry of local heap i in ``cand``: its least key or its bound, if lower."""
        local = self.lheap[i]
        cur = self.lcur[i]
        a = self.adj[self.lown[i]]
        if cur < len(a):
            bound = self.lbase[i] - a[cur][2]
            if not local or bound <= local[0][0]:
                return (bound, -1, i)
        if local:
            key, k = local[0]
            return (key, k, i)
        return None

    def _extend(self, i: int) -> None:
        """Compute the S-S keys of local heap i's next edges, at least one, as long as their
        bound does not exceed the least key found.
        """
        v = self.lown[i]
        sv = self.lstamp[i]
        a = self.adj[v]
        cur = self.lcur[i]
        base = self.lbase[i]
        local = self.lheap[i]
        top = self.top
        label = self.label
        dual = self.dual
        since = self.since
        bv = top[v]
        yv = dual[v]
        end = len(a)
        # Stop at the first edge whose bound exceeds the least key: 2w < base - least.
        stop = base - local[0][0] if local else None
        while cur < end:
            w, k, w2 = a[cur]
            if stop is not None and w2 < stop:
                break
            cur += 1
            bw = top[w]
            if bw != bv and label[bw] == _S and since[w] < sv:
                key = yv + dual[w] - w2
                heappush(local, (key, k))
                if local[0][1] == k:
                    stop = base - key
        self.lcur[i] = cur

    def _prune(self) -> None:
        """Drop the local heaps whose owners have left S (keeps memory at O(m))."""
        lheap = self.lheap
        lown = self.lown
        lstamp = self.lstamp
        since = self.since
        top = self.top
        label = self.label
        keep: list[tuple[int, int, int]] = []
        for entry in self.cand:
            i = entry[2]
            o = lown[i]
            if label[top[o]] == _S and since[o] == lstamp[i]:
                keep.append(entry)
            else:
                lheap[i] = []
        heapify(keep)
        self.cand[:] = keep

    # ---- the hot loop ---------------------------------------------------------------------

    def _scan(self) -> bool:
        """Scan the edges of queued S-vertices; True if one augmentation was made."""
        queue = self.queue
        if not queue:
            return False
        top = self.top
        label = self.label
        since = self.since
        scanned = self.scanned
        dual = self.dual
        ds2 = self.dsum + self.dsum
        while queue:
            v = queue.pop()
            bv = top[v]
            sv = since[v]
            if label[bv] != _S or scanned[v] == sv:
                # Freed since it was queued, or queued twice (freed and labelled S again
                # before its turn): nothing new to see.
                continue
            scanned[v] = sv
            yv = dual[v]
            a = self.adj[v]
            # Where to stop: S-S keys from cut_s on exceed 2 dsum (nothing tight: they are
            # left to the bound), and S-free keys from cut_f on improve no free vertex's best.
            lift = yv + self.wmax
            cut_s = bisect_right(a, ds2 - lift, key=_neg_weight)  # first with lift - 2w > 2 dsum
            if self.bkany:
                cut_f = len(a)
            elif self.bkmax is None:
                cut_f = 0
            else:
                cut_f = bisect_left(a, self.bkmax - yv, key=_neg_weight)  # first: yv - 2w >= bkmax
            self._offer(v, yv, sv, a[:cut_f])
            local: list[tuple[int, int]] = []
            # Edges to S-vertices in other blossoms, as far as they could be tight.
            for w, k, w2 in a[:cut_s]:
                bw = top[w]
                if bw == bv or label[bw] != _S or since[w] > sv:
                    # Same blossom, not S, or S later than v: that end enters the edge.
                    continue
                key = yv + dual[w] - w2  # slack + 2 dsum
                if key > ds2:
                    local.append((key, k))
                    continue
                bb = self._find_base(v, w)
                if bb == -1:
                    self._augment(v, w)
                    return True
                self._add_blossom(bb, v, w)
                bv = top[v]
            if local or cut_s < len(a):
                self._keep_local(v, sv, local, cut_s, lift)
        return False

    def _offer(self, v: int, yv: int, sv: int, edges: list[tuple[int, int, int]]) -> None:
        """Offer the S-vertex v's ``edges`` to free vertices whose best edge they improve.

        ``fthr[w]`` is above every 2w unless w is free and v might improve its best edge: one
        comparison sorts most edges out. An edge that is tight already labels w T at once.
        """
        fthr = self.fthr
        best = self.best
        bkey = self.bkey
        bkey2 = self.bkey2
        bsince = self.bsince
        bver = self.bver
        hver = self.hver
        h2 = self.h2
        hmax = self.hmax
        dual = self.dual
        ds = self.dsum
        wmax = self.wmax
        for w, k, w2 in edges:
            if w2 <= fthr[w]:
                continue
            key = yv - w2  # slack = key + dual(w) - dsum
            o = best[w]
            if o != -1 and key >= bkey[w]:
                continue
            key2 = key + dual[w]
            if key2 <= ds:
                self._label_t(w, v)
                continue
            best[w] = k
            bkey[w] = key
            bkey2[w] = key2
            bsince[w] = sv
            fthr[w] = wmax - key
            ver = bver[w] + 1
            bver[w] = ver
            heappush(h2, (key2, w, ver))
            if o == -1:
                # w had no best key, so none in hmax either: bkmax must now cover it.
                hv = hver[w] + 1
                hver[w] = hv
                heappush(hmax, (-key, w, hv))

    def _keep_local(
        self, v: int, sv: int, local: list[tuple[int, int]], cut: int, lift: int
    ) -> None:
        """Keep v's S-S keys not tight yet (``local``) and the bound of its edges from
        ``cut`` on, as a local heap entered in ``cand``."""
        if len(local) > 1:
            heapify(local)
        i = len(self.lheap)
        self.lheap.append(local)
        self.lown.append(v)
        self.lstamp.append(sv)
        self.lcur.append(cut)
        self.lbase.append(lift)
        entry = self._head(i)
        if entry is not None:
            heappush(self.cand, entry)

    def _rebest(self, j: int) -> int:
        """Recompute best[j] for the free vertex j over all its S-neighbours."""
        dual = self.dual
        is_s = self.is_s
        edges = iter(self.adj[j])
        for first in edges:
            if is_s[first[0]]:
                break
        else:
            self.best[j] = -1
            self.fthr[j] = -1
            self.bver[j] += 1  # any older entry of j in h2 is stale
            self.nobest.append(j)
            return -1
        src, pick, w2 = first
        low = dual[src] - w2
        # Edges come heaviest first: once wmax - 2w cannot beat the best key, stop.
        wmax = self.wmax
        stop = wmax - low
        for i, k, w2 in edges:
            if w2 <= stop:
                break
            if is_s[i]:
                key = dual[i] - w2
                if key < low:
                    pick = k
                    low = key
                    src = i
                    stop = wmax - low
        self.best[j] = pick
        self.bkey[j] = low
        self.fthr[j] = wmax - low
        key2 = low + dual[j]
        self.bkey2[j] = key2
        self.bsince[j] = self.since[src]
        ver = self.bver[j] + 1
        self.bver[j] = ver
        heappush(self.h2, (key2, j, ver))
        hv = self.hver[j] + 1
        self.hver[j] = hv
        heappush(self.hmax, (-low, j, hv))
        return pick

    def _label_s(self, b: int, x: int, t: int) -> None:
        """Label the free top-level blossom b S, reached at its base x from t (-1: root)."""
        self.label[b] = _S
        self.lab_in[b] = x
        self.lab_out[b] = t
        ds = self.dsum
        dual = self.dual
        since = self.since
        tree = self.tree
        root = tree[x] if t == -1 else tree[t]
        tick = self.tick
        mem = self.members[b]
        is_s = self.is_s
        fthr = self.fthr
        fbig = self.fbig
        for v in mem:
            is_s[v] = True
            fthr[v] = fbig
            dual[v] += ds
            tick += 1
            since[v] = tick
            tree[v] = root
        self.tick = tick
        if b >= self.n:
            dual[b] -= ds + ds
        self.queue.extend(mem)

    def _set_t(self, b: int, w: int, v: int) -> None:
        """Label the free top-level blossom b T through the tight edge from S-vertex v to w."""
        self.label[b] = _T
        self.lab_in[b] = w
        self.lab_out[b] = v
        ds = self.dsum
        dual = self.dual
        tree = self.tree
        root = tree[v]
        fthr = self.fthr
        fbig = self.fbig
        for x in self.members[b]:
            dual[x] -= ds
            tree[x] = root
            fthr[x] = fbig
        if b >= self.n:
            dual[b] += ds + ds
            self.tset.add(b)

    def _label_t(self, w: int, v: int) -> None:
        """Label w's (free) blossom T from S-vertex v, and the blossom of its base's mate S."""
        b = self.top[w]
        self._set_t(b, w, v)
        bs = self.base[b]
        m = self.mate[bs]
        self._label_s(self.top[m], m, bs)

    def _find_base(self, v: int, w: int) -> int:
        """The S-blossom where the tree paths from v and w meet, -1 if in different trees."""
        if self.tree[v] != self.tree[w]:
            return -1
        self.stamp += 1
        stamp = self.stamp
        mark = self.mark
        top = self.top
        lab_out = self.lab_out
        a = top[v]
        b = top[w]
        while a != -1 or b != -1:
            if a != -1:
                if mark[a] == stamp:
                    return a
                mark[a] = stamp
                t = lab_out[a]
                a = -1 if t == -1 else top[lab_out[top[t]]]
            a, b = b, a
        return -1  # pragma: no cover - same tree always meets

    # ---- blossoms -------------------------------------------------------------------------

    def _add_blossom(self, bb: int, v: int, w: int) -> None:
        """Shrink the odd cycle closed by the tight edge vw (S-vertices of one tree, whose
        paths meet at S-blossom bb) into a new S-blossom.
        """
        top = self.top
        lab_in = self.lab_in
        lab_out = self.lab_out
        label = self.label
        dual = self.dual
        parent = self.parent
        n = self.n
        nid = self.free_ids.pop()
        ch, ce = self._cycle(bb, v, w)
        self.childs[nid] = ch
        self.cedges[nid] = ce
        self.base[nid] = self.base[bb]
        parent[nid] = -1
        label[nid] = _S
        lab_in[nid] = lab_in[bb]
        lab_out[nid] = lab_out[bb]
        ds = self.dsum
        ds2 = ds + ds
        dual[nid] = -ds2  # real dual 0, stored S-relative
        since = self.since
        tick = self.tick
        mem: list[int] = []
        queue = self.queue
        for c in ch:
            parent[c] = nid
            cm = self.members[c]
            if label[c] == _T:
                # T-vertices become S (stored value from 2u - dsum to 2u + dsum) and are
                # scanned like any new S-vertex.
                for x in cm:
                    self.is_s[x] = True
                    dual[x] += ds2
                    tick += 1
                    since[x] = tick
                queue.extend(cm)
                if c >= n:
                    dual[c] -= ds2  # back to its plain dual: no longer top level
                    self.tset.discard(c)
            elif c >= n:
                dual[c] += ds2
            mem.extend(cm)
        self.tick = tick
        self.members[nid] = mem
        for x in mem:
            top[x] = nid

    def _cycle(self, bb: int, v: int, w: int) -> tuple[list[int], list[tuple[int, int]]]:
        """The children and cycle edges of the blossom closed by vw: bb, then down the tree
        path to top[v], across vw, up from top[w]."""
        top = self.top
        lab_in = self.lab_in
        lab_out = self.lab_out
        down: list[int] = []
        a = top[v]
        while a != bb:
            down.append(a)
            a = top[lab_out[a]]
        ch = [bb]
        ce: list[tuple[int, int]] = []
        for a in reversed(down):
            ch.append(a)
            ce.append((lab_out[a], lab_in[a]))
        ce.append((v, w))
        a = top[w]
        while a != bb:
            ch.append(a)
            ce.append((lab_in[a], lab_out[a]))
            a = top[lab_out[a]]
        return ch, ce

    def _free_blossom(self, b: int) -> None:
        self.childs[b] = []
        self.cedges[b] = []
        self.members[b] = []
        self.base[b] = -1
        self.label[b] = _FREE
        self.dual[b] = 0
        self.free_ids.append(b)

    def _expand_t(self, b: int) -> None:
        """Expand the top-level T-blossom b, whose dual has reached 0 (a type-4 step).

        The even alternating path through the cycle, from the child where b was entered to
        the base child, takes b's place in the tree (T, S, ..., T); the other children become
        free (in matched pairs), their best edges to be recomputed; one that a tight edge
        from an S-vertex reaches is labelled by the next step, of size 0.
        """
        top = self.top
        parent = self.parent
        dual = self.dual
        label = self.label
        ds = self.dsum
        best = self.best
        ch = self.childs[b]
        ce = self.cedges[b]
        k = len(ch)
        for c in ch:
            parent[c] = -1
            label[c] = _FREE
            for x in self.members[c]:
                top[x] = c
                dual[x] += ds  # T-relative -> plain; the children's duals are plain already
        entry_in = self.lab_in[b]
        entry_out = self.lab_out[b]
        pos = ch.index(top[entry_in])
        on_path = [False] * k
        on_path[0] = True
        cin = entry_in
        cout = entry_out
        # From an odd position the matched cycle edge lies ahead (cedges[pos]), from an even
        # one behind (cedges[pos - 1]): walk that way to the base child, two children a time.
        if pos & 1:
            while pos != 0:
                on_path[pos] = on_path[pos + 1] = True
                self._label_t(cin, cout)
                x, y = ce[pos + 1]
                cin = y
                cout = x
                pos = (pos + 2) % k
        else:
            while pos != 0:
                on_path[pos] = on_path[pos - 1] = True
                self._label_t(cin, cout)
                x, y = ce[pos - 2]
                cin = x
                cout = y
                pos -= 2
        self.tset.discard(b)
        # The base child is T; its base's mate is b's S-child in the tree, labelled already.
        self._set_t(ch[0], cin, cout)
        for i in range(k):
            if on_path[i]:
                continue
            c = ch[i]
            if label[c] == _FREE:
                for x in self.members[c]:
                    best[x] = -2
                self.pending.extend(self.members[c])
        self._free_blossom(b)

    def _expand_free(self, b: int) -> None:
        """Dissolve the free top-level blossom b (dual 0) and, recursively, children with
        dual 0.  Its children are matched in pairs (the base child to b's mate), so they are
        free blossoms like b.
        """
        top = self.top
        parent = self.parent
        label = self.label
        n = self.n
        stack = [b]
        while stack:
            b = stack.pop()
            for c in self.childs[b]:
                parent[c] = -1
                label[c] = _FREE  # may still hold the label it had before b was made
                if c < n:
                    top[c] = c
                elif self.dual[c] == 0:
                    stack.append(c)
                else:
                    for x in self.members[c]:
                        top[x] = c
            self._free_blossom(b)

    # ---- augmentation ---------------------------------------------------------------------

    def _augment(self, v: int, w: int) -> None:
        """Flip the augmenting path formed by the tight edge vw and the two tree paths, then
        free the two trees.
        """
        top = self.top
        mate = self.mate
        lab_in = self.lab_in
        lab_out = self.lab_out
        n = self.n
        for s, j in ((v, w), (w, v)):
            while True:
                bs = top[s]
                if bs >= n:
                    self._rebase(bs, s)
                mate[s] = j
                t = lab_out[bs]
                if t == -1:
                    break  # bs was the root: its base was unmatched
                bt = top[t]
                s = lab_out[bt]
                j = lab_in[bt]
                if bt >= n:
                    self._rebase(bt, j)
                mate[j] = s
        self._free_trees(self.tree[v], self.tree[w])

    def _free_trees(self, r1: int, r2: int) -> None:
        """Unlabel every blossom of the trees rooted at r1 and r2 (just joined by an
        augmenting path).  The freed vertices get their best edges recomputed before the
        next step; entries of the other trees' S-vertices that point at them go stale.
        """
        n = self.n
        top = self.top
        label = self.label
        dual = self.dual
        tree = self.tree
        is_s = self.is_s
        ds = self.dsum
        ds2 = ds + ds
        freed: list[int] = []
        tops: list[int] = []
        for x in range(n):
            bx = top[x]
            lb = label[bx]
            if lb == _FREE:
                continue
            if tree[x] != r1 and tree[x] != r2:
                continue
            if lb == _S:
                dual[x] -= ds
                is_s[x] = False
            else:
                dual[x] += ds
            freed.append(x)
            tree[x] = -1
            if bx >= n and (not tops or tops[-1] != bx):
                tops.append(bx)
        zero: list[int] = []
        for b in tops:
            if label[b] == _FREE:
                continue  # seen before (members need not be contiguous)
            if label[b] == _S:
                dual[b] += ds2
                if dual[b] == 0:
                    zero.append(b)
            else:
                dual[b] -= ds2
                self.tset.discard(b)
            label[b] = _FREE
        for x in freed:
            label[x] = _FREE
        for b in zero:
            self._expand_free(b)
        best = self.best
        fthr = self.fthr
        fbig = self.fbig
        for x in freed:
            best[x] = -2
            fthr[x] = fbig
        self.pending.extend(freed)
        self._compact()

    def _compact(self) -> None:
        """Release stale heap entries once they outnumber the vertices."""
        n = self.n
        # Drop the stale entries of h2 and hmax when they outnumber the vertices.
        if len(self.h2) + len(self.hmax) > 4 * n:
            best = self.best
            label = self.label
            top = self.top
            bver = self.bver
            bkey = self.bkey
            bkey2 = self.bkey2
            live = [x for x in range(n) if best[x] >= 0 and label[top[x]] == _FREE]
            self.h2[:] = [(bkey2[x], x, bver[x]) for x in live]
            hver = self.hver
            self.hmax[:] = [(-bkey[x], x, hver[x]) for x in live]
            heapify(self.h2)
            heapify(self.hmax)
        # A current local heap belongs to an S-vertex, one each: more entries than vertices
        # means stale ones (their memory is released here rather than when they surface).
        if len(self.cand) > n:
            self._prune()

    def _rebase(self, b: int, v: int) -> None:
        """Make vertex v the base of blossom b, re-matching inside b (and inside the children
        involved) along the even path from v's child to the base child.
        """
        parent = self.parent
        childs = self.childs
        cedges = self.cedges
        mate = self.mate
        n = self.n
        stack = [(b, v)]
        while stack:
            b, v = stack.pop()
            t = v
            while parent[t] != b:
                t = parent[t]
            if t >= n:
                stack.append((t, v))
            ch = childs[b]
            ce = cedges[b]
            i = ch.index(t)
            if i:
                k = len(ch)
                # The unmatched cycle edges of the path become matched: ahead of an odd
                # position they are ce[i+1], ce[i+3], ..., ce[k-1]; behind an even one
                # ce[i-2], ..., ce[0].
                j = i + 1 if i & 1 else 0
                stop = k if i & 1 else i - 1
                while j < stop:
                    x, y = ce[j]
                    cx = ch[j]
                    cy = ch[j + 1] if j + 1 < k else ch[0]
                    if cx >= n:
                        stack.append((cx, x))
                    if cy >= n:
                        stack.append((cy, y))
                    mate[x] = y
                    mate[y] = x
                    j += 2
                childs[b] = ch[i:] + ch[:i]
                cedges[b] = ce[i:] + ce[:i]
            self.base[b] = v

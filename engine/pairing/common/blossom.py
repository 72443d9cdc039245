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
   keeps its place in the tree, the other children become free (or T when a tight edge from
   an S-vertex already reaches them).

Integrality: unmatched vertices share one dual, and every labelled vertex is joined to its root
by tight edges and blossom edges whose blossom duals are even, so all labelled vertices have
duals of one parity and the slack of an S-S edge is even.  Hence every ``δ`` is an integer and
blossom duals stay even.

Keeping the forest across augmentations
---------------------------------------
The textbook O(n³) version starts a new *stage* after each augmentation, throwing all labels
away and rescanning every edge of every S-vertex.  On dense graphs nearly all of that work is
repeated: only the two trees joined by the augmenting path change.  Here the forest persists:
after an augmentation the vertices of those two trees become free (duals, blossoms and the
matching are untouched, and every matched edge now joins two free vertices or lies inside a
blossom), the other trees stay as they are, and only edges at the freed vertices are
looked at again.  All invariants above are local to the forest as it stands, so correctness is
unaffected; the only extra requirement is that the candidates for ``δ`` stay complete, which
the lazy heaps below guarantee.  (Galil's rule of dissolving S-blossoms with dual 0 at the end
of a stage is applied to the two freed trees; it only keeps the blossom count down.)

What makes it fast in CPython
-----------------------------
* Flat lists indexed by vertex, blossom (ids ``n..2n-1``) and edge; per-vertex incidence lists
  of ``(neighbour, edge, 2w)`` tuples; no dictionaries and no per-edge objects.
* Lazy duals.  A step ``δ`` would change the dual of every labelled vertex (O(n) big-integer
  additions).  Instead ``dsum`` accumulates the steps and duals are stored label-relative: an
  S-vertex stores ``2u + dsum``, a T-vertex ``2u - dsum``, a free vertex ``2u``; top-level
  blossoms likewise with ``2·dsum``.  A stored value changes only when its label changes.
* Constant keys.  With stored values, an edge between an S-vertex and a free vertex has the
  key ``stored(i) + stored(j) - 2w`` = slack + ``dsum``, and an edge between two S-vertices
  the same expression = slack + ``2·dsum``: constant as long as both ends keep their labels,
  so candidates for steps 2 and 3 can wait in heaps ordered by key.
* Lazy two-level heaps.  Each time a vertex is scanned (an S-vertex when it gets labelled S,
  a vertex when it becomes free: its edges to S-vertices) the keys it finds go into a local
  heap owned by that vertex, and only the head of each local heap goes into the global heap
  of its step.  An entry is checked only when it reaches the top of the global heap: if the
  owner has changed state since the scan, its whole local heap is dropped; if the edge's ends
  no longer carry the right labels or the key recomputed from the stored duals differs, the
  entry is dropped and the local heap's next head takes its place.  Every S-free and every
  S-S edge always has a current entry, made when the later of its two ends got its present
  label; each S-S edge is entered only by the end that became S later.  Since each local
  head is its heap's least entry, the first current global top is the least current entry.
* Big additions cost ~200 ns at 1,500 bits, comparisons a third of that: a scanned edge costs
  two additions and a list append; edges into T-blossoms or inside a blossom cost nothing.
* Warm start: none.  The only provably consistent cheap one (matching edges of weight
  ``max w`` up front) is exactly what the first steps do anyway, and the persistent forest
  already avoids the repeated work a warm start would save.
"""

from __future__ import annotations

from collections.abc import Sequence
from heapq import heapify, heappop, heappush, heapreplace

_FREE = 0
_S = 1
_T = 2


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
    return _Matcher(n, eu, ev, ew2, adj, wmax).run()


class _Matcher:
    """State of one run.  Ids ``0..n-1`` are vertices (and trivial blossoms), ``n..2n-1``
    non-trivial blossoms; per-id lists serve both kinds where that is natural.
    """

    __slots__ = (
        "adj",
        "base",
        "cand2",
        "cand3",
        "cedges",
        "childs",
        "dsum",
        "dual",
        "eu",
        "ev",
        "ew2",
        "free_ids",
        "lab_in",
        "lab_out",
        "label",
        "lheap",
        "lkind",
        "lown",
        "lstamp",
        "mark",
        "mate",
        "members",
        "n",
        "parent",
        "queue",
        "scanned",
        "since",
        "stamp",
        "tick",
        "top",
        "tree",
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
        nb = 2 * n
        self.n = n
        self.eu = eu
        self.ev = ev
        self.ew2 = ew2
        self.adj = adj
        self.mate = [-1] * n
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
        # Doubled duals, stored label-relative (see the module docstring).
        self.dual = [wmax] * n + [0] * n
        self.dsum = 0
        # Forest.  label[b] for top-level blossoms; lab_in[b]/lab_out[b] the tree edge through
        # which b got its label (lab_in inside b, lab_out the vertex above; for an S-blossom
        # its base and the base's mate, -1 for a root).  tree[v]: the root of v's tree while
        # v is labelled.  since[v]: when v last became S or free (a global counter).
        self.label = [_FREE] * nb
        self.lab_in = [-1] * nb
        self.lab_out = [-1] * nb
        self.tree = [-1] * n
        self.since = [0] * n
        self.scanned = [0] * n  # since[v] when v was last scanned as an S-vertex
        self.tick = 0
        # Candidates for steps 2 (S-free edges) and 3 (S-S edges), lazily checked.  Each
        # scan of a vertex (its "owner") leaves a local heap of (key, edge), lheap[i]; cand2
        # and cand3 hold (key, edge, i) for the head of every local heap.  A local heap is
        # dropped whole once its owner has left the state it had (label lkind[i], since
        # lstamp[i]); single entries are dropped when they reach the head stale.
        self.cand2: list[tuple[int, int, int]] = []
        self.cand3: list[tuple[int, int, int]] = []
        self.lheap: list[list[tuple[int, int]]] = []
        self.lown: list[int] = []
        self.lkind: list[int] = []
        self.lstamp: list[int] = []
        self.mark = [0] * nb
        self.stamp = 0
        self.queue: list[int] = []

    # ---- driver ---------------------------------------------------------------------------

    def run(self) -> list[int]:
        n = self.n
        mate = self.mate
        top = self.top
        label = self.label
        dual = self.dual
        eu = self.eu
        ev = self.ev
        parent = self.parent
        cand2 = self.cand2
        cand3 = self.cand3
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
            # ---- the dual step: least of the four limits --------------------------------
            ds = self.dsum
            delta = dual[root] - ds  # 1: the dual of the unmatched vertices
            kind = 1
            pick = -1
            if self._least(cand2, _FREE):
                key, k, _ = cand2[0]
                if key - ds < delta:
                    delta = key - ds
                    kind = 2
                    pick = k
            if self._least(cand3, _S):
                key, k, _ = cand3[0]
                d3 = (key - ds - ds) >> 1  # S-S slacks are even (see above)
                if d3 < delta:
                    delta = d3
                    kind = 3
                    pick = k
            zmin = -1
            p4 = -1
            for b in range(n, 2 * n):
                if label[b] == _T and parent[b] == -1 and (p4 == -1 or dual[b] < zmin):
                    zmin = dual[b]
                    p4 = b
            if p4 != -1:
                d4 = (zmin - ds - ds) >> 1
                if d4 < delta:
                    delta = d4
                    kind = 4
                    pick = p4
            if kind == 1:
                break
            self.dsum = ds + delta
            # ---- act on what limited the step -------------------------------------------
            if kind == 2:
                x = eu[pick]
                y = ev[pick]
                if label[top[x]] != _S:
                    x, y = y, x
                self._label_t(y, x)
            elif kind == 3:
                x = eu[pick]
                y = ev[pick]
                bb = self._find_base(x, y)
                if bb == -1:
                    self._augment(x, y)
                    unmatched -= 2
                    if unmatched < 2:
                        break
                    root = mate.index(-1)
                else:
                    self._add_blossom(bb, x, y)
            else:
                self._expand_t(pick)
        return mate

    def _least(self, cand: list[tuple[int, int, int]], other: int) -> bool:
        """Bring the least current candidate of ``cand`` to its top; False if none is left.

        A current candidate is an edge between an S-vertex and a vertex labelled ``other``
        (free for step 2, S in another blossom for step 3) whose key still equals what the
        stored duals give.  Stale heads are dropped; since every local heap's head is its
        least entry, the first current head found is the least current entry of all.
        """
        lheap = self.lheap
        lown = self.lown
        lkind = self.lkind
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
            if label[top[o]] != lkind[i] or since[o] != lstamp[i]:
                heappop(cand)  # the owner moved on: all of its entries are stale
                lheap[i] = []
                continue
            x = eu[k]
            y = ev[k]
            bx = top[x]
            by = top[y]
            lx = label[bx]
            ly = label[by]
            if (
                bx != by
                and ((lx == _S and ly == other) or (lx == other and ly == _S))
                and dual[x] + dual[y] - ew2[k] == key
            ):
                return True
            local = lheap[i]
            heappop(local)
            if local:
                hk, hk_edge = local[0]
                heapreplace(cand, (hk, hk_edge, i))
            else:
                heappop(cand)
        return False

    def _register(
        self,
        cand: list[tuple[int, int, int]],
        local: list[tuple[int, int]],
        owner: int,
        kind: int,
    ) -> None:
        """File the candidates ``local`` found while scanning ``owner`` (labelled kind)."""
        if len(local) > 1:
            heapify(local)
        i = len(self.lheap)
        self.lheap.append(local)
        self.lown.append(owner)
        self.lkind.append(kind)
        self.lstamp.append(self.since[owner])
        key, k = local[0]
        heappush(cand, (key, k, i))

    def _prune(self, cand: list[tuple[int, int, int]]) -> None:
        """Drop the local heaps whose owners have moved on (keeps memory at O(m))."""
        lheap = self.lheap
        lown = self.lown
        lkind = self.lkind
        lstamp = self.lstamp
        since = self.since
        top = self.top
        label = self.label
        keep: list[tuple[int, int, int]] = []
        for entry in cand:
            i = entry[2]
            o = lown[i]
            if label[top[o]] == lkind[i] and since[o] == lstamp[i]:
                keep.append(entry)
            else:
                lheap[i] = []
        heapify(keep)
        cand[:] = keep

    # ---- the hot loop ---------------------------------------------------------------------

    def _scan(self) -> bool:
        """Scan the edges of queued S-vertices; True if one augmentation was made."""
        queue = self.queue
        if not queue:
            return False
        adj = self.adj
        top = self.top
        label = self.label
        dual = self.dual
        since = self.since
        scanned = self.scanned
        ds = self.dsum
        ds2 = ds + ds
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
            local2: list[tuple[int, int]] = []
            local3: list[tuple[int, int]] = []
            for w, k, w2 in adj[v]:
                bw = top[w]
                if bw == bv:
                    continue
                lw = label[bw]
                if lw == _S:
                    # Between two S-blossoms: the end that became S later pushes it.
                    if since[w] > sv:
                        continue
                    key = yv + dual[w] - w2  # slack + 2 dsum
                    if key > ds2:
                        local3.append((key, k))
                        continue
                    bb = self._find_base(v, w)
                    if bb == -1:
                        self._augment(v, w)
                        return True
                    self._add_blossom(bb, v, w)
                    bv = top[v]
                elif lw == _FREE:
                    key = yv + dual[w] - w2  # slack + dsum
                    if key > ds:
                        local2.append((key, k))
                    else:
                        self._label_t(w, v)
                # edges into T-blossoms keep their slack: nothing to do
            if local2:
                self._register(self.cand2, local2, v, _S)
            if local3:
                self._register(self.cand3, local3, v, _S)
        return False

    def _push_free(self, x: int) -> bool:
        """x has just become free: push its edges to S-vertices, or, if one is tight, grow
        the forest through it.  True if x's blossom got labelled.
        """
        top = self.top
        label = self.label
        dual = self.dual
        ds = self.dsum
        self.tick += 1
        self.since[x] = self.tick
        yx = dual[x]
        local: list[tuple[int, int]] = []
        for y, k, w2 in self.adj[x]:
            if label[top[y]] == _S:
                key = yx + dual[y] - w2
                if key > ds:
                    local.append((key, k))
                else:
                    self._label_t(x, y)
                    return True
        if local:
            self._register(self.cand2, local, x, _FREE)
        return False

    # ---- labels ---------------------------------------------------------------------------

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
        for v in mem:
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
        for x in self.members[b]:
            dual[x] -= ds
            tree[x] = root
        if b >= self.n:
            dual[b] += ds + ds

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
        # Cycle order: bb, then down the tree path to top[v], across vw, up from top[w].
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
                    dual[x] += ds2
                    tick += 1
                    since[x] = tick
                queue.extend(cm)
                if c >= n:
                    dual[c] -= ds2  # back to its plain dual: no longer top level
            elif c >= n:
                dual[c] += ds2
            mem.extend(cm)
        self.tick = tick
        self.members[nid] = mem
        for x in mem:
            top[x] = nid

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
        free, or T when a tight edge from an S-vertex reaches them.
        """
        top = self.top
        parent = self.parent
        dual = self.dual
        label = self.label
        ds = self.dsum
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
        # The base child is T; its base's mate is b's S-child in the tree, labelled already.
        self._set_t(ch[0], cin, cout)
        for i in range(k):
            if on_path[i]:
                continue
            c = ch[i]
            for x in self.members[c]:
                if label[c] != _FREE or self._push_free(x):
                    break
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
        augmenting path), then make sure every edge from an S-vertex to a freed vertex gets
        a current candidate entry.
        """
        n = self.n
        top = self.top
        label = self.label
        dual = self.dual
        tree = self.tree
        adj = self.adj
        ds = self.dsum
        ds2 = ds + ds
        freed: list[int] = []
        tops: list[int] = []
        outer: list[int] = []  # S-vertices of the other trees
        freed_cost = 0
        outer_cost = 0
        for x in range(n):
            bx = top[x]
            lb = label[bx]
            if lb == _FREE:
                continue
            if tree[x] != r1 and tree[x] != r2:
                if lb == _S:
                    outer.append(x)
                    outer_cost += len(adj[x])
                continue
            if lb == _S:
                dual[x] -= ds
            else:
                dual[x] += ds
            freed.append(x)
            freed_cost += len(adj[x])
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
            label[b] = _FREE
        for x in freed:
            label[x] = _FREE
        for b in zero:
            self._expand_free(b)
        if outer_cost < freed_cost:
            # Cheaper from the other side (typical late on, when the two trees held most of
            # the graph): all S-vertices count as newly labelled and are scanned again; that
            # enters every S-free edge, and their older local heaps are dropped.
            since = self.since
            tick = self.tick
            for x in outer:
                tick += 1
                since[x] = tick
            self.tick = tick
            self.queue.extend(outer)
        else:
            for x in freed:
                if label[top[x]] == _FREE:
                    self._push_free(x)
        # Local heaps are owned by vertices: at most two current ones per vertex.
        if len(self.cand2) > 4 * n:
            self._prune(self.cand2)
        if len(self.cand3) > 2 * n:
            self._prune(self.cand3)

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

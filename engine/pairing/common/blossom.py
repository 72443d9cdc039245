"""Exact maximum-weight matching on general graphs: Edmonds' blossom algorithm, primal-dual form.

This is the O(n³) method of Galil's survey ("Efficient algorithms for finding maximum matching
in graphs", ACM Computing Surveys 18, 1986), specialised for what the pairing engine feeds it:
dense graphs whose integer weights may be thousands of bits long.  All arithmetic is on Python
integers, so the result is exactly optimal whatever the size of the weights.

The linear programme
--------------------
Every vertex ``v`` has a dual ``u(v) >= 0`` and every blossom ``B`` (an odd set of vertices
built by the algorithm) a dual ``z(B) >= 0``.  The *slack* of an edge ``ij`` of weight ``w`` is
``u(i) + u(j) + sum of z(B) over blossoms containing both i and j - w``.  The duals are
feasible when no slack is negative; a matching ``M`` is then of maximum weight as soon as
(complementary slackness) every edge of ``M`` has slack 0, every unmatched vertex has
``u = 0`` and every blossom with ``z > 0`` is *full* (its matched edges cover all of it but
one vertex).  The algorithm keeps the duals feasible and the first and third conditions true
all the time, and works towards the second.

To stay in integers, duals are stored doubled: ``dual[v] = 2u(v)``, ``dual[B] = 2z(B)`` and an
edge's doubled slack is ``dual[i] + dual[j] - 2w`` between different top-level blossoms (a
blossom containing both ends would be a top-level one).  Every vertex starts at ``max w``.

Stages
------
Each *stage* ends either with one augmentation (the matching grows by one edge) or with the
proof that the current matching is optimal, so there are at most ``n/2 + 1`` stages.  A stage
grows alternating trees from all unmatched vertices over *tight* edges (slack 0): the roots and
every vertex reached through a matched edge are labelled S (outer), a top-level blossom reached
through a non-matching tight edge from an S-vertex is labelled T (inner).  A tight edge between
two S-blossoms either closes an odd cycle in one tree (the cycle is shrunk into a new
S-blossom) or joins two trees (an augmenting path: the stage ends).  When no tight edge helps,
the duals change by ``δ``: S-vertices lose ``δ``, T-vertices gain ``δ``, top-level S-blossoms
gain ``2δ`` and T-blossoms lose ``2δ`` (doubled units).  Edges inside a blossom, matched edges
and tree edges keep their slack; ``δ`` is the largest step keeping everything feasible:

1. the dual of an S-vertex reaches 0 (unmatched vertices have the smallest dual of all,
   so they reach 0 first): the matching is optimal, stop;
2. an edge from an S-vertex to an unlabelled blossom becomes tight: label that blossom T;
3. an edge between two S-blossoms becomes tight (its slack falls by ``2δ``, and that slack is
   always even, see below): shrink or augment;
4. the dual of a T-blossom reaches 0: expand it, relabelling the even path through it.

At the end of a stage, S-blossoms whose dual is 0 are expanded (Galil's rule).

Why the integers stay integers
------------------------------
Unmatched vertices always share one dual value (they are S in every step of every stage), each
tree is connected through tight edges and blossom edges whose blossom duals are even, so all
labelled vertices have duals of one parity and the slack of an S-S edge is even.  Every ``δ``
is thus an integer and blossom duals stay even.

What makes it fast in CPython
-----------------------------
* Flat lists indexed by vertex, blossom (ids ``n..2n-1``) and edge; per-vertex incidence lists
  of ``(neighbour, edge, 2w)`` tuples.  No dictionaries, no per-edge objects.
* Lazy duals.  A step ``δ`` changes the dual of every labelled vertex, which would cost O(n)
  big-integer additions per step.  Instead the stage accumulates ``dsum`` (the sum of its
  steps) and stores a label-relative value: an S-vertex stores ``dual + dsum``, a T-vertex
  ``dual - dsum``, a free vertex its dual; top-level blossoms likewise with ``2·dsum``.
  The stored values change only when a label changes (at most a few times per vertex per
  stage), so a dual step costs O(1) plus the minimum searches.
* Constant keys.  With those stored values, an edge from an S-vertex ``i`` has the key
  ``stored(i) - 2w``, constant for the whole stage, and its slack towards a free vertex ``j``
  is ``key + dual(j) - dsum``: the best edge into ``j`` is found by comparing keys alone.
  Likewise an edge between two S-vertices has the constant key ``stored(i) + stored(j) - 2w``
  and slack ``key - 2·dsum``.  Big additions cost ~200 ns at 1,500 bits, comparisons a third
  of that, so each scanned edge costs one or two additions and a comparison.
* Best-edge bookkeeping as in the O(n³) algorithm: per non-S vertex the least-slack edge from
  an S-vertex (type 2), per top-level S-blossom the least-slack edge to another S-blossom
  (type 3), and for each S-blossom made during the stage the list of its least-slack edges to
  every neighbouring S-blossom, so a new blossom merges lists instead of rescanning edges.
* Each edge between two S-vertices is looked at once per stage, by the endpoint that became S
  last (the earlier one's scan could not see it as S-S, the later one's scan always does; the
  lists above keep it across merges because the later endpoint's blossom records it).

Warm start: the stages begin from the trivial feasible point (all vertex duals ``max w``, empty
matching).  A greedy start would need matching duals; the only provably consistent cheap one
(matching edges of weight ``max w``) rarely helps, so there is none.
"""

from __future__ import annotations

from collections.abc import Sequence

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
    non-trivial blossoms; per-id lists are shared by both kinds where that is natural.
    """

    __slots__ = (
        "adj",
        "base",
        "bbest",
        "bbkey",
        "best",
        "bkey",
        "blist",
        "blkeys",
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
        "mark",
        "mate",
        "members",
        "n",
        "parent",
        "queue",
        "reach",
        "stamp",
        "stime",
        "tick",
        "top",
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
        # and is a matching edge exactly when i is odd.  members[b]: its vertices.
        self.top = list(range(n))
        self.parent = [-1] * nb
        self.base = list(range(n)) + [-1] * n
        self.childs: list[list[int]] = [[] for _ in range(nb)]
        self.cedges: list[list[tuple[int, int]]] = [[] for _ in range(nb)]
        self.members: list[list[int]] = [[v] for v in range(n)] + [[] for _ in range(n)]
        self.free_ids = list(range(nb - 1, n - 1, -1))
        # Doubled duals, stored label-relative during a stage (see the module docstring).
        self.dual = [wmax] * n + [0] * n
        self.dsum = 0
        # Stage state.  label[b] for top-level blossoms; lab_in[b]/lab_out[b] the tree edge
        # through which b got its label (lab_in inside b; for an S-blossom the base and its
        # mate, for a root -1); reach[v] = an S-vertex joined to v by a tight edge while v
        # sits in a T-blossom (used to relabel when that blossom is expanded).
        self.label = [_FREE] * nb
        self.lab_in = [-1] * nb
        self.lab_out = [-1] * nb
        self.reach = [-1] * n
        # stime[v]: order in which v became S during this stage.
        self.stime = [0] * n
        self.tick = 0
        # Type-2 bookkeeping: best[v] = least-slack edge from an S-vertex to v (v not S),
        # bkey[v] its key stored(i) - 2w.  Type-3: bbest[b]/bbkey[b] for top-level
        # S-blossoms; blist[b]/blkeys[b] the per-neighbour best edges of S-blossoms made
        # during this stage (None for other blossoms: their edges are enumerated instead).
        self.best = [-1] * n
        self.bkey = [0] * n
        self.bbest = [-1] * nb
        self.bbkey = [0] * nb
        self.blist: list[list[int] | None] = [None] * nb
        self.blkeys: list[list[int]] = [[] for _ in range(nb)]
        self.mark = [0] * nb
        self.stamp = 0
        self.queue: list[int] = []

    # ---- driver ---------------------------------------------------------------------------

    def run(self) -> list[int]:
        n = self.n
        nb = 2 * n
        mate = self.mate
        top = self.top
        label = self.label
        while True:
            exposed = [v for v in range(n) if mate[v] == -1]
            # An augmenting path needs two unmatched vertices, and an unmatched vertex with
            # dual 0 already satisfies complementary slackness (all of them share the dual).
            if len(exposed) < 2 or self.dual[exposed[0]] == 0:
                break
            self._new_stage()
            for v in exposed:
                b = top[v]
                if label[b] == _FREE:
                    self._label_s(b, v, -1)
            if not self._stage(exposed[0]):
                break
            self._settle_duals()
            # Galil's rule: S-blossoms with dual 0 are dissolved before the next stage.
            for b in range(n, nb):
                if (
                    self.parent[b] == -1
                    and self.base[b] != -1
                    and label[b] == _S
                    and self.dual[b] == 0
                ):
                    self._expand_final(b)
        return mate

    def _new_stage(self) -> None:
        n = self.n
        nb = 2 * n
        self.label[:] = [_FREE] * nb
        self.reach[:] = [-1] * n
        self.best[:] = [-1] * n
        self.bbest[:] = [-1] * nb
        self.blist[:] = [None] * nb
        self.dsum = 0
        self.tick = 0
        self.queue.clear()

    def _settle_duals(self) -> None:
        """Turn the label-relative stored duals back into plain duals (end of a stage)."""
        n = self.n
        ds = self.dsum
        if not ds:
            return
        dual = self.dual
        label = self.label
        top = self.top
        for v in range(n):
            lb = label[top[v]]
            if lb == _S:
                dual[v] -= ds
            elif lb == _T:
                dual[v] += ds
        d2 = ds + ds
        parent = self.parent
        base = self.base
        for b in range(n, 2 * n):
            if parent[b] == -1 and base[b] != -1:
                lb = label[b]
                if lb == _S:
                    dual[b] += d2
                elif lb == _T:
                    dual[b] -= d2
        self.dsum = 0

    def _stage(self, root: int) -> bool:
        """Run one stage; True if it augmented, False if the matching is optimal."""
        n = self.n
        nb = 2 * n
        label = self.label
        parent = self.parent
        top = self.top
        dual = self.dual
        best = self.best
        bkey = self.bkey
        bbest = self.bbest
        bbkey = self.bbkey
        eu = self.eu
        ev = self.ev
        while True:
            if self._scan():
                return True
            # ---- choose the dual step: minimum over the four kinds, compared on keys -------
            ds = self.dsum
            delta = dual[root] - ds  # type 1: the (shared) dual of the unmatched vertices
            kind = 1
            pick = -1
            # type 2: slack = bkey + dual(v) - dsum for v in a free blossom
            kmin: int | None = None
            for v in range(n):
                k = best[v]
                if k != -1 and label[top[v]] == _FREE:
                    key = bkey[v] + dual[v]
                    if kmin is None or key < kmin:
                        kmin = key
                        pick = k
            if kmin is not None and kmin - ds < delta:
                delta = kmin - ds
                kind = 2
            # type 3: slack = bbkey - 2 dsum, step is half of it; type 4: z = stored - 2 dsum
            kmin = None
            p3 = -1
            zmin: int | None = None
            p4 = -1
            for b in range(nb):
                if parent[b] != -1:
                    continue
                lb = label[b]
                if lb == _S:
                    k = bbest[b]
                    if k != -1 and (kmin is None or bbkey[b] < kmin):
                        kmin = bbkey[b]
                        p3 = k
                elif lb == _T and b >= n and (zmin is None or dual[b] < zmin):
                    zmin = dual[b]
                    p4 = b
            if kmin is not None:
                d3 = (kmin - ds - ds) >> 1
                if d3 < delta:
                    delta = d3
                    kind = 3
                    pick = p3
            if zmin is not None:
                d4 = (zmin - ds - ds) >> 1
                if d4 < delta:
                    delta = d4
                    kind = 4
                    pick = p4
            if kind == 1:
                return False
            self.dsum = ds + delta
            # ---- act on the edge or blossom that limited the step --------------------------
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
                    return True
                self._add_blossom(bb, x, y)
            else:
                self._expand_t(pick)

    # ---- the hot loop ---------------------------------------------------------------------

    def _scan(self) -> bool:
        """Scan the edges of queued S-vertices; True if an augmentation ended the stage."""
        queue = self.queue
        if not queue:
            return False
        adj = self.adj
        top = self.top
        label = self.label
        dual = self.dual
        reach = self.reach
        stime = self.stime
        best = self.best
        bkey = self.bkey
        bbest = self.bbest
        bbkey = self.bbkey
        ds = self.dsum
        ds2 = ds + ds
        while queue:
            v = queue.pop()
            bv = top[v]
            yv = dual[v]  # stored S value: the real (doubled) dual plus dsum
            sv = stime[v]
            for w, k, w2 in adj[v]:
                bw = top[w]
                if bw == bv:
                    continue
                lw = label[bw]
                if lw == _S:
                    # Between two S-blossoms: the endpoint that became S later handles it.
                    if stime[w] > sv:
                        continue
                    key = yv + dual[w] - w2  # slack + 2 dsum, constant in this stage
                    if key <= ds2:
                        bb = self._find_base(v, w)
                        if bb == -1:
                            self._augment(v, w)
                            return True
                        self._add_blossom(bb, v, w)
                        bv = top[v]
                    elif bbest[bv] == -1 or key < bbkey[bv]:
                        bbest[bv] = k
                        bbkey[bv] = key
                    continue
                if lw == _T and reach[w] != -1:
                    continue  # w is already known to be reachable: nothing to learn
                key = yv - w2  # slack = key + dual(w) - dsum (free w) or key + dual(w) (T w)
                o = best[w]
                if o != -1 and key >= bkey[w]:
                    # Not better than w's best edge.  Even if both are tight, the best one
                    # is picked up by the next dual step (with delta 0).
                    continue
                if lw == _FREE:
                    if key + dual[w] <= ds:
                        self._label_t(w, v)
                        continue
                elif key + dual[w] <= 0:
                    reach[w] = v
                    continue
                best[w] = k
                bkey[w] = key
        return False

    # ---- labels ---------------------------------------------------------------------------

    def _label_s(self, b: int, x: int, t: int) -> None:
        """Label the free top-level blossom b S, reached at its base x from t (-1: root)."""
        self.label[b] = _S
        self.lab_in[b] = x
        self.lab_out[b] = t
        self.bbest[b] = -1
        self.blist[b] = None
        ds = self.dsum
        dual = self.dual
        stime = self.stime
        tick = self.tick
        mem = self.members[b]
        for v in mem:
            dual[v] += ds
            tick += 1
            stime[v] = tick
        self.tick = tick
        if b >= self.n:
            dual[b] -= ds + ds
        self.queue.extend(mem)

    def _set_t(self, b: int, w: int, v: int) -> None:
        """Label the free top-level blossom b T through the tight edge from S-vertex v to w."""
        self.label[b] = _T
        self.lab_in[b] = w
        self.lab_out[b] = v
        self.reach[w] = v
        ds = self.dsum
        dual = self.dual
        for x in self.members[b]:
            dual[x] -= ds
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
        return -1

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
        stime = self.stime
        tick = self.tick
        mem: list[int] = []
        queue = self.queue
        for c in ch:
            parent[c] = nid
            cm = self.members[c]
            if label[c] == _T:
                # T-vertices become S: stored value goes from dual - dsum to dual + dsum.
                for x in cm:
                    dual[x] += ds2
                    tick += 1
                    stime[x] = tick
                queue.extend(cm)
                if c >= n:
                    dual[c] -= ds2  # back to its real dual (no longer top level)
            elif c >= n:
                dual[c] += ds2
            mem.extend(cm)
        self.tick = tick
        self.members[nid] = mem
        for x in mem:
            top[x] = nid
        self._merge_best(nid, ch)

    def _merge_best(self, nid: int, ch: list[int]) -> None:
        """Least-key edge from the new blossom to each neighbouring S-blossom (type 3)."""
        top = self.top
        label = self.label
        dual = self.dual
        adj = self.adj
        eu = self.eu
        ev = self.ev
        blist = self.blist
        blkeys = self.blkeys
        bbest = self.bbest
        bestto: dict[int, int] = {}
        bestkey: dict[int, int] = {}
        for c in ch:
            lst = blist[c]
            if lst is None:
                for x in self.members[c]:
                    yx = dual[x]
                    for y, k, w2 in adj[x]:
                        by = top[y]
                        if by == nid or label[by] != _S:
                            continue
                        key = yx + dual[y] - w2
                        old = bestkey.get(by)
                        if old is None or key < old:
                            bestto[by] = k
                            bestkey[by] = key
            else:
                for k, key in zip(lst, blkeys[c], strict=True):
                    by = top[eu[k]]
                    if by == nid:
                        by = top[ev[k]]
                        if by == nid:
                            continue
                    if label[by] != _S:
                        continue
                    old = bestkey.get(by)
                    if old is None or key < old:
                        bestto[by] = k
                        bestkey[by] = key
                blist[c] = None
                blkeys[c] = []
            bbest[c] = -1
        ks = list(bestto.values())
        keys = list(bestkey.values())
        blist[nid] = ks
        blkeys[nid] = keys
        pick = -1
        low = 0
        for k, key in zip(ks, keys, strict=True):
            if pick == -1 or key < low:
                pick = k
                low = key
        bbest[nid] = pick
        self.bbkey[nid] = low

    def _free_blossom(self, b: int) -> None:
        self.childs[b] = []
        self.cedges[b] = []
        self.members[b] = []
        self.base[b] = -1
        self.label[b] = _FREE
        self.bbest[b] = -1
        self.blist[b] = None
        self.blkeys[b] = []
        self.dual[b] = 0
        self.free_ids.append(b)

    def _expand_t(self, b: int) -> None:
        """Expand the top-level T-blossom b, whose dual has reached 0 (a type-4 step).

        Its children become top-level.  The even alternating path through the cycle from the
        child where b was entered to the base child keeps b's role in the tree (T, S, ..., T);
        the other children become free, except those a tight edge from an S-vertex reaches,
        which become T (with their matched partner S).
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
                dual[x] += ds  # T-relative -> plain (free); children's blossom duals are plain
        entry_in = self.lab_in[b]
        entry_out = self.lab_out[b]
        pos = ch.index(top[entry_in])
        on_path = [False] * k
        on_path[0] = True
        cin = entry_in
        cout = entry_out
        # The matching edge out of the entry child decides the direction: odd positions
        # have it ahead (cedges[pos]), even positions behind (cedges[pos - 1]).
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
        # The base child is T; its base's mate is b's tree child, already S.
        self._set_t(ch[0], cin, cout)
        reach = self.reach
        for i in range(k):
            c = ch[i]
            if on_path[i] or label[c] != _FREE:
                continue
            for x in self.members[c]:
                r = reach[x]
                if r != -1:
                    self._label_t(x, r)
                    break
        self._free_blossom(b)

    def _expand_final(self, b: int) -> None:
        """Dissolve the top-level blossom b (dual 0) and, recursively, children with dual 0."""
        top = self.top
        parent = self.parent
        n = self.n
        stack = [b]
        while stack:
            b = stack.pop()
            for c in self.childs[b]:
                parent[c] = -1
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
        """Flip the augmenting path formed by the tight edge vw and the two tree paths."""
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

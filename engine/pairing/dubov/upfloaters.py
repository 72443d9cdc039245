"""B.1, B.2 and D.1: the set of upfloaters of a bracket.

"B.1 Determine the minimum number of upfloaters needed to obtain a legal pairing of all the
(remaining) resident players of the scoregroup. Note: A pairing is legal when the criteria C.1,
C.3 and C.4 are complied with."

"B.2 Choose the first set of upfloaters (first in the order given by rule D.1) that, together
with the (remaining) resident players of this scoregroup, produces a pairing that complies at
best with all the pairing criteria (C.1 to C.12)."

"D.1 ... Each possible upfloater receives a sequence number, according to their score and, when
scores are equal, to their initial ranking. ... all the possible sets are subdivided in
containers. Sets belong to the same container if their players have the same scores. ... The
containers are sorted along the lines described by criterion C.6. The sets belonging to each
container are sorted according to the lexicographic order of the sequence numbers."

How the set is found (exactly the text's first best set, without listing every set):

* no upfloater: the residents pair among themselves and the players below them can all still
  be paired (C.4);
* one upfloater (an odd number of residents who can be paired but for one): the possible
  upfloaters are the lower players adjacent to a resident who can be left out (B.1) and who can
  themselves be left out of the lower players' pairing (C.4). C.6 keeps the highest score (any
  single set), C.7 is read from the Gallai-Edmonds set of the following scoregroup, and one
  maximum-weight matching of the residents and the remaining candidates decides C.8-C.12 and
  then D.1 (the lowest sequence number);
* more upfloaters: one matching of all the remaining players gives the minimum number (C.5)
  and the best container (C.6); the sets of that container are then tried in D.1 order.

C.7 counts the remaining players of the following scoregroup that can be paired among
themselves (a maximum matching of that scoregroup alone, C.1 and C.3).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from engine.pairing.common.cardinality import CardinalityMatcher
from engine.pairing.common.matching import max_weight_matching
from engine.pairing.dubov import criteria
from engine.pairing.dubov.criteria import Weight
from engine.pairing.dubov.definitions import DubovPlayer, Options
from engine.pairing.dubov.packing import Fields
from engine.pairing.dubov.subgroups import colour_floor, quick_optimum


@dataclass(slots=True)
class Choice:
    """The chosen upfloaters (vertices, D.1 order) and what the choice looked at."""

    up: list[int]
    minimum: int  # B.1
    c7: int  # remaining players of the following scoregroup that can be paired
    candidates: int = 0  # possible upfloaters that allow a legal pairing (B.1)
    notes: list[str] = field(default_factory=list)  # the deciding steps, with articles


SET_LIMIT = 20_000
"""DV16: the most sets of upfloaters of one container the exhaustive route compares."""


class Bracket:
    """The round's players (vertices), their legal pairs and the live completion matcher."""

    shortcuts = True  # the revised text's criteria may be packed into one matching

    def __init__(
        self,
        players: Sequence[DubovPlayer],
        adj: Sequence[set[int]],
        options: Options,
        last_round: bool,
        unit: int,
    ) -> None:
        self.players = players
        self.adj = adj
        self.options = options
        self.last_round = last_round
        self.unit = unit

    # ---- colours of a group (C.8, C.9) ---------------------------------------------------

    def colour_costs(self, a: int, b: int) -> tuple[int, int]:
        """(C.8, C.9) of the pair a-b."""
        pa, pb = self.players[a], self.players[b]
        return criteria.c8_cost(pa, pb), criteria.c9_cost(pa, pb, self.options)

    def colour_optimum(self, group: Sequence[int]) -> tuple[int, int] | None:
        """The best (C.8, C.9) of a legal pairing of ``group``; None when there is none."""
        n = len(group)
        if n == 0:
            return 0, 0
        if n % 2:
            return None
        f = Fields([(Weight.PAIRS, n), (Weight.C8, n), (Weight.C9, n)])
        sp, s8, s9 = f.shift[Weight.PAIRS], f.shift[Weight.C8], f.shift[Weight.C9]
        edges = []
        for i in range(n):
            a = group[i]
            adj = self.adj[a]
            for j in range(i + 1, n):
                b = group[j]
                if b in adj:
                    c8, c9 = self.colour_costs(a, b)
                    edges.append((i, j, (1 << sp) + ((1 - c8) << s8) + ((1 - c9) << s9)))
        mate = max_weight_matching(n, edges)
        if any(m == -1 for m in mate):
            return None
        c8 = c9 = 0
        for i, j in enumerate(mate):
            if j > i:
                x, y = self.colour_costs(group[i], group[j])
                c8, c9 = c8 + x, c9 + y
        return c8, c9

    # ---- B.1 / B.2 --------------------------------------------------------------------------

    def choose(
        self,
        residents: Sequence[int],
        lower: Sequence[int],
        following: Sequence[int],
        live: CardinalityMatcher,
    ) -> Choice:
        """The upfloaters of the bracket of ``residents`` (B.1, B.2, D.1).

        ``live`` is the matching of every player still to be paired; on return the bracket's
        players (residents and upfloaters) are removed from it.
        """
        res_m = CardinalityMatcher(self.adj, residents)
        deficiency = len(residents) - 2 * res_m.size
        if deficiency == 0:
            if live.remove(residents):  # C.4: the players below can all still be paired
                return Choice([], 0, self._c7([], following))
        elif deficiency == 1:
            got = self._one(residents, res_m, lower, following, live)
            if got is not None:
                return got
        got = self._relaxed(residents, lower, following, live)
        if got is not None:
            return got
        return self._general(residents, lower, following, live)

    def _c7(self, up: Sequence[int], following: Sequence[int]) -> int:
        rest = [v for v in following if v not in set(up)]
        return 2 * CardinalityMatcher(self.adj, rest).size if rest else 0

    def _seq_key(self, v: int) -> tuple[int, int]:
        """D.1.a: the sequence number order: score (higher first), then initial ranking."""
        p = self.players[v]
        return (-p.score, p.rank)

    def _one(
        self,
        residents: Sequence[int],
        res_m: CardinalityMatcher,
        lower: Sequence[int],
        following: Sequence[int],
        live: CardinalityMatcher,
    ) -> Choice | None:
        """Exactly one upfloater (B.1), when one suffices."""
        spare = res_m.left_out_alone()  # residents who can be left for an upfloater
        near = [u for u in lower if self.adj[u] & spare]
        if not near:
            return None
        below = live.clone()
        below.remove(residents, require_perfect=False)
        cands: list[int] = []
        levels = sorted({self.players[u].score for u in near}, reverse=True)
        for level in levels:  # C.6: the highest score that allows a legal pairing first
            at = [u for u in near if self.players[u].score == level]
            completes = below.left_out_alone(at)  # C.4: the others below still pair
            cands = [u for u in at if u in completes]
            if cands:
                break
        if not cands:
            return None
        notes: list[str] = []
        up = self._pick_single(residents, cands, following, notes, level != levels[0])
        ok = live.remove([*residents, up])
        assert ok, "C.4 was checked for this upfloater"
        return Choice([up], 1, self._c7([up], following), len(cands), notes)

    def _pick_single(
        self,
        residents: Sequence[int],
        cands: list[int],
        following: Sequence[int],
        notes: list[str],
        lowered: bool,
    ) -> int:
        """C.7-C.12 and D.1 among single upfloaters of the same score (C.5, C.6 equal)."""
        top = cands
        if lowered:
            notes.append(
                "C.6: no player of the highest lower score allows a legal pairing; "
                f"{len(top)} of the next score do"
            )
        # C.7: removing u costs the following scoregroup a pair unless some maximum matching
        # of it leaves u out (the Gallai-Edmonds set D)
        fset = set(following)
        fm = CardinalityMatcher(self.adj, following) if following else None
        f_pairs = 2 * fm.size if fm is not None else 0
        missable = fm.missable() if fm is not None and any(u in fset for u in top) else set()

        def c7(u: int) -> int:
            if u in fset and u not in missable:
                return f_pairs - 2
            return f_pairs

        best7 = max(c7(u) for u in top)
        top7 = [u for u in top if c7(u) == best7]
        if len(top7) < len(top):
            notes.append(
                f"C.7: {len(top7)} of them leave {best7} players of the following scoregroup "
                "able to pair (the others fewer)"
            )
        return self._best_single(residents, top7, notes)

    def optimum(self, group: Sequence[int]) -> tuple[int, int] | None:
        """(C.8, C.9) of the best legal pairing of ``group``: without a matching when the
        subgroups tell it (:func:`.subgroups.quick_optimum`), else by one."""
        quick = quick_optimum(group, self.players, self.adj, self.options.strong_colour_criterion)
        return quick if quick is not None else self.colour_optimum(group)

    def _best_single(self, residents: Sequence[int], cands: list[int], notes: list[str]) -> int:
        """C.8-C.12, then D.1, over the candidates.

        Each candidate's C.8/C.9 is at least :func:`.subgroups.colour_floor` of his bracket; the
        candidate first by that bound (then C.10-C.12, D.1) is the answer when his bracket
        reaches the bound. Otherwise one maximum-weight matching decides.
        """
        if len(cands) == 1:
            return cands[0]
        last = self.last_round
        order = sorted(cands, key=self._seq_key)
        seq = {u: i for i, u in enumerate(order)}

        def bound(u: int) -> tuple[int, ...]:
            c8, c9 = colour_floor(
                [*residents, u], self.players, self.options.strong_colour_criterion
            )
            p = [self.players[u]]
            return (
                c8,
                c9,
                criteria.c10_value(p, last),
                criteria.c11_value(p, last),
                criteria.c12_value(p, last),
                seq[u],
            )

        key, up = min((bound(u), u) for u in cands)
        got = quick_optimum(
            [*residents, up], self.players, self.adj, self.options.strong_colour_criterion
        )
        if got != key[:2]:
            up = self._single_by_matching(residents, cands, order)
        if up != order[0]:
            article = self._deciding(residents, up, order[0])
            notes.append(
                f"{article}: the upfloater {self.players[up].id} is preferred to "
                f"{self.players[order[0]].id}, first in the D.1 order"
            )
        else:
            notes.append(f"D.1: {self.players[up].id} is the first of the equivalent sets")
        return up

    def _single_by_matching(
        self, residents: Sequence[int], cands: Sequence[int], order: Sequence[int]
    ) -> int:
        """C.8-C.12, then D.1, as one maximum-weight matching of the residents and the
        candidates (``order``: the candidates in D.1 order); exactly one candidate is matched."""
        verts = [*residents, *cands]
        n, rn, k = len(verts), len(residents), len(order)
        seq = {u: i for i, u in enumerate(order)}
        big = n + max((p.upfloats for p in self.players), default=0) + 2
        f = Fields(
            [
                (Weight.COVER, 2 * n),
                (Weight.RESIDENT_PAIRS, n),
                (Weight.C8, n),
                (Weight.C9, n),
                (Weight.C10, n),
                (Weight.C11, n),
                (Weight.C12, n * big),
                (Weight.SEQUENCE, n * k),
            ]
        )
        rr_const = f.pack(
            {
                Weight.COVER: 2,
                Weight.RESIDENT_PAIRS: 1,
                Weight.C10: 1,
                Weight.C11: 1,
                Weight.C12: big,
                Weight.SEQUENCE: k,
            }
        )
        up_weight = {
            u: f.pack(
                {Weight.COVER: 1, **self._history_fields(u, big), Weight.SEQUENCE: k - seq[u]}
            )
            for u in order
        }
        edges = []
        for i in range(rn):
            a = verts[i]
            for j in range(i + 1, n):
                b = verts[j]
                if b in self.adj[a]:
                    w = self._colour_weight(f, a, b)
                    edges.append((i, j, w + (rr_const if j < rn else up_weight[b])))
        mate = max_weight_matching(n, edges)
        chosen = [verts[j] for j in range(rn, n) if mate[j] != -1]
        assert len(chosen) == 1, "one upfloater was shown to suffice"
        return chosen[0]

    def _history_fields(self, u: int, big: int) -> dict[Weight, int]:
        """C.10-C.12 of the upfloater ``u`` as weight fields (larger is better)."""
        p, last = [self.players[u]], self.last_round
        return {
            Weight.C10: 1 - criteria.c10_value(p, last),
            Weight.C11: 1 - criteria.c11_value(p, last),
            Weight.C12: big - criteria.c12_value(p, last),
        }

    def _colour_weight(self, f: Fields[Weight], a: int, b: int) -> int:
        """C.8 and C.9 of the pair a-b as weight fields (larger is better)."""
        c8, c9 = self.colour_costs(a, b)
        return ((1 - c8) << f.shift[Weight.C8]) + ((1 - c9) << f.shift[Weight.C9])

    def _c6_weight(self, level: int, base: int, top: int) -> int:
        """C.6 of an upfloater of score level ``level`` (0 the lowest of ``top`` levels): the
        highest scores first, or (the alternative wording) the lowest scores as high as can be."""
        if self.options.c6_lowest_first:
            return int(base ** (top + 1) - base ** (top - level))
        return int(base**level)

    def _deciding(self, residents: Sequence[int], up: int, first: int) -> str:
        """The criterion (C.8-C.12) on which ``up`` beats ``first`` (same C.5-C.7)."""
        last = self.last_round
        keys: list[tuple[int, int, int, int, int]] = []
        for u in (up, first):
            c8, c9 = self.optimum([*residents, u]) or (0, 0)
            p = [self.players[u]]
            keys.append(
                (
                    c8,
                    c9,
                    criteria.c10_value(p, last),
                    criteria.c11_value(p, last),
                    criteria.c12_value(p, last),
                )
            )
        names = ("C.8", "C.9", "C.10", "C.11", "C.12")
        for i, article in enumerate(names):
            if keys[0][i] != keys[1][i]:
                return article
        return "D.1"

    def _set_key(
        self,
        st: Sequence[int],
        colours: tuple[int, int],
        following: Sequence[int],
        with_c7: bool = True,
    ) -> tuple[int, ...]:
        """C.7-C.12 of one set of upfloaters of the best container (smaller is better);
        ``with_c7=False`` puts 0 for C.7 (the caller counts it)."""
        ps = [self.players[u] for u in st]
        return (
            -self._c7(st, following) if with_c7 else 0,
            colours[0],
            colours[1],
            criteria.c10_value(ps, self.last_round),
            criteria.c11_value(ps, self.last_round),
            criteria.c12_value(ps, self.last_round),
        )

    def _relaxed(
        self,
        residents: Sequence[int],
        lower: Sequence[int],
        following: Sequence[int],
        live: CardinalityMatcher,
    ) -> Choice | None:
        """B.1/B.2 as one matching, C.4 left out; the answer stands if it completes the round.

        The matching pairs every resident (with residents as far as possible, C.5), its other
        partners being the upfloaters; the following scoregroup's other players may pair among
        themselves, which counts C.7 exactly (the most pairs of what the upfloaters leave). The
        weight ranks C.5, C.6, C.7, C.8, C.9, C.10, C.11, C.12, then D.1 (the set with the lowest
        sequence numbers). Leaving C.4 out can only widen the choice, so when the best set also
        leaves the players below a complete pairing it is the text's set; otherwise None.
        """
        if not self.shortcuts:
            return None
        rset = set(residents)
        cands = [u for u in lower if self.adj[u] & rset]
        cset = set(cands)
        verts = [*residents, *cands, *(v for v in following if v not in cset)]
        seq = {u: i for i, u in enumerate(sorted(lower, key=self._seq_key))}
        edges = self._relaxed_edges(residents, cands, verts, set(following), seq)
        mate = max_weight_matching(len(verts), edges)
        rn = len(residents)
        if any(mate[i] == -1 for i in range(rn)):
            return None
        up = sorted(
            (verts[j] for j in range(rn, rn + len(cands)) if mate[j] != -1 and mate[j] < rn),
            key=seq.__getitem__,
        )
        below = live.clone()
        if not below.remove([*residents, *up]):
            return None  # C.4 decides: the exhaustive route
        live.remove([*residents, *up])
        notes = []
        if up:
            notes.append(
                f"B.1, C.5-C.12, D.1: {len(up)} upfloaters, the best set leaves the others "
                "a complete pairing (C.4)"
            )
        return Choice(up, len(up), self._c7(up, following), 0, notes)

    def _relaxed_edges(
        self,
        residents: Sequence[int],
        cands: Sequence[int],
        verts: Sequence[int],
        fset: set[int],
        seq: dict[int, int],
    ) -> list[tuple[int, int, int]]:
        """The edges of :meth:`_relaxed`'s matching: residents with residents or candidates
        (C.5-C.12, D.1), and players of the following scoregroup among themselves (C.7)."""
        pos = {v: i for i, v in enumerate(verts)}
        n, rn = len(verts), len(residents)
        levels = sorted({self.players[u].score for u in cands})
        lvl = {sc: i for i, sc in enumerate(levels)}
        base, top = rn + 2, len(levels)
        big = n + max((p.upfloats for p in self.players), default=0) + 2
        f = _relaxed_fields(n, base ** (top + 1) * (rn + 1), big, len(seq))
        rr_const = f.pack(
            {
                Weight.COVER: 2,
                Weight.RESIDENT_PAIRS: 1,
                Weight.C10: 1,
                Weight.C11: 1,
                Weight.C12: big,
            }
        )
        up_weight = {
            u: f.pack(
                {
                    Weight.COVER: 1,
                    Weight.C6: self._c6_weight(lvl[self.players[u].score], base, top),
                    **self._history_fields(u, big),
                }
            )
            + (1 << (f.shift[Weight.SEQUENCE] + len(seq) - seq[u]))
            for u in cands
        }
        edges = []
        for i in range(rn):
            a = residents[i]
            for b in self.adj[a]:
                j = pos.get(b)
                if j is None or (j < rn and j <= i) or j >= rn + len(cands):
                    continue
                w = self._colour_weight(f, a, b)
                edges.append((i, j, w + (rr_const if j < rn else up_weight[b])))
        c7_unit = 1 << f.shift[Weight.C7]
        for i in range(rn, n):  # C.7: pairs inside the following scoregroup
            a = verts[i]
            if a in fset:
                for b in self.adj[a]:
                    j = pos.get(b)
                    if j is not None and j > i and b in fset:
                        edges.append((i, j, c7_unit))
        return edges

    def _general(
        self,
        residents: Sequence[int],
        lower: Sequence[int],
        following: Sequence[int],
        live: CardinalityMatcher,
    ) -> Choice:
        """Two or more upfloaters (or one that the fast route could not place)."""
        up0 = self._general_matching(residents, lower, live)
        bound = 0
        if self.shortcuts:
            # C.7 can be no better than every remaining player of the following scoregroup
            # paired (as far as its own pairs and its size allow): a set that reaches that
            # bound and is best on everything else is the text's set
            taken = sum(1 for u in up0 if u in set(following))
            bound = min(self._c7([], following), 2 * ((len(following) - taken) // 2))
            c7 = self._c7(up0, following)
            if c7 == bound:
                ok = live.remove([*residents, *up0])
                assert ok
                note = (
                    f"B.1: {len(up0)} upfloaters are needed (C.5); the set is the best by C.6 "
                    "and C.8-C.12, then D.1, and C.7 can do no better"
                )
                return Choice(up0, len(up0), c7, 0, [note])
        search = _ContainerSearch(self, residents, lower, following, live, up0)
        chosen, valid = search.run(bound)
        ok = live.remove([*residents, *chosen])
        assert ok
        if valid > 1:
            search.notes.append(
                f"C.7-C.12, then D.1: the set {sorted(self.players[u].id for u in chosen)}"
            )
        return Choice(list(chosen), len(up0), self._c7(chosen, following), valid, search.notes)

    def _general_matching(
        self, residents: Sequence[int], lower: Sequence[int], live: CardinalityMatcher
    ) -> list[int]:
        """One matching of everybody: a complete pairing (C.4), C.5, C.6, then (revised text)
        C.8-C.12 and D.1 - everything but C.7. Its upfloaters, in D.1 order."""
        everyone = [*residents, *lower]
        n, rn, rset = len(everyone), len(residents), set(residents)
        levels = sorted({self.players[u].score for u in lower})
        lvl = {s: i for i, s in enumerate(levels)}
        base, top = rn + 2, len(levels)
        seqn = {u: i for i, u in enumerate(sorted(lower, key=self._seq_key))}
        big = n + max((p.upfloats for p in self.players), default=0) + 2
        fields = [
            (Weight.PAIRS, n),
            (Weight.RESIDENT_PAIRS, n),
            (Weight.C6, base ** (top + 1) * (rn + 1)),
        ]
        if self.shortcuts:
            fields += [
                (Weight.C8, n),
                (Weight.C9, n),
                (Weight.C10, n),
                (Weight.C11, n),
                (Weight.C12, n * big),
                (Weight.SEQUENCE, 1 << (len(seqn) + 1)),
            ]
        f = Fields(fields)
        sh = f.shift
        pos = {v: i for i, v in enumerate(everyone)}
        edges = []
        for i, a in enumerate(everyone):
            for b in self.adj[a]:
                j = pos.get(b)
                if j is None or j <= i or not live.alive[b]:
                    continue
                w = 1 << sh[Weight.PAIRS]
                if a in rset or b in rset:
                    if self.shortcuts:
                        w += self._colour_weight(f, a, b)
                    if a in rset and b in rset:
                        w += 1 << sh[Weight.RESIDENT_PAIRS]
                        if self.shortcuts:
                            w += f.pack({Weight.C10: 1, Weight.C11: 1, Weight.C12: big})
                    else:
                        u = b if a in rset else a
                        w += self._c6_weight(lvl[self.players[u].score], base, top) << sh[Weight.C6]
                        if self.shortcuts:
                            w += f.pack(self._history_fields(u, big))
                            w += 1 << (sh[Weight.SEQUENCE] + len(seqn) - seqn[u])
                edges.append((i, j, w))
        mate = max_weight_matching(n, edges)
        if any(m == -1 for m in mate):
            raise _Blocked
        up0 = [everyone[j] for j in range(rn, n) if mate[j] != -1 and mate[j] < rn]
        return sorted(up0, key=seqn.__getitem__)


def _relaxed_fields(n: int, c6_bound: int, big: int, sequence: int) -> Fields[Weight]:
    """The weight of :meth:`Bracket._relaxed`: C.4 (cover), C.5-C.12, then D.1."""
    return Fields(
        [
            (Weight.COVER, 2 * n),
            (Weight.RESIDENT_PAIRS, n),
            (Weight.C6, c6_bound),
            (Weight.C7, n),
            (Weight.C8, n),
            (Weight.C9, n),
            (Weight.C10, n),
            (Weight.C11, n),
            (Weight.C12, n * big),
            (Weight.SEQUENCE, 1 << (sequence + 1)),
        ]
    )


class _ContainerSearch:
    """B.2/D.1 among the sets of the best container (C.5, C.6 fixed by the matching's set
    ``up0``): C.4 (the players below still pair), then C.7-C.12, then D.1."""

    def __init__(
        self,
        bracket: Bracket,
        residents: Sequence[int],
        lower: Sequence[int],
        following: Sequence[int],
        live: CardinalityMatcher,
        up0: Sequence[int],
    ) -> None:
        self.b = bracket
        self.residents = residents
        self.lower = lower
        self.following = following
        self.live = live
        self.up0 = up0
        self.container = sorted((bracket.players[u].score for u in up0), reverse=True)
        self.notes = [
            f"B.1: {len(up0)} upfloaters are needed (C.5)",
            "C.6: the best container holds upfloaters with the scores "
            + ", ".join(str(s) for s in self.container),
        ]
        self.fset = set(following)
        self.f_match = CardinalityMatcher(bracket.adj, following)  # C.7: repaired per set

    def sets(self) -> Iterator[tuple[int, ...]]:
        """The sets of the container in D.1 order (lexicographic sequence numbers): the
        sequence numbers go by score, so the product of each score's combinations, taken from
        the highest score down, is already that order - generated lazily, never listed."""
        rset = set(self.residents)
        pool = sorted((u for u in self.lower if self.b.adj[u] & rset), key=self.b._seq_key)
        by_score: dict[int, list[int]] = {}
        for u in pool:
            by_score.setdefault(self.b.players[u].score, []).append(u)
        need: dict[int, int] = {}
        for sc in self.container:
            need[sc] = need.get(sc, 0) + 1
        parts = [
            itertools.combinations(by_score.get(sc, []), need[sc]) for sc in sorted(need)[::-1]
        ]
        return (tuple(u for part in combo for u in part) for combo in itertools.product(*parts))

    def key(self, st: Sequence[int], colours: tuple[int, int]) -> tuple[int, ...]:
        """C.7-C.12 of a set (smaller is better)."""
        if not self.b.shortcuts:
            return self.b._set_key(st, colours, self.following)
        m = self.f_match.clone()
        m.remove([u for u in st if u in self.fset], require_perfect=False)
        return (-2 * m.size, *self.b._set_key(st, colours, self.following, with_c7=False)[1:])

    def run(self, bound: int) -> tuple[tuple[int, ...], int]:
        """The chosen set and the number of legal sets that improved on the ones before."""
        ideal: tuple[int, ...] | None = None
        if self.b.shortcuts:
            # no set can beat the C.7 bound, nor the matching's set on C.8-C.12 (it is the
            # best of the container on them): the first set in D.1 order reaching both is the
            # text's set, and the search stops there
            colours0 = self.b.optimum([*self.residents, *self.up0])
            if colours0 is not None:
                ideal = (-bound, *self.b._set_key(self.up0, colours0, self.following)[1:])
        best: tuple[tuple[int, ...], tuple[int, ...]] | None = None
        valid = tried = 0
        for st in self.sets():
            tried += 1
            if tried > SET_LIMIT:
                best = self._limited(best)  # DV16: the search is bounded
                break
            group = [*self.residents, *st]
            colours = self.b.optimum(group)
            if colours is None:
                continue
            key = self.key(st, colours)
            if best is not None and key >= best[0]:
                continue  # no better than a legal set found earlier: C.4 need not be asked
            if not self.live.clone().remove(group):
                continue
            valid += 1
            best = (key, st)
            if key == ideal:
                break
        assert best is not None, "the matching found a set of this container"
        return best[1], valid

    def _limited(
        self, best: tuple[tuple[int, ...], tuple[int, ...]] | None
    ) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """DV16: the best set so far stands, unless the matching's own set (legal: it pairs
        everybody) is better."""
        colours0 = self.b.optimum([*self.residents, *self.up0])
        assert colours0 is not None
        if self.b.shortcuts:
            key0 = (
                -self.b._c7(self.up0, self.following),
                *self.b._set_key(self.up0, colours0, self.following, with_c7=False)[1:],
            )
        else:
            key0 = self.b._set_key(self.up0, colours0, self.following)
        self.notes.append(f"D.1: the first {SET_LIMIT} sets of the container were compared (DV16)")
        if best is None or key0 < best[0]:
            return (key0, tuple(self.up0))
        return best


class _Blocked(Exception):
    """No legal pairing of the remaining players exists (cannot happen after B.0's check)."""

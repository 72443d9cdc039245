"""C.04.3 B.3-B.8 as one maximum-weight matching: the graph of one bracket decision.

The vertices are the bracket's players not yet paired, then the players outside it that the
decision looks at (the following scoregroup for C.7 / C8; every lower player when the
completion is in play: 2017 PPB, 2026 C4), then the PAB as a dummy vertex when the pairing
must leave one player for it. An edge's weight is the criteria it changes (packed by
:func:`..weights.pack_edges`): what its two ends would cost unpaired is refunded, what the
pair costs is charged, so a matching's total is the candidate's criteria, negated. The
generation order (D.3 and D.1 in the first matching, D.2 and D.1 in the second) comes last.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.pairing.common.history import PlayerHistory
from engine.pairing.common.matching import max_weight_matching
from engine.pairing.dutch import criteria
from engine.pairing.dutch.criteria.keys import (
    MDP_ORDER,
    REMAINDER_ORDER,
    Criterion,
    Generation,
)
from engine.pairing.dutch.mode import Mode, Pair
from engine.pairing.dutch.ranking import rank_key
from engine.pairing.dutch.weights import pack_edges

if TYPE_CHECKING:
    from engine.pairing.dutch.bracket import BracketSolver

Edge = tuple[int, int, list[int]]
"""Two vertices and the edge's value in each field, most significant first."""


@dataclass(frozen=True, slots=True)
class Matched:
    """What one matching decided: the MDP-pairing, the remainder's pairs and the pairs of the
    following bracket that C.7 / C8 counted (2026 checks them for C4)."""

    mdp_pairs: list[Pair]
    remainder: list[Pair]
    lookahead: list[Pair]


def best_matching(
    solver: BracketSolver, stage: str, fixed: Sequence[Pair], rem_pairs: int = 0, d1: bool = True
) -> Matched:
    """The best candidate of one decision: ``stage`` "mdp" chooses the MDP-pairing (B.3, D.3,
    D.1), "remainder" the remainder's pairs with ``fixed`` taken (D.2 and, with ``d1``, D.1;
    ``rem_pairs`` = the original S1R's size). ValueError when the completion fails."""
    graph = _Graph(solver, stage, fixed, rem_pairs, d1)
    edges: list[Edge] = []
    for i, a in enumerate(graph.bracket):
        graph.bracket_edges(i, a, edges)
    graph.outside_edges(edges)
    graph.bye_edges(edges)
    n = len(graph.vertices)
    mate = max_weight_matching(n, pack_edges(edges, graph.nlev, n))
    return graph.read(mate)


class _Graph:
    """One decision's vertices, fields and the generation order's numbers (BSNs)."""

    def __init__(
        self, solver: BracketSolver, stage: str, fixed: Sequence[Pair], rem_pairs: int, d1: bool
    ) -> None:
        self.solver = solver
        self.stage = stage
        self.d1 = d1
        fixed_ids = {p.id for pair in fixed for p in pair}
        self.bracket = [p for p in solver.players if p.id not in fixed_ids]
        mode = solver.mode
        self.outside = solver.following if mode is Mode.NORMAL else solver.lower
        self.in_next = {p.id for p in solver.following}
        self.vertices: list[PlayerHistory | None] = [*self.bracket, *self.outside]
        odd = len(self.vertices) % 2 == 1
        self.need_bye = mode in (Mode.PPB, Mode.LAST, Mode.C4) and odd
        # C.7 into the last bracket (2017): the PAB is part of that bracket's pairing (A.9 note)
        self.lookahead_bye = (
            not self.need_bye
            and mode is Mode.NORMAL
            and solver.following_is_last
            and not solver.new_rules
            and bool(solver.following)
            and odd
        )
        if self.need_bye or self.lookahead_bye:
            self.vertices.append(None)  # the PAB: a dummy opponent
        keys = solver.keys
        levels = [*keys.fields, *(MDP_ORDER if stage == "mdp" else REMAINDER_ORDER)]
        self.lv: dict[Criterion | Generation, int] = {
            name: i for i, name in enumerate(levels) if name is not None
        }
        self.nlev = len(levels)
        self.comp = mode is not Mode.NORMAL  # the completion field counts every edge
        self._numbers(rem_pairs)
        self.vb_cost = [self._vertex_cost(p) for p in self.bracket]

    def _numbers(self, rem_pairs: int) -> None:
        """The BSNs the generation order reads (D: "consecutive in-bracket sequence-numbers")."""
        solver = self.solver
        # remainder subgroups (B.7 note: S1R/S2R formed right after the MDP-pairing)
        remainder = [p for p in self.bracket if p.id not in solver.is_mdp]
        self.s1r = {p.id for p in remainder[:rem_pairs]}
        # D: the remainder is paired "with the same rules used for a homogeneous bracket";
        # its players carry their own sequence numbers 1, 2, ... (the corpus confirms it:
        # d17_0066 round 7, where bracket-wide numbers would order two exchanges the other way)
        self.rbsn = {p.id: i + 1 for i, p in enumerate(remainder)}
        self.n_bsn = len(remainder) + 1
        self.residents_idx = {p.id: i for i, p in enumerate(solver.residents)}
        self.base_res = len(solver.residents) + 1
        self.m0 = len(solver.mdps)
        self.mdp_idx = {p.id: i for i, p in enumerate(solver.mdps)}

    def _vertex_cost(self, p: PlayerHistory) -> list[int]:
        """Costs a bracket player incurs when he is not in a bracket pair (he floats)."""
        lv = self.lv
        c = [0] * self.nlev
        for k, v in self.solver.costs.float_cost(p).items():
            c[lv[k]] = v
        if self.stage == "remainder" and p.id in self.s1r:
            # D.2: a floater from the original S1R is an exchanged BSN
            b = self.rbsn[p.id]
            c[lv[Generation.D2A]] = 1
            c[lv[Generation.D2B]] = -b  # moved S1->S2 lowers the difference
            c[lv[Generation.D2C]] = -(1 << b)  # prefer moving out the highest BSN
        return c

    def bracket_edges(self, i: int, a: PlayerHistory, edges: list[Edge]) -> None:
        """The edges of bracket player ``i`` to the later bracket players and to the outside."""
        solver = self.solver
        costs = solver.costs
        is_mdp = solver.is_mdp
        compatible = solver.compatible
        bracket = self.bracket
        lv = self.lv
        nlev = self.nlev
        vb_cost = self.vb_cost
        vb_i = vb_cost[i]
        next_scores = lv[solver.keys.next_scores]
        mdp_stage = self.stage == "mdp"
        for j in range(i + 1, len(bracket)):
            b = bracket[j]
            if a.id in is_mdp and b.id in is_mdp:
                continue  # B.3: MDPs are paired with residents only
            if not compatible(a, b):
                continue
            if not mdp_stage and (a.id in is_mdp or b.id in is_mdp):
                continue  # the MDP-pairing is fixed
            vals = [0] * nlev
            if self.comp:
                vals[0] = 1
            hi, lo = (a, b) if rank_key(a) < rank_key(b) else (b, a)
            vb_j = vb_cost[j]
            for k in range(nlev):
                vals[k] += vb_i[k] + vb_j[k]
            for name, v in costs.pair_cost(a, b).items():
                vals[lv[name]] -= v
            if solver.following:
                vals[next_scores] += costs.next_float_cost(a) + costs.next_float_cost(b)
            if mdp_stage:
                self._mdp_order(hi, lo, vals)
            else:
                self._remainder_order(hi, lo, vals)
            edges.append((i, j, vals))
        if solver.following or solver.lower:
            self._edges_out(i, a, edges)

    def _mdp_order(self, hi: PlayerHistory, lo: PlayerHistory, vals: list[int]) -> None:
        """D.3 (which MDPs are paired, the highest first), then D.1 (their S2 partners)."""
        if hi.id in self.solver.is_mdp:
            m0, base_res = self.m0, self.base_res
            k = self.mdp_idx[hi.id]
            vals[self.lv[Generation.D3]] = 1 << (m0 - 1 - k)
            vals[self.lv[Generation.D1]] = (base_res ** (m0 - 1 - k)) * (
                base_res - 1 - self.residents_idx[lo.id]
            )

    def _remainder_order(self, hi: PlayerHistory, lo: PlayerHistory, vals: list[int]) -> None:
        """D.2 a-d (the exchange between the original S1R and S2R), then D.1 (S2's order)."""
        lv = self.lv
        s1r = self.s1r
        n_bsn = self.n_bsn
        bh, bl = self.rbsn[hi.id], self.rbsn[lo.id]
        in1h, in1l = hi.id in s1r, lo.id in s1r
        if in1h and in1l:
            vals[lv[Generation.D2A]] -= 1
            vals[lv[Generation.D2B]] -= -bl  # the higher BSN leaves S1
            vals[lv[Generation.D2C]] += 1 << bl
        elif not in1h and not in1l:
            vals[lv[Generation.D2B]] -= bh  # the lower BSN enters S1
            vals[lv[Generation.D2D]] += 1 << (n_bsn - bh)
        # D.1: S1 member (the lower BSN) takes the lowest possible S2 BSN
        if self.d1:
            vals[lv[Generation.D1]] += (n_bsn ** (n_bsn - bh)) * (n_bsn - bl)

    def _edges_out(self, i: int, a: PlayerHistory, edges: list[Edge]) -> None:
        """Bracket player ``i`` paired outside the bracket: in the following bracket (C.7 / C8
        counts its pairs and refunds the scores), or further down (C4 only: no refund)."""
        solver = self.solver
        costs = solver.costs
        keys = solver.keys
        nb = len(self.bracket)
        next_pairs, next_scores = self.lv[keys.next_pairs], self.lv[keys.next_scores]
        for k_out, r in enumerate(self.outside):
            if not solver.compatible(a, r):
                continue
            vals = [0] * self.nlev
            if self.comp:
                vals[0] = 1
            if r.id in self.in_next:
                vals[next_pairs] = 1
                vals[next_scores] = (
                    costs.next_float_cost(a) + costs.next_float_cost(r) - costs.next_pair_cost(a, r)
                )
            edges.append((i, nb + k_out, vals))

    def outside_edges(self, edges: list[Edge]) -> None:
        """Pairs among the outside players: the following bracket's own pairs (C.7 / C8)."""
        solver = self.solver
        costs = solver.costs
        outside = self.outside
        nb = len(self.bracket)
        next_pairs = self.lv[solver.keys.next_pairs]
        next_scores = self.lv[solver.keys.next_scores]
        for x in range(len(outside)):
            a = outside[x]
            for y in range(x + 1, len(outside)):
                b = outside[y]
                if not solver.compatible(a, b):
                    continue
                vals = [0] * self.nlev
                if self.comp:
                    vals[0] = 1
                if a.id in self.in_next and b.id in self.in_next:
                    vals[next_pairs] = 1
                    vals[next_scores] = costs.next_float_cost(a) + costs.next_float_cost(b)
                # a following resident paired further down (C4 only) floats: no refund
                edges.append((nb + x, nb + y, vals))

    def bye_edges(self, edges: list[Edge]) -> None:
        """The PAB's edges to every player who may receive it (C.2)."""
        if not (self.need_bye or self.lookahead_bye):
            return
        solver = self.solver
        nb = len(self.bracket)
        bye_v = len(self.vertices) - 1
        unplayed = solver.keys.pab_unplayed
        # 2026 C9, limited by its note to a bracket whose one downfloater receives the PAB
        # (d26_0019 round 7: a bracket sending down two players does not apply it; golden
        # C09_..._above_last_bracket does)
        c9_everyone = solver.new_rules and solver.mode is Mode.LAST
        c9_bracket = solver.new_rules and solver.c9_floater
        for i, q in enumerate(self.vertices[:-1]):
            assert q is not None
            if not criteria.c2_may_get_pab(q):
                continue
            vals = [0] * self.nlev
            if self.lookahead_bye:
                vals[self.lv[solver.keys.next_pairs]] = (
                    1  # the following (last) bracket is complete
                )
            else:
                vals[0] = 1
                if c9_everyone or (c9_bracket and i < nb):
                    assert unplayed is not None
                    vals[self.lv[unplayed]] = -q.unplayed
            edges.append((i, bye_v, vals))

    def read(self, mate: list[int]) -> Matched:
        """The pairs of the matching: MDP-pairing, remainder, the following bracket's pairs."""
        vertices = self.vertices
        bracket = self.bracket
        nb = len(bracket)
        is_mdp = self.solver.is_mdp
        in_next = self.in_next
        lookahead: list[Pair] = []
        for i, pv in enumerate(vertices):
            j = mate[i]
            qv = vertices[j] if j > i else None
            if pv is None or qv is None or j < nb:
                continue
            if qv.id in in_next and (i < nb or pv.id in in_next):
                lookahead.append((pv, qv))
        mdp_pairs: list[Pair] = []
        rem: list[Pair] = []
        for i in range(nb):
            j = mate[i]
            if j > i and j < nb:
                a, b = bracket[i], bracket[j]
                if a.id in is_mdp or b.id in is_mdp:
                    mdp_pairs.append((a, b))
                else:
                    rem.append((a, b))
        if self.comp and sum(1 for m in mate if m != -1) != len(vertices):
            raise ValueError("bracket cannot be completed")
        return Matched(mdp_pairs, rem, lookahead)

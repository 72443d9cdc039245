"""The quality criteria of one bracket as costs, the part both editions share.

A cost is a dictionary from an edition's criterion key to an integer, lower is better, absent
is 0 (:data:`Costs`). :class:`CostModel` answers three questions, each edition in its own words
(:mod:`.quality_2017`, :mod:`.quality_2026`): what a pair costs, what a player left unpaired
costs (he downfloats, or takes the PAB in the last bracket), and what a whole candidate costs.
The bracket solver turns the same costs into matching weights (:mod:`..search`) and the
explanation reports them (:mod:`..tracing`), so the two cannot disagree.

Shared here: the score encodings of the bracket (A.8 and its look-ahead in C.7 / C8), the
colour criteria C.8-C.11 (C10-C13) and C.5 / C6, which counts -1 a pair.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from engine.model import Colour, PlayerId
from engine.pairing.common.history import PlayerHistory
from engine.pairing.dutch.criteria.colour import colour_costs
from engine.pairing.dutch.criteria.keys import Criterion, EditionKeys
from engine.pairing.dutch.criteria.scores import ScoreDifferences

Costs = dict[Criterion, int]
"""Criteria costs of a pair, a floater or a candidate (one edition's keys; absent = 0)."""


class CostModel:
    """The quality criteria of one bracket as costs; :attr:`keys` names the edition's criteria.

    ``players`` are the bracket's MDPs and residents (``mdps`` among them), ``following`` the
    next scoregroup when C.7 / C8 looks at it, ``lower`` every lower player when the
    completion takes them into the graph (2017 PPB, 2026 C4); ``last``: the last bracket.
    """

    keys: ClassVar[EditionKeys]

    def __init__(
        self,
        mdps: Sequence[PlayerHistory],
        players: Sequence[PlayerHistory],
        following: Sequence[PlayerHistory],
        lower: Sequence[PlayerHistory],
        unit: int,
        initial: Colour,
        last: bool,
    ) -> None:
        self.unit = unit
        self.initial = initial
        self.last = last
        self.is_mdp = {p.id: True for p in mdps}
        self.lowest = min(p.score for p in players)
        self.next_lowest = min((p.score for p in following), default=0)
        self.items = len(players) + len(following) + len(lower)
        sd_values: list[int] = []
        scores = sorted({p.score for p in players})  # only distinct scores matter
        for s in scores:
            sd_values.append(s - (self.lowest - unit))
            sd_values.extend(abs(s - x) for x in scores)
        # 2026 C18-C21: an MDP left unpaired counts as a larger difference than any pair's
        self.big_sd = max(p.score for p in players) - self.lowest + unit
        sd_values.extend(self.big_sd + p.score - self.lowest for p in mdps)
        self.sd = ScoreDifferences(sd_values, self.items)
        next_values: list[int] = []
        next_scores = sorted({p.score for p in following})
        for s in sorted({p.score for p in [*players, *following]}):
            next_values.append(s - (self.next_lowest - unit))
            next_values.extend(s - x for x in next_scores)
        self.next_sd = ScoreDifferences(next_values, self.items)
        # C.7 made a cost of each possible downfloater alone, when the following bracket
        # pairs the same whoever floats (:func:`..lookahead.single_floater_costs`)
        self.lookahead_cost: dict[PlayerId, int] = {}
        self.read_bracket(players)

    def read_bracket(self, players: Sequence[PlayerHistory]) -> None:
        """What the edition's own criteria read of the bracket, once (the 2026 C7 list)."""

    def float_sd(self, p: PlayerHistory) -> int:
        """A.8: a downfloater's SD against one point less than the bracket's lowest score."""
        return p.score - (self.lowest - self.unit)

    def float_cost(self, p: PlayerHistory) -> Costs:
        """Quality-criteria costs of ``p`` not being paired in the bracket."""
        raise NotImplementedError

    def pair_cost(self, a: PlayerHistory, b: PlayerHistory) -> Costs:
        """Quality-criteria costs of pairing ``a`` with ``b``; C.5 / C6 counts -1 a pair."""
        raise NotImplementedError

    def unpaired_cost(self, p: PlayerHistory) -> Costs:
        """What ``p`` costs when the candidate leaves him unpaired (the PAB receiver, in the
        last bracket): :meth:`float_cost` (2026 adds C9)."""
        return self.float_cost(p)

    def next_float_cost(self, p: PlayerHistory) -> int:
        """C.7 (2017) / C8 (2026): ``p`` as a downfloater of the following bracket; 2017
        compares its SD (A.8), 2026 its score: both grow with the score, one encoding serves."""
        return self.next_sd.cost(p.score - (self.next_lowest - self.unit))

    def next_pair_cost(self, a: PlayerHistory, r: PlayerHistory) -> int:
        """C.7 / C8: what the pair of ``a`` (from this bracket) and ``r`` (from the following
        one) adds to the following bracket's scores (2017: its SD is part of the PSD)."""
        raise NotImplementedError

    def colour_cost(self, a: PlayerHistory, b: PlayerHistory, c: Costs) -> None:
        """Add the colour criteria C.8-C.11 (C10-C13) of the pair to ``c``."""
        c8, c9, c10, c11 = colour_costs(a, b, self.initial)
        k8, k9, k10, k11 = self.keys.colour
        if c8:
            c[k8] = c8
        if c9:
            c[k9] = c9
        if c10:
            c[k10] = c10
        if c11:
            c[k11] = c11

    def evaluate(
        self,
        pairs: Sequence[tuple[PlayerHistory, PlayerHistory]],
        floaters: Sequence[PlayerHistory],
    ) -> Costs:
        """The quality-criteria costs of a candidate (C.7 excluded), lower is better."""
        total: Costs = {}
        for a, b in pairs:
            for k, v in self.pair_cost(a, b).items():
                total[k] = total.get(k, 0) + v
        for p in floaters:
            for k, v in self.unpaired_cost(p).items():
                total[k] = total.get(k, 0) + v
        return total

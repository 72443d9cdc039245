"""C.04.3 (2026) C6, C7, C9 and C14-C21: the quality criteria as the 2026 text words them.

As ``shared/spec/dutch2026.md`` section 3 sums them up, in descending priority (C8 is the
look-ahead, C10-C13 the colours: :mod:`.colour`; C5 is settled before any bracket is paired,
by the PAB score):

- C6: minimise the number of downfloaters (the most pairs, as 2017's C.5);
- C7: minimise the downfloaters' scores, compared as a list sorted in descending order
  (it replaces the PSD);
- C9: minimise the number of unplayed games of the PAB receiver, limited by its note to
  brackets that downfloat exactly one player, who then receives the PAB;
- C14 / C16: **resident** downfloaters who also downfloated in the previous round / two rounds
  before; C15 / C17: **MDP opponents** who upfloated in the previous round / two rounds before;
- C18 / C20: the score differences (a list, descending) of MDPs who downfloated in the
  previous round / two rounds before; C19 / C21: the same for MDP opponents who upfloated.

An MDP left unpaired has no opponent: his difference counts as larger than any pair's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from engine.pairing.common.history import Float, PlayerHistory
from engine.pairing.dutch.criteria.costs import CostModel, Costs
from engine.pairing.dutch.criteria.keys import KEYS_2026, EditionKeys
from engine.pairing.dutch.criteria.keys import Criterion2026 as K
from engine.pairing.dutch.criteria.scores import ScoreDifferences
from engine.pairing.dutch.ranking import rank_key


class Costs2026(CostModel):
    """The 2026 text's quality criteria as costs."""

    keys: ClassVar[EditionKeys] = KEYS_2026

    def read_bracket(self, players: Sequence[PlayerHistory]) -> None:
        """C7: the downfloaters' scores, compared as a list in descending order."""
        unit = self.unit
        self.c7 = ScoreDifferences([p.score - self.lowest + unit for p in players], self.items)

    def float_cost(self, p: PlayerHistory) -> Costs:
        """C7 scores the downfloater; C14/C16 count resident downfloaters with a repeated
        downfloat; C18/C20 count an unpaired MDP with a larger difference than any.
        """
        c: Costs = {K.C7: self.c7.cost(p.score - self.lowest + self.unit)}
        if p.id in self.lookahead_cost:
            c[K.C8_SCORES] = self.lookahead_cost[p.id]
        if p.id in self.is_mdp:
            sd = self.sd.cost(self.big_sd + p.score - self.lowest)
            if p.float_before(1) is Float.DOWN:
                c[K.C18] = sd
            if p.float_before(2) is Float.DOWN:
                c[K.C20] = sd
        else:
            if p.float_before(1) is Float.DOWN:
                c[K.C14] = 1
            if p.float_before(2) is Float.DOWN:
                c[K.C16] = 1
        return c

    def pair_cost(self, a: PlayerHistory, b: PlayerHistory) -> Costs:
        """C6 pairs; MDP pairs: C18/C20 the MDP's difference if he downfloated before,
        C15/C17 and C19/C21 his opponent if he upfloated before; colours C10-C13.
        """
        hi, lo = (a, b) if rank_key(a) < rank_key(b) else (b, a)
        sd = hi.score - lo.score
        c: Costs = {K.C6: -1}
        if sd:
            sdc = self.sd.cost(sd)
            if hi.float_before(1) is Float.DOWN:
                c[K.C18] = sdc
            if lo.float_before(1) is Float.UP:
                c[K.C15] = 1
                c[K.C19] = sdc
            if hi.float_before(2) is Float.DOWN:
                c[K.C20] = sdc
            if lo.float_before(2) is Float.UP:
                c[K.C17] = 1
                c[K.C21] = sdc
        self.colour_cost(a, b, c)
        return c

    def unpaired_cost(self, p: PlayerHistory) -> Costs:
        """:meth:`float_cost`, and in the last bracket C9's cost of the PAB receiver: his
        rounds without a played game (the matching puts it on the PAB edge)."""
        c = self.float_cost(p)
        if self.last and p.unplayed:
            c = {**c, K.C9: p.unplayed}
        return c

    def next_pair_cost(self, a: PlayerHistory, r: PlayerHistory) -> int:
        """C8 scores only the following bracket's downfloaters: a pair adds nothing."""
        return 0

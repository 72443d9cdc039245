"""C.04.3 (2017) C.5, C.6 and C.12-C.19: the quality criteria as the 2017 text words them.

Seed ``000``, in descending priority (C.7 is the look-ahead, C.8-C.11 the colours:
:mod:`.colour`):

- C.5 "maximize the number of pairs (equivalent to: minimize the number of downfloaters)."
- C.6 "minimize the PSD (This basically means: maximize the number of paired MDP(s); and, as
  far as possible, pair the ones with the highest scores)."
- C.12 / C.14 "minimize the number of players who receive the same downfloat as the previous
  round" / "as two rounds before"; C.13 / C.15 the same for upfloats.
- C.16 / C.18 "minimize the score differences of players who receive the same downfloat as the
  previous round" / "as two rounds before"; C.17 / C.19 the same for upfloats.

A.4.b: in a pair of different scores the higher ranked player receives a downfloat and the
other an upfloat; a player left unpaired downfloats. A.8: a pair's SD is the difference of the
scores, a downfloater's is taken against one point less than the bracket's lowest score.
"""

from __future__ import annotations

from typing import ClassVar

from engine.pairing.common.history import Float, PlayerHistory
from engine.pairing.dutch.criteria.costs import CostModel, Costs
from engine.pairing.dutch.criteria.keys import KEYS_2017, EditionKeys
from engine.pairing.dutch.criteria.keys import Criterion2017 as K
from engine.pairing.dutch.ranking import rank_key


class Costs2017(CostModel):
    """The 2017 text's quality criteria as costs."""

    keys: ClassVar[EditionKeys] = KEYS_2017

    def float_cost(self, p: PlayerHistory) -> Costs:
        """Quality-criteria costs a bracket player incurs when he is not paired in the bracket.

        A.4.b: an unpaired player receives a downfloat (C.12/C.14/C.16/C.18); A.8: his SD is
        against one point less than the bracket's lowest score (C.6).
        """
        sd = self.sd.cost(self.float_sd(p))
        c: Costs = {K.C6: sd}
        if p.id in self.lookahead_cost:
            c[K.C7_PSD] = self.lookahead_cost[p.id]
        if p.float_before(1) is Float.DOWN:
            c[K.C12] = 1
            c[K.C16] = sd
        if p.float_before(2) is Float.DOWN:
            c[K.C14] = 1
            c[K.C18] = sd
        return c

    def pair_cost(self, a: PlayerHistory, b: PlayerHistory) -> Costs:
        """Quality-criteria costs of pairing a with b in the bracket (C.5 counts -1 per pair)."""
        hi, lo = (a, b) if rank_key(a) < rank_key(b) else (b, a)
        sd = hi.score - lo.score
        c: Costs = {K.C5: -1}
        if sd:
            sdc = self.sd.cost(sd)
            c[K.C6] = sdc
            # A.4.b: the higher ranked receives a downfloat, the lower one an upfloat
            if hi.float_before(1) is Float.DOWN:
                c[K.C12] = 1
                c[K.C16] = sdc
            if lo.float_before(1) is Float.UP:
                c[K.C13] = 1
                c[K.C17] = sdc
            if hi.float_before(2) is Float.DOWN:
                c[K.C14] = 1
                c[K.C18] = sdc
            if lo.float_before(2) is Float.UP:
                c[K.C15] = 1
                c[K.C19] = sdc
        self.colour_cost(a, b, c)
        return c

    def next_pair_cost(self, a: PlayerHistory, r: PlayerHistory) -> int:
        """C.7: the pair's SD is part of the following bracket's PSD."""
        return self.next_sd.cost(a.score - r.score)

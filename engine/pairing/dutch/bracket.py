"""C.04.3 B: pairing one bracket, as one maximum-weight matching per decision.

The text generates candidates in a fixed order (B.3-B.7, D.1-D.3) and accepts the first perfect
one, or the best by C.5-C.19 with ties going to the earliest generated (B.8). Enumerating
candidates explodes on big brackets, so each decision is a maximum-weight matching whose edge
weight is one integer made of bit fields, most significant first:

1. completion (A.9 / C.4): the round-pairing can be completed (PPB and last bracket only);
2. the quality criteria C.5 ... C.19 in their priority order (C.7 by including the next
   scoregroup in the graph);
3. the generation order: which MDPs and which resident partners (D.3, D.1) in the first
   matching; the exchange (D.2 a-d) and transposition (D.1) of the remainder in the second.

The first matching fixes the MDP-pairing (B.3) of a heterogeneous bracket; the second pairs
the remainder (or the whole homogeneous bracket) with the MDP-pairing fixed. Every sum that
the text compares lexicographically (PSD, the score differences of C.16-C.19, the BSN sets of
D.2.c/d and D.3.b, the S2 order of D.1) becomes a sum of powers larger than any sum of the
smaller terms, so the integer order is the text's order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from engine.explain.events_dutch import BracketRole, DutchEvent
from engine.model import Colour, PlayerId
from engine.pairing.common.history import PlayerHistory
from engine.pairing.common.matching import max_cardinality
from engine.pairing.dutch import criteria
from engine.pairing.dutch.criteria.costs import CostModel
from engine.pairing.dutch.criteria.keys import EditionKeys
from engine.pairing.dutch.criteria.quality_2017 import Costs2017
from engine.pairing.dutch.criteria.quality_2026 import Costs2026
from engine.pairing.dutch.editions import Edition
from engine.pairing.dutch.first_candidate import perfect_first_candidate
from engine.pairing.dutch.lookahead import single_floater_costs
from engine.pairing.dutch.mode import Mode, Pair
from engine.pairing.dutch.ranking import rank_key
from engine.pairing.dutch.search import Matched, best_matching
from engine.pairing.dutch.shortcut import transpositions_reach_bound
from engine.pairing.dutch.tracing import bracket_events
from engine.pairing.dutch.transpositions import resolve_d1

__all__ = ["BracketResult", "BracketSolver", "Mode", "rank_key"]


@dataclass(slots=True)
class BracketResult:
    """The pairing of one bracket: pairs (higher ranked first), downfloaters, the PAB."""

    pairs: list[tuple[PlayerHistory, PlayerHistory]] = field(default_factory=list)
    downfloaters: list[PlayerHistory] = field(default_factory=list)
    bye: PlayerHistory | None = None
    # the following bracket's pairs the C.7/C8 look-ahead counted (2026: checked for C4)
    lookahead: list[tuple[PlayerHistory, PlayerHistory]] = field(default_factory=list)


class BracketSolver:
    """Pairs one bracket per C.04.3 B under the given mode.

    The modules beside this one do the work: :mod:`.first_candidate` (B.4 at once),
    :mod:`.shortcut` (the bound shortcut), :mod:`.lookahead` (C.7 / C8 reduced),
    :mod:`.search` (the general matching), :mod:`.transpositions` (D.1), the costs of each
    edition in :mod:`.criteria`, and :mod:`.tracing` (what the explanation shows).
    """

    def __init__(
        self,
        mdps: Sequence[PlayerHistory],
        residents: Sequence[PlayerHistory],
        mode: Mode,
        initial: Colour,
        following: Sequence[PlayerHistory] = (),
        lower: Sequence[PlayerHistory] = (),
        unit: int = 2,
        forced: frozenset[PlayerId] = frozenset(),
        edition: Edition = Edition.D2017,
        c9_floater: bool = False,
        following_is_last: bool = False,
        shortcuts: bool = True,
        lookahead_extends: Callable[[], bool] | None = None,
    ) -> None:
        # 2026 C9 note: "brackets that downfloat exactly one player, who will end up receiving
        # the PAB" -- set for a C4 re-pairing of such a bracket
        self.c9_floater = c9_floater
        # C.7 looks at the following bracket; when that is the last bracket, its pairing is
        # complete only with at most one player left over, who must be able to take the PAB
        # (A.9, C.2): the look-ahead counts the PAB like a pair of that bracket
        self.following_is_last = following_is_last
        # False: the plain path, every decision by the general matching (the differential
        # check of `make corpus --differential` compares the two on every corpus round)
        self.shortcuts = shortcuts
        # 2026 (ruling N-2): True when every pairing of the following bracket with the most
        # pairs is part of a complete round-pairing; asked only before the C8 reduction
        self.lookahead_extends = lookahead_extends
        self.forced = forced
        self.edition = edition
        self.new_rules = edition is Edition.D2026
        self.mdps = sorted(mdps, key=rank_key)
        self.residents = sorted(residents, key=rank_key)
        self.players = self.mdps + self.residents  # BSN order (D)
        self.mode = mode
        self.initial = initial
        self.following = sorted(following, key=rank_key) if mode in (Mode.NORMAL, Mode.C4) else []
        self.lower = sorted(lower, key=rank_key) if mode in (Mode.PPB, Mode.C4) else []
        self.unit = unit
        self.is_mdp = {p.id: True for p in self.mdps}
        model = Costs2026 if self.new_rules else Costs2017
        self.costs: CostModel = model(
            self.mdps, self.players, self.following, self.lower, unit, initial, mode is Mode.LAST
        )
        self.keys: EditionKeys = self.costs.keys
        self._compat: dict[tuple[PlayerId, PlayerId], bool] = {}
        self._lookahead: list[Pair] = []

    def compatible(self, a: PlayerHistory, b: PlayerHistory) -> bool:
        """C.1 and C.3 for the pair (and, for "why not A against B?", the forced pair)."""
        if not self.forced:
            return criteria.compatible(a, b)  # two set lookups: cheaper than a cache
        key = (a.id, b.id) if a.id < b.id else (b.id, a.id)
        got = self._compat.get(key)
        if got is None:
            got = criteria.compatible(a, b)
            if self.forced and (a.id in self.forced or b.id in self.forced):
                # "why not A against B?": A and B may only meet each other
                got = got and a.id in self.forced and b.id in self.forced
            self._compat[key] = got
        return got

    # ---- the decisions ---------------------------------------------------------------------

    def solve(self) -> BracketResult:
        """Pair the bracket; raise ValueError if the mode's completion cannot be met."""
        fast = perfect_first_candidate(self) if self.shortcuts else None
        if fast is not None:
            return self._result(fast)
        rem_pairs = -1
        if self.mode is Mode.NORMAL:
            best = self._prepare_normal()
            if not self.mdps:
                rem_pairs = best
            if len(self.players) - 2 * best <= 1 and self.shortcuts:
                shortcut = self._transpositions_reach_bound(best)
                if shortcut is not None:
                    return self._result(shortcut)
        elif self.mode is Mode.LAST and self.shortcuts:
            # everyone is paired but the PAB receiver (2026: C9 ranks the PAB receivers, a
            # cost of the one left unpaired: unpaired_cost)
            shortcut = self._transpositions_reach_bound(len(self.players) // 2)
            if shortcut is not None:
                return self._result(shortcut)
        fixed: tuple[Pair, ...] = ()
        if rem_pairs < 0:
            matched = self._matching("mdp", fixed)
            fixed = tuple(matched.mdp_pairs)
            rem_pairs = len(matched.remainder)
        result = self._result(list(fixed) + self._remainder(fixed, rem_pairs))
        result.lookahead = self._lookahead
        return result

    def _prepare_normal(self) -> int:
        """C.5 comes first in a bracket with a following one: the most pairs (a maximum-
        cardinality matching). With no downfloater at all, C.7 cannot tell candidates apart:
        leave it out; with one, it may be a cost of that player alone (:mod:`.lookahead`)."""
        best = self._max_pairs()
        floaters = len(self.players) - 2 * best
        if floaters == 0:
            self.following = []
        elif floaters == 1 and self.shortcuts and self.following and not self.following_is_last:
            reduced = single_floater_costs(self)
            if reduced is not None:
                self.costs.lookahead_cost = reduced
                self.following = []
        return best

    def _remainder(self, fixed: Sequence[Pair], rem_pairs: int) -> list[Pair]:
        """The remainder's pairs (or the homogeneous bracket's) with the MDP-pairing fixed."""
        left = len(self.players) - 2 * len(fixed)
        if left >= 2 and self.mode is Mode.NORMAL and not self.following:
            # Two steps, same result: the exchange (D.2) with the criteria first, then the S2
            # order (D.1) as an assignment from the new S1 to S2. The blossom algorithm slows
            # down sharply when the D.1 weights make every edge weight distinct.
            rem = self._matching("remainder", fixed, rem_pairs, d1=False).remainder
            return resolve_d1(self, fixed, rem)
        if left >= 2 or (left == 1 and self.mode is Mode.LAST):
            return self._matching("remainder", fixed, rem_pairs).remainder
        return []

    def _matching(
        self, stage: str, fixed: Sequence[Pair], rem_pairs: int = 0, d1: bool = True
    ) -> Matched:
        """One general matching (:func:`.search.best_matching`); keeps its look-ahead pairs."""
        matched = best_matching(self, stage, fixed, rem_pairs, d1)
        self._lookahead = matched.lookahead
        return matched

    def _transpositions_reach_bound(self, pairs: int) -> list[Pair] | None:
        """The bound shortcut (:func:`.shortcut.transpositions_reach_bound`, with its proof)."""
        return transpositions_reach_bound(self, pairs)

    def _max_pairs(self) -> int:
        """C.5: the most pairs the bracket can make (MDPs meet residents only, B.3)."""
        n = len(self.players)
        # a first-fit pass usually reaches the evident upper bound (every resident or every
        # player but one paired); then no maximum matching is needed
        bound = min(n // 2, len(self.residents))
        matched = [False] * n
        found = 0
        for i in range(n):
            if matched[i]:
                continue
            a = self.players[i]
            for j in range(i + 1, n):
                if matched[j]:
                    continue
                b = self.players[j]
                if a.id in self.is_mdp and b.id in self.is_mdp:
                    continue
                if self.compatible(a, b):
                    matched[i] = matched[j] = True
                    found += 1
                    break
        if found == bound:
            return found
        adj: list[list[int]] = [[] for _ in range(n)]
        for i in range(n):
            a = self.players[i]
            for j in range(i + 1, n):
                b = self.players[j]
                if a.id in self.is_mdp and b.id in self.is_mdp:
                    continue
                if self.compatible(a, b):
                    adj[i].append(j)
                    adj[j].append(i)
        return max_cardinality(n, adj)

    def _result(self, pairs: list[Pair]) -> BracketResult:
        """The bracket's pairs (higher ranked first, in rank order) and who is left over:
        downfloaters, or in the last bracket the PAB receiver (A.9, C.2)."""
        paired = {p.id for pair in pairs for p in pair}
        result = BracketResult()
        for a, b in pairs:
            hi, lo = (a, b) if rank_key(a) < rank_key(b) else (b, a)
            result.pairs.append((hi, lo))
        result.pairs.sort(key=lambda ab: rank_key(ab[0]))
        rest = [p for p in self.players if p.id not in paired]
        if self.mode is Mode.LAST:
            if len(rest) > 1 or (rest and not criteria.c2_may_get_pab(rest[0])):
                raise ValueError("last bracket cannot be completed")
            result.bye = rest[0] if rest else None
        else:
            result.downfloaters = rest
        return result

    def trace_events(
        self, result: BracketResult, index: int, role: BracketRole
    ) -> list[DutchEvent]:
        """The decision records of this bracket (:func:`.tracing.bracket_events`)."""
        return bracket_events(self, result, index, role)

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

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from engine.explain.trace import (
    BracketPaired,
    BracketStarted,
    CandidateRejected,
    CriterionValue,
    TraceEvent,
)
from engine.model import Colour, PlayerId
from engine.pairing.common.assignment import lexicographic_assignment
from engine.pairing.common.history import Float, PlayerHistory, PrefStrength, points_text
from engine.pairing.common.matching import greedy_matching, max_cardinality, max_weight_matching
from engine.pairing.dutch import criteria
from engine.pairing.dutch.editions import Edition, article


class Mode(Enum):
    """What kind of bracket is being paired (A.9)."""

    NORMAL = "normal"  # C.7 looks at the following bracket
    PPB = "ppb"  # penultimate pairing bracket: C.4, downfloaters must complete the round
    C4 = "c4"  # 2026 C4: completion over all lower players, C8 still looks at the next group
    LAST = "last"  # the last bracket (or the CLB): everyone paired but the PAB


# Priority levels, most significant first. Names follow the articles.
LEVELS_CRITERIA = (
    "A.9",  # completion
    "C.5",
    "C.6",
    "C.7a",  # pairs in the following bracket
    "C.7b",  # PSD of the following bracket
    "C.9u",  # 2026 C9: unplayed games of the PAB receiver
    "C.8",
    "C.9",
    "C.10",
    "C.11",
    "C.12",
    "C.13",
    "C.14",
    "C.15",
    "C.16",
    "C.17",
    "C.18",
    "C.19",
)
QUALITY_ORDER = tuple(
    a for a in LEVELS_CRITERIA if a.startswith("C.") and a[-1].isdigit() and a != "C.9u"
)
LEVELS_MDP = ("D.3", "D.1")
LEVELS_REMAINDER = ("D.2a", "D.2b", "D.2c", "D.2d", "D.1")


@dataclass(slots=True)
class BracketResult:
    """The pairing of one bracket: pairs (higher ranked first), downfloaters, the PAB."""

    pairs: list[tuple[PlayerHistory, PlayerHistory]] = field(default_factory=list)
    downfloaters: list[PlayerHistory] = field(default_factory=list)
    bye: PlayerHistory | None = None
    # the following bracket's pairs the C.7/C8 look-ahead counted (2026: checked for C4)
    lookahead: list[tuple[PlayerHistory, PlayerHistory]] = field(default_factory=list)


def rank_key(p: PlayerHistory) -> tuple[int, int]:
    """A.2: score descending, then pairing number ascending."""
    return (-p.score, p.id)


class _Sd:
    """Lexicographic cost of score differences: larger differences dominate (A.8)."""

    def __init__(self, values: Sequence[int], items: int) -> None:
        positive = sorted({v for v in values if v > 0})
        self._base = items + 1
        self._rank = {v: i for i, v in enumerate(positive)}

    def cost(self, sd: int) -> int:
        if sd <= 0:
            return 0
        return int(self._base ** self._rank[sd])


class BracketSolver:
    """Pairs one bracket per C.04.3 B under the given mode."""

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
        self.lowest = min(p.score for p in self.players)
        self.next_lowest = min((p.score for p in self.following), default=0)
        n_items = len(self.players) + len(self.following) + len(self.lower)
        sd_values: list[int] = []
        scores = sorted({p.score for p in self.players})  # only distinct scores matter
        for s in scores:
            sd_values.append(s - (self.lowest - unit))
            sd_values.extend(abs(s - x) for x in scores)
        # 2026 C18-C21: an MDP left unpaired counts as a larger difference than any pair's
        self.big_sd = max(p.score for p in self.players) - self.lowest + unit
        sd_values.extend(self.big_sd + p.score - self.lowest for p in self.mdps)
        self.sd = _Sd(sd_values, n_items)
        # 2026 C7: the downfloaters' scores, compared as a list in descending order
        self.c7 = _Sd([p.score - self.lowest + unit for p in self.players], n_items)
        next_values: list[int] = []
        next_scores = sorted({p.score for p in self.following})
        for s in sorted({p.score for p in self.players + self.following}):
            next_values.append(s - (self.next_lowest - unit))
            next_values.extend(s - x for x in next_scores)
        self.next_sd = _Sd(next_values, n_items)
        self._compat: dict[tuple[PlayerId, PlayerId], bool] = {}
        self.c7_cost: dict[PlayerId, int] = {}
        self._lookahead: list[tuple[PlayerHistory, PlayerHistory]] = []

    # ---- helpers -------------------------------------------------------------------------

    def float_sd(self, p: PlayerHistory) -> int:
        """A.8: a downfloater's SD against one point less than the bracket's lowest score."""
        return p.score - (self.lowest - self.unit)

    def compatible(self, a: PlayerHistory, b: PlayerHistory) -> bool:
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

    # ---- criteria as costs (shared by the matching weights and candidate evaluation) -----------

    def float_cost(self, p: PlayerHistory) -> dict[str, int]:
        """Quality-criteria costs of ``p`` not being paired in the bracket (per edition)."""
        if self.new_rules:
            return self._float_cost_2026(p)
        return self._float_cost_2017(p)

    def unpaired_cost(self, p: PlayerHistory) -> dict[str, int]:
        """:meth:`float_cost`, and in the last bracket of the 2026 rules C9's cost of the PAB
        receiver: his rounds without a played game (the matching puts it on the PAB edge)."""
        c = self.float_cost(p)
        if self.new_rules and self.mode is Mode.LAST and p.unplayed:
            c = {**c, "C.9u": p.unplayed}
        return c

    def pair_cost(self, a: PlayerHistory, b: PlayerHistory) -> dict[str, int]:
        """Quality-criteria costs of pairing a with b (per edition); C.5/C6 counts -1 a pair."""
        if self.new_rules:
            return self._pair_cost_2026(a, b)
        return self._pair_cost_2017(a, b)

    def _float_cost_2026(self, p: PlayerHistory) -> dict[str, int]:
        """2026: C7 scores the downfloater; C14/C16 count resident downfloaters with a
        repeated downfloat; C18/C20 count an unpaired MDP with a larger difference than any.
        """
        c = {"C.6": self.c7.cost(p.score - self.lowest + self.unit)}
        if p.id in self.c7_cost:
            c["C.7b"] = self.c7_cost[p.id]
        if p.id in self.is_mdp:
            sd = self.sd.cost(self.big_sd + p.score - self.lowest)
            if p.float_before(1) is Float.DOWN:
                c["C.16"] = sd
            if p.float_before(2) is Float.DOWN:
                c["C.18"] = sd
        else:
            if p.float_before(1) is Float.DOWN:
                c["C.12"] = 1
            if p.float_before(2) is Float.DOWN:
                c["C.14"] = 1
        return c

    def _pair_cost_2026(self, a: PlayerHistory, b: PlayerHistory) -> dict[str, int]:
        """2026: C6 pairs; MDP pairs: C18/C20 the MDP's difference if he downfloated before,
        C15/C17 and C19/C21 his opponent if he upfloated before; colours C10-C13.
        """
        hi, lo = (a, b) if rank_key(a) < rank_key(b) else (b, a)
        sd = hi.score - lo.score
        c = {"C.5": -1}
        if sd:
            sdc = self.sd.cost(sd)
            if hi.float_before(1) is Float.DOWN:
                c["C.16"] = sdc
            if lo.float_before(1) is Float.UP:
                c["C.13"] = 1
                c["C.17"] = sdc
            if hi.float_before(2) is Float.DOWN:
                c["C.18"] = sdc
            if lo.float_before(2) is Float.UP:
                c["C.15"] = 1
                c["C.19"] = sdc
        self._colour_cost(a, b, c)
        return c

    def _colour_cost(self, a: PlayerHistory, b: PlayerHistory, c: dict[str, int]) -> None:
        c8, c9, c10, c11 = criteria.colour_costs(a, b, self.initial)
        if c8:
            c["C.8"] = c8
        if c9:
            c["C.9"] = c9
        if c10:
            c["C.10"] = c10
        if c11:
            c["C.11"] = c11

    def _float_cost_2017(self, p: PlayerHistory) -> dict[str, int]:
        """Quality-criteria costs a bracket player incurs when he is not paired in the bracket.

        A.4.b: an unpaired player receives a downfloat (C.12/C.14/C.16/C.18); A.8: his SD is
        against one point less than the bracket's lowest score (C.6).
        """
        sd = self.sd.cost(self.float_sd(p))
        c = {"C.6": sd}
        if p.id in self.c7_cost:
            c["C.7b"] = self.c7_cost[p.id]
        if p.float_before(1) is Float.DOWN:
            c["C.12"] = 1
            c["C.16"] = sd
        if p.float_before(2) is Float.DOWN:
            c["C.14"] = 1
            c["C.18"] = sd
        return c

    def _pair_cost_2017(self, a: PlayerHistory, b: PlayerHistory) -> dict[str, int]:
        """Quality-criteria costs of pairing a with b in the bracket (C.5 counts -1 per pair)."""
        hi, lo = (a, b) if rank_key(a) < rank_key(b) else (b, a)
        sd = hi.score - lo.score
        c = {"C.5": -1}
        if sd:
            sdc = self.sd.cost(sd)
            c["C.6"] = sdc
            # A.4.b: the higher ranked receives a downfloat, the lower one an upfloat
            if hi.float_before(1) is Float.DOWN:
                c["C.12"] = 1
                c["C.16"] = sdc
            if lo.float_before(1) is Float.UP:
                c["C.13"] = 1
                c["C.17"] = sdc
            if hi.float_before(2) is Float.DOWN:
                c["C.14"] = 1
                c["C.18"] = sdc
            if lo.float_before(2) is Float.UP:
                c["C.15"] = 1
                c["C.19"] = sdc
        self._colour_cost(a, b, c)
        return c

    def evaluate(
        self,
        pairs: Sequence[tuple[PlayerHistory, PlayerHistory]],
        floaters: Sequence[PlayerHistory],
    ) -> dict[str, int]:
        """The quality-criteria costs of a candidate (C.7 excluded), lower is better."""
        total: dict[str, int] = {}
        for a, b in pairs:
            for k, v in self.pair_cost(a, b).items():
                total[k] = total.get(k, 0) + v
        for p in floaters:
            for k, v in self.unpaired_cost(p).items():
                total[k] = total.get(k, 0) + v
        return total

    # ---- explanation -----------------------------------------------------------------------

    def art(self, level: str) -> str:
        """The article of ``level`` in this bracket's edition (2017: C.10; 2026: C12)."""
        return article(self.edition, level)

    def points(self, score: int) -> str:
        """A score in integer units as points, e.g. ``"2.5"``."""
        return points_text(score, self.unit)

    def trace_events(self, result: BracketResult, index: int, kind: str) -> list[TraceEvent]:
        """The decision records of this bracket: composition, first candidate, choice."""
        paired_mdps = [a for a, b in result.pairs if a.id in self.is_mdp or b.id in self.is_mdp]
        m1 = len(paired_mdps)
        max_pairs = len(result.pairs)
        hetero = bool(self.mdps)
        if hetero:
            s1 = self.mdps[:m1]
            limbo = self.mdps[m1:]
            s2 = list(self.residents)
        else:
            s1 = self.players[:max_pairs]
            limbo = []
            s2 = self.players[max_pairs:]
        events: list[TraceEvent] = [
            BracketStarted(
                index=index,
                kind=kind,
                score=self.points(self.residents[-1].score if self.residents else self.lowest),
                residents=tuple(p.id for p in self.residents),
                mdps=tuple((p.id, self.points(p.score)) for p in self.mdps),
                m0=len(self.mdps),
                max_pairs=max_pairs,
                m1=m1,
                s1=tuple(p.id for p in s1),
                s2=tuple(p.id for p in s2),
                limbo=tuple(p.id for p in limbo),
                following=tuple(p.id for p in self.following),
            )
        ]
        # B.3: the first candidate, S1[i] against S2[i] (then the remainder, likewise)
        first: list[tuple[PlayerHistory, PlayerHistory]] = list(zip(s1, s2, strict=False))
        used = {p.id for pair in first for p in pair}
        rem_players = [p for p in self.residents if p.id not in used] if hetero else []
        rem_pairs = max_pairs - len(first)
        if hetero:
            first += list(zip(rem_players[:rem_pairs], rem_players[rem_pairs:], strict=False))
        used = {p.id for pair in first for p in pair}
        first_floaters = [p for p in self.players if p.id not in used]
        chosen_pairs = [(a, b) for a, b in result.pairs]
        chosen_floaters = list(result.downfloaters) + ([result.bye] if result.bye else [])
        key = {frozenset((a.id, b.id)) for a, b in first}
        same = key == {frozenset((a.id, b.id)) for a, b in chosen_pairs}
        reasons: list[str] = []
        for a, b in first:
            if not criteria.c1_may_meet(a, b):
                reasons.append(
                    f"{self.art('C.1')}: {a.id} and {b.id} have already played each other"
                )
            elif not criteria.c3_colour_compatible(a, b):
                colour = "White" if a.preference[1] is Colour.WHITE else "Black"
                reasons.append(
                    f"{self.art('C.3')}: {a.id} and {b.id} both have an absolute preference "
                    f"for {colour}"
                )
        if self.mode is Mode.LAST and len(first_floaters) == 1:
            f = first_floaters[0]
            if not criteria.c2_may_get_pab(f):
                reasons.append(
                    f"{self.art('C.2')}: {f.id} may not receive the pairing-allocated bye"
                )
        first_values = self.evaluate(first, first_floaters)
        chosen_values = self.evaluate(chosen_pairs, chosen_floaters)
        deciding: list[str] = []
        if not reasons and not same:
            for art in QUALITY_ORDER:
                fv, cv = first_values.get(art, 0), chosen_values.get(art, 0)
                if fv < cv:
                    # the first candidate is better on this criterion, so a criterion that is
                    # not evaluated per candidate decided before it: C.7 looks at the
                    # following bracket, A.9/C.4 at the completion of the round
                    deciding.append(self._unevaluated_decider())
                    break
                if fv != cv:
                    deciding.append(
                        f"{self.art(art)}: {self.describe_value(art, first, first_floaters)} "
                        "in the first "
                        f"candidate, {self.describe_value(art, chosen_pairs, chosen_floaters)} "
                        "in the accepted one"
                    )
                    break
            else:
                deciding.append(self._unevaluated_decider())
        if not same:
            events.append(
                CandidateRejected(
                    bracket=index,
                    pairs=tuple((a.id, b.id) for a, b in first),
                    downfloaters=tuple(p.id for p in first_floaters),
                    reasons=tuple(reasons + deciding),
                )
            )
        # D.1/D.2: where the accepted candidate sits in the generation order
        mdp_pairing = [
            (a, b) for a, b in chosen_pairs if a.id in self.is_mdp or b.id in self.is_mdp
        ]
        remainder_pairs = [pr for pr in chosen_pairs if pr not in mdp_pairing]
        rem_all = [
            p
            for p in self.residents
            if p.id not in {b.id for _, b in mdp_pairing} | {a.id for a, _ in mdp_pairing}
        ]
        k = len(remainder_pairs)
        s1r = {p.id for p in rem_all[:k]}
        out_ids: list[int] = []
        in_ids: list[int] = []
        for a, b in remainder_pairs:
            if a.id in s1r and b.id in s1r:
                out_ids.append(b.id)
            elif a.id not in s1r and b.id not in s1r:
                in_ids.append(a.id)
        out_ids += [p.id for p in chosen_floaters if p.id in s1r]
        order = sorted(remainder_pairs, key=lambda ab: rank_key(ab[0]))
        events.append(
            BracketPaired(
                bracket=index,
                pairs=tuple((a.id, b.id) for a, b in chosen_pairs),
                downfloaters=tuple(p.id for p in result.downfloaters),
                bye=result.bye.id if result.bye else None,
                perfect_first=same,
                mdp_pairing=tuple((a.id, b.id) for a, b in mdp_pairing),
                exchange_out=tuple(sorted(out_ids)),
                exchange_in=tuple(sorted(in_ids)),
                s2_order=tuple(b.id for _, b in order),
                deciding=tuple(deciding),
                values=tuple(
                    CriterionValue(
                        self.art(art), self.describe_value(art, chosen_pairs, chosen_floaters)
                    )
                    for art in QUALITY_ORDER
                    if chosen_values.get(art, 0) and art != "C.5"
                ),
                costs=tuple((self.art(art), chosen_values.get(art, 0)) for art in QUALITY_ORDER),
            )
        )
        return events

    def _unevaluated_decider(self) -> str:
        """The criterion that decided when none of those evaluated per candidate did."""
        if self.mode is Mode.NORMAL:
            return (
                f"{self.art('C.7a')}: the following bracket pairs better with the accepted "
                "downfloaters"
            )
        if self.mode is Mode.LAST:
            return (
                f"{self.art('A.9')}: only the accepted candidate completes the round-pairing "
                f"(everybody paired but one player who may receive the PAB, {self.art('C.2')})"
            )
        return (
            f"{self.art('C.4') if not self.new_rules else self.art('A.9')}: the accepted "
            "candidate's downfloaters allow the round-pairing to be completed"
        )

    def describe_value(
        self,
        article: str,
        pairs: Sequence[tuple[PlayerHistory, PlayerHistory]],
        floaters: Sequence[PlayerHistory],
    ) -> str:
        """A criterion's value for a candidate in words an arbiter reads."""
        if article == "C.5":
            return f"{len(pairs)} pairs"
        if article == "C.6" and self.new_rules:
            # 2026 C7 measures the downfloaters' scores (listed highest first), not the
            # score differences of the pairs (the 2017 PSD it replaces)
            scores = sorted((p.score for p in floaters), reverse=True)
            if not scores:
                return "no downfloaters"
            return "downfloaters' scores [" + ", ".join(self.points(v) for v in scores) + "]"
        if article in ("C.6", "C.16", "C.17", "C.18", "C.19"):
            sds: list[int] = []
            for a, b in pairs:
                c = self.pair_cost(a, b)
                if article == "C.6" or c.get(article):
                    sds.append(abs(a.score - b.score))
            for p in floaters:
                c = self.float_cost(p)
                if article == "C.6" or c.get(article):
                    sds.append(self.float_sd(p))
            sds.sort(reverse=True)
            shown = [self.points(v) for v in sds if v]
            return "score differences [" + ", ".join(shown) + "]"
        count = sum(self.pair_cost(a, b).get(article, 0) for a, b in pairs) + sum(
            self.float_cost(p).get(article, 0) for p in floaters
        )
        one, many = {
            "C.8": ("topscorer colour difference", "topscorer colour differences"),
            "C.9": ("topscorer colour", "topscorer colours"),
            "C.10": ("player", "players"),
            "C.11": ("player", "players"),
            "C.12": ("repeated downfloat", "repeated downfloats"),
            "C.13": ("repeated upfloat", "repeated upfloats"),
            "C.14": ("repeated downfloat", "repeated downfloats"),
            "C.15": ("repeated upfloat", "repeated upfloats"),
        }.get(article, (article, article))
        tail = {
            "C.8": " beyond 2",
            "C.9": " three in a row",
            "C.10": " without the colour preference",
            "C.11": " without the strong colour preference",
            "C.12": " (previous round)",
            "C.13": " (previous round)",
            "C.14": " (two rounds before)",
            "C.15": " (two rounds before)",
        }.get(article, "")
        return f"{count} {one if count == 1 else many}{tail}"

    # ---- homogeneous brackets: the transpositions alone, when they reach the bound ---------

    def _transpositions_reach_bound(
        self, pairs: int
    ) -> list[tuple[PlayerHistory, PlayerHistory]] | None:
        """B.4 without the general matching, for a bracket where the answer is evident.

        Used in a bracket without a following bracket in play (NORMAL mode with no C.7
        look-ahead, or the last bracket), with ``pairs`` = the most pairs (C.5; in the last
        bracket every player but one), so that at most one player is left unpaired.

        Proof that the candidate returned is the one B.4/B.8 takes:

        1. *Every candidate pairs every MDP.* A candidate leaving an MDP unpaired while a
           resident is paired is worse on C.6 (2017: the MDP's score difference against the
           artificial value exceeds every pair's and the resident floater's; 2026 C7: his score
           is above every resident's), and with ``pairs >= m0`` such a resident exists.
        2. *A lower bound per MDP-pairing.* For a fixed MDP-pairing P, every candidate
           containing P costs, level by level, at least: P's own pair costs (exact); for
           C.10/C.11 the counting bound of the other players' colour preferences
           (:func:`_colour_bounds`: same-colour pairs forced by majorities); nothing for the
           remainder's float and upfloat levels (the residents share one score, so a pair
           of residents has no score difference); for the one unpaired player, if any, the
           least cost of each level among the residents who may be that player (in the last
           bracket those who may receive the PAB, C.2, and 2026 C9's unplayed rounds). A
           level-wise lower bound is a lexicographic lower bound. With two or more MDPs the
           bound is taken over every MDP-pairing at once (their colours counted and upfloats
           bounded by zero like the rest; an MDP's own costs do not depend on his resident).
        3. *The first MDP-pairing that can attain the least bound.* With one MDP, his
           partners are tried in S2 order and the first with the least bound is kept, so
           every earlier MDP-pairing has a strictly larger bound: none of its candidates is
           as good. With two or more MDPs, the first MDP-pairing (S1[i] with S2[i]) is kept
           and the bound holds for all.
        4. *The first remainder candidate.* Within an MDP-pairing, the remainder's
           transpositions (D.1, S1R fixed) come before its exchanges (D.2). The D.1
           assignment returns the transposition with the best criteria and, among those, the
           lowest S2 order; in the last bracket its unpaired player may receive the PAB. If
           its criteria equal the bound of step 2, no candidate of any MDP-pairing is better
           (step 2-3) and none generated before it is as good, so B.4 takes it. If a single
           resident is left after the MDP-pairing, he is that candidate's unpaired player and
           must be allowed the PAB in the last bracket (A.9), else the completion fails.

        Otherwise None, and the general matching decides. The differential check
        (``make corpus``, tests/engine/test_dutch_shortcut.py) compares the two on every
        corpus round and on random tournaments.
        """
        n = len(self.players)
        m0 = len(self.mdps)
        floating = n - 2 * pairs
        if floating > 1 or self.following or m0 > len(self.residents) or pairs < m0:
            return None  # the following bracket (C.7) or a limbo is in play: no shortcut
        counts = _colour_counts(self.players)
        cheapest: dict[str, list[tuple[int, PlayerId]]] = {}  # per level, the two least floats
        if floating:
            last = self.mode is Mode.LAST
            costs = [
                (self.unpaired_cost(p), p.id)
                for p in self.residents
                if not last or criteria.c2_may_get_pab(p)  # the PAB receiver (C.2)
            ]
            if not costs:
                return None
            for level in _FLOAT_LEVELS:
                values = sorted((cost.get(level, 0), pid) for cost, pid in costs)
                cheapest[level] = values[:2]
        if m0 == 1:
            mdp = self.mdps[0]
            best: tuple[int, ...] | None = None
            mdp_pairs: list[tuple[PlayerHistory, PlayerHistory]] = []
            for r in self.residents:  # D.1: the MDP's partner in S2 order
                if not self.compatible(mdp, r):
                    continue
                bound = self._bound_vector([(mdp, r)], floating, counts, cheapest)
                if best is None or bound < best:
                    best, mdp_pairs = bound, [(mdp, r)]
            if best is None:
                return None
        else:
            mdp_pairs = list(zip(self.mdps, self.residents[:m0], strict=True))
            if not all(self.compatible(a, b) for a, b in mdp_pairs):
                return None
            best = self._bound_vector(mdp_pairs, floating, counts, cheapest, every_pairing=True)
        taken = {p.id for pair in mdp_pairs for p in pair}
        remainder = [p for p in self.residents if p.id not in taken]
        rem_s1 = pairs - m0
        got: list[tuple[PlayerHistory, PlayerHistory]] = []
        if rem_s1:
            rem = self._d1_assignment(remainder[:rem_s1], remainder[rem_s1:], remainder)
            if rem is None:
                return None
            got = rem
        elif len(remainder) > 1:
            return None
        elif remainder and self.mode is Mode.LAST and not criteria.c2_may_get_pab(remainder[0]):
            # the one resident left over would take the PAB, which C.2 forbids him: this
            # MDP-pairing does not complete the round (A.9); the general matching decides
            return None
        candidate = mdp_pairs + got
        paired = {p.id for pair in candidate for p in pair}
        floaters = [p for p in self.players if p.id not in paired]
        if _level_vector(self.evaluate(candidate, floaters)) != best:
            return None
        return candidate

    def _bound_vector(
        self,
        mdp_pairs: Sequence[tuple[PlayerHistory, PlayerHistory]],
        floating: int,
        counts: Sequence[int],
        cheapest: dict[str, list[tuple[int, PlayerId]]],
        every_pairing: bool = False,
    ) -> tuple[int, ...]:
        """A lower bound of the criteria of every candidate with these MDP pairs, all other
        players paired among themselves but ``floating`` (0 or 1) residents. ``counts`` are the
        bracket's colour kinds (:func:`_colour_counts`), ``cheapest`` each float level's two
        least costs among the residents who may float.

        With ``every_pairing`` the bound holds for every MDP-pairing: the pairs' colours and
        the residents' upfloats are then bounded like the rest (counting, zero); what an MDP
        costs by itself (his score difference, a repeated downfloat) is the same whichever
        resident he meets, as all residents share one score.
        """
        counts = list(counts)
        if not every_pairing:
            for pair in mdp_pairs:
                for p in pair:
                    counts[_colour_kind(p)] -= 1
        bound = _colour_bounds(counts, floating)
        skip = _COLOUR_LEVELS | _UPFLOAT_LEVELS if every_pairing else _COLOUR_LEVELS
        for a, b in mdp_pairs:
            for level, value in self.pair_cost(a, b).items():
                if level not in skip:
                    bound[level] = bound.get(level, 0) + value
        if floating:
            taken = set() if every_pairing else {p.id for pair in mdp_pairs for p in pair}
            for level, least in cheapest.items():
                # the least float cost among the residents not taken (two suffice: one pair)
                value = next((v for v, pid in least if pid not in taken), 0)
                if value:
                    bound[level] = bound.get(level, 0) + value
        return _level_vector(bound)

    # ---- D.1 as an assignment -------------------------------------------------------------

    def _resolve_d1(
        self,
        fixed: Sequence[tuple[PlayerHistory, PlayerHistory]],
        rem: list[tuple[PlayerHistory, PlayerHistory]],
    ) -> list[tuple[PlayerHistory, PlayerHistory]]:
        """D.1 for the remainder whose exchange (D.2) ``rem`` has fixed.

        In every candidate of one exchange, each pair joins a member of the new S1 with a member
        of the new S2 numbered after him, and the S2 members left over float. Among those
        candidates with the best criteria, D.1 takes the lowest S2 order: a minimum-cost
        assignment whose cost is the criteria (packed as in the matching) and then the S2
        numbers in S1 order. (NORMAL mode, no following bracket in the graph.)
        """
        fixed_ids = {p.id for pair in fixed for p in pair}
        remainder = [p for p in self.players if p.id not in fixed_ids and p.id not in self.is_mdp]
        rbsn = {p.id: i + 1 for i, p in enumerate(remainder)}
        s1_ids = {min(a.id, b.id, key=lambda x: rbsn[x]) for a, b in rem}
        s1 = [p for p in remainder if p.id in s1_ids]
        s2 = [p for p in remainder if p.id not in s1_ids]
        got = self._d1_assignment(s1, s2, remainder)
        if got is None:  # cannot happen: the first step's pairs are such an assignment
            raise ValueError("D.1 assignment found no candidate")
        return got

    def _d1_assignment(
        self,
        s1: Sequence[PlayerHistory],
        s2: Sequence[PlayerHistory],
        remainder: Sequence[PlayerHistory],
    ) -> list[tuple[PlayerHistory, PlayerHistory]] | None:
        """The best candidate pairing each of ``s1`` with a later member of ``s2`` (D.1 order
        among equal criteria); None when no such candidate exists.

        One assignment problem: a row per S1 member and one per S2 member left over (he
        floats, or in the last bracket takes the PAB); a column per S2 member. Cells cost the
        criteria packed most significant first; among the cheapest assignments D.1 takes the
        lowest S2 order, the S1 rows in order (:func:`lexicographic_assignment`).
        """
        last = self.mode is Mode.LAST
        rbsn = {p.id: i + 1 for i, p in enumerate(remainder)}
        levels = [k for k in LEVELS_CRITERIA if k not in ("A.9", "C.5", "C.7a")]
        # the criteria of each cell as the solver states them (a few non-zero levels each);
        # cells with the same pair signature share one computation (see _pair_signature)
        largest = dict.fromkeys(levels, 0)
        by_signature: dict[tuple[int, ...], dict[str, int]] = {}
        keys: list[list[tuple[int, ...] | dict[str, int] | None]] = []
        facts = {p.id: _pair_facts(p) for p in (*s1, *s2)}
        for a in s1:
            row_keys: list[tuple[int, ...] | dict[str, int] | None] = []
            banned = a.opponents | a.forbidden
            ra = rbsn[a.id]
            fa = facts[a.id]
            for b in s2:
                if rbsn[b.id] < ra:
                    row_keys.append(None)
                    continue
                fb = facts[b.id]
                if self.forced:
                    if not self.compatible(a, b):
                        row_keys.append(None)
                        continue
                elif b.id in banned or (fa.absolute != 0 and fa.absolute == fb.absolute):
                    row_keys.append(None)  # C.1 / C.3, as criteria.compatible
                    continue
                sig = _pair_signature(fa, fb)
                if sig is not None and sig in by_signature:
                    row_keys.append(sig)
                    continue
                c = self.pair_cost(a, b)
                if sig is None:
                    row_keys.append(c)
                else:
                    by_signature[sig] = c
                    row_keys.append(sig)
                for k, v in c.items():
                    if k in largest and abs(v) > largest[k]:
                        largest[k] = abs(v)
            keys.append(row_keys)
        float_costs = [self.unpaired_cost(b) for b in s2]
        for c in float_costs:
            for k, v in c.items():
                if k in largest and abs(v) > largest[k]:
                    largest[k] = abs(v)
        n_cells = len(s2) + 1
        shift_of: dict[str, int] = {}
        shift = 0
        for level in reversed(levels):
            shift_of[level] = shift
            bound = largest[level] * n_cells + 1
            shift += bound.bit_length() + 1

        def pack(costs: dict[str, int]) -> int:
            return sum(v << shift_of[k] for k, v in costs.items() if v and k in shift_of)

        packed = {sig: pack(c) for sig, c in by_signature.items()}
        n_float = len(s2) - len(s1)
        cost: list[list[int | None]] = [
            [
                None if key is None else pack(key) if isinstance(key, dict) else packed[key]
                for key in row_keys
            ]
            for row_keys in keys
        ]
        # the last bracket's one unpaired player receives the PAB (C.2)
        float_row: list[int | None] = [
            None if last and not criteria.c2_may_get_pab(b) else pack(c)
            for c, b in zip(float_costs, s2, strict=True)
        ]
        cost.extend(list(float_row) for _ in range(n_float))
        cols = lexicographic_assignment(cost, len(s1))
        if cols is None:
            return None
        return [(s1[i], s2[cols[i]]) for i in range(len(s1))]

    # ---- the two matchings -----------------------------------------------------------------

    def solve(self) -> BracketResult:
        """Pair the bracket; raise ValueError if the mode's completion cannot be met."""
        fast = self._perfect_first_candidate() if self.shortcuts else None
        if fast is not None:
            return self._result(fast)
        rem_pairs = -1
        if self.mode is Mode.NORMAL:
            # C.5 comes first here: the number of pairs is a maximum-cardinality matching.
            # With no downfloater at all, C.7 cannot tell candidates apart: leave it out.
            best = self._max_pairs()
            floaters = len(self.players) - 2 * best
            if floaters == 0:
                self.following = []
            elif (
                floaters == 1
                and self.shortcuts
                and self.following
                and not self.new_rules
                and not self.following_is_last
            ):
                self._reduce_c7_single_floater()
            if not self.mdps:
                rem_pairs = best
            if floaters <= 1 and self.shortcuts:
                shortcut = self._transpositions_reach_bound(best)
                if shortcut is not None:
                    return self._result(shortcut)
        elif self.mode is Mode.LAST and self.shortcuts:
            # everyone is paired but the PAB receiver (2026: C9 ranks the PAB receivers, a
            # cost of the one left unpaired: unpaired_cost)
            shortcut = self._transpositions_reach_bound(len(self.players) // 2)
            if shortcut is not None:
                return self._result(shortcut)
        if rem_pairs < 0:
            mdp_pairs, remainder_pairs = self._matching(stage="mdp", fixed=())
            fixed = tuple(mdp_pairs)
            rem_pairs = len(remainder_pairs)
        else:
            fixed = ()
        left = len(self.players) - 2 * len(fixed)
        if left >= 2 and self.mode is Mode.NORMAL and not self.following:
            # Two steps, same result: the exchange (D.2) with the criteria first, then the S2
            # order (D.1) as an assignment from the new S1 to S2. The blossom algorithm slows
            # down sharply when the D.1 weights make every edge weight distinct.
            _, rem = self._matching(stage="remainder", fixed=fixed, rem_pairs=rem_pairs, d1=False)
            rem = self._resolve_d1(fixed, rem)
        elif left >= 2 or (left == 1 and self.mode is Mode.LAST):
            _, rem = self._matching(stage="remainder", fixed=fixed, rem_pairs=rem_pairs)
        else:
            rem = []
        result = self._result(list(fixed) + rem)
        result.lookahead = self._lookahead
        return result

    def _reduce_c7_single_floater(self) -> None:
        """C.7 with one downfloater v: if every v could be paired in the following bracket
        while that bracket keeps its maximum number of pairs, the following bracket's pairs are
        the same whoever floats and its PSD differs only by v's own score difference. Then C.7
        is a cost of v alone and the following scoregroup can leave the graph (exactly).
        """
        fol = self.following
        m = len(fol)
        idx = {p.id: i for i, p in enumerate(fol)}
        adj: list[list[int]] = [[] for _ in range(m)]
        for i in range(m):
            for j in range(i + 1, m):
                if self.compatible(fol[i], fol[j]):
                    adj[i].append(j)
                    adj[j].append(i)
        mate = greedy_matching(m, adj)
        size = sum(1 for x in mate if x != -1) // 2
        if size < m // 2:
            return  # not evident: keep the exact formulation
        free = [i for i in range(m) if mate[i] == -1]
        for v in self.players:
            partners = [idx[r.id] for r in fol if self.compatible(v, r)]
            if not partners:
                return
            if m % 2 == 0:
                continue  # v takes a partner, whose mate floats instead: pairs unchanged
            u = free[0]
            if u in partners:
                continue
            if any(self.compatible(fol[mate[r]], fol[u]) for r in partners if mate[r] != -1):
                continue  # v-r, r's mate with the free player
            return
        s_next = fol[0].score
        if not self.new_rules:
            # 2017: v's pair in the following bracket enters its PSD; 2026 C8 looks at the
            # following bracket's downfloaters only, the same for every v here
            self.c7_cost = {v.id: self.next_sd.cost(v.score - s_next) for v in self.players}
        self.following = []

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

    def _perfect_first_candidate(self) -> list[tuple[PlayerHistory, PlayerHistory]] | None:
        """B.4: the first candidate of B.3, when it is perfect (no criterion can do better).

        Only the shapes where perfection is evident are tried: every pair legal and free of
        colour and float costs, every MDP paired, and no downfloater (or, in the last bracket,
        one PAB-eligible player without a repeated downfloat).
        """
        if self.mode in (Mode.PPB, Mode.C4):
            return None
        m0 = len(self.mdps)
        if m0 > len(self.residents):
            return None
        pairs = list(zip(self.mdps, self.residents[:m0], strict=True))
        rest = self.residents[m0:]
        h = len(rest) // 2
        pairs += list(zip(rest[:h], rest[h : 2 * h], strict=True))
        floater = rest[-1] if len(rest) % 2 == 1 else None
        if floater is not None:
            if self.mode is not Mode.LAST or not criteria.c2_may_get_pab(floater):
                return None
            if Float.DOWN in (floater.float_before(1), floater.float_before(2)):
                return None
            if self.new_rules and floater.unplayed:
                return None  # 2026 C9 might prefer another PAB receiver
        for a, b in pairs:
            if not self.compatible(a, b):
                return None
            if any(criteria.colour_costs(a, b, self.initial)):
                return None
            if a.score != b.score and Float.UP in (b.float_before(1), b.float_before(2)):
                return None
        return pairs

    def _result(self, pairs: list[tuple[PlayerHistory, PlayerHistory]]) -> BracketResult:
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

    def _matching(
        self,
        stage: str,
        fixed: Sequence[tuple[PlayerHistory, PlayerHistory]],
        rem_pairs: int = 0,
        d1: bool = True,
    ) -> tuple[
        list[tuple[PlayerHistory, PlayerHistory]], list[tuple[PlayerHistory, PlayerHistory]]
    ]:
        fixed_ids = {p.id for pair in fixed for p in pair}
        bracket = [p for p in self.players if p.id not in fixed_ids]
        outside = self.following if self.mode is Mode.NORMAL else self.lower
        in_next = {p.id for p in self.following}
        vertices: list[PlayerHistory | None] = [*bracket, *outside]
        n_bracket = len(bracket)
        need_bye = self.mode in (Mode.PPB, Mode.LAST, Mode.C4) and (len(vertices) % 2 == 1)
        # C.7 into the last bracket (2017): the PAB is part of that bracket's pairing (A.9 note)
        lookahead_bye = (
            not need_bye
            and self.mode is Mode.NORMAL
            and self.following_is_last
            and not self.new_rules
            and bool(self.following)
            and len(vertices) % 2 == 1
        )
        if need_bye or lookahead_bye:
            vertices.append(None)  # the PAB: a dummy opponent
        levels = list(LEVELS_CRITERIA) + list(LEVELS_MDP if stage == "mdp" else LEVELS_REMAINDER)
        lv = {name: i for i, name in enumerate(levels)}
        nlev = len(levels)

        # remainder subgroups (B.7 note: S1R/S2R formed right after the MDP-pairing)
        remainder = [p for p in bracket if p.id not in self.is_mdp]
        s1r = {p.id for p in remainder[:rem_pairs]}
        # D: the remainder is paired "with the same rules used for a homogeneous bracket";
        # its players carry their own sequence numbers 1, 2, ... (the corpus confirms it:
        # d17_0066 round 7, where bracket-wide numbers would order two exchanges the other way)
        rbsn = {p.id: i + 1 for i, p in enumerate(remainder)}
        n_bsn = len(remainder) + 1
        residents_idx = {p.id: i for i, p in enumerate(self.residents)}
        base_res = len(self.residents) + 1
        m0 = len(self.mdps)
        mdp_idx = {p.id: i for i, p in enumerate(self.mdps)}

        comp = self.mode is not Mode.NORMAL

        def vertex_bracket_cost(p: PlayerHistory) -> list[int]:
            """Costs a bracket player incurs when he is not in a bracket pair (he floats)."""
            c = [0] * nlev
            for k, v in self.float_cost(p).items():
                c[lv[k]] = v
            if stage == "remainder" and p.id in s1r:
                # D.2: a floater from the original S1R is an exchanged BSN
                b = rbsn[p.id]
                c[lv["D.2a"]] = 1
                c[lv["D.2b"]] = -b  # moved S1->S2 lowers the difference
                c[lv["D.2c"]] = -(1 << b)  # prefer moving out the highest BSN
            return c

        def next_cost(p: PlayerHistory) -> int:
            # C.7 (2017) / C8 (2026): a downfloater of the following bracket; 2017 compares its
            # SD (A.8), 2026 its score: both grow with the score, so one encoding serves
            return self.next_sd.cost(p.score - (self.next_lowest - self.unit))

        def next_pair_cost(a: PlayerHistory, r: PlayerHistory) -> int:
            # 2017: a pair's SD is part of the following bracket's PSD; 2026 C7 scores only
            # the downfloaters
            return 0 if self.new_rules else self.next_sd.cost(a.score - r.score)

        vb_cost: dict[int, list[int]] = {}
        for i, p in enumerate(bracket):
            vb_cost[i] = vertex_bracket_cost(p)

        edges: list[tuple[int, int, list[int]]] = []

        def add(i: int, j: int, vals: list[int]) -> None:
            edges.append((i, j, vals))

        nb = n_bracket
        for i in range(nb):
            a = bracket[i]
            for j in range(i + 1, nb):
                b = bracket[j]
                if a.id in self.is_mdp and b.id in self.is_mdp:
                    continue  # B.3: MDPs are paired with residents only
                if not self.compatible(a, b):
                    continue
                if stage == "remainder" and (a.id in self.is_mdp or b.id in self.is_mdp):
                    continue  # the MDP-pairing is fixed
                vals = [0] * nlev
                if comp:
                    vals[0] = 1
                hi, lo = (a, b) if rank_key(a) < rank_key(b) else (b, a)
                for k in range(nlev):
                    vals[k] += vb_cost[i][k] + vb_cost[j][k]
                for name, v in self.pair_cost(a, b).items():
                    vals[lv[name]] -= v
                if self.following:
                    vals[lv["C.7b"]] += next_cost(a) + next_cost(b)
                if stage == "mdp":
                    if hi.id in self.is_mdp:
                        k = mdp_idx[hi.id]
                        vals[lv["D.3"]] = 1 << (m0 - 1 - k)
                        vals[lv["D.1"]] = (base_res ** (m0 - 1 - k)) * (
                            base_res - 1 - residents_idx[lo.id]
                        )
                else:
                    bh, bl = rbsn[hi.id], rbsn[lo.id]
                    in1h, in1l = hi.id in s1r, lo.id in s1r
                    if in1h and in1l:
                        vals[lv["D.2a"]] -= 1
                        vals[lv["D.2b"]] -= -bl  # the higher BSN leaves S1
                        vals[lv["D.2c"]] += 1 << bl
                    elif not in1h and not in1l:
                        vals[lv["D.2b"]] -= bh  # the lower BSN enters S1
                        vals[lv["D.2d"]] += 1 << (n_bsn - bh)
                    # D.1: S1 member (the lower BSN) takes the lowest possible S2 BSN
                    if d1:
                        vals[lv["D.1"]] += (n_bsn ** (n_bsn - bh)) * (n_bsn - bl)
                add(i, j, vals)
            if self.following or self.lower:
                for k_out, r in enumerate(outside):
                    if not self.compatible(a, r):
                        continue
                    vals = [0] * nlev
                    if comp:
                        vals[0] = 1
                    if r.id in in_next:
                        vals[lv["C.7a"]] = 1
                        vals[lv["C.7b"]] = next_cost(a) + next_cost(r) - next_pair_cost(a, r)
                    # else (C4 only): a floats through the following bracket: no refund
                    add(i, nb + k_out, vals)
        for x in range(len(outside)):
            a = outside[x]
            for y in range(x + 1, len(outside)):
                b = outside[y]
                if not self.compatible(a, b):
                    continue
                vals = [0] * nlev
                if comp:
                    vals[0] = 1
                if a.id in in_next and b.id in in_next:
                    vals[lv["C.7a"]] = 1
                    vals[lv["C.7b"]] = next_cost(a) + next_cost(b)
                # a following resident paired further down (C4 only) floats: no refund
                add(nb + x, nb + y, vals)
        if need_bye:
            bye_v = len(vertices) - 1
            for i, q in enumerate(vertices[:-1]):
                assert q is not None
                if criteria.c2_may_get_pab(q):
                    vals = [0] * nlev
                    vals[0] = 1
                    if self.new_rules and (self.mode is Mode.LAST or (self.c9_floater and i < nb)):
                        # 2026 C9, limited by its note to a bracket whose one downfloater
                        # receives the PAB (d26_0019 round 7: a bracket sending down two
                        # players does not apply it; golden C09_..._above_last_bracket does)
                        vals[lv["C.9u"]] = -q.unplayed
                    add(i, bye_v, vals)
        if lookahead_bye:
            bye_v = len(vertices) - 1
            for i, q in enumerate(vertices[:-1]):
                assert q is not None
                if criteria.c2_may_get_pab(q):
                    vals = [0] * nlev
                    vals[lv["C.7a"]] = 1  # the following (last) bracket is complete
                    add(i, bye_v, vals)

        weights = _pack(edges, nlev, len(vertices))
        mate = max_weight_matching(len(vertices), weights)
        mdp_pairs: list[tuple[PlayerHistory, PlayerHistory]] = []
        rem: list[tuple[PlayerHistory, PlayerHistory]] = []
        self._lookahead = []
        for i, pv in enumerate(vertices):
            j = mate[i]
            qv = vertices[j] if j > i else None
            if pv is None or qv is None or j < nb:
                continue
            if qv.id in in_next and (i < nb or pv.id in in_next):
                self._lookahead.append((pv, qv))
        for i in range(nb):
            j = mate[i]
            if j > i and j < nb:
                a, b = bracket[i], bracket[j]
                if a.id in self.is_mdp or b.id in self.is_mdp:
                    mdp_pairs.append((a, b))
                else:
                    rem.append((a, b))
        if comp:
            matched = sum(1 for m in mate if m != -1)
            if matched != len(vertices):
                raise ValueError("bracket cannot be completed")
        return mdp_pairs, rem


@dataclass(frozen=True, slots=True)
class _PairFacts:
    """What :meth:`BracketSolver.pair_cost` and C.1/C.3 read of one player, as small ints."""

    rank: tuple[int, int]  # rank_key
    score: int
    preference: int  # strength and colour of the preference (A.6)
    floats: int  # the floats one and two rounds before (A.4.b)
    absolute: int  # C.3: 0, or 1/2 for an absolute White/Black preference of a non-topscorer
    topscorer: bool


def _pair_facts(p: PlayerHistory) -> _PairFacts:
    strength, colour = p.preference
    colour_code = 0 if colour is None else 1 if colour is Colour.WHITE else 2
    absolute = 0
    if strength is PrefStrength.ABSOLUTE and not p.topscorer:
        absolute = colour_code
    return _PairFacts(
        rank=rank_key(p),
        score=p.score,
        preference=strength.value * 3 + colour_code,
        floats=p.float_before(1).value * 4 + p.float_before(2).value,
        absolute=absolute,
        topscorer=p.topscorer,
    )


def _pair_signature(a: _PairFacts, b: _PairFacts) -> tuple[int, ...] | None:
    """What :meth:`BracketSolver.pair_cost` reads of a pair, or None when it reads more.

    pair_cost (both editions) reads the two scores, the floats one and two rounds before of
    the higher and the lower ranked player (only when the scores differ: C.12-C.19 and
    C15-C21 cost nothing in a same-score pair), and the colour costs; without a topscorer
    the colour costs (C.10, C.11; C.8/C.9 are zero) read the two colour preferences only.
    With a topscorer, C.8/C.9 allocate the colours (E.1-E.5, histories and numbers): None.
    """
    if a.topscorer or b.topscorer:
        return None
    hi, lo = (a, b) if a.rank < b.rank else (b, a)
    if hi.score == lo.score:
        return (hi.score, hi.preference, lo.preference)
    return (hi.score, lo.score, hi.preference, lo.preference, hi.floats, lo.floats)


_FLOAT_LEVELS = ("C.6", "C.7b", "C.9u", "C.12", "C.14", "C.16", "C.18")
"""The criteria a resident downfloater may cost (both editions' float costs use these labels)."""

_COLOUR_LEVELS = frozenset(("C.5", "C.8", "C.9", "C.10", "C.11"))
"""Pair criteria bounded by counting (colours) or equal in every candidate (the pair count)."""


_UPFLOAT_LEVELS = frozenset(("C.13", "C.15", "C.17", "C.19"))
"""Pair criteria of the resident an MDP meets (2017: his repeated upfloat; 2026 uses the same
labels for the same player)."""


def _level_vector(costs: dict[str, int]) -> tuple[int, ...]:
    """Criteria costs in priority order (C.5 left out: equal in the candidates compared)."""
    return tuple(costs.get(level, 0) for level in LEVELS_CRITERIA[2:])


def _colour_kind(p: PlayerHistory) -> int:
    """0: no preference; 1/2: mild/strong (or absolute) white; 3/4: mild/strong black."""
    strength, colour = p.preference
    if colour is None:
        return 0
    strong = strength.value >= PrefStrength.STRONG.value
    return (1 if colour is Colour.WHITE else 3) + int(strong)


def _colour_counts(players: Iterable[PlayerHistory]) -> list[int]:
    """How many of ``players`` are of each :func:`_colour_kind`."""
    counts = [0] * 5
    for p in players:
        counts[_colour_kind(p)] += 1
    return counts


def _colour_bounds(counts: Sequence[int], floating: int) -> dict[str, int]:
    """Lower bounds of C.10 and C.11 over every candidate pairing all but ``floating`` (0 or 1)
    of the players counted in ``counts`` (by :func:`_colour_kind`) among themselves.

    C.10: two players preferring the same colour cost one, so the majority colour's excess
    beyond the minority and the players without a preference pairs within itself. C.11: a
    strong (or absolute) preference is lost only against another strong one of that colour.
    With a floater, each kind of player he could be gives a bound; the least holds.
    """
    options = [list(counts)]
    if floating:
        options = [[c - (k == kind) for k, c in enumerate(counts)] for kind in range(5)]
        options = [o for o, c in zip(options, counts, strict=True) if c]
    c10 = c11 = sum(counts)
    for none, white_mild, white_strong, black_mild, black_strong in options:
        white, black = white_mild + white_strong, black_mild + black_strong
        m = none + white + black
        c10 = min(c10, max(0, abs(white - black) - none) // 2)
        c11 = min(c11, max(0, 2 * white_strong - m, 2 * black_strong - m) // 2)
    return {"C.10": c10, "C.11": c11}


def _pack(
    edges: list[tuple[int, int, list[int]]], nlev: int, n_vertices: int
) -> list[tuple[int, int, int]]:
    """Pack each edge's level values into one integer, most significant level first."""
    # per-level maxima column by column (zip/map/max run in C: this is on the hot path)
    columns = list(zip(*(v for _, _, v in edges), strict=True)) if edges else []
    largest = [max(map(abs, col)) for col in columns] if columns else [0] * nlev
    shifts = [0] * nlev
    shift = 0
    for k in range(nlev - 1, -1, -1):
        shifts[k] = shift
        bound = largest[k] * (n_vertices + 1) + 1
        shift += bound.bit_length() + 1
    live = [k for k in range(nlev) if largest[k]]  # levels where some edge is non-zero
    out: list[tuple[int, int, int]] = []
    for i, j, vals in edges:
        w = 0
        for k in live:
            v = vals[k]
            if v:
                w += v << shifts[k]
        out.append((i, j, w))
    return out

"""The revised Dubov System (2018 draft, ``shared/seeds/002_*.txt``): one round.

"A.8 ... The pairing process starts with the assignment of the pairing-allocated-bye (see B.0)
and continues with the pairing of all the scoregroups (see B.1), in descending order of score,
until the round-pairing is complete. If it is impossible to complete a round-pairing, the
arbiter shall decide what to do."

Each bracket: its remaining residents and the upfloaters chosen for them (B.1, B.2, D.1,
:mod:`.upfloaters`), split into G1 and G2 (B.3-B.5, D.2, :mod:`.subgroups`), S1 against the
first suitable transposition of G2 (B.6, D.3, :mod:`.transpositions`); then the colours of every
pair (E, :mod:`.colours`) and the boards in C.04.2 D.9 order. There are no downfloaters (A.3).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.errors import NoValidPairing
from engine.explain.events import ByeAssigned, ColourAllocated, PlayerFacts
from engine.model import Board, PairingSystem, PlayerId
from engine.pairing.common.basic_rules import compatibility_sets
from engine.pairing.common.cardinality import CardinalityMatcher
from engine.pairing.common.history import PrefStrength
from engine.pairing.common.round import (
    Outcome,
    RoundSetUp,
    SwissEngine,
    SystemRound,
    player_facts,
)
from engine.pairing.dubov import criteria
from engine.pairing.dubov.bye import assign_bye
from engine.pairing.dubov.colours import RULE_TEXT, allocate
from engine.pairing.dubov.criteria import Criterion
from engine.pairing.dubov.definitions import DEFAULT_OPTIONS, DubovPlayer, Options, dubov_players
from engine.pairing.dubov.subgroups import Subgroups, split
from engine.pairing.dubov.tracing import bracket_events, facts_text
from engine.pairing.dubov.transpositions import choose_t2, d3_order, s1_order
from engine.pairing.dubov.upfloaters import Bracket, Choice

Pair = tuple[DubovPlayer, DubovPlayer]


def compatibility(order: Sequence[DubovPlayer], forced: frozenset[PlayerId]) -> list[set[int]]:
    """C.1 and C.3 (:func:`.criteria.legal`) as adjacency sets over positions in ``order``
    (:func:`~engine.pairing.common.basic_rules.compatibility_sets`).

    ``forced`` (the "why not A against B?" question): A and B may only meet each other.
    """
    return compatibility_sets([p.h for p in order], forced)


class DubovRound(SystemRound):
    """The players of a Dubov round (A.1-A.7) in score and initial-ranking order."""

    def __init__(self, setup: RoundSetUp) -> None:
        self.setup = setup
        players = dubov_players(setup.tournament, setup.round_no, setup.players)
        self.order = sorted(players.values(), key=lambda p: (-p.score, p.rank))

    def facts(self) -> list[PlayerFacts]:
        """A.5 preference; A.6 ARO and A.7 upfloats in the float column."""
        unit = self.setup.unit
        return [
            player_facts(p.h, unit, preference=(p.strength, p.colour), floats=facts_text(p))
            for p in self.order
        ]

    def matcher(self) -> tuple[list[set[int]], CardinalityMatcher]:
        """C.1/C.3 over positions in the order, and the completion matcher of them all."""
        adj = compatibility(self.order, self.setup.forced)
        return adj, CardinalityMatcher(adj)


class Dubov(SwissEngine):
    """The revised Dubov System (2018 draft)."""

    system = PairingSystem.DUBOV
    title = "Dubov System"
    edition = "revised text (2018 draft)"

    def __init__(self, options: Options = DEFAULT_OPTIONS) -> None:
        self.options = options

    def begin(self, setup: RoundSetUp) -> SystemRound:
        """The round by the revised text."""
        return _RevisedRound(setup, self.options)


class _RevisedRound(DubovRound):
    """A.8: the PAB (B.0), then the scoregroups from the top (B.1-B.6), then E."""

    def __init__(self, setup: RoundSetUp, options: Options) -> None:
        super().__init__(setup)
        self.options = options

    def pair(self) -> Outcome:
        """The round-pairing; raises NoValidPairing when C.1-C.4 cannot be met."""
        s = self.setup
        adj, live = self.matcher()
        bye, eligible = assign_bye(self.order, live)
        if bye == -1:
            raise NoValidPairing(
                s.round_no, "no player may receive the pairing-allocated bye (B.0)"
            )
        if bye is not None:
            live.remove([bye])
            if s.trace.enabled:
                s.trace.emit(self._bye_event(self.order[bye], eligible))
        if not live.perfect:
            raise NoValidPairing(s.round_no, "the absolute criteria C.1-C.3 cannot all be met")
        remaining = [v for v in range(len(self.order)) if v != bye]
        pairs = self._scoregroups(remaining, adj, live)
        return Outcome(self._colours(pairs), self.order[bye].id if bye is not None else None)

    def _bye_event(self, p: DubovPlayer, eligible: int) -> ByeAssigned:
        return ByeAssigned(
            player=p.id,
            articles=("B.0", "C.2", "C.4"),
            detail=(
                f"{eligible} player(s) may receive it (B.0.a, C.2) and leave the others "
                f"a complete pairing (B.0.b, C.4); {p.id} has the lowest score "
                f"({self.setup.points(p.score)}), then the most games played "
                f"({p.games}), then the lowest position in the initial ranking (B.0.c-e)"
            ),
        )

    def _scoregroups(
        self, remaining: list[int], adj: list[set[int]], live: CardinalityMatcher
    ) -> list[Pair]:
        """B.1-B.6 for each scoregroup from the top, with the upfloaters it needs."""
        s, order = self.setup, self.order
        solver = Bracket(order, adj, self.options, s.last_round, s.unit)
        scores = sorted({order[v].score for v in remaining}, reverse=True)
        pairs: list[Pair] = []
        index = 0
        for si, score in enumerate(scores):
            s.progress.check_cancelled()
            s.progress.step(si, len(scores), f"scoregroup {si + 1} of {len(scores)}")
            taken = {v for a, b in pairs for v in (a.id, b.id)}
            left = [v for v in remaining if order[v].id not in taken]
            residents = [v for v in left if order[v].score == score]
            if not residents:
                continue  # every player of the scoregroup upfloated into a higher bracket
            lower = [v for v in left if order[v].score < score]
            next_score = max((order[v].score for v in lower), default=None)
            following = [v for v in lower if order[v].score == next_score]
            index += 1
            pairs.extend(self._bracket(index, score, residents, lower, following, solver, live))
        s.progress.step(len(scores), len(scores), "colours")
        return pairs

    def _bracket(
        self,
        index: int,
        score: int,
        residents: list[int],
        lower: list[int],
        following: list[int],
        solver: Bracket,
        live: CardinalityMatcher,
    ) -> list[Pair]:
        """B.1/B.2 the upfloaters, B.3-B.5 G1 and G2, B.6 S1 against the first suitable T2."""
        order, adj = self.order, solver.adj
        choice = solver.choose(residents, lower, following, live)
        group = [*residents, *choice.up]
        sub = split(group, order, adj, solver.colour_costs)
        s1 = s1_order(sub.g1, order)
        g2 = d3_order(sub.g2, order)
        strong = all(order[v].strength.value >= PrefStrength.STRONG.value for v in group)
        t2 = choose_t2(s1, g2, adj, solver.colour_costs, strong)
        if self.setup.trace.enabled:
            view = _BracketView(index, score, residents, following, choice, sub, s1, g2, t2)
            _trace_bracket(self.setup, order, view, self.options)
        return [(order[a], order[b]) for a, b in zip(s1, t2, strict=True)]

    def _colours(self, pairs: Sequence[Pair]) -> tuple[Board, ...]:
        """E.0-E.4 for every pair."""
        s = self.setup
        boards: list[Board] = []
        for a, b in pairs:
            d = allocate(a, b, s.initial_colour)
            boards.append(Board(d.white.id, d.black.id))
            if s.trace.enabled:
                s.trace.emit(ColourAllocated(d.white.id, d.black.id, d.rule, RULE_TEXT[d.rule]))
        return tuple(boards)


DUBOV = Dubov()
"""The revised Dubov System with the default readings, as the registry holds it."""


@dataclass(frozen=True, slots=True)
class _BracketView:
    """One paired bracket as its explanation needs it (vertices are positions in the order)."""

    index: int
    score: int
    residents: list[int]
    following: list[int]
    choice: Choice
    sub: Subgroups
    s1: list[int]
    g2: list[int]
    t2: list[int]


def _steps(order: Sequence[DubovPlayer], v: _BracketView) -> list[str]:
    """The bracket's steps with their articles: B.1/B.2 upfloaters, B.3-B.5 subgroups, B.6."""

    def ids(vs: Sequence[int]) -> str:
        return " ".join(str(order[x].id) for x in vs)

    choice, sub = v.choice, v.sub
    steps: list[str] = []
    if choice.up:
        steps.append(
            f"B.1: {choice.minimum} upfloater(s) needed; {choice.candidates} set(s) allow a "
            "legal pairing (C.1, C.3, C.4)"
        )
        steps += choice.notes
        steps.append("B.2: upfloaters " + ", ".join(str(order[x].id) for x in choice.up))
    g1i, g2i = ids(sub.g1_initial) or "none", ids(sub.g2_initial) or "none"
    if sub.first_half:
        steps.append(f"B.3: nobody has played yet: G1 = first half {g1i}; G2 = {g2i}")
    else:
        steps.append(f"B.3: G1 (White seekers) = {g1i}; G2 (Black seekers) = {g2i}")
    if sub.b4_shifted:
        src = "G1" if sub.b4_from_g1 else "G2"
        steps.append(
            f"B.4, D.2: shifters {ids(sub.b4_shifted)} move "
            f"from {src}, whose players must unavoidably be paired together"
        )
    if sub.b5_shifted:
        src = "G1" if sub.b5_from_g1 else "G2"
        steps.append(
            f"B.5, D.2: shifters {ids(sub.b5_shifted)} move from {src} to equalize the subgroups"
        )
    if v.t2 == v.g2:
        steps.append("B.6, D.3: T2 is the first transposition (G2 in initial-ranking order)")
    else:
        steps.append(
            f"B.6, D.3: T2 = {ids(v.t2)}, the first "
            "transposition that yields a legal pairing with the fewest C.8/C.9 failures"
        )
    return steps


def _costs(
    setup: RoundSetUp, order: Sequence[DubovPlayer], v: _BracketView, options: Options
) -> list[tuple[Criterion, int, str]]:
    """C.5-C.12 of the bracket: (article, cost, value text); B.2 chose the upfloaters for them."""
    ps = [order[x] for x in v.choice.up]
    last = setup.last_round
    rows = list(zip(v.s1, v.t2, strict=True))
    c8 = sum(criteria.c8_cost(order[a], order[b]) for a, b in rows)
    c9 = sum(criteria.c9_cost(order[a], order[b], options) for a, b in rows)
    c6 = ", ".join(setup.points(x) for x in criteria.c6_key([p.score for p in ps], options))
    c10, c11 = criteria.c10_value(ps, last), criteria.c11_value(ps, last)
    c12 = criteria.c12_value(ps, last)
    return [
        (Criterion.C5, len(ps), str(len(ps))),
        (Criterion.C6, 0, c6),
        (Criterion.C7, -v.choice.c7, str(v.choice.c7)),
        (Criterion.C8, c8, str(c8)),
        (Criterion.C9, c9, str(c9)),
        (Criterion.C10, c10, str(c10)),
        (Criterion.C11, c11, str(c11)),
        (Criterion.C12, c12, str(c12)),
    ]


def _trace_bracket(
    setup: RoundSetUp, order: Sequence[DubovPlayer], v: _BracketView, options: Options
) -> None:
    ps = [order[x] for x in v.choice.up]
    shifted = [*v.sub.b4_shifted, *v.sub.b5_shifted]
    in_g1 = set(v.sub.g1_initial)
    started, paired = bracket_events(
        v.index,
        "last" if not v.following else "scoregroup",
        setup.points(v.score),
        [order[x] for x in v.residents],
        [(p, setup.points(p.score)) for p in ps],
        v.choice.minimum,
        [order[x] for x in v.s1],
        [order[x] for x in v.g2],
        [order[x] for x in v.t2],
        [order[x] for x in v.following],
        [order[x] for x in shifted if x in in_g1],
        [order[x] for x in shifted if x not in in_g1],
        _steps(order, v),
        _costs(setup, order, v, options),
        perfect_first=not ps and not shifted and v.t2 == v.g2,
    )
    setup.trace.emit(started)
    setup.trace.emit(paired)

"""The Lim System C.04.4.3: pairing one round.

1. 1.1/7.1: the bye (:mod:`.bye`); 2. 2.2: the score-groups above the median are paired
downward from the highest, then those below it upward from the lowest, the median score-group
last, downward (:mod:`.scoregroups`); 3. each score-group: floaters and exchanges
(:mod:`.floaters`, :mod:`.exchanges`); 4. 2.6 when the median score-group cannot be paired
(:mod:`.median`); 5. colours (:mod:`.colours`); 6. the boards in C.04.2 D.9 order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.errors import NoValidPairing
from engine.explain.events import ByeAssigned, ColourAllocated, PlayerFacts, TraceEvent, TraceSink
from engine.explain.events_lim import (
    Direction,
    GroupPosition,
    LimFloated,
    LimGroupPaired,
    LimGroupStarted,
    LimMedianExtended,
    LimPlan,
    LimScrutinised,
    MedianSide,
)
from engine.model import Board, PairingSystem, PlayerId, Tournament
from engine.pairing.common.basic_rules import forced_allows, may_meet
from engine.pairing.common.history import PlayerHistory, build_histories, points_text
from engine.pairing.common.manual import AbsoluteCriteria, Breach, Violation
from engine.pairing.common.round import (
    Outcome,
    RoundSetUp,
    SwissEngine,
    SystemRound,
    player_facts,
)
from engine.pairing.lim.bye import bye_candidates
from engine.pairing.lim.colours import allocate, due_colour
from engine.pairing.lim.compatibility import compatible, permitted_colours
from engine.pairing.lim.floaters import GroupOutcome, solve_group
from engine.pairing.lim.median import Side, side_to_crack
from engine.pairing.lim.scoregroups import Member, Plan, Role, plan, rank_key

LimPair = tuple[PlayerHistory, PlayerHistory, bool]  # (a, b, paired at or above the median)


class Compatibility:
    """2.1/6.1 for the players of one round, with the "why not" restriction if any."""

    def __init__(
        self,
        last_round: bool,
        forced: frozenset[PlayerId],
        players: Sequence[PlayerHistory],
        ratings: Mapping[int, int] | None = None,
    ) -> None:
        self.last_round = last_round
        self.forced = forced
        self.permitted = {p.id: permitted_colours(p) for p in players}
        # Maxi-tournaments (3.2, 3.8, 5.7): the ratings the 100-point provisos compare; None
        # for an ordinary Lim tournament
        self.ratings = ratings

    def __call__(self, a: PlayerHistory, b: PlayerHistory) -> bool:
        """True when a and b may be paired."""
        if not forced_allows(a.id, b.id, self.forced):
            return False  # "why not A against B?": A and B meet nobody else
        return compatible(a, b, self.last_round)

    def free(self, a: PlayerHistory, b: PlayerHistory) -> bool:
        """2.1/6.1 without the "why not" restriction: the prospects 3.9 looks at."""
        return compatible(a, b, self.last_round)


class LimCriteria(AbsoluteCriteria):
    """C.04.1.b; 2.1 compatibility (5.1.a, 5.1.b), with 6.1's exception for the last round;
    C.04.1.d for the bye (1.1)."""

    meet = "C.04.1.b"
    colour = "2.1"
    pab = "C.04.1.d"

    def pair(self, a: PlayerHistory, b: PlayerHistory, last_round: bool) -> list[Violation]:
        """A rematch, or colours 2.1 does not allow (unless 6.1 puts the score first)."""
        if not may_meet(a, b):
            breach = Breach.FORBIDDEN if b.id in a.forbidden else Breach.ALREADY_MET
            return [Violation(breach, self.meet, None, (a.id, b.id))]
        if not compatible(a, b, last_round):
            return [Violation(Breach.COLOURS, self.colour, None, (a.id, b.id))]
        return []


class Lim(SwissEngine):
    """The Lim System; ``maxi``: as a Maxi-tournament, with the 100-point provisos of 3.2, 3.8
    and 5.7 (the ratings are the players' 001 ratings)."""

    edition = "C.04.4.3"
    criteria = LimCriteria()

    def __init__(self, maxi: bool = False) -> None:
        self.maxi = maxi
        self.system = PairingSystem.LIM_MAXI if maxi else PairingSystem.LIM
        self.title = "Lim System (Maxi-tournament)" if maxi else "Lim System"

    def begin(self, setup: RoundSetUp) -> SystemRound:
        """The round by the Lim text."""
        return _LimRound(setup, self.maxi)


class _LimRound(SystemRound):
    """1.1 the bye, 2.2-2.6 the score-groups in the order of the plan, 5 the colours."""

    def __init__(self, setup: RoundSetUp, maxi: bool) -> None:
        self.setup = setup
        t = setup.tournament
        self.order = sorted(setup.players.values(), key=lambda p: (-p.score, p.id))
        self.win_units = int(t.point_system.win * setup.unit)
        ratings = {int(p.id): p.rating for p in t.players} if maxi else None
        self.compat = Compatibility(setup.last_round, setup.forced, self.order, ratings)
        self.floated = _floated_last_round(t, setup.round_no, setup.players, self.win_units)

    def facts(self) -> list[PlayerFacts]:
        """5.5/5.6: the due colour is the preference shown; Lim keeps no float history."""
        unit = self.setup.unit
        # 5.1, 5.5, 5.6: the colour due, without a strength
        return [player_facts(p, unit, preference=(None, due_colour(p))) for p in self.order]

    def pair(self) -> Outcome:
        """The plan (2.2), the score-groups (with the bye, 1.1, when the number is odd), 5."""
        s = self.setup
        scheme = plan(self.order, s.round_no - 1, self.win_units)
        if s.trace.enabled:
            s.trace.emit(
                LimPlan(
                    points_text(scheme.median_twice, 2 * s.unit),
                    tuple(s.points(x) for x in scheme.above),
                    tuple(s.points(x) for x in scheme.below),
                    scheme.median_present,
                )
            )
        groups = _Groups(s, scheme, self.compat, self.floated)
        if len(self.order) % 2 == 0:
            pairs = groups.pair(self.order, s.trace)
            bye: PlayerHistory | None = None
        else:
            pairs, bye = _with_bye(self.order, groups, s)
        return Outcome(self._colours(pairs), bye.id if bye else None)

    def _colours(self, pairs: Sequence[LimPair]) -> tuple[Board, ...]:
        """5.1-5.6 (7.2 for the first round) for every pair."""
        s = self.setup
        boards: list[Board] = []
        for a, b, upper in pairs:
            d = allocate(a, b, upper, s.initial_colour, even_round=s.round_no % 2 == 0)
            boards.append(Board(d.white.id, d.black.id))
            if s.trace.enabled:
                s.trace.emit(ColourAllocated(d.white.id, d.black.id, d.rule, d.detail))
        return tuple(boards)


LIM = Lim()
"""The Lim System, as the registry holds it."""

LIM_MAXI = Lim(maxi=True)
"""The Lim System for a Maxi-tournament (3.2, 3.8, 5.7), as the registry holds it."""


def _with_bye(
    order: Sequence[PlayerHistory], groups: _Groups, setup: RoundSetUp
) -> tuple[list[LimPair], PlayerHistory]:
    """1.1: the lowest ranked player of the lowest score-group who may have the bye (C.04.1.d)
    and whose bye leaves the others a complete pairing (reading L5)."""
    trace = setup.trace
    lowest = min(p.score for p in order)
    passed = [
        f"{p.id} may not have it (C.04.1.d)"
        for p in order[::-1]
        if p.score == lowest and not p.pab_eligible
    ]
    for candidate in bye_candidates(order):
        rest = [p for p in order if p is not candidate]
        sink = _Buffer(trace.enabled)  # this attempt's trace, kept only if it succeeds
        try:
            pairs = groups.pair(rest, sink)
        except NoValidPairing:
            passed.append(f"{candidate.id}: the others could not all be paired")
            continue
        if trace.enabled:
            detail = (
                f"score {setup.points(candidate.score)}, the lowest ranked player of the "
                "lowest score-group who may have it"
            )
            if passed:
                detail += "; passed over: " + "; ".join(passed)
            trace.emit(ByeAssigned(candidate.id, ("1.1", "C.04.1.c", "C.04.1.d"), detail))
            for ev in sink.events:
                trace.emit(ev)
        return pairs, candidate
    if not bye_candidates(order):
        raise NoValidPairing(
            setup.round_no, "no player may receive the pairing-allocated bye (1.1)"
        )
    raise NoValidPairing(
        setup.round_no, "whoever receives the bye, the others cannot all be paired (1.1, 2.6)"
    )


class _Buffer:
    """Holds the trace of one bye attempt until it is known to succeed."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled
        self.events: list[TraceEvent] = []

    def emit(self, event: TraceEvent) -> None:
        """Keep the event."""
        self.events.append(event)


def _floated_last_round(
    t: Tournament, round_no: int, hist: Mapping[PlayerId, PlayerHistory], win_units: int
) -> frozenset[int]:
    """3.10: the players who were floaters in the round just before (3.1: "transferred to
    another score-group"), read from that round's games (reading L9).

    Of two players of different scores, the higher one was transferred down when he stood
    above that round's median score (his group was paired downward), the lower one up when he
    stood below it; a median score-group's own player was not transferred.
    """
    if round_no <= 2:
        return frozenset()
    before = build_histories(t, round_no - 1)  # pairing scores of the round just before
    median_twice = (round_no - 2) * win_units
    out: set[int] = set()
    for p in t.players:
        if p.id not in hist or p.id not in before:
            continue
        e = p.entry(round_no - 1)
        if not e.played or e.opponent is None or e.opponent not in before:
            continue
        mine, theirs = before[p.id].score, before[e.opponent].score
        if (mine > theirs and 2 * mine > median_twice) or (
            mine < theirs and 2 * mine < median_twice
        ):
            out.add(int(p.id))
    return frozenset(out)


class _Groups:
    """2.2-2.6 for the players of the round (the bye's receiver left out): the score-groups in
    the order of the plan."""

    def __init__(
        self, setup: RoundSetUp, scheme: Plan, compat: Compatibility, floated: frozenset[int]
    ) -> None:
        self.setup = setup
        self.scheme = scheme
        self.compat = compat
        self.floated = floated

    def pair(self, players: Sequence[PlayerHistory], trace: TraceSink) -> list[LimPair]:
        """The pairs of every score-group; (a, b, paired at or above the median)."""
        return _GroupPass(self, players, trace).run()


class _GroupPass:
    """One pass over the score-groups (the bye's receiver is chosen by trying, 1.1)."""

    def __init__(self, groups: _Groups, players: Sequence[PlayerHistory], trace: TraceSink) -> None:
        self.g = groups
        self.trace = trace
        self.by_score: dict[int, list[PlayerHistory]] = {}
        for p in players:
            self.by_score.setdefault(p.score, []).append(p)
        self.scores = sorted(self.by_score, reverse=True)
        scheme = groups.scheme
        self.total = len(scheme.above) + len(scheme.below) + 1
        self.index = 0
        self.higher, self.lower = Side(), Side()

    def run(self) -> list[LimPair]:
        """2.2: downward to the median, upward to it, then the median score-group (2.6)."""
        scheme = self.g.scheme
        down = self._side(scheme.above, Direction.DOWN, GroupPosition.ABOVE, self.higher)
        up = self._side(scheme.below, Direction.UP, GroupPosition.BELOW, self.lower)
        median_pairs = self._median(down, up)
        return (
            [(a, b, True) for a, b in self.higher.pairs()]
            + [(a, b, False) for a, b in self.lower.pairs()]
            + [(a, b, True) for a, b in median_pairs]
        )

    def _side(
        self, scores: Sequence[int], direction: Direction, position: GroupPosition, side: Side
    ) -> list[Member]:
        """The score-groups of one side of the median in their order; returns the floaters
        they hand to the median score-group."""
        role = Role.DOWN_FLOATER if direction is Direction.DOWN else Role.UP_FLOATER
        incoming: list[Member] = []
        for score in scores:
            if score not in self.by_score:
                continue
            members = [*incoming, *(Member(p, Role.RESIDENT) for p in self.by_score[score])]
            out = self._solve(score, members, direction, position, False, 1)
            assert out is not None
            side.groups.append(list(out.paired.pairs))
            incoming = [Member(f.member.player, role) for f in out.floaters]
        return incoming

    def _median(
        self, down: list[Member], up: list[Member]
    ) -> list[tuple[PlayerHistory, PlayerHistory]]:
        """The median score-group last, downward; 2.6 cracks a neighbour's pairing while it
        cannot be paired."""
        scheme = self.g.scheme
        median_score = scheme.median_twice // 2 if scheme.median_twice % 2 == 0 else None
        residents = self.by_score.get(median_score, []) if median_score is not None else []
        score = median_score if median_score is not None else scheme.median_twice // 2
        attempt = 1
        while True:
            members = [*down, *up, *(Member(p, Role.RESIDENT) for p in residents)]
            if not members:
                return []
            out = self._solve(score, members, Direction.DOWN, GroupPosition.MEDIAN, True, attempt)
            if out is not None:
                return list(out.paired.pairs)
            down, up = self._crack(down, up, attempt)
            attempt += 1

    def _crack(
        self, down: list[Member], up: list[Member], attempt: int
    ) -> tuple[list[Member], list[Member]]:
        """2.6: the players of a pairing of the lower (or higher) side float into the median."""
        side = side_to_crack(len(down), len(up), self.lower, self.higher)
        if side is None:
            raise NoValidPairing(
                self.g.setup.round_no, "the median score-group cannot be paired (2.6)"
            )
        cracked = (self.lower if side is MedianSide.LOWER else self.higher).crack()
        assert cracked is not None
        role = Role.UP_FLOATER if side is MedianSide.LOWER else Role.DOWN_FLOATER
        extra = [Member(cracked[0], role), Member(cracked[1], role)]
        if side is MedianSide.LOWER:
            up = [*up, *extra]
        else:
            down = [*down, *extra]
        if self.trace.enabled:
            self.trace.emit(
                LimMedianExtended(
                    attempt,
                    len(down) - (2 if side is MedianSide.HIGHER else 0),
                    len(up) - (2 if side is MedianSide.LOWER else 0),
                    side,
                    (cracked[0].id, cracked[1].id),
                )
            )
        return down, up

    def _adjacent(self, score: int, direction: Direction) -> list[PlayerHistory]:
        """The adjacent score-group 3.3-3.5 and 3.9 look at."""
        if direction is Direction.DOWN:
            nxt = [x for x in self.scores if x < score]
            return self.by_score[max(nxt)] if nxt else []
        nxt = [x for x in self.scores if x > score]
        return self.by_score[min(nxt)] if nxt else []

    def _solve(
        self,
        score: int,
        members: list[Member],
        direction: Direction,
        position: GroupPosition,
        everyone: bool,
        attempt: int,
    ) -> GroupOutcome | None:
        """One score-group (:func:`.floaters.solve_group`); None: the median cannot be paired."""
        setup, compat, floated = self.g.setup, self.g.compat, self.g.floated
        if attempt == 1:
            self.index += 1
            setup.progress.check_cancelled()
            setup.progress.step(
                self.index - 1, self.total, f"score-group {self.index} of {self.total}"
            )
        adjacent = [] if everyone else self._adjacent(score, direction)
        out = solve_group(
            members,
            direction,
            compat,
            adjacent,
            lambda p: p.id in floated,
            everyone,
            compat.free,
            compat.ratings,
        )
        if self.trace.enabled:
            # the median score may fall between score units (3-1-0 points, an odd round)
            shown = (
                points_text(self.g.scheme.median_twice, 2 * setup.unit)
                if position is GroupPosition.MEDIAN
                else setup.points(score)
            )
            view = _GroupView(self.index, attempt, shown, members, direction, position, adjacent)
            _trace_group(self.trace, view, out, setup.unit)
        return out


@dataclass(frozen=True, slots=True)
class _GroupView:
    """A score-group as its explanation shows it."""

    index: int
    attempt: int
    score: str
    members: Sequence[Member]
    direction: Direction
    position: GroupPosition
    adjacent: Sequence[PlayerHistory]


def _trace_group(trace: TraceSink, v: _GroupView, out: GroupOutcome | None, unit: int) -> None:
    residents = sorted(
        (m.player for m in v.members if m.role is Role.RESIDENT),
        key=lambda p: rank_key(p, v.direction),
    )
    trace.emit(
        LimGroupStarted(
            index=v.index,
            attempt=v.attempt,
            score=v.score,
            direction=v.direction,
            position=v.position,
            residents=tuple(p.id for p in sorted(residents, key=lambda p: p.id)),
            down_floaters=tuple(
                (m.player.id, points_text(m.player.score, unit))
                for m in v.members
                if m.role is Role.DOWN_FLOATER
            ),
            up_floaters=tuple(
                (m.player.id, points_text(m.player.score, unit))
                for m in v.members
                if m.role is Role.UP_FLOATER
            ),
            adjacent=tuple(sorted(p.id for p in v.adjacent)),
        )
    )
    if out is not None:
        _trace_outcome(trace, v.index, v.attempt, residents, out)


def _trace_outcome(
    trace: TraceSink,
    index: int,
    attempt: int,
    residents: Sequence[PlayerHistory],
    out: GroupOutcome,
) -> None:
    for f in out.floaters:
        trace.emit(LimFloated(index, f.member.player.id, f.article, f.kind, f.detail))
    for s in out.paired.scrutiny:
        # a Maxi-tournament's exchange within 100 points (5.7) is told even when the
        # accepted opponent came first in the order of trial
        if s.rejected or s.accepted != (s.reference or s.accepted):
            trace.emit(
                LimScrutinised(
                    index, s.player, s.proposed, s.accepted, s.rejected, s.article, s.reference
                )
            )
    kept = {a.id for a, b in out.paired.pairs} | {b.id for a, b in out.paired.pairs}
    kept_residents = [p for p in residents if p.id in kept]
    half = len(kept_residents) // 2
    proposed = tuple((kept_residents[i].id, kept_residents[half + i].id) for i in range(half))
    trace.emit(
        LimGroupPaired(
            group=index,
            attempt=attempt,
            pairs=tuple((a.id, b.id) for a, b in out.paired.pairs),
            floaters=tuple(f.member.player.id for f in out.floaters),
            proposed=proposed,
            colour_conflicts=out.paired.colour_conflicts,
            key=out.key,
            bounded=out.paired.bounded,
        )
    )

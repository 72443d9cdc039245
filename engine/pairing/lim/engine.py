"""The Lim System C.04.4.3: pairing one round.

1. 1.1/7.1: the bye (:mod:`.bye`); 2. 2.2: the score-groups above the median are paired
downward from the highest, then those below it upward from the lowest, the median score-group
last, downward (:mod:`.scoregroups`); 3. each score-group: floaters and exchanges
(:mod:`.floaters`, :mod:`.exchanges`); 4. 2.6 when the median score-group cannot be paired
(:mod:`.median`); 5. colours (:mod:`.colours`); 6. the boards in C.04.2 D.9 order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.errors import NoValidPairing
from engine.explain.lim import (
    LimFloated,
    LimGroupPaired,
    LimGroupStarted,
    LimMedianExtended,
    LimPlan,
    LimScrutinised,
)
from engine.explain.trace import (
    NULL_TRACE,
    ByeAssigned,
    ColourAllocated,
    PlayerFacts,
    RoundPaired,
    RoundStarted,
    TraceEvent,
    TraceSink,
)
from engine.model import Colour, PlayerId, Tournament
from engine.pairing.api import NO_PROGRESS, Board, ProgressSink, RoundPairing
from engine.pairing.common.history import (
    PlayerHistory,
    build_histories,
    initial_colour_to_pair,
    is_absent,
    points_text,
    score_unit,
)
from engine.pairing.lim.bye import bye_candidates
from engine.pairing.lim.colours import allocate, due_colour
from engine.pairing.lim.compatibility import compatible, permitted_colours
from engine.pairing.lim.floaters import GroupOutcome, solve_group
from engine.pairing.lim.median import Side, side_to_crack
from engine.pairing.lim.scoregroups import Direction, Member, Plan, Role, plan, rank_key
from engine.pairing.order import order_boards


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
        if (
            self.forced
            and (a.id in self.forced or b.id in self.forced)
            and {a.id, b.id} != set(self.forced)
        ):
            return False  # "why not A against B?": A and B meet nobody else
        return compatible(a, b, self.last_round)

    def free(self, a: PlayerHistory, b: PlayerHistory) -> bool:
        """2.1/6.1 without the "why not" restriction: the prospects 3.9 looks at."""
        return compatible(a, b, self.last_round)


def pair_lim(
    t: Tournament,
    round_no: int,
    progress: ProgressSink = NO_PROGRESS,
    trace: TraceSink = NULL_TRACE,
    forced: tuple[PlayerId, PlayerId] | None = None,
    maxi: bool = False,
) -> RoundPairing:
    """Pair ``round_no`` of ``t`` by the Lim System (``maxi``: as a Maxi-tournament, with the
    100-point provisos of 3.2, 3.8 and 5.7; the ratings are the players' 001 ratings)."""
    hist = build_histories(t, round_no)
    unit = score_unit(t)
    win_units = int(t.point_system.win * unit)
    order = sorted(hist.values(), key=lambda p: (-p.score, p.id))
    last_round = t.rounds_total is not None and round_no == t.rounds_total
    init = initial_colour_to_pair(t, round_no, len(order))
    ratings = {int(p.id): p.rating for p in t.players} if maxi else None
    compat = Compatibility(last_round, frozenset(forced) if forced else frozenset(), order, ratings)
    floated = _floated_last_round(t, round_no, hist, win_units)
    if trace.enabled:
        _trace_round(t, round_no, order, init, unit, last_round, trace, maxi)
    if not order:
        return RoundPairing(round_no, (), None)
    scheme = plan(order, round_no - 1, win_units)
    if trace.enabled:
        trace.emit(
            LimPlan(
                points_text(scheme.median_twice, 2 * unit),
                tuple(points_text(s, unit) for s in scheme.above),
                tuple(points_text(s, unit) for s in scheme.below),
                scheme.median_present,
            )
        )
    if len(order) % 2 == 0:
        pairs = _pair_groups(order, scheme, compat, floated, unit, trace, progress, round_no)
        bye: PlayerHistory | None = None
    else:
        pairs, bye = _with_bye(order, scheme, compat, floated, unit, trace, progress, round_no)
    boards: list[Board] = []
    colour_events: list[ColourAllocated] = []
    for a, b, upper in pairs:
        d = allocate(a, b, upper, init, even_round=round_no % 2 == 0)
        boards.append(Board(d.white.id, d.black.id))
        if trace.enabled:
            colour_events.append(ColourAllocated(d.white.id, d.black.id, d.rule, d.detail))
    pairing = RoundPairing(round_no, order_boards(boards, hist), bye.id if bye else None)
    if trace.enabled:
        for ev in colour_events:
            trace.emit(ev)
        trace.emit(RoundPaired(tuple((b.white, b.black) for b in pairing.boards), pairing.bye))
    return pairing


def _with_bye(
    order: Sequence[PlayerHistory],
    scheme: Plan,
    compat: Compatibility,
    floated: frozenset[int],
    unit: int,
    trace: TraceSink,
    progress: ProgressSink,
    round_no: int,
) -> tuple[list[tuple[PlayerHistory, PlayerHistory, bool]], PlayerHistory]:
    """1.1: the lowest ranked player of the lowest score-group who may have the bye (C.04.1.d)
    and whose bye leaves the others a complete pairing (reading L5)."""
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
            pairs = _pair_groups(rest, scheme, compat, floated, unit, sink, progress, round_no)
        except NoValidPairing:
            passed.append(f"{candidate.id}: the others could not all be paired")
            continue
        if trace.enabled:
            detail = (
                f"score {points_text(candidate.score, unit)}, the lowest ranked player of the "
                "lowest score-group who may have it"
            )
            if passed:
                detail += "; passed over: " + "; ".join(passed)
            trace.emit(ByeAssigned(candidate.id, ("1.1", "C.04.1.c", "C.04.1.d"), detail))
            for ev in sink.events:
                trace.emit(ev)
        return pairs, candidate
    if not bye_candidates(order):
        raise NoValidPairing(round_no, "no player may receive the pairing-allocated bye (1.1)")
    raise NoValidPairing(
        round_no, "whoever receives the bye, the others cannot all be paired (1.1, 2.6)"
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
    t: Tournament, round_no: int, hist: dict[PlayerId, PlayerHistory], win_units: int
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


def _pair_groups(
    players: Sequence[PlayerHistory],
    scheme: Plan,
    compat: Compatibility,
    floated: frozenset[int],
    unit: int,
    trace: TraceSink,
    progress: ProgressSink,
    round_no: int,
) -> list[tuple[PlayerHistory, PlayerHistory, bool]]:
    """2.2-2.6: pair the score-groups in their order; (a, b, paired at or above the median)."""
    groups: dict[int, list[PlayerHistory]] = {}
    for p in players:
        groups.setdefault(p.score, []).append(p)
    scores = sorted(groups, reverse=True)
    total = len(scheme.above) + len(scheme.below) + 1
    index = 0
    higher, lower = Side(), Side()

    def adjacent_of(score: int, direction: Direction) -> list[PlayerHistory]:
        if direction is Direction.DOWN:
            nxt = [s for s in scores if s < score]
            return groups[max(nxt)] if nxt else []
        nxt = [s for s in scores if s > score]
        return groups[min(nxt)] if nxt else []

    def run(
        score: int,
        members: list[Member],
        direction: Direction,
        position: str,
        everyone: bool,
        attempt: int,
    ) -> GroupOutcome | None:
        nonlocal index
        if attempt == 1:
            index += 1
            progress.check_cancelled()
            progress.step(index - 1, total, f"score-group {index} of {total}")
        adjacent = [] if everyone else adjacent_of(score, direction)
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
        if trace.enabled:
            # the median score may fall between score units (3-1-0 points, an odd round)
            shown = (
                points_text(scheme.median_twice, 2 * unit)
                if position == "median"
                else points_text(score, unit)
            )
            _trace_group(
                trace, index, attempt, shown, members, direction, position, adjacent, out, unit
            )
        return out

    # 2.2: downward from the highest score-group to just before the median
    incoming: list[Member] = []
    for s in scheme.above:
        if s not in groups:
            continue
        members = [*incoming, *(Member(p, Role.RESIDENT) for p in groups[s])]
        out = run(s, members, Direction.DOWN, "above the median", False, 1)
        assert out is not None
        higher.groups.append(list(out.paired.pairs))
        incoming = [Member(f.member.player, Role.DOWN_FLOATER) for f in out.floaters]
    down_floaters = incoming
    # then upward from the lowest score-group to just before the median
    incoming = []
    for s in scheme.below:
        if s not in groups:
            continue
        members = [*incoming, *(Member(p, Role.RESIDENT) for p in groups[s])]
        out = run(s, members, Direction.UP, "below the median", False, 1)
        assert out is not None
        lower.groups.append(list(out.paired.pairs))
        incoming = [Member(f.member.player, Role.UP_FLOATER) for f in out.floaters]
    up_floaters = incoming
    # the median score-group last, downward; 2.6 when it cannot be paired
    median_score = scheme.median_twice // 2 if scheme.median_twice % 2 == 0 else None
    residents = groups.get(median_score, []) if median_score is not None else []
    attempt = 1
    median_pairs: list[tuple[PlayerHistory, PlayerHistory]] = []
    while True:
        members = [*down_floaters, *up_floaters, *(Member(p, Role.RESIDENT) for p in residents)]
        if not members:
            break
        score = median_score if median_score is not None else scheme.median_twice // 2
        out = run(score, members, Direction.DOWN, "median", True, attempt)
        if out is not None:
            median_pairs = list(out.paired.pairs)
            break
        side = side_to_crack(len(down_floaters), len(up_floaters), lower, higher)
        if side is None:
            raise NoValidPairing(round_no, "the median score-group cannot be paired (2.6)")
        cracked = (lower if side == "lower" else higher).crack()
        assert cracked is not None
        role = Role.UP_FLOATER if side == "lower" else Role.DOWN_FLOATER
        extra = [Member(cracked[0], role), Member(cracked[1], role)]
        if side == "lower":
            up_floaters = [*up_floaters, *extra]
        else:
            down_floaters = [*down_floaters, *extra]
        if trace.enabled:
            trace.emit(
                LimMedianExtended(
                    attempt,
                    len(down_floaters) - (2 if side == "higher" else 0),
                    len(up_floaters) - (2 if side == "lower" else 0),
                    side,
                    (cracked[0].id, cracked[1].id),
                )
            )
        attempt += 1
    return (
        [(a, b, True) for a, b in higher.pairs()]
        + [(a, b, False) for a, b in lower.pairs()]
        + [(a, b, True) for a, b in median_pairs]
    )


def _trace_group(
    trace: TraceSink,
    index: int,
    attempt: int,
    score: str,
    members: Sequence[Member],
    direction: Direction,
    position: str,
    adjacent: Sequence[PlayerHistory],
    out: GroupOutcome | None,
    unit: int,
) -> None:
    residents = sorted(
        (m.player for m in members if m.role is Role.RESIDENT),
        key=lambda p: rank_key(p, direction),
    )
    trace.emit(
        LimGroupStarted(
            index=index,
            attempt=attempt,
            score=score,
            direction=direction.value,
            position=position,
            residents=tuple(p.id for p in sorted(residents, key=lambda p: p.id)),
            down_floaters=tuple(
                (m.player.id, points_text(m.player.score, unit))
                for m in members
                if m.role is Role.DOWN_FLOATER
            ),
            up_floaters=tuple(
                (m.player.id, points_text(m.player.score, unit))
                for m in members
                if m.role is Role.UP_FLOATER
            ),
            adjacent=tuple(sorted(p.id for p in adjacent)),
        )
    )
    if out is None:
        return
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
        )
    )


def _trace_round(
    t: Tournament,
    round_no: int,
    order: Sequence[PlayerHistory],
    init: Colour,
    unit: int,
    last_round: bool,
    trace: TraceSink,
    maxi: bool,
) -> None:
    absent: list[tuple[int, str]] = []
    for reg in t.players:
        if is_absent(reg, round_no):
            if reg.withdrawn_from is not None and round_no >= reg.withdrawn_from:
                why = "withdrawn"
            else:
                why = f"{reg.entry(round_no).result.value.strip() or 'Z'} bye (absent)"
            absent.append((int(reg.id), why))
    trace.emit(
        RoundStarted(
            round_no=round_no,
            system="Lim System (Maxi-tournament)" if maxi else "Lim System",
            edition="C.04.4.3",
            present=tuple(p.id for p in order),
            absent=tuple(absent),
            initial_colour="white" if init is Colour.WHITE else "black",
            final_round=last_round,
            topscorers=(),
            pab_needed=len(order) % 2 == 1,
            rounds_total=t.rounds_total,
        )
    )
    for p in order:
        due = due_colour(p)
        trace.emit(
            PlayerFacts(
                player=p.id,
                score=points_text(p.score, unit),
                points=points_text(p.points, unit),
                colours="".join("W" if c is Colour.WHITE else "B" for c in p.colours),
                colour_difference=p.colour_difference,
                preference="none" if due is None else due.name.lower(),
                floats="--",
                pab_eligible=p.pab_eligible,
                opponents=tuple(sorted(p.opponents)),
            )
        )

"""The older Burstein text (C.04.4.2 inside the whole C.04 chapter), as a legacy variant.

Rounds are paired from the top scoregroup down (older text 6.1-6.6), every round including
the first two, which carry the imaginary point of 3.3 unless the tournament declares its own
acceleration. The readings that fill the gaps of the text are numbered L1, L2, ... in
tests/golden/burstein/READINGS.md; the corpus of shared/corpus/burstein shows each of them.

1. 3.2 / readings L2-L5: players are ordered by score, then SB, Buchholz, Median, then the
   pairing number (the initial order by rating).
2. 4.1-4.3 / reading L6: the PAB goes to the lowest player of that order who may receive it.
3. 6.3 / 6.6 / reading L7: :class:`~.brackets.BracketPlanner` decides which scoregroups are
   paired together and who may float.
4. 6.1, 6.2, 6.4, 6.5 / reading L8: in each bracket the pairing gives the most players their due
   colour, and then, taking the players in order, pairs each with the lowest player still
   possible; floating comes after every pair (6.4, combinations 13-15). This is one
   maximum-weight matching whose weight packs those criteria as bit fields.
5. 5.1 / 5.4 / reading L9: colours (:mod:`.colours`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cmp_to_key

from engine.errors import NoValidPairing
from engine.explain.trace import (
    NULL_TRACE,
    ByeAssigned,
    ColourAllocated,
    RoundPaired,
    TraceSink,
)
from engine.model import PlayerId, Tournament
from engine.pairing.api import NO_PROGRESS, Board, ProgressSink, RoundPairing
from engine.pairing.burstein import criteria
from engine.pairing.burstein.acceleration import with_imaginary_point
from engine.pairing.burstein.brackets import BracketPlanner, Span
from engine.pairing.burstein.colours import RULE_TEXT, allocate
from engine.pairing.burstein.index import Opposition, legacy_index
from engine.pairing.burstein.solve import BracketResult, solve_bracket
from engine.pairing.burstein.tracing import bracket_events, trace_round
from engine.pairing.common.history import (
    PlayerHistory,
    build_histories,
    initial_colour_to_pair,
    points_text,
    score_unit,
)
from engine.pairing.order import order_boards

LEGACY_COLOUR_ARTICLE = {
    "E.0": "5.1",
    "E.1": "5.4 (due colours)",
    "E.2": "5.4 (equalising)",
    "E.3": "5.4 (alternating)",
    "E.4": "5.4 (higher SB, Buchholz, ...)",
}


class LegacyRanking:
    """Older text 3.2: SB, Buchholz, Median, then the pairing number (readings L2-L5).

    Players of one score compare their Buchholz and Median as they are; a floater from another
    scoregroup is compared with score times Buchholz and score times Median (reading L5), so a
    floater's lower score weighs against him only where SB leaves the players level.
    """

    def __init__(self, index: dict[PlayerId, Opposition]) -> None:
        self.index = index

    def key(self, p: PlayerHistory) -> tuple[int, int, int, int, int]:
        """Sort key of the whole field: score, then 3.2 within the scoregroup."""
        o = self.index[p.id]
        return (-o.score, -o.sonneborn_berger, -o.buchholz, -o.median, p.id)

    def above(self, a: PlayerHistory, b: PlayerHistory) -> bool:
        """True when ``a`` ranks above ``b`` inside a bracket."""
        oa, ob = self.index[a.id], self.index[b.id]
        if oa.score == ob.score:
            ka = (oa.sonneborn_berger, oa.buchholz, oa.median, -a.id)
            kb = (ob.sonneborn_berger, ob.buchholz, ob.median, -b.id)
        else:
            ka = (oa.sonneborn_berger, oa.buchholz * oa.score, oa.median * oa.score, -a.id)
            kb = (ob.sonneborn_berger, ob.buchholz * ob.score, ob.median * ob.score, -b.id)
        return ka > kb

    def bracket_order(self, members: Sequence[PlayerHistory]) -> list[PlayerHistory]:
        """The bracket's players from No. 1 down (a stable sort)."""

        def cmp(a: PlayerHistory, b: PlayerHistory) -> int:
            if a.id == b.id:
                return 0
            return -1 if self.above(a, b) else 1

        return sorted(members, key=cmp_to_key(cmp))


def pair_burstein_legacy(
    t: Tournament,
    round_no: int,
    progress: ProgressSink = NO_PROGRESS,
    trace: TraceSink = NULL_TRACE,
    forced: tuple[PlayerId, PlayerId] | None = None,
) -> RoundPairing:
    """Pair ``round_no`` of ``t`` by the older Burstein text (the legacy variant)."""
    force = frozenset(forced) if forced else frozenset()
    te = with_imaginary_point(t, round_no)
    hist = build_histories(te, round_no)
    unit = score_unit(te)
    index = legacy_index(te, round_no, {pid: h.score for pid, h in hist.items()}, unit)
    ranking = LegacyRanking(index)
    order = sorted(hist.values(), key=ranking.key)
    init = initial_colour_to_pair(t, round_no, len(order))
    if trace.enabled:

        def index_text(p: PlayerHistory) -> str:
            o = index[p.id]
            return (
                f"SB {points_text(o.sonneborn_berger, unit * unit)}, "
                f"BH {points_text(o.buchholz, unit)}, Med {points_text(o.median, unit)}"
            )

        trace_round(
            t,
            round_no,
            order,
            init,
            unit,
            trace,
            "Burstein System (older text)",
            "pre-2017",
            index_text,
        )
    if not order:
        return RoundPairing(round_no, (), None)

    bye: PlayerHistory | None = None
    if len(order) % 2 == 1:
        # 4.1-4.3: the lowest player (lowest SG, lowest SB, Buchholz, ...) who may have it
        for p in reversed(order):
            if criteria.c2_may_get_pab(p):
                bye = p
                break
        if bye is None:
            raise NoValidPairing(round_no, "nobody may receive the pairing-allocated bye (4.1)")
    players = [p for p in order if p is not bye]

    def compatible(a: PlayerHistory, b: PlayerHistory) -> bool:
        return criteria.compatible(a, b, force)

    groups: list[Span] = []
    for i, p in enumerate(players):
        if i == 0 or p.score != players[i - 1].score:
            groups.append(Span(i, i + 1))
        else:
            groups[-1] = Span(groups[-1].start, i + 1)
    planner = BracketPlanner(players, groups, compatible)
    spans, ok = planner.plan()
    if not ok:
        raise NoValidPairing(round_no, "the players cannot all be paired (3.1, 5.2, 5.3)")
    allowed = planner.feasible_floaters(spans)

    pairs: list[tuple[PlayerHistory, PlayerHistory]] = []
    incoming: PlayerHistory | None = None
    for k, span in enumerate(spans):
        progress.check_cancelled()
        progress.step(k, len(spans), f"bracket {k + 1} of {len(spans)}")
        residents = players[span.start : span.end]
        members = ranking.bracket_order(residents + ([incoming] if incoming else []))
        may_float = {players[i].id for i in allowed[k]}
        result = solve_bracket(members, may_float, span.floats_out, compatible)
        if result is None:
            raise NoValidPairing(round_no, f"bracket {k + 1} cannot be completed")
        if trace.enabled:
            nxt = players[spans[k + 1].start : spans[k + 1].end] if k + 1 < len(spans) else []
            _trace_bracket(
                trace,
                k + 1,
                span,
                groups,
                residents,
                incoming,
                members,
                result,
                nxt,
                unit,
                compatible,
            )
        pairs.extend(result.pairs)
        incoming = result.floater
    progress.step(len(spans), len(spans), "colours")

    boards: list[Board] = []
    for a, b in pairs:
        d = allocate(a, b, init, ranking.above(a, b), a.e5_index < b.e5_index)
        boards.append(Board(d.white.id, d.black.id))
        if trace.enabled:
            trace.emit(
                ColourAllocated(
                    d.white.id, d.black.id, LEGACY_COLOUR_ARTICLE[d.rule], RULE_TEXT[d.rule]
                )
            )
    if bye is not None and trace.enabled:
        o = index[bye.id]
        trace.emit(
            ByeAssigned(
                player=bye.id,
                articles=("4.1", "4.2", "4.3"),
                detail=(
                    f"{bye.id} is the lowest player (score {points_text(o.score, unit)}, "
                    f"SB {points_text(o.sonneborn_berger, unit * unit)}, Buchholz "
                    f"{points_text(o.buchholz, unit)}) who has not yet received a point "
                    "without playing"
                ),
            )
        )
    pairing = RoundPairing(round_no, order_boards(boards, hist), bye.id if bye else None)
    if trace.enabled:
        trace.emit(RoundPaired(tuple((b.white, b.black) for b in pairing.boards), pairing.bye))
    return pairing


def _trace_bracket(
    trace: TraceSink,
    index: int,
    span: Span,
    groups: Sequence[Span],
    residents: Sequence[PlayerHistory],
    incoming: PlayerHistory | None,
    members: Sequence[PlayerHistory],
    result: BracketResult,
    following: Sequence[PlayerHistory],
    unit: int,
    compatible: Callable[[PlayerHistory, PlayerHistory], bool],
) -> None:
    merged = sum(1 for g in groups if span.start <= g.start < span.end) > 1
    half = len(members) // 2
    first = [(members[i], members[len(members) - 1 - i]) for i in range(half)]
    deciding: list[str] = []
    if {frozenset((a.id, b.id)) for a, b in first} != {
        frozenset((a.id, b.id)) for a, b in result.pairs
    }:
        blocked = [f"{a.id}-{b.id}" for a, b in first if not compatible(a, b)]
        if blocked:
            deciding.append(f"3.1/5.2/5.3: {', '.join(blocked)} may not be paired")
        if result.colour_clashes < result.first_clashes:
            deciding.append(
                f"6.5: {result.colour_clashes} pair(s) with the same due colour instead of "
                f"{result.first_clashes}"
            )
        if not deciding:
            deciding.append("6.6: the first combination's floater cannot be paired below")
    for event in bracket_events(
        index,
        "merged scoregroups (6.6)" if merged else "scoregroup",
        points_text(residents[0].score, unit) if residents else "",
        residents,
        [(incoming, points_text(incoming.score, unit))] if incoming else [],
        members,
        result.pairs,
        [result.floater] if result.floater else [],
        following,
        tuple(deciding),
    ):
        trace.emit(event)

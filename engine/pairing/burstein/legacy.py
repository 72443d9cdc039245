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
from engine.explain.events import ByeAssigned, ColourAllocated, PlayerFacts
from engine.explain.events_burstein import BursteinBracket
from engine.model import Board, PairingSystem, PlayerId, Tournament
from engine.pairing.burstein import criteria
from engine.pairing.burstein.acceleration import with_imaginary_point
from engine.pairing.burstein.brackets import BracketPlanner, Span
from engine.pairing.burstein.colours import RULE_TEXT, allocate
from engine.pairing.burstein.index import Opposition, legacy_index
from engine.pairing.burstein.solve import BracketResult, solve_bracket
from engine.pairing.burstein.tracing import bracket_events
from engine.pairing.common.history import PlayerHistory, points_text
from engine.pairing.common.manual import AbsoluteCriteria
from engine.pairing.common.round import Outcome, RoundSetUp, SwissEngine, SystemRound, player_facts

Pair = tuple[PlayerHistory, PlayerHistory]

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


class LegacyCriteria(AbsoluteCriteria):
    """The older text's absolute rules: 3.1 (C.04.1.b), 4.1 (C.04.1.d), 5.2/5.3 (C.04.1.f/g)."""

    meet = "3.1"
    colour = "5.2/5.3"
    pab = "4.1"


class BursteinLegacy(SwissEngine):
    """The older Burstein text: 3.3's imaginary point, then :class:`_LegacyRound`."""

    system = PairingSystem.BURSTEIN_LEGACY
    title = "Burstein System (older text)"
    edition = "pre-2017"
    criteria = LegacyCriteria()

    def prepare(self, t: Tournament, round_no: int) -> Tournament:
        """3.3: the imaginary point (unless the tournament declares its own acceleration)."""
        return with_imaginary_point(t, round_no)

    def begin(self, setup: RoundSetUp) -> SystemRound:
        """The round by the older text."""
        return _LegacyRound(setup)


class _LegacyRound(SystemRound):
    """3.2 order, 4.1-4.3 bye, 6.1-6.6 brackets, 5.1/5.4 colours."""

    def __init__(self, setup: RoundSetUp) -> None:
        self.setup = setup
        scores = {pid: h.score for pid, h in setup.players.items()}
        self.index = legacy_index(setup.tournament, setup.round_no, scores, setup.unit)
        self.ranking = LegacyRanking(self.index)
        self.order = sorted(setup.players.values(), key=self.ranking.key)

    def _index_text(self, p: PlayerHistory) -> str:
        o, unit = self.index[p.id], self.setup.unit
        return (
            f"SB {points_text(o.sonneborn_berger, unit * unit)}, "
            f"BH {points_text(o.buchholz, unit)}, Med {points_text(o.median, unit)}"
        )

    def facts(self) -> list[PlayerFacts]:
        """3.2: SB, Buchholz and Median are shown in the players' float column."""
        return [player_facts(p, self.setup.unit, floats=self._index_text(p)) for p in self.order]

    def pair(self) -> Outcome:
        """The bye (4.1-4.3), the brackets (6), the colours (5); the bye's event comes last."""
        s = self.setup
        bye = self._bye()
        players = [p for p in self.order if p is not bye]
        pairs = self._brackets(players)
        boards = self._colours(pairs)
        if bye is not None and s.trace.enabled:
            s.trace.emit(self._bye_event(bye))
        return Outcome(boards, bye.id if bye else None)

    def _bye(self) -> PlayerHistory | None:
        """4.1-4.3: the lowest player (lowest SG, lowest SB, Buchholz, ...) who may have it."""
        if len(self.order) % 2 == 0:
            return None
        for p in reversed(self.order):
            if criteria.c2_may_get_pab(p):
                return p
        raise NoValidPairing(
            self.setup.round_no, "nobody may receive the pairing-allocated bye (4.1)"
        )

    def _bye_event(self, bye: PlayerHistory) -> ByeAssigned:
        o, unit = self.index[bye.id], self.setup.unit
        return ByeAssigned(
            player=bye.id,
            articles=("4.1", "4.2", "4.3"),
            detail=(
                f"{bye.id} is the lowest player (score {points_text(o.score, unit)}, "
                f"SB {points_text(o.sonneborn_berger, unit * unit)}, Buchholz "
                f"{points_text(o.buchholz, unit)}) who has not yet received a point "
                "without playing"
            ),
        )

    def compatible(self, a: PlayerHistory, b: PlayerHistory) -> bool:
        """3.1, 5.2, 5.3 (as C.1 and C.3), with the "why not" restriction."""
        return criteria.compatible(a, b, self.setup.forced)

    def _brackets(self, players: list[PlayerHistory]) -> list[Pair]:
        """6.3/6.6: which scoregroups are paired together and who may float, then each."""
        s = self.setup
        groups: list[Span] = []
        for i, p in enumerate(players):
            if i == 0 or p.score != players[i - 1].score:
                groups.append(Span(i, i + 1))
            else:
                groups[-1] = Span(groups[-1].start, i + 1)
        planner = BracketPlanner(players, groups, self.compatible)
        spans, ok = planner.plan()
        if not ok:
            raise NoValidPairing(s.round_no, "the players cannot all be paired (3.1, 5.2, 5.3)")
        allowed = planner.feasible_floaters(spans)
        pairs: list[Pair] = []
        incoming: PlayerHistory | None = None
        for k, span in enumerate(spans):
            s.progress.check_cancelled()
            s.progress.step(k, len(spans), f"bracket {k + 1} of {len(spans)}")
            residents = players[span.start : span.end]
            members = self.ranking.bracket_order(residents + ([incoming] if incoming else []))
            may_float = {players[i].id for i in allowed[k]}
            result = solve_bracket(members, may_float, span.floats_out, self.compatible)
            if result is None:
                raise NoValidPairing(s.round_no, f"bracket {k + 1} cannot be completed")
            if s.trace.enabled:
                nxt = players[spans[k + 1].start : spans[k + 1].end] if k + 1 < len(spans) else []
                merged = sum(1 for g in groups if span.start <= g.start < span.end) > 1
                _trace_bracket(s, k + 1, merged, residents, incoming, members, result, nxt)
            pairs.extend(result.pairs)
            incoming = result.floater
        s.progress.step(len(spans), len(spans), "colours")
        return pairs

    def _colours(self, pairs: Sequence[Pair]) -> tuple[Board, ...]:
        """5.1/5.4 for every pair (readings L9)."""
        s = self.setup
        boards: list[Board] = []
        for a, b in pairs:
            d = allocate(a, b, s.initial_colour, self.ranking.above(a, b), a.e5_index < b.e5_index)
            boards.append(Board(d.white.id, d.black.id))
            if s.trace.enabled:
                s.trace.emit(
                    ColourAllocated(
                        d.white.id, d.black.id, LEGACY_COLOUR_ARTICLE[d.rule], RULE_TEXT[d.rule]
                    )
                )
        return tuple(boards)


BURSTEIN_LEGACY = BursteinLegacy()
"""The older Burstein text, as the registry holds it."""


def _trace_bracket(
    setup: RoundSetUp,
    index: int,
    merged: bool,
    residents: Sequence[PlayerHistory],
    incoming: PlayerHistory | None,
    members: Sequence[PlayerHistory],
    result: BracketResult,
    following: Sequence[PlayerHistory],
) -> None:
    for event in bracket_events(
        index,
        BursteinBracket.MERGED if merged else BursteinBracket.SCOREGROUP,
        setup.points(residents[0].score) if residents else "",
        residents,
        [(incoming, setup.points(incoming.score))] if incoming else [],
        members,
        result.pairs,
        [result.floater] if result.floater else [],
        following,
        _deciding(members, result, lambda a, b: criteria.compatible(a, b, setup.forced)),
    ):
        setup.trace.emit(event)


def _deciding(
    members: Sequence[PlayerHistory],
    result: BracketResult,
    compatible: Callable[[PlayerHistory, PlayerHistory], bool],
) -> tuple[str, ...]:
    """Why the accepted pairing is not the first combination (6.2: No. 1 v. the last, ...)."""
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
    return tuple(deciding)

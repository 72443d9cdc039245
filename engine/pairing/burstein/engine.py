"""The Burstein System C.04.4.2 in force 2017-2025 (the default Burstein variant).

* A.5: the seeding rounds, "half the number of rounds in the tournament (rounded down) or 4
  (four), whichever is lower", are paired by the FIDE (Dutch) System (2017 rules).
* A.6/A.7: after them the players of a bracket are ranked by the opposition index (Buchholz,
  then Sonneborn-Berger: reading N1) and then by pairing number (:mod:`.index`).
* A.8/B.0: the pairing-allocated bye is assigned first, then the brackets are paired from the
  top scoregroup down; each bracket holds its scoregroup and the players floated into it.
* B.1/B.2, C.4-C.8, D.1: one bracket is one maximum-weight matching (:mod:`.bracket`). C.4 is
  checked as in the Dutch engine: the bracket is paired looking at the following scoregroup
  only (C.7); if its floaters and the players below cannot complete the round, or if the
  following bracket's best pairing for those floaters would not let it be completed (C.7
  counts the following bracket "besides C.4 compliance": reading N9), it is paired again with
  every lower player in the matching and completion on top.
* E.0-E.4: colours (:mod:`.colours`).

Readings of the text (N1, N2, ...) are in tests/golden/burstein/READINGS.md.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from engine.errors import ConfigError, NoValidPairing
from engine.explain.events import (
    ByeAssigned,
    ColourAllocated,
    PlayerFacts,
    RoundStarted,
    TraceEvent,
    TraceSink,
)
from engine.explain.events_burstein import BursteinBracket
from engine.model import Board, PairingSystem, PlayerId, RoundPairing, Tournament
from engine.pairing.burstein import criteria
from engine.pairing.burstein.bracket import Paired, following_pairs, solve
from engine.pairing.burstein.colours import RULE_TEXT, allocate
from engine.pairing.burstein.index import Opposition, index_2017
from engine.pairing.burstein.tracing import bracket_events
from engine.pairing.common.basic_rules import compatibility_sets
from engine.pairing.common.cardinality import CardinalityMatcher
from engine.pairing.common.history import PlayerHistory, points_text
from engine.pairing.common.round import (
    Outcome,
    PairingEngine,
    RoundRequest,
    RoundSetUp,
    SwissEngine,
    SystemRound,
    player_facts,
)

Pair = tuple[PlayerHistory, PlayerHistory]


def seeding_rounds(total_rounds: int) -> int:
    """A.5: the number of seeding rounds.

    >>> [seeding_rounds(n) for n in (1, 5, 7, 9, 11)]
    [0, 2, 3, 4, 4]
    """
    return min(total_rounds // 2, 4)


class Ranking:
    """A.7: opposition index (Buchholz, then Sonneborn-Berger), then the pairing number."""

    def __init__(self, index: dict[PlayerId, Opposition]) -> None:
        self.index = index

    def key(self, p: PlayerHistory) -> tuple[int, int, int]:
        """Sort key: the highest ranked first."""
        o = self.index[p.id]
        return (-o.buchholz, -o.sonneborn_berger, p.id)


class _Graph:
    """C.1/C.3 compatibility of the round's players (:func:`.compatibility_sets`), by position."""

    def __init__(self, players: Sequence[PlayerHistory], forced: frozenset[PlayerId]) -> None:
        self.players = list(players)
        self.pos = {p.id: i for i, p in enumerate(self.players)}
        self.adj: list[set[int]] = compatibility_sets(self.players, forced)

    def compatible(self, a: PlayerHistory, b: PlayerHistory) -> bool:
        """C.1 and C.3 allow a and b to meet."""
        return self.pos[b.id] in self.adj[self.pos[a.id]]


class Burstein(SwissEngine):
    """The Burstein System (2017-2025 text): its seeding rounds, paired by ``seeding`` (the
    FIDE (Dutch) System, 2017 rules: the registry hands it over, so that the systems stay
    independent packages), and its round (:class:`_Round`)."""

    system = PairingSystem.BURSTEIN
    title = "Burstein System"
    edition = "2017-2025"

    def __init__(self, seeding: PairingEngine) -> None:
        self.seeding = SeedingRound(seeding)

    def for_round(self, t: Tournament, round_no: int) -> PairingEngine:
        """A.5: a seeding round is paired by the FIDE (Dutch) System (2017 rules)."""
        if t.rounds_total is None:
            if round_no <= 4:
                raise ConfigError(
                    "the number of rounds (XXR) is needed to count the Burstein seeding rounds "
                    "(A.5)"
                )
        elif round_no <= seeding_rounds(t.rounds_total):
            return self.seeding
        return self

    def begin(self, setup: RoundSetUp) -> SystemRound:
        """The round after the seeding rounds."""
        return _Round(setup)


class SeedingRound(PairingEngine):
    """A.5: a seeding round is paired (and explained) by the Dutch engine; its explanation says
    so in the round's title."""

    def __init__(self, dutch: PairingEngine) -> None:
        self.dutch = dutch

    def pair(self, request: RoundRequest) -> RoundPairing:
        """The Dutch (2017) pairing of the seeding round."""
        trace = request.trace
        sink = _SeedingRoundTrace(trace) if trace.enabled else trace
        return self.dutch.pair(replace(request, trace=sink))


class _Round(SystemRound):
    """One round after the seeding rounds: A.6/A.7 ranking, B.0 bye, brackets, E colours."""

    def __init__(self, setup: RoundSetUp) -> None:
        self.setup = setup
        scores = {pid: h.score for pid, h in setup.players.items()}
        self.index = index_2017(setup.tournament, setup.round_no, scores, setup.unit)
        self.ranking = Ranking(self.index)
        self.order = sorted(setup.players.values(), key=lambda p: (-p.score, *self.ranking.key(p)))

    def _index_text(self, p: PlayerHistory) -> str:
        o, unit = self.index[p.id], self.setup.unit
        return (
            f"BH {points_text(o.buchholz, unit)}, SB {points_text(o.sonneborn_berger, unit * unit)}"
        )

    def facts(self) -> list[PlayerFacts]:
        """A.6/A.7: the opposition index is shown in the players' float column."""
        return [player_facts(p, self.setup.unit, floats=self._index_text(p)) for p in self.order]

    def pair(self) -> Outcome:
        """B.0 the PAB, then the brackets from the top (C.4 kept), then E.0-E.4."""
        s = self.setup
        graph = _Graph(self.order, s.forced)
        pairable = CardinalityMatcher(graph.adj)
        bye = _assign_bye(self.order, pairable, self.ranking, s.round_no)
        if bye is not None and not pairable.remove([graph.pos[bye.id]]):
            raise NoValidPairing(s.round_no, "the absolute criteria C.1-C.3 cannot all be met")
        if not pairable.perfect:
            raise NoValidPairing(s.round_no, "the absolute criteria C.1-C.3 cannot all be met")
        if bye is not None and s.trace.enabled:
            s.trace.emit(self._bye_event(bye))
        players = [p for p in self.order if p is not bye]
        pairs = self._brackets(players, graph, pairable)
        return Outcome(self._colours(pairs), bye.id if bye else None)

    def _bye_event(self, bye: PlayerHistory) -> ByeAssigned:
        o, unit = self.index[bye.id], self.setup.unit
        return ByeAssigned(
            player=bye.id,
            articles=("B.0", "C.2", "C.4"),
            detail=(
                f"{bye.id} may have it (C.2), the others can all be paired, and he has the "
                f"lowest score ({points_text(bye.score, unit)}), then the most games played "
                f"({len(bye.colours)}), then the lowest ranking (Buchholz "
                f"{points_text(o.buchholz, unit)}, SB "
                f"{points_text(o.sonneborn_berger, unit * unit)})"
            ),
        )

    def _brackets(
        self, players: list[PlayerHistory], graph: _Graph, pairable: CardinalityMatcher
    ) -> list[Pair]:
        """B.1/B.2 for each scoregroup from the top, with the floaters of the one above."""
        s = self.setup
        scores = sorted({p.score for p in players}, reverse=True)
        groups = [[p for p in players if p.score == sc] for sc in scores]
        pairs: list[Pair] = []
        floaters: list[PlayerHistory] = []
        for gi in range(len(groups)):
            s.progress.check_cancelled()
            s.progress.step(gi, len(groups), f"bracket {gi + 1} of {len(groups)}")
            res, pairable = self._bracket(gi, groups, floaters, graph, pairable)
            pairs.extend(res.pairs)
            floaters = res.floaters
        s.progress.step(len(groups), len(groups), "colours")
        return pairs

    def _bracket(
        self,
        gi: int,
        groups: Sequence[Sequence[PlayerHistory]],
        floaters: Sequence[PlayerHistory],
        graph: _Graph,
        pairable: CardinalityMatcher,
    ) -> tuple[Paired, CardinalityMatcher]:
        """One bracket; C.4 (and C.7 "besides C.4 compliance") re-pair it in completion mode.

        Returns its pairing and the matcher of the players still to pair after it."""
        residents = groups[gi]
        bracket = sorted([*floaters, *residents], key=self.ranking.key)
        incoming = frozenset(p.id for p in floaters)
        following = groups[gi + 1] if gi + 1 < len(groups) else []
        lower = [p for g in groups[gi + 1 :] for p in g]
        res = solve(bracket, incoming, following, (), graph.compatible)
        before = pairable.clone()
        completed = pairable.remove_pairs(_positions(graph, res.pairs))
        redone_for_c7 = False
        if completed and not _c7_complies_with_c4(graph, pairable, res, following, lower):
            pairable, completed, redone_for_c7 = before, False, True
        if not completed:
            # C.4: choose the outgoing floaters so that the round-pairing can be completed
            res = solve(bracket, incoming, following, lower, graph.compatible)
            if not pairable.remove_pairs(_positions(graph, res.pairs)):
                raise NoValidPairing(
                    self.setup.round_no, f"bracket {gi + 1} cannot complete the round"
                )
        if not lower and res.floaters:
            left = ", ".join(str(p.id) for p in res.floaters)
            raise NoValidPairing(self.setup.round_no, f"the last bracket cannot pair {left}")
        if self.setup.trace.enabled:
            kind = BursteinBracket.of(not following, not completed, redone_for_c7)
            deciding = _deciding(bracket, res, completed, redone_for_c7, graph.compatible)
            _trace_bracket(
                self.setup, gi + 1, kind, bracket, incoming, residents, following, res, deciding
            )
        return res, pairable

    def _colours(self, pairs: Sequence[Pair]) -> tuple[Board, ...]:
        """E.0-E.4 for every pair; the pair is (higher ranked, lower ranked) by A.7."""
        s = self.setup
        boards: list[Board] = []
        for a, b in pairs:
            d = allocate(a, b, s.initial_colour, True, True)
            boards.append(Board(d.white.id, d.black.id))
            if s.trace.enabled:
                s.trace.emit(ColourAllocated(d.white.id, d.black.id, d.rule, RULE_TEXT[d.rule]))
        return tuple(boards)


class _SeedingRoundTrace:
    """Names the Burstein seeding round in the title of the Dutch engine's explanation."""

    def __init__(self, inner: TraceSink) -> None:
        self.inner = inner
        self.enabled = inner.enabled

    def emit(self, event: TraceEvent) -> None:
        if isinstance(event, RoundStarted):
            event = replace(
                event, system=f"{event.system} (a Burstein seeding round, C.04.4.2 A.5)"
            )
        self.inner.emit(event)


def _c7_complies_with_c4(
    graph: _Graph,
    pairable: CardinalityMatcher,
    res: Paired,
    following: Sequence[PlayerHistory],
    lower: Sequence[PlayerHistory],
) -> bool:
    """C.7: the following bracket is to comply with "C.4, C.5 and C.6 ... in the best possible
    way (i.e., besides C.4 compliance, the number of pairs must be maximized ...)". The bracket
    was paired valuing the following bracket without C.4 (reading N9). That value stands when
    the following bracket's best pairing for these floaters still lets the round be completed;
    otherwise the bracket is paired again in completion mode, where C.7 counts only pairings
    that complete the round.
    """
    if not res.floaters or len(lower) == len(following):
        # no floaters: C.7 has nothing to choose; the following bracket is the last one: a
        # complete round-pairing pairs it completely, the best it can do anyway
        return True
    ahead = following_pairs(res.floaters, following, graph.compatible)
    return pairable.clone().remove_pairs(_positions(graph, ahead))


def _positions(
    graph: _Graph, pairs: Sequence[tuple[PlayerHistory, PlayerHistory]]
) -> list[tuple[int, int]]:
    return [(graph.pos[a.id], graph.pos[b.id]) for a, b in pairs]


def _assign_bye(
    order: Sequence[PlayerHistory],
    everyone: CardinalityMatcher,
    ranking: Ranking,
    round_no: int,
) -> PlayerHistory | None:
    """B.0: the PAB goes to the player who a. may have it (C.2), b. leaves a pairable field
    (C.4), c. has the lowest score, d. has played the most games, e. ranks lowest (A.7)."""
    if len(order) % 2 == 0:
        return None
    leaves_pairable = everyone.left_out_alone()  # positions: the others pair completely
    candidates = [
        p for k, p in enumerate(order) if criteria.c2_may_get_pab(p) and k in leaves_pairable
    ]
    if not candidates:
        raise NoValidPairing(round_no, "no player may receive the pairing-allocated bye (B.0)")
    # d. "played the highest number of games": games played over the board (reading N5)
    return min(candidates, key=lambda p: (p.score, -len(p.colours), *_negate(ranking.key(p))))


def _negate(key: tuple[int, int, int]) -> tuple[int, int, int]:
    return (-key[0], -key[1], -key[2])


def _deciding(
    bracket: Sequence[PlayerHistory],
    res: Paired,
    completed: bool,
    redone_for_c7: bool,
    compatible: Callable[[PlayerHistory, PlayerHistory], bool],
) -> tuple[str, ...]:
    """Why the accepted pairing is not D.1's first one (No. 1 v. the last, No. 2 v. ...)."""
    half = len(bracket) // 2
    first = [(bracket[i], bracket[len(bracket) - 1 - i]) for i in range(half)]
    if {frozenset((a.id, b.id)) for a, b in first} == {
        frozenset((a.id, b.id)) for a, b in res.pairs
    }:
        return ()
    out: list[str] = []
    if redone_for_c7:
        out.append(
            "C.7: the following bracket must be able to pair these floaters and still let the "
            "round-pairing be completed (C.4)"
        )
    elif not completed:
        out.append("C.4: the outgoing floaters must let the round-pairing be completed")
    blocked = [f"{a.id}-{b.id}" for a, b in first if not compatible(a, b)]
    if blocked:
        out.append(f"C.1/C.3: {', '.join(blocked)} may not be paired")
    clashes = sum(1 for a, b in first if criteria.colour_clash(a, b))
    if not blocked and res.colour_clashes < clashes:
        out.append(
            f"C.8: {res.colour_clashes} player(s) without their colour preference instead of "
            f"{clashes}"
        )
    if not out:
        out.append("C.5-C.7: more pairs, or better floaters, than the first pairing")
    return tuple(out)


def _trace_bracket(
    setup: RoundSetUp,
    index: int,
    kind: BursteinBracket,
    bracket: Sequence[PlayerHistory],
    incoming: frozenset[int],
    residents: Sequence[PlayerHistory],
    following: Sequence[PlayerHistory],
    res: Paired,
    deciding: tuple[str, ...],
) -> None:
    for event in bracket_events(
        index,
        kind,
        setup.points(residents[0].score) if residents else "",
        residents,
        [(p, setup.points(p.score)) for p in bracket if p.id in incoming],
        bracket,
        res.pairs,
        res.floaters,
        following,
        deciding,
    ):
        setup.trace.emit(event)

"""C.04.3 A.9: the round-pairing, bracket by bracket from the top scoregroup down.

The round itself (the players, the initial colour, the trace's start, the board order) is the
skeleton's (:mod:`engine.pairing.common.round`); :class:`DutchEngine` adds the Dutch reading of
the histories and :class:`DutchRound` the procedure. Each bracket is paired by
:class:`BracketSolver`. If the downfloaters of the bracket just paired, together with all
remaining players, cannot complete the round-pairing, that bracket is the PPB: it is re-paired
choosing its downfloaters so as to complete the round (C.4), and its downfloaters with every
lower player form the collapsed last bracket (CLB). 2026: no collapse; C4 re-pairs the bracket.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import partial

from engine.errors import NoValidPairing
from engine.explain.events_dutch import (
    BracketRole,
    DutchByeAssigned,
    DutchColourAllocated,
    DutchEvent,
    Preference,
    Strength,
)
from engine.explain.render_dutch import trace_event
from engine.explain.trace import NULL_TRACE, Collapsed, PlayerFacts, TraceSink
from engine.model import Colour, PlayerId, Tournament
from engine.pairing.api import NO_PROGRESS, Board, ProgressSink, RoundPairing
from engine.pairing.common.history import Float, PlayerHistory, build_histories
from engine.pairing.common.round import (
    Outcome,
    RoundSetUp,
    SwissEngine,
    SystemRound,
    player_facts,
)
from engine.pairing.dutch.bracket import BracketResult, BracketSolver, Mode, rank_key
from engine.pairing.dutch.colours import allocate
from engine.pairing.dutch.completion import completable, lookahead_extends
from engine.pairing.dutch.editions import Edition

__all__ = ["DUTCH_2017", "DUTCH_2026", "DutchEngine", "completable", "pair_dutch"]


def pair_dutch(
    t: Tournament,
    round_no: int,
    progress: ProgressSink = NO_PROGRESS,
    trace: TraceSink = NULL_TRACE,
    forced: tuple[PlayerId, PlayerId] | None = None,
    edition: Edition = Edition.D2017,
    shortcuts: bool = True,
) -> RoundPairing:
    """Pair ``round_no`` of ``t`` with the FIDE (Dutch) System (2017 rules by default).

    ``forced`` (for "why not A against B?") pairs the round as if A and B could meet nobody
    but each other; everything else follows the rules unchanged. ``shortcuts=False`` decides
    every bracket by the general matching (the plain path the shortcuts are compared with).
    """
    engine = DUTCH_2026 if edition is Edition.D2026 else DUTCH_2017
    if not shortcuts:
        engine = DutchEngine(edition, shortcuts=False)
    return engine.pair_round(t, round_no, progress=progress, trace=trace, forced=forced)


class DutchEngine(SwissEngine):
    """The FIDE (Dutch) System of one edition on the round skeleton."""

    title = "FIDE (Dutch) System"

    def __init__(self, rules: Edition = Edition.D2017, *, shortcuts: bool = True) -> None:
        self.rules = rules
        self.edition = rules.value  # the articles the explanation cites
        self.shortcuts = shortcuts

    def histories(self, t: Tournament, round_no: int) -> dict[PlayerId, PlayerHistory]:
        """The players to pair; 2026 reads the unplayed rounds' floats and byes its own way
        (1.4.3, 1.4.4, C2: :func:`~engine.pairing.common.history.build_histories`)."""
        return build_histories(t, round_no, edition_2026=self.rules is Edition.D2026)

    def begin(self, setup: RoundSetUp) -> DutchRound:
        """The round's Dutch procedure."""
        return DutchRound(setup, self.rules, self.shortcuts)


DUTCH_2017 = DutchEngine(Edition.D2017)
DUTCH_2026 = DutchEngine(Edition.D2026)


class DutchRound(SystemRound):
    """One round by the Dutch rules: the players in rank order (A.2), then the brackets."""

    def __init__(self, setup: RoundSetUp, rules: Edition, shortcuts: bool) -> None:
        self.setup = setup
        self.rules = rules
        self.shortcuts = shortcuts
        self.players = sorted(setup.players.values(), key=rank_key)

    def facts(self) -> list[PlayerFacts]:
        """Every player as the rules see him, floats two rounds before then the previous round
        (A.4.b: D down, U up, - none)."""
        letter = {Float.DOWN: "D", Float.UP: "U", Float.NONE: "-"}
        unit = self.setup.unit
        return [
            player_facts(p, unit, floats="".join(letter[p.float_before(k)] for k in (2, 1)))
            for p in self.players
        ]

    def topscorers(self) -> tuple[int, ...]:
        """A.7: the topscorers (the final round only)."""
        return tuple(p.id for p in self.players if p.topscorer)

    def pair(self) -> Outcome:
        """The absolute criteria first (A.9), 2026 C5's PAB score, then the brackets from the
        top and the colours (E.1-E.5)."""
        setup = self.setup
        players = self.players
        if not completable(players, setup.forced):
            raise NoValidPairing(setup.round_no, "the absolute criteria C.1-C.3 cannot all be met")
        if self.rules is Edition.D2026 and len(players) % 2 == 1:
            players = _lowest_pab_score(players, setup.forced)
        rnd = _Round(
            setup.round_no,
            self.rules,
            setup.forced,
            self.shortcuts,
            setup.initial_colour,
            setup.unit,
            len(players),
            setup.trace,
        )
        results = rnd.pair_brackets(_score_groups(players), setup.progress)
        boards, bye = _boards(results, setup.initial_colour, setup.trace)
        return Outcome(tuple(boards), bye)


def _lowest_pab_score(
    players: list[PlayerHistory], force: frozenset[PlayerId]
) -> list[PlayerHistory]:
    """2026 C5: the PAB goes to the lowest score with which the round can be completed;
    fixed here for the whole field, it bars higher scores from the PAB in every bracket."""
    for s in sorted({p.score for p in players if p.pab_eligible}):
        limited = [replace(p, pab_eligible=p.pab_eligible and p.score <= s) for p in players]
        if completable(limited, force):
            return limited
    return players


def _score_groups(players: Sequence[PlayerHistory]) -> list[list[PlayerHistory]]:
    """A.3: the scoregroups, highest score first (players in rank order within each)."""
    scores = sorted({p.score for p in players}, reverse=True)
    return [[p for p in players if p.score == s] for s in scores]


@dataclass(slots=True)
class _Round:
    """One round being paired bracket by bracket: what every bracket solver shares, the
    number of the next bracket in the trace, the results so far."""

    round_no: int
    edition: Edition
    force: frozenset[PlayerId]
    shortcuts: bool
    init: Colour
    unit: int
    field_size: int  # players in the pairing (odd: one of them receives the PAB)
    trace: TraceSink
    index: int = 0

    @property
    def new_rules(self) -> bool:
        """The 2026 text pairs the round."""
        return self.edition is Edition.D2026

    def solver(
        self,
        mdps: Sequence[PlayerHistory],
        residents: Sequence[PlayerHistory],
        mode: Mode,
        *,
        following: Sequence[PlayerHistory] = (),
        lower: Sequence[PlayerHistory] = (),
        following_is_last: bool = False,
        lookahead_extends: Callable[[], bool] | None = None,
        c9_floater: bool = False,
    ) -> BracketSolver:
        """A bracket solver with the round's settings and the mode's own."""
        return BracketSolver(
            mdps,
            residents,
            mode,
            self.init,
            following=following,
            lower=lower,
            unit=self.unit,
            forced=self.force,
            edition=self.edition,
            c9_floater=c9_floater,
            following_is_last=following_is_last,
            shortcuts=self.shortcuts,
            lookahead_extends=lookahead_extends,
        )

    def solve(self, solver: BracketSolver) -> BracketResult:
        """Pair a bracket; a completion the rules cannot meet ends the round."""
        try:
            return solver.solve()
        except ValueError as exc:
            raise NoValidPairing(self.round_no, str(exc)) from exc

    def run(self, solver: BracketSolver, role: BracketRole) -> BracketResult:
        """Pair a bracket and record it as the next one of the round."""
        res = self.solve(solver)
        self.record(solver, res, role)
        return res

    def record(self, solver: BracketSolver, res: BracketResult, role: BracketRole) -> None:
        """Number the bracket and, when somebody listens, trace its decisions."""
        self.index += 1
        if self.trace.enabled:
            _emit(self.trace, solver.trace_events(res, self.index, role))

    def pair_brackets(
        self, groups: list[list[PlayerHistory]], progress: ProgressSink
    ) -> list[BracketResult]:
        """Pair the scoregroups from the top down (A.9); the MDPs of each bracket are the
        downfloaters of the one before."""
        results: list[BracketResult] = []
        mdps: list[PlayerHistory] = []
        total = len(groups)
        for gi, residents in enumerate(groups):
            progress.check_cancelled()
            progress.step(gi, total, f"bracket {gi + 1} of {total}")
            if gi == total - 1:
                last = self.solver(mdps, residents, Mode.LAST)
                results.append(self.run(last, BracketRole.LAST))
                break
            paired, downfloaters = self.bracket(groups, gi, mdps)
            results += paired
            if downfloaters is None:
                break  # the CLB paired everybody left
            mdps = downfloaters
        progress.step(total, total, "colours")
        return results

    def bracket(
        self, groups: list[list[PlayerHistory]], gi: int, mdps: list[PlayerHistory]
    ) -> tuple[list[BracketResult], list[PlayerHistory] | None]:
        """Pair scoregroup ``gi`` (not the last) with ``mdps``: its results and downfloaters,
        or None when it ended the round (2017: the PPB and the CLB)."""
        residents = groups[gi]
        lower = [p for g in groups[gi + 1 :] for p in g]
        solver = self.solver(
            mdps,
            residents,
            Mode.NORMAL,
            following=groups[gi + 1],
            following_is_last=gi + 1 == len(groups) - 1,
            lookahead_extends=(
                partial(lookahead_extends, groups, gi, self.force) if self.new_rules else None
            ),
        )
        res = self.solve(solver)
        single_pab = self.new_rules and self._single_pab(res)
        if completable(self._rest(res, lower), self.force) and not single_pab:
            self.record(solver, res, BracketRole.NORMAL)
            return [res], res.downfloaters
        if self.new_rules:
            c4 = self._complete_c4(mdps, residents, groups[gi + 1], lower, single_pab)
            return [c4], c4.downfloaters
        return self._collapse(mdps, residents, lower, res), None

    def _rest(self, res: BracketResult, lower: list[PlayerHistory]) -> list[PlayerHistory]:
        """Who is left to pair after the bracket: its downfloaters and every lower player;
        2026 C8 counts the following bracket's pairs within a complete round-pairing (C4, C5
        hold there too): the look-ahead's pairs must themselves be completable."""
        rest = res.downfloaters + lower
        if self.new_rules and res.lookahead:
            used = {p.id for pair in res.lookahead for p in pair}
            rest = [p for p in rest if p.id not in used]
        return rest

    def _single_pab(self, res: BracketResult) -> bool:
        """2026 C9's note: the bracket downfloats exactly one player, who may take the PAB
        (the field is odd)."""
        return (
            self.field_size % 2 == 1
            and len(res.downfloaters) == 1
            and res.downfloaters[0].pab_eligible
        )

    def _complete_c4(
        self,
        mdps: list[PlayerHistory],
        residents: list[PlayerHistory],
        following: list[PlayerHistory],
        lower: list[PlayerHistory],
        single_pab: bool,
    ) -> BracketResult:
        """2026 C4: no collapse; the bracket is re-paired so that the rest stays completable
        (also when its one downfloater may end up with the PAB: C9 then chooses him)."""
        c4_solver = partial(self.solver, mdps, residents, Mode.C4, following=following, lower=lower)
        c9 = single_pab
        if not c9 and self.field_size % 2 == 1:
            # C6 fixes how many the re-paired bracket sends down, before C9; when it is
            # one player who may take the PAB, he is the one who receives it (C5 fixed the
            # PAB score: no lower player can), so C9 chooses him (x26_0630 round 7)
            first = self.solve(c4_solver(c9_floater=False))
            c9 = self._single_pab(first)
        return self.run(c4_solver(c9_floater=c9), BracketRole.C4)

    def _collapse(
        self,
        mdps: list[PlayerHistory],
        residents: list[PlayerHistory],
        lower: list[PlayerHistory],
        res: BracketResult,
    ) -> list[BracketResult]:
        """A.9 (2017): this bracket is the PPB; re-pair it so that the CLB can be completed
        (C.4), then pair the CLB: its downfloaters with every lower player."""
        if self.trace.enabled:
            self.trace.emit(
                Collapsed(
                    bracket=self.index + 1,
                    downfloaters=tuple(p.id for p in res.downfloaters),
                    collapsed=tuple(p.id for p in lower),
                )
            )
        ppb = self.run(self.solver(mdps, residents, Mode.PPB, lower=lower), BracketRole.PPB)
        clb = self.run(self.solver(ppb.downfloaters, lower, Mode.LAST), BracketRole.CLB)
        return [ppb, clb]


def _boards(
    results: list[BracketResult], init: Colour, trace: TraceSink
) -> tuple[list[Board], PlayerId | None]:
    """E.1-E.5 for every pair, bracket by bracket, and the PAB (C.04.1.c, C.2, A.9)."""
    boards: list[Board] = []
    bye: PlayerId | None = None
    for res in results:
        for a, b in res.pairs:
            d = allocate(a, b, init)
            boards.append(Board(d.white.id, d.black.id))
            if trace.enabled:
                allocated = DutchColourAllocated(
                    d.white.id, d.black.id, d.rule, _preference(d.white), _preference(d.black)
                )
                _emit(trace, [allocated])
        if res.bye is not None:
            bye = res.bye.id
            if trace.enabled:
                _emit(trace, [DutchByeAssigned(bye, ("C.04.1.c", "C.2", "A.9"))])
    return boards, bye


def _emit(trace: TraceSink, events: list[DutchEvent]) -> None:
    """Hand the solver's typed events to the trace as the explanation's records.

    The seam between the engine and the words: :func:`engine.explain.render_dutch.trace_event`
    writes every sentence; the engine only states facts (:mod:`engine.explain.events_dutch`).
    """
    for event in events:
        trace.emit(trace_event(event))


def _preference(p: PlayerHistory) -> Preference:
    """A player's colour preference (A.6) as the trace events state it."""
    strength, colour = p.preference
    return Preference(Strength[strength.name], colour)

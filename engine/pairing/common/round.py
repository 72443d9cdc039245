"""One round of a Swiss system: the skeleton every pairing system fills in.

Every system pairs a round the same way around its own procedure:

1. the state the system reads (:meth:`SwissEngine.prepare`; the older Burstein text adds its
   imaginary point) and the players to pair: absences announced in advance and withdrawals
   are not paired (:func:`~.history.is_absent`), byes already given count as the history says
   (:meth:`SwissEngine.histories`);
2. the initial colour (C.04.2 E: drawn before round 1), checked here, once for every system
   (:func:`~.history.initial_colour_to_pair` raises
   :class:`~engine.errors.InitialColourNotSet`);
3. the trace's start: the round and every player as the system sees him (:func:`trace_round`);
4. the system's own procedure: its PAB, its brackets and its colours (:class:`SystemRound`);
5. the boards in publishing order (C.04.2 D.9) and the trace's final listing.

A system supplies an engine (:class:`SwissEngine`) and, for each round, a :class:`SystemRound`;
:data:`engine.pairing.registry.ENGINES` maps each :class:`~engine.model.PairingSystem` to its
engine, and :func:`engine.pairing.pair_round` looks it up.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.explain.events import NULL_TRACE, PlayerFacts, RoundPaired, RoundStarted, TraceSink
from engine.model import (
    Board,
    Colour,
    PairingSystem,
    PlayerId,
    PrefStrength,
    RoundPairing,
    Tournament,
)
from engine.pairing.api import NO_PROGRESS, ProgressSink
from engine.pairing.common.history import (
    PlayerHistory,
    build_histories,
    initial_colour_to_pair,
    is_absent,
    points_text,
    score_unit,
)
from engine.pairing.common.manual import AbsoluteCriteria, Violation, check_pairing
from engine.pairing.common.order import order_boards

Forced = tuple[PlayerId, PlayerId] | None
""""Why not A against B?": the pair that may meet nobody else (None: the ordinary pairing)."""


@dataclass(frozen=True, slots=True)
class RoundRequest:
    """A round to pair as :func:`engine.pairing.pair_round` asks for it: the tournament, the
    round, where progress and the trace go, and the "why not" pair."""

    tournament: Tournament
    round_no: int
    progress: ProgressSink = NO_PROGRESS
    trace: TraceSink = NULL_TRACE
    forced: Forced = None


@dataclass(frozen=True, slots=True)
class RoundSetUp:
    """What every system knows before its own procedure starts."""

    tournament: Tournament  # as the system reads it (the older Burstein text: with 3.3's point)
    round_no: int
    players: Mapping[PlayerId, PlayerHistory]  # the players to pair
    unit: int  # scores are integers in units of 1/unit point (:func:`~.history.score_unit`)
    initial_colour: Colour
    forced: frozenset[PlayerId]  # "why not A against B?": {A, B}; empty otherwise
    forced_pair: Forced  # the same pair as asked, (A, B)
    progress: ProgressSink
    trace: TraceSink

    @property
    def last_round(self) -> bool:
        """The round is the tournament's last one (XXR)."""
        rounds = self.tournament.rounds_total
        return rounds is not None and self.round_no == rounds

    def points(self, score: int) -> str:
        """A score in units as the explanation prints it (``"2.5"``)."""
        return points_text(score, self.unit)


@dataclass(frozen=True, slots=True)
class Outcome:
    """A system's pairing of a round, before the boards are put in publishing order."""

    boards: tuple[Board, ...]
    bye: PlayerId | None = None


class PairingEngine(ABC):
    """A pairing system as :func:`engine.pairing.pair_round` calls it, and the absolute
    criteria it holds a pairing made by hand to (:mod:`.manual`)."""

    criteria: AbsoluteCriteria = AbsoluteCriteria()

    def pair_round(
        self,
        t: Tournament,
        round_no: int,
        *,
        progress: ProgressSink = NO_PROGRESS,
        trace: TraceSink = NULL_TRACE,
        forced: Forced = None,
    ) -> RoundPairing:
        """Pair ``round_no`` of ``t``; only rounds before it are looked at."""
        return self.pair(RoundRequest(t, round_no, progress, trace, forced))

    @abstractmethod
    def pair(self, request: RoundRequest) -> RoundPairing:
        """Pair the round ``request`` names (each engine's one entry)."""

    def players_to_pair(self, t: Tournament, round_no: int) -> Mapping[PlayerId, PlayerHistory]:
        """The players of ``round_no`` and their histories as the system reads them."""
        return build_histories(t, round_no)

    def check_pairing(
        self, t: Tournament, round_no: int, boards: Sequence[Board], bye: PlayerId | None
    ) -> tuple[Violation, ...]:
        """What a pairing of ``round_no`` made by hand breaks of the system's absolute
        criteria (:func:`.manual.check_pairing`)."""
        last_round = t.rounds_total is not None and round_no == t.rounds_total
        players = self.players_to_pair(t, round_no)
        return check_pairing(players, boards, bye, self.criteria, last_round)


class SystemRound(ABC):
    """One round as a system sees it, once the skeleton has set it up."""

    @abstractmethod
    def facts(self) -> Sequence[PlayerFacts]:
        """Every player in the system's order, as the explanation shows him."""

    def topscorers(self) -> tuple[int, ...]:
        """The players the last round's exceptions apply to (the Dutch A.7); none elsewhere."""
        return ()

    @abstractmethod
    def pair(self) -> Outcome:
        """The system's procedure: PAB, brackets, colours (raises NoValidPairing)."""


class SwissEngine(PairingEngine):
    """The round skeleton; a system supplies its name, its round and, if it needs to, its
    reading of the state."""

    system: PairingSystem | None = None  # the system (and edition) whose rules it follows
    title: str = ""  # the system's name in the explanation
    edition: str = ""  # the text whose articles the explanation cites

    def for_round(self, t: Tournament, round_no: int) -> PairingEngine:
        """The engine that pairs this round: this one, unless the system hands the round to
        another (the Burstein seeding rounds, C.04.4.2 A.5)."""
        return self

    def prepare(self, t: Tournament, round_no: int) -> Tournament:
        """The tournament as the system reads it; unchanged unless the system says otherwise."""
        return t

    def histories(self, t: Tournament, round_no: int) -> dict[PlayerId, PlayerHistory]:
        """The players to pair and their histories (:func:`~.history.build_histories`)."""
        return build_histories(t, round_no)

    def players_to_pair(self, t: Tournament, round_no: int) -> Mapping[PlayerId, PlayerHistory]:
        """The histories of :meth:`histories`, of the state :meth:`prepare` reads."""
        return self.histories(self.prepare(t, round_no), round_no)

    @abstractmethod
    def begin(self, setup: RoundSetUp) -> SystemRound:
        """The system's round for ``setup``."""

    def pair(self, request: RoundRequest) -> RoundPairing:
        """Pair the round: set up, trace, the system's round, publishing order."""
        engine = self.for_round(request.tournament, request.round_no)
        if engine is not self:
            return engine.pair(request)
        setup = self.set_up(request)
        trace, round_no = setup.trace, setup.round_no
        system_round = self.begin(setup)
        if trace.enabled:
            trace_round(setup, self, system_round)
        if not setup.players:
            return RoundPairing(round_no, (), None)
        outcome = system_round.pair()
        pairing = RoundPairing(round_no, order_boards(outcome.boards, setup.players), outcome.bye)
        if trace.enabled:
            trace.emit(RoundPaired(tuple((b.white, b.black) for b in pairing.boards), pairing.bye))
        return pairing

    def set_up(self, request: RoundRequest) -> RoundSetUp:
        """Steps 1 and 2: the state, the players, the initial colour (checked once, here)."""
        round_no, forced = request.round_no, request.forced
        state = self.prepare(request.tournament, round_no)
        players = self.histories(state, round_no)
        return RoundSetUp(
            tournament=state,
            round_no=round_no,
            players=players,
            unit=score_unit(state),
            initial_colour=initial_colour_to_pair(state, round_no, len(players)),
            forced=frozenset(forced) if forced else frozenset(),
            forced_pair=forced,
            progress=request.progress,
            trace=request.trace,
        )


def absentees(t: Tournament, round_no: int) -> tuple[tuple[int, str], ...]:
    """The players not paired in ``round_no`` and why: ``"withdrawn"`` or ``"H bye (absent)"``."""
    out: list[tuple[int, str]] = []
    for reg in t.players:
        if is_absent(reg, round_no):
            if reg.withdrawn_from is not None and round_no >= reg.withdrawn_from:
                why = "withdrawn"
            else:
                why = f"{reg.entry(round_no).result.value.strip() or 'Z'} bye (absent)"
            out.append((int(reg.id), why))
    return tuple(out)


def trace_round(setup: RoundSetUp, engine: SwissEngine, system_round: SystemRound) -> None:
    """The trace's start: :class:`RoundStarted`, then one :class:`PlayerFacts` per player."""
    facts = system_round.facts()
    setup.trace.emit(
        RoundStarted(
            round_no=setup.round_no,
            system=engine.title,
            edition=engine.edition,
            present=tuple(f.player for f in facts),
            absent=absentees(setup.tournament, setup.round_no),
            initial_colour="white" if setup.initial_colour is Colour.WHITE else "black",
            final_round=setup.last_round,
            topscorers=system_round.topscorers(),
            pab_needed=len(facts) % 2 == 1,
            rounds_total=setup.tournament.rounds_total,
            pairing_system=engine.system,
        )
    )
    for f in facts:
        setup.trace.emit(f)


def preference_text(strength: PrefStrength | None, colour: Colour | None) -> str:
    """A colour preference as the explanation writes it: ``"strong W"``, ``"none"``; a colour
    due without a strength (Lim) as ``"white"``.

    >>> preference_text(PrefStrength.STRONG, Colour.WHITE), preference_text(None, Colour.BLACK)
    ('strong W', 'black')
    """
    if colour is None:
        return "none"
    if strength is None:
        return colour.name.lower()
    return f"{strength.name.lower()} {'W' if colour is Colour.WHITE else 'B'}"


def player_facts(
    p: PlayerHistory,
    unit: int,
    *,
    preference: tuple[PrefStrength | None, Colour | None] | None = None,
    floats: str = "--",
) -> PlayerFacts:
    """What the explanation shows of one player; ``preference`` (strength, colour) and
    ``floats`` are the system's own (by default the colour preference of C.04.3 A.6 and no
    float history; a strength of None: a colour due without a strength, as Lim's)."""
    strength, colour = p.preference if preference is None else preference
    return PlayerFacts(
        player=p.id,
        score=points_text(p.score, unit),
        points=points_text(p.points, unit),
        colours="".join("W" if c is Colour.WHITE else "B" for c in p.colours),
        colour_difference=p.colour_difference,
        preference=preference_text(strength, colour),
        floats=floats,
        pab_eligible=p.pab_eligible,
        opponents=tuple(sorted(p.opponents)),
        preference_colour=colour,
        preference_strength=strength,
    )

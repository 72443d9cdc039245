"""Which engine pairs which system: one table, no if-chains (:func:`engine.pairing.pair_round`).

Each Swiss system supplies a :class:`~engine.pairing.common.round.SwissEngine` (the round
skeleton of :mod:`engine.pairing.common.round` with its own procedure); the Dutch engine still
pairs its rounds whole through its entry function (:class:`DutchRound`), and a round-robin
round is the Berger table's (C.05 7.5: every round is known from the start).

The table holds how to make each engine, not the engines: a system's package is imported the
first time a round is paired with it, so pairing by the Dutch rules does not import the other
five systems and the round-robin tables (0.3 s of a 150-player ``swiss-pair -p``'s 1.3 s).
The engines hold no state, so making one per lookup is free.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import replace
from types import MappingProxyType

from engine.explain.events import RoundStarted, TraceEvent, TraceSink
from engine.model import PairingSystem, PlayerId, RoundPairing, Tournament
from engine.pairing.common.history import PlayerHistory, build_histories
from engine.pairing.common.manual import AbsoluteCriteria, NoCriteria
from engine.pairing.common.round import PairingEngine, RoundRequest
from engine.pairing.dutch.editions import Edition
from engine.pairing.dutch.engine import pair_dutch


class DutchCriteria(AbsoluteCriteria):
    """C.1-C.3 of the Dutch rules; C.3 exempts a pair with a topscorer (A.7)."""

    topscorers_exempt = True

    def __init__(self, edition: Edition) -> None:
        if edition is Edition.D2026:  # the 2026 text numbers the criteria without the dot
            self.meet, self.colour, self.pab = "C1", "C3", "C2"


class DutchRound(PairingEngine):
    """The FIDE (Dutch) System of one edition, through :func:`~.dutch.engine.pair_dutch`."""

    def __init__(self, edition: Edition) -> None:
        self.edition = edition
        self.criteria = DutchCriteria(edition)

    def players_to_pair(self, t: Tournament, round_no: int) -> Mapping[PlayerId, PlayerHistory]:
        """The histories of the edition (the 2026 floats and PAB bar, 1.4.3/1.4.4)."""
        return build_histories(t, round_no, edition_2026=self.edition is Edition.D2026)

    def pair(self, request: RoundRequest) -> RoundPairing:
        """Pair the round by the Dutch rules of :attr:`edition`."""
        system = (
            PairingSystem.DUTCH_2026 if self.edition is Edition.D2026 else PairingSystem.DUTCH_2017
        )
        r, trace = request, request.trace
        sink = _Stamped(trace, system) if trace.enabled else trace
        return pair_dutch(r.tournament, r.round_no, r.progress, sink, r.forced, self.edition)


class _Stamped:
    """Names the system in the round's :class:`RoundStarted` (the Dutch engine writes its own
    start of the trace; the skeleton's, :func:`.common.round.trace_round`, names it)."""

    def __init__(self, inner: TraceSink, system: PairingSystem) -> None:
        self.inner = inner
        self.enabled = inner.enabled
        self.system = system

    def emit(self, event: TraceEvent) -> None:
        """Pass the event on, the round's start with its system."""
        if isinstance(event, RoundStarted) and event.pairing_system is None:
            event = replace(event, pairing_system=self.system)
        self.inner.emit(event)


class RoundRobinTables(PairingEngine):
    """A round-robin round: the Berger table's boards (C.05 Annex 1), whatever the results."""

    criteria = NoCriteria()  # the table decides who meets whom, in both cycles

    def pair(self, request: RoundRequest) -> RoundPairing:
        """The table's pairing of the round (no trace: nothing is chosen)."""
        from engine.roundrobin.event import pair_round_robin

        return pair_round_robin(request.tournament, request.round_no)


def _burstein() -> PairingEngine:
    from engine.pairing.burstein.engine import Burstein

    return Burstein(seeding=DutchRound(Edition.D2017))  # A.5: the initial seeding is Dutch


def _burstein_legacy() -> PairingEngine:
    from engine.pairing.burstein.legacy import BURSTEIN_LEGACY

    return BURSTEIN_LEGACY


def _dubov() -> PairingEngine:
    from engine.pairing.dubov.engine import DUBOV

    return DUBOV


def _dubov_legacy() -> PairingEngine:
    from engine.pairing.dubov.legacy import DUBOV_LEGACY

    return DUBOV_LEGACY


def _lim() -> PairingEngine:
    from engine.pairing.lim.engine import LIM

    return LIM


def _lim_maxi() -> PairingEngine:
    from engine.pairing.lim.engine import LIM_MAXI

    return LIM_MAXI


_MAKERS: Mapping[PairingSystem, Callable[[], PairingEngine]] = MappingProxyType(
    {
        PairingSystem.DUTCH_2017: lambda: DutchRound(Edition.D2017),
        PairingSystem.DUTCH_2026: lambda: DutchRound(Edition.D2026),
        PairingSystem.BURSTEIN: _burstein,
        PairingSystem.BURSTEIN_LEGACY: _burstein_legacy,
        PairingSystem.DUBOV: _dubov,
        PairingSystem.DUBOV_LEGACY: _dubov_legacy,
        PairingSystem.LIM: _lim,
        PairingSystem.LIM_MAXI: _lim_maxi,
        PairingSystem.ROUND_ROBIN: RoundRobinTables,
    }
)


class _Engines(Mapping[PairingSystem, PairingEngine]):
    """The engine of each system, made when it is looked up (see the module)."""

    def __getitem__(self, system: PairingSystem) -> PairingEngine:
        return _MAKERS[system]()

    def __iter__(self) -> Iterator[PairingSystem]:
        return iter(_MAKERS)

    def __len__(self) -> int:
        return len(_MAKERS)


ENGINES: Mapping[PairingSystem, PairingEngine] = _Engines()
"""The engine of every system the program pairs."""

"""Trace events: the record of the pairing engine's own decisions (C.04.1.i transparency).

The engine emits these while it pairs; renderers (plain text, JSON, the GUI tree) only show
them. Nothing here re-derives a pairing. Events carry pairing numbers (``int``) and scores as
strings of points (``"2.5"``) so that every renderer shows the same numbers; the system whose
rules paired the round, colours and preference strengths are typed (:mod:`engine.model`).

This module is a leaf below the pairing systems: it imports nothing but the model, so that
the engine can emit its events without knowing how they are shown (a system's own events are
in ``events_<system>.py`` beside it; :mod:`engine.explain.trace` is this module's old name).

A sink with ``enabled = False`` (:data:`NULL_TRACE`) costs nothing: the engine builds costly
detail only under ``if trace.enabled:``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from engine.model import Colour, PairingSystem, PrefStrength

Pair = tuple[int, int]


@dataclass(frozen=True, slots=True)
class TraceEvent:
    """Base of every event."""


@dataclass(frozen=True, slots=True)
class RoundStarted(TraceEvent):
    """The round to pair and who takes part."""

    round_no: int
    system: str  # "FIDE Dutch (2017 rules)"
    edition: str  # "2017" / "2026": the article numbers the events cite
    present: tuple[int, ...]
    absent: tuple[tuple[int, str], ...]  # (player, why: "H bye", "Z bye", "withdrawn", ...)
    initial_colour: str  # "white" / "black"
    final_round: bool
    topscorers: tuple[int, ...]
    pab_needed: bool
    rounds_total: int | None = None  # XXR: the number of rounds of the tournament
    pairing_system: PairingSystem | None = None  # whose rules paired it: picks the renderer


@dataclass(frozen=True, slots=True)
class PlayerFacts(TraceEvent):
    """What the rules see of one player before the round (A.2, A.4, A.6, C.2)."""

    player: int
    score: str  # pairing score (points plus acceleration)
    points: str
    colours: str  # played colours, oldest first, e.g. "WBW"
    colour_difference: int
    preference: str  # "none", "mild W", "strong B", "absolute W"
    floats: str  # last two rounds' floats, older first: "D-", "-U", "--"
    pab_eligible: bool
    opponents: tuple[int, ...]
    preference_colour: Colour | None = None  # the colour preferred (Lim: the colour due)
    preference_strength: PrefStrength | None = None  # A.6 (Dubov A.5); None: Lim's due colour


@dataclass(frozen=True, slots=True)
class CriterionValue:
    """One criterion's value for a candidate (lower is better unless stated)."""

    article: str  # "C.10"
    value: str  # "2" or a PSD list "[1, 0, 0]"


@dataclass(frozen=True, slots=True)
class BracketStarted(TraceEvent):
    """A bracket about to be paired (A.3, B.1, B.2)."""

    index: int  # 1-based, in pairing order
    kind: str  # "homogeneous", "heterogeneous", "PPB", "CLB", "last"
    score: str  # the residents' score (the collapsed scoregroup: its lowest score)
    residents: tuple[int, ...]
    mdps: tuple[tuple[int, str], ...]  # moved-down players with their scores
    m0: int
    max_pairs: int
    m1: int
    s1: tuple[int, ...]  # original S1 (B.2)
    s2: tuple[int, ...]
    limbo: tuple[int, ...]
    following: tuple[int, ...] = ()  # the next scoregroup, looked at by C.7


@dataclass(frozen=True, slots=True)
class CandidateRejected(TraceEvent):
    """The first candidate of B.3 (S1[i] against S2[i]) and why it is not perfect (B.4)."""

    bracket: int
    pairs: tuple[Pair, ...]
    downfloaters: tuple[int, ...]
    reasons: tuple[str, ...]  # "C.1: 4 and 17 already played in round 2", "C.10: 2 players ..."
    values: tuple[CriterionValue, ...] = ()


@dataclass(frozen=True, slots=True)
class BracketPaired(TraceEvent):
    """The accepted candidate of a bracket and what decided it (B.4-B.8, D.1-D.3)."""

    bracket: int
    pairs: tuple[Pair, ...]  # higher-ranked player first
    downfloaters: tuple[int, ...]
    bye: int | None
    perfect_first: bool  # B.4: the very first candidate was perfect
    mdp_pairing: tuple[Pair, ...]  # B.3: MDPs with their resident opponents
    exchange_out: tuple[int, ...]  # D.2: moved from the original S1(R) to S2(R)
    exchange_in: tuple[int, ...]  # D.2: moved from the original S2(R) to S1(R)
    s2_order: tuple[int, ...]  # D.1: S2 (or S2R) partners in S1 order
    deciding: tuple[str, ...]  # criteria on which it beats the first candidate, in priority
    values: tuple[CriterionValue, ...] = ()  # non-zero criteria of the accepted candidate
    costs: tuple[tuple[str, int], ...] = ()  # raw criterion costs (comparable, lower is better)


@dataclass(frozen=True, slots=True)
class Collapsed(TraceEvent):
    """A.9: the downfloaters cannot complete the round; the bracket becomes the PPB."""

    bracket: int
    downfloaters: tuple[int, ...]  # the set that could not be completed
    collapsed: tuple[int, ...]  # the players of the collapsed scoregroup


@dataclass(frozen=True, slots=True)
class ByeAssigned(TraceEvent):
    """The pairing-allocated bye (C.04.1.c, C.2, A.9 note)."""

    player: int
    articles: tuple[str, ...]
    detail: str


@dataclass(frozen=True, slots=True)
class ColourAllocated(TraceEvent):
    """E.1-E.5 for one board."""

    white: int
    black: int
    rule: str  # "E.1" ... "E.5"
    detail: str


@dataclass(frozen=True, slots=True)
class RoundPaired(TraceEvent):
    """The final listing, boards in publishing order (C.04.2 D.9)."""

    boards: tuple[Pair, ...]
    bye: int | None


class TraceSink(Protocol):
    """Receives trace events; ``enabled`` False means nobody listens."""

    @property
    def enabled(self) -> bool:
        """True when events are wanted."""
        ...

    def emit(self, event: TraceEvent) -> None:
        """Record one event."""
        ...


class _NullTrace:
    enabled = False

    def emit(self, event: TraceEvent) -> None:
        return None


NULL_TRACE: TraceSink = _NullTrace()


@dataclass(slots=True)
class ListTrace:
    """A sink that keeps every event in order."""

    events: list[TraceEvent] = field(default_factory=list)
    enabled: bool = True

    def emit(self, event: TraceEvent) -> None:
        """Append the event."""
        self.events.append(event)

"""The trace events under their old module name: :mod:`engine.explain.events` holds them."""

from __future__ import annotations

from engine.explain.events import (
    NULL_TRACE,
    BracketPaired,
    BracketStarted,
    ByeAssigned,
    CandidateRejected,
    Collapsed,
    ColourAllocated,
    CriterionValue,
    ListTrace,
    Pair,
    PlayerFacts,
    RoundPaired,
    RoundStarted,
    TraceEvent,
    TraceSink,
)

__all__ = [
    "NULL_TRACE",
    "BracketPaired",
    "BracketStarted",
    "ByeAssigned",
    "CandidateRejected",
    "Collapsed",
    "ColourAllocated",
    "CriterionValue",
    "ListTrace",
    "Pair",
    "PlayerFacts",
    "RoundPaired",
    "RoundStarted",
    "TraceEvent",
    "TraceSink",
]

"""Pairing systems. ``pair_round`` is the one entry point the rest of the program uses."""

from __future__ import annotations

from engine.errors import ConfigError
from engine.explain.events import NULL_TRACE, TraceSink
from engine.model import PlayerId, Tournament
from engine.pairing.api import (
    NO_PROGRESS,
    Board,
    PairingSystem,
    ProgressSink,
    RoundPairing,
)
from engine.pairing.registry import ENGINES


def pair_round(
    t: Tournament,
    round_no: int,
    system: PairingSystem = PairingSystem.DUTCH_2017,
    *,
    progress: ProgressSink = NO_PROGRESS,
    trace: TraceSink = NULL_TRACE,
    forced: tuple[PlayerId, PlayerId] | None = None,
) -> RoundPairing:
    """Pair ``round_no`` of ``t`` with ``system``; only rounds before it are looked at.

    Players whose entry for ``round_no`` is a bye or who withdrew are not paired.
    Raises :class:`~engine.errors.NoValidPairing` when the absolute criteria cannot be met.
    """
    engine = ENGINES.get(system)
    if engine is None:
        raise ConfigError(f"pairing system {system.value!r} is not available yet")
    return engine.pair_round(t, round_no, progress=progress, trace=trace, forced=forced)


__all__ = ["NO_PROGRESS", "Board", "PairingSystem", "ProgressSink", "RoundPairing", "pair_round"]

"""Pairing systems. ``pair_round`` is the one entry point the rest of the program uses."""

from __future__ import annotations

from engine.errors import ConfigError
from engine.explain.trace import NULL_TRACE, TraceSink
from engine.model import PlayerId, Tournament
from engine.pairing.api import (
    NO_PROGRESS,
    Board,
    PairingSystem,
    ProgressSink,
    RoundPairing,
)


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
    if system is PairingSystem.DUTCH_2017:
        from engine.pairing.dutch.engine import pair_dutch

        return pair_dutch(t, round_no, progress, trace, forced)
    if system is PairingSystem.DUTCH_2026:
        from engine.pairing.dutch.editions import Edition
        from engine.pairing.dutch.engine import pair_dutch

        return pair_dutch(t, round_no, progress, trace, forced, Edition.D2026)
    if system is PairingSystem.BURSTEIN:
        from engine.pairing.burstein.engine import pair_burstein

        return pair_burstein(t, round_no, progress, trace, forced)
    if system is PairingSystem.BURSTEIN_LEGACY:
        from engine.pairing.burstein.legacy import pair_burstein_legacy

        return pair_burstein_legacy(t, round_no, progress, trace, forced)
    if system is PairingSystem.LIM:
        from engine.pairing.lim.engine import pair_lim

        return pair_lim(t, round_no, progress, trace, forced)
    if system is PairingSystem.LIM_MAXI:
        from engine.pairing.lim.engine import pair_lim

        return pair_lim(t, round_no, progress, trace, forced, maxi=True)
    if system is PairingSystem.DUBOV:
        from engine.pairing.dubov.engine import pair_dubov

        return pair_dubov(t, round_no, progress, trace, forced)
    if system is PairingSystem.DUBOV_LEGACY:
        from engine.pairing.dubov.legacy import pair_dubov_legacy

        return pair_dubov_legacy(t, round_no, progress, trace, forced)
    if system is PairingSystem.ROUND_ROBIN:
        # every round is known from the start (C.05 7.5): the table, not the results
        from engine.roundrobin.event import pair_round_robin

        return pair_round_robin(t, round_no)
    raise ConfigError(f"pairing system {system.value!r} is not available yet")


__all__ = ["NO_PROGRESS", "Board", "PairingSystem", "ProgressSink", "RoundPairing", "pair_round"]

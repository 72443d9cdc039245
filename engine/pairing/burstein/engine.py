"""The Burstein System C.04.4.2 in force 2017-2025 (the default Burstein variant)."""

from __future__ import annotations

from engine.errors import ConfigError
from engine.explain.trace import NULL_TRACE, TraceSink
from engine.model import PlayerId, Tournament
from engine.pairing.api import NO_PROGRESS, ProgressSink, RoundPairing


def pair_burstein(
    t: Tournament,
    round_no: int,
    progress: ProgressSink = NO_PROGRESS,
    trace: TraceSink = NULL_TRACE,
    forced: tuple[PlayerId, PlayerId] | None = None,
) -> RoundPairing:
    """Pair ``round_no`` of ``t`` by the Burstein System (2017-2025 text)."""
    raise ConfigError("the 2017-2025 Burstein System is not available yet")

"""The round-robin package's errors."""

from __future__ import annotations

from engine.errors import EngineError


class RoundRobinError(EngineError):
    """A round-robin request the tables cannot meet (size, cycles, numbers, lots)."""

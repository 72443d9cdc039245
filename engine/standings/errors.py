"""Errors of the standings package; all derive from :class:`engine.errors.EngineError`."""

from __future__ import annotations

from engine.errors import EngineError


class TieBreakCodeError(EngineError):
    """A tie-break code (TRF-2026 202/212 descriptor or prose) could not be read.

    Example message: ``tie-break 'BH/C3': unknown modifier 'C3' (BH allows /C1 /C2 /M1 /M2 /P /F)``.
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"tie-break {code!r}: {message}")
        self.code = code
        self.detail = message


class StandingsError(EngineError):
    """Standings or a tie-break cannot be computed for this tournament (bad round, bad data)."""

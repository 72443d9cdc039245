"""The pairing API shared by every pairing system: what goes in, what comes out.

The result types (:class:`PairingSystem`, :class:`Board`, :class:`RoundPairing`) are model
types (:mod:`engine.model.pairing`); progress and cancelling are the pairing's own.
"""

from __future__ import annotations

from typing import Protocol

from engine.errors import Cancelled
from engine.model.pairing import Board, PairingSystem, RoundPairing


class ProgressSink(Protocol):
    """Receives progress from a long pairing and may stop it (raises :class:`Cancelled`)."""

    def step(self, done: int, total: int, label: str) -> None:
        """Report that ``done`` of ``total`` units are finished; ``label`` says what."""

    def check_cancelled(self) -> None:
        """Raise :class:`Cancelled` if the caller asked to stop."""


class _NoProgress:
    def step(self, done: int, total: int, label: str) -> None:
        return None

    def check_cancelled(self) -> None:
        return None


NO_PROGRESS: ProgressSink = _NoProgress()

__all__ = [
    "NO_PROGRESS",
    "Board",
    "Cancelled",
    "PairingSystem",
    "ProgressSink",
    "RoundPairing",
]

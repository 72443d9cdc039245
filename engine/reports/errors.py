"""Errors of the reports package."""

from __future__ import annotations

from engine.errors import EngineError


class ReportError(EngineError):
    """A report cannot be built from this tournament (round out of range, unknown player)."""

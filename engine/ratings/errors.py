"""Errors of the rating calculations."""

from __future__ import annotations

from engine.errors import EngineError


class RatingError(EngineError):
    """A rating calculation cannot be made (unknown player, round out of range)."""

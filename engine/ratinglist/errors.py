"""The one error of this package."""

from __future__ import annotations

from engine.errors import EngineError


class RatingListError(EngineError):
    """A file is not a FIDE rating list (or a CSV cannot be read); the message says why."""


__all__ = ["RatingListError"]

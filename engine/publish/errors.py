"""Errors of the web site publisher."""

from __future__ import annotations

from engine.errors import EngineError


class PublishError(EngineError):
    """The site cannot be built or written (a folder that holds other files, a bad round)."""

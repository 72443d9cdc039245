"""Reading a tournament file for display. Runs in a worker (see :mod:`arbiter_gui.ops`)."""

from __future__ import annotations

from pathlib import Path

from engine.model import Tournament

TRF_SUFFIXES = frozenset({".trf", ".txt", ".trfx"})


def load_tournament(path: Path) -> Tournament:
    """Read the tournament in ``path``; raises an ``EngineError`` naming what is wrong."""
    from engine.trf import load_trf

    return load_trf(path)


def sample_path() -> Path:
    """The bundled sample tournament (``resources/samples/sample_open.trf``)."""
    return Path(__file__).resolve().parent.parent / "resources" / "samples" / "sample_open.trf"

"""C.04.3 A.2: the order of the players in a bracket (score, then pairing number)."""

from __future__ import annotations

from engine.pairing.common.history import PlayerHistory


def rank_key(p: PlayerHistory) -> tuple[int, int]:
    """A.2: score descending, then pairing number ascending."""
    return (-p.score, p.id)

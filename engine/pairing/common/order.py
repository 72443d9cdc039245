"""C.04.2 D.9: the order in which boards are published."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.model import Board, PlayerId
from engine.pairing.common.history import PlayerHistory


def order_boards(
    boards: Sequence[Board], hist: Mapping[PlayerId, PlayerHistory]
) -> tuple[Board, ...]:
    """Boards ordered by the higher-ranked player's points, the pair's total, his number.

    "Higher ranked" here uses real points (no acceleration), then the lower pairing number.
    """

    def key(b: Board) -> tuple[int, int, int]:
        w, k = hist[b.white], hist[b.black]
        hi = min((w, k), key=lambda p: (-p.points, p.id))
        return (-hi.points, -(w.points + k.points), hi.id)

    return tuple(sorted(boards, key=key))

"""C.04.3 A.9: what kind of bracket is being paired, and what its pairing must complete."""

from __future__ import annotations

from enum import Enum

from engine.pairing.common.history import PlayerHistory

Pair = tuple[PlayerHistory, PlayerHistory]
"""Two players of a candidate (either order unless a function says otherwise)."""


class Mode(Enum):
    """What kind of bracket is being paired (A.9)."""

    NORMAL = "normal"  # C.7 looks at the following bracket
    PPB = "ppb"  # penultimate pairing bracket: C.4, downfloaters must complete the round
    C4 = "c4"  # 2026 C4: completion over all lower players, C8 still looks at the next group
    LAST = "last"  # the last bracket (or the CLB): everyone paired but the PAB

"""What a round's pairing is, whichever system made it: the systems, the boards, the PAB.

These are model types, below every part of the engine that reads or writes a pairing (the
pairing systems, the round-robin tables, the TRF reader, the journal), so that none of those
needs another to name a system or a board.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from engine.model.tournament import PlayerId


class PrefStrength(Enum):
    """Strength of a colour preference (C.04.3 A.6), ordered from none to absolute."""

    NONE = 0
    MILD = 1
    STRONG = 2
    ABSOLUTE = 3


class PairingSystem(Enum):
    """The pairing systems (and rule editions) the engine knows."""

    DUTCH_2017 = "dutch"  # C.04.3 as approved in Baku 2016, in force 2017 - January 2026
    DUTCH_2026 = "dutch2026"  # C.04.3 approved 28/10/2025, in force since 1 February 2026
    BURSTEIN = "burstein"
    BURSTEIN_LEGACY = "burstein-legacy"
    DUBOV = "dubov"
    DUBOV_LEGACY = "dubov-legacy"
    LIM = "lim"
    LIM_MAXI = "lim-maxi"  # C.04.4.3 with the Maxi-tournament provisos 3.2, 3.8, 5.7
    ROUND_ROBIN = "roundrobin"  # Berger tables (C.05 Annex 1); cycles from the 192 code


@dataclass(frozen=True, slots=True)
class Board:
    """One pair of a round: ``white`` has the white pieces."""

    white: PlayerId
    black: PlayerId


@dataclass(frozen=True, slots=True)
class RoundPairing:
    """The pairing of one round: boards in publishing order (C.04.2 D.9) and the PAB, if any.

    >>> RoundPairing(3, (Board(PlayerId(4), PlayerId(1)),), PlayerId(7)).as_lines()
    ['2', '4 1', '7 0']
    """

    round_no: int
    boards: tuple[Board, ...]
    bye: PlayerId | None = None

    def as_lines(self) -> list[str]:
        """The engine output format: count, then ``white black`` lines, the PAB as ``id 0``."""
        lines = [f"{b.white} {b.black}" for b in self.boards]
        if self.bye is not None:
            lines.append(f"{self.bye} 0")
        return [str(len(lines)), *lines]

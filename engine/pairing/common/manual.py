"""A pairing made by hand against the absolute criteria of its system.

The arbiter may pair a round, or change the engine's pairing, by hand; the program then says
which absolute criteria the result breaks, in the articles of the system the tournament pairs
by: the Dutch C.1-C.3 (with the topscorers' exemption of A.7), the Burstein and revised Dubov
C.1-C.3, the older Burstein text's 3.1/4.1/5.2, the 1997 Dubov text's limitations (chapter 2:
C.04.1 b, d, f, g) and Lim's compatibility (2.1, with the last round's exception of 6.1).
Every system supplies its :class:`AbsoluteCriteria` (:attr:`PairingEngine.criteria
<engine.pairing.common.round.PairingEngine.criteria>`); :func:`check_pairing` applies them to
the boards and the PAB. The findings are typed (:class:`Violation`); words are the renderers'.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from engine.model import Board, Colour, PlayerId
from engine.pairing.common.basic_rules import (
    absolute_colour,
    may_get_pab,
    may_meet,
    same_absolute_colour,
)
from engine.pairing.common.history import PlayerHistory


class Breach(Enum):
    """What a pairing made by hand gets wrong."""

    ABSENT = "not to be paired this round"  # absent, withdrawn or unknown
    ALREADY_MET = "they have already played"  # C.04.1.b
    FORBIDDEN = "the pair is forbidden"  # XXP / 260
    SAME_ABSOLUTE_COLOUR = "both must have the same colour"  # C.04.1.f/g as C.3
    COLOURS = "no colours both may have"  # Lim 2.1 (5.1.a, 5.1.b)
    PAB_NOT_ALLOWED = "may not receive the PAB"  # C.04.1.d
    LEFT_OUT = "not paired"  # present, but neither on a board nor the PAB


@dataclass(frozen=True, slots=True)
class Violation:
    """One breach: the article of the system's text, the board (1-based; None for the PAB and
    the players left out) and the players concerned."""

    breach: Breach
    article: str
    board: int | None
    players: tuple[PlayerId, ...]
    colour: Colour | None = None  # SAME_ABSOLUTE_COLOUR: the colour both must have


class AbsoluteCriteria:
    """The absolute criteria of one system for a pair and for the PAB (the Dutch C.1-C.3 by
    default; a system changes the articles or the rules)."""

    meet = "C.1"  # C.04.1.b
    colour = "C.3"  # C.04.1.f/g: no two players with the same absolute colour preference
    pab = "C.2"  # C.04.1.d
    topscorers_exempt = False  # Dutch A.7: C.3 does not apply to a pair with a topscorer

    def pair(self, a: PlayerHistory, b: PlayerHistory, last_round: bool) -> list[Violation]:
        """The breaches of the pair a (White) - b (Black); ``board`` is filled in later."""
        out: list[Violation] = []
        if not may_meet(a, b):
            breach = Breach.FORBIDDEN if b.id in a.forbidden else Breach.ALREADY_MET
            out.append(Violation(breach, self.meet, None, (a.id, b.id)))
        exempt = self.topscorers_exempt and (a.topscorer or b.topscorer)
        if not exempt and same_absolute_colour(a, b):
            colour = absolute_colour(a)
            out.append(
                Violation(Breach.SAME_ABSOLUTE_COLOUR, self.colour, None, (a.id, b.id), colour)
            )
        return out

    def may_get_pab(self, p: PlayerHistory) -> bool:
        """C.04.1.d."""
        return may_get_pab(p)


class NoCriteria(AbsoluteCriteria):
    """A pairing fixed by a table (the round-robin's Berger tables): only who plays is checked."""

    def pair(self, a: PlayerHistory, b: PlayerHistory, last_round: bool) -> list[Violation]:
        """No criteria for a pair: the table decides."""
        return []

    def may_get_pab(self, p: PlayerHistory) -> bool:
        """A round-robin has no PAB to refuse."""
        return True


def check_pairing(
    players: Mapping[PlayerId, PlayerHistory],
    boards: Sequence[Board],
    bye: PlayerId | None,
    criteria: AbsoluteCriteria,
    last_round: bool,
) -> tuple[Violation, ...]:
    """Every breach of the boards (in board order), then of the PAB, then who is left out.

    ``players`` are the players to pair this round and their histories.
    """
    out: list[Violation] = []
    for n, board in enumerate(boards, start=1):
        a, b = players.get(board.white), players.get(board.black)
        if a is None or b is None:
            missing = board.white if a is None else board.black
            out.append(Violation(Breach.ABSENT, "", n, (missing,)))
            continue
        found = criteria.pair(a, b, last_round)
        out.extend(Violation(v.breach, v.article, n, v.players, v.colour) for v in found)
    if bye is not None:
        h = players.get(bye)
        if h is None:
            out.append(Violation(Breach.ABSENT, "", None, (bye,)))
        elif not criteria.may_get_pab(h):
            out.append(Violation(Breach.PAB_NOT_ALLOWED, criteria.pab, None, (bye,)))
    placed = {x for b in boards for x in (b.white, b.black)} | ({bye} if bye else set())
    left = tuple(sorted(set(players) - placed))
    if left:
        out.append(Violation(Breach.LEFT_OUT, "", None, left))
    return tuple(out)


__all__ = ["AbsoluteCriteria", "Breach", "NoCriteria", "Violation", "check_pairing"]

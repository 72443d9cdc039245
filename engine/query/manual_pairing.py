"""What a pairing made by hand breaks, in the articles of the tournament's own system.

The check is the engine's (:meth:`PairingEngine.check_pairing
<engine.pairing.common.round.PairingEngine.check_pairing>`, one :class:`AbsoluteCriteria
<engine.pairing.common.manual.AbsoluteCriteria>` per system); this module looks the system up
and puts the findings into the sentences the window shows beside the boards.

>>> from engine.model import PlayerId
>>> v = Violation(Breach.ALREADY_MET, "C.1", 3, (PlayerId(4), PlayerId(9)))
>>> violation_text(v, {4: "Ann", 9: "Bob"})
'C.1 board 3: Ann (4) – Bob (9): they have already played'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.model import Board, PairingSystem, PlayerId, Tournament
from engine.pairing.common.manual import Breach, Violation
from engine.pairing.registry import ENGINES


def check_manual_pairing(
    t: Tournament,
    round_no: int,
    boards: Sequence[Board],
    bye: PlayerId | None,
    system: PairingSystem,
) -> tuple[Violation, ...]:
    """The absolute criteria of ``system`` that ``boards`` and ``bye`` break in ``round_no``
    of ``t`` (the tournament as the engine pairs that round)."""
    return ENGINES[system].check_pairing(t, round_no, boards, bye)


def violation_text(v: Violation, names: Mapping[int, str]) -> str:
    """One finding in the words the window shows (players as ``Name (No.)``)."""

    def who(pid: int) -> str:
        return f"{names.get(pid, '?')} ({pid})"

    where = f"board {v.board}" if v.board is not None else "PAB"
    if v.breach is Breach.ABSENT:
        return f"{where}: {who(v.players[0])} is not to be paired this round"
    if v.breach is Breach.LEFT_OUT:
        return "not paired: " + ", ".join(who(p) for p in v.players)
    if v.breach is Breach.PAB_NOT_ALLOWED:
        return f"{v.article} PAB: {who(v.players[0])} already had a PAB or a forfeit win"
    a, b = (who(p) for p in v.players)
    if v.breach is Breach.SAME_ABSOLUTE_COLOUR:
        colour = v.colour.name.lower() if v.colour is not None else "the same colour"
        return f"{v.article} {where}: {a} and {b} both have an absolute preference for {colour}"
    if v.breach is Breach.COLOURS:
        return (
            f"{v.article} {where}: {a} – {b}: one of them would have the same colour three "
            "times in a row or three more of one colour"
        )
    return f"{v.article} {where}: {a} – {b}: {v.breach.value}"


def manual_pairing_warnings(
    t: Tournament,
    round_no: int,
    boards: Sequence[Board],
    bye: PlayerId | None,
    system: PairingSystem,
) -> list[str]:
    """:func:`check_manual_pairing` in words, in board order, the PAB, then who is left out."""
    names = {int(p.id): p.name for p in t.players}
    found = check_manual_pairing(t, round_no, boards, bye, system)
    return [violation_text(v, names) for v in found]


__all__ = [
    "check_manual_pairing",
    "manual_pairing_warnings",
    "violation_text",
]

"""How engine values read on screen: points with ½, results, bye letters. No Qt here."""

from __future__ import annotations

import functools
from fractions import Fraction

from arbiter_gui.i18n.words import Words
from engine.model import ResultCode


@functools.lru_cache(maxsize=512)
def points_text(points: Fraction) -> str:
    """Points as arbiters write them: ``2½``, ``½``, ``3``.

    >>> points_text(Fraction(5, 2)), points_text(Fraction(1, 2)), points_text(Fraction(3))
    ('2½', '½', '3')
    """
    whole, rest = divmod(points, 1)
    if rest == 0:
        return str(int(whole))
    if rest == Fraction(1, 2):
        return "½" if whole == 0 else f"{int(whole)}½"
    return f"{float(points):g}"  # unusual scoring systems (e.g. 3/1/0 never get here)


# One side of a board result, seen from that side's player.
_SIDE: dict[ResultCode, str] = {
    ResultCode.WIN: "1",
    ResultCode.DRAW: "½",
    ResultCode.LOSS: "0",
    ResultCode.WIN_UNRATED: "1",
    ResultCode.DRAW_UNRATED: "½",
    ResultCode.LOSS_UNRATED: "0",
    ResultCode.FORFEIT_WIN: "1F",
    ResultCode.FORFEIT_LOSS: "0F",
}

_UNRATED = frozenset({ResultCode.WIN_UNRATED, ResultCode.DRAW_UNRATED, ResultCode.LOSS_UNRATED})


def board_result_text(white: ResultCode, black: ResultCode) -> str:
    """A board's result from White's side: ``1-0``, ``½-½``, ``1F-0F``, ``0F-0F``, ``""`` if none.

    Games of less than one move (TRF ``W``/``D``/``L``) carry a trailing ``u`` (unrated).

    >>> board_result_text(ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS)
    '1F-0F'
    >>> board_result_text(ResultCode.DRAW, ResultCode.DRAW)
    '½-½'
    >>> board_result_text(ResultCode.ADJOURNED, ResultCode.ADJOURNED)
    'adj.'
    """
    if white is ResultCode.ADJOURNED:
        return "adj."  # adjourned (issue 21): no result yet, a draw for the pairing
    if white not in _SIDE and black not in _SIDE:
        return ""  # paired, no result yet
    text = f"{_SIDE.get(white, '?')}-{_SIDE.get(black, '?')}"
    if white in _UNRATED or black in _UNRATED:
        text += " u"
    return text


BYE_LABELS: dict[ResultCode, tuple[str, str]] = {
    # code: (short label with the TRF letter, description)
    ResultCode.PAB: ("U", Words("pairing-allocated bye")),
    ResultCode.FULL_BYE: ("F", Words("full-point bye")),
    ResultCode.HALF_BYE: ("H", Words("half-point bye")),
    ResultCode.ZERO_BYE: ("Z", Words("absent (zero-point bye)")),
    ResultCode.NOT_PAIRED: ("–", Words("not paired")),
}
"""Bye codes as shown: the TRF letter, never a bare "bye" (a PAB is not a requested bye); the
descriptions in the program's language through :func:`arbiter_gui.i18n.shown`."""

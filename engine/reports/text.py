"""How values read on paper: points with ½, board results, bye letters, names sorted for a wall."""

from __future__ import annotations

import unicodedata
from fractions import Fraction

from engine.model import Colour, Player, ResultCode, Tournament


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
    return f"{float(points):g}"


_SIDE: dict[ResultCode, str] = {
    ResultCode.WIN: "1",
    ResultCode.DRAW: "½",
    ResultCode.LOSS: "0",
    ResultCode.WIN_UNRATED: "1",
    ResultCode.DRAW_UNRATED: "½",
    ResultCode.LOSS_UNRATED: "0",
    ResultCode.FORFEIT_WIN: "1F",
    ResultCode.FORFEIT_LOSS: "0F",
    ResultCode.ADJOURNED: "?",  # an adjourned game (TRF-2026 ITDX)
}
_UNRATED = frozenset({ResultCode.WIN_UNRATED, ResultCode.DRAW_UNRATED, ResultCode.LOSS_UNRATED})


def board_result_text(white: ResultCode, black: ResultCode) -> str:
    """A board's result from White's side: ``1-0``, ``½-½``, ``1F-0F``; ``""`` while pending.

    >>> board_result_text(ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS)
    '1F-0F'
    >>> board_result_text(ResultCode.NOT_PAIRED, ResultCode.NOT_PAIRED)
    ''
    """
    if white not in _SIDE and black not in _SIDE:
        return ""
    if white is ResultCode.ADJOURNED:
        return "adj."  # adjourned: the result is not known yet
    text = f"{_SIDE.get(white, '?')}-{_SIDE.get(black, '?')}"
    if white in _UNRATED or black in _UNRATED:
        text += " u"
    return text


def side_result_text(result: ResultCode) -> str:
    """One player's result of a game: ``1``, ``½``, ``0``, ``1F``, ``0F``; ``""`` while pending."""
    return _SIDE.get(result, "")


BYE_TEXT: dict[ResultCode, str] = {
    ResultCode.PAB: "pairing-allocated bye (U)",
    ResultCode.FULL_BYE: "full-point bye (F)",
    ResultCode.HALF_BYE: "half-point bye (H)",
    ResultCode.ZERO_BYE: "absent (Z)",
    ResultCode.NOT_PAIRED: "not paired",
}
"""What a player without an opponent has, with the TRF letter (a PAB is not a requested bye)."""

BYE_LETTER: dict[ResultCode, str] = {
    ResultCode.PAB: "U",
    ResultCode.FULL_BYE: "F",
    ResultCode.HALF_BYE: "H",
    ResultCode.ZERO_BYE: "Z",
    ResultCode.NOT_PAIRED: "",
}

COLOUR_TEXT = {Colour.WHITE: "White", Colour.BLACK: "Black"}


def rating_text(rating: int) -> str:
    """A rating, blank for an unrated player."""
    return str(rating) if rating else ""


def display_name(p: Player) -> str:
    """The name as printed (as registered: "Surname, First names")."""
    return p.name


def name_key(name: str) -> tuple[str, str]:
    """A sort key for names that ignores case and accents (``Čech`` files with ``Cech``).

    >>> sorted(["Østergaard", "Čech", "Bauer", "cole"], key=name_key)
    ['Bauer', 'Čech', 'cole', 'Østergaard']
    """
    plain = "".join(
        ch for ch in unicodedata.normalize("NFKD", name) if not unicodedata.combining(ch)
    )
    folded = plain.casefold().replace("ø", "o").replace("ł", "l").replace("đ", "d")
    return (folded, name)


def event_name(t: Tournament) -> str:
    """The event's name for a page header."""
    return t.name.strip() or "Untitled tournament"


def round_date(t: Tournament, round_no: int) -> str:
    """The round's date as the file gives it (TRF 132), else the event's dates."""
    if 1 <= round_no <= len(t.round_dates) and t.round_dates[round_no - 1].strip():
        return t.round_dates[round_no - 1].strip()
    if t.start_date and t.end_date and t.end_date != t.start_date:
        return f"{t.start_date} – {t.end_date}"
    return t.start_date

"""Small tournaments for the rating and norm tests: one player and the opponents he met.

``solo_event`` builds the note's worked examples as they are written: each opponent plays only
the subject, in the given round; a token says the subject's result:

    W D L     a game won, drawn, lost (TRF 1 = 0)
    w d l     a game of less than one move (TRF W D L)
    +F -F     forfeit win / loss against the scheduled opponent
    PAB H F Z byes (no opponent): pairing-allocated, half-point, full-point, zero
    ?         paired, no result yet
    .         not paired
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.model import Colour, Player, PlayerId, ResultCode, RoundEntry, Tournament

_R = ResultCode
_SUBJECT = {
    "W": _R.WIN,
    "D": _R.DRAW,
    "L": _R.LOSS,
    "w": _R.WIN_UNRATED,
    "d": _R.DRAW_UNRATED,
    "l": _R.LOSS_UNRATED,
    "+F": _R.FORFEIT_WIN,
    "-F": _R.FORFEIT_LOSS,
    "?": _R.NOT_PAIRED,
}
_BYES = {"PAB": _R.PAB, "H": _R.HALF_BYE, "F": _R.FULL_BYE, "Z": _R.ZERO_BYE, ".": _R.NOT_PAIRED}
MIRROR = {
    _R.WIN: _R.LOSS,
    _R.LOSS: _R.WIN,
    _R.DRAW: _R.DRAW,
    _R.WIN_UNRATED: _R.LOSS_UNRATED,
    _R.LOSS_UNRATED: _R.WIN_UNRATED,
    _R.DRAW_UNRATED: _R.DRAW_UNRATED,
    _R.FORFEIT_WIN: _R.FORFEIT_LOSS,
    _R.FORFEIT_LOSS: _R.FORFEIT_WIN,
    _R.NOT_PAIRED: _R.NOT_PAIRED,
}


@dataclass(frozen=True)
class Opp:
    """One round of the subject: result token, and the opponent's rating, title, federation."""

    token: str
    rating: int = 0
    title: str = ""
    federation: str = ""
    sex: str = "m"


def solo_event(
    rating: int,
    rounds: Sequence[Opp],
    *,
    federation: str = "ESP",
    title: str = "",
    sex: str = "m",
    birth_date: str = "1990/01/01",
    host: str = "ESP",
    rounds_total: int | None = None,
    start_date: str = "2026/03/01",
    withdrawn_from: int | None = None,
) -> Tournament:
    """Player 1 (the subject) and one opponent per game, numbered 2, 3, ... in round order."""
    subject: list[RoundEntry] = []
    others: list[Player] = []
    n = len(rounds)
    for r, opp in enumerate(rounds, start=1):
        if opp.token in _BYES:
            subject.append(RoundEntry(None, None, _BYES[opp.token]))
            continue
        pid = PlayerId(len(others) + 2)
        colour = Colour.WHITE if r % 2 else Colour.BLACK
        code = _SUBJECT[opp.token]
        subject.append(RoundEntry(pid, colour, code))
        theirs = [RoundEntry(None, None, _R.NOT_PAIRED)] * n
        theirs[r - 1] = RoundEntry(PlayerId(1), colour.opposite, MIRROR[code])
        others.append(
            Player(
                pid,
                f"Opponent {r:02d}",
                sex=opp.sex,
                title=opp.title,
                rating=opp.rating,
                federation=opp.federation,
                fide_id=str(1000 + int(pid)),
                rounds=tuple(theirs),
            )
        )
    me = Player(
        PlayerId(1),
        "Subject, Sam",
        sex=sex,
        title=title,
        rating=rating,
        federation=federation,
        fide_id="999",
        birth_date=birth_date,
        rounds=tuple(subject),
        withdrawn_from=withdrawn_from,
    )
    return Tournament(
        name="Test Open",
        city="Madrid",
        federation=host,
        start_date=start_date,
        end_date=start_date,
        chief_arbiter="IA Test Arbiter",
        rounds_total=rounds_total if rounds_total is not None else n,
        players=(me, *others),
    )

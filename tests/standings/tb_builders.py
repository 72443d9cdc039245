"""Build small tournaments for the tie-break tests from a compact crosstable notation.

Each player's rounds are written as tokens, as in the TEC crosstable of spec/tiebreaks.md §4:

    +W7 / =B1 / -B14     win / draw / loss, own colour, opponent's pairing number
    +F9 / -F12           forfeit win / loss against the scheduled opponent (no colour)
    PAB HPB FPB ZPB      pairing-allocated, half-point, full-point and zero-point bye
    .                    no entry (not paired)

:func:`tournament` checks that both sides of every pairing agree, so a typo in a fixture fails
loudly instead of silently changing a hand computation.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from engine.model import Colour, Player, PlayerId, PointSystem, ResultCode, RoundEntry, Tournament

_GAME = {"+": ResultCode.WIN, "=": ResultCode.DRAW, "-": ResultCode.LOSS}
_FORFEIT = {"+": ResultCode.FORFEIT_WIN, "-": ResultCode.FORFEIT_LOSS}
_BYES = {
    "PAB": ResultCode.PAB,
    "HPB": ResultCode.HALF_BYE,
    "FPB": ResultCode.FULL_BYE,
    "ZPB": ResultCode.ZERO_BYE,
    ".": ResultCode.NOT_PAIRED,
}
_MIRROR = {
    ResultCode.WIN: ResultCode.LOSS,
    ResultCode.LOSS: ResultCode.WIN,
    ResultCode.DRAW: ResultCode.DRAW,
    ResultCode.FORFEIT_WIN: ResultCode.FORFEIT_LOSS,
    ResultCode.FORFEIT_LOSS: ResultCode.FORFEIT_WIN,
}


def entry(token: str) -> RoundEntry:
    if token in _BYES:
        return RoundEntry(None, None, _BYES[token])
    sign, kind, number = token[0], token[1], token[2:]
    if kind == "F":
        return RoundEntry(PlayerId(int(number)), None, _FORFEIT[sign])
    colour = Colour.WHITE if kind == "W" else Colour.BLACK
    return RoundEntry(PlayerId(int(number)), colour, _GAME[sign])


def tournament(
    rows: Mapping[int, str],
    *,
    ratings: Mapping[int, int] | None = None,
    withdrawn: Mapping[int, int] | None = None,
    start_date: str = "",
    point_system: PointSystem | None = None,
    check: bool = True,
) -> Tournament:
    players = []
    for pid in sorted(rows):
        tokens = rows[pid].split()
        players.append(
            Player(
                id=PlayerId(pid),
                name=f"Player {pid}",
                rating=(ratings or {}).get(pid, 0),
                rounds=tuple(entry(tok) for tok in tokens),
                withdrawn_from=(withdrawn or {}).get(pid),
            )
        )
    t = Tournament(
        name="fixture",
        start_date=start_date,
        players=tuple(players),
        point_system=point_system or PointSystem(),
    )
    if check:
        _check(t)
    return t


def _check(t: Tournament) -> None:
    for p in t.players:
        for r, e in enumerate(p.rounds, start=1):
            if e.opponent is None:
                continue
            other = t.player(e.opponent).entry(r)
            assert other.opponent == p.id, f"round {r}: {p.id} vs {e.opponent} is one-sided"
            assert other.result is _MIRROR[e.result], f"round {r}: {p.id}-{e.opponent} results"
            if e.colour is not None:
                assert other.colour is e.colour.opposite, f"round {r}: {p.id} colours"


# The TEC 16-player, 5-round Swiss of M. Held, "Exercises in Tie-Breaking" (C.07-2023) §2.1, as
# transcribed in spec/tiebreaks.md §4. Player 12 withdrew after round 3; player 14 asked for a
# zero-point bye in round 4. Ratings: the notes' ARO/TPR/PTP examples all fit 2250 - 50 * TPN
# (#1 2200, #2 2150, #3 2100, #4 2050, #6 1950, #8 1850, #11 1700, #12 1650, #13 1600, and
# #10 + #7 + #16 = 5100 from ARO(#2) = 1880), so that is the rating list used here.
TEC_ROWS = {
    1: "+W9 =B13 =W2 +B15 =W4",
    2: "+B10 +W7 =B1 +W16 =B3",
    3: "=W11 +B6 +W8 =B4 =W2",
    4: "+B12 HPB +W13 =W3 =B1",
    5: "-W13 -B15 +W11 =B7 +W10",
    6: "-B14 -W3 PAB +W10 +B8",
    7: "+W15 -B2 -B16 =W5 -B11",
    8: "=B16 +W14 -B3 +W13 -W6",
    9: "-B1 -W10 HPB -F11 PAB",
    10: "-W2 +B9 -W15 -B6 -B5",
    11: "=B3 -W16 -B5 +F9 +W7",
    12: "-W4 PAB +F14 ZPB ZPB",
    13: "+B5 =W1 -B4 -B8 -W14",
    14: "+W6 -B8 -F12 ZPB +B13",
    15: "-B7 +W5 +B10 -W1 -B16",
    16: "=W8 +B11 +W7 -B2 +W15",
}
TEC_RATINGS = {pid: 2250 - 50 * pid for pid in TEC_ROWS}


def tec(*, start_date: str = "") -> Tournament:
    return tournament(TEC_ROWS, ratings=TEC_RATINGS, withdrawn={12: 4}, start_date=start_date)


def F(text: str) -> Fraction:  # reads like a literal in the expected tables
    return Fraction(text)


def ids(values: Sequence[int]) -> tuple[PlayerId, ...]:
    return tuple(PlayerId(v) for v in values)

"""A pairing made by hand is checked by the absolute criteria of the tournament's own system.

Round 3 of an eight-player tournament: 1 and 2 played White in both rounds and won (absolute
preference for Black, C.04.1.f/g); 5 and 6 lost with Black twice (absolute preference for
White); 1 met 5 and 6, 2 met 6 and 5; 7 and 8 have not met.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.model import (
    Board,
    Colour,
    PairingSystem,
    Player,
    PlayerId,
    ResultCode,
    RoundEntry,
    Tournament,
)
from engine.pairing.common.manual import Breach
from engine.query.manual_pairing import check_manual_pairing, manual_pairing_warnings

W, B = Colour.WHITE, Colour.BLACK
WIN, LOSS, DRAW = ResultCode.WIN, ResultCode.LOSS, ResultCode.DRAW
GAMES = {  # round -> (white, black, white's result)
    1: ((1, 5, WIN), (2, 6, WIN), (3, 7, DRAW), (4, 8, LOSS)),
    2: ((1, 6, WIN), (2, 5, WIN), (8, 3, DRAW), (7, 4, LOSS)),
}
OTHER = {WIN: LOSS, LOSS: WIN, DRAW: DRAW}


def _tournament(rounds_total: int = 5) -> Tournament:
    entries: dict[int, list[RoundEntry]] = {pid: [] for pid in range(1, 9)}
    for r in (1, 2):
        for white, black, result in GAMES[r]:
            entries[white].append(RoundEntry(PlayerId(black), W, result))
            entries[black].append(RoundEntry(PlayerId(white), B, OTHER[result]))
    players = tuple(
        Player(PlayerId(pid), f"Player {pid}", rounds=tuple(entries[pid])) for pid in range(1, 9)
    )
    return Tournament(rounds_total=rounds_total, initial_colour=W, players=players)


def _boards(*pairs: tuple[int, int]) -> tuple[Board, ...]:
    return tuple(Board(PlayerId(w), PlayerId(b)) for w, b in pairs)


HAND = _boards((1, 2), (5, 3), (6, 4), (7, 8))  # 1-2: both must have Black
REMATCH = _boards((6, 1), (2, 3), (5, 4), (7, 8))  # 6-1 met in round 2


@pytest.mark.parametrize(
    ("system", "meet", "colour"),
    [
        (PairingSystem.DUTCH_2017, "C.1", "C.3"),
        (PairingSystem.DUTCH_2026, "C1", "C3"),
        (PairingSystem.BURSTEIN, "C.1", "C.3"),
        (PairingSystem.BURSTEIN_LEGACY, "3.1", "5.2/5.3"),
        (PairingSystem.DUBOV, "C.1", "C.3"),
        (PairingSystem.DUBOV_LEGACY, "C.04.1.b", "C.04.1.f/g"),
    ],
)
def test_each_system_cites_its_own_articles(system: PairingSystem, meet: str, colour: str) -> None:
    t = _tournament()
    same = check_manual_pairing(t, 3, HAND, None, system)
    assert [(v.breach, v.article, v.board, v.colour) for v in same] == [
        (Breach.SAME_ABSOLUTE_COLOUR, colour, 1, B)
    ]
    met = check_manual_pairing(t, 3, REMATCH, None, system)
    assert [(v.breach, v.article, v.board, v.players) for v in met] == [
        (Breach.ALREADY_MET, meet, 1, (PlayerId(6), PlayerId(1)))
    ]


def test_lim_checks_its_compatibility() -> None:
    t = _tournament()
    # 2.1: 1 and 2 would both need Black (a third White in a row): not compatible
    found = check_manual_pairing(t, 3, HAND, None, PairingSystem.LIM)
    assert [(v.breach, v.article, v.board) for v in found] == [(Breach.COLOURS, "2.1", 1)]
    # 6.1: in the last round players of the same score are compatible whatever the colours
    last = _tournament(rounds_total=3)
    assert check_manual_pairing(last, 3, HAND, None, PairingSystem.LIM) == ()
    met = check_manual_pairing(t, 3, REMATCH, None, PairingSystem.LIM_MAXI)
    assert [(v.breach, v.article) for v in met] == [(Breach.ALREADY_MET, "C.04.1.b")]


def test_dutch_topscorers_are_exempt_from_c3_in_the_last_round() -> None:
    last = _tournament(rounds_total=3)  # 1 and 2 have 2 of 2 points: topscorers (A.7)
    assert check_manual_pairing(last, 3, HAND, None, PairingSystem.DUTCH_2017) == ()
    found = check_manual_pairing(last, 3, HAND, None, PairingSystem.BURSTEIN)
    assert [v.breach for v in found] == [Breach.SAME_ABSOLUTE_COLOUR]  # no such exemption


def test_a_round_robin_table_is_not_held_to_swiss_criteria() -> None:
    t = _tournament()
    assert check_manual_pairing(t, 3, REMATCH, None, PairingSystem.ROUND_ROBIN) == ()


def test_pab_absent_players_and_players_left_out() -> None:
    t = _tournament()
    t = replace(
        t, players=tuple(replace(p, withdrawn_from=3) if p.id == 8 else p for p in t.players)
    )
    boards = _boards((5, 3), (2, 1), (7, 8))  # 8 withdrew; 4 and 6 are on no board
    found = check_manual_pairing(t, 3, boards, None, PairingSystem.DUTCH_2017)
    assert [(v.breach, v.board, v.players) for v in found] == [
        (Breach.SAME_ABSOLUTE_COLOUR, 2, (PlayerId(2), PlayerId(1))),
        (Breach.ABSENT, 3, (PlayerId(8),)),
        (Breach.LEFT_OUT, None, (PlayerId(4), PlayerId(6))),
    ]
    words = manual_pairing_warnings(t, 3, boards, PlayerId(8), PairingSystem.DUTCH_2017)
    assert words == [
        "C.3 board 2: Player 2 (2) and Player 1 (1) both have an absolute preference for black",
        "board 3: Player 8 (8) is not to be paired this round",
        "PAB: Player 8 (8) is not to be paired this round",
        "not paired: Player 4 (4), Player 6 (6)",
    ]


def test_a_second_pab_is_refused_with_the_systems_article() -> None:
    t = _tournament()
    players = list(t.players)
    for pid, result in ((7, ResultCode.PAB), (4, ResultCode.ZERO_BYE)):  # round 2 unplayed
        p = players[pid - 1]
        players[pid - 1] = replace(p, rounds=(p.rounds[0], RoundEntry(None, None, result)))
    t = replace(t, players=tuple(players))
    boards = _boards((1, 3), (2, 8), (5, 4))
    found = check_manual_pairing(t, 3, boards, PlayerId(7), PairingSystem.BURSTEIN_LEGACY)
    assert [(v.breach, v.article, v.players) for v in found] == [
        (Breach.PAB_NOT_ALLOWED, "4.1", (PlayerId(7),)),
        (Breach.LEFT_OUT, "", (PlayerId(6),)),
    ]
    dutch = manual_pairing_warnings(t, 3, boards, PlayerId(7), PairingSystem.DUTCH_2017)
    assert dutch[0] == "C.2 PAB: Player 7 (7) already had a PAB or a forfeit win"

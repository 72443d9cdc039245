"""Crosstable rows and player cards (Qt-free data for the printing layer)."""

from __future__ import annotations

import pytest
from tb_builders import F, tec

from engine.model import PlayerId, ResultCode
from engine.standings import (
    Edition,
    StandingsError,
    crosstable,
    parse_tiebreaks,
    player_card,
    standings,
)

P = PlayerId


def test_crosstable_by_pairing_number_with_trf_blocks():
    rows = crosstable(tec(), 5)
    assert [int(r.player) for r in rows] == list(range(1, 17))
    row9 = rows[8]
    # #9: -B1 -W10 HPB -F11 PAB, TRF style: opponent, colour, result.
    assert [c.trf for c in row9.cells] == [
        "   1 b 0",
        "  10 w 0",
        "0000 - H",
        "  11 - -",
        "0000 - U",
    ]
    assert row9.points == F("1.5")
    assert row9.rank is None
    assert row9.cells[4].points == 1


def test_crosstable_in_standings_order_with_opponent_ranks():
    t = tec()
    order = standings(t, 5, parse_tiebreaks("BH/C1,BH,SB,DE"), Edition.C07_2024)
    rows = crosstable(t, 5, order)
    assert [int(r.player) for r in rows][:4] == [2, 3, 4, 1]
    top = rows[0]
    assert (top.rank, top.rank_to, top.points) == (1, 1, 4)
    # #2 met 10 (16th), 7 (13th), 1 (4th), 16 (5th), 3 (2nd).
    assert [c.opponent_rank for c in top.cells] == [16, 13, 4, 5, 2]
    assert top.tiebreaks == order[0].tiebreaks


def test_crosstable_partial_rounds_and_blank_entries():
    rows = crosstable(tec(), 2)
    assert all(len(r.cells) == 2 for r in rows)
    with pytest.raises(StandingsError):
        crosstable(tec(), 9)


def test_player_card():
    t = tec()
    card = player_card(t, P(12), 5, edition=Edition.C07_2026)
    # #12: -W4 PAB +F14 ZPB ZPB, withdrawn from round 4.
    assert [line.result for line in card.lines] == [
        ResultCode.LOSS,
        ResultCode.PAB,
        ResultCode.FORFEIT_WIN,
        ResultCode.ZERO_BYE,
        ResultCode.ZERO_BYE,
    ]
    assert [line.running for line in card.lines] == [0, 1, 2, 2, 2]
    assert card.lines[0].opponent_rating == 2050
    assert card.lines[0].opponent_name == "Player 4"
    assert card.lines[2].opponent == 14 and not card.lines[2].played
    assert (card.points, card.games_played, card.wins, card.draws, card.losses) == (2, 1, 0, 0, 1)
    # ARO = 2050 (one game); TPR = 2050 - 800 = 1250.
    assert (card.aro, card.tpr) == (2050, 1250)
    assert card.withdrawn_from == 4
    assert card.rank is None


def test_player_card_with_rank():
    t = tec()
    order = standings(t, 5, parse_tiebreaks("BH/C1,BH,SB"), Edition.C07_2024)
    card = player_card(t, P(11), 5, order=order)
    assert card.rank == 7
    with pytest.raises(StandingsError):
        player_card(t, P(99), 5)

"""Round-robin standings: C.07 15.2 (forfeits are games, no Art. 16 dummies) and the C.05 rule
for withdrawals. The values are worked by hand below each test's results."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.journal import RecordWithdrawal, apply_command
from engine.model import PlayerId
from engine.roundrobin import (
    DEFAULT_ROUND_ROBIN_ORDER,
    check_round_robin_tiebreaks,
    not_counted,
    round_robin_standings,
    withdrawal_verdicts,
)
from engine.roundrobin.errors import RoundRobinError
from engine.standings import TieBreakCode, parse_tiebreaks, standings
from tests.roundrobin.helpers import play_round, rr_state

# 5 players (the table of 6, number 6 the bye):
#   R1 2-5 3-4 (1 free)  R2 5-3 1-2 (4 free)  R3 3-1 4-5 (2 free)  R4 1-4 2-3 (5 free)
#   R5 4-2 5-1 (3 free)
ROUNDS = [
    {2: "1-0", 3: "="},
    {5: "0-1", 1: "="},
    {3: "0-1", 4: "+"},  # 4 wins by forfeit: 5 did not come
    {1: "1-0", 2: "0-1"},
    {4: "=", 5: "0-1"},
]


def event(rounds=ROUNDS):
    state = rr_state(5)
    for r, results in enumerate(rounds, start=1):
        state = play_round(state, r, results)
    return state


def by_player(rows):
    return {int(r.player): r for r in rows}


def test_scores_and_tiebreaks_by_hand():
    t = event().tournament
    rows = round_robin_standings(t, 5)
    # points: 1: ½+1+1+1 = 3.5  2: 1+½+0+½ = 2  3: ½+1+0+1 = 2.5  4: ½+1F+0+½ = 2  5: 0
    got = by_player(rows)
    assert {p: r.points for p, r in got.items()} == {
        1: Fraction(7, 2),
        2: 2,
        3: Fraction(5, 2),
        4: 2,
        5: 0,
    }
    specs = DEFAULT_ROUND_ROBIN_ORDER  # DE, WIN, SB, KS
    sb = specs.index(next(s for s in specs if s.code is TieBreakCode.SB))
    ks = specs.index(next(s for s in specs if s.code is TieBreakCode.KS))
    win = specs.index(next(s for s in specs if s.code is TieBreakCode.WIN))
    # SB = Σ opponent's score × points against him; the forfeit counts as a game (15.2):
    # 1: ½·2 + 1·2.5 + 1·2 + 1·0 = 5.5     2: 1·0 + ½·3.5 + 0 + ½·2 = 2.75
    # 3: ½·2 + 1·0 + 0 + 1·2 = 3            4: ½·2.5 + 1·0 + 0 + ½·2 = 2.25
    assert {p: r.tiebreaks[sb] for p, r in got.items()} == {
        1: Fraction(11, 2),
        2: Fraction(11, 4),
        3: Fraction(3),
        4: Fraction(9, 4),
        5: Fraction(0),
    }
    # KS: 4 games each, threshold 2 points: opponents 1, 2, 3, 4 (not 5)
    # 1: ½ (2) + 1 (3) + 1 (4) = 2.5   2: ½ (1) + 0 (3) + ½ (4) = 1
    # 3: ½ (4) + 0 (1) + 1 (2) = 1.5   4: ½ (3) + 0 (1) + ½ (2) = 1
    assert {p: r.tiebreaks[ks] for p, r in got.items()} == {
        1: Fraction(5, 2),
        2: Fraction(1),
        3: Fraction(3, 2),
        4: Fraction(1),
        5: Fraction(0),
    }
    # WIN: the forfeit win is a win
    assert got[4].tiebreaks[win] == 1
    # 2 and 4 on 2 points drew their game (DE level), one win each, SB 2.75 > 2.25
    assert [int(r.player) for r in rows] == [1, 3, 2, 4, 5]
    assert [r.rank for r in rows] == [1, 2, 3, 4, 5]


def test_swiss_rules_would_rank_differently():
    # the same games read as a Swiss event (Art. 16 dummies, forfeits unplayed) give other
    # SB values: the round-robin flag is what makes the values above
    t = event().tournament
    sb = parse_tiebreaks("SB")
    swiss = by_player(standings(t, 5, sb))
    rr = by_player(round_robin_standings(t, 5, sb))
    assert swiss[4].tiebreaks != rr[4].tiebreaks


def test_withdrawal_after_half_the_games_counts():
    # 5 played rounds 1 and 2, withdrew from round 3: 2 of 4 games completed (50 %)
    state = rr_state(5)
    state = play_round(state, 1, ROUNDS[0])
    state = play_round(state, 2, ROUNDS[1])
    state = apply_command(state, RecordWithdrawal(PlayerId(5), 3))
    state = play_round(state, 3, {3: "0-1"})  # 4-5 comes as a forfeit with the pairing
    state = play_round(state, 4, {1: "1-0", 2: "0-1"})
    state = play_round(state, 5, {4: "="})  # 5-1 comes as a forfeit
    t = state.tournament
    assert [v.describe() for v in withdrawal_verdicts(t)] == [
        "No. 5 withdrew from round 3 after completing 2 of 4 games (at least 50 %): his "
        "results count in the standings (C.05)"
    ]
    assert not not_counted(t)
    got = by_player(round_robin_standings(t, 5))
    assert {p: r.points for p, r in got.items()} == {
        1: Fraction(7, 2),
        2: 2,
        3: Fraction(5, 2),
        4: 2,
        5: 0,
    }


def test_withdrawal_before_half_the_games_is_taken_out_of_the_standings():
    # 5 played round 1 only (round 2 lost by forfeit), withdrew from round 3: 1 of 4 games
    state = rr_state(5)
    state = play_round(state, 1, ROUNDS[0])
    state = play_round(state, 2, {5: "-", 1: "="})
    state = apply_command(state, RecordWithdrawal(PlayerId(5), 3))
    state = play_round(state, 3, {3: "0-1"})
    state = play_round(state, 4, {1: "1-0", 2: "0-1"})
    state = play_round(state, 5, {4: "="})
    t = state.tournament
    assert not_counted(t) == {PlayerId(5)}
    rows = round_robin_standings(t, 5)
    got = by_player(rows)
    assert set(got) == {1, 2, 3, 4}
    # without the games against 5: 1: ½+1+1 = 2.5  2: ½+0+½ = 1  3: ½+0+1 = 1.5  4: ½+0+½ = 1
    assert {p: r.points for p, r in got.items()} == {
        1: Fraction(5, 2),
        2: 1,
        3: Fraction(3, 2),
        4: 1,
    }
    sb = {p: r.tiebreaks[2] for p, r in got.items()}
    # 1: ½·1 + 1·1.5 + 1·1 = 3   2: ½·2.5 + 0 + ½·1 = 1.75   3: ½·1 + 0 + 1·1 = 1.5
    # 4: ½·1.5 + 0 + ½·1 = 1.25
    assert sb == {1: Fraction(3), 2: Fraction(7, 4), 3: Fraction(3, 2), 4: Fraction(5, 4)}
    ks = {p: r.tiebreaks[3] for p, r in got.items()}
    # 3 games each now: threshold 1.5, so only 1 (2.5) and 3 (1.5) count
    assert ks == {1: Fraction(1), 2: Fraction(1, 2), 3: Fraction(0), 4: Fraction(1, 2)}
    assert [int(r.player) for r in rows] == [1, 3, 2, 4]
    # the crosstable keeps his results (for rating): the tournament itself is unchanged
    assert t.player(PlayerId(5)).rounds[0].opponent == 2


def test_buchholz_is_not_for_round_robins():
    with pytest.raises(RoundRobinError, match=r"Art\. 8"):
        check_round_robin_tiebreaks(parse_tiebreaks("SB,BH/C1"))
    check_round_robin_tiebreaks(parse_tiebreaks("DE,WIN,SB,KS,TPN"))

"""Round-robin reports as text: the square crosstable, standings, round pairings, schedule."""

from __future__ import annotations

import pytest

from engine.journal import RecordWithdrawal, apply_command
from engine.model import PlayerId
from engine.reports import (
    ReportError,
    berger_grid,
    round_robin_crosstable,
    round_robin_pairings,
    round_robin_schedule,
    round_robin_standings_report,
)
from engine.roundrobin import schedule
from tests.roundrobin.helpers import play_round, rr_state
from tests.roundrobin.test_standings_rr import ROUNDS, event


def grid(report):
    table = report.tables[0]
    return {row[0]: row for row in table.rows}, table.headers


def test_crosstable_is_the_square_grid():
    t = event().tournament
    report = round_robin_crosstable(t, 5)
    rows, headers = grid(report)
    assert headers[:10] == ("No.", "Title", "Name", "Rtg", "Fed", "1", "2", "3", "4", "5")
    assert headers[10:] == ("Pts", "Rk", "DE", "WIN", "SB", "KS")
    # the games worked by hand in test_standings_rr
    assert rows["1"][5:12] == ("■", "½", "1", "1", "1", "3½", "1")
    assert rows["2"][5:12] == ("½", "■", "0", "½", "1", "2", "3")
    assert rows["4"][5:12] == ("0", "½", "½", "■", "+", "2", "4")
    assert rows["5"][5:12] == ("0", "0", "0", "−", "■", "0", "5")
    assert rows["1"][14] == "5.5"  # SB
    assert report.landscape
    assert any("+ and − forfeits" in n for n in report.notes)


def test_crosstable_in_order_of_place():
    report = round_robin_crosstable(event().tournament, 5, by_place=True)
    table = report.tables[0]
    assert [row[3] for row in table.rows] == ["P01", "P03", "P02", "P04", "P05"]
    assert [row[:2] for row in table.rows][:2] == [("1", "1"), ("2", "3")]
    # columns follow the lines: line 2 (P03) lost to P01, beat P02, drew P04, beat P05
    assert table.rows[1][6:11] == ("0", "■", "1", "½", "1")


def test_double_round_robin_cells_hold_both_cycles():
    state = rr_state(4, cycles=2)
    table = schedule(4, cycles=2)
    for r in range(1, 5):
        state = play_round(state, r, {w: "1-0" for w, _ in table[r - 1].boards})
    rows, _ = grid(round_robin_crosstable(state.tournament, 4))
    # round 4 is the second cycle's first round: 4-1 (colours of round 1 reversed), White won
    assert rows["1"][5:9] == ("■", "1 ·", "0 ·", "1 0")
    assert rows["4"][5:9] == ("0 1", "0 ·", "1 ·", "■")


def test_a_player_whose_results_do_not_count_is_marked():
    state = rr_state(5)
    state = play_round(state, 1, ROUNDS[0])
    state = play_round(state, 2, {5: "-", 1: "="})
    state = apply_command(state, RecordWithdrawal(PlayerId(5), 3))
    state = play_round(state, 3, {3: "0-1"})
    report = round_robin_crosstable(state.tournament, 3)
    rows, _ = grid(report)
    assert rows["5"][10:12] == ("(0)", "–")
    # 2 beat 5 in round 1: that point is not in his total (½ against 1 is)
    assert rows["2"][5:11] == ("½", "■", "·", "·", "1", "½")
    assert any("less than 50 %" in n for n in report.notes)
    standings = round_robin_standings_report(state.tournament, 3)
    # 1: ½ + 1 = 1½; 2, 3, 4 on ½ each; SB 2: ½·1½ = 0.75 > 3, 4: ½·½ = 0.25 (and KS level)
    assert [(row[0], row[1]) for row in standings.tables[0].rows] == [
        ("1", "1"),
        ("2", "2"),
        ("3-4", "3"),
        ("3-4", "4"),
    ]


def test_pairings_of_a_round_and_the_whole_schedule():
    state = play_round(rr_state(5), 1, {2: "1-0"})
    t = state.tournament
    report = round_robin_pairings(t, 1)
    rows = report.tables[0].rows
    assert [(r[1], r[4], r[5]) for r in rows] == [
        ("2", "1-0", "5"),
        ("3", "", "4"),
        ("1", "free", ""),
    ]
    whole = round_robin_schedule(t)
    assert len(whole.tables) == 5
    assert whole.to_csv().startswith("Round 1\nBd,No.,White")  # every round is captioned
    assert [t.caption for t in whole.tables][:2] == ["Round 1", "Round 2"]
    assert whole.tables[4].rows[-1][1:5] == ("3", "P03", "2570", "free")
    with pytest.raises(ReportError, match="no round 6"):
        round_robin_pairings(t, 6)


def test_schedule_of_a_double_round_robin_says_which_rounds_are_reversed():
    t = rr_state(10, cycles=2).tournament
    report = round_robin_schedule(t)
    assert len(report.tables) == 18
    assert any("rounds 8 and 9 of the first cycle" in n for n in report.notes)
    assert report.tables[7].caption == "Round 8, cycle 1"
    assert report.tables[9].caption == "Round 10, cycle 2"
    grid_report = berger_grid(t)
    assert grid_report.tables[0].rows[0][:6] == ("1", "1-10", "2-9", "3-8", "4-7", "5-6")


def test_a_swiss_tournament_has_no_round_robin_reports():
    from engine.model import Tournament

    with pytest.raises(ReportError, match="not a round-robin"):
        round_robin_schedule(Tournament())

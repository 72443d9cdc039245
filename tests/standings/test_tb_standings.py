"""Standings: points, the tie-break list per still-tied subgroup (C.07 4.2), shared places."""

from __future__ import annotations

import pytest
from tb_builders import F, tec, tournament

from engine.model import PlayerId
from engine.standings import (
    Edition,
    StandingsError,
    TieBreakCode,
    TieBreakContext,
    TieBreakSpec,
    format_value,
    parse_tiebreaks,
    standings,
)

E24, E26 = Edition.C07_2024, Edition.C07_2026
LIST = parse_tiebreaks("BH/C1,BH,SB,DE")

# TEC event, list BH-C1, BH, SB, DE, worked by hand (2024 rules):
#  4.0  #2
#  3.5  #3 C1 13.0 (15.5 - #11's 2.5), #4 C1 11.5, #1 C1 11.0 (12.5 - 1.5), #16 C1 11.0
#       (12.5 - 1.5); #1 and #16 also tie on BH 12.5; SB #1 = 1.5 + .75 + 2 + 2 + 1.75 = 8.0,
#       SB #16 = 1.25 + 2.5 + 1.5 + 0 + 2 = 7.25 -> #1 before #16.
#  3.0  #6
#  2.5  #11 C1 12.0, #8 C1 12.0 (13.5 - 1.5), #5 C1 7.5 (8.5 - 1.0); #11 and #8 tie on BH 13.5
#       too; SB #11 = 5.75, SB #8 = 1.75 + 2 + 0 + 1.5 + 0 = 5.25 -> #11, #8, #5.
#  2.0  #15 C1 11.0 (12.0 - 1.0), #12 C1 9.5, #14 C1 9.0.
#  1.5  #7 C1 12.5 (14.5 - 2.0), #13 C1 12.0 (14.0 - 2.0), #9 C1 7.5.
#  1.0  #10
# 2026: #11's forfeit dummy falls to 1.5, BH-C1 11.0 < #8's 12.0, so #8 passes #11. Nothing
# else changes order (#4's C1 stays 11.5; #6 is alone on 3.0).
ORDER_2024 = [2, 3, 4, 1, 16, 6, 11, 8, 5, 15, 12, 14, 7, 13, 9, 10]
ORDER_2026 = [2, 3, 4, 1, 16, 6, 8, 11, 5, 15, 12, 14, 7, 13, 9, 10]


def order(rows):
    return [int(r.player) for r in rows]


def test_tec_standings_both_editions():
    t = tec()
    rows24 = standings(t, 5, LIST, E24)
    rows26 = standings(t, 5, LIST, E26)
    assert order(rows24) == ORDER_2024
    assert order(rows26) == ORDER_2026
    assert [r.rank for r in rows24] == list(range(1, 17))
    assert not any(r.shared for r in rows24)
    by24 = {int(r.player): r for r in rows24}
    by26 = {int(r.player): r for r in rows26}
    # Values as worked in test_tb_buchholz / test_tb_sonneborn; DE never came up (None).
    assert by24[11].tiebreaks == (12, F("13.5"), F("5.75"), None)
    assert by26[11].tiebreaks == (11, F("12.5"), F("4.75"), None)
    assert by24[8].points == F("2.5")
    assert by24[8].tiebreaks == (12, F("13.5"), F("5.25"), None)


def test_edition_follows_the_start_date():
    # TieBreakServer's rule (spec/tiebreaks.md §6): start before 2026-03-01 -> 2024 rules.
    assert order(standings(tec(start_date="2026/02/28"), 5, LIST)) == ORDER_2024
    assert order(standings(tec(start_date="2026/03/01"), 5, LIST)) == ORDER_2026
    assert order(standings(tec(start_date="28.02.2026"), 5, LIST)) == ORDER_2024
    # No start date: the edition in force now.
    assert order(standings(tec(), 5, LIST)) == ORDER_2026
    # The arbiter's override wins.
    assert order(standings(tec(start_date="2025/05/01"), 5, LIST, E26)) == ORDER_2026


def test_intermediate_round_is_the_final_round_for_art_16():
    # After round 4, #14's R4 ZPB is in the final round counted: category 5, a draw for the
    # opponents: adjusted = 1 + 0 + 0 + ½ = 1.5 while the score is 1.
    ctx = TieBreakContext(tec(), 4, E24)
    assert ctx.plain.score(PlayerId(14)) == 1
    assert ctx.plain.adjusted(PlayerId(14)) == F("1.5")
    rows = standings(tec(), 4, (), E24)
    # Scores after round 4: #2 1+1+½+1 = 3.5; #1 1+½+½+1, #3 ½+1+1+½, #4 1+½+1+½ = 3.0;
    # #8 ½+1+0+1, #16 ½+1+1+0 = 2.5. No tie-break: shared places 2-4 and 5-6.
    assert [(r.rank, r.rank_to, int(r.player)) for r in rows[:6]] == [
        (1, 1, 2),
        (2, 4, 1),
        (2, 4, 3),
        (2, 4, 4),
        (5, 6, 8),
        (5, 6, 16),
    ]


# Round-robin of four (test_tb_direct): 1 on 2, then 2 and 3 on 1.5 (they drew), 4 on 1.
RR = {
    1: "=W2 =W3 +B4",
    2: "=B1 =B4 =W3",
    3: "=W4 =B1 =B2",
    4: "=B3 =W2 -W1",
}


def test_full_ties_share_the_place_and_list_by_pairing_number():
    rows = standings(tournament(RR), 3, parse_tiebreaks("DE"), E26)
    assert [(r.rank, r.rank_to, int(r.player)) for r in rows] == [
        (1, 1, 1),
        (2, 3, 2),
        (2, 3, 3),
        (4, 4, 4),
    ]
    assert rows[1].shared
    # DE's column is the place inside the group it was applied to; 1 and 4 were alone on
    # their score, so DE never applied to them.
    assert [r.tiebreaks for r in rows] == [(None,), (1,), (1,), (None,)]


def test_next_tie_break_applies_to_the_subgroup_still_tied():
    # DE leaves 2 and 3 tied; TPN/R (7.8, high to low) then puts 3 first.
    rows = standings(tournament(RR), 3, parse_tiebreaks("DE,TPN/R"), E26)
    assert [(r.rank, int(r.player)) for r in rows] == [(1, 1), (2, 3), (3, 2), (4, 4)]


def test_de_separates_a_group_that_met():
    # Same four players, but 2 beat 3: points 1: 2, 2: 1.5, 3: 1.5, 4: 1 -> DE puts 2 first.
    rows = {
        1: "+W2 =W3 =B4",
        2: "-B1 =B4 +W3",
        3: "+W4 =B1 -B2",
        4: "-B3 =W2 =W1",
    }
    result = standings(tournament(rows), 3, parse_tiebreaks("DE"), E26)
    assert [(r.rank, int(r.player), r.tiebreaks) for r in result] == [
        (1, 1, (None,)),
        (2, 2, (1,)),
        (3, 3, (2,)),
        (4, 4, (None,)),
    ]


def test_undefined_values_rank_last():
    # 1 and 2 both on 1 point: 1 won a game against 3 (rated 2000), 2 only had a PAB: ARO of 2
    # is undefined and ranks after any value, also for a "lower is better" tie-break.
    t = tournament({1: "+W3", 2: "PAB", 3: "-B1"}, ratings={1: 1500, 2: 1600, 3: 2000})
    rows = standings(t, 1, parse_tiebreaks("ARO"), E26)
    assert [int(r.player) for r in rows] == [1, 2, 3]
    assert rows[1].tiebreaks == (None,)
    t2 = tournament({1: "+W3", 2: "PAB", 3: "-B1"}, ratings={1: 1500, 3: 2000})
    rows = standings(t2, 1, parse_tiebreaks("RTNG/R"), E26)
    assert [int(r.player) for r in rows] == [1, 2, 3]


def test_before_the_first_round_everyone_shares_first_place():
    rows = standings(tec(), 0, LIST, E26)
    assert {(r.rank, r.rank_to) for r in rows} == {(1, 16)}
    assert [int(r.player) for r in rows] == list(range(1, 17))


def test_self_defined_tie_break_cannot_be_computed():
    with pytest.raises(StandingsError, match="OTHER_KA"):
        standings(tec(), 5, parse_tiebreaks("BH,OTHER_KA"), E26)


def test_format_value():
    assert format_value(TieBreakSpec(TieBreakCode.BH), F("12.5")) == "12.5"
    assert format_value(TieBreakSpec(TieBreakCode.SB), F("9.75")) == "9.75"
    assert format_value(TieBreakSpec(TieBreakCode.SB), F("4")) == "4.0"
    assert format_value(TieBreakSpec(TieBreakCode.AOB), F("13.25")) == "13.25"
    assert format_value(TieBreakSpec(TieBreakCode.AOB), F("2/3")) == "0.67"
    assert format_value(TieBreakSpec(TieBreakCode.ARO), F("1888")) == "1888"
    assert format_value(TieBreakSpec(TieBreakCode.DE), None) == ""


def test_same_state_in_another_player_order_gives_the_same_standings():
    from dataclasses import replace

    t = tec()
    shuffled = replace(t, players=tuple(reversed(t.players)))
    assert standings(shuffled, 5, LIST, E24) == standings(t, 5, LIST, E24)


def test_de_has_no_value_of_its_own():
    from engine.standings import tiebreak_value

    ctx = TieBreakContext(tec(), 5, E26)
    with pytest.raises(StandingsError, match="DE"):
        tiebreak_value(ctx, TieBreakSpec(TieBreakCode.DE), PlayerId(1))


def test_every_computable_tie_break_runs_on_the_tec_event():
    # Smoke test over the whole catalogue (values are checked in the per-article tests).
    specs = parse_tiebreaks(
        "DE,WIN,WON,BPG,BWG,PS/C1,REP,STD,TPN/R,BH/M2,AOB/F,FB/C2,SB/C2/P,KS/L-1,ARO/M1,"
        "TPR,PTP,APRO,APPO,RTNG/R,DE/P"
    )
    rows = standings(tec(), 5, specs, E26)
    assert len(rows) == 16
    assert all(len(r.tiebreaks) == len(specs) for r in rows)

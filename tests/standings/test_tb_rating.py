"""C.07 Art. 10: rating-based tie-breaks, hand-computed (TEC ratings: 2250 - 50 x TPN)."""

from __future__ import annotations

import pytest
from tb_builders import tec, tournament

from engine.model import PlayerId
from engine.standings import (
    Edition,
    TieBreakContext,
    average_perfect_performance_of_opponents,
    average_performance_of_opponents,
    average_rating_of_opponents,
    perfect_performance,
    performance_rating,
    rating,
)
from engine.standings.fide_tables import dp_for, expected_score

P = PlayerId


@pytest.fixture(scope="module")
def ctx() -> TieBreakContext:
    return TieBreakContext(tec(), 5, Edition.C07_2026)


def test_rating_tables_spot_values():
    # B.02 8.1(a): p .80 -> 240, .75 -> 193, .62 -> 87, .99 -> 677, 1.0 -> 800, symmetric.
    assert [dp_for(p) for p in (80, 75, 62, 99, 100, 50, 20, 0)] == [
        240, 193, 87, 677, 800, 0, -240, -800,
    ]  # fmt: skip
    # B.02 8.1(b): band edges 3/4, 411/412, 735/736.
    assert [int(expected_score(d) * 100) for d in (3, 4, 411, 412, 735, 736, 2000)] == [
        50, 51, 92, 93, 99, 100, 100,
    ]  # fmt: skip
    assert expected_score(-62) == 1 - expected_score(62)


def test_aro_and_cuts(ctx):
    # #4 met 12 (1650), 13 (1600), 3 (2100), 1 (2200) over the board; the HPB is ignored.
    # ARO = 7550 / 4 = 1887.5 -> 1888 (a half rounds up; spec/tiebreaks.md §4.5).
    assert average_rating_of_opponents(ctx, P(4)) == 1888
    # ARO-C1 drops 1600: 5950 / 3 = 1983.33 -> 1983. C2 drops 1650 too: 4300 / 2 = 2150.
    assert average_rating_of_opponents(ctx, P(4), cut=1) == 1983
    assert average_rating_of_opponents(ctx, P(4), cut=2) == 2150
    # M1 drops 1600 and 2200: 3750 / 2 = 1875.
    assert average_rating_of_opponents(ctx, P(4), median=1) == 1875
    # #2: 1750 + 1900 + 2200 + 1450 + 2100 = 9400 / 5 = 1880.
    assert average_rating_of_opponents(ctx, P(2)) == 1880
    # #12 played one game (#4, 2050): ARO 2050; after Cut-1 nothing is left: undefined.
    assert average_rating_of_opponents(ctx, P(12)) == 2050
    assert average_rating_of_opponents(ctx, P(12), cut=1) is None


def test_tpr(ctx):
    # #2: 4 / 5 = .80 -> dp 240: 1880 + 240 = 2120 (TEC).
    assert performance_rating(ctx, P(2)) == 2120
    # #6: the PAB is ignored; 2 / 4 = .50 -> dp 0; ARO 7250 / 4 = 1812.5 -> 1813.
    assert performance_rating(ctx, P(6)) == 1813
    # #12: 0 / 1 -> dp -800: 2050 - 800 = 1250.
    assert performance_rating(ctx, P(12)) == 1250
    # #11: forfeit win ignored; 1.5 / 4 = .375 -> .38 (half up) -> dp -87;
    # ARO 7450 / 4 = 1862.5 -> 1863: 1776 (the value the TEC's APRO example uses).
    assert performance_rating(ctx, P(11)) == 1776
    # #4: 3 / 4 = .75 -> 193: 1888 + 193 = 2081.
    assert performance_rating(ctx, P(4)) == 2081


def test_ptp(ctx):
    # #3: opponents 1700, 1950, 1850, 2050, 2150 and 3.5 points (TEC). At 2112 the differences
    # 412, 162, 262, 62, -38 give .93 + .71 + .82 + .59 + .45 = 3.50; at 2111 the first and the
    # fourth fall a band (.92, .58): 3.48 < 3.5. PTP = 2112.
    assert perfect_performance(ctx, P(3)) == 2112
    # #2: 1750 W, 1900 W, 2200 D, 1450 W, 2100 D = 4.0. At 2216: 466 .95, 316 .87, 16 .52,
    # 766 1.00, 116 .66 = 4.00; at 2215 the 315 gives .86: 3.99. PTP = 2216.
    assert perfect_performance(ctx, P(2)) == 2216
    # #4: 1650 W, 1600 W, 2100 D, 2200 D = 3.0. At 2168: 518 .97, 568 .98, 68 .59, -32 .46
    # = 3.00; at 2167 the 517 gives .96 and -33 gives .45: 2.98. PTP = 2168.
    assert perfect_performance(ctx, P(4)) == 2168
    # #10: 2150 L, 1800 W, 1500 L, 1950 L, 2000 L = 1.0. At 1575: -575 .02, -225 .22,
    # 75 .60, -375 .09, -425 .07 = 1.00; at 1574 the -226 gives .21: 0.99. PTP = 1575.
    assert perfect_performance(ctx, P(10)) == 1575
    # #12 scored 0 against 2050: lowest opponent - 800 = 1250.
    assert perfect_performance(ctx, P(12)) == 1250


def test_ptp_with_a_full_score():
    # 2 / 2 against 1800 and 2000: every difference must exceed 735 -> 2000 + 736 = 2736.
    t = tournament({1: "+W2 +B3", 2: "-B1 .", 3: ". -W1"}, ratings={1: 1500, 2: 1800, 3: 2000})
    c = TieBreakContext(t, 2, Edition.C07_2026)
    assert perfect_performance(c, P(1)) == 2736


def test_apro_and_appo(ctx):
    # APRO(#3): opponents 11, 6, 8, 4, 2 have TPR 1776, 1813, 1730, 2081, 2120:
    # 9520 / 5 = 1904 (TEC). TPR(#8) = ARO 8650/5 = 1730 + dp(.50) 0.
    assert average_performance_of_opponents(ctx, P(3)) == 1904
    # APPO(#12): its only opponent #4 has PTP 2168.
    assert average_perfect_performance_of_opponents(ctx, P(12)) == 2168
    # APRO(#12) = TPR(#4) = 2081.
    assert average_performance_of_opponents(ctx, P(12)) == 2081


def test_rating_and_unrated_players():
    t = tournament({1: "+W2 =B3", 2: "-B1 . ", 3: ". =W1"}, ratings={1: 1900, 3: 2000})
    c = TieBreakContext(t, 2, Edition.C07_2026)
    # Player 2 is unrated: without a rule he is left out of the opponents' averages.
    assert average_rating_of_opponents(c, P(1)) == 2000
    # TPR over the rated game only: ½ / 1 against 2000 -> 2000.
    assert performance_rating(c, P(1)) == 2000
    assert rating(c, P(2)) is None
    # With the regulations' rating of 1000 for unrated players: (1000 + 2000) / 2 = 1500; TPR
    # 1.5 / 2 = .75 -> 1500 + 193 = 1693.
    c1000 = TieBreakContext(t, 2, Edition.C07_2026, unrated_rating=1000)
    assert average_rating_of_opponents(c1000, P(1)) == 1500
    assert performance_rating(c1000, P(1)) == 1693
    assert rating(c1000, P(2)) == 1000
    assert rating(c1000, P(1)) == 1900


def test_no_games_means_undefined(ctx):
    t = tournament({1: "PAB"})
    c = TieBreakContext(t, 1, Edition.C07_2026)
    for f in (average_rating_of_opponents, performance_rating, perfect_performance):
        assert f(c, P(1)) is None
    assert average_performance_of_opponents(c, P(1)) is None

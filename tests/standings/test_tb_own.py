"""C.07 Art. 7: tie-breaks from the player's own results, hand-computed."""

from __future__ import annotations

from fractions import Fraction

import pytest
from tb_builders import F, tec, tournament

from engine.model import PlayerId, PointSystem
from engine.standings import (
    Edition,
    TieBreakContext,
    games_with_black,
    games_won,
    pairing_number,
    progressive_scores,
    standard_points,
    wins,
    wins_with_black,
)

P = PlayerId

THREE_ONE_ZERO = PointSystem(
    win=Fraction(3),
    draw=Fraction(1),
    forfeit_win=Fraction(3),
    pab=Fraction(3),
    full_bye=Fraction(3),
    half_bye=Fraction(1),
)


@pytest.fixture(scope="module")
def ctx() -> TieBreakContext:
    return TieBreakContext(tec(), 5, Edition.C07_2026)


def test_wins_and_games_won(ctx):
    # TEC (spec/tiebreaks.md §4.1): #6 has WIN 3 (the R3 PAB counts) but WON 2;
    # #12 has WIN 2 (PAB and forfeit win) but WON 0.
    assert (wins(ctx, P(6)), games_won(ctx, P(6))) == (3, 2)
    assert (wins(ctx, P(12)), games_won(ctx, P(12))) == (2, 0)
    # #11: forfeit win R4 + win R5 -> WIN 2, WON 1.
    assert (wins(ctx, P(11)), games_won(ctx, P(11))) == (2, 1)


def test_win_counts_only_byes_worth_a_win():
    # 7.1: "as many points as awarded for a win": a PAB worth a draw (regulations' choice)
    # is not a win.
    half_pab = PointSystem(pab=Fraction(1, 2))
    t = tournament({1: "PAB +W2", 2: "FPB -B1"}, point_system=half_pab)
    c = TieBreakContext(t, 2, Edition.C07_2026)
    assert wins(c, P(1)) == 1
    assert wins(c, P(2)) == 1  # the full-point bye is still a win's points


def test_black_games(ctx):
    # #2 played Black in R1 (won), R3 (drew), R5 (drew): BPG 3, BWG 1.
    assert (games_with_black(ctx, P(2)), wins_with_black(ctx, P(2))) == (3, 1)
    # #14: R2 Black (lost), R3 forfeit (no colour), R5 Black (won): BPG 2, BWG 1.
    assert (games_with_black(ctx, P(14)), wins_with_black(ctx, P(14))) == (2, 1)
    # #12: R1 White, then no games: 0, 0.
    assert (games_with_black(ctx, P(12)), wins_with_black(ctx, P(12))) == (0, 0)


def test_progressive_scores(ctx):
    # #2: running 1, 2, 2.5, 3.5, 4 -> 13; Cut-1 drops the R1 score -> 12; Cut-2 -> 10.
    assert progressive_scores(ctx, P(2)) == 13
    assert progressive_scores(ctx, P(2), cut=1) == 12
    assert progressive_scores(ctx, P(2), cut=2) == 10
    # #12: 0, 1 (PAB), 2 (forfeit win), 2, 2 (after withdrawal) -> 7; byes add their points.
    assert progressive_scores(ctx, P(12)) == 7
    # #9: 0, 0, ½ (HPB), ½ (-F), 1.5 (PAB) -> 2.5.
    assert progressive_scores(ctx, P(9)) == F("2.5")


def test_standard_points(ctx):
    # STD (7.7): #12: R1 0 vs 1 -> 0; R2 PAB 1 > draw ½ -> 1; R3 +F 1 > 0 -> 1; R4, R5 ZPB
    # 0 < ½ -> 0. Total 2.
    assert standard_points(ctx, P(12)) == 2
    # #4: W 1, HPB ½ = ½ -> ½, W 1, D ½, D ½ -> 3.5 (equals the score under 1-½-0).
    assert standard_points(ctx, P(4)) == F("3.5")


def test_standard_points_restore_1_half_0_under_3_1_0():
    # The notes' example: win (1) + draw (½) + forfeit win (1) + HPB worth a draw (½) + loss (0)
    # = 3.0 under 3-1-0 scoring, where the same rounds give 3 + 1 + 3 + 1 + 0 = 8 points.
    rows = {
        1: "+W2 =B3 +F4 HPB -W5",
        2: "-B1 . . . .",
        3: ". =W1 . . .",
        4: ". . -F1 . .",
        5: ". . . . +B1",
    }
    t = tournament(rows, point_system=THREE_ONE_ZERO)
    c = TieBreakContext(t, 5, Edition.C07_2026)
    assert c.plain.score(P(1)) == 8
    assert standard_points(c, P(1)) == 3


def test_double_forfeit_gives_half_standard_point_each():
    # Both players lost by forfeit: each scored the same as the scheduled opponent -> ½ each
    # (the literal reading of 7.7; spec/tiebreaks.md §9.5).
    t = tournament({1: "-F2", 2: "-F1"}, check=False)
    c = TieBreakContext(t, 1, Edition.C07_2026)
    assert standard_points(c, P(1)) == F("1/2")
    assert standard_points(c, P(2)) == F("1/2")


def test_pairing_number(ctx):
    assert pairing_number(ctx, P(7)) == 7

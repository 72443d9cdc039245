"""C.07 Art. 16: categories of unplayed rounds, adjusted scores, the dummy opponent (2024/2026)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from tb_builders import F, tec, tournament

from engine.model import PlayerId
from engine.standings import (
    Edition,
    StandingsError,
    TieBreakContext,
    Unplayed,
    contributions,
    rounds_elected_to_play,
)

E24, E26 = Edition.C07_2024, Edition.C07_2026


def categories(ctx: TieBreakContext, pid: int) -> list[Unplayed | None]:
    return [r.category for r in ctx.plain.records(PlayerId(pid))]


def test_categories_of_the_tec_event():
    ctx = TieBreakContext(tec(), 5, E24)
    # #12: R2 PAB (16.2.1), R3 forfeit win (16.2.2), R4-R5 after withdrawal: zero-point byes
    # followed only by VURs (16.2.5).
    assert categories(ctx, 12) == [
        None,
        Unplayed.BYE_WON,
        Unplayed.FORFEIT_WIN,
        Unplayed.REQUESTED_BYE_TO_END,
        Unplayed.REQUESTED_BYE_TO_END,
    ]
    # #14: R3 forfeit loss (16.2.4); R4 requested ZPB followed by a game in R5 (16.2.3).
    assert categories(ctx, 14) == [
        None,
        None,
        Unplayed.FORFEIT_LOSS,
        Unplayed.REQUESTED_BYE_THEN_PLAYED,
        None,
    ]
    # #9: R3 HPB followed by a VUR (R4 forfeit loss) and then a PAB, which is not a VUR: cat. 3.
    assert categories(ctx, 9) == [
        None,
        None,
        Unplayed.REQUESTED_BYE_THEN_PLAYED,
        Unplayed.FORFEIT_LOSS,
        Unplayed.BYE_WON,
    ]


def test_requested_bye_in_the_final_round_is_category_5():
    # 16.2.5 "or in the final round": a HPB in the last round counted so far.
    t = tournament({1: "+W2 HPB", 2: "-B1 =W3", 3: ". =B2"})
    ctx = TieBreakContext(t, 2, E24)
    assert categories(ctx, 1) == [None, Unplayed.REQUESTED_BYE_TO_END]
    # Cut at round 1, player 3's blank round 1 is then the final round too.
    ctx1 = TieBreakContext(t, 1, E24)
    assert categories(ctx1, 3) == [Unplayed.REQUESTED_BYE_TO_END]


def test_adjusted_scores():
    ctx = TieBreakContext(tec(), 5, E24)
    # 16.3: #12 scored 0 + 1 + 1 + 0 + 0 = 2, but its R4-R5 absences are category 5 and count
    # as draws for its opponents: 0 + 1 + 1 + ½ + ½ = 3.
    assert ctx.plain.score(PlayerId(12)) == 2
    assert ctx.plain.adjusted(PlayerId(12)) == 3
    # #14's ZPB is followed by a game (cat. 3): it counts at the points awarded, 0.
    assert ctx.plain.adjusted(PlayerId(14)) == 2
    # #4's HPB is category 3 too: ½ as awarded.
    assert ctx.plain.adjusted(PlayerId(4)) == F("3.5")


def test_adjusted_score_uses_the_draw_value_of_the_point_system():
    from engine.model import PointSystem

    three = PointSystem(
        win=Fraction(3),
        draw=Fraction(1),
        forfeit_win=Fraction(3),
        pab=Fraction(3),
        full_bye=Fraction(3),
        half_bye=Fraction(1),
    )
    t = tournament({1: "+W2 ZPB", 2: "-B1 PAB"}, point_system=three, check=False)
    ctx = TieBreakContext(t, 2, E24)
    # 3-1-0: player 1 won (3) and then is absent in the final round (cat. 5, a draw: 1).
    assert ctx.plain.adjusted(PlayerId(1)) == 4


def dummies(ctx: TieBreakContext, pid: int) -> list[Fraction]:
    return [c.value for c in contributions(ctx, PlayerId(pid)) if c.opponent is None]


def test_dummy_2024_is_the_own_final_score():
    ctx = TieBreakContext(tec(), 5, E24)
    # 16.4 (2024): every own unplayed round faces a dummy with the player's final score.
    assert dummies(ctx, 4) == [F("3.5")]
    assert dummies(ctx, 12) == [2, 2, 2, 2]
    assert dummies(ctx, 11) == [F("2.5")]


def test_dummy_2026_caps():
    ctx = TieBreakContext(tec(), 5, E26)
    # 16.4.2: #4 (3.5) HPB: at most draw x rounds = ½ x 5 = 2.5.
    assert dummies(ctx, 4) == [F("2.5")]
    # 16.4.2: #6 (3.0) PAB: 2.5.
    assert dummies(ctx, 6) == [F("2.5")]
    # 16.4.1: #11 (2.5) forfeit win against #9, whose adjusted score is 1.5: 1.5.
    assert dummies(ctx, 11) == [F("1.5")]
    # #12 (2.0): caps 2.5 (byes) and adj(#14) = 2.0 (forfeit) do not bind: 2.0 everywhere.
    assert dummies(ctx, 12) == [2, 2, 2, 2]
    # #14 (2.0): R3 forfeit loss, cap adj(#12) = 3.0; R4 ZPB, cap 2.5: neither binds.
    assert dummies(ctx, 14) == [2, 2]


def test_dummy_2026_forfeit_cap_is_only_the_opponent_score():
    # Player 1 (3 points in 4 rounds) wins by forfeit against 2, who also scored 3 (adjusted 3:
    # the forfeit loss is category 4, counted at 0). 16.4.1 caps at 3, which does not bind; the
    # 16.4.2 cap (½ x 4 = 2) is not applied to forfeits by the text (spec/tiebreaks.md §9.1:
    # Sharly would give 2).
    t = tournament(
        {
            1: "+W3 +F2 +B4 -W5",
            2: "+B4 -F1 +W5 +B3",
            3: "-B1 +W5 +B6 -W2",
            4: "-W2 +B6 -W1 +W6",
            5: "+W6 -B3 -B2 +B1",
            6: "-B5 -W4 -W3 -B4",
        }
    )
    ctx = TieBreakContext(t, 4, E26)
    assert ctx.plain.score(PlayerId(1)) == 3
    assert ctx.plain.adjusted(PlayerId(2)) == 3
    assert dummies(ctx, 1) == [3]


def test_withdrawn_player_rounds_after_withdrawal():
    # Player 1 withdrew after round 2 and his line simply stops: round 3 is a zero-point bye
    # (16.1.1) followed by nothing, so category 5, a draw for his opponents (16.3).
    t = tournament(
        {1: "+W2 +B3", 2: "-B1 +W4 =B3", 3: "+W4 -W1 =W2", 4: "-B3 -B2 PAB"},
        withdrawn={1: 3},
    )
    ctx = TieBreakContext(t, 3, E24)
    assert categories(ctx, 1) == [None, None, Unplayed.REQUESTED_BYE_TO_END]
    assert ctx.plain.score(PlayerId(1)) == 2
    assert ctx.plain.adjusted(PlayerId(1)) == F("2.5")
    # His own dummy (2024) is his real score, 2: BH(1) = 2 (1.5) + 3 (1.5) + 2 = 5.
    from engine.standings import buchholz

    assert buchholz(ctx, PlayerId(1)) == 5


def test_rep_counts_rounds_minus_vurs():
    ctx = TieBreakContext(tec(), 5, E26)
    # C.07 7.6 with 16.1.2 (spec/tiebreaks.md §4.1):
    # #4: one HPB -> 4. #12: two rounds after withdrawal -> 3 (PAB, forfeit win count).
    # #14: forfeit loss + ZPB -> 3. #9: HPB + forfeit loss -> 3 (the R5 PAB counts).
    assert {p: rounds_elected_to_play(ctx, PlayerId(p)) for p in (4, 12, 14, 9, 2)} == {
        4: 4,
        12: 3,
        14: 3,
        9: 3,
        2: 5,
    }


def test_full_point_bye_is_not_a_vur():
    t = tournament({1: "FPB +W2", 2: "HPB -B1"})
    ctx = TieBreakContext(t, 2, E24)
    assert rounds_elected_to_play(ctx, PlayerId(1)) == 2
    assert rounds_elected_to_play(ctx, PlayerId(2)) == 1


def test_round_out_of_range():
    with pytest.raises(StandingsError, match="out of range"):
        TieBreakContext(tec(), 6)
    with pytest.raises(StandingsError):
        TieBreakContext(tec(), -1)


def test_unknown_opponent_is_reported():
    t = tournament({1: "+W9"}, check=False)
    with pytest.raises(StandingsError, match="opponent 9"):
        TieBreakContext(t, 1)

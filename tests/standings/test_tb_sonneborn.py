"""C.07 Art. 9 (SB, KS) with 14.1.1 and 16.5 cuts, hand-computed on the TEC event."""

from __future__ import annotations

import pytest
from tb_builders import F, tec, tournament

from engine.model import PlayerId
from engine.standings import (
    Edition,
    TieBreakContext,
    contributions,
    cut_sonneborn_berger,
    koya,
    sonneborn_berger,
)

E24, E26 = Edition.C07_2024, Edition.C07_2026
P = PlayerId


@pytest.fixture(scope="module")
def ctx24() -> TieBreakContext:
    return TieBreakContext(tec(), 5, E24)


@pytest.fixture(scope="module")
def ctx26() -> TieBreakContext:
    return TieBreakContext(tec(), 5, E26)


# (player, SB 2024, SB-C1 2024, SB 2026, SB-C1 2026), spec/tiebreaks.md §5.1, re-worked:
# #4: 12 won (3.0), HPB ½ x dummy, 13 won (1.5), 3 drawn (1.75), 1 drawn (1.75).
#     2024 dummy 3.5 -> 1.75: SB 9.75. C1: least significant value = #13 (score 1.5, product
#     1.5); the VUR's product 1.75 >= 1.5, so the VUR goes: 8.00.
#     2026 dummy 2.5 -> 1.25: SB 9.25. C1: VUR 1.25 < 1.5, so #13's 1.5 goes: 7.75.
# #6: losses 0, PAB 1 x dummy (3.0 / 2.5), 10 won (1.0), 8 won (2.5): 6.50 / 6.00; C1 drops the
#     win against #10 (lowest score 1.0), not a zero from a loss: 5.50 / 5.00.
# #11: 3 drawn (1.75), losses, +F x dummy (2.5 / 1.5), 7 won (1.5): 5.75 / 4.75; C1 drops the
#     lowest-scored opponent's 1.5 (no VUR): 4.25 / 3.25.
# #12: PAB and +F x dummy 2.0 each: 4.00; the ZPBs add 0. C1: the lowest value 2.0 with the
#     smallest product is the R4 ZPB (0); the VUR with the smallest product is the same: 4.00.
# #14: 6 won (3.0), 13 won (1.5), the rest 0: 4.50. C1: lsv = #13 (1.5); the VURs' product 0 is
#     lower, so #13's 1.5 goes: 3.00.
# #9: HPB ½ x 1.5 + PAB 1 x 1.5 = 2.25. C1: lsv = #10 (score 1.0, product 0); VUR -F product 0
#     >= 0: drop the VUR (0): 2.25.
SB_TABLE = [
    (4, "9.75", "8", "9.25", "7.75"),
    (6, "6.5", "5.5", "6", "5"),
    (11, "5.75", "4.25", "4.75", "3.25"),
    (12, "4", "4", "4", "4"),
    (14, "4.5", "3", "4.5", "3"),
    (9, "2.25", "2.25", "2.25", "2.25"),
]


@pytest.mark.parametrize(("pid", "sb24", "c124", "sb26", "c126"), SB_TABLE)
def test_sonneborn_berger_both_editions(ctx24, ctx26, pid, sb24, c124, sb26, c126):
    assert sonneborn_berger(ctx24, P(pid)) == F(sb24)
    assert sonneborn_berger(ctx24, P(pid), cut=1) == F(c124)
    assert sonneborn_berger(ctx26, P(pid)) == F(sb26)
    assert sonneborn_berger(ctx26, P(pid), cut=1) == F(c126)


def test_sb_of_a_player_without_unplayed_rounds(ctx24):
    # SB(#3) = ½·2.5 (#11) + 1·3.0 (#6) + 1·2.5 (#8) + ½·3.5 (#4) + ½·4.0 (#2) = 10.50 (TEC).
    assert sonneborn_berger(ctx24, P(3)) == F("10.5")
    # SB-C1(#3): the lowest-scored opponents are #11 and #8 (2.5); the smaller contribution is
    # #11's 1.25: 9.25.
    assert sonneborn_berger(ctx24, P(3), cut=1) == F("9.25")


def test_sb_cut2_applies_16_5_again(ctx24):
    # #14 (2024), (value, product): R1 (3.0, 3.0), R2 (2.5, 0), R3 -F VUR (2.0, 0),
    # R4 ZPB VUR (2.0, 0), R5 (1.5, 1.5).
    # Step 1: lsv = R5 (1.5); the VUR product 0 is lower -> drop R5.
    # Step 2: lsv = R3 (value 2.0, product 0); VUR R3 product 0 >= 0 -> drop R3. Left: 3.0.
    assert sonneborn_berger(ctx24, P(14), cut=2) == 3
    items = cut_sonneborn_berger(contributions(ctx24, P(14)), 2)
    assert [c.round for c in items if c.dropped] == [3, 5]


def test_sb_forfeits_played(ctx24):
    # SB/P(#11): the forfeit win counts as a win over #9 (adjusted 1.5) instead of the dummy
    # 2.5: 1.75 + 1.5 + 1.5 = 4.75.
    assert sonneborn_berger(ctx24, P(11), forfeits_played=True) == F("4.75")


def test_sb_with_3_1_0_points():
    # SB multiplies by the points of the tournament's point system: a 3-1-0 event.
    from fractions import Fraction

    from engine.model import PointSystem

    three = PointSystem(
        win=Fraction(3), draw=Fraction(1), forfeit_win=Fraction(3), pab=Fraction(3),
        full_bye=Fraction(3), half_bye=Fraction(1),
    )  # fmt: skip
    t = tournament({1: "+W2 =B3", 2: "-B1 +W4", 3: "=W4 =W1", 4: "=B3 -B2"}, point_system=three)
    ctx = TieBreakContext(t, 2, E24)
    # Scores: 1: 3 + 1 = 4; 2: 0 + 3 = 3; 3: 1 + 1 = 2.
    # SB(1) = 3 (pts vs 2) x 3 (score of 2) + 1 x 2 (score of 3) = 11.
    assert sonneborn_berger(ctx, P(1)) == 11


def test_koya(ctx24):
    # KS (9.2): threshold = half the maximum after 5 rounds = 2.5. Opponents' real scores.
    # #2: 10 (1.0), 7 (1.5) fail; 1, 16, 3 (3.5) pass: ½ + 1 + ½ = 2.
    assert koya(ctx24, P(2)) == 2
    # #6: 14 (2.0) lost, 3 (3.5) lost, 10 (1.0) won, 8 (2.5) won: only 3 and 8 count -> 1.
    assert koya(ctx24, P(6)) == 1
    # /L+1 raises the threshold to 3.0: only #3 (lost) -> 0. /L-3 lowers it to 1.0: 14, 3, 10,
    # 8 count -> 0 + 0 + 1 + 1 = 2.
    assert koya(ctx24, P(6), limit=1) == 0
    assert koya(ctx24, P(6), limit=-3) == 2
    # #4 beat #12, whose real score is 2.0 (adjusted 3.0): Art. 16 does not cover KS, so #12
    # is below the threshold. 13 (1.5) fails too; 3 and 1 (3.5), both drawn: 1.
    assert koya(ctx24, P(4)) == 1

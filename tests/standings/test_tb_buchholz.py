"""C.07 Art. 8 (BH, FB, AOB), 14 (Cut, Median) and 16.5 (Cut with VURs), hand-computed.

Scores in the TEC event (tb_builders.TEC_ROWS), for reference in the comments below:
 #1 3.5  #2 4.0  #3 3.5  #4 3.5  #5 2.5  #6 3.0  #7 1.5  #8 2.5
 #9 1.5  #10 1.0 #11 2.5 #12 2.0 (adjusted 3.0) #13 1.5 #14 2.0 #15 2.0 #16 3.5
"""

from __future__ import annotations

import pytest
from tb_builders import F, tec, tournament

from engine.model import PlayerId
from engine.standings import (
    Edition,
    TieBreakContext,
    average_of_opponents_buchholz,
    buchholz,
    contributions,
    cut_buchholz,
    fore_buchholz,
)

E24, E26 = Edition.C07_2024, Edition.C07_2026
P = PlayerId


@pytest.fixture(scope="module")
def ctx24() -> TieBreakContext:
    return TieBreakContext(tec(), 5, E24)


@pytest.fixture(scope="module")
def ctx26() -> TieBreakContext:
    return TieBreakContext(tec(), 5, E26)


# (player, BH 2024, BH-C1 2024, BH 2026, BH-C1 2026): spec/tiebreaks.md §5.1, each re-worked:
# #4: opp. 12 (adj. 3.0), HPB dummy, 13 (1.5), 3 (3.5), 1 (3.5). Dummy 3.5 (2024) / 2.5 (2026).
#     BH = 3 + 3.5 + 1.5 + 3.5 + 3.5 = 15.0 / 14.0. C1: the VUR (dummy) goes even though 1.5 is
#     lower (16.5.1): 11.5 both.
# #6: 14 (2.0), 3 (3.5), PAB dummy 3.0 / 2.5, 10 (1.0), 8 (2.5): 12.0 / 11.5; no VUR, C1 drops
#     1.0: 11.0 / 10.5.
# #11: 3 (3.5), 16 (3.5), 5 (2.5), forfeit win dummy 2.5 / min(2.5, adj #9 = 1.5), 7 (1.5):
#     13.5 / 12.5; C1 drops a 1.5 (a forfeit win is not a VUR): 12.0 / 11.0.
# #12: 4 (3.5) + four dummies of 2.0 (no cap binds): 11.5; C1 drops a VUR dummy: 9.5.
# #14: 6 (3.0), 8 (2.5), -F dummy 2.0, ZPB dummy 2.0, 13 (1.5): 11.0; C1 drops a VUR (2.0): 9.0.
# #9: 1 (3.5), 10 (1.0), HPB / -F / PAB dummies 1.5: 9.0; C1 drops a VUR 1.5, not #10's 1.0: 7.5.
# #2 (no unplayed round): 10 (1.0), 7 (1.5), 1 (3.5), 16 (3.5), 3 (3.5) = 13.0; C1 12.0.
BH_TABLE = [
    (4, "15", "11.5", "14", "11.5"),
    (6, "12", "11", "11.5", "10.5"),
    (11, "13.5", "12", "12.5", "11"),
    (12, "11.5", "9.5", "11.5", "9.5"),
    (14, "11", "9", "11", "9"),
    (9, "9", "7.5", "9", "7.5"),
    (2, "13", "12", "13", "12"),
]


@pytest.mark.parametrize(("pid", "bh24", "c124", "bh26", "c126"), BH_TABLE)
def test_buchholz_and_cut1_both_editions(ctx24, ctx26, pid, bh24, c124, bh26, c126):
    assert buchholz(ctx24, P(pid)) == F(bh24)
    assert buchholz(ctx24, P(pid), cut=1) == F(c124)
    assert buchholz(ctx26, P(pid)) == F(bh26)
    assert buchholz(ctx26, P(pid), cut=1) == F(c126)


def test_cut2_and_medians(ctx24):
    # #2: values 1.0, 1.5, 3.5, 3.5, 3.5. C2: 3 x 3.5 = 10.5. M1: drop 1.0 and one 3.5 = 8.5.
    # M2: drop 1.0, 1.5 and two 3.5 = 3.5.
    assert buchholz(ctx24, P(2), cut=2) == F("10.5")
    assert buchholz(ctx24, P(2), median=1) == F("8.5")
    assert buchholz(ctx24, P(2), median=2) == F("3.5")
    # #9 (2024): 3.5, 1.0, 1.5 (HPB, VUR), 1.5 (-F, VUR), 1.5 (PAB). 16.5.2: C2 drops both VURs
    # -> 3.5 + 1.0 + 1.5 = 6.0. M1: the low cut drops a VUR 1.5, the high cut the 3.5 -> 4.0.
    assert buchholz(ctx24, P(9), cut=2) == 6
    assert buchholz(ctx24, P(9), median=1) == 4


def test_cut_marks_dropped_contributions(ctx24):
    items = cut_buchholz(contributions(ctx24, P(9)), 1, 0)
    dropped = [c for c in items if c.dropped]
    # The first VUR of the lowest value (R3 HPB) is the one dropped.
    assert [(c.round, c.voluntary) for c in dropped] == [(3, True)]


def test_cut_beyond_the_number_of_rounds():
    t = tournament({1: "+W2", 2: "-B1"})
    ctx = TieBreakContext(t, 1, E24)
    assert buchholz(ctx, P(1), cut=2) == 0
    assert buchholz(ctx, P(1), median=1) == 0


def test_forfeits_played_modifier(ctx24):
    # BH/P: #11's forfeit win against #9 counts as a game against #9 (adjusted 1.5), not a
    # dummy of 2.5: 3.5 + 3.5 + 2.5 + 1.5 + 1.5 = 12.5.
    assert buchholz(ctx24, P(11), forfeits_played=True) == F("12.5")
    # #14/P: the -F against #12 now counts #12's adjusted 3.0 instead of a dummy 2.0; the ZPB
    # stays a dummy: 3 + 2.5 + 3 + 2 + 1.5 = 12.0. C1: the ZPB is the only VUR left: 10.0.
    assert buchholz(ctx24, P(14), forfeits_played=True) == 12
    assert buchholz(ctx24, P(14), cut=1, forfeits_played=True) == 10


# Fore scores (8.3): every paired game of round 5 becomes a draw, byes stay.
# #1 3.5 #2 4.0 #3 3.5 #4 3.5 #5 2.0 #6 2.5 #7 2.0 #8 3.0 #9 1.5 (PAB) #10 1.5 #11 2.0
# #12 2.0 (adjusted 3.0: R4-R5 cat. 5) #13 2.0 #14 1.5 #15 2.5 #16 3.0


def test_fore_buchholz(ctx24, ctx26):
    # FB(#4) 2024: 12 (3.0) + HPB dummy = own Fore 3.5 + 13 (2.0) + 3 (3.5) + 1 (3.5) = 15.5,
    # the TEC's value (spec/tiebreaks.md §4.3). 2026: the dummy is capped at 2.5 -> 14.5.
    assert fore_buchholz(ctx24, P(4)) == F("15.5")
    assert fore_buchholz(ctx26, P(4)) == F("14.5")
    # FB/C1(#4) 2024: drops the VUR (3.5): 12.0.
    assert fore_buchholz(ctx24, P(4), cut=1) == 12
    # FB(#2): 10 (1.5) + 7 (2.0) + 1 (3.5) + 16 (3.0) + 3 (3.5) = 13.5.
    assert fore_buchholz(ctx24, P(2)) == F("13.5")
    # FB(#11) 2024: 3 (3.5) + 16 (3.0) + 5 (2.0) + dummy own Fore 2.0 + 7 (2.0) = 12.5.
    # 2026: dummy min(2.0, Fore-adjusted #9 = 1.5) = 1.5 -> 12.0.
    assert fore_buchholz(ctx24, P(11)) == F("12.5")
    assert fore_buchholz(ctx26, P(11)) == 12


def test_fore_turns_a_final_round_forfeit_into_a_draw():
    # 1 beat 3, then won by forfeit against 2 in the final round. Fore: every paired game of
    # round 2 is a draw, the forfeit included, and counts as played (no dummy):
    # Fore(3) = 0 + ½, Fore(2) = 1 + ½, so FB(1) = ½ + 1.5 = 2.
    t = tournament({1: "+W3 +F2", 2: "+W4 -F1", 3: "-B1 -W4", 4: "-B2 +B3"})
    ctx = TieBreakContext(t, 2, E26)
    assert fore_buchholz(ctx, P(1)) == 2
    # Plain BH (2026): 3 (0) + forfeit dummy min(own 2, adj #2 = 1) = 1.
    assert buchholz(ctx, P(1)) == 1


def test_bh_f_modifier_is_fore_buchholz(ctx24):
    from engine.standings import parse_tiebreak, tiebreak_value

    assert tiebreak_value(ctx24, parse_tiebreak("BH/F"), P(4)) == F("15.5")


def test_average_of_opponents_buchholz(ctx24, ctx26):
    # AOB(#2): opponents 10, 7, 1, 16, 3 have BH 13.0, 14.5, 12.5, 12.5, 15.5 -> 68/5 = 13.60
    # (TEC, spec/tiebreaks.md §4.3). BH(10) = 2 (4) + 9 (1.5) + 15 (2) + 6 (3) + 5 (2.5) = 13.
    assert average_of_opponents_buchholz(ctx24, P(2)) == F("13.6")
    # AOB(#12): its only OTB opponent is #4: BH(#4) = 15.0 (2024) / 14.0 (2026).
    assert average_of_opponents_buchholz(ctx24, P(12)) == 15
    assert average_of_opponents_buchholz(ctx26, P(12)) == 14
    # AOB(#6): OTB opponents 14 (11.0), 3 (15.5), 10 (13.0), 8 (16+14+... = 13.5); the PAB is
    # left out: 53 / 4 = 13.25. BH(8) = 16 (3.5) + 14 (2) + 3 (3.5) + 13 (1.5) + 6 (3) = 13.5.
    assert average_of_opponents_buchholz(ctx24, P(6)) == F("13.25")


def test_aob_fore_variant(ctx26):
    # AOB/F(#2): FB of 10 = 2 (4) + 9 (1.5) + 15 (2.5) + 6 (2.5) + 5 (2.0) = 12.5,
    # FB(7) = 15 (2.5) + 2 (4) + 16 (3) + 5 (2) + 11 (2) = 13.5, FB(1) = 1.5+2+4+2.5+3.5 = 13.5,
    # FB(16) = 3 + 2 + 2 + 4 + 2.5 = 13.5, FB(3) = 2 + 2.5 + 3 + 3.5 + 4 = 15.0 -> 68/5.
    assert average_of_opponents_buchholz(ctx26, P(2), fore=True) == F("13.6")


def test_aob_without_games_is_undefined():
    t = tournament({1: "PAB", 2: "ZPB"})
    assert average_of_opponents_buchholz(TieBreakContext(t, 1, E24), P(1)) is None

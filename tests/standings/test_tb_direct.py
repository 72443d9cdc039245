"""C.07 Art. 6: direct encounter, on hand-made groups."""

from __future__ import annotations

from tb_builders import ids, tec, tournament

from engine.standings import Edition, TieBreakContext, direct_encounter


def de(rows, group, rounds, **kw):
    t = tournament(rows)
    return direct_encounter(TieBreakContext(t, rounds, Edition.C07_2026), ids(group), **kw)


def test_everyone_met_ranks_by_mini_score_and_reapplies_to_subgroups():
    # 6.2, as TEC exercise 25 (spec/tiebreaks.md §4.2): mini-scores 1: 1+½+½ = 2,
    # 2: 0+½+1 = 1.5, 3: 1+½+0 = 1.5, 4: 0+½+½ = 1. DE again on {2, 3}: 2 beat 3 -> split.
    rows = {
        1: "+W2 =W3 =B4",
        2: "-B1 =B4 +W3",
        3: "+W4 =B1 -B2",
        4: "-B3 =W2 =W1",
    }
    assert de(rows, [1, 2, 3, 4], 3) == (ids([1]), ids([2]), ids([3]), ids([4]))


def test_subgroup_with_a_drawn_game_stays_tied():
    # Mini-scores 1: ½+½+1 = 2, 2: ½+½+½ = 1.5, 3: ½+½+½ = 1.5, 4: ½+½+0 = 1; 2 and 3 drew
    # their game, so DE reapplied to them separates nothing (the TEC's Alyx-David case).
    rows = {
        1: "=W2 =W3 +B4",
        2: "=B1 =B4 =W3",
        3: "=W4 =B1 =B2",
        4: "=B3 =W2 -W1",
    }
    assert de(rows, [1, 2, 3, 4], 3) == (ids([1]), ids([2, 3]), ids([4]))


def test_repeated_pairing_counts_the_average():
    # 4.4 / 6.1.2: 1 and 2 met twice (1 won, then drew): ¾ for 1, ¼ for 2. 3 beat 1, 2 beat 3.
    # Mini-scores: 1: ¾ + 0 = ¾, 2: ¼ + 1 = 1¼, 3: 1 + 0 = 1 -> 2, 3, 1.
    # (Summing both games instead would tie 1 and 2 on 1.5.)
    rows = {
        1: "+W2 -W3 . =B2",
        2: "-B1 . +W3 =W1",
        3: ". +B1 -B2 .",
    }
    assert de(rows, [1, 2, 3], 4) == (ids([2]), ids([3]), ids([1]))


def test_not_all_met_certain_first():
    # 6.3: 1 beat 2 and 3; 2 and 3 never met. 1 has 2 and nobody can reach it (2 and 3 have
    # 0 + at most 1 from their missing game): 1 first. The rest {2, 3} never met and neither
    # is certain: they stay tied.
    rows = {1: "+W2 +B3", 2: "-B1 .", 3: ". -W1"}
    assert de(rows, [1, 2, 3], 2) == (ids([1]), ids([2, 3]))


def test_not_all_met_nobody_certain():
    # 1 beat 2; 3 met neither. 3 could still win both missing games (2 > 1): no certain first,
    # so DE decides nothing.
    rows = {1: "+W2", 2: "-B1", 3: "PAB"}
    assert de(rows, [1, 2, 3], 1) == (ids([1, 2, 3]),)


def test_tec_group_on_3_5_is_left_tied():
    # TEC: #1, #3, #4 and #16 on 3.5. Only 1-4 (draw) and 3-4 (draw) were played; #4 has 1 but
    # #16 could still reach 3 from its three missing games: nobody is certain.
    ctx = TieBreakContext(tec(), 5, Edition.C07_2024)
    assert direct_encounter(ctx, ids([1, 3, 4, 16])) == (ids([1, 3, 4, 16]),)


def test_forfeits_are_excluded_unless_p():
    # 6.1.1: in a Swiss a forfeit is not a game for DE; DE/P counts it.
    rows = {1: "+F2", 2: "-F1"}
    assert de(rows, [1, 2], 1) == (ids([1, 2]),)
    assert de(rows, [1, 2], 1, forfeits_played=True) == (ids([1]), ids([2]))


def test_singleton_and_empty_groups():
    rows = {1: "+W2", 2: "-B1"}
    assert de(rows, [1], 1) == (ids([1]),)
    assert de(rows, [], 1) == ()

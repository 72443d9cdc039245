"""The note's rating test vectors (spec/fide-ratings-norms.md §1), worked by hand there."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.model import PlayerId
from engine.ratings import (
    NotRated,
    RatingKind,
    RatingSettings,
    expected_score,
    initial_rating,
    player_rating_change,
    round_half_away,
)
from tests.ratings.builders import Opp, solo_event

F = Fraction
K20 = RatingSettings(k_factors=((PlayerId(1), 20),))


def vector_a():
    # (a) 2105, K 20: W 1680, W 2210, W unrated, L 2350, forfeit win, D 2040, W 1620
    return solo_event(
        2105,
        [
            Opp("W", 1680),
            Opp("W", 2210),
            Opp("W", 0),
            Opp("L", 2350),
            Opp("+F", 1900),
            Opp("D", 2040),
            Opp("W", 1620),
        ],
    )


def test_vector_a_per_game():
    change = player_rating_change(vector_a(), PlayerId(1), settings=K20)
    g = {x.round: x for x in change.games}
    assert (g[1].difference, g[1].counted, g[1].expected) == (425, 400, F(92, 100))
    assert g[1].delta == F(8, 100)
    assert g[2].expected == F(36, 100) and g[2].delta == F(64, 100)
    assert g[3].not_rated is NotRated.OPPONENT_UNRATED and g[3].delta is None
    assert g[4].expected == F(20, 100) and g[4].delta == F(-20, 100)
    assert g[5].not_rated is NotRated.FORFEIT
    assert g[6].expected == F(59, 100) and g[6].delta == F(-9, 100)
    assert (g[7].difference, g[7].counted, g[7].delta) == (485, 400, F(8, 100))
    assert change.capped_games == 2


def test_vector_a_event_change():
    change = player_rating_change(vector_a(), PlayerId(1), settings=K20)
    assert change.sum_delta == F(51, 100)
    assert change.change_exact == F(102, 10)  # +10.2
    assert change.change == 10
    assert change.new_rating == 2115
    assert change.k is not None and change.k.typed


def test_vector_a_uncapped_differs():
    # without the 400-point rule: .94 and .96 instead of .92 and .92 -> 0.46 -> +9
    uncapped = (
        (1 - expected_score(425))
        + (1 - expected_score(-105))
        + (0 - expected_score(-245))
        + (F(1, 2) - expected_score(65))
        + (1 - expected_score(485))
    )
    assert uncapped == F(46, 100)
    assert round_half_away(20 * uncapped) == 9


def test_vector_b_initial_rating():
    # (b) unrated: W 1650, D 1720, W 1580, L 1810, D 1690 -> Ru 1771
    t = solo_event(
        0,
        [Opp("W", 1650), Opp("D", 1720), Opp("W", 1580), Opp("L", 1810), Opp("D", 1690)],
    )
    change = player_rating_change(t, PlayerId(1))
    ru = change.initial
    assert ru is not None
    assert ru.games == 5 and ru.score == 3
    assert ru.ra_exact == F(8450 + 3600, 7)
    assert ru.p_percent == 57 and ru.dp == 50
    assert ru.ru == 1771 and ru.publishable
    assert change.new_rating == 1771
    assert change.k is None and change.change == 0


def test_vector_c_2650_rule_decided_by_own_rating():
    # (c) 2813 beats 2400: D 413 -> PD .93 -> +0.07; the 2400 player gets the cap: -0.08
    t = solo_event(2813, [Opp("W", 2400)])
    top = player_rating_change(
        t, PlayerId(1), settings=RatingSettings(k_factors=((PlayerId(1), 10),))
    )
    (g,) = top.games
    assert (g.difference, g.counted, g.expected, g.delta) == (413, 413, F(93, 100), F(7, 100))
    low = player_rating_change(t, PlayerId(2))
    (h,) = low.games
    assert (h.difference, h.counted, h.expected, h.delta) == (-413, -400, F(8, 100), F(-8, 100))


def test_rapid_caps_everyone_and_drops_600_gaps():
    t = solo_event(2813, [Opp("W", 2400), Opp("W", 2200)])
    change = player_rating_change(t, PlayerId(1), settings=RatingSettings(RatingKind.RAPID))
    g1, g2 = change.games
    assert g1.counted == 400 and g1.expected == F(92, 100)  # no 2650 exception in R&B
    assert g2.not_rated is NotRated.RATING_GAP  # 613 >= 600 and 2813 > 2600
    other = player_rating_change(t, PlayerId(3), settings=RatingSettings(RatingKind.RAPID))
    assert other.games[1].not_rated is NotRated.RATING_GAP  # not rated for either player


@pytest.mark.parametrize(
    ("token", "reason"),
    [
        ("+F", NotRated.FORFEIT),
        ("-F", NotRated.FORFEIT),
        ("w", NotRated.SHORT_GAME),
        ("?", NotRated.NO_RESULT),
        ("PAB", NotRated.BYE),
        ("H", NotRated.BYE),
    ],
)
def test_unplayed_rounds_are_not_rated(token, reason):
    t = solo_event(2000, [Opp(token, 2100)])
    (g,) = player_rating_change(t, PlayerId(1)).games
    assert g.not_rated is reason and not g.rated and g.change is None


def test_unrated_player_games_against_unrated_do_not_count():
    t = solo_event(0, [Opp("W", 0), Opp("W", 1500)])
    change = player_rating_change(t, PlayerId(1))
    assert change.games[0].not_rated is NotRated.BOTH_UNRATED
    assert change.initial is not None and change.initial.games == 1
    assert not change.initial.publishable  # fewer than 5 games


def test_initial_rating_rules():
    assert initial_rating([], F(0)) is None
    zero = initial_rating([1500] * 5, F(0))
    assert zero is not None and any("zero score" in n for n in zero.notes)
    capped = initial_rating([2300] * 6, F(6))
    assert capped is not None and capped.ru == 2200  # §8.2.3 maximum
    low = initial_rating([1400] * 5, F(1, 2))
    assert low is not None and low.ru < 1400 and any("1400" in n for n in low.notes)


def test_k_700_rule_on_event_games():
    # 36 rated games at K 20: 720 > 700 -> K 19 (FIDE: n 39 -> K 17)
    t = solo_event(2000, [Opp("D", 2000)] * 36)
    change = player_rating_change(t, PlayerId(1))
    assert change.k is not None and change.k.value == 19 and change.k.before_cap == 20


def test_running_change_ends_at_event_change():
    change = player_rating_change(vector_a(), PlayerId(1), settings=K20)
    running = change.running()
    assert [r for r, _ in running] == list(range(1, 8))
    assert running[-1][1] == change.change_exact
    assert running[0][1] == F(16, 10)  # 20 x 0.08


def test_after_round_cuts_the_event():
    change = player_rating_change(vector_a(), PlayerId(1), after_round=2, settings=K20)
    assert change.sum_delta == F(72, 100)
    assert len(change.games) == 2


def test_errors_name_the_problem():
    from engine.ratings import RatingError

    with pytest.raises(RatingError, match="no player 99"):
        player_rating_change(vector_a(), PlayerId(99))
    with pytest.raises(RatingError, match="out of range"):
        player_rating_change(vector_a(), PlayerId(1), after_round=12)


def test_performance_over_rated_games():
    change = player_rating_change(vector_a(), PlayerId(1), settings=K20)
    # rated opponents: 1680 2210 2350 2040 1620 -> 9900 / 5 = 1980; 3.5 / 5 = 70 % -> 149
    assert change.performance == 1980 + 149

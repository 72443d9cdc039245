"""C.04.5.1 Baku Acceleration, worked by hand from the article (shared/seeds/004_*.txt).

Rule 2: GA = the first half of the players rounded up to an even number = 2 * ceil(n / 4).
Rule 3: late entries keep the last GA-player; GA may become odd. Rule 4: virtual point 1 before
rounds 1-3, 0.5 before rounds 4-5, nothing for GB or after round 5. Rule 5: pairing score =
points + virtual points.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from engine.model import Colour, Player, PlayerId, PointSystem, Tournament
from engine.pairing import Board, pair_round
from engine.pairing.baku import (
    baku_acceleration,
    baku_premise_problem,
    group_a,
    group_a_size,
)

ONE, HALF = Fraction(1), Fraction(1, 2)
BAKU = (ONE, ONE, ONE, HALF, HALF)


def boards(*pairs: tuple[int, int]) -> set[Board]:
    return {Board(PlayerId(w), PlayerId(b)) for w, b in pairs}


def field(n: int, rounds: int = 9) -> Tournament:
    players = tuple(Player(PlayerId(i), f"P{i:02d}", rating=2600 - 10 * i) for i in range(1, n + 1))
    return Tournament(players=players, rounds_total=rounds, initial_colour=Colour.WHITE)


@pytest.mark.parametrize(
    ("players", "ga"),
    [
        (161, 82),  # the article's own example: half of 161 is 80.5, the even number above is 82
        (160, 80),  # Q = 40
        (162, 82),  # Q = ceil(40.5) = 41
        (163, 82),
        (164, 82),
        (165, 84),
        (10, 6),  # half is 5, odd: rounded up to 6
        (8, 4),
        (3, 2),
    ],
)
def test_group_a_size(players: int, ga: int) -> None:
    assert group_a_size(players) == ga
    assert group_a(field(players)) == tuple(range(1, ga + 1))


def test_virtual_points_by_round() -> None:
    xxa = dict(baku_acceleration(field(10)))
    assert sorted(xxa) == [1, 2, 3, 4, 5, 6]  # GA; GB (7-10) gets nothing, so no XXA line
    assert all(values == BAKU for values in xxa.values())
    t = Tournament(players=field(10).players, acceleration=baku_acceleration(field(10)))
    assert [t.acceleration_for(PlayerId(6), r) for r in range(1, 8)] == [
        ONE, ONE, ONE, HALF, HALF, 0, 0,  # "no virtual points ... after the fifth round"
    ]  # fmt: skip
    assert [t.acceleration_for(PlayerId(7), r) for r in range(1, 4)] == [0, 0, 0]


def test_late_entries_keep_the_last_ga_player() -> None:
    # 14 on the final list; 3 and 10 arrived after round 1 (definitive numbers, C.04.2.C.3).
    # Before round 1 the list had 12 players: 1 2 4 5 6 7 8 9 11 12 13 14. GA = 2 * ceil(12/4)
    # = 6 players: 1 2 4 5 6 7, so 7 is the last GA-player (rule 2). Late entry 3 ranks above
    # him and joins GA, 10 ranks below and joins GB (rule 3): GA = 1-7, seven players (Note 2).
    t = field(14)
    late = (PlayerId(3), PlayerId(10))
    assert group_a(t, late) == (1, 2, 3, 4, 5, 6, 7)
    assert [pid for pid, _ in baku_acceleration(t, late_entries=late)] == [1, 2, 3, 4, 5, 6, 7]
    # a late entry below everybody changes nothing
    assert group_a(t, (PlayerId(14),)) == (1, 2, 3, 4, 5, 6, 7, 8)  # 13 players: 2*4 = 8


def test_accelerated_first_round_pairs_ga_and_gb_apart() -> None:
    # 8 players, Baku: GA = 1-4 with 1 virtual point, GB = 5-8 with none (rule 5: two
    # scoregroups). C.04.3: each scoregroup splits in halves, S1 plays S2: 1-3, 2-4, 5-7, 6-8.
    # Round-1 colours (E.5, initial colour white for 1): a higher-ranked player with an odd
    # pairing number gets the initial colour, an even one the other: 1 W, 2 B, 5 W, 6 B.
    t = field(8)
    plain = pair_round(t, 1)
    assert set(plain.boards) == boards((1, 5), (6, 2), (3, 7), (8, 4))
    accelerated = pair_round(replace(t, acceleration=baku_acceleration(t)), 1)
    assert set(accelerated.boards) == boards((1, 3), (4, 2), (5, 7), (8, 6))
    assert accelerated.bye is None


def test_variants_and_the_premise() -> None:
    t = field(12, rounds=9)
    assert baku_premise_problem(t) is None
    assert "nine rounds or more" in (baku_premise_problem(field(12, rounds=7)) or "")
    three_one = replace(t, point_system=PointSystem(win=Fraction(3)))
    assert "standard scoring" in (baku_premise_problem(three_one) or "")
    # a Baku-like variant: 2 rounds at 3 points, 1 at 1.5 (what the generator uses for 3-1-0)
    xxa = baku_acceleration(
        t, full_rounds=2, half_rounds=1, full_points=Fraction(3), half_points=Fraction(3, 2)
    )
    assert xxa[0] == (1, (3, 3, Fraction(3, 2)))
    assert baku_acceleration(t, full_rounds=0, half_rounds=0) == ()
    with pytest.raises(ValueError):
        baku_acceleration(t, full_rounds=-1)

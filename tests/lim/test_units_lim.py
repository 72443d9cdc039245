"""Unit tests of the Lim rules that need no tournament: 2.1, 5.1, 5.4-5.6, 6.1, 7.2, 2.2."""

from __future__ import annotations

import pytest

from engine.model import Colour, PlayerId
from engine.pairing.common.history import PlayerHistory, PrefStrength, colour_preference
from engine.pairing.lim.colours import allocate, due_colour, meets_parity_rule
from engine.pairing.lim.compatibility import compatible, permitted_colours
from engine.pairing.lim.scoregroups import plan

W, B = Colour.WHITE, Colour.BLACK


def _p(pid: int, cols: str, score: int = 4, met: tuple[int, ...] = ()) -> PlayerHistory:
    colours = tuple(W if c == "W" else B for c in cols)
    return PlayerHistory(
        id=PlayerId(pid),
        score=score,
        points=score,
        colours=colours,
        opponents=frozenset(PlayerId(m) for m in met),
        forbidden=frozenset(),
        floats=(),
        pab_eligible=True,
        e5_index=pid,
        topscorer=False,
        colour_difference=sum(1 if c is W else -1 for c in colours),
        preference=colour_preference(colours) if colours else (PrefStrength.NONE, None),
    )


@pytest.mark.parametrize(
    ("cols", "allowed"),
    [
        ("WW", {B}),  # 5.1.a
        ("BWBB", {W}),  # 5.1.a
        ("WWBW", {B}),  # 5.1.b: two more whites, the last two differ
        ("BWBW", {W, B}),
        ("WBW", {W, B}),  # one more white: a second one more is allowed (5.6)
        ("", {W, B}),
    ],
)
def test_permitted_colours(cols: str, allowed: set[Colour]) -> None:
    assert permitted_colours(_p(1, cols)) == allowed


def test_compatible_2_1_and_6_1() -> None:
    a, b = _p(1, "WW"), _p(2, "BWBWW")
    assert not compatible(a, b, last_round=False)  # both must have Black
    assert compatible(a, b, last_round=True)  # 6.1: same score in the last round
    c = _p(3, "BWBWW", score=3)
    assert not compatible(a, c, last_round=True)  # 6.1 is for equal scores only
    assert not compatible(_p(1, "WB", met=(2,)), _p(2, "BW", met=(1,)), last_round=True)


@pytest.mark.parametrize(
    ("cols", "due"),
    [("WWB", B), ("WB", W), ("BBW", W), ("W", B), ("", None), ("WBBW", B)],
)
def test_due_colour_equalises_then_alternates(cols: str, due: Colour | None) -> None:
    assert due_colour(_p(1, cols)) is due


def test_allocation_rules() -> None:
    # 5.4: both due Black; one game back 1 had White, 4 Black: 1 is given Black
    d = allocate(_p(1, "WBW"), _p(4, "WWB"), upper=True, initial=W, even_round=False)
    assert (d.white.id, d.black.id, d.rule) == (4, 1, "5.4")
    # 5.4: identical histories: the higher ranked above the median, the lower ranked below
    d = allocate(_p(3, "BW"), _p(4, "BW"), upper=True, initial=W, even_round=False)
    assert (d.white.id, d.black.id) == (4, 3)
    d = allocate(_p(3, "BW"), _p(4, "BW"), upper=False, initial=W, even_round=False)
    assert (d.white.id, d.black.id) == (3, 4)
    # 5.1 before preferences
    d = allocate(_p(1, "BWBW"), _p(2, "WW"), upper=True, initial=W, even_round=False)
    assert (d.white.id, d.black.id, d.rule) == (1, 2, "5.1")
    # 7.2: no colours yet: the higher ranked of odd position gets the colour drawn
    d = allocate(_p(3, ""), _p(6, ""), upper=True, initial=B, even_round=False)
    assert (d.white.id, d.black.id, d.rule) == (6, 3, "7.2")
    d = allocate(_p(2, ""), _p(5, ""), upper=True, initial=B, even_round=False)
    assert (d.white.id, d.black.id) == (2, 5)


@pytest.mark.parametrize(
    ("cols", "even", "meets"),
    [
        ("BBW", True, {W}),  # 5.6: one black more: White equalises
        ("WB", True, set()),  # two games before an even round: never level after it
        ("WW", True, set()),  # two apart: Black brings him to one apart only
        ("WB", False, {W, B}),  # 5.5: level: one more only either way
        ("BBW", False, set()),  # one apart before an odd round: level or two apart
        ("BB", False, {W}),
    ],
)
def test_meets_parity_rule(cols: str, even: bool, meets: set[Colour]) -> None:
    assert {c for c in (W, B) if meets_parity_rule(_p(1, cols), c, even)} == meets


def test_5_6_the_player_who_can_be_equalised_gets_the_colour() -> None:
    """L17: both due White; only 2 (BBW) can be equalised in an even round, 1 (WB) cannot."""
    one, two = _p(1, "WB"), _p(2, "BBW")
    d = allocate(one, two, upper=True, initial=W, even_round=True)
    assert (d.white.id, d.black.id, d.rule) == (2, 1, "5.6")
    assert "equal colours for 2 if 2 has it, for nobody if 1 has it" in d.detail
    # below the median and with the players' ranks swapped the answer is the same
    d = allocate(_p(2, "WB"), _p(1, "BBW"), upper=False, initial=W, even_round=True)
    assert (d.white.id, d.black.id, d.rule) == (1, 2, "5.6")
    # odd round: 5.5 does not separate them (1 gets one more only either way, 2 never):
    # the histories decide - they differ in the last game, where 1 had Black
    d = allocate(one, two, upper=True, initial=W, even_round=False)
    assert (d.white.id, d.black.id, d.rule) == (1, 2, "5.4")


def test_5_6_histories_when_both_or_neither_can_be_equalised() -> None:
    # both one black more, due the equalising White: 5.6's second sentence, 5.4
    d = allocate(_p(1, "BWB"), _p(2, "BBW"), upper=True, initial=W, even_round=True)
    assert (d.white.id, d.black.id, d.rule) == (1, 2, "5.4")
    # both level after an unplayed game, due White to alternate: nobody can be equalised
    d = allocate(_p(1, "BWWB"), _p(2, "WB"), upper=True, initial=W, even_round=True)
    assert (d.white.id, d.black.id, d.rule) == (1, 2, "5.4")
    d = allocate(_p(1, "BWWB"), _p(2, "WB"), upper=False, initial=W, even_round=True)
    assert (d.white.id, d.black.id, d.rule) == (2, 1, "5.4")


def test_6_1_both_bound_to_the_same_colour_5_5_and_5_6_first() -> None:
    """Last round, equal scores, both bound to White (6.1, L3): 5.5/5.6 choose when they can."""
    # odd round: 1 (BBWB) is two blacks down, 2 (WWBB) level but BB: White to 1 leaves both
    # one colour apart; White to 2 leaves 1 three blacks down
    d = allocate(_p(1, "BBWB"), _p(2, "WWBB"), upper=True, initial=W, even_round=False)
    assert (d.white.id, d.black.id, d.rule) == (1, 2, "6.1")
    # even round: 2 (WBWBB, one black more, BB) is equalised by White, 1 (BB) is not
    d = allocate(_p(1, "BB"), _p(2, "WBWBB"), upper=True, initial=W, even_round=True)
    assert (d.white.id, d.black.id, d.rule) == (2, 1, "6.1")
    assert "(5.6)" in d.detail


def test_order_of_score_groups() -> None:
    players = [_p(i, "W", score=s) for i, s in enumerate((6, 4, 4, 3, 2, 0, 1), start=1)]
    scheme = plan(players, 3, 2)  # after 3 rounds, half points: median 1.5 = 3 units
    assert (scheme.above, scheme.below, scheme.median_present) == ((6, 4), (0, 1, 2), True)

"""The Maxi scrutiny (C.04.4.3 5.2 with 5.7, reading L15) against a plain recursive reading.

The reading, written here as directly as it can be and with no pruning: the scrutinised player
(the first unpaired one in the scrutiny order, 3.6/3.7, 4.1) has as *proposed* opponent the
first of his order of trial without its colour part who is compatible and leaves the others a
complete pairing (4.2-4.4); he may be given another only within 100 rating points of that one
(5.7); among those, the fewest pairs due the same colour in the end, every later player being
held to his own 100 points in the same way (5.2), then the first in the order of trial (L7).
Completability is decided by enumeration. The engine's search (bounds, memo, explicit stack)
must give the same pairs in the same order, and the same count.

Past its work budget the engine falls back to the first Maxi engine's look-ahead: the first
allowed opponent whose pair, with the best pairing of the others *without* their limits, is as
good as the best such pairing of the state. That reading is checked too (``budget=0``), and a
search cut by a small budget lies between the two.
"""

from __future__ import annotations

import inspect
import random
import sys
from functools import cache

import pytest

from engine.pairing.common.history import PlayerHistory
from engine.pairing.lim.colours import colour_conflict
from engine.pairing.lim.exchanges import (
    _MaxiScrutiny,
    pair_all_maxi,
    scrutiny_order,
    trial_order,
)
from engine.pairing.lim.scoregroups import Direction, Member, Role

from .test_exhaustive_lim import _compat, _group, _player

INFINITY = 10**6


def _ratings(seed: int, members: list[Member]) -> dict[int, int]:
    """Ratings spread so that some exchanges are within 100 points and some are not."""
    rng = random.Random(seed * 7 + 1)
    step = rng.choice((20, 40, 60, 90))
    rating = 2400
    out = {}
    for m in sorted(members, key=lambda m: m.player.id):
        out[int(m.player.id)] = rating
        rating -= rng.randint(0, 2 * step)
    return out


class Reference:
    """Reading L15 by plain recursion over the states (players still unpaired)."""

    def __init__(self, members: list[Member], direction: Direction, ratings: dict[int, int]):
        self.by_id = {int(m.player.id): m for m in members}
        self.order = [int(m.player.id) for m in scrutiny_order(members, direction)]
        self.direction = direction
        self.ratings = ratings

    def player(self, i: int) -> PlayerHistory:
        return self.by_id[i].player

    def clash(self, a: int, b: int) -> int:
        return 1 if colour_conflict(self.player(a), self.player(b)) else 0

    @cache  # noqa: B019 - one Reference per test case
    def fewest(self, ids: frozenset[int]) -> int:
        """The fewest pairs due the same colour of a complete pairing of ``ids`` without 5.7
        (INFINITY: none is complete)."""
        if not ids:
            return 0
        a = min(ids)
        best = INFINITY
        for b in ids - {a}:
            if _compat(self.player(a), self.player(b)):
                best = min(best, self.clash(a, b) + self.fewest(ids - {a, b}))
        return best

    def start(self, ids: frozenset[int]) -> tuple[int, list[int], list[int]]:
        """The scrutinised player, his allowed opponents in the order of trial."""
        pid = next(i for i in self.order if i in ids)
        m = self.by_id[pid]
        remaining = [self.by_id[i] for i in sorted(ids)]

        def fits(c: int) -> bool:
            ok = _compat(m.player, self.player(c))
            return ok and self.fewest(ids - {pid, c}) < INFINITY

        plain = [int(c.id) for c in trial_order(m, remaining, self.direction, by_colour=False)]
        proposed = next(c for c in plain if fits(c))
        trials = [int(c.id) for c in trial_order(m, remaining, self.direction)]
        allowed = [
            c for c in trials if fits(c) and abs(self.ratings[c] - self.ratings[proposed]) <= 100
        ]
        return pid, trials, allowed

    @cache  # noqa: B019
    def exact(self, ids: frozenset[int]) -> tuple[int, tuple[tuple[int, int], ...]]:
        """The L15 outcome of ``ids``: (pairs due the same colour, the pairs in order)."""
        if not ids:
            return 0, ()
        pid, _, allowed = self.start(ids)
        best: tuple[int, tuple[tuple[int, int], ...]] | None = None
        for c in allowed:  # in the order of trial: a tie keeps the earlier
            value, pairs = self.exact(ids - {pid, c})
            value += self.clash(pid, c)
            if best is None or value < best[0]:
                best = value, ((pid, c), *pairs)
        assert best is not None
        return best

    def look_ahead(self, ids: frozenset[int]) -> tuple[int, tuple[tuple[int, int], ...]]:
        """The first Maxi engine's reading: the others judged without their limits."""
        if not ids:
            return 0, ()
        pid, _, allowed = self.start(ids)
        values = {c: self.clash(pid, c) + self.fewest(ids - {pid, c}) for c in allowed}
        c = next(c for c in allowed if values[c] == min(values.values()))
        value, pairs = self.look_ahead(ids - {pid, c})
        return value + self.clash(pid, c), ((pid, c), *pairs)


def _case(seed: int) -> tuple[list[Member], Direction, dict[int, int]] | None:
    members, _, direction, _ = _group(seed)
    if len(members) % 2:
        members = members[:-1]
    if not members:
        return None
    ratings = _ratings(seed, members)
    reference = Reference(members, direction, ratings)
    if reference.fewest(frozenset(ratings)) >= INFINITY:
        return None
    return members, direction, ratings


def _got(
    members: list[Member], direction: Direction, ratings: dict[int, int], budget: int | None
) -> tuple[int, tuple[tuple[int, int], ...]]:
    paired = pair_all_maxi(members, direction, _compat, ratings, budget)
    assert paired is not None
    return paired.colour_conflicts, tuple((int(a.id), int(b.id)) for a, b in paired.pairs)


SEEDS = range(400)


@pytest.mark.parametrize("seed", SEEDS)
def test_maxi_scrutiny_is_the_reading(seed: int) -> None:
    case = _case(seed)
    if case is None:
        return
    members, direction, ratings = case
    want = Reference(members, direction, ratings).exact(frozenset(ratings))
    assert _got(members, direction, ratings, None) == want, f"seed {seed}"


@pytest.mark.parametrize("seed", SEEDS[::4])
def test_past_the_budget_the_look_ahead(seed: int) -> None:
    case = _case(seed)
    if case is None:
        return
    members, direction, ratings = case
    want = Reference(members, direction, ratings).look_ahead(frozenset(ratings))
    assert _got(members, direction, ratings, 0) == want, f"seed {seed}"


@pytest.mark.parametrize("seed", SEEDS[::2])
def test_a_bounded_search_is_between_the_two_readings(seed: int) -> None:
    """With a budget too small to finish, the pairing is complete and has no more pairs due
    the same colour than the look-ahead's, and no fewer than the reading's (the optimum)."""
    case = _case(seed)
    if case is None:
        return
    members, direction, ratings = case
    reference = Reference(members, direction, ratings)
    ids = frozenset(ratings)
    exact, ahead = reference.exact(ids)[0], reference.look_ahead(ids)[0]
    for budget in (50, 200, 800):
        conflicts, pairs = _got(members, direction, ratings, budget)
        assert exact <= conflicts <= ahead, (seed, budget)
        assert sorted(x for pair in pairs for x in pair) == sorted(ids)
        assert all(_compat(reference.player(a), reference.player(b)) for a, b in pairs)


def test_a_bounded_search_is_never_worse_than_the_look_ahead() -> None:
    """Seed 1106 with a budget of 200 (8 players): the search, cut by its budget, ends with 3
    pairs due the same colour, the look-ahead alone with 2 (as the reading). The engine then
    takes the look-ahead's pairing and says that the search was bounded (rulings L15)."""
    case = _case(1106)
    assert case is not None
    members, direction, ratings = case
    ids = frozenset(ratings)
    cut = _MaxiScrutiny(members, direction, _compat, ratings, 200)
    assert cut.bound(ids) is not None  # as pair_all_maxi: a complete pairing exists
    assert cut.solve(ids).conflicts == 3 and cut.bounded  # the search alone
    ahead = Reference(members, direction, ratings).look_ahead(ids)[0]
    assert ahead == 2
    assert _got(members, direction, ratings, 200) == _got(members, direction, ratings, 0)
    assert _got(members, direction, ratings, 200)[0] == ahead
    paired = pair_all_maxi(members, direction, _compat, ratings, 200)
    assert paired is not None and paired.bounded


def test_the_cases_exercise_the_difference() -> None:
    """Some generated groups are paired differently by the two readings (else the test above
    would not show that the later players' limits are followed)."""
    differ = 0
    for seed in SEEDS:
        case = _case(seed)
        if case is None:
            continue
        reference = Reference(*case)
        ids = frozenset(case[2])
        differ += reference.exact(ids)[0] < reference.look_ahead(ids)[0]
    assert differ >= 3, differ


def test_a_deep_score_group_needs_no_recursion() -> None:
    """The search follows the states on an explicit stack: a score-group of n players is n/2
    states deep, and one of a thousand would pass Python's recursion limit (1,000 frames) if
    each state were a call. Here 240 players (120 states) with the limit set 100 frames above
    the test's own depth."""
    rng = random.Random(5)
    members = [Member(_player(rng, i, 10, 240), Role.RESIDENT) for i in range(1, 241)]
    ratings = {i: 2600 - 10 * (i // 10) for i in range(1, 241)}
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(len(inspect.stack()) + 100)
    try:
        paired = pair_all_maxi(members, Direction.DOWN, _compat, ratings)
    finally:
        sys.setrecursionlimit(limit)
    assert paired is not None
    assert len(paired.pairs) == 120
    assert all(_compat(a, b) for a, b in paired.pairs)

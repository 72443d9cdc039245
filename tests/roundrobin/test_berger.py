"""The Berger tables (C.05 Annex 1) against the published tables, for every size 3-24.

3/4 to 13/14 players: compared pair by pair, colours and board order included, with the tables
as published (``data/berger_published.txt``, its sources in the header and in docs/rulings.md).
15/16 to 23/24: no published copy could be read here; those tables are derived from the
construction rule that reproduces every published table (checked below on the published sizes)
and are checked for what a Berger table must be.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from engine.roundrobin import (
    RoundRobinError,
    berger_table,
    cycle_order,
    schedule,
    total_rounds,
)

DATA = Path(__file__).parent / "data" / "berger_published.txt"


def published() -> dict[int, list[list[tuple[int, int]]]]:
    tables: dict[int, list[list[tuple[int, int]]]] = {}
    size = 0
    for line in DATA.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("players "):
            size = int(line.split()[1])
            tables[size] = []
            continue
        number, _, pairs = line.partition(":")
        assert int(number) == len(tables[size]) + 1, line
        tables[size].append(
            [tuple(int(x) for x in pair.split("-")) for pair in pairs.split()]  # type: ignore[misc]
        )
    return tables


PUBLISHED = published()
PUBLISHED_SIZES = sorted(PUBLISHED)
DERIVED_SIZES = list(range(16, 25, 2))


def test_the_published_file_has_the_sizes_3_4_to_13_14():
    assert PUBLISHED_SIZES == [4, 6, 8, 10, 12, 14]
    for size, rounds in PUBLISHED.items():
        assert len(rounds) == size - 1
        assert all(len(r) == size // 2 for r in rounds)


@pytest.mark.parametrize("size", PUBLISHED_SIZES)
def test_even_field_plays_the_published_table(size):
    got = [list(r.boards) for r in schedule(size)]
    assert got == PUBLISHED[size]
    assert all(r.free is None for r in schedule(size))


@pytest.mark.parametrize("size", PUBLISHED_SIZES)
def test_odd_field_plays_the_published_table_with_the_highest_number_as_bye(size):
    # "Where there is an odd number of players, the highest number counts as a bye."
    players = size - 1
    rounds = schedule(players)
    assert len(rounds) == size - 1
    for r, table in zip(rounds, PUBLISHED[size], strict=True):
        bye_pair = next(p for p in table if size in p)
        assert r.free == (bye_pair[1] if bye_pair[0] == size else bye_pair[0])
        assert list(r.boards) == [p for p in table if size not in p]


@pytest.mark.parametrize("size", PUBLISHED_SIZES + DERIVED_SIZES)
def test_the_construction_rule(size):
    """Each round is the previous one with n/2 added to every number but n (mod n-1); n has
    Black in odd rounds and White in even ones. This rule reproduces the published tables
    (the test above); the tables of 16 to 24 players are derived from it."""
    table = berger_table(size)
    half, mod = size // 2, size - 1
    assert table[0] == tuple((i, size + 1 - i) for i in range(1, half + 1))
    for r in range(1, len(table)):
        for before, after in zip(table[r - 1], table[r], strict=True):
            moved = [x if x == size else (x + half - 1) % mod + 1 for x in before]
            if size in before:
                other = moved[0] if moved[1] == size else moved[1]
                assert after == ((size, other) if (r + 1) % 2 == 0 else (other, size))
            else:
                assert after == tuple(moved)


@pytest.mark.parametrize("players", range(3, 25))
def test_every_pair_meets_once_and_everyone_plays_every_round(players):
    rounds = schedule(players)
    assert len(rounds) == total_rounds(players)
    met = [frozenset(pair) for r in rounds for pair in r.boards]
    assert len(met) == len(set(met))
    assert set(met) == {frozenset(p) for p in itertools.combinations(range(1, players + 1), 2)}
    for r in rounds:
        seen = [x for pair in r.boards for x in pair] + ([r.free] if r.free else [])
        assert sorted(seen) == list(range(1, players + 1))
    if players % 2:
        assert sorted(r.free or 0 for r in rounds) == list(range(1, players + 1))


@pytest.mark.parametrize("players", range(3, 25))
def test_colours_are_balanced(players):
    # a single cycle gives every player n/2 or n/2 - 1 whites (even fields) and never three
    # games in a row with one colour
    colours = dict.fromkeys(range(1, players + 1), "")
    for r in schedule(players):
        for w, b in r.boards:
            colours[w] += "W"
            colours[b] += "B"
    games = players - 1
    for seq in colours.values():
        assert abs(seq.count("W") - seq.count("B")) <= 1 + games % 2
        assert "WWW" not in seq and "BBB" not in seq


@pytest.mark.parametrize("players", range(3, 25))
@pytest.mark.parametrize("swap", [True, False])
def test_double_round_robin_second_cycle_reverses_colours(players, swap):
    rounds = schedule(players, cycles=2, swap_cycle_end=swap)
    per_cycle = total_rounds(players)
    assert len(rounds) == 2 * per_cycle
    first, second = rounds[:per_cycle], rounds[per_cycle:]
    single = schedule(players)
    # the second cycle: the table in its own order, colours reversed
    for r, s in zip(second, single, strict=True):
        assert r.cycle == 2
        assert r.boards == tuple((b, w) for w, b in s.boards)
        assert r.free == s.free
    order = [r.table_round for r in first]
    expected = list(range(1, per_cycle + 1))
    if swap:
        # C.05 Annex 1: the last two rounds of the first cycle are reversed
        expected[-2], expected[-1] = expected[-1], expected[-2]
    assert order == expected
    assert tuple(order) == cycle_order(players, 2, swap)
    for r in first:
        assert r.boards == single[r.table_round - 1].boards


@pytest.mark.parametrize("players", range(3, 25))
def test_the_swap_avoids_three_colours_in_a_row_at_the_cycle_boundary(players):
    def longest_run(swap: bool) -> int:
        seqs = dict.fromkeys(range(1, players + 1), "")
        for r in schedule(players, cycles=2, swap_cycle_end=swap):
            for w, b in r.boards:
                seqs[w] += "W"
                seqs[b] += "B"
            if r.free:
                seqs[r.free] += "-"
        return max(
            len(run)
            for s in seqs.values()
            for run in s.replace("-", " ").split()
            for run in _runs(run)
        )

    assert longest_run(True) <= 2
    if players % 2 == 0:
        # the control: without the swap someone has three in a row (the reason for the advice)
        assert longest_run(False) == 3


def _runs(s: str) -> list[str]:
    return ["".join(g) for _, g in itertools.groupby(s)]


def test_sizes_out_of_range_are_refused():
    with pytest.raises(RoundRobinError, match="3 to"):
        schedule(2)
    with pytest.raises(RoundRobinError, match="one or two cycles"):
        schedule(6, cycles=3)
    with pytest.raises(RoundRobinError, match="even number"):
        berger_table(7)


def test_vega_manual_10_player_table_agrees():
    # a third published copy (Vega manual 2016, appendix C): the 10-player table, round 6
    assert schedule(10)[5].boards == ((10, 8), (9, 7), (1, 6), (2, 5), (3, 4))

"""The shared score table: the same points as the engine's sum, counted once per player."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from arbiter_gui.models.scores import ScoreTables, score_table
from engine.model import (
    Player,
    PlayerId,
    PointSystem,
    ResultCode,
    RoundEntry,
    Tournament,
    points_of,
)

from .builders import small_open

_SYSTEMS = st.builds(
    PointSystem,
    win=st.sampled_from([Fraction(1), Fraction(3), Fraction(2)]),
    draw=st.sampled_from([Fraction(1, 2), Fraction(1), Fraction(1, 3)]),
    pab=st.sampled_from([Fraction(1), Fraction(1, 2), Fraction(3)]),
    half_bye=st.sampled_from([Fraction(1, 2), Fraction(1, 4)]),
)


@given(
    system=_SYSTEMS,
    lines=st.lists(
        st.lists(st.sampled_from(list(ResultCode)), max_size=9), min_size=1, max_size=12
    ),
)
def test_points_after_each_round_are_the_engines(system, lines):
    t = Tournament(
        point_system=system,
        players=tuple(
            Player(PlayerId(i), f"P{i}", rounds=tuple(RoundEntry(None, None, c) for c in codes))
            for i, codes in enumerate(lines, start=1)
        ),
    )
    table = ScoreTables().of(t)
    for p in t.players:
        assert table.points_after(p.id) == points_of(p, system)
        for r in range(0, 11):
            assert table.points_after(p.id, r) == points_of(p, system, r)


def test_a_new_snapshot_counts_only_the_players_that_changed():
    tables = ScoreTables()
    t = small_open()
    first = tables.of(t)
    assert tables.rows_counted == len(t.players)
    assert tables.of(t) is first  # the same snapshot: the same table
    p = t.players[2]
    changed = replace(p, rounds=(*p.rounds, RoundEntry(None, None, ResultCode.FULL_BYE)))
    t2 = replace(t, players=tuple(changed if q is p else q for q in t.players))
    second = tables.of(t2)
    assert tables.rows_counted == len(t.players) + 1
    assert second.points_after(p.id) == first.points_after(p.id) + 1
    # another point system: every player again
    tables.of(replace(t2, point_system=PointSystem(win=Fraction(3))))
    assert tables.rows_counted == 2 * len(t.players) + 1


def test_the_window_shares_one_table_per_snapshot():
    t = small_open()
    assert score_table(t) is score_table(t)


@given(
    lines=st.lists(st.lists(st.sampled_from(list(ResultCode)), max_size=6), min_size=1, max_size=8),
    added=st.lists(st.sampled_from(list(ResultCode)), min_size=1, max_size=3),
)
def test_entries_added_to_every_player_count_on_as_a_recount(lines, added):
    def tournament(extra):
        return Tournament(
            players=tuple(
                Player(
                    PlayerId(i),
                    f"P{i}",
                    rounds=tuple(RoundEntry(None, None, c) for c in (*codes, *extra)),
                )
                for i, codes in enumerate(lines, start=1)
            )
        )

    tables = ScoreTables()
    t = tournament(())
    tables.of(t)
    # the same entry objects first, as the journal keeps them, then the new round's entries
    t2 = replace(
        t,
        players=tuple(
            replace(p, rounds=(*p.rounds, *(RoundEntry(None, None, c) for c in added)))
            for p in t.players
        ),
    )
    assert tables.of(t2).after == ScoreTables().of(t2).after

"""Tournament.player: the same answer as a scan of the player list, however they are numbered."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.model import Colour, Player, PlayerId, ResultCode, RoundEntry, Tournament


def _scan(t: Tournament, pid: int) -> Player:
    for p in t.players:
        if p.id == pid:
            return p
    raise KeyError(pid)


def _tournament(ids: list[int]) -> Tournament:
    return Tournament(players=tuple(Player(PlayerId(i), f"P{i}") for i in ids))


@given(
    ids=st.lists(st.integers(1, 60), unique=True, max_size=40),
    shuffle=st.booleans(),
    data=st.data(),
)
def test_player_finds_what_a_scan_finds(ids, shuffle, data):
    order = data.draw(st.permutations(ids)) if shuffle else sorted(ids)
    t = _tournament(order)
    for pid in range(0, 62):
        if pid in ids:
            assert t.player(PlayerId(pid)) is _scan(t, pid)
        else:
            with pytest.raises(KeyError):
                t.player(PlayerId(pid))


def test_numbered_one_to_n_gaps_and_out_of_order():
    dense = _tournament([1, 2, 3, 4])
    assert dense.player(PlayerId(3)).name == "P3"
    gaps = _tournament([2, 5, 9])  # a deleted player leaves a gap
    assert gaps.player(PlayerId(5)).name == "P5"
    assert gaps.player(PlayerId(2)).name == "P2"
    # the place of 2 holds 9: the look-up must not trust places
    shuffled = _tournament([9, 2, 1])
    assert [shuffled.player(PlayerId(i)).name for i in (1, 2, 9)] == ["P1", "P2", "P9"]
    with pytest.raises(KeyError):
        shuffled.player(PlayerId(3))
    with pytest.raises(KeyError):
        Tournament().player(PlayerId(1))


def test_a_number_of_another_type_is_compared_as_before():
    t = _tournament([1, 2])
    assert t.player(True) is t.players[0]  # type: ignore[arg-type]  # True == 1, as a scan has it
    with pytest.raises(KeyError):
        t.player("1")  # type: ignore[arg-type]


_ENTRIES = st.sampled_from(
    [
        RoundEntry(None, None, ResultCode.NOT_PAIRED),
        RoundEntry(None, None, ResultCode.HALF_BYE),
        RoundEntry(None, None, ResultCode.ZERO_BYE),
        RoundEntry(None, None, ResultCode.PAB),
        RoundEntry(PlayerId(1), Colour.WHITE, ResultCode.WIN),
        RoundEntry(PlayerId(2), Colour.BLACK, ResultCode.FORFEIT_LOSS),
    ]
)


@given(lines=st.lists(st.lists(_ENTRIES, max_size=8), max_size=12))
def test_rounds_paired_is_the_last_round_anyone_was_paired_in(lines):
    t = Tournament(
        players=tuple(
            Player(PlayerId(i), f"P{i}", rounds=tuple(rounds))
            for i, rounds in enumerate(lines, start=1)
        )
    )
    # every entry looked at (the definition): announced byes after it do not count
    want = max(
        (r for rounds in lines for r, e in enumerate(rounds, start=1) if e.paired), default=0
    )
    assert t.rounds_paired() == want

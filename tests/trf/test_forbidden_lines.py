"""Forbidden pairs (TRF-2026 ``260``, TRF(x) ``XXP``): a player named twice in one line is an
error (it was accepted, ten repeats or a hundred thousand), and a long line costs the checker
no more than it costs one pairing."""

from __future__ import annotations

import pytest
from trf_helpers import p001, trf

from engine.errors import TrfError
from engine.model import ForbiddenPairs, PlayerId, Tournament
from engine.pairing.common.history import build_histories
from engine.trf import parse_trf, read_trf_report

A = p001(1, "A", points="0.0")
B = p001(2, "B", points="0.0")
C = p001(3, "C", points="0.0")


def _ids_260(*ids: int) -> str:
    return "260   1   4" + "".join(f" {i:4d}" for i in ids)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            _ids_260(1, 2, 1),
            "e.trf:1: columns 23-26 (260 players): player 1 is named twice in this line "
            "(columns 13-16 and 23-26)",
        ),
        (
            _ids_260(*[1] * 12),
            "e.trf:1: columns 18-21 (260 players): player 1 is named twice in this line "
            "(columns 13-16 and 18-21)",
        ),
        (
            "260 1 4 2 3 2",  # free layout
            "e.trf:1: columns 13-13 (260 players): player 2 is named twice in this line "
            "(columns 9-9 and 13-13)",
        ),
        (
            "XXP 1 2 3 2",
            "e.trf:1: columns 11-11 (XXP): player 2 is named twice in this line "
            "(columns 7-7 and 11-11)",
        ),
    ],
)
def test_a_player_named_twice_is_an_error(line, expected):
    text = trf(line, A, B, C)
    report = read_trf_report(text, "e.trf")
    assert report.tournament is None
    assert report.errors[0].render("e.trf") == expected
    with pytest.raises(TrfError):
        parse_trf(text, "e.trf")


def test_a_hundred_thousand_repeats_are_one_error():
    report = read_trf_report(trf(_ids_260(*[1, 2, 3] * 33_334), A, B, C), "e.trf")
    assert report.tournament is None
    assert len(report.errors) == 1


def test_distinct_players_are_read():
    t = parse_trf(trf(_ids_260(1, 2, 3), A, B, C), "e.trf")
    assert t.forbidden == (ForbiddenPairs((PlayerId(1), PlayerId(2), PlayerId(3)), 1, 4),)


def test_one_long_line_costs_the_history_its_length_not_its_square():
    # 3000 players who must not meet: each player's forbidden set is the one group, shared,
    # not 3000 sets of 2999 (nine million entries, rebuilt by the checker in every round)
    ids = tuple(PlayerId(i) for i in range(1, 3001))
    t = parse_trf(trf(*(p001(i, f"P{i}", points="0.0") for i in ids)), "e.trf")
    t = Tournament(players=t.players, forbidden=(ForbiddenPairs(ids),))
    histories = build_histories(t, 1)
    sets = {id(h.forbidden) for h in histories.values()}
    assert len(sets) == 1
    h1 = histories[PlayerId(1)]
    assert PlayerId(3000) in h1.forbidden and PlayerId(2) in h1.forbidden

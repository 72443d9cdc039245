"""The explanation of seed 001's worked examples (tests/golden/dutch2017/SEED001_*.md).

Asserted on the engine's EVENTS (articles, players, transpositions, exchanges), never on rendered
sentences: the same S1/S2, the same transposition (D.1) or exchange (D.2), the same downfloaters
and the same deciding articles as the paper's reasoning (and our `.md` completion of it).
"""

from __future__ import annotations

import re

import pytest

from engine.explain.records import BracketRecord, RoundRecord, collect

from .helpers import golden, traced


def explain(stem: str) -> RoundRecord:
    t, r = golden(stem)
    pairing, events = traced(t, r)
    rec = collect(events)
    assert rec.paired is not None
    assert rec.paired.boards == tuple((b.white, b.black) for b in pairing.boards)
    return rec


def bracket(rec: RoundRecord, index: int) -> BracketRecord:
    b = rec.bracket(index)
    assert b is not None and b.started is not None and b.paired is not None
    return b


def pairs(*ps: tuple[int, int]) -> set[frozenset[int]]:
    return {frozenset(p) for p in ps}


def articles(texts: tuple[str, ...]) -> list[str]:
    """The article each recorded reason starts with ("C.10: ..." -> "C.10")."""
    return [x.split(":", 1)[0] for x in texts]


def reasons(texts: tuple[str, ...]) -> list[tuple[str, set[int]]]:
    """(article, players named) of each recorded reason."""
    out = []
    for x in texts:
        art, rest = x.split(":", 1)
        out.append((art, {int(n) for n in re.findall(r"\b\d+\b", rest)}))
    return out


def colour_rule(rec: RoundRecord, white: int, black: int) -> str:
    c = rec.colour_of((white, black))
    assert c is not None and (c.white, c.black) == (white, black)
    return c.rule


# ---- the 18-player float example -------------------------------------------------------------


def test_floats_round2_top_bracket_transposition_6_5_8_7() -> None:
    rec = explain("SEED001_floats_18p_round2")
    b1 = bracket(rec, 1)
    assert b1.started is not None and b1.paired is not None and b1.rejected is not None
    assert b1.started.kind == "homogeneous"
    assert b1.started.residents == tuple(range(1, 10))
    assert (b1.started.s1, b1.started.s2) == ((1, 2, 3, 4), (5, 6, 7, 8, 9))  # B.2
    # B.3: the first candidate 1-5, 2-6, 3-7, 4-8 misses colours (C.10)
    assert b1.rejected.pairs == ((1, 5), (2, 6), (3, 7), (4, 8))
    assert articles(b1.rejected.reasons) == ["C.10"]
    # D.1: "the first with no colour miss is 6-5-8-7", 9 is the downfloater (paper)
    assert b1.paired.s2_order == (6, 5, 8, 7)
    assert (b1.paired.exchange_out, b1.paired.exchange_in) == ((), ())
    assert set(map(frozenset, b1.paired.pairs)) == pairs((1, 6), (2, 5), (3, 8), (4, 7))
    assert b1.paired.downfloaters == (9,)
    assert articles(b1.paired.deciding) == ["C.10"]
    # E.1: "6-1, 2-5, 8-3, 4-7" (paper)
    for white, black in ((6, 1), (2, 5), (8, 3), (4, 7)):
        assert colour_rule(rec, white, black) == "E.1"
    # the 0.0 bracket: MDP 9 against 10, "paper: 10-9"; remainder S2R order 16-15-18-17
    b2 = bracket(rec, 2)
    assert b2.started is not None and b2.paired is not None
    assert b2.started.mdps == ((9, "1"),)
    assert (b2.started.m0, b2.started.m1) == (1, 1)
    assert b2.paired.mdp_pairing == ((9, 10),)
    assert b2.paired.s2_order == (16, 15, 18, 17)
    assert colour_rule(rec, 10, 9) == "E.1"


def test_floats_round3_player_3_downfloats_1_4_and_9_2() -> None:
    rec = explain("SEED001_floats_18p_round3")
    b1 = bracket(rec, 1)
    assert b1.started is not None and b1.paired is not None and b1.rejected is not None
    assert b1.started.residents == (1, 2, 3, 4, 9)
    assert (b1.started.s1, b1.started.s2) == ((1, 2), (3, 4, 9))
    # first candidate 1-3, 2-4 with 9 floating: two colour misses
    assert b1.rejected.pairs == ((1, 3), (2, 4))
    assert b1.rejected.downfloaters == (9,)
    assert articles(b1.rejected.reasons) == ["C.10"]
    # "player 3 will receive a downfloat, and the FIDE pairings will be 1-4, 9-2" (paper):
    # the transposition 4-9 (D.1)
    assert set(map(frozenset, b1.paired.pairs)) == pairs((1, 4), (2, 9))
    assert b1.paired.s2_order == (4, 9)
    assert b1.paired.downfloaters == (3,)
    assert (b1.paired.exchange_out, b1.paired.exchange_in) == ((), ())
    # the 1.0 bracket: MDP 3, MDP-pairing 3-6 (paper), remainder S2R order 12-14-11, 13 floats
    b2 = bracket(rec, 2)
    assert b2.started is not None and b2.paired is not None and b2.rejected is not None
    assert b2.started.mdps == ((3, "2"),)
    assert b2.rejected.pairs[0] == (3, 5)  # MDP-pairing 3-5 costs a colour miss
    assert articles(b2.rejected.reasons) == ["C.10"]
    assert b2.paired.mdp_pairing == ((3, 6),)
    assert b2.paired.s2_order == (12, 14, 11)
    assert b2.paired.downfloaters == (13,)
    # the 0.0 bracket: 13-10 is not perfect, 13-16 is, with 17-10 and 15-18
    b3 = bracket(rec, 3)
    assert b3.started is not None and b3.paired is not None and b3.rejected is not None
    assert b3.rejected.pairs[0] == (13, 10)
    assert b3.paired.mdp_pairing == ((13, 16),)
    assert set(map(frozenset, b3.paired.pairs)) == pairs((13, 16), (10, 17), (15, 18))
    assert b3.paired.s2_order == (17, 18)
    assert b3.paired.bye is None and rec.bye is None


def test_floats_round4_exchange_and_float_criteria() -> None:
    rec = explain("SEED001_floats_18p_round4")
    # 3.0 = {1, 3, 9}: no perfect candidate; 9 floating violates C.14; "the best candidate (the
    # first exchange, S1 = {3}) is 3-9 with 1 floating" (paper: "9-3 and player 1 is the
    # downfloater")
    b1 = bracket(rec, 1)
    assert b1.started is not None and b1.paired is not None and b1.rejected is not None
    assert (b1.started.s1, b1.started.s2) == ((1,), (3, 9))
    assert b1.rejected.pairs == ((1, 3),) and b1.rejected.downfloaters == (9,)
    assert b1.paired.pairs == ((3, 9),)
    assert b1.paired.downfloaters == (1,)
    assert (b1.paired.exchange_out, b1.paired.exchange_in) == ((1,), (3,))  # D.2: 1 <-> 3
    assert articles(b1.paired.deciding) == ["C.14"]
    assert not b1.paired.perfect_first
    # E.3 finds no difference, E.4 gives the higher-ranked 3 its Black
    assert colour_rule(rec, 9, 3) == "E.4"
    # 2.0: MDP-pairing 1-2; 4-7 have met (C.1); exchange 5 <-> 8: 4-5, 8-13, 7 floats
    b2 = bracket(rec, 2)
    assert b2.started is not None and b2.paired is not None and b2.rejected is not None
    assert b2.started.mdps == ((1, "3"),)
    assert b2.paired.mdp_pairing == ((1, 2),)
    assert [(art, {4, 7} <= who) for art, who in reasons(b2.rejected.reasons)] == [("C.1", True)]
    assert (b2.paired.exchange_out, b2.paired.exchange_in) == ((5,), (8,))
    assert set(map(frozenset, b2.paired.pairs)) == pairs((1, 2), (4, 5), (8, 13))
    assert b2.paired.downfloaters == (7,)
    # 1.0: MDP 7, MDP-pairing 7-12; remainder 6-11, 10-15, 14 floats
    b3 = bracket(rec, 3)
    assert b3.paired is not None
    assert b3.paired.mdp_pairing == ((7, 12),)
    assert set(map(frozenset, b3.paired.pairs)) == pairs((7, 12), (6, 11), (10, 15))
    assert b3.paired.downfloaters == (14,)
    # 0.0: 14-16 would give 16 a second upfloat (C.13): B.8 takes 14-18, 16-17
    b4 = bracket(rec, 4)
    assert b4.paired is not None and b4.rejected is not None
    assert b4.rejected.pairs == ((14, 16), (17, 18))
    assert articles(b4.paired.deciding) == ["C.13"]
    assert b4.paired.mdp_pairing == ((14, 18),)
    assert set(map(frozenset, b4.paired.pairs)) == pairs((14, 18), (16, 17))
    assert colour_rule(rec, 14, 18) == "E.4"


# ---- the 6-player transposition example ------------------------------------------------------


def test_transposition_6p_s2_order_4_6_5() -> None:
    rec = explain("SEED001_transposition_6p")
    (b,) = rec.brackets
    assert b.started is not None and b.paired is not None and b.rejected is not None
    assert (b.started.s1, b.started.s2) == ((1, 2, 3), (4, 5, 6))
    assert b.rejected.pairs == ((1, 4), (2, 5), (3, 6))  # three misses
    assert articles(b.rejected.reasons) == ["C.10"]
    # "the arbiter must transpose players 5 and 6": 1-4, 2-6, 3-5, S2 = 4-6-5
    assert b.paired.s2_order == (4, 6, 5)
    assert (b.paired.exchange_out, b.paired.exchange_in) == ((), ())
    assert articles(b.paired.deciding) == ["C.10"]
    assert [v.article for v in b.paired.values] == ["C.10"]  # one colour miss
    assert colour_rule(rec, 6, 2) == "E.1"
    assert colour_rule(rec, 3, 5) == "E.1"
    assert colour_rule(rec, 1, 4) == "E.4"


# ---- the 4-player example: transpositions before exchanges ------------------------------------


@pytest.mark.parametrize("stem", ["SEED001_transposition_before_exchange_4p"])
def test_transposition_before_exchange_4p(stem: str) -> None:
    rec = explain(stem)
    (b,) = rec.brackets
    assert b.started is not None and b.paired is not None and b.rejected is not None
    assert (b.started.s1, b.started.s2) == ((1, 2), (3, 4))
    assert b.rejected.pairs == ((1, 3), (2, 4))
    assert articles(b.rejected.reasons) == ["C.10"]
    # B.6: the transposition 4-3 comes before the exchange 2 <-> 3 (which would give 1-2, 3-4)
    assert b.paired.s2_order == (4, 3)
    assert (b.paired.exchange_out, b.paired.exchange_in) == ((), ())
    assert set(map(frozenset, b.paired.pairs)) == pairs((1, 4), (2, 3))
    assert colour_rule(rec, 1, 4) == "E.1"
    assert colour_rule(rec, 3, 2) == "E.1"

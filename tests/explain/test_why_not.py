""" "Why not A against B?": absolute answers, forced-pair comparisons, and 200 random queries.

The random queries (seeded) check that the engine always answers and that forcing a pair never
gives a pairing better than the engine's (``why_not`` raises EngineInconsistency if it does).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from engine.errors import ConfigError, NoValidPairing
from engine.explain.records import collect
from engine.model import ForbiddenPairs, PlayerId, Tournament
from engine.pairing import PairingSystem, pair_round
from engine.pairing.common.history import build_histories
from engine.pairing.dutch import criteria
from engine.query.answers import EngineInconsistency, Verdict, WhyNot
from engine.query.why_not import _compare, _Rerun, why_not
from engine.query.why_not_text import names_of, render_why_not
from engine.trf import load_trf

from .helpers import CORPUS, corpus_files, corpus_state, state_before, traced

SMALL = [n for n, _ in corpus_files(30)]


def ask(name: str, round_no: int, a: int, b: int) -> tuple[WhyNot, str]:
    t, state = corpus_state(name, round_no)
    w = why_not(state, round_no, a, b)
    return w, render_why_not(w, names_of(t))


def boards_of(w: WhyNot, forced: bool = False) -> set[frozenset[int]]:
    rec = collect(w.forced_events if forced else w.engine_events)
    assert rec.paired is not None
    return {frozenset(p) for p in rec.paired.boards}


# ---- absolute answers ---------------------------------------------------------------------


def test_same_player() -> None:
    w, text = ask("d17_0066.trf", 7, 4, 4)
    assert w.verdict is Verdict.SAME_PLAYER
    assert "same player" in text


def test_unknown_player_is_an_error() -> None:
    _, state = corpus_state("d17_0066.trf", 7)
    with pytest.raises(ConfigError, match="99"):
        why_not(state, 7, 4, 99)


def test_absent_player() -> None:
    # d17_0066 round 7: 24 has announced a half-point bye
    w, text = ask("d17_0066.trf", 7, 4, 24)
    assert w.verdict is Verdict.NOT_PRESENT
    assert "24" in w.reason and "H" in w.reason
    assert "Test0024" in text


def test_already_played_names_the_round() -> None:
    t, state = corpus_state("d17_0066.trf", 7)
    # find two players of round 7 who met in an earlier round
    p1 = t.player(PlayerId(1))
    r_met, opp = next((r, p1.entry(r).opponent) for r in range(1, 7) if p1.entry(r).played)
    assert opp is not None
    w = why_not(state, 7, 1, int(opp))
    assert w.verdict is Verdict.ALREADY_MET
    assert w.article == "C.1"
    assert r_met in w.met_in
    assert f"round {r_met}" in render_why_not(w)
    # the engine agrees: the pair cannot be forced
    with pytest.raises(NoValidPairing):
        pair_round(state, 7, PairingSystem.DUTCH_2017, forced=(PlayerId(1), opp))


def test_same_absolute_colour_preference() -> None:
    # d17_0158 round 5: 7 and 5 both played W B W W (absolute preference for Black)
    w, text = ask("d17_0158.trf", 5, 7, 5)
    assert w.verdict is Verdict.SAME_ABSOLUTE_COLOUR
    assert w.article == "C.3"
    assert "Black" in w.reason
    _, state = corpus_state("d17_0158.trf", 5)
    h = build_histories(state, 5)
    assert not criteria.c3_colour_compatible(h[PlayerId(7)], h[PlayerId(5)])
    assert text.splitlines()[1].startswith("C.3:")


def test_forbidden_pair() -> None:
    _, state = corpus_state("d17_0066.trf", 7)
    pairing, _ = traced(state, 7)
    white, black = int(pairing.boards[0].white), int(pairing.boards[0].black)
    state = replace(state, forbidden=(ForbiddenPairs((PlayerId(white), PlayerId(black))),))
    w = why_not(state, 7, white, black)
    assert w.verdict is Verdict.FORBIDDEN


def test_pair_the_engine_makes() -> None:
    _, state = corpus_state("d17_0066.trf", 7)
    pairing, _ = traced(state, 7)
    board = pairing.boards[3]
    w = why_not(state, 7, int(board.black), int(board.white))
    assert w.verdict is Verdict.PAIRED
    assert "board 4" in render_why_not(w)


def test_no_complete_round_pairing_with_the_pair() -> None:
    # d17_0158 round 5: with 2-4 paired the others cannot all be paired (A.9)
    w, text = ask("d17_0158.trf", 5, 2, 4)
    assert w.verdict is Verdict.NO_COMPLETE_PAIRING
    assert "A.9" in w.article
    assert "2-4" in text


# ---- answers from the forced pairing --------------------------------------------------------


def test_quality_criterion_answer_names_both_values() -> None:
    # d17_0017 round 3: with 11-9, 11 would repeat last round's downfloat (C.12)
    w, text = ask("d17_0017.trf", 3, 11, 9)
    assert w.verdict is Verdict.CRITERION
    assert w.article == "C.12"
    d = w.decisive
    assert d is not None and (d.engine, d.forced, d.order) == ("0", "1", -1)
    assert all(c.order == 0 for c in w.comparisons[:-1])
    assert frozenset((11, 9)) in boards_of(w, forced=True)
    assert frozenset((11, 9)) not in boards_of(w)
    assert "has 1 instead of 0" in " ".join(text.split())


def test_generation_order_when_every_criterion_is_equal() -> None:
    # round 1: one bracket, no colours, no floats: only the generation order tells (B.8, D.1)
    t = load_trf(CORPUS / "d17_0234.trf")
    state = state_before(t, 1)
    w = why_not(state, 1, 6, 1)
    assert w.verdict is Verdict.GENERATION_ORDER
    assert w.article.startswith("B.8")
    assert all(c.order == 0 for c in w.comparisons)


def test_collapse_route_is_noted() -> None:
    # d17_0234 round 3: the engine collapses bracket 2 (A.9); with 8-6 it does not, and the
    # last bracket (same players as the engine's CLB) is compared by B.8
    w, text = ask("d17_0234.trf", 3, 8, 6)
    assert w.route and w.route_bracket == 2
    assert w.verdict is Verdict.CRITERION and w.article == "C.10"
    assert "PPB" in text and "Note (A.9)" in text


def test_a_better_forced_pairing_is_an_engine_error() -> None:
    # feed the comparison the two runs swapped: the "forced" one is then the better one
    # (d17_0032 round 3, 20-15: same downfloaters, so C.7 cannot explain it; C.13 decides)
    _, state = corpus_state("d17_0032.trf", 3)
    w = why_not(state, 3, 20, 15)
    assert w.verdict is Verdict.CRITERION and w.article == "C.13"
    with pytest.raises(EngineInconsistency, match=r"better on C\.13"):
        _compare(
            _Rerun(
                state,
                3,
                20,
                15,
                collect(w.forced_events),
                collect(w.engine_events),
                w.forced_events,
                w.engine_events,
            )
        )


# ---- 200 random queries ---------------------------------------------------------------------


def test_200_random_queries() -> None:
    rng = random.Random(20261123)
    seen: Counter[Verdict] = Counter()
    cache: dict[str, Tournament] = {}
    for _ in range(200):
        name = rng.choice(SMALL)
        if name not in cache:
            cache[name] = load_trf(CORPUS / name)
        t = cache[name]
        r = rng.randint(1, t.rounds_paired())
        state = state_before(t, r)
        ids = sorted(int(p.id) for p in state.players)
        a, b = rng.sample(ids, 2)
        where = f"{name} round {r}: why not {a}-{b}"
        try:
            w = why_not(state, r, a, b)
        except EngineInconsistency as exc:  # pragma: no cover - the test's purpose
            pytest.fail(f"{where}: forcing the pair beats the engine: {exc}")
        seen[w.verdict] += 1
        text = render_why_not(w, names_of(t))
        assert text.startswith(f"Why not {a} ") and len(text.splitlines()) >= 2, where
        pair = frozenset((a, b))
        if w.verdict is Verdict.PAIRED:
            assert pair in boards_of(w), where
            continue
        if w.verdict in (Verdict.SAME_PLAYER, Verdict.NOT_PRESENT):
            continue
        assert pair not in boards_of(w), where
        if w.verdict in (Verdict.ALREADY_MET, Verdict.FORBIDDEN, Verdict.SAME_ABSOLUTE_COLOUR):
            h = build_histories(state, r)
            assert not criteria.compatible(h[PlayerId(a)], h[PlayerId(b)]), where
            continue
        if w.verdict is Verdict.NO_COMPLETE_PAIRING:
            continue
        # the forced pairing pairs them and is never better on the first differing criterion
        assert pair in boards_of(w, forced=True), where
        exact = [c for c in w.comparisons if c.exact]
        assert all(c.order <= 0 for c in exact), where
        if w.verdict is Verdict.CRITERION:
            assert w.comparisons[-1].order == -1, where
            assert all(c.order == 0 for c in exact[:-1]), where
        if w.verdict is Verdict.GENERATION_ORDER:
            assert all(c.order == 0 for c in exact), where
    assert sum(seen.values()) == 200
    # the sample covers the main kinds of answer
    for v in (Verdict.ALREADY_MET, Verdict.CRITERION, Verdict.GENERATION_ORDER):
        assert seen[v] >= 5, seen

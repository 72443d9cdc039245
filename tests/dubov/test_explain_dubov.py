"""The explanation of Dubov rounds: trace events by article, the text, and "why not A-B?".

Expectations come from the hand-worked golden cases (tests/golden/dubov/articles/*.md).
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from engine.checker.check import tournament_before_round
from engine.explain.render import render_text
from engine.explain.trace import BracketPaired, BracketStarted, ByeAssigned, ListTrace
from engine.model import Tournament
from engine.pairing import PairingSystem, pair_round
from engine.pairing.common.history import initial_colour
from engine.query.answers import Verdict
from engine.query.why_not import why_not
from engine.query.why_not_text import render_why_not
from engine.rtg import parse_config
from engine.rtg.generator import generate_report
from engine.trf import load_trf

ARTICLES = Path(__file__).resolve().parents[1] / "golden" / "dubov" / "articles"


def _trace(name: str, system: PairingSystem = PairingSystem.DUBOV) -> tuple[Tournament, list]:
    t = load_trf(ARTICLES / name)
    trace = ListTrace()
    pair_round(t, t.next_round(), system, trace=trace)
    return t, trace.events


def test_bracket_events_carry_upfloaters_shifters_and_t2() -> None:
    _, events = _trace("C09_strong_preferences_choose_the_upfloater.trf")
    started = [e for e in events if isinstance(e, BracketStarted)]
    paired = [e for e in events if isinstance(e, BracketPaired)]
    assert started[0].residents == (1, 2, 3)
    assert started[0].mdps == ((5, "0.5"),)  # B.2: the upfloater and his score
    assert started[0].s1 == (3, 2)  # S1 by ARO (B.6)
    assert paired[0].exchange_in == (3,)  # B.5: 3 shifted from G2 into G1
    assert paired[0].s2_order == (5, 1)  # T2 (B.6)
    assert any(d.startswith("C.9:") for d in paired[0].deciding)
    costs = dict(paired[0].costs)
    assert (costs["C.5"], costs["C.8"], costs["C.9"]) == (1, 1, 0)


def test_bye_event_names_b0() -> None:
    _, events = _trace("B0d_most_games.trf")
    bye = [e for e in events if isinstance(e, ByeAssigned)]
    assert len(bye) == 1 and bye[0].player == 4 and "B.0" in bye[0].articles


def test_text_uses_the_dubov_vocabulary() -> None:
    t, events = _trace("C09_strong_preferences_choose_the_upfloater.trf")
    text = render_text(events, {int(p.id): p.name for p in t.players})
    for words in ("C.04.4.1", "Upfloaters (B.1, B.2)", "B.5, D.2: shifters 3", "T2 (B.6): 5 1"):
        assert words in text
    assert "E.2: grant the stronger colour preference" in text
    t, events = _trace(
        "legacy/L7_3_lowest_ARO_white_joins_the_blacks.trf", PairingSystem.DUBOV_LEGACY
    )
    assert "7.3: to the blacks 2" in render_text(events)


def test_why_not_names_the_deciding_dubov_criterion() -> None:
    t = load_trf(ARTICLES / "C09_strong_preferences_choose_the_upfloater.trf")
    w = why_not(t, 2, 4, 3, PairingSystem.DUBOV)
    assert (w.verdict, w.article, w.bracket) == (Verdict.CRITERION, "C.9", 1)
    assert "strong colour preference" in render_why_not(w)


def test_why_not_generation_order_and_absolute_rules() -> None:
    t = load_trf(ARTICLES / "C01_B6_D3_rematch_takes_the_next_transposition.trf")
    w = why_not(t, 3, 2, 5, PairingSystem.DUBOV)
    assert (w.verdict, w.article) == (Verdict.GENERATION_ORDER, "B.6 (D.3)")
    assert why_not(t, 3, 1, 4, PairingSystem.DUBOV).verdict is Verdict.ALREADY_MET
    t = load_trf(ARTICLES / "C03_same_absolute_preference_never_meet.trf")
    assert why_not(t, 3, 1, 3, PairingSystem.DUBOV).verdict is Verdict.SAME_ABSOLUTE_COLOUR


def test_why_not_never_finds_a_better_pairing() -> None:
    """Forcing any pair never beats the engine (EngineInconsistency would be raised)."""
    rng = random.Random(5)
    asked = 0
    for system in (PairingSystem.DUBOV, PairingSystem.DUBOV_LEGACY):
        for _ in range(3):
            config = parse_config(f"PlayersNumber={rng.randint(8, 14)}\nRoundsNumber=5")
            t = generate_report(config, rng.randint(0, 9999), system).tournament
            for r in range(2, t.rounds_paired() + 1):
                state = replace(
                    tournament_before_round(t, r),
                    initial_colour=initial_colour(t),
                    rounds_total=t.rounds_total,
                )
                ids = [int(p.id) for p in state.players]
                a, b = rng.sample(ids, 2)
                why_not(state, r, a, b, system)
                asked += 1
    assert asked > 10


def test_gui_tree_in_dubov_words() -> None:
    from engine.explain.render import to_tree

    _, events = _trace("C09_strong_preferences_choose_the_upfloater.trf")
    tree = to_tree(events)
    bracket = next(n for n in tree if n.label.startswith("Bracket 1"))
    labels = [c.label for c in bracket.children]
    assert any(x.startswith("Upfloaters (B.1, B.2): 5") for x in labels)
    assert "B.5" in [c.article for c in bracket.children]
    assert not any("MDP" in x or "M0" in x for x in labels)

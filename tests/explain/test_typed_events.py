"""The events name the system and the colour preferences with types, not with prose."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from engine.checker.check import tournament_before_round
from engine.explain.events import ListTrace, PlayerFacts, RoundStarted
from engine.explain.render import load_json, render_json, render_text
from engine.model import Colour, PairingSystem, PrefStrength, Tournament
from engine.pairing import pair_round
from engine.pairing.common.history import initial_colour
from engine.trf import load_trf

from .helpers import SHARED

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
pytestmark = pytest.mark.skipif(not (SHARED / "corpus").is_dir(), reason="no shared corpus")


def _state(round_no: int) -> Tournament:
    t = load_trf(SHARED / "corpus" / "burstein" / "bur_0020.trf")
    s = tournament_before_round(t, round_no)
    return replace(
        s,
        initial_colour=s.initial_colour or initial_colour(t),
        rounds_total=max(s.rounds_total or 0, t.rounds_paired()),
    )


def _events(t: Tournament, round_no: int, system: PairingSystem) -> ListTrace:
    trace = ListTrace()
    pair_round(t, round_no, system, trace=trace)
    return trace


@pytest.mark.parametrize("system", [s for s in PairingSystem if s is not PairingSystem.ROUND_ROBIN])
def test_the_round_names_the_rules_that_paired_it(system: PairingSystem) -> None:
    t = replace(_state(8), rounds_total=10)  # not a seeding round, not the last round
    started = [e for e in _events(t, 8, system).events if isinstance(e, RoundStarted)]
    assert [s.pairing_system for s in started] == [system]


def test_a_burstein_seeding_round_is_named_the_dutch_rules() -> None:
    t = replace(_state(2), rounds_total=9)  # 4 seeding rounds (A.5)
    trace = _events(t, 2, PairingSystem.BURSTEIN)
    started = next(e for e in trace.events if isinstance(e, RoundStarted))
    assert started.pairing_system is PairingSystem.DUTCH_2017
    assert "Burstein seeding round" in started.system
    assert render_text(trace.events).startswith("Round 2: FIDE (Dutch) System")


@pytest.mark.parametrize(
    "system",
    [PairingSystem.BURSTEIN, PairingSystem.DUBOV, PairingSystem.LIM, PairingSystem.DUTCH_2026],
)
def test_preferences_are_typed_and_read_back_from_json(system: PairingSystem) -> None:
    t = replace(_state(8), rounds_total=10)
    events = _events(t, 8, system).events
    facts = [e for e in events if isinstance(e, PlayerFacts)]
    assert facts
    for f in facts:
        assert f.preference_colour in (Colour.WHITE, Colour.BLACK, None)
        if system is PairingSystem.LIM:  # a colour due, without a strength (5.1, 5.5, 5.6)
            assert f.preference_strength is None
        elif f.preference_colour is not None:
            assert isinstance(f.preference_strength, PrefStrength)
            word = f.preference_strength.name.lower()
            assert f.preference == f"{word} {f.preference_colour.name[0]}"
    back = load_json(render_json(events))
    assert back == events
    assert any(isinstance(e, RoundStarted) and e.pairing_system is system for e in back)

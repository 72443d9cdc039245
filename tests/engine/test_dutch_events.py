"""The Dutch bracket solver states facts, typed (engine.explain.events_dutch), not sentences.

Each case is worked by hand on a four-player bracket: B.3's first candidate is 1-3, 2-4
(S1 = 1, 2; S2 = 3, 4), D.1's first transposition 1-4, 2-3.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from engine.explain import events_dutch
from engine.explain.events_dutch import (
    AlreadyPlayed,
    BracketRole,
    Count,
    Counted,
    CriterionDecided,
    DutchBracketPaired,
    DutchBracketStarted,
    DutchCandidateRejected,
)
from engine.explain.render_dutch import trace_event
from engine.explain.trace import CandidateRejected
from engine.model import Colour, PlayerId
from engine.pairing.common.history import PlayerHistory, PrefStrength
from engine.pairing.dutch.bracket import BracketSolver, Mode
from engine.pairing.dutch.editions import Edition


def _player(pid: int, *, met: tuple[int, ...] = (), prefers: Colour | None = None) -> PlayerHistory:
    return PlayerHistory(
        id=PlayerId(pid),
        score=4,
        points=4,
        colours=(),
        opponents=frozenset(PlayerId(x) for x in met),
        forbidden=frozenset(),
        floats=(),
        pab_eligible=True,
        e5_index=pid,
        topscorer=False,
        colour_difference=0,
        preference=(PrefStrength.MILD if prefers else PrefStrength.NONE, prefers),
    )


def _events(players: list[PlayerHistory], edition: Edition) -> list[object]:
    solver = BracketSolver([], players, Mode.LAST, Colour.WHITE, edition=edition)
    return list(solver.trace_events(solver.solve(), 1, BracketRole.LAST))


@pytest.mark.parametrize(("edition", "article"), [(Edition.D2017, "C.1"), (Edition.D2026, "C1")])
def test_a_rematch_in_the_first_candidate_is_a_typed_c1_fault(
    edition: Edition, article: str
) -> None:
    players = [_player(1, met=(3,)), _player(2), _player(3, met=(1,)), _player(4)]
    started, rejected, paired = _events(players, edition)
    assert isinstance(started, DutchBracketStarted)
    assert (started.s1, started.s2, started.role) == ((1, 2), (3, 4), BracketRole.LAST)
    assert isinstance(rejected, DutchCandidateRejected)
    assert rejected.pairs == ((1, 3), (2, 4))
    assert rejected.faults == (AlreadyPlayed(article, (1, 3)),)
    assert rejected.decider is None
    assert isinstance(paired, DutchBracketPaired)
    assert paired.pairs == ((1, 4), (2, 3))
    assert paired.s2_order == (4, 3)  # D.1: the first transposition of S2


@pytest.mark.parametrize(("edition", "article"), [(Edition.D2017, "C.10"), (Edition.D2026, "C12")])
def test_the_colour_criterion_that_decides_is_named_with_both_counts(
    edition: Edition, article: str
) -> None:
    white, black = Colour.WHITE, Colour.BLACK
    players = [
        _player(1, prefers=white),
        _player(2, prefers=black),
        _player(3, prefers=white),
        _player(4, prefers=black),
    ]
    _, rejected, paired = _events(players, edition)
    assert isinstance(rejected, DutchCandidateRejected)
    # 1-3 and 2-4 each leave one player without his colour (C.10 / 2026 C12); 1-4, 2-3 none
    decider = CriterionDecided(
        article, Count(Counted.NO_PREFERENCE, 2), Count(Counted.NO_PREFERENCE, 0)
    )
    assert rejected.faults == ()
    assert rejected.decider == decider
    assert isinstance(paired, DutchBracketPaired)
    assert paired.decider == decider
    assert paired.measures == ()  # nothing non-zero left in the accepted candidate
    # the sentence is the renderer's
    record = trace_event(rejected)
    assert isinstance(record, CandidateRejected)
    assert record.reasons == (
        f"{article}: 2 players without the colour preference in the first candidate, "
        "0 players without the colour preference in the accepted one",
    )


def test_the_event_types_are_a_leaf() -> None:
    """events_dutch imports nothing from the pairing engine or the rest of engine.explain, so
    the engine can emit its events and any layer above can read them."""
    tree = ast.parse(Path(events_dutch.__file__).read_text(encoding="utf-8"))
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    imported |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    engine_modules = {m for m in imported if m.startswith("engine")}
    assert engine_modules == {"engine.model"}, engine_modules

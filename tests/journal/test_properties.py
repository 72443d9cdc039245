"""Properties of the journal over random command sequences (hypothesis drives the seeds)."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine.journal import (
    BackupPolicy,
    CommandRejectedError,
    Journal,
    State,
    apply_command,
)
from engine.journal.journal import CODEC

from .random_commands import UNDO, Simulation, arbiter_apply, decided, next_step

seeds = st.integers(min_value=0, max_value=2**32 - 1)


def _reach(seed: int, steps: int) -> Simulation:
    simulation = Simulation(seed)
    for _ in range(steps):
        simulation.step()
    return simulation


def _accepted_command(state: State, seed: int):
    rng = random.Random(seed)
    for _ in range(50):
        step = next_step(state, rng, can_undo=False, can_redo=False)
        if isinstance(step, str):
            continue
        try:
            return step, decided(state, step)
        except CommandRejectedError:
            continue
    return None, state


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=seeds, steps=st.integers(0, 80), extra=seeds)
@example(seed=0, steps=0, extra=0)
def test_apply_then_undo_restores_the_state(seed, steps, extra):
    simulation = _reach(seed, steps)
    command, expected_after = _accepted_command(simulation.state, extra)
    if command is None:
        return
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "t.swiss"
        with Journal.create(path, backups=BackupPolicy(keep=0)) as journal:
            for applied in simulation.applied:  # the same state, reached through the journal
                arbiter_apply(journal, applied)
            before = journal.state
            assert before == simulation.state
            after_changes = arbiter_apply(journal, command)
            after = journal.state
            assert after == expected_after
            undo_changes = journal.undo()
            assert journal.state == before
            # undo reports the same places as the change it takes back
            assert undo_changes.players == after_changes.players
            assert undo_changes.rounds == after_changes.rounds
            journal.redo()
            assert journal.state == after
            journal.undo()
        with Journal.open(path) as reopened:
            assert reopened.state == before
            reopened.redo()
            assert reopened.state == after


@settings(max_examples=40, deadline=None)
@given(seed=seeds, steps=st.integers(0, 200))
def test_replaying_the_commands_in_effect_gives_the_same_state(seed, steps):
    """What opening a file does: replay the commands in effect from the empty state."""
    simulation = _reach(seed, steps)
    state = State()
    for command in simulation.applied:
        state = apply_command(state, command)
    assert state == simulation.state


@settings(max_examples=60, deadline=None)
@given(seed=seeds, steps=st.integers(0, 150))
def test_state_survives_the_codec(seed, steps):
    state = _reach(seed, steps).state
    assert CODEC.loads(State, CODEC.dumps(state)) == state


@settings(max_examples=80, deadline=None)
@given(seed=seeds, steps=st.integers(0, 150), extra=seeds)
def test_rejected_commands_change_nothing(seed, steps, extra):
    state = _reach(seed, steps).state
    rng = random.Random(extra)
    for _ in range(20):
        step = next_step(state, rng, can_undo=False, can_redo=False)
        if step == UNDO or isinstance(step, str):
            continue
        snapshot = CODEC.dumps(state)
        try:
            apply_command(state, step)
        except CommandRejectedError as exc:
            assert str(exc)  # a sentence, never empty
        assert CODEC.dumps(state) == snapshot

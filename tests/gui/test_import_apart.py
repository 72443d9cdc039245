"""Re-checks of every paired round run in an engine process for a large event (issue 26): the
import of a TRF and a two-step configuration change. The same report as in the worker thread;
the window's process is spared the work and its heap."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

import arbiter_gui.engine_process as engine_process
from arbiter_gui.loading import import_command
from engine.journal import GameResult, SetPairingSettings, SetResult, State, apply_command
from engine.journal.state import EventSettings
from engine.model import PointSystem

DATA = Path(__file__).resolve().parents[1] / "data" / "trf"
ALWAYS = 0
NEVER = 10**9


def _count_processes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Record the jobs sent to an engine process (and still run them there)."""
    jobs: list[str] = []
    real = engine_process.run_in_process

    def counting(job: Callable[..., Any], *args: object, **kwargs: Any) -> Any:
        jobs.append(job.__name__)
        return real(job, *args, **kwargs)

    monkeypatch.setattr(engine_process, "run_in_process", counting)
    return jobs


@pytest.mark.parametrize("name", ["import_trf26_illegal_round.trf", "import_trf06_old_byes.trf"])
def test_the_recheck_in_a_process_is_the_recheck_of_the_thread(
    monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    jobs = _count_processes(monkeypatch)
    here = import_command(DATA / name, process_from=NEVER)
    assert jobs == []
    apart = import_command(DATA / name, process_from=ALWAYS)
    assert jobs == ["rechecked_rounds"]
    assert apart.report == here.report
    assert apart.tournament == here.tournament
    assert any(line.startswith("re-check: ") for line in apart.report)


def test_a_discrepancy_found_in_the_process_reaches_the_report(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    jobs = _count_processes(monkeypatch)
    command = import_command(DATA / "import_trf26_illegal_round.trf", process_from=ALWAYS)
    assert jobs == ["rechecked_rounds"]
    findings = [line for line in command.report if line.startswith("re-check")]
    assert findings == ["re-check: round 3: engine 2-1 | file 1-2"]


def test_a_small_file_is_rechecked_in_the_thread_by_default(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    jobs = _count_processes(monkeypatch)
    command = import_command(DATA / "import_trf06_old_byes.trf")
    assert jobs == []  # a handful of players: a process would cost more than it saves
    assert "re-check: rounds 1-3 agree with the engine" in "\n".join(command.report)


def _state_a_new_scoring_pairs_otherwise() -> tuple[State, SetPairingSettings]:
    """Two rounds paired by the engine, and a scoring under which it pairs round 2 otherwise
    (as in tests/fide/test_locks.py)."""
    from tests.fide.helpers import engine_round, registered

    state = engine_round(registered(10), 1)
    rs = state.round(1)
    assert rs is not None
    mixed = [GameResult.WHITE_WINS, GameResult.DRAW, GameResult.DRAW, GameResult.BLACK_WINS]
    for board, result in zip(rs.boards, [*mixed, GameResult.WHITE_WINS], strict=True):
        state = apply_command(state, SetResult(1, board.white, result))
    state = engine_round(state, 2)
    settings = EventSettings(system="dutch2026", tiebreaks="BH/C1,BH,SB")
    return state, SetPairingSettings(settings, PointSystem(draw=Fraction(1), half_bye=Fraction(1)))


def test_a_configuration_recheck_in_a_process_is_the_recheck_of_the_thread(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from arbiter_gui.dialogs.warnings_text import recheck_html, rechecked

    state, command = _state_a_new_scoring_pairs_otherwise()
    jobs = _count_processes(monkeypatch)
    here = rechecked(state, command, process_from=NEVER)
    assert jobs == []
    apart = rechecked(state, command, process_from=ALWAYS)
    assert jobs == ["rechecked_change"]
    assert [d.round_no for d in apart.discrepancies] == [2]
    assert apart == here
    # the words the dialog shows between its two steps, made from the process's report
    html = recheck_html(state, command, process_from=ALWAYS)
    assert html == recheck_html(state, command, process_from=NEVER)
    assert "1 of 2 round(s)" in html

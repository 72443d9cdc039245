"""Large events run the engine in a process of its own (issue 26): the same pairing, trace and
consequence check as in a worker thread, with progress and a Cancel that really stops."""

from __future__ import annotations

import multiprocessing

import arbiter_gui.rounds.controller as controller
from engine.journal import GameResult, PublishRound, SetResult
from engine.model import PlayerId

from .. import process_jobs
from .conftest import corpus_players, new_journal

ALWAYS = 0
NEVER = 10**9


def _count_processes(monkeypatch) -> list[str]:
    """Record the jobs sent to an engine process (and still run them)."""
    jobs: list[str] = []
    real = controller.run_in_process

    def counting(job, *args, **kwargs):
        jobs.append(job.__name__)
        return real(job, *args, **kwargs)

    monkeypatch.setattr(controller, "run_in_process", counting)
    return jobs


def _pair(qtbot, window, r: int) -> None:
    with qtbot.waitSignal(window.rounds.pairing_finished, timeout=120000) as done:
        window.rounds.pair(r)
    assert done.args == [r, "applied"]


def _boards(window, r: int) -> list[tuple[int, int]]:
    rs = window.session.state.round(r)
    return [(int(b.white), int(b.black)) for b in rs.boards]


def test_a_pairing_in_a_process_is_the_pairing_of_the_worker_thread(
    qtbot, open_window, monkeypatch
):
    window = open_window
    jobs = _count_processes(monkeypatch)
    window.rounds.process_from = ALWAYS
    _pair(qtbot, window, 1)
    assert jobs == ["explained_pairing"]
    apart, trace_apart = _boards(window, 1), window.rounds.traces[1]
    assert len(apart) == 20
    window.rounds.unpair(1)
    window.rounds.process_from = NEVER
    _pair(qtbot, window, 1)
    assert jobs == ["explained_pairing"]  # this time in the thread
    assert _boards(window, 1) == apart
    assert window.rounds.traces[1] == trace_apart
    # the explanation replayed in a process is the same trace again
    window.rounds.process_from = ALWAYS
    with qtbot.waitSignal(window.rounds.explained, timeout=120000):
        window.rounds.explain(1)
    assert jobs == ["explained_pairing", "replayed_explanation"]
    assert window.rounds.traces[1] == trace_apart


def test_cancel_ends_the_engine_process_and_changes_nothing(qtbot, open_window, monkeypatch):
    window = open_window
    journal = window.session.journal
    version = journal.version
    monkeypatch.setattr(controller, "explained_pairing", process_jobs.slow_pairing)
    window.rounds.process_from = ALWAYS
    labels: list[str] = []
    window.rounds.pairing_progress.connect(lambda d, t, label: labels.append(label))
    window.rounds.pair(1)
    # the child's progress reaches the status bar
    qtbot.waitUntil(lambda: labels == ["working"], timeout=60000)
    assert window.progress_label.text() == "Pairing: working"
    with qtbot.waitSignal(window.rounds.pairing_finished, timeout=30000) as done:
        window.cancel_button.click()
    assert done.args == [1, "cancelled"]
    assert journal.version == version
    assert window.session.state.rounds == ()
    # the pairing's process was ended: only the spare for the next job is left
    from arbiter_gui.engine_process import SPARES

    qtbot.waitUntil(
        lambda: [c.pid for c in multiprocessing.active_children()] == [SPARES.pid],
        timeout=10000,
    )


def test_the_consequence_check_in_a_process_says_what_the_thread_says(
    qtbot, window, tmp_path, monkeypatch
):
    jobs = _count_processes(monkeypatch)
    journal = new_journal(tmp_path / "c.swiss", corpus_players(12))
    window.set_journal(journal)
    rounds = window.rounds
    rounds.process_from = NEVER
    for r in (1, 2):
        _pair(qtbot, window, r)
        window.session.apply(PublishRound(r))
        for b in window.session.state.round(r).boards:
            window.session.apply(SetResult(r, b.white, GameResult.WHITE_WINS))
    first = window.session.state.round(1).boards[0]
    window.session.apply(
        SetResult(1, PlayerId(first.white), GameResult.BLACK_WINS, reason="scoresheet")
    )
    answers = []
    for threshold in (NEVER, ALWAYS):
        rounds.process_from = threshold
        with qtbot.waitSignal(rounds.consequences_found, timeout=120000) as found:
            rounds.check_consequences(1)
        answers.append(found.args[1])
    assert jobs == ["checked_correction"]
    assert answers[0] == answers[1]
    assert answers[0] and "round 2" in answers[0][0]  # the correction changes round 2
    window.close_session()

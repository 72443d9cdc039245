"""FIDE mode in the window (issue 21), with the real warning dialogs answered by a script:
§4 rows "FIDE-mode exit" (cancel = no change, confirm writes the line, no re-entry, the
marker) and "English, warnings" (F1 opens the manual; no dialog offers to stop asking)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QTextBrowser

from arbiter_gui.views.fide_mode import TITLE_MARK, FideModeActions
from arbiter_gui.views.main_window import MainWindow
from engine.journal import (
    GameResult,
    Level,
    PublishRound,
    RefusedError,
    SetPairingSettings,
    SetResult,
)
from engine.journal.fide_record import IntegrityKind
from engine.journal.state import EventSettings
from engine.journal.trf2026 import fide_trf

from .warning_script import Script, small_open_window

pytestmark = pytest.mark.warning_dialogs


@pytest.fixture
def script(monkeypatch: pytest.MonkeyPatch) -> Script:
    return Script(monkeypatch)


@pytest.fixture
def window(qtbot, tmp_path: Path) -> Iterator[MainWindow]:
    yield from small_open_window(qtbot, tmp_path)


def _wait_paired(qtbot, w: MainWindow, r: int) -> None:
    """Until round ``r`` is paired and the pairing's operation has finished (the worker saves
    the pairing before the operation ends, issue 26)."""
    rounds = w.rounds
    qtbot.waitUntil(
        lambda: (
            w.session is not None
            and w.session.state.round(r) is not None
            and (rounds.pair_op is None or not rounds.pair_op.running)
        ),
        timeout=20000,
    )


def _fide(w: MainWindow) -> FideModeActions:
    actions = w.findChild(FideModeActions)
    assert actions is not None
    return actions


def test_the_marker_says_fide_mode(window) -> None:
    marker = _fide(window).marker
    assert marker.text() == "FIDE mode" and marker.isVisible()
    assert TITLE_MARK not in window.windowTitle()


@pytest.mark.parametrize("answers", [[False], [True, False]], ids=["step-1", "step-2"])
def test_cancel_at_either_step_changes_nothing(window, script, answers) -> None:
    fide = _fide(window)
    fide.reason = lambda: "testing"
    script.answers = list(answers)
    version = window.session.journal.version
    assert not fide.leave()
    assert [(d.level, d.step) for d in script.seen] == [
        (Level.TWO_STEP, 1),
        (Level.TWO_STEP, 2),
    ][: len(answers)]
    assert window.session.journal.version == version
    assert window.session.state.fide.active
    assert fide.marker.text() == "FIDE mode"


def test_confirming_both_steps_leaves_for_good(window, script, tmp_path) -> None:
    fide = _fide(window)
    fide.reason = lambda: "national rules apply"
    script.answers = [True, True]
    assert fide.leave()
    first, second = script.seen
    assert first.ok_button.text() == "&Continue…"
    consequences = first.findChild(QTextBrowser, "warning-text")
    assert consequences is not None
    assert "FIDE mode can never be entered again" in consequences.toPlainText()
    assert second.ok_button.text() == "&Yes: Leave FIDE mode"
    state = window.session.state
    assert not state.fide.active
    assert fide.marker.text() == "NOT IN FIDE MODE — left in round 3"
    assert fide.status_marker.text() == fide.marker.text()
    assert window.windowTitle().endswith(TITLE_MARK)
    assert not fide.leave_action.isEnabled()
    # the TRF: the marker first, the ### line with the round
    text = fide_trf(state)
    assert text.splitlines()[0] == "### NOT IN FIDE MODE (left in round 3)"
    assert "### FIDE mode @ Round 3: the tournament left FIDE mode" in text
    assert "national rules apply" in text
    # no way back: undo refuses (a message, nothing changed)
    window.undo()
    assert not window.session.state.fide.active
    # and exporting the report writes it too
    target = tmp_path / "out.trf"
    from arbiter_gui.dialogs.actions import SetupActions

    setup = window.findChild(SetupActions)
    assert setup is not None and setup.export_trf(target) == target
    assert target.read_text(encoding="utf-8").startswith("### NOT IN FIDE MODE")


def test_a_refusal_offers_to_leave_fide_mode(window, script) -> None:
    session = window.session
    script.answers = [False]  # "Close" at the refusal
    with pytest.raises(RefusedError):
        session.apply(SetPairingSettings(EventSettings(system="burstein")))
    (dialog,) = script.seen
    assert dialog.level is Level.REFUSE
    assert dialog.findChild(type(dialog.ok_button), "warning-leave") is not None
    assert session.state.fide.active


def test_f1_opens_the_english_manual(window, qtbot) -> None:
    (action,) = [
        a for a in window.findChildren(QAction) if a.shortcut().toString() == "F1" and a.isEnabled()
    ]
    action.trigger()
    browsers = [
        b
        for b in window.findChildren(QTextBrowser)
        if b.isVisible() and "FIDE mode" in b.toPlainText()
    ]
    assert browsers, "F1 shows no manual with the FIDE-mode chapters"
    text = browsers[0].toPlainText()
    assert "Leaving FIDE mode" in text and "Warning levels" in text
    browsers[0].window().close()


def test_manual_pairing_session_through_the_window(window, script, qtbot) -> None:
    session = window.session
    fide = _fide(window)
    rounds = window.rounds
    rounds.pair(3)
    _wait_paired(qtbot, window, 3)
    rs = session.state.round(3)
    first = rs.boards[0]
    script.answers = [True, True]  # the edit's warnings (both colours against preference)
    rounds.swap_board_colours(3, 1)  # the session opens by itself, then the edit
    assert script.seen and all(d.level is not Level.REFUSE for d in script.seen)
    assert session.state.fide.manual_round == 3
    assert session.state.round(3).boards[0].white == first.black
    assert not fide.start_manual_action.isEnabled() and fide.end_manual_action.isEnabled()
    script.answers = [True]  # the difference from the engine's pairing: confirm
    rounds.publish(3)  # ends the session first (engine check), then publishes
    qtbot.waitUntil(lambda: session.state.round(3).published, timeout=20000)
    (dialog,) = script.seen[-1:]
    assert dialog.level is Level.CONFIRM
    (event,) = (e for e in session.state.fide.events if e.kind is IntegrityKind.MPA)
    assert event.line.startswith(
        f"### MPA @ Round 3: pairing differs from the engine's: by hand {first.black}-{first.white}"
    )


def test_an_adjourned_game_blocks_the_final_report(window, script, qtbot, tmp_path) -> None:
    session = window.session
    rounds = window.rounds
    script.answers = []
    for r in (3, 4, 5):
        rounds.pair(r)
        _wait_paired(qtbot, window, r)
        session.apply(PublishRound(r))
        boards = session.state.round(r).boards
        for n, b in enumerate(boards, start=1):
            result = GameResult.ADJOURNED if (r, n) == (5, 1) else GameResult.DRAW
            session.apply(SetResult(r, b.white, result))
    from arbiter_gui.dialogs.actions import SetupActions
    from arbiter_gui.printing.actions import build_report

    setup = window.findChild(SetupActions)
    assert setup is not None
    assert setup.export_trf(tmp_path / "final.trf") is None  # refused: a message says why
    with pytest.raises(Exception, match="adjourned"):
        build_report(window, "standings", 5)
    # the in-tournament file may be written, with '?'
    assert setup.export_trf(tmp_path / "itdx.trf", engine_lines=True) is not None
    assert " ?" in (tmp_path / "itdx.trf").read_text(encoding="utf-8")
    # the game ends: the final report can be written
    white = session.state.round(5).boards[0].white
    session.apply(SetResult(5, white, GameResult.DRAW))
    assert build_report(window, "standings", 5) is not None


def test_pairing_with_games_without_result_adjourns_them(window, script, qtbot) -> None:
    session = window.session
    rounds = window.rounds
    rounds.pair(3)
    _wait_paired(qtbot, window, 3)
    session.apply(PublishRound(3))
    boards = session.state.round(3).boards
    for b in boards[1:]:
        session.apply(SetResult(3, b.white, GameResult.WHITE_WINS))
    script.answers = [True]  # the notice: board 1 is recorded as adjourned
    rounds.pair(4)
    _wait_paired(qtbot, window, 4)
    assert script.seen[-1].level is Level.ACKNOWLEDGE
    entry = session.state.tournament.player(boards[0].white).entry(3)
    assert entry.result.value == "?"


def test_an_older_round_is_corrected_for_the_rating_report_only(window, script, qtbot) -> None:
    session = window.session
    rounds = window.rounds
    fide = _fide(window)
    for r in (3, 4):
        rounds.pair(r)
        _wait_paired(qtbot, window, r)
        session.apply(PublishRound(r))
        for b in session.state.round(r).boards:
            session.apply(SetResult(r, b.white, GameResult.DRAW))
    page = window.round_page(1)
    page.entry.reason_edit.setText("scoresheet signed the other way")
    board = session.state.round(1).boards[0]
    before = session.state.tournament.player(board.white).entry(1).result
    asked: list[int] = []

    def accept(r: int) -> bool:
        asked.append(r)
        return True

    fide.ask_rating_only = accept
    script.answers = [True]  # the level 3 confirmation of the rating-only correction
    assert rounds.enter_result(1, 1, GameResult.BLACK_WINS)
    assert asked == [1]
    state = session.state
    assert state.tournament.player(board.white).entry(1).result is before  # pairings keep it
    (correction,) = state.fide.rating_corrections
    assert (correction.round_no, correction.white) == (1, board.white)
    assert "### Correction @ Round 1: rating only" in fide_trf(state)

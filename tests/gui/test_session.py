"""Working on a tournament file from the window: open, import, undo/redo, the file's lock."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from arbiter_gui.loading import create_journal, sample_path
from arbiter_gui.session import Session, command_label
from arbiter_gui.views.main_window import MainWindow
from engine.journal import (
    AddPlayer,
    Changes,
    CommandRejectedError,
    FileLockedError,
    ImportTrf,
    Journal,
    PlayerData,
)


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close_session()


@pytest.fixture
def tournament_file(tmp_path):
    path = tmp_path / "brno.swiss"
    create_journal(path, sample_path()).close()
    return path


def _wait_open(qtbot, window, op):
    with qtbot.waitSignal(op.finished, timeout=10000):
        pass


def test_command_label():
    assert command_label(ImportTrf.__new__(ImportTrf)) == "import TRF"
    assert command_label(AddPlayer(PlayerData("A, B"))) == "add player"
    assert command_label(None) == ""
    assert command_label("SetResult") == "set result"


def test_session_forwards_to_the_journal_and_signals(qtbot, tmp_path):
    session = Session(Journal.create(tmp_path / "t.swiss"))
    try:
        with qtbot.waitSignal(session.changed, timeout=1000) as blocker:
            session.apply(AddPlayer(PlayerData("Novák, Jiří", rating=2035)))
        assert blocker.args[0].players == (1,)
        assert session.undo_text() == "&Undo add player"
        with pytest.raises(CommandRejectedError):
            session.apply(AddPlayer(PlayerData("")))
        session.undo()
        assert session.tournament.players == ()
        assert session.redo_text() == "&Redo add player"
    finally:
        session.close()
    assert not session.is_open


def test_open_a_tournament_file_and_undo_the_import(window, qtbot, tournament_file):
    _wait_open(qtbot, window, window.open_path(tournament_file))
    assert window.session is not None
    assert window.players_view.model().rowCount() == 26
    assert window.undo_action.isEnabled()
    assert window.undo_action.text() == "&Undo import TRF"
    assert not window.redo_action.isEnabled()
    window.undo_action.trigger()
    assert window.players_view.model().rowCount() == 0
    assert window.tabs.count() == 1
    assert window.redo_action.isEnabled()
    assert "Undone: import TRF" in window.statusBar().currentMessage()
    window.redo_action.trigger()
    assert window.players_view.model().rowCount() == 26
    assert len(window.round_models()) == 3
    assert window.tabs.count() == 5  # players, rounds 1-3, the round to pair


def test_the_open_file_is_locked_until_the_window_lets_go(window, qtbot, tournament_file):
    _wait_open(qtbot, window, window.open_path(tournament_file))
    with pytest.raises(FileLockedError):
        Journal.open(tournament_file)
    window.close()  # closing the window releases the file
    with Journal.open(tournament_file) as again:
        assert len(again.tournament.players) == 26


def test_a_locked_file_is_a_message(window, qtbot, tournament_file):
    with Journal.open(tournament_file):
        _wait_open(qtbot, window, window.open_path(tournament_file))
        boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
        assert len(boxes) == 1
        assert "open in another Swiss Arbiter window" in boxes[0].text()
        assert window.session is None


def test_a_damaged_file_is_a_message(window, qtbot, tmp_path):
    path = tmp_path / "broken.swiss"
    path.write_bytes(b"SQLite format 3\x00" + b"\x00" * 50)
    _wait_open(qtbot, window, window.open_path(path))
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert len(boxes) == 1 and "damaged" in boxes[0].text()
    assert path.read_bytes() == b"SQLite format 3\x00" + b"\x00" * 50


def test_import_trf_as_a_new_tournament(window, qtbot, tmp_path, monkeypatch):
    target = tmp_path / "imported"
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(sample_path()), ""))
    )
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    with qtbot.waitSignal(window.tournament_loaded, timeout=10000):
        window.import_action.trigger()
    assert window.session is not None
    assert window.session.path == tmp_path / "imported.swiss"
    assert window.session.state.rounds_paired == 3
    history = window.session.journal.history()
    assert [(h.action, h.command) for h in history] == [("apply", "ImportTrf")]


def test_new_tournament(window, qtbot, tmp_path, monkeypatch):
    target = tmp_path / "new.swiss"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    with qtbot.waitSignal(window.tournament_loaded, timeout=10000):
        window.new_action.trigger()
    assert target.exists()
    assert window.players_view.model().rowCount() == 0
    assert not window.undo_action.isEnabled()


def test_opening_a_trf_closes_the_tournament_file(window, qtbot, tournament_file):
    _wait_open(qtbot, window, window.open_path(tournament_file))
    _wait_open(qtbot, window, window.open_path(sample_path()))
    assert window.session is None
    assert "read-only" in window.statusBar().currentMessage()
    with Journal.open(tournament_file):
        pass


def test_round_tabs_show_the_published_board_order(window, qtbot, tmp_path):
    from engine.journal import (
        EndManualPairing,
        PublishRound,
        SetPairing,
        StartManualPairing,
        assess,
        full_consent,
    )
    from engine.model import PlayerId
    from engine.pairing.api import Board

    path = tmp_path / "manual.swiss"
    with Journal.create(path) as journal:
        for name in ("A, a", "B, b", "C, c", "D, d"):
            journal.apply(AddPlayer(PlayerData(name)))
        boards = (Board(PlayerId(4), PlayerId(2)), Board(PlayerId(1), PlayerId(3)))
        # FIDE mode (issue 21): a pairing by hand is made in a session checked at its end
        journal.apply(StartManualPairing(1))
        journal.apply(SetPairing(1, boards, manual=True, reason="fixed board for No. 4"))
        end = EndManualPairing(1)
        journal.apply(end, answers=full_consent(assess(journal.state, end)))
        journal.apply(PublishRound(1))
    _wait_open(qtbot, window, window.open_path(path))
    model = window.round_models()[0]
    whites = [model.data(model.index(r, 3)) for r in range(model.rowCount())]
    assert whites == ["D, d", "A, a"]  # as published, not the recommended order


def test_apply_deferred_saves_now_and_tells_the_screens_later(qtbot, tmp_path):
    session = Session(Journal.create(tmp_path / "d.swiss"))
    told: list[str] = []
    session.changed.connect(lambda changes: told.append(f"changed {changes.command}"))
    changes = session.apply_deferred(
        AddPlayer(PlayerData("Adams, Ann")), then=lambda c: told.append(f"then {c.players}")
    )
    # saved at once (a second program reading the file would see it), screens not yet told
    assert [p.name for p in session.tournament.players] == ["Adams, Ann"]
    assert changes.players == (1,) and told == []
    qtbot.waitUntil(lambda: len(told) == 2, timeout=2000)
    assert told == ["changed AddPlayer", "then (1,)"]
    # a refused command raises at once and tells nobody
    with pytest.raises(CommandRejectedError):
        session.apply_deferred(AddPlayer(PlayerData("")))
    qtbot.wait(20)
    assert len(told) == 2
    # closed before its turn came: nothing is told
    session.apply_deferred(AddPlayer(PlayerData("Baker, Bo")))
    session.close()
    qtbot.wait(20)
    assert len(told) == 2


def test_apply_all_saves_each_and_tells_the_screens_once(qtbot, tmp_path):
    session = Session(Journal.create(tmp_path / "all.swiss"))
    told: list[Changes] = []
    session.changed.connect(told.append)
    commands = [AddPlayer(PlayerData(name)) for name in ("A, A", "B, B", "", "C, C")]
    done, refused = session.apply_all(commands)
    # the third (no name) is refused: the first two stay saved, each its own undo step
    assert done == 2 and isinstance(refused, CommandRejectedError)
    assert [p.name for p in session.tournament.players] == ["A, A", "B, B"]
    assert len(told) == 1 and told[0].players == (1, 2) and told[0].structure
    session.undo()
    assert [p.name for p in session.tournament.players] == ["A, A"]
    assert session.apply_all([]) == (0, None) and len(told) == 2  # the undo told, nothing else
    session.close()

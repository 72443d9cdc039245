from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox, QTableView

from arbiter_gui.loading import sample_path
from arbiter_gui.models.boards import BoardColumn
from arbiter_gui.models.players import PlayerColumn
from arbiter_gui.views import main_window as main_window_module
from arbiter_gui.views.main_window import MainWindow
from engine.errors import TrfError
from engine.version import VERSION

from .builders import small_open


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    return w


def _texts(model, column):
    return [model.data(model.index(r, column)) for r in range(model.rowCount())]


def test_shows_players_and_rounds_of_a_tournament(window):
    window.show_tournament(small_open(), Path("test.trf"))
    view = window.players_view
    assert view.model().rowCount() == 7
    assert "Παπαδόπουλος, Γεώργιος" in _texts(view.model(), PlayerColumn.NAME)
    assert window.windowTitle().startswith("Test Open")
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == [
        "Players",
        "Round 1",
        "Round 2",
    ]
    rounds = window.round_models()
    assert [m.rowCount() for m in rounds] == [4, 4]
    assert _texts(rounds[0], BoardColumn.RESULT) == ["1-0", "½-½", "1F-0F", "1 (U)"]
    assert "5 rounds, 2 paired" in window.details_label.text()


def test_player_filter(window, qtbot):
    window.show_tournament(small_open())
    qtbot.keyClicks(window.player_filter, "anna")  # QTest types ASCII only
    assert window.players_view.model().rowCount() == 1
    window.player_filter.clear()
    qtbot.keyClicks(window.player_filter, "POL")
    assert window.players_view.model().rowCount() == 1


def test_sorting_by_rating_puts_unrated_last(window):
    window.show_tournament(small_open())
    view = window.players_view
    view.sortByColumn(PlayerColumn.RATING, main_window_module.Qt.SortOrder.DescendingOrder)
    names = _texts(view.model(), PlayerColumn.NAME)
    assert names[0] == "Kowalczyk, Łukasz"
    assert names[-1] == "Rossi, Giulia"


def test_opening_another_file_replaces_round_tabs(window):
    window.show_tournament(small_open())
    window.show_tournament(small_open().__class__(name="Empty"))
    assert window.tabs.count() == 1
    assert window.players_view.model().rowCount() == 0


def test_open_runs_in_background_and_shows_result(window, qtbot, monkeypatch):
    monkeypatch.setattr(main_window_module, "load_tournament", lambda path: small_open())
    with qtbot.waitSignal(window.tournament_loaded, timeout=5000) as blocker:
        window.open_path(Path("x.trf"))
    assert blocker.args[0].name == "Test Open"
    assert window.path == Path("x.trf")
    assert window.players_view.model().rowCount() == 7


def test_open_error_is_a_message_not_a_crash(window, qtbot, monkeypatch):
    def broken(path):
        raise TrfError(path, 14, "rating", "'abc' is not a number", (49, 52))

    monkeypatch.setattr(main_window_module, "load_tournament", broken)
    op = window.open_path(Path("bad.trf"))
    with qtbot.waitSignal(op.finished, timeout=5000):
        pass
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert len(boxes) == 1
    assert "bad.trf:14: columns 49-52 (rating): 'abc' is not a number" in boxes[0].text()
    assert "Could not open" in window.statusBar().currentMessage()
    boxes[0].close()


def test_missing_file_is_a_message(window, qtbot, tmp_path):
    op = window.open_path(tmp_path / "missing.trf")
    with qtbot.waitSignal(op.finished, timeout=5000):
        pass
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert len(boxes) == 1
    assert "missing.trf" in boxes[0].text()


def test_about_shows_version(window):
    box = window.show_about()
    assert box.isVisible()
    assert VERSION in box.text()
    box.close()


def test_opens_the_bundled_sample(window, qtbot):
    with qtbot.waitSignal(window.tournament_loaded, timeout=10000):
        window.open_path(sample_path())
    model = window.players_view.model()
    assert model.rowCount() == 26
    names = _texts(model, PlayerColumn.NAME)
    assert names[0] == "Kowalczyk, Łukasz"
    assert {"Dvořák, Tomáš", "Παπαδόπουλος, Γεώργιος", "Сергеев, Алексей"} <= set(names)
    assert window.tabs.count() == 4  # players + rounds 1-3
    assert window.windowTitle() == f"Brno Spring Open 2026 — {sample_path().name} — Swiss Arbiter"
    round1 = window.round_models()[0]
    assert round1.rowCount() == 13
    assert all(isinstance(t, str) and t for t in _texts(round1, BoardColumn.RESULT))
    assert isinstance(window.tabs.widget(1).findChild(QTableView, "round-1"), QTableView)

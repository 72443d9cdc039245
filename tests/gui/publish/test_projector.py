"""The projector view: the last published round by name in large type, then the standings."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from arbiter_gui.publish.projector import ProjectorView, open_projector
from tests.gui.publish.helpers import pair, publish


def _open(window, qtbot) -> ProjectorView:
    view = open_projector(window, QGuiApplication.primaryScreen())
    assert view is not None
    qtbot.addWidget(view)
    qtbot.waitExposed(view)
    return view


def test_it_cycles_pairings_by_name_then_standings(window, qtbot):
    view = _open(window, qtbot)
    assert view.isFullScreen()
    screens = view.screens()
    titles = [s.slide.title for s in screens]
    assert titles[0] == "Round 3: pairings by name"
    assert titles[-1] == "Standings after round 3"
    names = {row[0] for s in screens if s.slide.title.startswith("Round 3") for row in s.rows}
    t = window.session.tournament
    assert {" ".join(x for x in (p.title, p.name) if x) for p in t.players} == names
    assert all(len(s.rows) <= view.rows_per_screen() for s in screens)
    # the timer moves on by itself
    with qtbot.waitSignal(view.screen_changed, timeout=5000):
        view.timer.setInterval(50)
    assert view.index == 1


def test_keys_pause_skip_and_close(window, qtbot):
    view = _open(window, qtbot)
    n = len(view.screens())
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert view.paused and not view.timer.isActive()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.index == 1 and view.paused and not view.timer.isActive()
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.index == n - 1  # round the end
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert view.index == 0
    before = view.dwell_ms
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.dwell_ms == before + 2000
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert not view.paused and view.timer.isActive()
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not view.isVisible())


def test_it_follows_the_publication_not_the_draft(window, qtbot):
    view = _open(window, qtbot)
    session = window.session
    pair(session, 4)
    assert view.screens()[0].slide.title == "Round 3: pairings by name"
    publish(session, 4)
    assert view.screens()[0].slide.title == "Round 4: pairings by name"
    assert view.screens()[-1].slide.title == "Standings after round 3"  # round 4 is in play
    view.close()

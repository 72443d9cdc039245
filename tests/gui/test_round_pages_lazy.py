"""Round pages out of sight count their boards when shown or read, not on every change
(issue 26: nine pages of 3,000 players on each import, reopen and correction)."""

from __future__ import annotations

from pathlib import Path

import pytest

import arbiter_gui.models.boards as boards_module
from arbiter_gui.models.boards import BoardColumn
from arbiter_gui.views.main_window import MainWindow

from .builders import small_open


@pytest.fixture
def counted(monkeypatch):
    calls: list[int] = []
    real = boards_module.round_view

    def counting(tournament, round_no, *args, **kwargs):
        calls.append(round_no)
        return real(tournament, round_no, *args, **kwargs)

    monkeypatch.setattr(boards_module, "round_view", counting)
    return calls


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    return w


def test_hidden_pages_are_counted_when_shown(window, counted, qtbot):
    window.show_tournament(small_open(), Path("event.trf"))
    window.tabs.setCurrentIndex(0)  # the Players tab
    counted.clear()
    window.show_tournament(small_open(), Path("event.trf"))
    assert counted == []  # both round pages out of sight
    page = window.round_page(2)
    window.tabs.setCurrentWidget(page)
    qtbot.waitUntil(lambda: counted == [2])
    model = page.table.model()
    assert model.rowCount() == 4
    assert model.data(model.index(1, BoardColumn.WHITE_POINTS)) == "½"
    assert page.status_label.text().startswith("Round 2 — from the file")
    # a TRF shown read-only: still no result entry once the page is filled
    assert not page.entry.isVisible()
    assert not page.unpair_button.isVisible()


def test_a_hidden_page_read_by_the_program_is_up_to_date(window, counted):
    window.show_tournament(small_open(), Path("event.trf"))
    window.tabs.setCurrentIndex(0)
    counted.clear()
    page = window.round_page(1)
    assert not page.isVisible()
    assert [row.board for row in page.board_rows()] == [1, 2, 3]
    assert counted == [1]
    assert [m.rowCount() for m in window.round_models()] == [4, 4]


def test_a_large_events_pages_come_a_few_per_turn_latest_first(qtbot, tmp_path, monkeypatch):
    from arbiter_gui.loading import create_journal, sample_path
    from arbiter_gui.views.main_window import PAGES_AT_ONCE

    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.rounds.background_from = 0  # as for a 3,000-player event
    journal = create_journal(tmp_path / "event.swiss", sample_path())
    rounds = journal.state.rounds_paired
    assert rounds > PAGES_AT_ONCE
    # which turn made which page: the turns come 1 ms apart, so the pages are recorded as
    # they are made (looking at them between two turns depended on the machine's speed)
    turns = [0]
    made: list[tuple[int, int]] = []  # (turn, round)
    rebuild, connect = w._rebuild_round_tabs, w.rounds.connect_page

    def counted_rebuild(*args, **kwargs):
        turns[0] += 1
        return rebuild(*args, **kwargs)

    def recorded_connect(page):
        made.append((turns[0], page.round_no))
        return connect(page)

    monkeypatch.setattr(w, "_rebuild_round_tabs", counted_rebuild)
    monkeypatch.setattr(w.rounds, "connect_page", recorded_connect)
    w.set_journal(journal)
    assert [w.round_page(r) for r in range(1, rounds + 1)] == [None] * rounds  # the next turns
    qtbot.waitUntil(lambda: all(w.round_page(r) for r in range(1, rounds + 1)))
    first_turn = [r for turn, r in made if turn == made[0][0]]
    assert first_turn == list(range(rounds - PAGES_AT_ONCE + 1, rounds + 1))  # latest first
    assert sorted(r for _, r in made) == list(range(1, rounds + 1))  # each page once
    titles = [w.tabs.tabText(i) for i in range(w.tabs.count())]
    assert titles[: rounds + 1] == ["Players"] + [f"Round {r}" for r in range(1, rounds + 1)]
    assert titles[rounds + 1 :] == [f"Round {rounds + 1} ▸"]

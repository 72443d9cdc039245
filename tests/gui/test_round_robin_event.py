"""A 10-player double round-robin run end to end in the window (issue 23).

The details form chooses the format, the lots dialog draws the pairing numbers from a seed,
every round is paired from the Berger table (Ctrl+Shift+P) and its results typed on the round
page; a player withdraws in the second cycle; the crosstable is printed to PDF and read back;
the TRF goes out and comes back in as the same round-robin.
"""

from __future__ import annotations

import shutil
import subprocess

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from arbiter_gui.printing.actions import open_report
from arbiter_gui.roundrobin.details import CYCLE_CHOICES
from arbiter_gui.roundrobin.lots import DrawLotsDialog
from arbiter_gui.roundrobin.menu import open_lots, open_round_robin_report
from arbiter_gui.rounds.pages import ResultKeyEdit
from arbiter_gui.views.main_window import MainWindow
from engine.checker import check_tournament
from engine.journal import (
    AddPlayer,
    Journal,
    LotsMethod,
    PlayerData,
    RecordWithdrawal,
    SetTournamentDetails,
    TournamentDetails,
)
from engine.model import PlayerId, ResultCode
from engine.pairing import PairingSystem
from engine.roundrobin import draw_players, not_counted, schedule
from engine.trf import load_trf

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
PLAYERS = [
    ("Carlsen, Magnus", 2830, "NOR"),
    ("Caruana, Fabiano", 2805, "USA"),
    ("Nakamura, Hikaru", 2794, "USA"),
    ("Firouzja, Alireza", 2760, "FRA"),
    ("Gukesh, D", 2758, "IND"),
    ("Giri, Anish", 2745, "NED"),
    ("Abdusattorov, Nodirbek", 2740, "UZB"),
    ("Praggnanandhaa, R", 2735, "IND"),
    ("Wei, Yi", 2733, "CHN"),
    ("Keymer, Vincent", 2731, "GER"),
]
SEED = "20260411"
WITHDRAWN = 7  # pairing number of the player who withdraws
WITHDRAWS_FROM = 13  # in the second cycle: 12 of his 18 games done, so his results count


@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    journal = Journal.create(tmp_path / "candidates.swiss")
    # what a FIDE report needs (FIDE mode refuses the final TRF without it, issue 21)
    details = TournamentDetails(
        name="Candidates-style DRR",
        city="Toronto",
        federation="CAN",
        start_date="2026/04/04",
        end_date="2026/04/21",
        chief_arbiter="Arbiter, Chief",
        round_dates=tuple(f"2026/04/{4 + k:02d}" for k in range(18)),
    )
    journal.apply(SetTournamentDetails(details))
    for number, (name, rating, fed) in enumerate(PLAYERS, start=1):
        fide_id = str(9_000_000 + number)
        journal.apply(AddPlayer(PlayerData(name, rating=rating, federation=fed, fide_id=fide_id)))
    w.set_journal(journal)
    yield w
    w.close_session()


def key_for(round_no: int, white: int, black: int) -> str:
    """A fixed, made-up result for each game."""
    k = (white * 5 + black * 3 + round_no) % 5
    return {0: "1", 1: "0", 2: "=", 3: "1", 4: "="}[k]


def choose_double_round_robin(qtbot, window) -> None:
    from arbiter_gui.dialogs.actions import SetupActions

    actions = window.findChild(SetupActions)
    dialog = actions.open_details()
    qtbot.addWidget(dialog)
    dialog.system_combo.setCurrentIndex(dialog.system_combo.findData(PairingSystem.ROUND_ROBIN))
    rr = dialog.round_robin
    assert rr.cycles_combo.isVisible()
    assert not dialog.acceleration_combo.isEnabled() and not dialog.bye_limit_spin.isEnabled()
    rr.cycles_combo.setFocus()
    qtbot.keyClick(rr.cycles_combo, Qt.Key.Key_Down)  # single -> double, cycle end reversed
    assert rr.cycles() == CYCLE_CHOICES[1][1] == (2, True)
    assert dialog.rounds_spin.value() == 18 and not dialog.rounds_spin.isEnabled()
    assert dialog.tiebreak_edit.text() == "DE,WIN,SB,KS"  # Buchholz is not for round-robins
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    state = window.session.state
    assert state.settings.round_robin and state.settings.cycles == 2
    assert state.tournament.rounds_total == 18
    assert state.tournament.pairing_system == "FIDE_DOUBLEROUNDROBIN"
    # the form opened again shows what the file holds
    again = actions.open_details()
    qtbot.addWidget(again)
    assert again.round_robin.cycles() == (2, True) and again.rounds_spin.value() == 18
    assert again.tiebreak_preset.currentText() == "Round-robin: DE, WIN, SB, KS"
    again.reject()


def draw_lots(qtbot, window) -> None:
    before = [(p.name, p.fide_id, p.rating) for p in window.session.tournament.players]
    dialog = open_lots(window)
    assert isinstance(dialog, DrawLotsDialog)
    qtbot.addWidget(dialog)
    dialog.seed_edit.clear()
    qtbot.keyClicks(dialog.seed_edit, SEED)
    expected = [before[i][0] for i in draw_players(before, SEED)]
    # the preview shows each player's number before anything is saved
    items = [dialog.table.item(r, 0) for r in range(len(dialog.spins))]
    shown = {i.text(): s.value() for i, s in zip(items, dialog.spins, strict=True) if i}
    assert [name for name, _ in sorted(shown.items(), key=lambda kv: kv[1])] == expected
    assert window.session.state.lots is None
    with qtbot.waitSignal(dialog.accepted):
        dialog.accept()
    state = window.session.state
    assert [p.name for p in state.tournament.players] == expected
    assert state.lots is not None and (state.lots.method, state.lots.seed) == (
        LotsMethod.SEED,
        SEED,
    )


def play_round(qtbot, window, r: int) -> None:
    with qtbot.waitSignal(window.rounds.pairing_finished, timeout=10000) as done:
        qtbot.keyClick(window, Qt.Key.Key_P, CTRL_SHIFT)
    assert done.args == [r, "applied"]
    page = window.round_page(r)
    assert page is not None and window.tabs.currentWidget() is page
    qtbot.keyClick(window, Qt.Key.Key_U, CTRL_SHIFT)  # publish
    session = window.session
    for row in page.board_rows():
        if row.white_result is not ResultCode.NOT_PAIRED:
            continue  # a withdrawn player's forfeit came with the pairing
        widget = QApplication.focusWidget()
        assert isinstance(widget, ResultKeyEdit), widget
        qtbot.keyClicks(widget, key_for(r, row.white.id, row.black.id))
    assert session.state.is_complete(r), session.state.missing_results(r)


def test_ten_player_double_round_robin_end_to_end(qtbot, window, tmp_path):
    window.activateWindow()
    choose_double_round_robin(qtbot, window)
    draw_lots(qtbot, window)
    session = window.session
    table = schedule(10, cycles=2)
    for r in range(1, 19):
        if r == WITHDRAWS_FROM:
            session.apply(RecordWithdrawal(PlayerId(WITHDRAWN), WITHDRAWS_FROM))
        play_round(qtbot, window, r)
        rs = session.state.round(r)
        assert [(b.white, b.black) for b in rs.boards] == list(table[r - 1].boards)
    t = session.tournament
    # the withdrawn player's games from round 13 on are forfeits: (-) for him, (+) for them
    for r in range(WITHDRAWS_FROM, 19):
        e = t.player(PlayerId(WITHDRAWN)).entry(r)
        assert e.result is ResultCode.FORFEIT_LOSS
        assert t.player(e.opponent).entry(r).result is ResultCode.FORFEIT_WIN
    assert not not_counted(t)  # 12 of 18 games completed: his results count (C.05)
    assert not check_tournament(t, PairingSystem.ROUND_ROBIN).discrepancies

    # the crosstable from the Reports menu is the round-robin grid; printed to PDF
    report_window = open_report(window, "crosstable", 18)
    assert report_window is not None
    qtbot.addWidget(report_window)
    report = report_window.shown
    headers = report.tables[0].headers
    assert headers[5:15] == tuple(str(n) for n in range(1, 11))
    line = {row[0]: row for row in report.tables[0].rows}
    assert line["1"][5] == "■"
    assert all(len(cell.split()) == 2 for cell in line["1"][6:15])  # both cycles in each cell
    assert "−" in " ".join(line[str(WITHDRAWN)][5:15])
    pdf = tmp_path / "crosstable.pdf"
    report_window.export_pdf(pdf)
    assert pdf.stat().st_size > 2000
    if shutil.which("pdftotext"):
        text = subprocess.run(
            ["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
        ).stdout
        assert "Crosstable" in text and t.player(PlayerId(1)).name in text
        assert "Double round-robin" in text

    schedule_window = open_round_robin_report(window, "schedule")
    assert schedule_window is not None
    qtbot.addWidget(schedule_window)
    assert len(schedule_window.shown.tables) == 18

    # TRF out, and back in as a new tournament file: the same round-robin
    from arbiter_gui.dialogs.actions import SetupActions

    trf = window.findChild(SetupActions).export_trf(tmp_path / "candidates.trf")
    assert trf is not None
    loaded = load_trf(trf)
    assert loaded.pairing_system == "FIDE_DOUBLEROUNDROBIN"
    assert not check_tournament(loaded, PairingSystem.ROUND_ROBIN).discrepancies
    with qtbot.waitSignal(window.tournament_loaded, timeout=10000):
        window.create_tournament(tmp_path / "reimported.swiss", trf)
    again = window.session.state
    assert again.settings.round_robin and again.settings.cycles == 2
    assert [rs.boards for rs in again.rounds] == [rs.boards for rs in session_rounds(t, table)]
    assert [p.name for p in again.tournament.players] == [p.name for p in t.players]


def session_rounds(t, table):
    """The boards the table gives, as the first file's rounds hold them (board order)."""
    from engine.journal import RoundState
    from engine.pairing.api import Board

    return [
        RoundState(r.round_no, tuple(Board(PlayerId(w), PlayerId(b)) for w, b in r.boards))
        for r in table
    ]


def test_why_not_names_the_round_of_the_table(qtbot, window):
    choose_double_round_robin(qtbot, window)
    draw_lots(qtbot, window)
    play_round(qtbot, window, 1)
    with qtbot.waitSignal(window.rounds.why_not_answered, timeout=5000) as answer:
        window.rounds.why_not(1, PlayerId(1), PlayerId(2))
    # 1-2 is round 2 of the 10-player table, and round 11 in the second cycle
    assert "round 2 and round 11" in answer.args[0]


def test_round_robin_menu_is_off_for_a_swiss_event(qtbot, window):
    from PySide6.QtWidgets import QMenu

    menu = window.findChild(QMenu, "round-robin-menu")
    assert menu is not None
    menu.aboutToShow.emit()
    assert all(not a.isEnabled() for a in menu.actions() if a.objectName())
    assert open_lots(window) is None  # a message (not modal) says why


def test_pairing_before_the_draw_is_refused_with_a_message(qtbot, window, monkeypatch):
    choose_double_round_robin(qtbot, window)
    messages = []
    monkeypatch.setattr(
        "arbiter_gui.roundrobin.menu.report_error",
        lambda parent, exc, title="": messages.append(str(exc)),
    )
    with qtbot.waitSignal(window.rounds.pairing_finished, timeout=5000) as done:
        window.rounds.pair()
    assert done.args == [1, "failed"]
    assert "draw lots" in messages[0]
    assert window.session.state.rounds_paired == 0

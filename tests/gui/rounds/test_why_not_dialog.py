"""Issue 19, "Why not A against B": a visible command with a shortcut, two players by name or
number, the answer in plain words first, then only the criteria that differ in the edition's own
numbering, then the alternative pairing; printable."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from PySide6.QtCore import Qt

from arbiter_gui.rounds.logic import pairing_input
from arbiter_gui.rounds.why_not import ARTICLES_2026, differing, find_player, fold
from arbiter_gui.rounds.why_not_dialog import WhyNotDialog
from engine.journal import GameResult, SetPairingSettings, SetResult
from engine.pairing import PairingSystem
from engine.query.answers import Verdict
from engine.query.why_not import why_not

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def play(qtbot, window, rounds: int, then_pair: bool = True) -> None:
    results = (GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS)
    for r in range(1, rounds + 1):
        with qtbot.waitSignal(window.rounds.pairing_finished, timeout=30000):
            window.rounds.pair()
        window.rounds.publish(r)
        rs = window.session.state.round(r)
        for k, b in enumerate(rs.boards):
            window.session.apply(SetResult(r, b.white, results[(k + r) % 3]))
    if then_pair:
        with qtbot.waitSignal(window.rounds.pairing_finished, timeout=30000):
            window.rounds.pair()


def find_pair(window, r: int, verdict: Verdict) -> tuple[int, int]:
    """Two players of round ``r`` for whom the engine's answer has ``verdict``."""
    session = window.session
    t = pairing_input(session.state, r)
    system = window.rounds.current_system()
    rs = session.state.round(r)
    whites = [int(b.white) for b in rs.boards]
    for i, a in enumerate(whites):
        for b in whites[i + 1 : i + 6]:
            if why_not(t, r, a, b, system).verdict is verdict:
                return a, b
    pytest.fail(f"no pair of whites with verdict {verdict}")


def ask_in_dialog(qtbot, window, dialog: WhyNotDialog, a: str, b: str) -> str:
    dialog.a_edit.setFocus()
    qtbot.keyClick(dialog.a_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(dialog.a_edit, a)
    dialog.b_edit.setFocus()
    qtbot.keyClick(dialog.b_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(dialog.b_edit, b)
    with qtbot.waitSignal(window.rounds.why_not_answered, timeout=30000) as answered:
        dialog.ask_button.click()
    return answered.args[0]


def open_by_shortcut(qtbot, window) -> WhyNotDialog:
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)
    dialog = window.rounds.why_not_dialog
    assert isinstance(dialog, WhyNotDialog) and dialog.isVisible()
    return dialog


def test_the_command_is_in_the_round_menu_with_a_shortcut(open_window):
    window = open_window
    action = window.why_not_action
    assert action in window.round_menu.actions()
    assert action.shortcut().toString() == "Ctrl+Shift+W"
    assert action.text().replace("&", "").startswith("Why not A against B?")


def test_why_not_under_2026_plain_words_differing_criteria_2026_numbers(
    qtbot, open_window, tmp_path
):
    window = open_window
    assert window.rounds.current_system() is PairingSystem.DUTCH_2026
    play(qtbot, window, 2)
    window.tabs.setCurrentWidget(window.round_page(3))
    a, b = find_pair(window, 3, Verdict.CRITERION)
    dialog = open_by_shortcut(qtbot, window)
    assert dialog.round_spin.value() == 3  # the round on screen
    names = {int(p.id): p.name for p in window.session.tournament.players}
    # A by number, B by part of the name typed without its capitals
    lead = ask_in_dialog(qtbot, window, dialog, str(a), names[b].split()[-1].lower())
    assert lead.startswith(f"{a} ({names[a]}) and {b} ({names[b]}) could have played; ")
    assert "the engine's pairing comes first because of C" in lead
    report = dialog.report
    assert report is not None and report.lead == (lead,)
    # the engine's own answer, to compare with
    t = pairing_input(window.session.state, 3)
    answer = why_not(t, 3, a, b, PairingSystem.DUTCH_2026)
    rows = report.tables[0].rows
    assert len(rows) == len(differing(answer)) >= 1  # only the criteria that differ
    assert all(row[2] != row[3] or "following" in row[1] for row in rows)
    # 2026 numbering: C6, C7, C12 ..., never the 2017 C.5 or C.10
    cited = " ".join(row[0] for row in rows) + " " + lead
    assert not re.search(r"\bC\.\d+\b", cited), cited
    decisive = answer.comparisons[-1].article
    assert ARTICLES_2026.get(decisive, decisive) in lead
    # then the alternative pairing: the boards that change with the pair
    alternative = report.tables[-1]
    assert alternative.caption.startswith("The alternative pairing")
    assert any(f"{a} (" in cell and f"{b} (" in cell for cell in (r[1] for r in alternative.rows))
    # printable: the PDF holds the answer in words
    pdf = tmp_path / "why-not.pdf"
    assert dialog.save_pdf(pdf) >= 1
    if shutil.which("pdftotext"):
        text = subprocess.run(
            ["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True
        ).stdout
        assert "could have played" in " ".join(text.split())
    dialog.close()


def test_they_cannot_meet_c1_in_the_editions_numbering(qtbot, open_window):
    window = open_window
    session = window.session
    settings = session.state.settings
    import dataclasses

    session.apply(SetPairingSettings(dataclasses.replace(settings, system="dutch")))  # 2017
    play(qtbot, window, 2)
    r1 = session.state.round(1).boards[0]
    dialog = window.rounds.open_why_not(3)
    lead = ask_in_dialog(qtbot, window, dialog, str(r1.white), str(r1.black))
    assert lead == "They cannot meet: C.1, they played each other in round 1."
    assert dialog.report.tables == ()  # nothing else to show
    dialog.close()


def test_a_name_that_matches_several_players_says_so(qtbot, open_window):
    window = open_window
    play(qtbot, window, 1, then_pair=False)
    dialog = window.rounds.open_why_not(1)
    qtbot.keyClicks(dialog.a_edit, "Player00")  # every name has it
    qtbot.keyClicks(dialog.b_edit, "1")
    assert not dialog.ask()
    assert "players match 'Player00'" in dialog.status.text()
    assert dialog.focusWidget() is dialog.a_edit
    dialog.close()


def test_find_player_ignores_accents_and_special_letters():
    from engine.model import Player, PlayerId

    players = [
        Player(PlayerId(1), "Østergaard, Mikkel"),
        Player(PlayerId(2), "Łukasiewicz, Jan"),
        Player(PlayerId(3), "Yılmaz, Elif"),
    ]
    assert find_player("ostergaard", players).player == 1
    assert find_player("lukasiewicz", players).player == 2
    assert find_player("yilmaz", players).player == 3
    assert find_player("3", players).player == 3
    assert find_player("4", players).problem == "there is no player No. 4"
    assert fold("ØSTERGAARD") == "ostergaard"

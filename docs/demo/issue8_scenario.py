"""Issue 8 "Done when", end to end: the real program, driven by keyboard only, under Xvfb.

    Xvfb :99 -screen 0 1400x900x24 &
    DISPLAY=:99 .venv/bin/python docs/demo/issue8_scenario.py

Three runs of the real program (``arbiter_gui.app.main``, what ``swiss-arbiter`` runs), each in
its own process, each driven by key presses that a QTimer started inside it sends to its own
windows (QTest key clicks: there is no window manager or xdotool on the box). The file dialogs
are Qt's own widgets (``AA_DontUseNativeDialogs``): the path is typed into them.

A. ``swiss-arbiter`` (opens the bundled sample): Ctrl+N and a typed file name -> a new
   tournament; Ctrl+Shift+F and a typed list path -> 150 players found by typed searches + Enter;
   Ctrl+Shift+D details; Ctrl+Shift+O Sort + lots; round 1 paired (Ctrl+Shift+P), published
   (Ctrl+Shift+U), 75 results typed; two late entries (the late-entry question answered with H);
   Ctrl+Shift+B: a withdrawal from round 2 and half-point byes for round 2; Ctrl+Shift+T and a
   typed name -> TRF; Ctrl+Q.
B. ``swiss-arbiter FILE``: rating corrections by keyboard (F2, typed rating, Enter), each
   reported once saved, then a correction typed but not confirmed; the parent sends SIGKILL.
C. ``swiss-arbiter FILE``: everything is checked in the reopened window, screenshots; then round
   2 is paired (the late entrants with their half points, the withdrawn player not paired).

The parent checks the exit codes, that B died of SIGKILL, the exported TRF, and the file once
more with ``Journal.open``. Screenshots: docs/screenshots/issue8_*.png.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
SHOTS = ROOT / "docs" / "screenshots"
OUT = Path(__file__).resolve().parent / "issue8"
N_LIST, N_IMPORT = 170, 150
ROUNDS = 7

# ---- 1. an invented FIDE rating list ------------------------------------------------------

SURNAMES = [
    "Nováková",
    "Dvořák",
    "Müller",
    "Schäfer",
    "Østergaard",
    "Sørensen",
    "Łukasiewicz",
    "Wiśniewski",
    "Gonçalves",
    "Peña",
    "Ibáñez",
    "Çelik",
    "Yılmaz",
    "Öztürk",
    "Kovačević",
    "Horváth",
    "Szabó",
    "Ferenczi",
    "Lefèvre",
    "Gauthier",
    "Bergström",
    "Åkesson",
    "Virtanen",
    "Mäkinen",
    "Jónsson",
    "Rossi",
    "Bianchi",
    "Papadopoulos",
    "Ivanov",
    "Petrović",
    "O'Brien",
    "MacLeod",
    "van der Berg",
    "de Vries",
    "Janssens",
    "Fernández",
    "Oliveira",
    "Kowalski",
    "Novak",
    "Popescu",
    "Dumitrescu",
    "Nguyen",
    "Tanaka",
    "Okafor",
    "Mensah",
    "Haddad",
    "Rahman",
    "Singh",
    "Krishnan",
    "Andersson",
    "Lindqvist",
    "Gruber",
    "Huber",
    "Brunner",
    "Zimmermann",
    "Kaya",
    "Aydın",
    "Ramírez",
    "Castillo",
    "Vázquez",
]
GIVEN_M = [
    "Jiří",
    "Lukáš",
    "Jürgen",
    "Søren",
    "Paweł",
    "João",
    "Iñaki",
    "Mehmet",
    "Luka",
    "Bálint",
    "François",
    "Björn",
    "Mikko",
    "Gunnar",
    "Marco",
    "Nikos",
    "Dmitri",
    "Miloš",
    "Seán",
    "Pieter",
]
GIVEN_F = [
    "Tereza",
    "Jana",
    "Jüte",
    "Ingrid",
    "Agnieszka",
    "Inês",
    "Lucía",
    "Ayşe",
    "Ivana",
    "Réka",
    "Hélène",
    "Åsa",
    "Aino",
    "Sigríður",
    "Giulia",
    "Eleni",
    "Olga",
    "Milica",
    "Aoife",
    "Femke",
]
FEDS = [
    "CZE",
    "GER",
    "DEN",
    "POL",
    "POR",
    "ESP",
    "TUR",
    "CRO",
    "HUN",
    "FRA",
    "SWE",
    "FIN",
    "ISL",
    "ITA",
    "GRE",
    "SRB",
    "IRL",
    "NED",
    "BEL",
    "ROU",
    "AUT",
    "NGR",
    "IND",
    "ENG",
    "SCO",
]
HEADER = (
    "ID Number      Name                                                         Fed Sex Tit  "
    "WTit OTit           FOA NOV26 Gms K  B-day Flag"
)
COLS = [
    HEADER.index(t)
    for t in (
        "Name",
        "Fed",
        "Sex",
        "Tit",
        "WTit",
        "OTit",
        "FOA",
        "NOV26",
        "Gms",
        "K  ",
        "B-day",
        "Flag",
    )
]


def list_line(fields: list[str]) -> str:
    starts = [0, *COLS]
    out = ""
    for start, value in zip(starts, fields, strict=True):
        out = out.ljust(start) + value
    return out.ljust(len(HEADER))


def invent_players(rng: random.Random) -> list[dict[str, str | int]]:
    players: list[dict[str, str | int]] = []
    seen: set[str] = set()
    while len(players) < N_LIST:
        woman = rng.random() < 0.3
        name = f"{rng.choice(SURNAMES)}, {rng.choice(GIVEN_F if woman else GIVEN_M)}"
        if name in seen:
            continue
        seen.add(name)
        i = len(players)
        rating = int(max(1400, min(2650, rng.gauss(1950, 260))))
        if woman:
            title = "WGM" if rating > 2350 else "WIM" if rating > 2250 else ""
        else:
            title = (
                "GM" if rating > 2520 else "IM" if rating > 2420 else "FM" if rating > 2300 else ""
            )
        players.append(
            {
                "id": str(41000007 + i * 131),
                "name": name,
                "fed": rng.choice(FEDS),
                "sex": "F" if woman else "M",
                "title": title,
                "rating": rating,
                "born": rng.randint(1955, 2012),
            }
        )
    # two players with the same rating, title and different names: the sort must order them
    players[5]["rating"] = players[6]["rating"] = 2101
    players[5]["title"] = players[6]["title"] = ""
    return players


def write_list(path: Path, players: list[dict[str, str | int]]) -> None:
    lines = [HEADER]
    for p in players:
        title = str(p["title"])
        wtit = title if title.startswith("W") else ""
        lines.append(
            list_line(
                [
                    str(p["id"]),
                    str(p["name"]),
                    str(p["fed"]),
                    str(p["sex"]),
                    title,
                    wtit,
                    "",
                    "",
                    str(p["rating"]),
                    "12",
                    "20",
                    str(p["born"]),
                    "w" if p["sex"] == "F" else "",
                ]
            )
        )
    path.write_bytes(("\r\n".join(lines) + "\r\n").encode("utf-8"))


# ---- driving the program from inside ------------------------------------------------------


def qt():
    """Qt names used by the drivers (imported only in the program processes)."""
    from PySide6 import QtCore, QtGui, QtTest, QtWidgets

    return QtCore, QtGui, QtTest, QtWidgets


def say(*parts: object) -> None:
    print(*parts, flush=True)


def pump(ms: int = 30) -> None:
    qt()[2].QTest.qWait(ms)


def wait_until(cond, timeout: float = 60.0, what: str = "") -> None:
    end = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what}")
        pump(20)


def key(widget, k, mods=None) -> None:
    QtCore, _, QtTest, _ = qt()
    QtTest.QTest.keyClick(widget, k, mods or QtCore.Qt.KeyboardModifier.NoModifier)


def type_text(widget, text: str) -> None:
    """One key press per character; an accented letter goes as a key event carrying its text
    (what an input method delivers; QTest.keyClicks refuses non-ASCII)."""
    QtCore, QtGui, QtTest, QtWidgets = qt()
    for ch in text:
        if ch.isascii():
            QtTest.QTest.keyClicks(widget, ch)
        else:
            for kind in (QtCore.QEvent.Type.KeyPress, QtCore.QEvent.Type.KeyRelease):
                event = QtGui.QKeyEvent(kind, 0, QtCore.Qt.KeyboardModifier.NoModifier, ch)
                QtWidgets.QApplication.sendEvent(widget, event)


def activate(window) -> None:
    """Give the window the keyboard: Xvfb has no window manager to do it."""
    QtWidgets = qt()[3]
    window.activateWindow()
    QtWidgets.QApplication.setActiveWindow(window)
    pump(50)


def ctrl_shift(window, k, answer=None) -> None:
    """Ctrl+Shift+k on the window; ``answer`` runs from the loop of the dialog it opens."""
    QtCore = qt()[0]
    mods = QtCore.Qt.KeyboardModifier.ControlModifier | QtCore.Qt.KeyboardModifier.ShiftModifier
    activate(window)
    if answer is not None:
        answer()  # it waits for its dialog by timer
    key(window, k, mods)


def alt(widget, k, done) -> None:
    """Alt+key (a button's mnemonic), pressed where the keyboard is (the window's focus widget,
    where Qt's shortcut map sees it), until ``done()``: under this X server the first Alt+key
    a window gets is sometimes swallowed (the number of presses is printed)."""
    QtCore, _, QtTest, QtWidgets = qt()
    activate(widget.window())
    for n in range(1, 4):
        target = QtWidgets.QApplication.focusWidget() or widget
        QtTest.QTest.keyClick(target, k, QtCore.Qt.KeyboardModifier.AltModifier)
        pump(80)
        if done():
            if n > 1:
                say(f"  (Alt+{chr(k.value)}: {n} presses)")
            return
    raise AssertionError(f"Alt+{chr(k.value)} had no effect")


def modal():
    return qt()[3].QApplication.activeModalWidget()


def when_modal(is_it, action, tries: int = 200) -> None:
    """Call ``action(box)`` once the modal box ``is_it`` accepts is up. Polls by timer and never
    waits inside: a dialog's exec() opened below a waiting loop could never return to it."""

    def attempt(left: int) -> None:
        box = modal()
        if box is not None and is_it(box):
            action(box)
        elif left:
            later(lambda: attempt(left - 1), 50)
        else:
            say("FAILED: the expected dialog did not open")
            os._exit(3)

    later(lambda: attempt(tries))


def answer_file_dialog(path: Path) -> None:
    """Once the file dialog is up: type ``path`` and press Enter."""
    QtWidgets = qt()[3]
    when_modal(
        lambda box: isinstance(box, QtWidgets.QFileDialog), lambda box: _type_path(box, path)
    )


def _type_path(box, path: Path) -> None:
    """Enter the path in the file name field and press Enter.

    The path arrives as one key event carrying the whole text, as a paste or an input method
    delivers it: Qt's own file dialog jumps into each folder as a typed path reaches a '/', and
    typed one character at a time it lost the rest of the name under Xvfb.
    """
    QtCore, QtGui, _, QtWidgets = qt()
    edit = box.focusWidget()
    key(edit, QtCore.Qt.Key.Key_A, QtCore.Qt.KeyboardModifier.ControlModifier)
    for kind in (QtCore.QEvent.Type.KeyPress, QtCore.QEvent.Type.KeyRelease):
        event = QtGui.QKeyEvent(kind, 0, QtCore.Qt.KeyboardModifier.NoModifier, str(path))
        QtWidgets.QApplication.sendEvent(edit, event)
    if "file-dialog" not in TAKEN:
        shot(box, "issue8_01_file_dialog_typed")
        TAKEN.add("file-dialog")
    key(edit, QtCore.Qt.Key.Key_Return)
    for _ in range(10):
        pump(100)
        if not box.isVisible():
            return
        popup = QtWidgets.QApplication.activePopupWidget()
        if popup is not None:
            key(popup, QtCore.Qt.Key.Key_Escape)
        key(edit, QtCore.Qt.Key.Key_Return)
    shot(box, "issue8_debug_file_dialog")
    say(f"FAILED: the file dialog did not take {path}: {edit.text()!r}")
    os._exit(3)


def later(fn, ms: int = 0) -> None:
    """Run ``fn`` from the event loop: a dialog's exec() blocks the caller until answered."""
    qt()[0].QTimer.singleShot(ms, fn)


TAKEN: set[str] = set()


def shot(widget, name: str, scale_to: int = 1100) -> None:
    """The widget's own pixels (as drawn on the Xvfb display) into a PNG."""
    Qt = qt()[0].Qt
    pump(200)
    pix = widget.grab()
    if pix.width() > scale_to:
        pix = pix.scaledToWidth(scale_to, Qt.TransformationMode.SmoothTransformation)
    path = SHOTS / f"{name}.png"
    assert pix.save(str(path), "PNG", 9), path
    say(f"  screenshot {path.name} ({pix.width()}x{pix.height()})")


def main_window():
    from arbiter_gui.views.main_window import MainWindow

    wins = [w for w in qt()[3].QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    assert wins, "no main window"
    return wins[0]


def dialog_named(window, name: str):
    QtWidgets = qt()[3]
    found = [d for d in window.findChildren(QtWidgets.QDialog, name) if d.isVisible()]
    return found[-1] if found else None


def open_dialog(window, k, name: str):
    ctrl_shift(window, k)
    wait_until(lambda: dialog_named(window, name) is not None, 5, name)
    return dialog_named(window, name)


def result_widget(page):
    from arbiter_gui.rounds.pages import ResultKeyEdit

    w = qt()[3].QApplication.focusWidget()
    if isinstance(w, ResultKeyEdit):
        return w
    edits = page.findChildren(ResultKeyEdit)
    assert edits, "no result key field"
    edits[0].setFocus()
    return edits[0]


def go_to_cell(view, row: int, column: int) -> None:
    """Ctrl+Home, then arrow keys: the keyboard way to a table cell."""
    Qt = qt()[0].Qt
    view.setFocus()
    key(view, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    for _ in range(row):
        key(view, Qt.Key.Key_Down)
    for _ in range(column):
        key(view, Qt.Key.Key_Right)
    assert (view.currentIndex().row(), view.currentIndex().column()) == (row, column)


def run_program(driver, argv: list[str]) -> int:
    """Start the real program (``arbiter_gui.app.main``) with ``driver`` called from its loop."""
    QtCore, _, _, QtWidgets = qt()
    QtCore.QCoreApplication.setAttribute(QtCore.Qt.ApplicationAttribute.AA_DontUseNativeDialogs)
    app = QtWidgets.QApplication([sys.argv[0]])
    del app  # main() takes this instance

    def start() -> None:
        try:
            driver()
        except BaseException as exc:  # the parent reads the reason and the exit code
            import traceback

            traceback.print_exc()
            say(f"FAILED {exc!r}")
            os._exit(3)

    QtCore.QTimer.singleShot(300, start)
    from arbiter_gui.app import main

    return main(argv)


# ---- A: set-up, round 1, late entries, withdrawal, byes, export, quit ---------------------


def program_a(tmp: Path) -> None:
    Qt = qt()[0].Qt
    info = json.loads((tmp / "plan.json").read_text(encoding="utf-8"))
    path, list_path, trf = Path(info["file"]), Path(info["list"]), Path(info["trf"])
    listed = info["players"]
    window = main_window()
    wait_until(lambda: window.tournament.players, 20, "the sample")
    window.resize(1300, 840)

    # New tournament: Ctrl+N, the name typed into the file dialog
    activate(window)
    answer_file_dialog(path)
    key(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    wait_until(lambda: window.session is not None and window.path == path, 20, "new file")
    session = window.session
    say(f"A1 Ctrl+N: new tournament file {path.name}; title '{window.windowTitle()}'")

    # 150 players from the FIDE list: Ctrl+Shift+F, the list's path typed, searches + Enter
    ctrl_shift(window, Qt.Key.Key_F, lambda: answer_file_dialog(list_path))
    wait_until(lambda: dialog_named(window, "rating-list-dialog") is not None, 10, "list")
    dialog = dialog_named(window, "rating-list-dialog")
    wait_until(lambda: dialog.index is not None, 60, "the list's index")
    edit = dialog.search_edit
    for n, p in enumerate(listed[:N_IMPORT]):
        key(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        text = p["name"].replace(",", "") if n < 10 else p["id"]
        type_text(edit, text)
        if n == 3:
            dialog.search_now()
            shot(dialog, "issue8_02_fide_list_search")
        key(edit, Qt.Key.Key_Return)
        assert len(session.tournament.players) == n + 1, (n, text, dialog.status.text())
        assert session.tournament.players[-1].fide_id == p["id"], text
    shot(dialog, "issue8_03_fide_list_150_added")
    key(edit, Qt.Key.Key_Escape)
    pump()
    say(f"A2 Ctrl+Shift+F + typed list path: {len(session.tournament.players)} players added")

    # Details: every field by keyboard; the colour and late-entry combos by arrow keys
    details = open_dialog(window, Qt.Key.Key_D, "tournament-details-dialog")
    key(details.name_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(details.name_edit, "Plzeň Open 2026")
    type_text(details.city_edit, "Plzeň")
    details.federation_combo.setFocus()
    type_text(details.federation_combo.lineEdit(), "CZE")
    type_text(details.start_edit, "2026/05/01")
    type_text(details.end_edit, "2026/05/07")
    details.rounds_spin.setFocus()
    key(details.rounds_spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(details.rounds_spin, str(ROUNDS))
    type_text(details.time_control_edit, "90'/40 + 30' + 30\"/move")
    type_text(details.chief_edit, "IA Dvořák, Jana")
    details.colour_combo.setFocus()
    key(details.colour_combo, Qt.Key.Key_Down)  # Not decided -> White
    shot(details, "issue8_04_details")
    key(details.name_edit, Qt.Key.Key_Return)
    wait_until(lambda: not details.isVisible(), 5, "details accepted")
    t = session.tournament
    assert t.rounds_total == ROUNDS and t.name == "Plzeň Open 2026", (t.rounds_total, t.name)
    say(f"A3 Ctrl+Shift+D details: {t.name}, {t.rounds_total} rounds, colour {t.initial_colour}")

    # Initial order: Alt+S sorts (C.04.2 B.2), Alt+L orders the equal players by lot
    order = open_dialog(window, Qt.Key.Key_O, "initial-order-dialog")
    versions = [session.journal.version]
    alt(order, Qt.Key.Key_S, lambda: session.journal.version > versions[0])
    ratings = [p.rating for p in session.tournament.players]
    assert ratings == sorted(ratings, reverse=True)
    alt(order, Qt.Key.Key_L, lambda: session.state.settings.ties_by_lot)
    shot(order, "issue8_05_initial_order")
    key(order, Qt.Key.Key_Escape)
    say("A4 Ctrl+Shift+O: Alt+S sorted by rating, title, name; Alt+L: equal players by lot")

    # Round 1: pair in the worker, publish, type the results
    done: list[tuple[int, str]] = []
    window.rounds.pairing_finished.connect(lambda r, how: done.append((r, how)))
    ctrl_shift(window, Qt.Key.Key_P)
    wait_until(lambda: bool(done), 120, "round 1 pairing")
    assert done[-1] == (1, "applied"), done
    ctrl_shift(window, Qt.Key.Key_U)
    wait_until(lambda: session.state.round(1).published, 5, "published")
    page = window.round_page(1)
    keys = ["1", "0", "=", "1", "5"]
    for n, _row in enumerate(page.board_rows()):
        type_text(result_widget(page), keys[n % len(keys)])
        pump(1)
    wait_until(lambda: session.state.is_complete(1), 10, "round 1 results")
    shot(window, "issue8_06_round1_results")
    say(f"A5 round 1: {len(session.state.round(1).boards)} boards, all results typed")

    # Two late entries from the list; the first one brings the late-entry question: H
    ctrl_shift(window, Qt.Key.Key_F, lambda: answer_file_dialog(list_path))
    wait_until(lambda: dialog_named(window, "rating-list-dialog") is not None, 10, "list")
    dialog = dialog_named(window, "rating-list-dialog")
    wait_until(lambda: dialog.index is not None, 60, "the list's index")
    asked: list[str] = []

    def answer_question() -> None:
        when_modal(lambda box: box.objectName() == "late-entry-question", _answer_h)

    def _answer_h(box) -> None:
        asked.append(box.text())
        shot(box, "issue8_07_late_entry_question")
        alt(box, Qt.Key.Key_H, lambda: not box.isVisible())  # "&Half-point byes"

    for n, p in enumerate(listed[N_IMPORT : N_IMPORT + 2]):
        key(dialog.search_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        type_text(dialog.search_edit, p["name"].replace(",", ""))
        if n == 0:
            answer_question()
        key(dialog.search_edit, Qt.Key.Key_Return)
        assert session.tournament.players[-1].fide_id == p["id"], p
    assert len(asked) == 1, asked  # asked once
    key(dialog.search_edit, Qt.Key.Key_Escape)
    say(f"A6 late entries Nos. 151, 152; the question was asked once: {asked[0]!r}; answer H")

    # Byes grid: arrow keys to the cells, then W (withdraw from round 2) and H (half-point bye)
    byes = open_dialog(window, Qt.Key.Key_B, "byes-dialog")
    from arbiter_gui.dialogs.byes import FIXED_COLUMNS

    plan = [(20, 2, Qt.Key.Key_W), (40, 2, Qt.Key.Key_H), (70, 2, Qt.Key.Key_H)]
    for row, r, k in plan:
        go_to_cell(byes.view, row, FIXED_COLUMNS + r - 1)
        key(byes.view, k)
        pump()
        assert not byes.error_label.text(), byes.error_label.text()
    go_to_cell(byes.view, 151, FIXED_COLUMNS)
    shot(byes, "issue8_08_byes_late_entries")
    go_to_cell(byes.view, 20, FIXED_COLUMNS + 1)
    center = byes.view.ScrollHint.PositionAtCenter
    byes.view.scrollTo(byes.view.currentIndex(), center)
    shot(byes, "issue8_09_byes_withdrawal")
    go_to_cell(byes.view, 40, FIXED_COLUMNS + 1)
    byes.view.scrollTo(byes.view.currentIndex(), center)
    shot(byes, "issue8_09b_byes_half_point_round2")
    key(byes.view, Qt.Key.Key_Escape)
    say("A7 Ctrl+Shift+B: No. 21 withdrawn from round 2 (W); Nos. 41, 71 half-point byes (H)")

    # Export: Ctrl+Shift+T, the name typed
    ctrl_shift(window, Qt.Key.Key_T, lambda: answer_file_dialog(trf))
    wait_until(trf.exists, 10, "the TRF")
    shot(window, "issue8_10_after_export")
    say(f"A8 Ctrl+Shift+T: {trf.name} — status: {window.statusBar().currentMessage()}")

    # Quit: Ctrl+Q
    quit_program(window)


def quit_program(window) -> None:
    Qt = qt()[0].Qt
    activate(window)
    key(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    later(
        lambda: (say("(Ctrl+Q did not reach the window: quit)"), qt()[3].QApplication.quit()), 5000
    )


# ---- B: corrections by keyboard, killed mid-edit ------------------------------------------


def program_b(tmp: Path) -> None:
    Qt = qt()[0].Qt
    window = main_window()
    wait_until(lambda: window.session is not None, 30, "the file")
    session = window.session
    reg = open_dialog(window, Qt.Key.Key_L, "registration-dialog")
    n = 0
    while True:  # until the parent kills us
        n += 1
        go_to_cell(reg.view, 9, 0)  # No. 10 (the table is rebuilt after every change)
        key(reg.view, Qt.Key.Key_F2)
        wait_until(lambda: modal() is not None and modal().objectName() == "player-dialog")
        form = modal()
        if n == 6:  # the last one: typed, never confirmed
            key(form.name_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            type_text(form.name_edit, "NEVER SAVED, Typed")
            shot(form, "issue8_11_killed_mid_edit")
            say(f"HOLD {session.journal.version}")
            while True:
                pump(50)
        rating = 2000 + n
        form.rating_edit.setFocus()
        key(form.rating_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        type_text(form.rating_edit, str(rating))
        type_text(form.reason_edit, "rating list corrected")
        key(form.rating_edit, Qt.Key.Key_Return)
        wait_until(lambda form=form: not form.isVisible(), 5, "correction saved")
        # the journal wrote it before apply() returned: only now is it acknowledged
        say(f"ACK {session.journal.version} {rating}")
        pump(20)


# ---- C: reopen, check everything, pair round 2 --------------------------------------------


def program_c(tmp: Path) -> None:
    Qt = qt()[0].Qt
    from engine.model import ResultCode

    info = json.loads((tmp / "plan.json").read_text(encoding="utf-8"))
    expect = json.loads((tmp / "expect.json").read_text(encoding="utf-8"))
    window = main_window()
    window.resize(1300, 840)
    wait_until(lambda: window.session is not None, 30, "the file")
    session = window.session
    state = session.state
    t = state.tournament
    checks: list[str] = []

    def check(cond: bool, text: str) -> None:
        assert cond, text
        checks.append(text)

    check(len(t.players) == 152, "152 players")
    check(t.name == "Plzeň Open 2026" and t.rounds_total == ROUNDS, "details: name, 7 rounds")
    check(state.settings.ties_by_lot, "initial order: ties by lot recorded")
    check(state.round(1).published and state.is_complete(1), "round 1 published and complete")
    late = [p for p in t.players if state.joined_round(p.id) == 2]
    check(
        [p.fide_id for p in late] == [q["id"] for q in info["players"][150:152]],
        "late entries Nos. 151, 152",
    )
    check(
        all(p.entry(1).result is ResultCode.HALF_BYE for p in late),
        "late entries: half-point bye in round 1 (the answer H)",
    )
    check(state.settings.late_entry_bye is ResultCode.HALF_BYE, "late-entry choice stored")
    check(t.players[20].withdrawn_from == 2, "No. 21 withdrawn from round 2")
    check(
        all(t.players[i].entry(2).result is ResultCode.HALF_BYE for i in (40, 70)),
        "Nos. 41, 71: half-point byes in round 2",
    )
    tenth = t.players[9]
    check(tenth.rating == expect["rating"], f"No. 10: the last acknowledged rating {tenth.rating}")
    check("NEVER SAVED" not in tenth.name, "the unconfirmed edit is not in the file")
    check(session.journal.version >= expect["version"], "every acknowledged change is there")
    check(window.windowTitle().startswith("Plzeň Open 2026 — "), window.windowTitle())

    window.tabs.setCurrentIndex(0)
    shot(window, "issue8_12_reopened_players")
    byes = open_dialog(window, Qt.Key.Key_B, "byes-dialog")
    go_to_cell(byes.view, 151, 3)
    shot(byes, "issue8_13_reopened_byes")
    key(byes.view, Qt.Key.Key_Escape)
    details = open_dialog(window, Qt.Key.Key_D, "tournament-details-dialog")
    check(
        details.late_entry_combo.currentText().startswith("Half-point"),
        "details dialog shows the late-entry choice",
    )
    shot(details, "issue8_14_reopened_details")
    key(details, Qt.Key.Key_Escape)

    # round 2 by the engine: the late entrants take part with their half points
    done: list[tuple[int, str]] = []
    window.rounds.pairing_finished.connect(lambda r, how: done.append((r, how)))
    ctrl_shift(window, Qt.Key.Key_P)
    wait_until(lambda: bool(done), 120, "round 2 pairing")
    rs = session.state.round(2)
    paired = {pid for b in rs.boards for pid in (b.white, b.black)} | {rs.bye} - {None}
    check(t.players[20].id not in paired, "round 2: the withdrawn player is not paired")
    check({p.id for p in late} <= paired, "round 2: both late entrants are paired")
    check(not {t.players[40].id, t.players[70].id} & paired, "round 2: H-bye players not paired")
    window.tabs.setCurrentWidget(window.round_page(2))
    shot(window, "issue8_15_round2_paired")
    say("CHECKS " + json.dumps(checks, ensure_ascii=False))
    quit_program(window)


# ---- the parent ---------------------------------------------------------------------------


def child(phase: str, tmp: Path, file: Path | None) -> subprocess.Popen[str]:
    argv = [sys.executable, __file__, "--program", phase, str(tmp)]
    if file is not None:
        argv.append(str(file))
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "xcb"))
    return subprocess.Popen(argv, stdout=subprocess.PIPE, text=True, env=env, bufsize=1)


def finish(proc: subprocess.Popen[str], name: str, timeout: float = 600) -> list[str]:
    assert proc.stdout is not None
    lines = []
    for line in proc.stdout:
        print(f"   [{name}] {line.rstrip()}", flush=True)
        lines.append(line.rstrip())
    rc = proc.wait(timeout)
    assert rc == 0, f"program {name} exited with {rc}"
    return lines


def main() -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    for old in SHOTS.glob("issue8_*.png"):
        old.unlink()
    tmp = Path(tempfile.mkdtemp(prefix="issue8-"))
    os.environ["XDG_DATA_HOME"] = str(tmp / "xdg")  # the rating-list cache goes here
    os.environ["XDG_CONFIG_HOME"] = str(tmp / "config")  # the recent-files list
    listed = invent_players(random.Random(8))
    list_path = tmp / "standard_rating_list.txt"
    write_list(list_path, listed)
    path = tmp / "Plzen Open 2026.swiss"
    trf = tmp / "plzen-open-2026.trf"
    plan = {
        "file": str(path),
        "list": str(list_path),
        "trf": str(trf),
        "players": [{k: str(v) for k, v in p.items()} for p in listed],
    }
    (tmp / "plan.json").write_text(json.dumps(plan, ensure_ascii=False), encoding="utf-8")
    print(f"1. invented FIDE list: {list_path} ({N_LIST} players)")

    t0 = time.monotonic()
    finish(child("A", tmp, None), "A")
    print(f"2. program A quit normally ({time.monotonic() - t0:.0f} s)")

    from engine.trf import load_trf

    text = trf.read_text(encoding="utf-8")
    lines = {int(ln[4:8]): ln for ln in text.splitlines() if ln.startswith("001 ")}
    assert len(lines) == 152
    block = lambda pid, r: lines[pid][91 + 10 * (r - 1) : 99 + 10 * (r - 1)]  # noqa: E731
    assert block(151, 1) == block(152, 1) == "0000 - H", (block(151, 1), block(152, 1))
    assert block(21, 2) == "0000 - Z", block(21, 2)
    assert block(41, 2) == block(71, 2) == "0000 - H"
    back = load_trf(trf)
    assert back.next_round() == 2
    excerpt = [ln for ln in text.splitlines() if not ln.startswith("001 ")]
    excerpt += [lines[i] for i in (1, 2, 21, 41, 71, 151, 152)]
    (OUT / "trf-excerpt.txt").write_text("\n".join(excerpt) + "\n", encoding="utf-8")
    print(
        "3. exported TRF: 151/152 '0000 - H' in round 1, No. 21 '0000 - Z' in round 2, "
        "41/71 '0000 - H' in round 2; read back, the next round is 2"
    )

    proc = child("B", tmp, path)
    assert proc.stdout is not None
    acked = (0, 0)
    held = False
    for line in proc.stdout:
        print(f"   [B] {line.rstrip()}", flush=True)
        words = line.split()
        if words[:1] == ["ACK"]:
            acked = (int(words[1]), int(words[2]))
        if words[:1] == ["HOLD"]:
            held = True
            break
    assert held, f"program B ended before the edit was held open (exit {proc.wait()})"
    time.sleep(random.Random().uniform(0.0, 0.3))
    os.kill(proc.pid, signal.SIGKILL)
    rc = proc.wait()
    assert rc == -signal.SIGKILL, rc
    print(
        f"4. program B (pid {proc.pid}) killed with SIGKILL mid-edit; last acknowledged "
        f"change {acked[0]} (rating {acked[1]})"
    )
    expect = {"version": acked[0], "rating": acked[1]}
    (tmp / "expect.json").write_text(json.dumps(expect), encoding="utf-8")

    out = finish(child("C", tmp, path), "C")
    checks = json.loads(next(ln for ln in out if ln.startswith("CHECKS "))[7:])
    from engine.journal import Journal

    with Journal.open(path) as j:
        assert len(j.tournament.players) == 152
        assert j.state.rounds_paired == 2
    print("5. reopened after the kill (program C):")
    for c in checks:
        print("   OK", c)
    print("6. Journal.open afterwards: 152 players, round 2 paired (the lock was released)")
    shots = sorted(SHOTS.glob("issue8_*.png"))
    print(f"screenshots: {len(shots)} in {SHOTS}")


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "--program":
        phase, tmp_dir = sys.argv[2], Path(sys.argv[3])
        driver = {"A": program_a, "B": program_b, "C": program_c}[phase]
        argv = sys.argv[4:5]
        raise SystemExit(run_program(lambda: driver(tmp_dir), argv))
    main()

"""Pre-pairing checks, manual changes, publish/unpair, explanation, why-not, TRF result import."""

from __future__ import annotations

import dataclasses
import datetime

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QMessageBox

from arbiter_gui.models.boards import BoardColumn
from arbiter_gui.models.players import PlayerColumn
from arbiter_gui.rounds.logic import (
    CheckKind,
    manual_warnings,
    pairing_input,
    pre_pairing_checks,
    results_from_trf,
    system_for,
)
from engine.journal import Changes, GameResult, RequestBye, SetResult
from engine.model import PlayerId, ResultCode
from engine.pairing import PairingSystem, pair_round
from engine.pairing.api import Board
from engine.trf import dump_trf, load_trf

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def pair_now(qtbot, window, r=None):
    with qtbot.waitSignal(window.rounds.pairing_finished, timeout=30000) as done:
        window.rounds.pair(r)
    assert done.args[1] == "applied"


def finish_round(window, r, result=GameResult.DRAW):
    rs = window.session.state.round(r)
    for b in rs.boards:
        window.session.apply(SetResult(r, b.white, result))


def test_pre_pairing_checks_and_one_click_fixes(qtbot, open_window):
    window = open_window
    session = window.session
    session.apply(RequestBye(PlayerId(7), 1, ResultCode.HALF_BYE))
    session.apply(RequestBye(PlayerId(8), 1, ResultCode.ZERO_BYE))
    page = window.next_round_page()
    assert page is not None and page.round_no == 1
    window.tabs.setCurrentWidget(page)  # a hidden checklist is rebuilt when it is shown
    kinds = [c.kind for c in pre_pairing_checks(session.state, 1)]
    assert kinds == [CheckKind.BYE, CheckKind.ABSENT]
    assert page.checks.count() == 2 and page.pair_button.isEnabled()
    assert "38 players to pair" in page.summary.text()
    page.checks.setCurrentRow(1)
    page.fix_button.click()  # take back the absence of No. 8
    assert session.state.tournament.players[7].entry(1).result is ResultCode.NOT_PAIRED
    page = window.next_round_page()
    assert page.checks.count() == 1
    pair_now(qtbot, window)
    window.rounds.publish(1)
    assert window.session.state.round(1).published
    # round 2: the missing results block, and say which board
    page = window.next_round_page()
    window.tabs.setCurrentWidget(page)
    assert page.round_no == 2 and not page.pair_button.isEnabled()
    missing = [
        c for c in pre_pairing_checks(session.state, 2) if c.kind is CheckKind.MISSING_RESULT
    ]
    assert len(missing) == 19 and missing[0].board == 1 and missing[0].blocking
    page.checks.setCurrentRow(2)  # "board 3 has no result" -> Enter result: the cursor goes there
    page.fix_button.click()
    round1 = window.round_page(1)
    assert window.tabs.currentWidget() is round1 and round1.entry.board == 3
    finish_round(window, 1)
    assert not page.pair_button.isEnabled()  # hidden: not rebuilt for every result
    window.tabs.setCurrentWidget(page)
    assert window.next_round_page() is page and page.pair_button.isEnabled()


def test_manual_changes_are_checked_and_recorded(qtbot, open_window):
    window = open_window
    session = window.session
    pair_now(qtbot, window)
    window.rounds.publish(1)
    finish_round(window, 1, GameResult.WHITE_WINS)
    pair_now(qtbot, window)
    rs = session.state.round(2)
    page = window.round_page(2)
    # swap the colours of board 1: both played White and won... C.3 applies only to absolute
    window.rounds.swap_board_colours(2, 1)
    assert session.state.round(2).manual
    assert session.state.round(2).boards[0] == Board(rs.boards[0].black, rs.boards[0].white)
    # exchange two players so that round-1 opponents meet again: a C.1 warning, recorded
    r1 = session.state.round(1).boards[0]
    partner_of_black = next(
        b for b in session.state.round(2).boards if r1.black in (b.white, b.black)
    )
    a_board = next(b for b in session.state.round(2).boards if r1.white in (b.white, b.black))
    other = a_board.black if a_board.white == r1.white else a_board.white
    window.rounds.exchange(2, other, r1.black)
    assert partner_of_black is not None
    # the tournament's own system cites its own article: C1 in the 2026 text, C.1 in 2017
    c1 = "C1" if window.rounds.current_system() is PairingSystem.DUTCH_2026 else "C.1"
    assert f"{c1} board" in page.warnings_label.text()
    row = session.journal.history()[-1]
    assert row.command == "SetPairing" and c1 in row.reason and "manual" in row.reason
    warnings = manual_warnings(
        session.state, 2, session.state.round(2).boards, session.state.round(2).bye
    )
    assert any(w.startswith("C.1") for w in warnings)
    # exchange through the selection of two name cells
    model = page.model
    sel = page.table.selectionModel()
    sel.clearSelection()
    flags = QItemSelectionModel.SelectionFlag.Select
    sel.select(model.index(2, BoardColumn.WHITE), flags)
    sel.select(model.index(3, BoardColumn.BLACK), flags)
    assert len(page.selected_players()) == 2
    a, b = page.selected_players()
    before = session.journal.version
    page.exchange_button.click()
    assert session.journal.version == before + 1
    boards = session.state.round(2).boards
    assert boards[2].white == b and boards[3].black == a


def test_remove_a_board_and_pair_by_hand(qtbot, open_window):
    window = open_window
    session = window.session
    pair_now(qtbot, window)
    page = window.round_page(1)
    last = session.state.round(1).boards[-1]
    window.rounds.remove_board(1, 20)
    assert len(session.state.round(1).boards) == 19
    assert "not paired" in page.warnings_label.text()
    names = {row.player.id for row in page.model.view.byes}
    assert {last.white, last.black} <= names  # listed below the boards, without a board
    window.rounds.pair_by_hand(1, last.black, last.white)
    assert session.state.round(1).boards[-1] == Board(last.black, last.white)
    assert not page.warnings_label.isVisibleTo(page)
    history = session.journal.history()
    assert [r.reason.split(" (")[0].split(" —")[0] for r in history[-2:]] == [
        "manual: board 20",
        f"manual: {last.black}-{last.white} paired by hand",
    ]


def test_publish_locks_and_unpair_only_without_results(qtbot, open_window):
    window = open_window
    session = window.session
    pair_now(qtbot, window)
    page = window.round_page(1)
    assert page.publish_button.isVisibleTo(page) and page.unpair_button.isVisibleTo(page)
    window.rounds.swap_board_colours(1, 1)  # a manual edit of the draft
    version = session.journal.version
    # the draft is unpaired by the Round menu's shortcut: one UnpairRound in the log
    qtbot.keyClick(window, Qt.Key.Key_Backspace, CTRL_SHIFT)
    assert session.state.rounds == () and session.journal.version == version + 1
    row = session.journal.history()[-1]
    assert (row.action, row.command) == ("apply", "UnpairRound")
    assert "unpaired" in window.statusBar().currentMessage()
    assert all(not p.rounds for p in session.tournament.players)
    window.undo()  # Undo puts the (hand-edited) pairing back
    assert session.state.round(1) is not None and session.state.round(1).manual
    window.redo()
    pair_now(qtbot, window)
    window.rounds.publish(1)
    page = window.round_page(1)  # a new page: the old one went with the unpaired round
    assert not page.publish_button.isVisibleTo(page)
    assert not page.swap_button.isVisibleTo(page)
    assert not window.round_page(1).unpair_button.isVisibleTo(window.round_page(1))
    # published: C.04.2 D.10 locks it (no board breaks C.04.1.b); no reason is even asked
    asked: list[int] = []

    def reason(r: int) -> str:
        asked.append(r)
        return "because"

    window.rounds.unpair_reason = reason
    version = session.journal.version
    assert not window.rounds.unpair(1)
    assert asked == [] and session.journal.version == version
    assert "D.10" in window.statusBar().currentMessage()
    assert session.state.round(1).published
    for box in window.findChildren(QMessageBox):
        box.close()


def test_a_published_rematch_is_unpaired_with_a_reason(qtbot, open_window):
    window = open_window
    session = window.session
    pair_now(qtbot, window)
    window.rounds.publish(1)
    finish_round(window, 1, GameResult.WHITE_WINS)
    first = session.state.round(1).boards[0]
    pair_now(qtbot, window)
    # by hand, round 1's first pair meets again (C.04.1.b broken), and it is published
    window.rounds.exchange(2, *rematch_exchange(session, first))
    window.rounds.publish(2)  # FIDE mode: the manual session ends (engine check), then publish
    qtbot.waitUntil(lambda: session.state.round(2).published, timeout=10000)
    window.rounds.unpair_reason = lambda r: None  # the arbiter cancels the question
    assert not window.rounds.unpair(2)
    assert session.state.round(2) is not None
    window.rounds.unpair_reason = lambda r: f"round {r}: {first.white}-{first.black} met already"
    assert window.rounds.unpair(2)
    assert session.state.rounds_paired == 1
    row = session.journal.history()[-1]
    assert row.command == "UnpairRound" and "met already" in row.reason
    # once a result is entered it is refused, whatever the reason
    window.undo()
    rs = session.state.round(2)
    session.apply(SetResult(2, rs.boards[-1].white, GameResult.DRAW))
    assert not window.rounds.unpair(2, reason="met already")
    assert "has results" in window.statusBar().currentMessage()
    for box in window.findChildren(QMessageBox):
        box.close()


def rematch_exchange(session, first):
    """Two players to exchange so that ``first``'s two players meet in round 2."""
    boards = session.state.round(2).boards
    home = next(b for b in boards if first.white in (b.white, b.black))
    partner = home.black if home.white == first.white else home.white
    return partner, first.black


def test_explanation_panel_highlight_export_and_why_not(qtbot, open_window, tmp_path):
    window = open_window
    pair_now(qtbot, window)
    page = window.round_page(1)
    panel = page.explanation
    assert panel.tree.topLevelItemCount() >= 3
    labels = [panel.tree.topLevelItem(i).text(0) for i in range(panel.tree.topLevelItemCount())]
    assert any(label.startswith("Bracket") for label in labels)
    assert any(label.startswith("Boards") for label in labels)
    page.table.setCurrentIndex(page.model.index(0, BoardColumn.WHITE))
    row = page.board_rows()[0]
    hits = panel.highlight_players((int(row.white.id), int(row.black.id)))
    assert hits and any("Board 1" in h.text(0) for h in hits)
    out = window.rounds.export_explanation(1, tmp_path / "r1.txt")
    text = out.read_text(encoding="utf-8")
    assert text.startswith("Round 1") and "Board" in text
    # why not board 1's White against board 2's White?
    a, b = page.board_rows()[0].white.id, page.board_rows()[1].white.id
    with qtbot.waitSignal(window.rounds.why_not_answered, timeout=30000) as answered:
        dialog = window.rounds.open_why_not(1, a, b)
    assert answered.args[0].startswith(f"{a} ({page.board_rows()[0].white.name}) and {b} (")
    dialog.close()
    # the context menu offers it for two selected players
    sel = page.table.selectionModel()
    sel.clearSelection()
    flags = QItemSelectionModel.SelectionFlag.Select
    sel.select(page.model.index(0, BoardColumn.WHITE), flags)
    sel.select(page.model.index(1, BoardColumn.WHITE), flags)
    menu = window.rounds._context_menu(page, page.table.rect().center())
    texts = [act.text() for act in menu.actions()]
    menu.close()
    assert f"Why not {a} against {b}?" in texts


def test_replayed_explanation_for_a_round_without_trace(qtbot, open_window):
    window = open_window
    pair_now(qtbot, window)
    window.rounds.traces.clear()
    page = window.round_page(1)
    page.explanation.clear()
    assert page.explanation.tree.topLevelItemCount() == 0
    with qtbot.waitSignal(window.rounds.explained, timeout=30000):
        page.explanation.explain_button.click()
    assert page.explanation.tree.topLevelItemCount() >= 3


def test_results_import_from_a_trf_of_the_same_tournament(qtbot, open_window, tmp_path):
    window = open_window
    session = window.session
    pair_now(qtbot, window)
    window.rounds.publish(1)
    # the same tournament elsewhere, with results: written as a TRF
    other = session.tournament
    expected = {}
    players = {p.id: p for p in other.players}
    for n, b in enumerate(session.state.round(1).boards, start=1):
        result = GameResult.WHITE_WINS if n % 2 else GameResult.DRAW
        expected[b.white] = result
        w, k = result.codes
        pw, pb = players[b.white], players[b.black]
        players[b.white] = dataclasses.replace(
            pw, rounds=(dataclasses.replace(pw.entry(1), result=w),)
        )
        players[b.black] = dataclasses.replace(
            pb, rounds=(dataclasses.replace(pb.entry(1), result=k),)
        )
    other = dataclasses.replace(other, players=tuple(players[p.id] for p in other.players))
    path = tmp_path / "results.trf"
    path.write_text(dump_trf(other), encoding="utf-8")
    commands, problems = results_from_trf(session.state, load_trf(path))
    assert not problems and len(commands) == 20
    refreshes: list[Changes] = []
    session.changed.connect(refreshes.append)
    version = session.journal.version
    with qtbot.waitSignal(window.rounds.message, timeout=10000) as said:
        window.rounds.import_results(path)
    assert said.args[0] == "20 result(s) imported from results.trf"
    assert session.state.is_complete(1)
    # 20 log entries (each result undoable on its own), one refresh of the screens
    assert session.journal.version == version + 20
    assert len(refreshes) == 1 and refreshes[0].rounds == (1,)
    page = window.round_page(1)
    assert "missing" not in page.status_label.text()
    # a file with other players is refused with a reason, nothing applied
    renamed = dataclasses.replace(
        other,
        players=(dataclasses.replace(other.players[0], name="Someone, Else"), *other.players[1:]),
    )
    commands, problems = results_from_trf(session.state, renamed)
    assert not commands and "Someone, Else" in problems[0]


def test_the_system_is_the_tournaments_own(open_window):
    state = open_window.session.state
    assert system_for(state, today=datetime.date(2026, 1, 31)) is PairingSystem.DUTCH_2017
    assert system_for(state, today=datetime.date(2026, 2, 1)) is PairingSystem.DUTCH_2026
    dated = dataclasses.replace(
        state, tournament=dataclasses.replace(state.tournament, start_date="2025/10/04")
    )
    assert system_for(dated) is PairingSystem.DUTCH_2017
    open_window.rounds.system = PairingSystem.DUTCH_2026
    assert open_window.rounds.current_system() is PairingSystem.DUTCH_2026


def test_engine_pairing_matches_the_window(qtbot, open_window):
    window = open_window
    system = window.rounds.current_system()
    expected = pair_round(pairing_input(window.session.state, 1), 1, system)
    pair_now(qtbot, window)
    assert window.session.state.round(1).boards == expected.boards
    page = window.round_page(1)
    assert [r.board for r in page.board_rows()] == list(range(1, 21))
    assert page.model.data(page.model.index(0, BoardColumn.WHITE_NO)) == str(
        expected.boards[0].white
    )
    assert Qt.AlignmentFlag.AlignRight & page.model.data(
        page.model.index(0, BoardColumn.WHITE_RATING), Qt.ItemDataRole.TextAlignmentRole
    )


def test_a_result_refreshes_its_round_and_later_ones_only(qtbot, open_window):
    window = open_window
    session = window.session
    for r in (1, 2):
        pair_now(qtbot, window)
        window.rounds.publish(r)
        finish_round(window, r)
    pair_now(qtbot, window)
    window.rounds.publish(3)
    resets: dict[int, list[int]] = {r: [] for r in (1, 2, 3)}
    changed: dict[int, list[tuple[int, int]]] = {r: [] for r in (1, 2, 3)}
    for r in resets:
        model = window.round_page(r).model
        model.modelReset.connect(lambda r=r: resets[r].append(1))
        model.dataChanged.connect(
            lambda a, b, _roles=(), r=r: changed[r].append((a.row(), b.row()))
        )
    players = window.players_model
    player_rows: list[tuple[int, int, int, int]] = []
    players.modelReset.connect(lambda: player_rows.append((-1, -1, -1, -1)))
    players.dataChanged.connect(
        lambda a, b, _roles=(): player_rows.append((a.row(), b.row(), a.column(), b.column()))
    )
    first = session.state.round(3).boards[0]
    session.apply(SetResult(3, first.white, GameResult.WHITE_WINS))
    # rounds 1 and 2 untouched; round 3 repaints its board 1 only, no model reset (the list
    # keeps its cursor and widths); the player list announces the points that changed only:
    # White's (a loss leaves Black's points as they were)
    assert resets == {1: [], 2: [], 3: []}
    assert changed == {1: [], 2: [], 3: [(0, 0)]}
    rows = {row for a, b, _c, _d in player_rows for row in range(a, b + 1)}
    assert rows == {first.white - 1}
    assert {(c, d) for _a, _b, c, d in player_rows} == {(PlayerColumn.POINTS,) * 2}
    assert (
        window.round_page(3).model.data(window.round_page(3).model.index(0, BoardColumn.RESULT))
        == "1-0"
    )
    # the previous round's page knows it is no longer the current round: corrections need a reason
    assert window.round_page(2).entry.reason_edit.isVisibleTo(window.round_page(2))
    assert not window.round_page(3).entry.reason_edit.isVisibleTo(window.round_page(3))
    # pairing the next round replaces round 3's "current" page status: round 3 is refreshed
    finish_round(window, 3)
    pair_now(qtbot, window)
    assert window.round_page(3).entry.reason_edit.isVisibleTo(window.round_page(3))

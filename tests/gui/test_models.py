from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt

from arbiter_gui.models.boards import ROW_ROLE, BoardColumn, BoardsModel
from arbiter_gui.models.players import SORT_ROLE, PlayerColumn, PlayersModel
from arbiter_gui.models.rounds import BoardRow, ByeRow, round_view
from arbiter_gui.models.text import board_result_text, points_text
from engine.model import PlayerId, ResultCode

from .builders import make_tournament, small_open


def _cell(model, row, column, role=Qt.ItemDataRole.DisplayRole):
    return model.data(model.index(row, column), role)


def test_points_text():
    assert [points_text(Fraction(n, 2)) for n in range(5)] == ["0", "½", "1", "1½", "2"]


def test_board_result_text():
    r = ResultCode
    assert board_result_text(r.WIN, r.LOSS) == "1-0"
    assert board_result_text(r.LOSS, r.WIN) == "0-1"
    assert board_result_text(r.FORFEIT_LOSS, r.FORFEIT_WIN) == "0F-1F"
    assert board_result_text(r.FORFEIT_LOSS, r.FORFEIT_LOSS) == "0F-0F"
    assert board_result_text(r.DRAW_UNRATED, r.DRAW_UNRATED) == "½-½ u"
    assert board_result_text(r.NOT_PAIRED, r.NOT_PAIRED) == ""


def test_round_view_orders_boards_and_lists_byes_below():
    t = small_open()
    r1 = round_view(t, 1)
    # round 1: everybody on 0; order by the higher-ranked player's number
    assert [(b.white.id, b.black.id) for b in r1.boards] == [(1, 5), (6, 2), (3, 7)]
    assert [(b.player.id, b.result) for b in r1.byes] == [(4, ResultCode.PAB)]
    assert r1.byes[0].gained == 1
    r2 = round_view(t, 2)
    # before round 2: 1, 3 and 4 have 1 point; 2 and 6 have ½; 5 and 7 have 0.
    # 4-3 and 2-1 both have a 1-point higher player; 4-3 has the higher sum (2 against 1½)
    assert [(b.white.id, b.black.id) for b in r2.boards] == [(4, 3), (2, 1), (5, 6)]
    assert r2.boards[1].white_points == Fraction(1, 2)
    assert r2.boards[1].black_points == 1
    assert [(b.player.id, b.result, b.gained) for b in r2.byes] == [
        (7, ResultCode.HALF_BYE, Fraction(1, 2))
    ]


def test_round_view_of_unplayed_round_lists_everyone_as_not_paired():
    t = make_tournament([[(1, 2, "1")]], n_players=3)
    view = round_view(t, 2)
    assert view.boards == ()
    assert [b.result for b in view.byes] == [ResultCode.NOT_PAIRED] * 3


def test_players_model(qtbot):
    model = PlayersModel(small_open())
    assert model.rowCount() == 7
    assert model.columnCount() == len(PlayerColumn)
    assert _cell(model, 0, PlayerColumn.NAME) == "Kowalczyk, Łukasz"
    assert _cell(model, 2, PlayerColumn.NAME) == "Παπαδόπουλος, Γεώργιος"
    assert _cell(model, 0, PlayerColumn.TITLE) == "GM"
    assert _cell(model, 3, PlayerColumn.POINTS) == "1½"  # PAB + draw
    assert _cell(model, 6, PlayerColumn.RATING) == ""  # unrated
    assert _cell(model, 6, PlayerColumn.RATING, Qt.ItemDataRole.ToolTipRole) == "unrated"
    assert _cell(model, 3, PlayerColumn.POINTS, SORT_ROLE) == 1.5
    header = model.headerData(PlayerColumn.FEDERATION, Qt.Orientation.Horizontal)
    assert header == "Fed"


def test_players_model_reset_on_new_snapshot(qtbot):
    model = PlayersModel(small_open())
    with qtbot.waitSignal(model.modelReset, timeout=1000):
        model.set_tournament(make_tournament([], n_players=3))
    assert model.rowCount() == 3


def test_boards_model_rows(qtbot):
    model = BoardsModel(small_open(), 1)
    assert model.rowCount() == 4  # 3 boards + the PAB
    assert _cell(model, 0, BoardColumn.BOARD) == "1"
    assert _cell(model, 0, BoardColumn.WHITE) == "Kowalczyk, Łukasz"
    assert _cell(model, 0, BoardColumn.RESULT) == "1-0"
    assert _cell(model, 0, BoardColumn.BLACK) == "Müller, Anna"
    assert _cell(model, 2, BoardColumn.RESULT) == "1F-0F"
    assert _cell(model, 3, BoardColumn.BOARD) == ""
    assert _cell(model, 3, BoardColumn.WHITE) == "Сергеев, Алексей"
    assert _cell(model, 3, BoardColumn.RESULT) == "1 (U)"
    assert _cell(model, 3, BoardColumn.BLACK) == "pairing-allocated bye"
    assert isinstance(_cell(model, 0, 0, ROW_ROLE), BoardRow)
    assert isinstance(_cell(model, 3, 0, ROW_ROLE), ByeRow)
    r2 = BoardsModel(small_open(), 2)
    assert _cell(r2, 1, BoardColumn.WHITE_POINTS) == "½"
    assert _cell(r2, 3, BoardColumn.RESULT) == "½ (H)"


def test_round_view_follows_a_given_order():
    t = small_open()
    view = round_view(t, 1, order=[(PlayerId(3), PlayerId(7)), (PlayerId(1), PlayerId(5))])
    assert [(b.white.id, b.black.id) for b in view.boards] == [(3, 7), (1, 5), (6, 2)]

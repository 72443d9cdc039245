"""The Players tab at any size (issue 26): the model sorts itself, the proxy filters from one
text per player, points are summed once per snapshot."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt

from arbiter_gui.models.players import PlayerColumn, PlayersModel, PlayersProxy
from arbiter_gui.models.scores import tables
from engine.model import PlayerId, PointSystem, ResultCode, RoundEntry, Tournament

from .builders import make_tournament

DESC = Qt.SortOrder.DescendingOrder
ASC = Qt.SortOrder.AscendingOrder


def _event() -> Tournament:
    # points after two rounds: 1: 2, 2: 1½, 3: 1½, 4: ½, 5: ½, 6: 0, 7: 0 (ties on purpose)
    return make_tournament(
        [
            [(1, 4, "1"), (5, 2, "="), (3, 6, "1"), (7, "Z")],
            [(1, 5, "1"), (2, 7, "1"), (4, 3, "="), (6, "Z")],
        ]
    )


def _ids(model) -> list[int]:
    return [int(model.data(model.index(r, PlayerColumn.NUMBER))) for r in range(model.rowCount())]


def _expected(t: Tournament, key, descending: bool) -> list[int]:
    """Qt's proxy sorted stably from pairing-number order, in either direction."""
    ids = sorted(p.id for p in t.players)
    return sorted(ids, key=key, reverse=descending)


@pytest.mark.parametrize("descending", [False, True])
def test_sorting_by_points_keeps_ties_in_pairing_number_order(qtbot, descending):
    t = _event()
    model = PlayersModel(t)
    proxy = PlayersProxy()
    proxy.setSourceModel(model)
    proxy.sort(PlayerColumn.POINTS, DESC if descending else ASC)
    want = _expected(t, lambda pid: t.points(PlayerId(pid)), descending)
    assert _ids(proxy) == want
    assert want[:1] == ([1] if descending else [6])
    points = [model.data(model.index(r, PlayerColumn.POINTS)) for r in range(model.rowCount())]
    assert points[0] == ("2" if descending else "0")


def test_sorting_by_name_and_back_by_number(qtbot):
    t = _event()
    model = PlayersModel(t)
    model.sort(PlayerColumn.NAME, ASC)
    names = [model.player_at(r).name for r in range(model.rowCount())]
    assert names == sorted(names, key=str.casefold)
    model.sort(PlayerColumn.NUMBER, ASC)
    assert _ids(model) == [1, 2, 3, 4, 5, 6, 7]


def test_a_result_moves_the_player_and_the_selection_follows(qtbot):
    t = _event()
    model = PlayersModel(t)
    proxy = PlayersProxy()
    proxy.setSourceModel(model)
    proxy.sort(PlayerColumn.POINTS, DESC)
    selection = QItemSelectionModel(proxy)
    row_of_7 = _ids(proxy).index(7)
    selection.setCurrentIndex(
        proxy.index(row_of_7, 0), QItemSelectionModel.SelectionFlag.SelectCurrent
    )
    # player 7 gets three wins in a third round: now the leader
    p7 = t.player(PlayerId(7))
    rounds = (*p7.rounds, RoundEntry(None, None, ResultCode.FULL_BYE))
    t2 = replace(
        t,
        players=tuple(replace(p, rounds=rounds) if p.id == 7 else p for p in t.players),
        point_system=PointSystem(full_bye=Fraction(3)),
    )
    model.set_tournament(t2)
    assert _ids(proxy) == _expected(t2, lambda pid: t2.points(PlayerId(pid)), True)
    assert _ids(proxy)[0] == 7
    assert selection.currentIndex().row() == 0  # the selection moved with the player


def test_points_are_counted_once_and_then_only_for_the_changed_player(qtbot):
    counted = tables()
    t = _event()
    before = counted.rows_counted
    model = PlayersModel(t)
    assert counted.rows_counted - before == 7
    for r in range(model.rowCount()):  # showing and sorting read the kept points
        model.data(model.index(r, PlayerColumn.POINTS))
    model.sort(PlayerColumn.POINTS, DESC)
    assert counted.rows_counted - before == 7
    p3 = t.player(PlayerId(3))
    changed = replace(p3, rounds=(*p3.rounds, RoundEntry(None, None, ResultCode.HALF_BYE)))
    t2 = replace(t, players=tuple(changed if p.id == 3 else p for p in t.players))
    model.set_tournament(t2)
    assert counted.rows_counted - before == 8  # player 3 alone
    row = _ids(model).index(3)
    assert model.data(model.index(row, PlayerColumn.POINTS)) == "2"  # 1½ and a half-point bye


def test_filter_matches_any_one_column_ignoring_case(qtbot):
    model = PlayersModel(_event())
    proxy = PlayersProxy()
    proxy.setSourceModel(model)
    proxy.set_filter_text("KOWAL")
    assert _ids(proxy) == [1]
    proxy.set_filter_text("cze")  # a federation
    assert _ids(proxy) == [2]
    proxy.set_filter_text("1005")  # a FIDE ID
    assert _ids(proxy) == [5]
    proxy.set_filter_text("GM Kowal")  # title and name are two columns: no match across them
    assert _ids(proxy) == []
    proxy.set_filter_text("")
    assert _ids(proxy) == [1, 2, 3, 4, 5, 6, 7]


def test_filter_follows_a_new_sort_and_new_points(qtbot):
    t = _event()
    model = PlayersModel(t)
    proxy = PlayersProxy()
    proxy.setSourceModel(model)
    proxy.set_filter_text("½")  # by points: 2 and 3 (1½), 4 and 5 (½)
    assert _ids(proxy) == [2, 3, 4, 5]
    proxy.sort(PlayerColumn.POINTS, ASC)
    assert _ids(proxy) == [4, 5, 2, 3]
    p6 = t.player(PlayerId(6))
    changed = replace(p6, rounds=(*p6.rounds, RoundEntry(None, None, ResultCode.HALF_BYE)))
    model.set_tournament(replace(t, players=tuple(changed if p.id == 6 else p for p in t.players)))
    assert _ids(proxy) == [4, 5, 6, 2, 3]  # 6 has ½ now: among the ties, by pairing number


def test_sorting_a_filtered_list_keeps_the_selected_player(qtbot):
    t = _event()
    model = PlayersModel(t)
    proxy = PlayersProxy()
    proxy.setSourceModel(model)
    proxy.set_filter_text("½")
    selection = QItemSelectionModel(proxy)
    row_of_5 = _ids(proxy).index(5)
    selection.setCurrentIndex(
        proxy.index(row_of_5, 0), QItemSelectionModel.SelectionFlag.SelectCurrent
    )
    proxy.sort(PlayerColumn.POINTS, DESC)
    assert _ids(proxy) == [2, 3, 4, 5]
    proxy.sort(PlayerColumn.NAME, DESC)
    assert sorted(_ids(proxy)) == [2, 3, 4, 5]
    current = selection.currentIndex()
    assert current.isValid()
    assert int(proxy.data(proxy.index(current.row(), PlayerColumn.NUMBER))) == 5


def test_player_card_offers_the_selected_player_of_a_sorted_list(qtbot, monkeypatch):
    from arbiter_gui.printing import actions
    from arbiter_gui.views.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    t = _event()
    window.show_tournament(t)
    view = window.players_view
    view.sortByColumn(PlayerColumn.POINTS, ASC)  # 6 and 7 (0 points) first
    model = view.model()
    row = _ids(model).index(2)
    view.setCurrentIndex(model.index(row, PlayerColumn.NAME))
    offered: list[int] = []

    def get_item(parent, title, label, items, current, editable):
        offered.append(current)
        return items[current], True

    monkeypatch.setattr(actions.QInputDialog, "getItem", get_item)
    assert actions.choose_player(window, t) == PlayerId(2)
    assert offered == [[int(p.id) for p in t.players].index(2)]


@pytest.mark.parametrize("column", list(PlayerColumn))
@pytest.mark.parametrize("descending", [False, True])
def test_each_column_sorts_as_its_sort_key_says(qtbot, column, descending):
    from arbiter_gui.models.players import SORT_ROLE

    t = _event()
    model = PlayersModel(t)
    keys = {
        int(str(model.data(model.index(r, PlayerColumn.NUMBER)))): model.data(
            model.index(r, column), SORT_ROLE
        )
        for r in range(model.rowCount())
    }
    model.sort(column, DESC if descending else ASC)
    assert _ids(model) == _expected(t, keys.__getitem__, descending)


def test_texts_for_sizing_are_the_texts_shown(qtbot):
    model = PlayersModel(_event())
    for column in PlayerColumn:
        shown = {model.data(model.index(r, column)) for r in range(model.rowCount())}
        texts = model.column_texts(column)
        if column == PlayerColumn.POINTS:
            assert texts == shown | {"10½"}
        else:
            assert texts == shown


def test_the_same_sort_asked_again_changes_nothing(qtbot):
    model = PlayersModel(_event())
    changes: list[int] = []
    model.layoutChanged.connect(lambda *_: changes.append(1))
    model.sort(PlayerColumn.POINTS, DESC)
    model.sort(PlayerColumn.POINTS, DESC)  # as QTableView.sortByColumn does
    assert changes == [1]
    model.sort(PlayerColumn.POINTS, ASC)
    assert changes == [1, 1]

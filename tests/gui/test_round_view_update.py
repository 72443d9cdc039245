"""A round's rows put in place for a few changed players give what counting it again gives
(issue 26: a result at 3,000 players remakes two rows, not 1,500 boards)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arbiter_gui.models.boards import BoardColumn, BoardsModel
from arbiter_gui.models.rounds import BoardRow, ByeRow, round_view, updated_view
from engine.model import PlayerId, ResultCode, RoundEntry, Tournament

from .builders import make_tournament

ROUNDS: list[list[tuple[int, int, str] | tuple[int, str]]] = [
    [(1, 4, "1"), (5, 2, "="), (3, 6, "1"), (7, "U")],
    [(1, 5, " "), (2, 7, " "), (4, 3, " "), (6, "H")],
]
_PAIRS = {1: 5, 5: 1, 2: 7, 7: 2, 4: 3, 3: 4}
_OTHER = {"1": "0", "0": "1", "=": "=", " ": " ", "+": "-", "-": "+"}


def _with_entry(t: Tournament, pid: int, r: int, entry: RoundEntry) -> Tournament:
    def change(p):
        if p.id != pid:
            return p
        rounds = list(p.rounds)
        rounds[r - 1] = entry
        return replace(p, rounds=tuple(rounds))

    return replace(t, players=tuple(change(p) for p in t.players))


def _result(t: Tournament, white: int, code: str) -> Tournament:
    """White's result ``code`` on his round-2 board (both entries)."""
    black = _PAIRS[white]
    w, b = t.player(PlayerId(white)).entry(2), t.player(PlayerId(black)).entry(2)
    t = _with_entry(t, white, 2, replace(w, result=ResultCode(code)))
    return _with_entry(t, black, 2, replace(b, result=ResultCode(_OTHER[code])))


@given(
    results=st.lists(
        st.tuples(st.sampled_from([1, 2, 4]), st.sampled_from(["1", "0", "=", " ", "+"])),
        min_size=1,
        max_size=6,
    ),
    renamed=st.booleans(),
)
def test_results_and_renames_update_in_place_as_a_recount_would(results, renamed):
    t = make_tournament(ROUNDS)
    for r in (1, 2):
        view = round_view(t, r)
        new = t
        for white, code in results:
            new = _result(new, white, code)
        if renamed:
            new = replace(
                new,
                players=tuple(
                    replace(p, name="Renamed") if p.id in (3, 6) else p for p in new.players
                ),
            )
        out = updated_view(view, t, new)
        assert out is not None  # results of round 2 and renames move no row of either round
        updated, rows = out
        assert updated == round_view(new, r)
        changed_rows = [
            i for i, (a, b) in enumerate(zip(_rows(view), _rows(updated), strict=True)) if a != b
        ]
        assert sorted(rows) == sorted(set(rows))
        assert set(changed_rows) <= set(rows)


def _rows(view):
    return [*view.boards, *view.byes]


@pytest.mark.parametrize(
    "change",
    [
        # another opponent in the round: the boards move
        lambda t: _with_entry(t, 6, 2, RoundEntry(PlayerId(3), None, ResultCode.NOT_PAIRED)),
        # another kind of bye: the byes are ordered by kind
        lambda t: _with_entry(t, 6, 2, RoundEntry(None, None, ResultCode.ZERO_BYE)),
        # a result of the round before: points before round 2 move
        lambda t: _with_entry(t, 7, 1, RoundEntry(None, None, ResultCode.ZERO_BYE)),
    ],
)
def test_changes_that_move_rows_are_counted_again(change):
    t = make_tournament(ROUNDS)
    assert updated_view(round_view(t, 2), t, change(t)) is None


def test_the_model_announces_only_the_changed_board(qtbot):
    t = make_tournament(ROUNDS)
    model = BoardsModel(t, 2)
    changed: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda a, b, *_: changed.append((a.row(), b.row())))
    model.modelReset.connect(lambda: changed.append((-1, -1)))
    new = _result(t, 4, "1")  # board of 4 - 3
    model.set_tournament(new)
    board = next(i for i, row in enumerate(model.view.boards) if row.white.id == 4)
    assert changed == [(board, board)]
    assert model.view == round_view(new, 2)
    assert model.data(model.index(board, BoardColumn.RESULT)) == "1-0"


@pytest.mark.parametrize("r", [1, 2])
def test_column_texts_are_the_texts_the_rows_show(qtbot, r):
    from arbiter_gui.models.boards import _row_texts

    model = BoardsModel(make_tournament(ROUNDS), r)
    rows: list[BoardRow | ByeRow] = [*model.view.boards, *model.view.byes]
    for column in BoardColumn:
        assert model.column_texts(column) == {_row_texts(row)[column] for row in rows}


def test_a_corrected_earlier_result_moves_points_not_published_boards(qtbot):
    from arbiter_gui.models.scores import ScoreTables

    t = make_tournament(ROUNDS)
    view = round_view(t, 2)
    order = [(row.white.id, row.black.id) for row in view.boards]
    published = round_view(t, 2, order)
    # round 1, 1-4 was 1-0: corrected to 0-1 (points before round 2 of 1 and 4 change)
    new = _with_entry(t, 1, 1, replace(t.player(PlayerId(1)).entry(1), result=ResultCode.LOSS))
    new = _with_entry(new, 4, 1, replace(t.player(PlayerId(4)).entry(1), result=ResultCode.WIN))
    # without the new scores, or without the published order, the round is counted again
    assert updated_view(published, t, new) is None
    out = updated_view(published, t, new, ScoreTables().of(new))
    assert out is not None
    updated, rows = out
    assert updated == round_view(new, 2, order)
    assert {updated.boards[i].white.id for i in rows} | {
        updated.boards[i].black.id for i in rows
    } >= {1, 4}
    model = BoardsModel(t, 2, order=order)
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))
    model.set_tournament(new, order)
    assert resets == []  # in place: the cursor stays
    assert model.view == round_view(new, 2, order)

from __future__ import annotations

import datetime as dt
from pathlib import Path

from PySide6.QtCore import Qt

from arbiter_gui.dialogs.csvimport import CsvImportDialog
from arbiter_gui.dialogs.player import PlayerDialog
from arbiter_gui.dialogs.ratinglist import RatingListDialog, list_is_outdated
from arbiter_gui.dialogs.registration import RegistrationDialog
from arbiter_gui.models.players import PlayerColumn
from engine.journal import AddPlayer, PlayerData
from engine.model import PlayerId, ResultCode
from engine.ratinglist import CsvField, RatingListIndex, read_csv

from .conftest import answer_modal

DATA = Path(__file__).resolve().parents[2] / "data" / "ratinglist"


def _names(d):
    m = d.view.model()
    return [m.data(m.index(r, PlayerColumn.NAME)) for r in range(m.rowCount())]


def test_filter_sort_add_edit_delete_by_keyboard(qtbot, played):
    d = RegistrationDialog(played)
    qtbot.addWidget(d)
    d.show()
    assert d.count_label.text() == "7 players"
    qtbot.keyClicks(d.filter_edit, "GER")
    assert _names(d) == ["Müller, Anna"]
    d.filter_edit.clear()
    d.view.sortByColumn(PlayerColumn.RATING, Qt.SortOrder.DescendingOrder)
    assert _names(d)[0] == "Kowalczyk, Łukasz"

    # Insert opens the form; Enter saves
    d.view.setFocus()
    qtbot.keyClick(d.view, Qt.Key.Key_Insert)
    form = d.findChild(PlayerDialog)
    assert form is not None and form.isVisible()
    qtbot.keyClicks(form.name_edit, "Late, Larry")
    # two rounds are published: Larry is a late entry; Enter takes the default, zero points
    answer_modal()
    with qtbot.waitSignal(form.accepted):
        qtbot.keyClick(form.name_edit, Qt.Key.Key_Return)
    assert played.tournament.players[-1].name == "Late, Larry"
    assert played.tournament.players[-1].entry(1).result is ResultCode.ZERO_BYE
    assert played.state.settings.late_entry_bye is ResultCode.ZERO_BYE  # asked once: kept
    assert d.count_label.text() == "8 players"

    # Enter on a row edits it
    d.view.sortByColumn(PlayerColumn.NUMBER, Qt.SortOrder.AscendingOrder)
    d.view.setFocus()
    d.view.setCurrentIndex(d.view.model().index(7, 0))
    qtbot.keyClick(d.view, Qt.Key.Key_F2)
    form = next(f for f in d.findChildren(PlayerDialog) if f.isVisible())
    assert form.name_edit.text() == "Late, Larry"
    form.reject()

    # Delete removes a player without history (a late entrant's missed rounds are none)
    qtbot.keyClick(d.view, Qt.Key.Key_Delete)
    assert len(played.tournament.players) == 7
    assert "Undo" in d.status.text()
    # a player with games cannot be deleted: the journal says why, inline
    d.view.setCurrentIndex(d.view.model().index(0, 0))
    qtbot.keyClick(d.view, Qt.Key.Key_Delete)
    assert "record a withdrawal instead" in d.message.text()
    assert d.isVisible()


# ---- FIDE list ---------------------------------------------------------------------------


def _list_dialog(qtbot, session, tmp_path, name="players_list_foa.txt"):
    d = RatingListDialog(session, today=dt.date(2027, 1, 15))
    qtbot.addWidget(d)
    d.show()
    op = d.load(DATA / name, tmp_path / "index.sqlite")
    with qtbot.waitSignal(op.finished, timeout=10000):
        pass
    assert d.index is not None
    return d


def test_search_as_you_type_and_enter_adds(qtbot, session, tmp_path):
    session.apply(AddPlayer(PlayerData("Host", federation="NED")))
    d = _list_dialog(qtbot, session, tmp_path)
    assert "10 players" in d.source_label.text()
    qtbot.keyClicks(d.search_edit, "peter marl")
    qtbot.waitUntil(lambda: d.model.rowCount() == 1)
    qtbot.keyClick(d.search_edit, Qt.Key.Key_Return)
    p = session.tournament.players[-1]
    assert (p.name, p.fide_id, p.title, p.rating, p.federation, p.sex, p.birth_date) == (
        "Marlow, Peter James",
        "990000022",
        "IM",
        2448,
        "ENG",
        "m",
        "1988",
    )
    assert session.state.ratings.typed_k(p.id) == 10  # SK of the list (issue 22)
    # again: the journal refuses the same FIDE ID, the dialog says so
    qtbot.keyClick(d.search_edit, Qt.Key.Key_Return)
    assert "already registered" in d.error_label.text()
    assert len(session.tournament.players) == 2


def test_rapid_type_copies_the_rapid_rating_and_women_titles(qtbot, session, tmp_path):
    d = _list_dialog(qtbot, session, tmp_path)
    d.type_combo.setCurrentIndex(1)  # rapid
    qtbot.keyClicks(d.search_edit, "990000011")
    d.search_now()
    assert d.model.row(0)[5] == "2350"
    qtbot.keyClick(d.search_edit, Qt.Key.Key_Enter)
    p = session.tournament.players[-1]
    assert (p.rating, p.title, p.sex) == (2350, "WGM", "w")


def test_month_of_a_single_list_and_outdated_warning(qtbot, session, tmp_path):
    d = _list_dialog(qtbot, session, tmp_path, "standard_rating_list.txt")
    assert "list JAN27" in d.source_label.text()
    assert "older" not in d.source_label.text()
    assert list_is_outdated("DEC26", dt.date(2027, 1, 1))
    assert not list_is_outdated("JAN27", dt.date(2027, 1, 31))


def test_a_file_that_is_not_a_list(qtbot, session, tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("hello world\n")
    d = RatingListDialog(session)
    qtbot.addWidget(d)
    op = d.load(bad, tmp_path / "i.sqlite")
    with qtbot.waitSignal(op.finished, timeout=10000):
        pass
    assert "not a FIDE rating list" in d.error_label.text()


def test_set_index_directly(qtbot, session):
    index = RatingListIndex.build(DATA / "players_list_xml_foa.xml")
    d = RatingListDialog(session)
    qtbot.addWidget(d)
    d.set_index(index, "xml")
    qtbot.keyClicks(d.search_edit, "rosa")
    d.search_now()
    assert d.model.row(0)[4] == "WFM"
    d.close()


# ---- CSV ---------------------------------------------------------------------------------


def test_csv_mapping_preview_and_import(qtbot, session):
    d = CsvImportDialog(session, read_csv(DATA / "registrations.csv"))
    qtbot.addWidget(d)
    d.show()
    assert d.model.rowCount() == 4
    assert "3 players to import, 1 row with problems" in d.summary.text()
    assert d.model.row(0)[1] == "Zedkova, Alena"
    # remap: no given-name column -> names are surnames only
    d.combos[CsvField.GIVEN_NAME].setCurrentIndex(0)
    assert d.model.row(0)[1] == "Zedkova"
    d.combos[CsvField.GIVEN_NAME].setCurrentIndex(2)
    with qtbot.waitSignal(d.accepted):
        qtbot.keyClick(d.view, Qt.Key.Key_Return)
    names = [p.name for p in session.tournament.players]
    assert names == ["Zedkova, Alena", "Marlow, Peter James", "Newcomer, Nina"]
    assert session.tournament.player(PlayerId(1)).birth_date == "1996/03/04"
    assert d.skipped and d.skipped[0].startswith("row 4")


def test_combined_list_uses_the_file_date(qtbot, session, tmp_path):
    import os

    copy = tmp_path / "players_list_foa.txt"
    copy.write_bytes((DATA / "players_list_foa.txt").read_bytes())
    stamp = dt.datetime(2026, 12, 3, 12, tzinfo=dt.UTC).timestamp()
    os.utime(copy, (stamp, stamp))
    d = RatingListDialog(session, today=dt.date(2027, 1, 15))
    qtbot.addWidget(d)
    d.set_index(RatingListIndex.build(copy), copy.name)
    assert "file dated 2026-12-03" in d.source_label.text()
    assert "older than this month's list" in d.source_label.text()
    d.close()


def test_compare_with_a_newer_list_changes_nothing_until_accepted(qtbot, session, tmp_path):
    from arbiter_gui.dialogs.compare import CompareDialog

    session.apply(
        AddPlayer(PlayerData("Zedkova, Alena", "w", "WIM", 2350, "CZE", "990000011", "1996"))
    )
    session.apply(AddPlayer(PlayerData("Marlow, Peter James", "m", "IM", 2448, "ENG", "990000022")))
    session.apply(AddPlayer(PlayerData("Walk-in, Wanda")))
    d = _list_dialog(qtbot, session, tmp_path, "standard_rating_list.txt")
    compare = d.compare()
    assert isinstance(compare, CompareDialog)
    assert compare.model.rowCount() == 2
    assert compare.model.row(0)[2] == "title: WIM → WGM; rating: 2350 → 2391"
    assert compare.model.row(1)[2] == "birth year: — → 1988"
    assert session.tournament.player(PlayerId(1)).rating == 2350  # nothing changed yet
    compare.view.setFocus()
    qtbot.keyClick(compare.view, Qt.Key.Key_Return)
    zed = session.tournament.player(PlayerId(1))
    assert (zed.rating, zed.title) == (2391, "WGM")
    assert session.journal.history()[-1].reason == "FIDE rating list JAN27"
    assert compare.model.rowCount() == 1
    session.undo()
    assert compare.model.rowCount() == 2
    assert compare.accept_all() == 2
    assert compare.model.rowCount() == 0
    assert session.tournament.player(PlayerId(2)).birth_date == "1988"
    compare.accept()

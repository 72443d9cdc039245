"""engine.reports: the rows, their order and values (no Qt)."""

from __future__ import annotations

import csv
import io
from fractions import Fraction

import pytest

from engine.model import PlayerId
from engine.reports import (
    ReportError,
    crosstable_report,
    name_key,
    pairings_alphabetical,
    pairings_by_board,
    player_card_report,
    round_results,
    standings_report,
    unpaired_lines,
)
from engine.standings import DEFAULT_SWISS_ORDER, format_value, standings

from .helpers import boards_of, sample, small_open


def test_pairings_by_board_rows_and_unpaired():
    t = small_open()
    rep = pairings_by_board(t, 2, boards_of(t, 2))
    boards, unpaired = rep.tables
    assert [(row[0], row[1], row[3], row[9], row[11]) for row in boards.rows] == [
        # C.04.2 recommended order: 3 and 4 have 1 point each (sum 2), 1 and 2 sum 1½
        ("1", "4", "Сергеев, Алексей", "Παπαδόπουλος, Γεώργιος", "3"),
        ("2", "2", "Dvořák, Tomáš", "Kowalczyk, Łukasz", "1"),
        ("3", "5", "Müller, Anna", "Østergaard, Mikkel", "6"),
    ]
    assert all(row[6] == "" for row in boards.rows)  # the result column is blank
    assert boards.rows[1][5] == "½" and boards.rows[1][7] == "1"  # points before the round
    assert [(row[0], row[5], row[6]) for row in unpaired.rows] == [
        ("8", "pairing-allocated bye (U)", "1"),
        ("7", "half-point bye (H)", "½"),
    ]
    assert (rep.event, rep.round_label, rep.date) == ("Test Open", "Round 2 of 5", "2026/04/12")


def test_results_show_results_and_count_pending_games():
    t = small_open()
    rep = round_results(t, 2, boards_of(t, 2))
    assert [row[6] for row in rep.tables[0].rows] == ["", "0-1", "1-0"]
    assert "1 result still to come." in rep.notes
    r1 = round_results(t, 1, boards_of(t, 1))
    assert "1F-0F" in [row[6] for row in r1.tables[0].rows]
    assert [(row[0], row[5]) for row in r1.tables[1].rows] == [
        ("4", "pairing-allocated bye (U)"),
        ("8", "absent (Z)"),
    ]


def test_alphabetical_list_sorts_names_ignoring_accents_and_lists_byes():
    t = small_open()
    rep = pairings_alphabetical(t, 2, boards_of(t, 2))
    rows = rep.tables[0].rows
    names = [row[1] for row in rows]
    assert names == sorted(names, key=name_key)
    assert names[:3] == ["Čech, Adam", "Dvořák, Tomáš", "Kowalczyk, Łukasz"]
    by_name = {row[1]: row for row in rows}
    assert by_name["Kowalczyk, Łukasz"][5:9] == ("2", "Black", "IM", "Dvořák, Tomáš")
    assert by_name["Čech, Adam"][8] == "pairing-allocated bye (U)"
    assert len(rows) == 8
    hidden = pairings_alphabetical(t, 2, boards_of(t, 2), show_unpaired=False)
    assert len(hidden.tables[0].rows) == 6


def test_withdrawn_player_reads_withdrawn():
    from .helpers import make_tournament

    t = make_tournament([[(1, 2, "1"), (3, 4, "0"), (5, "U")], [(1, 3, "=")]], 5, {2: 2})
    lines = unpaired_lines(t, 2)
    assert [(int(u.player.id), u.withdrawn) for u in lines][:1] == [(2, True)]
    rep = pairings_by_board(t, 2, boards_of(t, 2))
    assert (rep.tables[1].rows[0][0], rep.tables[1].rows[0][5]) == ("2", "withdrawn")


def test_standings_rows_follow_engine_standings_with_tiebreak_values():
    t = sample()
    r = t.rounds_in_file
    rep = standings_report(t, r)
    expected = standings(t, r, DEFAULT_SWISS_ORDER)
    rows = rep.tables[0].rows
    assert [row[1] for row in rows] == [str(e.player) for e in expected]
    for row, e in zip(rows, expected, strict=True):
        assert row[7:] == tuple(
            format_value(s, v) for s, v in zip(DEFAULT_SWISS_ORDER, e.tiebreaks, strict=True)
        )
    assert rep.tables[0].headers[7:] == ("BH/C1", "BH", "SB", "DE", "WON", "BPG")
    # the two leaders share the place: same points and tie-breaks
    assert rows[0][0] == rows[1][0] == "1-2"
    assert rep.notes[0] == "TB1 BH/C1: Buchholz (C.07 8.1)"


def test_crosstable_cells_refer_to_lines_of_the_table():
    t = small_open()
    rep = crosstable_report(t, 2)
    rows = rep.tables[0].rows
    line = {row[2]: row[0] for row in rows}  # pairing number -> line
    kow = next(row for row in rows if row[2] == "1")
    # round 1: White against 5, won; round 2: Black against 2, won
    assert kow[7:9] == (f"{line['5']}w1", f"{line['2']}b1")
    assert kow[9] == "2"
    pab = next(row for row in rows if row[2] == "4")
    assert pab[7] == "U"
    forfeit = next(row for row in rows if row[2] == "3")
    assert forfeit[7] == f"{line['7']}w+"
    assert rep.landscape


def test_player_card():
    t = small_open()
    rep = player_card_report(t, PlayerId(4), 2, boards={2: 3})
    rows = rep.tables[0].rows
    assert rows[0][5] == "pairing-allocated bye (U)" and rows[0][9] == "1"
    assert rows[1][1:6] == ("3", "White", "3", "IM", "Παπαδόπουλος, Γεώργιος")
    assert rows[1][8] == ""  # still playing
    assert "Сергеев" in rep.title
    with pytest.raises(ReportError):
        player_card_report(t, PlayerId(99), 2)


def test_round_out_of_range_and_bad_boards():
    t = small_open()
    with pytest.raises(ReportError):
        standings_report(t, 3)
    with pytest.raises(ReportError):
        pairings_by_board(t, 1, [(PlayerId(1), PlayerId(2))])


@pytest.mark.parametrize("kind", ["pairings", "alpha", "results", "standings", "cross", "card"])
def test_csv_round_trip(kind):
    t = sample()
    r = t.rounds_in_file
    b = boards_of(t, r)
    rep = {
        "pairings": lambda: pairings_by_board(t, r, b),
        "alpha": lambda: pairings_alphabetical(t, r, b),
        "results": lambda: round_results(t, r, b),
        "standings": lambda: standings_report(t, r),
        "cross": lambda: crosstable_report(t, r),
        "card": lambda: player_card_report(t, PlayerId(3), r),
    }[kind]()
    back = list(csv.reader(io.StringIO(rep.to_csv())))
    expected: list[list[str]] = []
    for i, table in enumerate(rep.tables):
        if i:
            expected.append([])
            if table.caption:
                expected.append([table.caption])
        expected.append(list(table.headers))
        expected.extend(list(row) for row in table.rows)
    assert back == expected
    assert any(not cell.isascii() for row in back for cell in row)  # Unicode survives


def test_points_are_exact():
    t = small_open()
    rep = standings_report(t, 2)
    pts = {row[1]: row[6] for row in rep.tables[0].rows}
    assert pts["1"] == "2" and pts["6"] == "½" and pts["7"] == "½"
    assert Fraction(1, 2)  # keep the import honest: points come from Fractions

"""The 32 real tournament files of shared/real: each one reads, with the outcome pinned here.

Real files carry the irregularities of the programs and arbiters that wrote them (INDEX.tsv lists
them). None is refused: the pinned outcome is what the arbiter sees from ``--validate``, counted
as warnings (the file breaks a TRF rule, e.g. a points column that does not add up) and notes
(informative: an old bye spelling, a Windows-1252 file). A change in any count is a change in
what the reader tells arbiters, so it must show up here.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path

import pytest
from trf_helpers import NO_SHARED, SHARED

from engine.model import PlayerId, ResultCode
from engine.trf import Severity, dump_trf, load_trf_report, parse_trf


@dataclass(frozen=True)
class Reads:
    """The file reads: players, rounds with an entry, rounds paired, XXR, warnings, notes."""

    players: int
    rounds: int
    paired: int
    rounds_total: int | None
    warnings: int = 0
    notes: int = 0


EXPECTED: dict[str, Reads] = {
    # Irish Chess Union Krause files, 2011: absences written as blanks although the points
    # column counts them as half-point byes (one warning per such player, with the hint).
    "icurat__galway_major_2011.tab": Reads(59, 6, 6, None, warnings=8),
    "icurat__kilkenny_masters_2011.tab": Reads(34, 6, 6, None, notes=1),  # '0000 - ='
    "icutour__bunratty_challengers_2011.tab": Reads(63, 6, 6, None, warnings=8),
    "icutour__bunratty_major_2011.tab": Reads(56, 6, 6, None, warnings=11, notes=1),
    "icutour__bunratty_masters_2011.tab": Reads(34, 6, 6, None, warnings=5),
    "icutour__bunratty_minor_2011.tab": Reads(103, 6, 6, None, warnings=17, notes=1),
    # ... and Windows-1252 names (a warning: bbpPairings aborts on anything but UTF-8).
    "icutour__irish_intermediate_champs_2011.tab": Reads(21, 5, 5, None, warnings=2),
    "icutour__irish_junior_champs_2011.tab": Reads(34, 5, 5, None, warnings=6),
    # JaVaFo sample: XXZ 22 28 43 become zero-point byes in round 5, the round to pair.
    "py4swiss__javafo_example.trf": Reads(52, 5, 4, 9),
    "sharly__2020_06.trf": Reads(13, 10, 10, 10, notes=1),  # '     -' absences
    "sharly__2021_03.trf": Reads(9, 9, 9, 9),
    "sharly__24th_rochefort_chess_festival__t1.trf": Reads(128, 7, 7, 9),
    "sharly__bre_jeunes_2026__t1.trf": Reads(38, 7, 7, 7),
    "sharly__bre_jeunes_2026__t2.trf": Reads(36, 7, 7, 7),
    "sharly__bre_jeunes_2026__t3.trf": Reads(42, 7, 7, 7),
    "sharly__bre_jeunes_2026__t4.trf": Reads(32, 7, 7, 7),
    "sharly__bre_jeunes_2026__t5.trf": Reads(38, 7, 7, 7),
    "sharly__bre_jeunes_2026__t6.trf": Reads(22, 7, 7, 7),
    "sharly__bre_jeunes_2026__t8.trf": Reads(78, 7, 7, 7),
    "sharly__championnat_35_toutes_categories_2026__t1.trf": Reads(75, 7, 7, 7),
    "sharly__championnat_scolaire_35_college_2026__t1.trf": Reads(123, 5, 5, 5, notes=1),  # 062
    "sharly__defi_jeunes_45_2025-2026__t1.trf": Reads(31, 5, 5, 5),
    "sharly__domloup_fide_41__t10.trf": Reads(24, 5, 5, 5),
    "sharly__domloup_fide_41__t11.trf": Reads(24, 5, 5, 5),
    "sharly__domloup_fide_41__t12.trf": Reads(24, 5, 5, 5),
    "sharly__example_trf16.trf": Reads(284, 7, 7, None, notes=2),  # '0000 - +', '0000 - -'
    "sharly__festival-perpignan-2025__t1.trf": Reads(53, 9, 9, 9),
    "sharly__festival-perpignan-2025__t2.trf": Reads(41, 9, 9, 9),
    "sharly__festival-perpignan-2025__t3.trf": Reads(52, 9, 9, 9),
    "sharly__festival-perpignan-2025__t4.trf": Reads(50, 6, 6, 9),
    "sharly__petits_bolides_20251206__t1.trf": Reads(31, 5, 5, 5),
    "sharly__petits_bolides_20251206__t2.trf": Reads(22, 5, 5, 5),
}


def _index() -> list[dict[str, str]]:
    index = SHARED / "real" / "INDEX.tsv"
    if not index.is_file():
        return []
    with index.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f, delimiter="\t"))


def _rows() -> list[object]:
    rows = _index()
    if not rows:
        return [pytest.param(None, marks=pytest.mark.skip(reason=NO_SHARED), id="no-shared")]
    return [pytest.param(row, id=row["file"]) for row in rows]


def test_every_real_file_has_a_pinned_outcome(shared: Path) -> None:
    on_disk = {p.name for p in (shared / "real" / "files").iterdir()}
    assert on_disk == set(EXPECTED)
    assert {row["file"] for row in _index()} == set(EXPECTED)


@pytest.mark.parametrize("row", _rows())
def test_real_file(row: dict[str, str]) -> None:
    path = SHARED / "real" / "files" / row["file"]
    expected = EXPECTED[row["file"]]
    report = load_trf_report(path)
    assert report.errors == (), [p.render(path.name) for p in report.errors]
    t = report.tournament
    assert t is not None
    got = Reads(
        players=len(t.players),
        rounds=t.rounds_in_file,
        paired=t.rounds_paired(),
        rounds_total=t.rounds_total,
        warnings=len(report.warnings),
        notes=sum(1 for p in report.problems if p.severity is Severity.NOTE),
    )
    assert got == expected, [p.render(path.name) for p in report.problems]
    # INDEX.tsv, written by whoever collected the files, agrees on the size of each event.
    assert int(row["players"]) == len(t.players)
    assert int(row["rounds"].split()[0]) == t.rounds_paired()
    # Every warning of a real file names its line and columns, so the arbiter can find it.
    for p in report.warnings:
        assert p.line is not None and p.columns is not None, p.render(path.name)
    # Written back: stable from the first write on, and nothing lost without fill-in.
    text = dump_trf(t)
    assert dump_trf(parse_trf(text)) == text
    assert parse_trf(dump_trf(t, fill_missing=False)) == t


def test_javafo_sample_absences_and_scoring(shared: Path) -> None:
    t = load_trf_report(shared / "real" / "files" / "py4swiss__javafo_example.trf").tournament
    assert t is not None
    assert t.rounds_total == 9 and t.point_system.is_standard
    absent = {p.id for p in t.players if p.entry(5).result is ResultCode.ZERO_BYE}
    assert absent == {22, 28, 43}
    assert t.extra_records == ("013 Example                            1    2",)


def test_irish_files_decode_windows_1252_names(shared: Path) -> None:
    report = load_trf_report(shared / "real" / "files" / "icutour__irish_junior_champs_2011.tab")
    assert report.tournament is not None
    names = {p.name for p in report.tournament.players}
    assert {"Morgan, Mícheál", "Ó Muireagáin, Colm"} <= names
    (note,) = [p for p in report.problems if p.field == "encoding"]
    assert note.severity is Severity.WARNING and "Windows-1252" in note.message


def test_old_pab_spelling_and_blank_absences(shared: Path) -> None:
    report = load_trf_report(shared / "real" / "files" / "icutour__bunratty_major_2011.tab")
    t = report.tournament
    assert t is not None
    one = t.player(PlayerId(1))
    assert one.entry(1).result is ResultCode.PAB  # '0000 - +'
    assert one.entry(2).result is ResultCode.NOT_PAIRED  # '       -  '
    first = report.warnings[0]
    assert first.render("b.tab") == (
        "b.tab:14: warning: columns 81-84 (points): 4.0 in the file, but the results give 3.5; "
        "the difference is 1 half-point bye: was the absence in round 2 a half-point bye "
        "(write 0000 - H)?"
    )


def test_results_not_yet_entered_are_pending_games(shared: Path) -> None:
    path = shared / "real" / "files" / "sharly__festival-perpignan-2025__t4.trf"
    t = load_trf_report(path).tournament
    assert t is not None
    last = t.player(PlayerId(1)).entry(6)
    assert last.opponent == 3 and last.result is ResultCode.NOT_PAIRED and last.paired
    assert not last.played

"""Every corpus and bench file reads cleanly, and survives write -> read -> write unchanged."""

from __future__ import annotations

from pathlib import Path

import pytest
from trf_helpers import shared_files

from engine.model import Tournament, points_of
from engine.trf import dump_trf, load_trf_report, parse_trf


def _round_trip(t: Tournament) -> str:
    text = dump_trf(t)
    # parse(dump(t)) == t; as dump is a pure function of the model, this also gives
    # dump(parse(dump(t))) == dump(t), byte for byte (checked outright in test_trf_writer).
    assert parse_trf(text, "dumped") == t
    return text


@pytest.mark.parametrize("path", shared_files("corpus/*/*.trf"))
def test_corpus_file_reads_clean_and_round_trips(path: Path) -> None:
    report = load_trf_report(path)
    # Generated files: not even a note. Computed points equal the score column.
    assert report.problems == (), [p.render(path.name) for p in report.problems]
    t = report.tournament
    assert t is not None and t.players
    for p in t.players:
        assert p.declared_points == points_of(p, t.point_system), p.id
    assert [p.id for p in t.players] == list(range(1, len(t.players) + 1))
    if path.parent.name == "dutch2026":
        assert t.pairing_system == "FIDE_DUTCH_2025"
        assert "092 FIDE_DUTCH_2025" in _round_trip(t).splitlines()
    else:
        assert t.pairing_system == ""
        _round_trip(t)


@pytest.mark.parametrize("path", shared_files("bench/*.trf"))
def test_bench_file_reads_clean_and_round_trips(path: Path) -> None:
    report = load_trf_report(path)
    assert report.problems == (), [p.render(path.name) for p in report.problems]
    t = report.tournament
    assert t is not None
    if "_r9" in path.name:
        # Rounds 1-8 played, round 9 to pair: announced absences only in round 9.
        assert t.rounds_total == 11 and t.initial_colour is not None
        assert t.rounds_paired() == 8
        assert all(p.entry(9).opponent is None for p in t.players)
    else:
        assert t.rounds_paired() == 11
    _round_trip(t)


@pytest.mark.parametrize("line_ending", ["\r", "\r\n"])
def test_corpus_file_reads_the_same_with_other_line_ends(shared: Path, line_ending: str) -> None:
    path = shared / "corpus" / "dutch2026" / "d26_0001.trf"
    t = parse_trf(path.read_bytes())
    text = dump_trf(t, line_ending=line_ending)
    assert "\n" not in text.replace("\r\n", "") or line_ending == "\r\n"
    assert parse_trf(text.encode()) == t
    assert dump_trf(parse_trf(text)) == dump_trf(t)

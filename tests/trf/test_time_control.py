"""TRF-2026 record 222, the encoded time control: the grammar, the free-text reading, and the
round trip through the reader, the writer and the journal (trf.md §9; TRF-2026 Tag 222)."""

from __future__ import annotations

from pathlib import Path

import pytest
from trf_helpers import p001, trf

from engine.journal import (
    AddPlayer,
    CommandRejectedError,
    ImportTrf,
    Journal,
    PlayerData,
    SetTournamentDetails,
    State,
    TournamentDetails,
    apply_command,
    full_consent,
)
from engine.journal.policy import assess
from engine.journal.trf2026 import fide_trf
from engine.trf import Severity, dump_trf, parse_trf, read_trf_report
from engine.trf.time_control import (
    Period,
    TimeControl,
    TimeControlError,
    parse_time_control,
    read_free_text,
)

# ---- the grammar ------------------------------------------------------------------------------

VALID = [
    # the three examples of the TRF-2026 text
    ("5400+30", TimeControl((Period(5400, None, 30),))),
    ("40/6000+30:900+30", TimeControl((Period(6000, 40, 30), Period(900, None, 30)))),
    ("W300-B240", TimeControl((Period(300),), (Period(240),))),
    # every period form: M/S, M/S+I, S, S+I
    ("40/7200:20/3600:1800", TimeControl((Period(7200, 40), Period(3600, 20), Period(1800)))),
    ("600+5", TimeControl((Period(600, None, 5),))),
    ("W300+2-B240+2", TimeControl((Period(300, None, 2),), (Period(240, None, 2),))),
]


@pytest.mark.parametrize(("code", "expected"), VALID, ids=[c for c, _ in VALID])
def test_valid_codes(code: str, expected: TimeControl) -> None:
    tc = parse_time_control(code)
    assert tc == expected
    assert tc.code == code


def test_words() -> None:
    assert parse_time_control("5400+30").describe() == "90 min for the game; 30 s added per move"
    assert parse_time_control("40/6000+30:900+30").describe() == (
        "40 moves in 100 min, then 15 min for the rest of the game; 30 s added per move"
    )
    assert parse_time_control("40/6000:900+30").describe() == (
        "40 moves in 100 min, then 15 min for the rest of the game; period 1: no increment; "
        "period 2: 30 s a move"
    )


INVALID = [
    ("90m+30s", "period 1 '90m+30s' is not M/S, M/S+I, S or S+I"),
    ("5400:40/1800", "period 1 '5400' lasts the rest of the game, yet another period follows"),
    ("0+30", "0 seconds is not a period's time"),
    ("90000", "90000 seconds is not a period's time"),
    ("0/5400", "period 1 has no moves"),
    ("W300", "an Armageddon code is W<periods>-B<periods>"),
    ("W300-B", "Black's period 1 '' is not M/S"),
    ("40/5400+30:", "period 2 '' is not M/S"),
    ("", "the encoded time control is empty"),
]


@pytest.mark.parametrize(("code", "message"), INVALID, ids=[c or "empty" for c, _ in INVALID])
def test_invalid_codes_say_which_part(code: str, message: str) -> None:
    with pytest.raises(TimeControlError, match=_literal(message)):
        parse_time_control(code)


def _literal(text: str) -> str:
    import re

    return re.escape(text)


# ---- the free text of record 122 ---------------------------------------------------------------

READ = [
    ("90'+30\"", "5400+30"),
    ("90 min + 30 sec", "5400+30"),
    ("90+30", "5400+30"),  # the bare A+B of chess notation: minutes + seconds a move
    ("3 + 2", "180+2"),
    ("1h30 + 30s", "5400+30"),
    ("90'/40 + 30' + 30\"/move", "40/5400+30:1800+30"),
    ("90 min/40 moves + 30 min + 30 s per move from move 1", "40/5400+30:1800+30"),
    ("40 moves in 100 min, then 15 min, 30 s per move from move 1", "40/6000+30:900+30"),
    ("100'/40 + 50'/20 + 15' + 30\" from move 61", "40/6000:20/3000:900+30"),
    ("120'/40 + 60'", "40/7200:3600"),
    ("25′ + 10″", "1500+10"),
]


@pytest.mark.parametrize(("text", "code"), READ, ids=[t for t, _ in READ])
def test_free_text_read(text: str, code: str) -> None:
    reading = read_free_text(text)
    assert (reading.code, reading.reason) == (code, "")


REFUSED = [
    ("90' + 30'", "follows one without a number of moves"),
    ("90/40+30", "no time with a unit"),
    ("90 + 30 min", "no time with a unit"),
    ('60\' + 30" + 10"', "two increments"),
    ("90' + 30\" from move 41", "no period starts at that move"),
    ("90' + 30\" delay", "'delay'"),
    ("Armageddon 5' / 4'", "'armageddon'"),
    ("G/90", "no time with a unit"),
    ("90' sudden", "'sudden' is not understood"),
    ("", "no time control is written"),
]


@pytest.mark.parametrize(("text", "reason"), REFUSED, ids=[t or "empty" for t, _ in REFUSED])
def test_free_text_refused_when_in_doubt(text: str, reason: str) -> None:
    reading = read_free_text(text)
    assert reading.code is None
    assert reason in reading.reason


# ---- the file: reader, writer, journal --------------------------------------------------------

A = p001(1, "A")


def test_reader_reads_222_and_writer_writes_it() -> None:
    t = parse_trf(trf("012 Open", "122 90'/40 + 30' + 30\"/move", "222 40/5400+30:1800+30", A))
    assert t.time_control_code == "40/5400+30:1800+30"
    assert t.time_control == "90'/40 + 30' + 30\"/move"
    assert not any(line.startswith("222") for line in t.extra_records)
    lines = dump_trf(t).splitlines()
    assert lines[lines.index("122 90'/40 + 30' + 30\"/move") + 1] == "222 40/5400+30:1800+30"
    assert parse_trf(dump_trf(t)).time_control_code == t.time_control_code


def test_a_bad_222_is_a_warning_and_kept_as_written() -> None:
    report = read_trf_report(trf("222 90 min", A), "tc.trf")
    assert report.tournament is not None
    (problem,) = [p for p in report.problems if p.severity is Severity.WARNING]
    assert problem.render("tc.trf") == (
        "tc.trf:1: warning: columns 5-10 (222 time control): time control '90 min': period 1 "
        "'90 min' is not M/S, M/S+I, S or S+I (whole numbers: M moves, S seconds, I seconds a "
        "move); the line is kept as written"
    )
    assert report.tournament.time_control_code == ""
    assert report.tournament.extra_records == ("222 90 min",)
    assert "222 90 min" in dump_trf(report.tournament).splitlines()


def test_second_222_is_kept_as_written() -> None:
    report = read_trf_report(trf("222 5400+30", "222 600+5", A), "tc.trf")
    t = report.tournament
    assert t is not None and t.time_control_code == "5400+30"
    assert t.extra_records == ("222 600+5",)
    assert any("a second 222 line" in p.message for p in report.problems)


def test_journal_checks_the_code_and_exports_it(tmp_path: Path) -> None:
    bad = SetTournamentDetails(TournamentDetails(name="Open", time_control_code="90'+30\""))
    with pytest.raises(CommandRejectedError, match="is not M/S, M/S\\+I, S or S\\+I"):
        apply_command(State(), bad)
    details = TournamentDetails(name="Open", time_control="90'+30\"", time_control_code="5400+30")
    with Journal.create(tmp_path / "tc.swiss") as journal:
        command = SetTournamentDetails(details)
        journal.apply(command, answers=full_consent(assess(journal.state, command)))
        journal.apply(AddPlayer(PlayerData("Adams, Ann")))
        text = fide_trf(journal.state, line_ending="\n")
        assert "222 5400+30" in text.splitlines()
        # and back through an import
        again = apply_command(State(), ImportTrf(parse_trf(text), "tc.trf"))
        assert again.tournament.time_control_code == "5400+30"
        # a form without the code (the free text only) writes no 222
        plain = SetTournamentDetails(TournamentDetails(name="Open", time_control="90'+30\""))
        journal.apply(plain, answers=full_consent(assess(journal.state, plain)))
        lines = fide_trf(journal.state, line_ending="\n").splitlines()
        assert not any(line.startswith("222") for line in lines)

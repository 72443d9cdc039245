"""§4 rows "import" and "export": TRF-2026 both ways (checklist Q47-55, Q217; spec §3).

Export: every record the tournament uses, the ### log, the CR option, our reader and checker
accept it. Import: TRF06/16/26 fixtures (old byes; no 162/192/202; an illegal round), every
adjustment listed, the rounds re-checked, ``### Import``. The note's ITDX example is a fixture
whose round 2 pairs 2-1 and 5-4.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from pathlib import Path

import pytest

from engine.checker import check_tournament
from engine.cli.main import main as swiss_pair
from engine.journal import (
    ConfirmationNeeded,
    ImportTrf,
    Journal,
    LeaveFideMode,
    Level,
    RequestBye,
    SetForbiddenPairs,
    SetPairingSettings,
    SetRatingMethod,
    SetTournamentDetails,
    apply_command,
    assess,
)
from engine.journal.fide_record import IntegrityKind, NationalRating, RatingMethod
from engine.journal.importing import import_command
from engine.journal.state import EventSettings
from engine.journal.trf2026 import (
    FinalOutputError,
    fide_trf,
    mandatory_problems,
    nrs_line,
    parse_nrs,
)
from engine.model import ForbiddenPairs, PointSystem, ResultCode
from engine.pairing import PairingSystem, pair_round
from engine.trf import parse_trf, read_trf_report

from .helpers import DETAILS, P, consent, new_journal, play_round, played, registered

DATA = Path(__file__).resolve().parents[1] / "data" / "trf"
EXAMPLE = DATA / "itdx_example_2026.trf"


# ---- the note's example ----------------------------------------------------------------------


def test_the_note_example_round_2_pairs_2_1_and_5_4(capsys: pytest.CaptureFixture[str]) -> None:
    assert swiss_pair([str(EXAMPLE), "-p"]) == 0
    assert capsys.readouterr().out.splitlines() == ["2", "2 1", "5 4"]
    assert swiss_pair([str(EXAMPLE), "-c"]) == 0


def test_the_note_example_through_an_import_and_an_export(tmp_path: Path) -> None:
    command = import_command(EXAMPLE)
    assert command.tournament.point_system.pab == Fraction(1, 2)  # 162 P 0.5
    with Journal.create(tmp_path / "ex.swiss") as journal:
        consent(journal, command)
        state = journal.state
        assert state.settings.tiebreaks == "BH/C1,SB"  # taken from 202
        assert state.tournament.player(P(3)).entry(2).result is ResultCode.ZERO_BYE  # 240 Z
        text = fide_trf(state, itdx=True)
    lines = text.splitlines()
    for record in ("142 5", "152 W", "162  W 1.0    D 0.5    L 0.0    A 0.0    P 0.5"):
        assert record in lines
    assert "192 FIDE_DUTCH" in lines and "202 BH/C1,SB" in lines and "212 PTS,BH/C1,SB" in lines
    assert "240 Z   2    3" in lines
    again = parse_trf(text)
    pairing = pair_round(again, 2, PairingSystem.DUTCH_2017)
    assert [(b.white, b.black) for b in pairing.boards] == [(2, 1), (5, 4)]


# ---- export ------------------------------------------------------------------------------------


def _everything(tmp_path: Path) -> Journal:
    """A tournament using every record: 3-1-0, Baku, national ratings, prohibited pairings,
    a bye for the next round and one for a later round, integrity events."""
    journal = new_journal(tmp_path, 10)
    points = PointSystem(
        win=Fraction(3),
        draw=Fraction(1),
        forfeit_win=Fraction(3),
        pab=Fraction(3),
        full_bye=Fraction(3),
        half_bye=Fraction(1),
    )
    consent(
        journal,
        SetPairingSettings(
            EventSettings(system="dutch2026", tiebreaks="BH/C1,BH,SB", baku=True), points
        ),
    )
    national = tuple(
        NationalRating(P(i), "CZE", 1500 + 50 * i, number=f"CZ{i:04d}") for i in range(1, 11)
    )
    consent(journal, SetRatingMethod(RatingMethod.FIDON, "CZE", national, title_event=True))
    consent(journal, SetForbiddenPairs((ForbiddenPairs((P(1), P(2))),)))
    play_round(journal, 1)
    consent(journal, RequestBye(P(4), 2, ResultCode.HALF_BYE))
    consent(journal, RequestBye(P(5), 4, ResultCode.ZERO_BYE))
    return journal


def test_the_export_holds_every_record_the_tournament_uses(tmp_path: Path) -> None:
    with _everything(tmp_path) as journal:
        text = fide_trf(journal.state)
        itdx = fide_trf(journal.state, itdx=True)
    codes = {line[:3] for line in text.splitlines()}
    for code in ("012", "022", "032", "042", "052", "102", "132", "142", "152", "162"):
        assert code in codes, code
    for code in ("172", "182", "192", "202", "212", "240", "250", "260", "CZE", "###"):
        assert code in codes, code
    lines = text.splitlines()
    assert "192 FIDE_DUTCH_BAKU" in lines  # write FIDE_DUTCH(_BAKU), read all (trf.md §9)
    assert "172 CZE FIDON" in lines
    assert "162  W 3.0    D 1.0    L 0.0    A 0.0    P 3.0" in lines
    assert "240 H   2    4" in lines
    assert "### Requested bye @ Round 4: Z for No. 5" in lines
    assert "260   1   7    1    2" in lines
    # the reader takes both files without an error; ITDX has the engine lines too
    for written in (text, itdx):
        report = read_trf_report(written, "x.trf")
        assert report.errors == (), report.errors
    assert "XXR 7" in itdx.splitlines()


def test_national_ratings_round_trip(tmp_path: Path) -> None:
    with _everything(tmp_path) as journal:
        text = fide_trf(journal.state)
        record = journal.state.fide
    with Journal.create(tmp_path / "back.swiss") as other:
        consent(other, ImportTrf(parse_trf(text), source="back.trf"))
        back = other.state.fide
    assert back.rating_method is RatingMethod.FIDON
    assert back.rating_federation == "CZE"
    strip = [dataclasses.replace(n, source="") for n in back.national]
    assert strip == [dataclasses.replace(n, source="") for n in record.national]
    n = record.national[0]
    assert parse_nrs(nrs_line(n)) == dataclasses.replace(n, source="")


def test_line_ending_option(tmp_path: Path) -> None:
    with new_journal(tmp_path) as journal:
        play_round(journal, 1)
        cr = fide_trf(journal.state, line_ending="\r")
    assert "\n" not in cr and cr.count("\r") > 10
    assert read_trf_report(cr, "cr.trf").errors == ()


def test_our_export_passes_our_checker(tmp_path: Path) -> None:
    with new_journal(tmp_path, 10) as journal:
        for r in (1, 2, 3):
            play_round(journal, r)
        text = fide_trf(journal.state)
    t = parse_trf(text)
    assert check_tournament(t, PairingSystem.DUTCH_2026).discrepancies == []


def test_mandatory_records_and_the_final_report(tmp_path: Path) -> None:
    state = played(8, 1)
    assert mandatory_problems(state) == []
    bare = apply_command(state, SetTournamentDetails(dataclasses.replace(DETAILS, city="")))
    assert mandatory_problems(bare) == ["022 city is missing"]
    with pytest.raises(FinalOutputError, match="022 city is missing"):
        fide_trf(bare, final=True)
    fide_trf(bare)  # an in-tournament file may be written
    undated = apply_command(
        state, SetTournamentDetails(dataclasses.replace(DETAILS, start_date="11.4.2026"))
    )
    assert "042 start date '11.4.2026' is not written YYYY/MM/DD" in mandatory_problems(undated)
    no_tiebreaks = apply_command(state, SetPairingSettings(EventSettings(system="dutch2026")))
    assert "202 tie-breaks are not chosen (tournament details)" in mandatory_problems(no_tiebreaks)


def test_the_log_is_written_in_order(tmp_path: Path) -> None:
    with new_journal(tmp_path) as journal:
        play_round(journal, 1)
        play_round(journal, 2)
        consent(journal, LeaveFideMode("test"))
        text = fide_trf(journal.state)
    comments = [line for line in text.splitlines() if line.startswith("###")]
    assert comments[0].startswith("### NOT IN FIDE MODE")
    assert comments[-1].startswith("### FIDE mode @ Round 3")


# ---- import ------------------------------------------------------------------------------------


def test_import_of_a_trf06_file_lists_its_adjustments(tmp_path: Path) -> None:
    command = import_command(DATA / "import_trf06_old_byes.trf")
    report = "\n".join(command.report)
    assert "old (TRF06) bye spelling '0000 - +' read as a pairing-allocated bye (U)" in report
    assert "no 192 record" in report and "no 202 record" in report
    assert "no scoring record (162)" in report and "no 142/XXR record" in report
    assert "re-check: rounds 1-3 agree with the engine" in report
    with Journal.create(tmp_path / "t06.swiss") as journal:
        with pytest.raises(ConfirmationNeeded) as asked:
            journal.apply(command)
        (warning,) = asked.value.warnings
        assert warning.level is Level.CONFIRM
        consent(journal, command)
        state = journal.state
        assert state.fide.active
        (event,) = state.fide.events
        assert event.kind is IntegrityKind.IMPORT
        assert event.line.startswith(
            "### Import @ Round 3: import_trf06_old_byes.trf imported, 6 adjustment(s) listed, "
            "rounds 1-3 agree with the engine"
        )
        assert state.tournament.player(P(4)).entry(3).result is ResultCode.PAB


def test_import_of_a_file_with_an_illegal_round_reports_it(tmp_path: Path) -> None:
    command = import_command(DATA / "import_trf26_illegal_round.trf")
    findings = [line for line in command.report if line.startswith("re-check")]
    assert findings == ["re-check: round 3: engine 2-1 | file 1-2"]
    given = ("no 192", "no 202", "no 142", "no 152")  # the file has these records
    assert not any(line.startswith(given) for line in command.report)
    with Journal.create(tmp_path / "ill.swiss") as journal:
        consent(journal, command)
        (event,) = journal.state.fide.events
        assert event.line.endswith("round 3: engine 2-1 | file 1-2")
        # the import is itself in the ### log of what is written next
        assert event.line in fide_trf(journal.state).splitlines()


def test_import_warning_lists_the_adjustments(tmp_path: Path) -> None:
    command = import_command(DATA / "import_trf06_old_byes.trf")
    (warning,) = assess(registered(0), command)
    assert warning.consequences == command.report

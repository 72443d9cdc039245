"""One table between pairing systems and TRF 092/192 codes, for every reader (issue 18, item 4).

The command line, the window, the journal and the generator must agree on what a code means:
before, a ``FIDE_LIM`` file was Lim in the window and Dutch 2017 on the command line, and each
kept its own list of codes. The readings are rulings T-5.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_gui.dialogs.settings import PairingSettings
from arbiter_gui.dialogs.settings import system_of as gui_system_of
from engine.checker import tournament_before_round
from engine.cli import exitcodes
from engine.cli.main import main
from engine.cli.pairing import system_of as cli_system_of
from engine.errors import ConfigError
from engine.journal import EventSettings, SetPairingSettings, State, apply_command
from engine.model import Tournament
from engine.model.system_codes import READ, code_for_system, system_for_code
from engine.pairing import PairingSystem, pair_round
from engine.rtg import parse_config
from engine.rtg.generator import generate
from engine.trf import dump_trf, parse_trf, read_trf_report

# What each code names, written out from ETT26 / trf.md §9 / fide-endorsement-2026.md §3, not
# taken from the table under test.
NAMED = {
    "FIDE_DUTCH": PairingSystem.DUTCH_2026,  # "FIDE_DUTCH alone means current rules"
    "FIDE_DUTCH_2017": PairingSystem.DUTCH_2017,
    "FIDE_DUTCH_2025": PairingSystem.DUTCH_2026,  # bbpPairings v6's name of the 2026 rules
    "FIDE_DUTCH_2026": PairingSystem.DUTCH_2026,
    "FIDE_BURSTEIN": PairingSystem.BURSTEIN,
    "FIDE_DUBOV": PairingSystem.DUBOV,
    "FIDE_LIM": PairingSystem.LIM,
}
CODES = [*NAMED, *(f"{code}_BAKU" for code in NAMED), "fide_lim", " FIDE_DUBOV "]


def _cli(t: Tournament) -> PairingSystem:
    return cli_system_of(argparse.Namespace(system=None), t)


@pytest.mark.parametrize("code", CODES)
def test_every_reader_names_the_same_system(code: str) -> None:
    expected = NAMED[code.strip().upper().removesuffix("_BAKU")]
    t = Tournament(pairing_system=code)
    assert system_for_code(code) is expected
    assert _cli(t) is expected
    assert gui_system_of(t) is expected
    assert PairingSettings.for_tournament(t).system is expected


def test_the_table_reads_exactly_these_codes() -> None:
    assert set(READ) == set(NAMED)


def test_our_own_system_names_are_read() -> None:
    for system in PairingSystem:
        assert system_for_code(system.value) is system
        assert gui_system_of(Tournament(pairing_system=system.value)) is system


def test_no_code_is_dutch_2017_on_the_command_line() -> None:
    assert system_for_code("") is None
    assert _cli(Tournament()) is PairingSystem.DUTCH_2017
    assert gui_system_of(Tournament()) is None  # the window decides by the start date


@pytest.mark.parametrize("code", ["FIDE_DOUBLESWISS", "FIDE_TEAM_TYPEA_MP_GP", "BERGER"])
def test_a_system_we_do_not_pair_is_not_paired_as_dutch(code: str) -> None:
    with pytest.raises(ConfigError, match=code):
        _cli(Tournament(pairing_system=code))
    assert gui_system_of(Tournament(pairing_system=code)) is None
    line = f"001    1      {'Adams, Ann':<33} 2000"
    notes = [p.field for p in read_trf_report(f"012 X\n192 {code}\n{line}\n").problems]
    assert notes == ["pairing system"]


def test_baku_code_without_values_is_a_warning_and_sets_the_window_setting() -> None:
    line = f"001    1      {'Adams, Ann':<33} 2000"
    report = read_trf_report(f"012 X\n192 FIDE_DUTCH_BAKU\n{line}\n")
    assert [p.field for p in report.warnings] == ["pairing system"]
    assert "C.04.5.1" in report.warnings[0].message
    assert PairingSettings.for_tournament(Tournament(pairing_system="FIDE_DUTCH_BAKU")).baku


@pytest.mark.parametrize("system", list(PairingSystem), ids=[s.value for s in PairingSystem])
def test_journal_and_generator_write_what_every_reader_reads_back(system: PairingSystem) -> None:
    # a written code reads back as the system itself, or (no code for it) as nothing; the Maxi
    # provisos have no code of their own: Lim
    back = {PairingSystem.LIM_MAXI: PairingSystem.LIM}.get(system, system)
    code = code_for_system(system)
    assert system_for_code(code) in (back, None)
    assert (system_for_code(code) is None) == (
        system
        in (PairingSystem.DUTCH_2017, PairingSystem.BURSTEIN_LEGACY, PairingSystem.DUBOV_LEGACY)
    )
    journal = apply_command(State(), SetPairingSettings(EventSettings(system=system.value)))
    assert journal.tournament.pairing_system == code
    generated = generate(parse_config("PlayersNumber=8\nRoundsNumber=2"), 3, system)
    read = parse_trf(dump_trf(generated))
    assert read.pairing_system == code
    assert _cli(read) is (back if code else PairingSystem.DUTCH_2017)


def test_choosing_another_system_replaces_an_imported_code() -> None:
    imported = State(replace(Tournament(), pairing_system="FIDE_DUBOV"))
    lim = apply_command(imported, SetPairingSettings(EventSettings(system="lim")))
    assert lim.tournament.pairing_system == "FIDE_LIM"
    dutch = apply_command(imported, SetPairingSettings(EventSettings(system="dutch")))
    assert dutch.tournament.pairing_system == ""
    kept = apply_command(imported, SetPairingSettings(EventSettings()))
    assert kept.tournament.pairing_system == "FIDE_DUBOV"


def test_a_fide_lim_file_is_paired_by_lim_on_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = parse_config("PlayersNumber=14\nRoundsNumber=5\nForfeitRate=10\nHalfPointByeRate=10")
    full = generate(config, 7, PairingSystem.LIM)
    assert full.pairing_system == "FIDE_LIM"
    for r in range(2, full.rounds_paired() + 1):
        state = tournament_before_round(full, r)
        lim = pair_round(state, r, PairingSystem.LIM)
        if lim != pair_round(state, r, PairingSystem.DUTCH_2017):
            break
    else:
        pytest.fail("no round where Lim and Dutch 2017 differ")
    path = tmp_path / "lim.trf"
    path.write_text(dump_trf(state), encoding="utf-8")
    assert main([str(path), "-p", "-"]) == exitcodes.OK
    assert capsys.readouterr().out.splitlines() == lim.as_lines()

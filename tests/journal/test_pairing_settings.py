"""The pairing settings are journal commands: stored, undoable, kept when the file reopens."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from engine.journal import (
    CommandRejectedError,
    EventSettings,
    Journal,
    SetPairingSettings,
)
from engine.model import PointSystem


def test_settings_survive_reopen_and_undo(tmp_path: Path) -> None:
    path = tmp_path / "open.swiss"
    three = PointSystem(win=Fraction(3), draw=Fraction(1), forfeit_win=Fraction(3), pab=Fraction(3))
    settings = EventSettings(
        system="dutch2026", baku=True, tiebreaks="BH/C1,BH,SB", bye_limit=2, colour_by_lot=True
    )
    with Journal.create(path) as journal:
        changes = journal.apply(SetPairingSettings(settings, three))
        assert changes.details
        assert journal.state.settings == settings
        assert journal.tournament.point_system == three
        assert journal.tournament.pairing_system == "FIDE_DUTCH"
    with Journal.open(path) as journal:
        assert journal.state.settings == settings
        assert journal.tournament.point_system == three
        journal.undo()
        assert journal.state.settings == EventSettings()
        assert journal.tournament.point_system == PointSystem()
        assert journal.tournament.pairing_system == ""


def test_bad_settings_are_refused(tmp_path: Path) -> None:
    with Journal.create(tmp_path / "t.swiss") as journal:
        with pytest.raises(CommandRejectedError, match="unknown pairing system"):
            journal.apply(SetPairingSettings(EventSettings(system="swiss-like")))
        with pytest.raises(CommandRejectedError, match="bye limit"):
            journal.apply(SetPairingSettings(EventSettings(bye_limit=-1)))
        assert journal.state.settings == EventSettings()


def test_details_and_settings_are_one_change(tmp_path: Path) -> None:
    from engine.journal import SetTournamentDetails, TournamentDetails
    from engine.model import ResultCode

    settings = EventSettings(system="burstein", bye_limit=3, late_entry_bye=ResultCode.HALF_BYE)
    command = SetTournamentDetails(
        TournamentDetails(name="Spring Open", rounds_total=7), SetPairingSettings(settings)
    )
    with Journal.create(tmp_path / "t.swiss") as journal:
        journal.apply(command)
        assert journal.state.settings == settings
        assert journal.tournament.pairing_system == "FIDE_BURSTEIN"
        journal.undo()
        assert journal.state.settings == EventSettings()
        assert journal.tournament.name == ""
        with pytest.raises(CommandRejectedError, match="zero-point"):
            journal.apply(
                SetTournamentDetails(
                    TournamentDetails(name="x"),
                    SetPairingSettings(EventSettings(late_entry_bye=ResultCode.PAB)),
                )
            )
        assert journal.tournament.name == ""

"""The tournament's limit on requested byes is the journal's rule, not only the window's."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.journal import (
    AddPlayer,
    CommandRejectedError,
    EventSettings,
    Journal,
    PlayerData,
    RequestBye,
    SetPairingSettings,
    SetTournamentDetails,
    TournamentDetails,
)
from engine.journal.byes import bye_limit_refusal
from engine.journal.warnings import ConfirmationNeeded, RefusedError, full_consent
from engine.model import PlayerId, ResultCode

ONE = PlayerId(1)


def _ask(journal: Journal, command: RequestBye) -> None:
    """Apply as an arbiter who answers every warning (a second half-point bye, a full-point
    bye) with yes; a refusal cannot be answered."""
    try:
        journal.apply(command)
    except ConfirmationNeeded as exc:
        journal.apply(command, answers=full_consent(exc.warnings))


def _journal(path: Path, limit: int | None) -> Journal:
    journal = Journal.create(path)
    journal.apply(SetTournamentDetails(TournamentDetails(name="Open", rounds_total=7)))
    for name in ("Alpha, A", "Bravo, B", "Charlie, C", "Delta, D"):
        journal.apply(AddPlayer(PlayerData(name)))
    journal.apply(SetPairingSettings(EventSettings(bye_limit=limit)))
    return journal


def test_a_bye_beyond_the_limit_is_refused(tmp_path: Path) -> None:
    with _journal(tmp_path / "t.swiss", 1) as journal:
        _ask(journal, RequestBye(ONE, 2, ResultCode.HALF_BYE))
        version = journal.version
        with pytest.raises(CommandRejectedError, match="the limit is 1 per player") as info:
            _ask(journal, RequestBye(ONE, 4, ResultCode.FULL_BYE))
        assert isinstance(info.value, RefusedError)
        assert [w.key for w in info.value.warnings] == ["bye.limit.1.4"]
        assert journal.version == version  # nothing was saved
        assert journal.tournament.player(ONE).entry(4).result is ResultCode.NOT_PAIRED
        # an announced absence is not a requested bye; the same bye changed in kind is no new one
        _ask(journal, RequestBye(ONE, 4, ResultCode.ZERO_BYE))
        _ask(journal, RequestBye(ONE, 2, ResultCode.FULL_BYE))
        # another player has his own count
        _ask(journal, RequestBye(PlayerId(2), 4, ResultCode.HALF_BYE))


def test_taking_a_bye_back_makes_room(tmp_path: Path) -> None:
    with _journal(tmp_path / "t.swiss", 1) as journal:
        _ask(journal, RequestBye(ONE, 2, ResultCode.HALF_BYE))
        _ask(journal, RequestBye(ONE, 2, ResultCode.NOT_PAIRED))
        _ask(journal, RequestBye(ONE, 3, ResultCode.HALF_BYE))
        assert journal.tournament.player(ONE).entry(3).result is ResultCode.HALF_BYE


@pytest.mark.parametrize("limit", [None, 0])
def test_no_limit(tmp_path: Path, limit: int | None) -> None:
    with _journal(tmp_path / "t.swiss", limit) as journal:
        for r in (2, 3, 4):
            _ask(journal, RequestBye(ONE, r, ResultCode.HALF_BYE))
        assert bye_limit_refusal(journal.state, ONE, 5, ResultCode.HALF_BYE, limit) is None


def test_a_file_written_before_the_limit_still_replays(tmp_path: Path) -> None:
    path = tmp_path / "t.swiss"
    with _journal(path, None) as journal:
        _ask(journal, RequestBye(ONE, 2, ResultCode.HALF_BYE))
        _ask(journal, RequestBye(ONE, 3, ResultCode.HALF_BYE))
        journal.apply(SetPairingSettings(EventSettings(bye_limit=1)))
    with Journal.open(path) as journal:  # the two byes were accepted when they were asked for
        assert journal.tournament.player(ONE).entry(3).result is ResultCode.HALF_BYE
        with pytest.raises(CommandRejectedError, match="already has 2 bye"):
            _ask(journal, RequestBye(ONE, 4, ResultCode.HALF_BYE))

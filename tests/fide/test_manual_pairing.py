"""Manual pairing as a session (checklist Q64-69): start, warnings per edit, the end check
against the engine, the ``### MPA @ Round n`` line."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.journal import (
    ConfirmationNeeded,
    EndManualPairing,
    GameResult,
    Journal,
    Level,
    PublishRound,
    RefusedError,
    SetForbiddenPairs,
    SetPairing,
    SetResult,
    StartManualPairing,
    apply_command,
    assess,
)
from engine.journal.fide_record import IntegrityKind
from engine.journal.manual import engine_pairing
from engine.journal.trf2026 import fide_trf
from engine.model import ForbiddenPairs

from .helpers import P, boards, consent, new_journal, play_round


def _history(tmp_path: Path) -> Journal:
    """Nine players; rounds 1 and 2 set by the engine's command with chosen boards; White
    wins everything. Player 1 had White twice, 9 had the PAB in round 1, 3 and 4 may not
    meet, 5 expects Black and 4 White in round 3."""
    journal = new_journal(tmp_path, 9)
    consent(journal, SetForbiddenPairs((ForbiddenPairs((P(3), P(4))),)))
    rounds = {
        1: (boards((1, 5), (2, 6), (3, 7), (4, 8)), P(9)),
        2: (boards((1, 3), (2, 4), (5, 7), (6, 9)), P(8)),
    }
    for r, (pairs, bye) in rounds.items():
        consent(journal, SetPairing(r, pairs, bye))
        consent(journal, PublishRound(r))
        for b in pairs:
            consent(journal, SetResult(r, b.white, GameResult.WHITE_WINS))
    return journal


def test_editing_by_hand_needs_an_open_session(tmp_path: Path) -> None:
    with _history(tmp_path) as journal:
        command = SetPairing(3, boards((2, 1), (3, 5), (4, 6), (7, 8)), P(9), manual=True)
        with pytest.raises(RefusedError, match="start the manual pairing of round 3"):
            consent(journal, command)


def test_each_edit_is_checked(tmp_path: Path) -> None:
    with _history(tmp_path) as journal:
        consent(journal, StartManualPairing(3))
        assert journal.state.fide.manual_round == 3
        pairs = boards((1, 2), (5, 4), (3, 7), (6, 8))  # 1: third White; 5-4 both wrong
        command = SetPairing(3, pairs, P(9), manual=True)  # 9 had the PAB already
        warnings = assess(journal.state, command)
        found = {(w.title, w.level) for w in warnings}
        assert ("Same colour three times", Level.CONFIRM) in found
        assert ("Colour difference above 2", Level.CONFIRM) in found
        assert ("Both colours against preference", Level.ACKNOWLEDGE) in found
        assert ("Ineligible PAB", Level.CONFIRM) in found
        assert ("Rematch", Level.CONFIRM) in found  # 3-7 met in round 1
        with pytest.raises(ConfirmationNeeded):
            journal.apply(command)
        consent(journal, command)
        # the next edit asks only about what it changes: 3-4 is a prohibited pair
        nxt = SetPairing(3, boards((1, 2), (7, 6), (3, 4), (8, 5)), P(9), manual=True)
        titles = [w.title for w in assess(journal.state, nxt)]
        assert titles == ["Prohibited pairing"]


def test_the_end_compares_with_the_engine_and_writes_the_mpa_line(tmp_path: Path) -> None:
    with _history(tmp_path) as journal:
        consent(journal, StartManualPairing(3))
        end = engine_pairing(journal.state, 3)
        engine_boards, engine_bye = end.engine_boards, end.engine_bye
        assert engine_boards  # the engine pairs round 3
        swapped = tuple(
            type(b)(b.black, b.white) if n == 0 else b for n, b in enumerate(engine_boards)
        )
        consent(journal, SetPairing(3, swapped, engine_bye, manual=True))
        with pytest.raises(RefusedError, match="end the manual pairing of round 3 first"):
            consent(journal, PublishRound(3))
        end = engine_pairing(journal.state, 3)
        assert end.engine_boards == engine_boards  # the hand-made boards do not feed the engine
        (warning,) = assess(journal.state, end)
        assert warning.level is Level.CONFIRM
        consent(journal, end)
        (event,) = (e for e in journal.state.fide.events if e.kind is IntegrityKind.MPA)
        first = engine_boards[0]
        assert event.line == (
            f"### MPA @ Round 3: pairing differs from the engine's: by hand "
            f"{first.black}-{first.white} | engine {first.white}-{first.black}"
        )
        assert journal.state.fide.manual_round is None
        consent(journal, PublishRound(3))
        assert event.line in fide_trf(journal.state).splitlines()


def test_no_mpa_line_when_the_hand_made_pairing_is_the_engines(tmp_path: Path) -> None:
    with _history(tmp_path) as journal:
        consent(journal, StartManualPairing(3))
        end = engine_pairing(journal.state, 3)
        consent(journal, SetPairing(3, end.engine_boards, end.engine_bye, manual=True))
        assert assess(journal.state, engine_pairing(journal.state, 3)) == ()
        consent(journal, engine_pairing(journal.state, 3))
        assert not any(e.kind is IntegrityKind.MPA for e in journal.state.fide.events)


def test_repairing_by_the_engine_or_reopening_clears_the_mpa_line(tmp_path: Path) -> None:
    with _history(tmp_path) as journal:
        consent(journal, StartManualPairing(3))
        end = engine_pairing(journal.state, 3)
        consent(journal, SetPairing(3, tuple(reversed(end.engine_boards)), None, manual=True))
        consent(journal, engine_pairing(journal.state, 3))
        assert any(e.kind is IntegrityKind.MPA for e in journal.state.fide.events)
        state = apply_command(journal.state, StartManualPairing(3))
        assert not any(e.kind is IntegrityKind.MPA for e in state.fide.events)
        state = apply_command(journal.state, SetPairing(3, end.engine_boards, end.engine_bye))
        assert not any(e.kind is IntegrityKind.MPA for e in state.fide.events)


def test_the_end_of_a_session_that_made_nothing(tmp_path: Path) -> None:
    with new_journal(tmp_path) as journal:
        play_round(journal, 1)
        consent(journal, StartManualPairing(2))
        consent(journal, EndManualPairing(2))
        assert journal.state.fide.manual_round is None
        assert journal.state.fide.events == ()

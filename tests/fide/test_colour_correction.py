"""Corrections: a game played with the colours reversed (C.04.2 D.8; rulings F-18).

The hand-worked case: four players (2450, 2380, 2310, 2250), round 1 paired 1-3 and 4-2 (the
top player has White), both games drawn. Round 2: everyone on ½, one bracket, S1 = {1, 2},
S2 = {3, 4}; every player has a strong colour preference (colour difference +1 or -1), and
the quality criterion on colour preferences (2017 C.10, 2026 C12) takes the first candidate
that leaves nobody without his:

- as published, 1 and 4 had White (they want Black), 2 and 3 Black (they want White):
  1-4/2-3 would leave two players without their colour, the exchange of 2 and 3 nobody:
  ``2-1`` and ``3-4``;
- if 1-3 was played as 3-1, 1 and 2 want White, 3 and 4 Black: the first candidate 1-4/2-3
  gives everyone his colour: ``1-4`` and ``2-3``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.journal import (
    CommandRejectedError,
    ConfirmationNeeded,
    CorrectColours,
    GameResult,
    LeaveFideMode,
    PublishRound,
    RefusedError,
    SetPairing,
    SetResult,
    State,
    apply_command,
    assess,
)
from engine.journal.fide_record import IntegrityKind
from engine.journal.manual import pairing_input
from engine.journal.trf2026 import fide_trf
from engine.journal.warnings import Level
from engine.model import Colour, ResultCode
from engine.pairing import PairingSystem, pair_round

from .helpers import P, boards, consent, new_journal, play_round, registered

REASON = "both scoresheets show 3 with White"


def _round_1(result: GameResult = GameResult.DRAW) -> State:
    state = registered(4)
    state = apply_command(state, SetPairing(1, boards((1, 3), (4, 2))))
    state = apply_command(state, PublishRound(1))
    for white in (P(1), P(4)):
        state = apply_command(state, SetResult(1, white, result))
    return state


def _round_2(state: State) -> set[tuple[int, int]]:
    pairing = pair_round(pairing_input(state, 2), 2, PairingSystem.DUTCH_2026)
    return {(b.white, b.black) for b in pairing.boards}


def test_round_1_is_the_hand_worked_one() -> None:
    assert _round_2(_round_1()) == {(2, 1), (3, 4)}


def test_the_colour_history_follows_the_game_as_played() -> None:
    state = apply_command(_round_1(), CorrectColours(1, P(1), REASON))
    t = state.tournament
    assert t.player(P(1)).entry(1).colour is Colour.BLACK
    assert t.player(P(3)).entry(1).colour is Colour.WHITE
    rs = state.round(1)
    assert rs is not None and (rs.boards[0].white, rs.boards[0].black) == (3, 1)  # board 1 still
    assert _round_2(state) == {(1, 4), (2, 3)}
    # the same as if the round had been paired 3-1 in the first place
    as_played = registered(4)
    as_played = apply_command(as_played, SetPairing(1, boards((3, 1), (4, 2)), manual=True))
    as_played = apply_command(as_played, PublishRound(1))
    for white in (P(3), P(4)):
        as_played = apply_command(as_played, SetResult(1, white, GameResult.DRAW))
    assert _round_2(as_played) == _round_2(state)


def test_each_player_keeps_the_points_he_scored() -> None:
    state = apply_command(_round_1(GameResult.WHITE_WINS), CorrectColours(1, P(1), REASON))
    t = state.tournament
    assert t.player(P(1)).entry(1).result is ResultCode.WIN
    assert t.player(P(3)).entry(1).result is ResultCode.LOSS
    assert (
        GameResult.from_codes(t.player(P(3)).entry(1).result, t.player(P(1)).entry(1).result)
        is GameResult.BLACK_WINS
    )


def test_level_3_and_a_correction_line(tmp_path: Path) -> None:
    with new_journal(tmp_path, 4) as journal:
        play_round(journal, 1, GameResult.DRAW)
        rs = journal.state.round(1)
        assert rs is not None
        board = rs.boards[0]
        command = CorrectColours(1, board.white, REASON)
        with pytest.raises(ConfirmationNeeded) as asked:
            journal.apply(command)
        (warning,) = asked.value.warnings
        assert warning.level is Level.CONFIRM
        t = journal.state.tournament
        assert warning.message == (
            f"round 1 board 1: No. {board.black} {t.player(board.black).name} had White, "
            f"No. {board.white} {t.player(board.white).name} Black (the pairing said "
            f"{board.white}-{board.black}); the next pairing reads the colours as played"
        )
        consent(journal, command)
        (event,) = journal.state.fide.events
        assert event.kind is IntegrityKind.CORRECTION
        assert event.line == (
            f"### Correction @ Round 1: board 1: played with the colours reversed, "
            f"{board.black}-{board.white} as played ({board.white}-{board.black} as paired); the "
            f"colour history follows the game as played (reason: {REASON})"
        )
        text = fide_trf(journal.state, line_ending="\n")
        assert event.line in text.splitlines()
        line = next(x for x in text.splitlines() if x.startswith(f"001 {board.white:>4}"))
        assert line[91:99] == f"{board.black:>4} b ="
        # undoable: the published colours come back, the line goes
        journal.undo()
        assert journal.state.tournament.player(board.white).entry(1).colour is Colour.WHITE
        assert journal.state.fide.events == ()


def test_after_the_next_pairing_the_warning_says_so(tmp_path: Path) -> None:
    with new_journal(tmp_path, 4) as journal:
        play_round(journal, 1, GameResult.DRAW)
        play_round(journal, 2, GameResult.DRAW)
        board = journal.state.round(1).boards[0]  # type: ignore[union-attr]
        (warning,) = assess(journal.state, CorrectColours(1, board.white, REASON))
        assert warning.level is Level.CONFIRM
        assert "round(s) 2-2 were paired with the colours as published" in warning.message


def test_older_rounds_are_fixed_in_fide_mode(tmp_path: Path) -> None:
    with new_journal(tmp_path, 4) as journal:
        for r in (1, 2, 3):
            play_round(journal, r, GameResult.DRAW)
        board = journal.state.round(1).boards[0]  # type: ignore[union-attr]
        command = CorrectColours(1, board.white, REASON)
        (warning,) = assess(journal.state, command)
        assert warning.level is Level.REFUSE and warning.leave_fide_mode
        with pytest.raises(RefusedError):
            journal.apply(command)
        consent(journal, LeaveFideMode("the arbiters' meeting decided"))
        (warning,) = assess(journal.state, command)
        assert warning.level is Level.CONFIRM
        consent(journal, command)
        assert journal.state.tournament.player(board.white).entry(1).colour is Colour.BLACK


@pytest.mark.parametrize(
    ("command", "message"),
    [
        (CorrectColours(1, P(1), ""), "give the reason for the colour correction"),
        (CorrectColours(1, P(3), REASON), "No. 3 has Black on board 1; name the game by the "),
        (CorrectColours(2, P(1), REASON), "round 2 is not paired"),
    ],
)
def test_refusals(command: CorrectColours, message: str) -> None:
    with pytest.raises(CommandRejectedError, match=message):
        apply_command(_round_1(), command)


def test_a_forfeit_or_a_draft_has_no_colours_to_correct() -> None:
    forfeit = _round_1(GameResult.WHITE_WINS_FORFEIT)
    with pytest.raises(CommandRejectedError, match="was not played"):
        apply_command(forfeit, CorrectColours(1, P(1), REASON))
    draft = apply_command(registered(4), SetPairing(1, boards((1, 3), (4, 2))))
    with pytest.raises(CommandRejectedError, match="is not published"):
        apply_command(draft, CorrectColours(1, P(1), REASON))


def test_correcting_twice_restores_the_published_colours() -> None:
    state = apply_command(_round_1(), CorrectColours(1, P(1), REASON))
    back = apply_command(state, CorrectColours(1, P(3), "the first notice was wrong"))
    assert back.tournament == _round_1().tournament
    assert len(back.fide.events) == 2


def test_our_checker_accepts_the_export_with_its_correction_line() -> None:
    from engine.checker import check_tournament
    from engine.trf import parse_trf

    state = apply_command(_round_1(), CorrectColours(1, P(1), REASON))
    state = apply_command(state, SetPairing(2, boards((1, 4), (2, 3))))
    state = apply_command(state, PublishRound(2))
    text = fide_trf(state, itdx=True, line_ending="\n")
    t = parse_trf(text)
    assert check_tournament(t, PairingSystem.DUTCH_2026).discrepancies == []
    # without the ### line, round 1 as played (3-1) is not the engine's pairing (1-3)
    bare = parse_trf("\n".join(x for x in text.splitlines() if not x.startswith("### Corr")))
    (found,) = check_tournament(bare, PairingSystem.DUTCH_2026).discrepancies
    assert found.round_no == 1
    assert [(b.white, b.black) for b in found.file_pairs] == [(3, 1)]


def test_a_refused_correction_asks_nothing_first() -> None:
    """The rules' refusal comes before the level 3 question: nothing to confirm in vain."""
    assert assess(_round_1(), CorrectColours(1, P(1), "")) == ()
    assert assess(_round_1(GameResult.WHITE_WINS_FORFEIT), CorrectColours(1, P(1), REASON)) == ()

"""§4 rows "results", "corrections" and "adjourned", and the bye rules (checklist Q157-193).

Results: the table of every pair of result codes - which the journal and the TRF reader take,
which they refuse. Corrections: only the last paired round and the one before; older ones are
rating-only corrections, listed as ### lines. Adjourned games: stored, a draw for pairing,
``?`` with ``162 X``, and no final TRF while one is open.
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from pathlib import Path

import pytest

from engine.journal import (
    ConfirmationNeeded,
    CorrectRatingResult,
    GameResult,
    Level,
    RefusedError,
    RequestBye,
    SetPairing,
    SetResult,
    apply_command,
    assess,
)
from engine.journal.fide import rating_tournament
from engine.journal.fide_record import IntegrityKind
from engine.journal.manual import pairing_input
from engine.journal.trf2026 import FinalOutputError, fide_trf
from engine.model import ResultCode
from engine.pairing import PairingSystem, pair_round
from engine.trf import parse_trf, read_trf_report

from .helpers import P, all_results, consent, engine_round, new_journal, play_round, registered

R = ResultCode

ACCEPTED = {
    (R.WIN, R.LOSS): GameResult.WHITE_WINS,
    (R.LOSS, R.WIN): GameResult.BLACK_WINS,
    (R.DRAW, R.DRAW): GameResult.DRAW,
    (R.DRAW, R.LOSS): GameResult.WHITE_HALF_BLACK_ZERO,  # ½-0
    (R.LOSS, R.DRAW): GameResult.WHITE_ZERO_BLACK_HALF,  # 0-½
    (R.LOSS, R.LOSS): GameResult.BOTH_LOSE,  # 0-0
    (R.WIN_UNRATED, R.LOSS_UNRATED): GameResult.WHITE_WINS_UNRATED,
    (R.LOSS_UNRATED, R.WIN_UNRATED): GameResult.BLACK_WINS_UNRATED,
    (R.DRAW_UNRATED, R.DRAW_UNRATED): GameResult.DRAW_UNRATED,
    (R.FORFEIT_WIN, R.FORFEIT_LOSS): GameResult.WHITE_WINS_FORFEIT,
    (R.FORFEIT_LOSS, R.FORFEIT_WIN): GameResult.BLACK_WINS_FORFEIT,
    (R.FORFEIT_LOSS, R.FORFEIT_LOSS): GameResult.DOUBLE_FORFEIT,
    (R.ADJOURNED, R.ADJOURNED): GameResult.ADJOURNED,
    (R.NOT_PAIRED, R.NOT_PAIRED): GameResult.NONE,
}
"""Every result a board may have: Q179-185 (½-0, 0-½, 0-0; forfeits only 1F-0F, 0F-1F, 0F-0F;
W/D/L unrated) and Q157-166 (adjourned)."""

GAME_CODES = [
    R.WIN,
    R.DRAW,
    R.LOSS,
    R.WIN_UNRATED,
    R.DRAW_UNRATED,
    R.LOSS_UNRATED,
    R.FORFEIT_WIN,
    R.FORFEIT_LOSS,
    R.ADJOURNED,
]


@pytest.mark.parametrize(
    ("white", "black"), list(itertools.product(list(ResultCode), repeat=2)), ids=str
)
def test_every_pair_of_codes_in_the_journal(white: ResultCode, black: ResultCode) -> None:
    """1-½, 1-1, forfeit draws, mixed forfeit and game: no GameResult stands for them."""
    assert GameResult.from_codes(white, black) is ACCEPTED.get((white, black))


def _two_player_trf(white: ResultCode, black: ResultCode) -> str:
    from engine.model import Colour, Player, RoundEntry, Tournament
    from engine.trf import dump_trf

    a = Player(P(1), "A, A", rating=1900, rounds=(RoundEntry(P(2), Colour.WHITE, white),))
    b = Player(P(2), "B, B", rating=1900, rounds=(RoundEntry(P(1), Colour.BLACK, black),))
    t = Tournament(rounds_total=3, initial_colour=Colour.WHITE, players=(a, b))
    return dump_trf(t)


@pytest.mark.parametrize(("white", "black"), list(itertools.product(GAME_CODES, repeat=2)), ids=str)
def test_every_pair_of_game_codes_in_a_trf(white: ResultCode, black: ResultCode) -> None:
    report = read_trf_report(_two_player_trf(white, black), "pair.trf")
    accepted = (white, black) in ACCEPTED
    results = [p for p in report.problems if "results do not match" in p.message]
    assert (not results) is accepted, report.problems


def test_unusual_results_score_each_side_its_own_points() -> None:
    state = engine_round(registered(4), 1)
    rs = state.round(1)
    assert rs is not None
    first, second = rs.boards
    state = apply_command(state, SetResult(1, first.white, GameResult.WHITE_HALF_BLACK_ZERO))
    state = apply_command(state, SetResult(1, second.white, GameResult.BOTH_LOSE))
    t = state.tournament
    assert t.points(first.white) == Fraction(1, 2) and t.points(first.black) == 0
    assert t.points(second.white) == 0 and t.points(second.black) == 0
    text = fide_trf(state)
    back = parse_trf(text)
    assert back.player(first.white).entry(1).result is R.DRAW
    assert back.player(first.black).entry(1).result is R.LOSS


# ---- corrections ---------------------------------------------------------------------------


def test_only_the_previous_round_can_be_corrected(tmp_path: Path) -> None:
    with new_journal(tmp_path) as journal:
        for r in (1, 2, 3):
            play_round(journal, r)
        state = journal.state
        first = state.rounds[0].boards[0]
        # round 1 lies before the previous round (2): refused, a rating-only correction offered
        with pytest.raises(RefusedError) as refused:
            consent(journal, SetResult(1, first.white, GameResult.DRAW, "slip misread"))
        assert refused.value.leave_fide_mode
        assert "rating report only" in str(refused.value)
        # round 2, the previous round: a correction, level 3, and a ### Correction line
        second = state.rounds[1].boards[0]
        command = SetResult(2, second.white, GameResult.DRAW, "slip misread")
        with pytest.raises(ConfirmationNeeded) as asked:
            journal.apply(command)
        assert [w.level for w in asked.value.warnings] == [Level.CONFIRM]
        consent(journal, command)
        (event,) = (e for e in journal.state.fide.events if e.kind is IntegrityKind.CORRECTION)
        assert event.line == (
            f"### Correction @ Round 2: board 1 ({second.white}-{second.black}): 1-0 corrected "
            "to ½-½ (reason: slip misread)"
        )
        # round 3, the round being played: results change freely
        third = state.rounds[2].boards[0]
        assert assess(journal.state, SetResult(3, third.white, GameResult.DRAW)) == ()
        # undo takes the correction and its line back (PIBEs are undoable, Q114)
        journal.undo()
        assert not any(e.kind is IntegrityKind.CORRECTION for e in journal.state.fide.events)


def test_rating_only_correction_is_kept_apart_and_listed(tmp_path: Path) -> None:
    with new_journal(tmp_path) as journal:
        for r in (1, 2, 3):
            play_round(journal, r)
        board = journal.state.rounds[0].boards[0]
        command = CorrectRatingResult(1, board.white, GameResult.BLACK_WINS, "arbiter's error")
        with pytest.raises(ConfirmationNeeded):
            journal.apply(command)
        consent(journal, command)
        state = journal.state
        t = state.tournament
        # pairings and standings keep the result entered
        assert t.player(board.white).entry(1).result is R.WIN
        # the rating report reads the corrected one
        rated = rating_tournament(state)
        assert rated.player(board.white).entry(1).result is R.LOSS
        assert rated.player(board.black).entry(1).result is R.WIN
        text = fide_trf(state)
        assert (
            f"### Correction @ Round 1: rating only: {board.white}-{board.black} 0-1 for the "
            "rating report; pairings and standings keep 1-0 (reason: arbiter's error)"
        ) in text.splitlines()
        assert parse_trf(text).player(board.white).entry(1).result is R.WIN
        # a rating-only correction of a round that can still change itself is refused
        recent = state.rounds[1].boards[0]
        with pytest.raises(RefusedError):
            consent(journal, CorrectRatingResult(2, recent.white, GameResult.DRAW, "x"))


# ---- byes ------------------------------------------------------------------------------------


def test_full_point_bye_is_deprecated_and_logged(tmp_path: Path) -> None:
    with new_journal(tmp_path) as journal:
        command = RequestBye(P(3), 2, R.FULL_BYE)
        with pytest.raises(ConfirmationNeeded) as asked:
            journal.apply(command)
        (warning,) = asked.value.warnings
        assert warning.level is Level.ACKNOWLEDGE and "deprecates" in warning.message
        consent(journal, command)
        (event,) = journal.state.fide.events
        assert event.line.startswith("### FPB @ Round 2: full-point bye for No. 3")


def test_second_half_point_bye_is_level_3() -> None:
    state = apply_command(registered(8), RequestBye(P(3), 2, R.HALF_BYE))
    assert assess(state, RequestBye(P(4), 3, R.HALF_BYE)) == ()
    (warning,) = assess(state, RequestBye(P(3), 3, R.HALF_BYE))
    assert warning.level is Level.CONFIRM and "round 2" in warning.message


# ---- adjourned games -------------------------------------------------------------------------


def test_adjourned_game_is_stored_and_a_draw_for_pairing(tmp_path: Path) -> None:
    with new_journal(tmp_path) as journal:
        play_round(journal, 1)
        consent(journal, SetPairing(2, *_engine(journal.state, 2)))
        from engine.journal import PublishRound

        consent(journal, PublishRound(2))
        boards = journal.state.round(2).boards  # type: ignore[union-attr]
        adjourned = boards[0]
        consent(journal, SetResult(2, adjourned.white, GameResult.ADJOURNED))
        for b in boards[1:]:
            consent(journal, SetResult(2, b.white, GameResult.WHITE_WINS))
        t = journal.state.tournament
        assert t.player(adjourned.white).entry(2).result is R.ADJOURNED
        assert t.points(adjourned.white, 2) - t.points(adjourned.white, 1) == Fraction(1, 2)
        # the ITDX file writes '?' and 162 X; our reader reads it back
        text = fide_trf(journal.state, itdx=True)
        assert "162  W 1.0    D 0.5    L 0.0    A 0.0    P 1.0    X 0.5" in text.splitlines()
        back = parse_trf(text)
        assert back.player(adjourned.white).entry(2).result is R.ADJOURNED
        # no final FIDE report while it is open
        with pytest.raises(FinalOutputError, match="adjourned"):
            fide_trf(journal.state, final=True)
        # round 3 is paired with it as a draw
        consent(journal, SetPairing(3, *_engine(journal.state, 3)))
        consent(journal, PublishRound(3))
        # it ends 1-0: level 3, and a ### Adjournment line
        command = SetResult(2, adjourned.white, GameResult.WHITE_WINS)
        (warning,) = assess(journal.state, command)
        assert warning.level is Level.CONFIRM
        consent(journal, command)
        lines = [e.line for e in journal.state.fide.events if e.kind is IntegrityKind.ADJOURNMENT]
        assert lines == [
            f"### Adjournment @ Round 2: board 1 ({adjourned.white}-{adjourned.black}): the "
            "adjourned game ended 1-0; round 3 was paired with it as a draw"
        ]
        fide_trf(journal.state, final=True)  # nothing open any more


def test_pairing_with_a_game_without_result_marks_it_adjourned(tmp_path: Path) -> None:
    with new_journal(tmp_path) as journal:
        state = engine_round(registered(8), 1)
        del state
        play_round(journal, 1)
        board = journal.state.round(1).boards[0]  # type: ignore[union-attr]
        consent(journal, SetResult(1, board.white, GameResult.NONE))
        command = SetPairing(2, *_engine(journal.state, 2))
        warnings = assess(journal.state, command)
        assert [w.level for w in warnings] == [Level.ACKNOWLEDGE]
        assert "adjourned" in warnings[0].message
        consent(journal, command)
        assert journal.state.tournament.player(board.white).entry(1).result is R.ADJOURNED


def _engine(state, r):
    pairing = pair_round(pairing_input(state, r), r, PairingSystem.DUTCH_2026)
    return pairing.boards, pairing.bye


def test_all_results_helper_gives_complete_rounds() -> None:
    state = all_results(engine_round(registered(6), 1), 1)
    assert state.is_complete(1)

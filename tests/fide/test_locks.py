"""§4 row "locks": after round 1 each locked change via the API is refused or needs a two-step
warning with a ### line and a re-check; pairing numbers from round 4 (checklist Q57-63,
Q74-87, Q147-156, Q194-196)."""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from pathlib import Path

import pytest

from engine.journal import (
    Command,
    CommandRejectedError,
    ConfirmationNeeded,
    LeaveFideMode,
    Level,
    RefusedError,
    SetForbiddenPairs,
    SetInitialOrder,
    SetPairingSettings,
    SetTournamentDetails,
    assess,
)
from engine.journal.fide_record import IntegrityKind
from engine.journal.recheck import recheck_rounds
from engine.journal.state import EventSettings
from engine.model import ForbiddenPairs, PointSystem

from .helpers import DETAILS, P, consent, new_journal, play_round, played, registered

SETTINGS = EventSettings(system="dutch2026", tiebreaks="BH/C1,BH,SB")


def _levels(state, command) -> list[Level]:
    return [w.level for w in assess(state, command)]


def test_before_round_1_everything_may_change() -> None:
    state = registered(8)
    changes: list[Command] = [
        SetPairingSettings(dataclasses.replace(SETTINGS, system="dutch")),
        SetPairingSettings(dataclasses.replace(SETTINGS, baku=True)),
        SetPairingSettings(dataclasses.replace(SETTINGS, tiebreaks="SB,BH")),
        SetPairingSettings(SETTINGS, PointSystem(pab=Fraction(1, 2))),
        SetTournamentDetails(dataclasses.replace(DETAILS, rounds_total=5)),
        SetForbiddenPairs((ForbiddenPairs((P(1), P(2))),)),
    ]
    for command in changes:
        assert assess(state, command) == (), command


@pytest.mark.parametrize(
    "settings",
    [
        pytest.param(dataclasses.replace(SETTINGS, system="dutch"), id="system"),
        pytest.param(dataclasses.replace(SETTINGS, system="burstein"), id="system-burstein"),
        pytest.param(dataclasses.replace(SETTINGS, baku=True), id="acceleration"),
    ],
)
def test_system_and_acceleration_are_fixed_after_round_1(settings: EventSettings) -> None:
    state = played(8, 1)
    (warning,) = assess(state, SetPairingSettings(settings))
    assert warning.level is Level.REFUSE
    assert warning.leave_fide_mode  # the only way: leave FIDE mode (Q57)


def test_outside_fide_mode_the_system_change_is_a_two_step(tmp_path: Path) -> None:
    with new_journal(tmp_path) as journal:
        play_round(journal, 1)
        consent(journal, LeaveFideMode())
        command = SetPairingSettings(dataclasses.replace(SETTINGS, system="dutch"))
        assert _levels(journal.state, command) == [Level.TWO_STEP]


@pytest.mark.parametrize(
    ("command", "what"),
    [
        pytest.param(
            SetTournamentDetails(dataclasses.replace(DETAILS, rounds_total=6)),
            "number of rounds 7 -> 6",
            id="rounds",
        ),
        pytest.param(
            SetPairingSettings(SETTINGS, PointSystem(pab=Fraction(1, 2))),
            "PAB 1 -> 0.5",
            id="pab-value",
        ),
        pytest.param(
            SetPairingSettings(
                SETTINGS,
                PointSystem(
                    win=Fraction(3),
                    draw=Fraction(1),
                    forfeit_win=Fraction(3),
                    pab=Fraction(3),
                    full_bye=Fraction(3),
                    half_bye=Fraction(1),
                ),
            ),
            "win 1 -> 3",
            id="scoring",
        ),
        pytest.param(
            SetPairingSettings(dataclasses.replace(SETTINGS, tiebreaks="SB,BH")),
            "tie-breaks BH/C1,BH,SB -> SB,BH",
            id="tie-breaks",
        ),
    ],
)
def test_configuration_after_round_1_is_two_step_with_recheck_and_line(
    tmp_path: Path, command: object, what: str
) -> None:
    with new_journal(tmp_path) as journal:
        play_round(journal, 1)
        play_round(journal, 2)
        with pytest.raises(ConfirmationNeeded) as asked:
            journal.apply(command)  # type: ignore[arg-type]
        (warning,) = asked.value.warnings
        assert warning.level is Level.TWO_STEP
        assert warning.recheck
        assert what in warning.message
        # the re-check of every paired round under the new settings (the GUI shows it between
        # the two steps): rounds 1-2 were paired by the engine, so nothing differs for them
        # unless the change itself alters a pairing
        report = recheck_rounds(journal.state, command)  # type: ignore[arg-type]
        assert report.rounds_checked == 2
        journal.apply(command, answers={warning.key: 2})  # type: ignore[arg-type]
        (event,) = (e for e in journal.state.fide.events if e.kind is IntegrityKind.CONFIGURATION)
        assert event.line.startswith("### Configuration @ Round 3: ")
        assert what in event.line


def test_recheck_finds_a_round_the_new_scoring_pairs_differently() -> None:
    from engine.journal import GameResult, SetResult, apply_command

    from .helpers import engine_round

    state = engine_round(registered(10), 1)
    rs = state.round(1)
    assert rs is not None
    mixed = [GameResult.WHITE_WINS, GameResult.DRAW, GameResult.DRAW, GameResult.BLACK_WINS]
    for board, result in zip(rs.boards, [*mixed, GameResult.WHITE_WINS], strict=True):
        state = apply_command(state, SetResult(1, board.white, result))
    state = engine_round(state, 2)
    assert recheck_rounds(state).discrepancies == []
    # a draw worth a win merges the round-1 winners and drawers into one scoregroup: the
    # engine would pair round 2 otherwise, and the re-check names that round
    points = PointSystem(draw=Fraction(1), half_bye=Fraction(1))
    report = recheck_rounds(state, SetPairingSettings(SETTINGS, points))
    assert [d.round_no for d in report.discrepancies] == [2]


@pytest.mark.parametrize(
    ("points", "problem"),
    [
        pytest.param(PointSystem(draw=Fraction(3, 4)), "two draws", id="two-draws"),
        pytest.param(PointSystem(pab=Fraction(3, 2)), "more than a win", id="pab-above-win"),
        pytest.param(PointSystem(pab=Fraction(1, 4)), "1, ½ or 0", id="pab-quarter"),
    ],
)
def test_scoring_that_fide_mode_refuses(points: PointSystem, problem: str) -> None:
    warnings = assess(registered(4), SetPairingSettings(SETTINGS, points))
    assert warnings and all(w.level is Level.REFUSE for w in warnings)
    assert any(problem in w.message for w in warnings)


def test_pab_worth_a_win_by_default_and_half_or_zero_allowed() -> None:
    assert PointSystem().pab == PointSystem().win
    for pab in (Fraction(1, 2), Fraction(0)):
        assert assess(registered(4), SetPairingSettings(SETTINGS, PointSystem(pab=pab))) == ()


def test_prohibited_pairings_only_before_round_1(tmp_path: Path) -> None:
    command = SetForbiddenPairs((ForbiddenPairs((P(1), P(2))),))
    assert assess(registered(8), command) == ()
    state = played(8, 1)
    (warning,) = assess(state, command)
    assert warning.level is Level.REFUSE and warning.leave_fide_mode
    with new_journal(tmp_path) as journal:
        consent(journal, command)
        assert journal.state.tournament.forbidden == command.pairs
        play_round(journal, 1)
        with pytest.raises(RefusedError):
            consent(journal, SetForbiddenPairs(()))


def test_pairing_numbers_exchange_only_at_equal_rating() -> None:
    state = registered(8)
    # players 3 and 4 have different ratings: an order against the rating is refused
    swapped = SetInitialOrder((P(1), P(2), P(4), P(3), P(5), P(6), P(7), P(8)))
    (warning,) = assess(state, swapped)
    assert warning.level is Level.REFUSE


def test_pairing_numbers_exchange_between_equal_ratings_is_level_3_after_round_1() -> None:
    from engine.journal import EditPlayer

    from .helpers import player

    state = registered(8)
    from engine.journal import apply_command

    # give players 5 and 6 the same rating, then exchange their numbers
    same = dataclasses.replace(player(6), rating=player(5).rating)
    state = apply_command(state, EditPlayer(P(6), same))
    from .helpers import all_results, engine_round

    state = all_results(engine_round(state, 1), 1)
    exchange = SetInitialOrder((P(1), P(2), P(3), P(4), P(6), P(5), P(7), P(8)))
    (warning,) = assess(state, exchange)
    assert warning.level is Level.CONFIRM and warning.key == "tpn.exchange"
    after = apply_command(state, exchange)
    (event,) = (e for e in after.fide.events if e.kind is IntegrityKind.TPN_EXCHANGE)
    assert event.line.startswith("### TPN Exchange @ Round 2:")


def test_regeneration_warns_when_two_or_more_move_and_numbers_freeze_at_round_4() -> None:
    from engine.journal import EditPlayer, apply_command

    from .helpers import all_results, engine_round, player

    state = played(8, 1)
    # player 8 turns out to be rated higher than everyone (a typing slip corrected)
    state = apply_command(state, EditPlayer(P(8), dataclasses.replace(player(8), rating=2600)))
    (warning,) = assess(state, SetInitialOrder())
    assert warning.level is Level.CONFIRM and warning.key == "tpn.regenerate"
    after = apply_command(state, SetInitialOrder())
    (event,) = (e for e in after.fide.events if e.kind is IntegrityKind.TPN_REGENERATION)
    assert "-> No. 1" in event.text
    for r in (2, 3, 4):
        after = all_results(engine_round(after, r), r)
    with pytest.raises(CommandRejectedError, match="locked"):
        apply_command(after, SetInitialOrder())


def test_rounds_that_cannot_be_completed_are_announced() -> None:
    state = registered(6)
    command = SetTournamentDetails(dataclasses.replace(DETAILS, rounds_total=6))
    (warning,) = assess(state, command)
    assert warning.level is Level.ACKNOWLEDGE
    assert "at least 7 players" in warning.message

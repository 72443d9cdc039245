""" "If the correction would have changed a later pairing, say so": the checker's answer.

Four players, ratings 2400 > 2300 > 2200 > 2100, initial colour White, paired by hand from the
rules (C.04.3): round 1 pairs S1 {1, 2} against S2 {3, 4}: 1-3 and 4-2. After 1-0 and 0-1,
round 2 pairs the scoregroups {1, 2} and {3, 4}, each player getting his due colour: 2-1, 3-4.
Correcting round 1 to 0-1 on board 1 makes the scoregroups {2, 3} and {1, 4}: round 2 would
have been another pairing, and the arbiter is told so.
"""

from __future__ import annotations

import pytest

from arbiter_gui.rounds.logic import correction_consequences
from engine.journal import (
    AddPlayer,
    GameResult,
    PlayerData,
    PublishRound,
    SetPairing,
    SetResult,
    SetTournamentDetails,
    State,
    TournamentDetails,
    apply_command,
)
from engine.model import Colour, PlayerId
from engine.pairing import PairingSystem
from engine.pairing.api import Board


def board(white: int, black: int) -> Board:
    return Board(PlayerId(white), PlayerId(black))


def two_rounds() -> State:
    state = State()
    details = TournamentDetails(name="Four", rounds_total=3, initial_colour=Colour.WHITE)
    state = apply_command(state, SetTournamentDetails(details))
    for n, rating in enumerate((2400, 2300, 2200, 2100), start=1):
        state = apply_command(state, AddPlayer(PlayerData(f"Player {n}", rating=rating)))
    state = apply_command(state, SetPairing(1, (board(1, 3), board(4, 2))))
    state = apply_command(state, PublishRound(1))
    state = apply_command(state, SetResult(1, PlayerId(1), GameResult.WHITE_WINS))
    state = apply_command(state, SetResult(1, PlayerId(4), GameResult.BLACK_WINS))
    state = apply_command(state, SetPairing(2, (board(2, 1), board(3, 4))))
    return apply_command(state, PublishRound(2))


@pytest.mark.parametrize("system", [PairingSystem.DUTCH_2017, PairingSystem.DUTCH_2026])
def test_a_correction_that_changes_a_later_pairing_is_reported(system):
    state = two_rounds()
    assert correction_consequences(state.tournament, 1, 2, system) == []
    corrected = apply_command(
        state, SetResult(1, PlayerId(1), GameResult.BLACK_WINS, reason="scoresheet")
    )
    lines = correction_consequences(corrected.tournament, 1, 2, system)
    assert len(lines) == 1 and lines[0].startswith("round 2:")
    assert lines[0].endswith("file 2-1 3-4")  # what was paired, beside what would have been


def test_a_correction_that_changes_nothing_later_is_silent():
    state = two_rounds()
    # 4-2 becomes a draw: 1 (1 point) and 2 (½) still top the field, 3 and 4 below; round 2
    # is still 2-1 and 3-4 (the same scoregroup order, the same due colours)
    corrected = apply_command(
        state, SetResult(1, PlayerId(4), GameResult.DRAW, reason="scoresheet")
    )
    assert correction_consequences(corrected.tournament, 1, 2, PairingSystem.DUTCH_2017) == []
    assert correction_consequences(corrected.tournament, 2, 2) == []  # nothing after round 2

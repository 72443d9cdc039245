"""Builders for the round-robin tests: an event through the journal's own commands."""

from __future__ import annotations

from engine.journal import (
    AddPlayer,
    DrawLots,
    EventSettings,
    GameResult,
    LotsMethod,
    PairRoundRobinRound,
    PlayerData,
    PublishRound,
    SetPairingSettings,
    SetResult,
    State,
    apply_command,
)
from engine.model import PlayerId

FEDS = ["NED", "NED", "GER", "GER", "FRA", "ESP", "ITA", "USA", "IND", "NOR", "AZE", "ENG"]


def rr_state(
    n: int, *, cycles: int = 1, swap: bool = True, tiebreaks: str = "DE,WIN,SB,KS"
) -> State:
    """``n`` players P01..Pn registered in that order, a round-robin, numbers = registration."""
    state = State()
    for i in range(1, n + 1):
        state = apply_command(
            state,
            AddPlayer(PlayerData(f"P{i:02d}", rating=2600 - 10 * i, federation=FEDS[(i - 1) % 12])),
        )
    settings = EventSettings(
        system="roundrobin", cycles=cycles, swap_cycle_end=swap, tiebreaks=tiebreaks
    )
    state = apply_command(state, SetPairingSettings(settings))
    order = tuple(PlayerId(i) for i in range(1, n + 1))
    return apply_command(state, DrawLots(LotsMethod.HAND, order=order))


RESULT = {
    "1-0": GameResult.WHITE_WINS,
    "0-1": GameResult.BLACK_WINS,
    "=": GameResult.DRAW,
    "+": GameResult.WHITE_WINS_FORFEIT,
    "-": GameResult.BLACK_WINS_FORFEIT,
    "--": GameResult.DOUBLE_FORFEIT,
}


def play_round(state: State, r: int, results: dict[int, str]) -> State:
    """Pair round ``r`` from the table, publish it, enter ``results`` (White's No. -> "1-0")."""
    state = apply_command(state, PairRoundRobinRound(r))
    state = apply_command(state, PublishRound(r))
    for white, text in results.items():
        state = apply_command(state, SetResult(r, PlayerId(white), RESULT[text]))
    return state

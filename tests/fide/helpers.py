"""Builders for the FIDE-mode tests (issue 21): journals with players, rounds and results."""

from __future__ import annotations

from pathlib import Path

from engine.journal import (
    AddPlayer,
    Command,
    GameResult,
    Journal,
    PlayerData,
    PublishRound,
    SetPairing,
    SetPairingSettings,
    SetResult,
    SetTournamentDetails,
    State,
    TournamentDetails,
    apply_command,
    assess,
    full_consent,
)
from engine.journal.manual import engine_pairing, pairing_input
from engine.journal.state import EventSettings
from engine.model import Colour, PlayerId
from engine.pairing import PairingSystem, pair_round
from engine.pairing.api import Board

P = PlayerId

RATINGS = (2450, 2380, 2310, 2250, 2200, 2150, 2100, 2050, 1990, 1930)

DETAILS = TournamentDetails(
    name="FIDE mode open",
    city="Brno",
    federation="CZE",
    start_date="2026/04/11",
    end_date="2026/04/17",
    chief_arbiter="IA Novotná, Petra",
    round_dates=tuple(f"26/04/{11 + i}" for i in range(7)),
    rounds_total=7,
    initial_colour=Colour.WHITE,
)


def player(i: int) -> PlayerData:
    return PlayerData(
        f"Player{i:02d}, Test",
        sex="m",
        rating=RATINGS[i - 1],
        federation="CZE",
        fide_id=str(1000 + i),
    )


def consent(journal: Journal, command: Command):
    """Apply ``command`` with every warning confirmed (what a decided arbiter does)."""
    return journal.apply(command, answers=full_consent(assess(journal.state, command)))


def registered(n: int = 8) -> State:
    state = apply_command(State(), SetTournamentDetails(DETAILS))
    state = apply_command(
        state, SetPairingSettings(EventSettings(system="dutch2026", tiebreaks="BH/C1,BH,SB"))
    )
    for i in range(1, n + 1):
        state = apply_command(state, AddPlayer(player(i)))
    return state


def engine_round(state: State, r: int) -> State:
    """Pair round ``r`` with the engine and publish it."""
    pairing = pair_round(pairing_input(state, r), r, PairingSystem.DUTCH_2026)
    state = apply_command(state, SetPairing(r, pairing.boards, pairing.bye))
    return apply_command(state, PublishRound(r))


def all_results(state: State, r: int, result: GameResult = GameResult.WHITE_WINS) -> State:
    rs = state.round(r)
    assert rs is not None
    for b in rs.boards:
        state = apply_command(state, SetResult(r, b.white, result))
    return state


def played(n_players: int = 8, rounds: int = 1) -> State:
    """``rounds`` rounds paired by the engine, published, every game won by White."""
    state = registered(n_players)
    for r in range(1, rounds + 1):
        state = all_results(engine_round(state, r), r)
    return state


def new_journal(tmp_path: Path, n_players: int = 8) -> Journal:
    journal = Journal.create(tmp_path / "t.swiss")
    consent(journal, SetTournamentDetails(DETAILS))
    consent(
        journal,
        SetPairingSettings(EventSettings(system="dutch2026", tiebreaks="BH/C1,BH,SB")),
    )
    for i in range(1, n_players + 1):
        consent(journal, AddPlayer(player(i)))
    return journal


def play_round(journal: Journal, r: int, result: GameResult = GameResult.WHITE_WINS) -> None:
    """Pair round ``r`` with the engine, publish it, enter every result."""
    state = journal.state
    pairing = pair_round(pairing_input(state, r), r, PairingSystem.DUTCH_2026)
    consent(journal, SetPairing(r, pairing.boards, pairing.bye))
    consent(journal, PublishRound(r))
    rs = journal.state.round(r)
    assert rs is not None
    for b in rs.boards:
        consent(journal, SetResult(r, b.white, result))


def boards(*pairs: tuple[int, int]) -> tuple[Board, ...]:
    return tuple(Board(P(w), P(b)) for w, b in pairs)


__all__ = [
    "DETAILS",
    "P",
    "all_results",
    "boards",
    "consent",
    "engine_pairing",
    "engine_round",
    "new_journal",
    "play_round",
    "played",
    "player",
    "registered",
]

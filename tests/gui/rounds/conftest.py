"""A window over a fresh tournament file, and players from a corpus file's player list."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_gui.views.main_window import MainWindow
from engine.journal import AddPlayer, Journal, PlayerData, SetTournamentDetails, TournamentDetails
from engine.model import Colour

CORPUS_FILE = (
    Path(__file__).resolve().parents[4] / "shared" / "corpus" / "dutch2017" / "d17_0011.trf"
)
"""40 players (names, ratings) of a corpus tournament; only its player list is used."""


def corpus_players(n: int = 40) -> list[PlayerData]:
    if not CORPUS_FILE.exists():
        pytest.skip(f"corpus not available at {CORPUS_FILE}")
    players = []
    for line in CORPUS_FILE.read_text(encoding="utf-8").splitlines():
        if line.startswith("001"):
            name = line[14:47].strip()
            rating = int(line[48:52].strip() or 0)
            players.append(PlayerData(name, rating=rating))
    return players[:n]


def new_journal(path: Path, players: list[PlayerData], rounds: int = 9) -> Journal:
    journal = Journal.create(path)
    journal.apply(
        SetTournamentDetails(
            TournamentDetails(
                name="Keyboard Open", rounds_total=rounds, initial_colour=Colour.WHITE
            )
        )
    )
    for p in players:
        journal.apply(AddPlayer(p))
    return journal


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.rounds.cancel_pairing()
    w.close_session()


@pytest.fixture
def open_window(window, tmp_path):
    """The window with a 40-player, 9-round tournament file open (nothing paired)."""
    window.set_journal(new_journal(tmp_path / "keyboard.swiss", corpus_players()))
    return window

"""Issue 21 demo: a 12-player tournament file in FIDE mode, rounds 1-2 played by the engine.

    .venv/bin/python docs/demo/issue21_prepare.py /tmp/demo21/open.swiss

Then the program is driven under Xvfb with xdotool (docs/demo/issue21_scenario.md lists the
steps and the screenshots in docs/screenshots/issue21/).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine.journal import (  # noqa: E402
    AddPlayer,
    GameResult,
    Journal,
    PlayerData,
    PublishRound,
    SetPairing,
    SetPairingSettings,
    SetResult,
    SetTournamentDetails,
    TournamentDetails,
    assess,
    full_consent,
)
from engine.journal.manual import pairing_input  # noqa: E402
from engine.journal.state import EventSettings  # noqa: E402
from engine.model import Colour  # noqa: E402
from engine.pairing import PairingSystem, pair_round  # noqa: E402

NAMES = [
    ("Lindqvist, Erik", "GM", 2553, "SWE"),
    ("Okafor, Grace", "WIM", 2366, "NGR"),
    ("Dubois, Marc", "FM", 2314, "FRA"),
    ("Novak, Petr", "FM", 2305, "CZE"),
    ("Costa, Ana", "", 2192, "POR"),
    ("Meyer, Jonas", "CM", 2150, "GER"),
    ("Rossi, Giulia", "", 2102, "ITA"),
    ("Horvath, Peter", "", 2064, "HUN"),
    ("Silva, Joao", "", 2003, "POR"),
    ("Bjornsson, Gunnar", "", 1950, "ISL"),
    ("Kowalski, Jan", "", 1894, "POL"),
    ("Moreau, Claire", "", 1833, "FRA"),
]


def apply(journal: Journal, command: object) -> None:
    journal.apply(command, answers=full_consent(assess(journal.state, command)))  # type: ignore[arg-type]


def main(path: Path) -> None:
    path.unlink(missing_ok=True)
    with Journal.create(path, author="demo") as journal:
        apply(
            journal,
            SetTournamentDetails(
                TournamentDetails(
                    name="Brno FIDE-mode Open 2026",
                    city="Brno",
                    federation="CZE",
                    start_date="2026/04/11",
                    end_date="2026/04/17",
                    chief_arbiter="IA Novotna, Petra",
                    round_dates=tuple(f"26/04/{11 + i}" for i in range(7)),
                    rounds_total=7,
                    initial_colour=Colour.WHITE,
                )
            ),
        )
        apply(journal, SetPairingSettings(EventSettings(system="dutch2026", tiebreaks="BH/C1,BH,SB")))
        for i, (name, title, rating, fed) in enumerate(NAMES, start=1):
            apply(journal, AddPlayer(PlayerData(name, title=title, rating=rating, federation=fed, fide_id=str(4_100_000 + i))))
        for r, results in ((1, "1=01=0"), (2, "0=1=11")):
            pairing = pair_round(pairing_input(journal.state, r), r, PairingSystem.DUTCH_2026)
            apply(journal, SetPairing(r, pairing.boards, pairing.bye))
            apply(journal, PublishRound(r))
            keys = {"1": GameResult.WHITE_WINS, "=": GameResult.DRAW, "0": GameResult.BLACK_WINS}
            for board, key in zip(pairing.boards, results, strict=True):
                apply(journal, SetResult(r, board.white, keys[key]))


if __name__ == "__main__":
    main(Path(sys.argv[1]))

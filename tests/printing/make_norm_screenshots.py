"""A demonstration norm event for the screenshots of issue 22 (not a test).

    .venv/bin/python -m tests.printing.make_norm_screenshots OUT_DIR

Writes ``OUT_DIR/norm-demo.swiss``: a generated 60-player, 9-round Swiss (seed 6) with titles,
federations and names assigned, whose last round has results on its first 12 boards only, so
the norm screen shows norms, forecasts ("draw R9") and failures together; then renders the IT1
of the first norm to ``OUT_DIR/it1-page.png`` (pdftoppm). The window screenshots are taken with
the real program under Xvfb (see docs/screenshots/README-norms.md).
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from engine.journal import ImportTrf, Journal, SetNormFields, SetRatingSettings
from engine.model import Colour, ResultCode, RoundEntry, Tournament
from engine.norms import (
    ArbiterEntry,
    NormFields,
    NormStatus,
    Precondition,
    norm_context,
    norm_verdicts,
)
from engine.ratings import RatingSettings
from engine.rtg import generate, parse_config

FEDS = ["ESP", "FRA", "GER", "ITA", "NED", "ENG", "POR", "SUI", "AUT", "BEL", "POL", "CZE"]
FEDS += ["HUN", "SRB", "CRO", "ISR"]
SURNAMES = [
    "García",
    "Martín",
    "López",
    "Dubois",
    "Moreau",
    "Schmidt",
    "Weber",
    "Rossi",
    "Bianchi",
    "Jansen",
    "Smith",
    "Jones",
    "Silva",
    "Santos",
    "Müller",
    "Keller",
    "Huber",
    "Peeters",
    "Nowak",
    "Kowalski",
    "Novák",
    "Svoboda",
    "Nagy",
    "Kovács",
    "Petrović",
    "Horvat",
    "Cohen",
    "Levi",
    "Fernández",
    "Ruiz",
    "Bernard",
    "Fischer",
    "Romano",
    "Bakker",
    "Taylor",
    "Costa",
    "Meier",
    "Wouters",
]
GIVEN = [
    "Alejandro",
    "Lucía",
    "Pierre",
    "Camille",
    "Jonas",
    "Lena",
    "Marco",
    "Giulia",
    "Daan",
    "Emma",
    "Oliver",
    "João",
    "Lukas",
    "Anna",
    "Piotr",
    "Jan",
    "Bence",
    "Marko",
    "Ivan",
    "Noa",
    "Pablo",
    "Claire",
    "Felix",
    "Sara",
    "Ruben",
]
CONFIG = (
    "PlayersNumber=60\nRoundsNumber=9\nHighestRating=2680\nLowestRating=2000\n"
    "ForfeitRate=1000000\nRetiredRate=1000000\nHalfPointByeRate=1000000\n"
    "LateEntryRate=1000000\nWithdrawalRate=1000000\nDrawPercentage=40"
)


def demo_event(seed: int = 6, boards_with_results: int = 12) -> Tournament:
    """The demonstration event (deterministic for a seed)."""
    t = generate(parse_config(CONFIG), seed=seed)
    rng = random.Random(seed)
    players = []
    for p in t.players:
        r = p.rating
        title = "GM" if r >= 2540 else "IM" if r >= 2420 else "FM" if r >= 2300 else ""
        if not title and r >= 2200 and rng.random() < 0.5:
            title = "CM"
        sex = "w" if rng.random() < 0.2 else "m"
        if sex == "w" and title in ("FM", "CM"):
            title = "WGM" if r >= 2350 else "WIM"
        players.append(
            replace(
                p,
                name=f"{rng.choice(SURNAMES)}, {rng.choice(GIVEN)}",
                title=title,
                sex=sex,
                federation=rng.choice(FEDS),
                fide_id=str(rng.randrange(1_000_000, 35_000_000)),
                birth_date=str(rng.randrange(1965, 2010)),
            )
        )
    whites = sorted(
        p.id
        for p in players
        if p.entry(9).opponent is not None and p.entry(9).colour is Colour.WHITE
    )
    pending = set(whites[boards_with_results:])
    for i, p in enumerate(players):
        e = p.entry(9)
        if e.opponent is not None and (p.id in pending or e.opponent in pending):
            rounds = list(p.rounds)
            rounds[8] = RoundEntry(e.opponent, e.colour, ResultCode.NOT_PAIRED)
            players[i] = replace(p, rounds=tuple(rounds))
    return replace(
        t,
        players=tuple(players),
        name="Costa Brava International Open 2026",
        city="Platja d'Aro",
        federation="ESP",
        start_date="2026/07/01",
        end_date="2026/07/09",
        chief_arbiter="IA Ferrer, Jordi",
        deputy_arbiters=("FA Puig, Marta",),
        time_control="90 min/40 moves + 30 min, 30 s/move from move 1",
        tournament_type="Swiss (FIDE Dutch)",
    )


FIELDS = NormFields(
    chief_arbiter_fide_id="2206730",
    arbiters=(ArbiterEntry("Puig, Marta", "22215298", "Deputy Chief Arbiter", "FA"),),
    organiser="Club d'Escacs Platja d'Aro",
    venue="Palau de Congressos",
    federation_official="Rating officer, FCE",
    preconditions=tuple(Precondition),
)


def write_demo(folder: Path) -> Path:
    """The demonstration tournament file, with the arbiter's fields typed."""
    path = folder / "norm-demo.swiss"
    path.unlink(missing_ok=True)
    with Journal.create(path) as j:
        j.apply(ImportTrf(demo_event(), source="generated (seed 6)"))
        j.apply(SetNormFields(FIELDS))
        j.apply(SetRatingSettings(RatingSettings()))
    return path


def main(argv: list[str]) -> None:
    out = Path(argv[0]) if argv else Path("docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    path = write_demo(Path(tempfile.gettempdir()))
    print(path)
    from PySide6.QtWidgets import QApplication

    from arbiter_gui.printing.document import export_pdf
    from engine.reports import it1_report

    _app = QApplication.instance() or QApplication([])
    t = demo_event()
    ctx = norm_context(t, fields=FIELDS)
    norm = next(v for v in norm_verdicts(t, fields=FIELDS) if v.status is NormStatus.ACHIEVED)
    with tempfile.TemporaryDirectory() as tmp:
        pdf = Path(tmp) / "it1.pdf"
        export_pdf(it1_report(t, norm, ctx), pdf)
        subprocess.run(
            ["pdftoppm", "-png", "-r", "110", "-singlefile", str(pdf), str(out / "it1-page")],
            check=True,
        )
    print(out / "it1-page.png", norm.name, norm.title.value)


if __name__ == "__main__":
    main(sys.argv[1:])

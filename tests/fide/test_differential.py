"""§4 row "50k test" (Q33), in miniature and on our side only.

The checklist's engine test runs 50,000 tournaments each way between our engine and another
public pairing and tie-break engine (bbpPairings, Gacrux). Neither is available on this
machine, so ``make test`` runs the half we can: tournaments of our generator over the varieties
the row names (size, rounds, byes, forfeits, Baku, 3-1-0, a PAB worth ½, the unusual results),
written as TRF-2026, read back and checked by our checker - pairings **and** standings - with
no finding allowed. The other direction (files of the established engines through our
checker) is the corpus replay (tests/engine, ``make corpus``); the full count is
``make endorse N=50000``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.checker import check_tournament
from engine.checker.standings import check_standings
from engine.pairing import PairingSystem
from engine.rtg import generate_report, parse_config
from engine.rtg.randomness import Chance
from engine.trf import dump_trf, read_trf_report

VARIETIES = (
    "",  # everything at random
    "PointsForWin=3.0\nPointsForDraw=1.0\nPointsForPAB=3.0\n",  # 3-1-0
    "PointsForPAB=0.5\n",  # the PAB worth half a point
    "Acceleration=baku\nRoundsNumber=9\n",
    "FullPointByes=10%\nHalfPointByes=5%\nZeroPointByes=5%\n",
    "ForfeitWins=8%\nForfeitLosses=2%\n",
    "HalfZeroResults=2\nZeroHalfResults=2\nZeroZeroResults=2\n",
)


def _config(seed: int) -> str:
    pick = Chance(seed)
    players = pick.between(8, 60)
    rounds = pick.between(4, min(9, players - 2))
    variety = VARIETIES[seed % len(VARIETIES)]
    if "RoundsNumber" in variety:
        players = max(players, 30)
    text = f"PlayersNumber={players}\n"
    if "RoundsNumber" not in variety:
        text += f"RoundsNumber={rounds}\n"
    return text + variety


@pytest.mark.parametrize("seed", range(1, 36))
def test_generated_tournaments_pass_our_checker_with_standings(seed: int, tmp_path: Path) -> None:
    system = PairingSystem.DUTCH_2026 if seed % 2 else PairingSystem.DUTCH_2017
    result = generate_report(parse_config(_config(seed)), seed, system)
    # a round the rules cannot pair ends the file (C.04.3 A.9): the rounds before it are checked
    text = dump_trf(result.tournament)
    report = read_trf_report(text, "gen.trf")
    assert report.errors == () and report.tournament is not None, report.problems
    t = report.tournament
    pairing = check_tournament(t, system)
    assert pairing.discrepancies == [], pairing.render(f"seed {seed}")
    standings = check_standings(t)
    assert standings.skipped == "", standings.skipped
    assert standings.findings == (), [f.render() for f in standings.findings]

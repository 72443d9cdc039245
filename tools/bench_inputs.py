"""Benchmark inputs made by our own generator (issue 18): states the shared bench lacks.

``bench_3000p_r2.trf``: round 2 of a 3,000-player event (one round played with the 2017 Dutch
rules, ``XXR 9``): the score groups are some 1,000 players wide, the hardest shape for a
bracket solver. ``bench_300p_r9.trf``: 300 players after 8 of 11 rounds (``make bench-gui``).
Made from fixed seeds, so every run times the same state.
Usage: python tools/bench_inputs.py OUTDIR
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

from engine.rtg import generate, parse_config
from engine.trf import dump_trf

INPUTS = {
    # issue 26: the 300-player size of make bench-gui (rounds 1-8 played, round 9 to pair)
    "bench_300p_r9.trf": (
        "PlayersNumber=300\nRoundsNumber=8\nDrawPercentage=30\nForfeitRate=40\n"
        "RetiredRate=50\nHalfPointByeRate=50\nHighestRating=2800\nLowestRating=1000",
        300,
        11,
    ),
    "bench_3000p_r2.trf": (
        "PlayersNumber=3000\nRoundsNumber=1\nDrawPercentage=30\nForfeitRate=40\n"
        "RetiredRate=50\nHalfPointByeRate=50\nHighestRating=2800\nLowestRating=1000",
        3002,
        9,
    ),
}
"""file name: (generator configuration, seed, XXR of the event)."""


def make(outdir: Path) -> list[Path]:
    """Write every input into ``outdir`` (kept when already there); return their paths."""
    outdir.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, (config, seed, rounds) in INPUTS.items():
        path = outdir / name
        if not path.exists():
            t = generate(parse_config(config), seed)
            path.write_text(dump_trf(replace(t, rounds_total=rounds)), encoding="utf-8")
        paths.append(path)
    return paths


if __name__ == "__main__":
    for p in make(Path(sys.argv[1])):
        print(p)

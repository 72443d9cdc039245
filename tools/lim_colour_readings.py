"""How many Lim games change colour between two versions of engine/pairing/lim/colours.py.

Used for reading L17 (docs/rulings.md, issue 18): every round of every given tournament is
re-paired by the Lim engine of the working tree, and each board is coloured both by the working
tree's ``allocate`` and by the one of ``--old-rev`` (read with ``git show``). Colour allocation
runs after the pairs are made, so the pairs are the same and only colours can differ. The
counts are split by odd and even rounds and by whether either player had a round without a game
(C.04.2 D.5) before the round. Files made by the working tree's engine (``swiss-pair --lim -g``)
are also checked to be re-paired as they stand.

Usage: python tools/lim_colour_readings.py --old-rev REV FILE.trf ...
"""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from types import ModuleType
from typing import Any

import engine.pairing.lim.engine as lim_engine
from engine.checker.check import file_pairing, tournament_before_round
from engine.pairing import pair_round
from engine.pairing.api import PairingSystem
from engine.pairing.common.history import PlayerHistory, initial_colour
from engine.trf import load_trf


def old_colours(rev: str) -> ModuleType:
    """engine/pairing/lim/colours.py as it was at ``rev``, loaded as a module of its own."""
    root = Path(__file__).resolve().parents[1]
    text = subprocess.run(
        ["git", "show", f"{rev}:engine/pairing/lim/colours.py"],
        cwd=root,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    path = Path(tempfile.mkdtemp()) / "old_lim_colours.py"
    path.write_text(text, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("old_lim_colours", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["old_lim_colours"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def call_allocate(
    fn: Callable[..., Any], a: Any, b: Any, upper: bool, init: Any, even: bool
) -> Any:
    """Call either version: the old one may not take ``even_round``."""
    try:
        return fn(a, b, upper, init, even_round=even)
    except TypeError:
        return fn(a, b, upper, init)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--old-rev", required=True, help="git revision of the old colours.py")
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--examples", type=int, default=10, help="changed boards to print")
    args = ap.parse_args()
    old = old_colours(args.old_rev)
    new_allocate = lim_engine.allocate
    stats: Counter[str] = Counter()
    rules: Counter[tuple[str, str]] = Counter()
    examples: list[str] = []
    where: dict[str, Any] = {"file": "", "round": 0}

    def both(a: PlayerHistory, b: PlayerHistory, upper: bool, init: Any, even_round: bool) -> Any:
        new = new_allocate(a, b, upper, init, even_round=even_round)
        was = call_allocate(old.allocate, a, b, upper, init, even_round)
        rnd = int(where["round"])
        part = "even" if rnd % 2 == 0 else "odd"
        unplayed = any(len(p.colours) < rnd - 1 for p in (a, b))
        stats[f"{part} games"] += 1
        stats[f"{part} games after an unplayed round"] += unplayed
        if new.white.id != was.white.id:
            stats[f"{part} changed"] += 1
            stats[f"{part} changed after an unplayed round"] += unplayed
            rules[(was.rule, new.rule)] += 1
            examples.append(
                f"{where['file']} round {rnd}: {was.white.id}-{was.black.id} -> "
                f"{new.white.id}-{new.black.id} ({new.rule}: {new.detail})"
            )
        return new

    lim_engine.allocate = both  # type: ignore[assignment]
    repaired_differently = 0
    for f in args.files:
        t = load_trf(f)
        where["file"] = f.name
        for rnd in range(1, t.rounds_paired() + 1):
            state = tournament_before_round(t, rnd)
            state = replace(
                state,
                initial_colour=initial_colour(t),
                rounds_total=max(t.rounds_total or 0, rnd),
            )
            where["round"] = rnd
            got = pair_round(state, rnd, PairingSystem.LIM)
            want = file_pairing(t, rnd)
            if {(b.white, b.black) for b in got.boards} != {
                (b.white, b.black) for b in want.boards
            }:
                repaired_differently += 1
    print(
        f"{len(args.files)} files; rounds the working tree pairs otherwise: {repaired_differently}"
    )
    for part in ("odd", "even"):
        games, after = stats[f"{part} games"], stats[f"{part} games after an unplayed round"]
        changed = stats[f"{part} changed"]
        changed_after = stats[f"{part} changed after an unplayed round"]
        print(
            f"{part} rounds: {games} games ({after} after an unplayed round); {changed} change "
            f"colour ({100 * changed / max(games, 1):.2f}%; {changed_after} of them after an "
            f"unplayed round, {100 * changed_after / max(after, 1):.2f}% of those games)"
        )
    for (was, now), n in sorted(rules.items()):
        print(f"  decided by {was} before, by {now} now: {n}")
    for line in examples[: args.examples]:
        print("  " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())

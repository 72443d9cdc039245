"""`make corpus`: run the checker over every corpus folder and print a per-folder table.

Usage: python tools/corpus.py ../shared/corpus [--jobs N] [--folders dutch2017,...]
Each folder's README names the engine that produced it; the system used here follows the
folder name. Prints one line per discrepancy, then the table.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from pathlib import Path

FOLDER_SYSTEMS = {
    "dutch2017": "dutch",
    "dutch2026": "dutch2026",
    "burstein": "burstein-legacy",
}


def check_file(job: tuple[str, str]) -> tuple[str, int, int, str, float]:
    """Check one file; returns (name, rounds, discrepancies, text, seconds)."""
    path, system = job
    from engine.checker import check_tournament
    from engine.errors import EngineError
    from engine.pairing import PairingSystem
    from engine.trf import load_trf

    start = time.perf_counter()
    try:
        t = load_trf(path)
        report = check_tournament(t, PairingSystem(system))
    except EngineError as exc:
        return Path(path).name, 0, 1, f"{Path(path).name}: {exc}", time.perf_counter() - start
    text = report.render(Path(path).name)
    took = time.perf_counter() - start
    return Path(path).name, report.rounds_checked, len(report.discrepancies), text, took


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--folders", default=",".join(FOLDER_SYSTEMS))
    args = parser.parse_args()
    rows = []
    total_disc = 0
    for folder in args.folders.split(","):
        d = args.corpus / folder
        if not d.is_dir():
            continue
        files = sorted(str(p) for p in d.glob("*.trf"))
        system = FOLDER_SYSTEMS[folder]
        start = time.perf_counter()
        rounds = disc = 0
        with multiprocessing.Pool(args.jobs) as pool:
            for _name, r, k, text, _took in pool.imap_unordered(
                check_file, [(f, system) for f in files]
            ):
                rounds += r
                disc += k
                if text:
                    print(text, flush=True)
        rows.append((folder, system, len(files), rounds, disc, time.perf_counter() - start))
        total_disc += disc
    print()
    head = f"{'folder':<12} {'system':<16} {'files':>5} {'rounds':>7}"
    print(f"{head} {'discrepancies':>14} {'time':>8}")
    for folder, system, nf, r, k, took in rows:
        print(f"{folder:<12} {system:<16} {nf:>5} {r:>7} {k:>14} {took:>7.1f}s")
    return 0 if total_disc == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

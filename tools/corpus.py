"""`make corpus`: run the checker over every corpus folder and archive; print a per-folder table.

Usage: python tools/corpus.py ../shared/corpus [--jobs N] [--folders dutch2017,...] [--every K]
Each folder's README names the engine that produced it; the system used here follows the
folder name. The archives (``dutch2017-large.tar.xz``...) are read in place with ``tarfile``.
``--every K`` checks every K-th file only (the sample ``make test`` runs).
``--differential`` (the default of ``make corpus``) also checks every round of the Dutch folders
with the engine's shortcuts switched off: the plain path must reproduce the file too, so the
shortcuts are compared with it on every corpus round.
Prints one line per discrepancy, then the table.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import tarfile
import time
from collections.abc import Iterator
from pathlib import Path

from engine.model import Tournament
from engine.pairing import PairingSystem, RoundPairing

FOLDER_SYSTEMS = {
    "dutch2017": "dutch",
    "dutch2026": "dutch2026",
    "burstein": "burstein-legacy",
    "dutch2017-large": "dutch",
    "dutch2026-large": "dutch2026",
}


def corpus_files(corpus: Path, folder: str, every: int = 1) -> Iterator[tuple[str, bytes]]:
    """(name, contents) of every TRF file of a corpus folder or of its ``.tar.xz`` archive."""
    d = corpus / folder
    if d.is_dir():
        for i, p in enumerate(sorted(d.glob("*.trf"))):
            if i % every == 0:
                yield p.name, p.read_bytes()
        return
    archive = corpus / f"{folder}.tar.xz"
    if not archive.is_file():
        return
    with tarfile.open(archive, "r:xz") as tar:
        members = sorted(
            (m for m in tar.getmembers() if m.isfile() and m.name.endswith(".trf")),
            key=lambda m: m.name,
        )
        for i, m in enumerate(members):
            if i % every == 0:
                f = tar.extractfile(m)
                assert f is not None
                yield Path(m.name).name, f.read()


def plain_path_report(t: Tournament, system: PairingSystem) -> str:
    """The checker's findings for ``t`` when the Dutch engine runs without its shortcuts (the
    first-candidate, C.7-reduction and bound shortcuts of BracketSolver). With the shortcuts'
    own report empty, an empty report here means both paths pair every round alike."""
    from engine.checker import check_tournament
    from engine.pairing.dutch.editions import Edition
    from engine.pairing.dutch.engine import pair_dutch

    edition = Edition.D2026 if system is PairingSystem.DUTCH_2026 else Edition.D2017

    def plain(state: Tournament, r: int) -> RoundPairing:
        return pair_dutch(state, r, edition=edition, shortcuts=False)

    return check_tournament(t, system, pairer=plain).render("plain path")


def check_file(job: tuple[str, bytes, str, bool]) -> tuple[str, int, int, str, float]:
    """Check one file; returns (name, rounds, discrepancies, text, seconds)."""
    name, data, system, differential = job
    from engine.checker import check_tournament
    from engine.errors import EngineError
    from engine.trf import parse_trf

    start = time.perf_counter()
    try:
        t = parse_trf(data, name)
        report = check_tournament(t, PairingSystem(system))
    except EngineError as exc:
        return name, 0, 1, f"{name}: {exc}", time.perf_counter() - start
    text = report.render(name)
    found = len(report.discrepancies)
    if differential:
        plain = plain_path_report(t, PairingSystem(system))
        if plain:
            found += plain.count("\n") + 1
            text = "\n".join([text, *(f"{name}: {line}" for line in plain.splitlines())]).strip()
    took = time.perf_counter() - start
    return name, report.rounds_checked, found, text, took


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--folders", default=",".join(FOLDER_SYSTEMS))
    parser.add_argument("--every", type=int, default=1)
    parser.add_argument("--differential", action="store_true")
    args = parser.parse_args()
    rows = []
    total_disc = 0
    for folder in args.folders.split(","):
        system = FOLDER_SYSTEMS[folder]
        jobs = (
            (name, data, system, args.differential and system.startswith("dutch"))
            for name, data in corpus_files(args.corpus, folder, args.every)
        )
        start = time.perf_counter()
        nfiles = rounds = disc = 0
        with multiprocessing.Pool(args.jobs) as pool:
            for _name, r, k, text, _took in pool.imap_unordered(check_file, jobs, chunksize=4):
                nfiles += 1
                rounds += r
                disc += k
                if text:
                    print(text, flush=True)
        if nfiles == 0:
            continue
        rows.append((folder, system, nfiles, rounds, disc, time.perf_counter() - start))
        total_disc += disc
    print()
    head = f"{'folder':<16} {'system':<16} {'files':>5} {'rounds':>7}"
    print(f"{head} {'discrepancies':>14} {'time':>8}")
    for folder, system, nf, r, k, took in rows:
        print(f"{folder:<16} {system:<16} {nf:>5} {r:>7} {k:>14} {took:>7.1f}s")
    return 0 if total_disc == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

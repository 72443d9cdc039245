"""`make endorse`: the C.04.A A.7 run on ourselves: our RTG's tournaments through our checker.

A.7: "If the candidate has its own RTG, the latter is used to generate 5000 random tournaments,
which will be then given in input to one (or more) of the available FPC(s)." This script
generates N tournaments (seeds BASE .. BASE+N-1) with varied sizes, round counts, rates, scoring
and accelerations, writes each as TRF text, reads it back with the TRF reader (an error or a
warning makes the file invalid) and re-pairs every round with our checker (A.4). It prints a
summary, how often each C.04.2 situation occurred, and the seeds of the failures with the
command that reproduces each one; the failing files are saved under out/endorse/. Then it runs
the checker over every corpus folder (files of the established engines, the other direction
of A.7).

Usage: python tools/endorse.py [-n 5000] [--minp 7] [--maxp 600] [--sizes log|uniform]
       [--jobs 2] [--base 1] [--only SEED,...] [--corpus ../shared/corpus] [--no-corpus]
"""

from __future__ import annotations

import argparse
import hashlib
import multiprocessing
import signal
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.checker import check_tournament  # noqa: E402
from engine.errors import EngineError  # noqa: E402
from engine.model import Colour, ResultCode, Tournament  # noqa: E402
from engine.pairing import PairingSystem, pair_round  # noqa: E402
from engine.rtg import Acceleration, RtgConfig, config_lines, generate_report  # noqa: E402
from engine.rtg.randomness import Chance  # noqa: E402
from engine.trf import dump_trf, load_trf, read_trf_report  # noqa: E402

NEVER_RATE = Fraction(1_000_000)  # "practically never", as in the corpus manifests
SITUATIONS = (
    "forfeit",
    "double forfeit",
    "PAB",
    "half-point bye",
    "zero-point bye",
    "late entry",
    "withdrawal",
    "accelerated",
    "non-standard points",
    "stopped (no valid pairing)",
)


# ---- the tournaments to make ------------------------------------------------------------------


def _config_chance(seed: int) -> Chance:
    """The configuration's own stream, apart from the generator's (seeded with ``seed``)."""
    digest = hashlib.sha256(f"endorse-config:{seed}".encode()).digest()
    return Chance(int.from_bytes(digest[:8], "big"))


def pick_size(chance: Chance, minp: int, maxp: int, sizes: str) -> int:
    """A player count: ``log`` = about log-uniform (weight 1/n), ``uniform`` = flat."""
    if sizes == "uniform":
        return chance.between(minp, maxp)
    weights = [10**9 // n for n in range(minp, maxp + 1)]  # integers: the same everywhere
    x = chance.below(sum(weights))
    for n, w in zip(range(minp, maxp + 1), weights, strict=True):
        if x < w:
            return n
        x -= w
    return maxp


def endorse_config(seed: int, minp: int = 7, maxp: int = 600, sizes: str = "log") -> RtgConfig:
    """The configuration of tournament ``seed``: every key fixed, so the file can be rebuilt."""
    c = _config_chance(seed)

    def rate(never_in_ten: int) -> Fraction:
        return NEVER_RATE if c.below(10) < never_in_ten else Fraction(c.between(5, 60))

    players = pick_size(c, minp, maxp, sizes)
    top = min(13, max(1, players - 2))
    rounds = c.between(min(5, top), top)
    high = c.between(1800, 2800)
    low = c.between(1000, high)
    points = c.below(20)
    win, draw = (Fraction(1), Fraction(1, 2))
    if points == 0:
        win, draw = Fraction(3), Fraction(1)  # 3-1-0
    elif points == 1:
        win, draw = Fraction(2), Fraction(1)
    accel = c.below(10)
    if accel == 0:
        acceleration = Acceleration.BAKU if rounds >= 9 else Acceleration.BAKU_LIKE
    elif accel == 1:
        acceleration = Acceleration.BAKU_LIKE
    else:
        acceleration = Acceleration.NONE
    return RtgConfig(
        players=players,
        rounds=rounds,
        draw_percentage=c.between(0, 70),
        forfeit_rate=rate(3),
        retired_rate=rate(4),
        half_point_bye_rate=rate(4),
        highest_rating=high,
        lowest_rating=low,
        points_for_win=win,
        points_for_draw=draw,
        points_for_loss=Fraction(0),
        points_for_forfeit_loss=Fraction(0),
        points_for_zpb=Fraction(0),
        points_for_pab=win,
        late_entry_rate=rate(5),
        withdrawal_rate=rate(5),
        acceleration=acceleration,
    )


# ---- one tournament -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Outcome:
    """What became of one tournament."""

    seed: int
    players: int
    rounds: int  # rounds checked
    discrepancies: int
    invalid: str  # the TRF reader's first error or warning, "" when the file is clean
    detail: str  # the checker's report, or the exception
    situations: tuple[str, ...]
    seconds: float
    config: str  # Key=Value;Key=Value...
    text: str = ""  # the TRF file, kept only for failures

    @property
    def failed(self) -> bool:
        return bool(self.discrepancies or self.invalid)


def situations_in(t: Tournament, stopped: bool) -> tuple[str, ...]:
    """Which C.04.2 situations the tournament contains."""
    found: set[str] = set()
    for p in t.players:
        present = [e.paired for e in p.rounds]
        if (
            present
            and not present[0]
            and any(present)
            and all(e.result is ResultCode.NOT_PAIRED for e in p.rounds[: present.index(True)])
        ):
            found.add("late entry")
        if present and any(present) and not present[-1]:
            tail = p.rounds[len(present) - present[::-1].index(True) :]
            if len(tail) >= 1 and all(e.result is ResultCode.ZERO_BYE for e in tail):
                found.add("withdrawal")
        for r, e in enumerate(p.rounds, start=1):
            if e.result is ResultCode.PAB:
                found.add("PAB")
            elif e.result is ResultCode.HALF_BYE:
                found.add("half-point bye")
            elif e.result is ResultCode.ZERO_BYE:
                found.add("zero-point bye")
            elif e.result is ResultCode.FORFEIT_LOSS and e.opponent is not None:
                found.add("forfeit")
                other = t.player(e.opponent).entry(r)
                if other.result is ResultCode.FORFEIT_LOSS:
                    found.add("double forfeit")
    if t.acceleration:
        found.add("accelerated")
    if not t.point_system.is_standard:
        found.add("non-standard points")
    if stopped:
        found.add("stopped (no valid pairing)")
    return tuple(s for s in SITUATIONS if s in found)


def run_one(job: tuple[int, RtgConfig, str]) -> Outcome:
    """Generate, write, read back and check tournament ``seed``."""
    seed, config, system_name = job
    system = PairingSystem(system_name)
    start = time.perf_counter()
    cfg_text = ";".join(config_lines(config))
    text = ""
    try:
        result = generate_report(config, seed, system)
        text = dump_trf(result.tournament)
        report = read_trf_report(text, f"seed{seed}.trf")
        bad = [p for p in report.problems if p.severity.value != "note"]
        if bad or report.tournament is None:
            first = bad[0].render(f"seed{seed}.trf") if bad else "unreadable"
            return Outcome(
                seed, config.players or 0, 0, 0, first, "", (),
                time.perf_counter() - start, cfg_text, text,
            )  # fmt: skip
        check = check_tournament(report.tournament, system)
    except EngineError as exc:
        return Outcome(
            seed, config.players or 0, 0, 1, "", f"seed {seed}: {exc}", (),
            time.perf_counter() - start, cfg_text, text,
        )  # fmt: skip
    found = situations_in(result.tournament, result.stopped is not None)
    failed = bool(check.discrepancies)
    return Outcome(
        seed=seed,
        players=len(result.tournament.players),
        rounds=check.rounds_checked,
        discrepancies=len(check.discrepancies),
        invalid="",
        detail=check.render(f"seed {seed}") if failed else "",
        situations=found,
        seconds=time.perf_counter() - start,
        config=cfg_text,
        text=text if failed else "",
    )


# ---- the run ------------------------------------------------------------------------------------


@dataclass
class Summary:
    """Totals of an endorsement run."""

    tournaments: int = 0
    rounds: int = 0
    discrepancies: int = 0
    invalid: int = 0
    seconds: float = 0.0
    situations: Counter[str] = field(default_factory=Counter)
    failures: list[Outcome] = field(default_factory=list)
    slowest: Outcome | None = None

    def add(self, o: Outcome) -> None:
        self.tournaments += 1
        self.rounds += o.rounds
        self.discrepancies += o.discrepancies
        self.invalid += bool(o.invalid)
        self.situations.update(o.situations)
        if o.failed:
            self.failures.append(o)
        if self.slowest is None or o.seconds > self.slowest.seconds:
            self.slowest = o


def _pool_map(
    fn: Callable[[tuple[int, RtgConfig, str]], Outcome],
    jobs: list[tuple[int, RtgConfig, str]],
    processes: int,
) -> Iterator[Outcome]:
    if processes <= 1:
        yield from map(fn, jobs)
        return
    with multiprocessing.Pool(processes) as pool:
        yield from pool.imap_unordered(fn, jobs, chunksize=1)


def run_endorsement(
    seeds: Iterable[int],
    *,
    minp: int = 7,
    maxp: int = 600,
    sizes: str = "log",
    jobs: int = 2,
    system: str = "dutch",
    progress: Callable[[Summary, int], None] | None = None,
) -> Summary:
    """Generate and check the tournaments of ``seeds``; the biggest start first (load balance)."""
    work = [(s, endorse_config(s, minp, maxp, sizes), system) for s in seeds]
    work.sort(key=lambda job: -((job[1].players or 0) ** 2 * (job[1].rounds or 0)))
    summary = Summary()
    start = time.perf_counter()
    for outcome in _pool_map(run_one, work, jobs):
        summary.add(outcome)
        summary.seconds = time.perf_counter() - start
        if progress is not None:
            progress(summary, len(work))
    summary.failures.sort(key=lambda o: o.seed)
    return summary


def _progress_printer() -> Callable[[Summary, int], None]:
    last = [0.0]
    tty = sys.stderr.isatty()

    def show(s: Summary, total: int) -> None:
        now = time.perf_counter()
        if s.tournaments < total and now - last[0] < (0.5 if tty else 30.0):
            return
        last[0] = now
        line = (
            f"[{s.tournaments:>5}/{total}] rounds {s.rounds}, discrepancies {s.discrepancies}, "
            f"invalid {s.invalid}, {s.seconds:.0f} s"
        )
        print(("\r" + line) if tty else line, end="" if tty else "\n", file=sys.stderr, flush=True)
        if tty and s.tournaments == total:
            print(file=sys.stderr)

    return show


def print_summary(s: Summary, save: Path | None, system: str) -> None:
    print()
    print(f"tournaments      {s.tournaments}")
    print(f"rounds checked   {s.rounds}")
    print(f"discrepancies    {s.discrepancies}")
    print(f"invalid files    {s.invalid}")
    print(f"wall time        {s.seconds:.1f} s")
    if s.slowest is not None:
        o = s.slowest
        print(f"slowest          seed {o.seed}: {o.players} players, {o.seconds:.1f} s")
    print("situations (tournaments containing each):")
    for name in SITUATIONS:
        print(f"  {name:<28} {s.situations[name]}")
    if not s.failures:
        return
    print(f"failures ({len(s.failures)}):")
    for o in s.failures:
        print(f"  seed {o.seed}: {o.invalid or o.detail}")
        cfg = o.config.replace(";", "\\n")
        print(
            f"    reproduce: printf '{cfg}\\n' > cfg.txt && "
            f"swiss-pair --{system} -g cfg.txt -o seed{o.seed}.trf -s {o.seed}"
        )
        if save is not None and o.text:
            save.mkdir(parents=True, exist_ok=True)
            (save / f"seed{o.seed}.trf").write_text(o.text, encoding="utf-8", newline="\n")
    if save is not None:
        print(f"  failing files saved in {save}/ (or: python tools/endorse.py --only SEED)")


# ---- the corpus: the established engines' files through our checker --------------------------

FOLDER_SYSTEMS = {"dutch2017": "dutch", "dutch2026": "dutch2026", "burstein": "burstein-legacy"}


def _available(system: str) -> bool:
    """True when our engine pairs ``system`` (an empty round tells without any work)."""
    try:
        pair_round(
            Tournament(rounds_total=1, initial_colour=Colour.WHITE), 1, PairingSystem(system)
        )
    except EngineError:
        return False
    return True


def check_corpus_file(job: tuple[str, str]) -> tuple[str, int, int, str]:
    """(name, rounds, discrepancies, report) of one corpus file."""
    path, system = job
    name = Path(path).name
    try:
        report = check_tournament(load_trf(path), PairingSystem(system))
    except EngineError as exc:
        return name, 0, 1, f"{name}: {exc}"
    return name, report.rounds_checked, len(report.discrepancies), report.render(name)


def _check_with_corpus_tool(job: tuple[str, str]) -> tuple[str, int, int, str]:
    """tools/corpus.py's ``check_file`` (module level, so that a pool can send it)."""
    import corpus  # type: ignore[import-not-found]  # tools/corpus.py, beside this file

    name, rounds, disc, text, _took = corpus.check_file(job)
    return str(name), int(rounds), int(disc), str(text)


def _corpus_checker() -> tuple[
    Callable[[tuple[str, str]], tuple[str, int, int, str]], dict[str, str]
]:
    """tools/corpus.py's checker and folder table when it is there (`make corpus`), else ours."""
    try:
        import corpus  # tools/corpus.py

        systems = dict(corpus.FOLDER_SYSTEMS)
        if not callable(corpus.check_file):
            raise AttributeError("check_file")
    except (ImportError, AttributeError):
        return check_corpus_file, FOLDER_SYSTEMS
    return _check_with_corpus_tool, systems


def run_corpus(root: Path, jobs: int) -> int:
    """Check every corpus folder; returns the number of discrepancies."""
    checker, systems = _corpus_checker()
    tty = sys.stderr.isatty()
    total = 0
    rows = []
    for folder in sorted(p for p in root.iterdir() if p.is_dir()):
        system = systems.get(folder.name)
        files = sorted(str(p) for p in folder.glob("*.trf"))
        if system is None or not files:
            continue
        if not _available(system):
            rows.append(f"{folder.name:<12} {system:<16} {len(files):>5}   skipped: not paired yet")
            continue
        start = shown = time.perf_counter()
        rounds = disc = done = 0
        with multiprocessing.Pool(max(1, jobs)) as pool:
            for _name, r, k, text in pool.imap_unordered(
                checker, [(f, system) for f in files], chunksize=1
            ):
                done += 1
                rounds += r
                disc += k
                if text:
                    print(text, flush=True)
                now = time.perf_counter()
                if tty or done == len(files) or now - shown > 30:
                    shown = now
                    line = f"  corpus {folder.name}: {done}/{len(files)}, {now - start:.0f} s"
                    print(("\r" + line) if tty else line, end="" if tty else "\n",
                          file=sys.stderr, flush=True)  # fmt: skip
        if tty:
            print(file=sys.stderr)
        took = time.perf_counter() - start
        rows.append(
            f"{folder.name:<12} {system:<16} {len(files):>5} {rounds:>7} {disc:>14} {took:>7.1f}s"
        )
        total += disc
    print()
    head = f"{'folder':<12} {'system':<16} {'files':>5} {'rounds':>7}"
    print(f"{head} {'discrepancies':>14} {'time':>8}")
    for row in rows:
        print(row)
    return total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("-n", type=int, default=5000, help="tournaments (default 5000)")
    parser.add_argument("--minp", type=int, default=7, help="fewest players (default 7)")
    parser.add_argument("--maxp", type=int, default=600, help="most players (default 600)")
    parser.add_argument(
        "--sizes",
        choices=["log", "uniform"],
        default="log",
        help="player-count distribution (default log: weight 1/n)",
    )
    parser.add_argument("--jobs", type=int, default=2, help="processes (default 2)")
    parser.add_argument("--base", type=int, default=1, help="first seed (default 1)")
    parser.add_argument("--only", default="", help="comma-separated seeds to rerun")
    parser.add_argument("--system", default="dutch")
    parser.add_argument(
        "--save",
        type=Path,
        default=ROOT / "out" / "endorse",
        help="where failing files go (default out/endorse)",
    )
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--no-corpus", action="store_true")
    args = parser.parse_args(argv)
    # `kill` ends the run like Ctrl-C: the pool's workers are terminated with it
    signal.signal(signal.SIGTERM, lambda _sig, _frame: sys.exit(143))
    if not 1 <= args.minp <= args.maxp:
        parser.error("need 1 <= --minp <= --maxp")
    if args.only:
        seeds = [int(s) for s in args.only.split(",") if s.strip()]
    else:
        seeds = list(range(args.base, args.base + args.n))
    print(
        f"endorse: {len(seeds)} tournaments, {args.minp}-{args.maxp} players ({args.sizes}), "
        f"{args.jobs} processes, system {args.system}",
        file=sys.stderr,
    )
    summary = run_endorsement(
        seeds, minp=args.minp, maxp=args.maxp, sizes=args.sizes, jobs=args.jobs,
        system=args.system, progress=_progress_printer(),
    )  # fmt: skip
    print_summary(summary, args.save, args.system)
    bad = summary.discrepancies + summary.invalid
    if not args.no_corpus and not args.only and args.corpus.is_dir():
        bad += run_corpus(args.corpus, args.jobs)
    return 0 if bad == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

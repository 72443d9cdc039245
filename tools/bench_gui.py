"""`make bench-gui`: how long each GUI action holds the window, on 300, 1,000 and 3,000 players.

The probe is the event loop itself: a 10 ms timer on the GUI thread; a *stall* is how late it
fires (a blocked GUI thread, or one waiting for the interpreter lock a worker holds). The real
main window is driven headless (``QT_QPA_PLATFORM=offscreen``, painting included) through the
actions an arbiter takes on a big event: import the TRF, sort and filter the Players tab,
reopen the file, open the standings report, pair the next round (in the worker), publish it,
type results, undo, replay the explanation, correct an earlier result (its consequence check
runs in the background). Each size runs in a process of its own; the table gives the max and
the 99th percentile of the stalls during each action, and the memory the session took.

Inputs: ``bench_1000p_r9.trf`` and ``bench_3000p_r9.trf`` from the shared bench folder, and a
300-player event made by our generator (tools/bench_inputs.py, fixed seed). The machine's load
(``/proc/loadavg``) is printed with the table: stalls on a busy machine are noisier.

Usage: python tools/bench_gui.py ../shared/bench [--sizes 300,1000,3000] [--runs 2]
       [--rules auto|2017|2026] [--json FILE] [--profile ACTION-WORDS]
       python tools/bench_gui.py --compare BEFORE.json AFTER.json
``--profile`` prints a profile of the GUI thread during the actions whose name contains it
(several: separated by commas). ``--stacks`` samples every thread's stack each 2 ms and prints
the samples of the latest ticks (who held the window: its own work, or a worker). The session's
longest and latest ticks are always printed with the action they fell in. ``--skip-recheck``
imports without re-pairing the file's rounds: quick rounds of work, not a measurement.
Performance is measured here, never in ``make test``.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

TICK_MS = 10
"""The probe timer's interval."""
LIMIT_MS = 100.0
"""The issue's bound: no action may stall the window longer than this."""
SIZES = {
    "300": "bench_300p_r9.trf",  # made by tools/bench_inputs.py
    "1000": "bench_1000p_r9.trf",
    "3000": "bench_3000p_r9.trf",
}


# ---- the child: one window, one event, every action -----------------------------------------


@dataclass
class Step:
    """Part of an action: ``start`` runs on the GUI thread, then the loop runs until ``done``."""

    start: Callable[[], object]
    done: Callable[[], bool] = lambda: True
    settle: float = 0.15  # seconds the loop keeps running after done (deferred turns, paints)
    timeout: float = 900.0


@dataclass
class Action:
    name: str
    steps: list[Step]
    setup: Callable[[], object] | None = None  # untimed, before the first step


@dataclass
class Measured:
    name: str
    stalls: list[float] = field(default_factory=list)  # seconds, one per probe tick
    busy: list[float] = field(default_factory=list)  # GUI thread CPU seconds between two ticks
    collections: list[tuple[int, float]] = field(default_factory=list)  # GUI process: gen, s
    seconds: float = 0.0
    rss_mb: float = 0.0
    error: str = ""

    def summary(self) -> dict[str, Any]:
        s = sorted(self.stalls)
        p99 = s[min(len(s) - 1, int(len(s) * 0.99))] if s else 0.0
        return {
            "action": self.name,
            "max_ms": round(1000 * (s[-1] if s else 0.0), 1),
            "p99_ms": round(1000 * p99, 1),
            "ticks": len(s),
            "seconds": round(self.seconds, 2),
            "rss_mb": round(self.rss_mb, 1),
            "cpu_max_ms": round(1000 * max(self.busy, default=0.0), 1),
            "gc_max_ms": round(1000 * max((d for _g, d in self.collections), default=0.0), 1),
            "gc_full": sum(1 for g, _d in self.collections if g == 2),
            "error": self.error,
        }


def rss_mb() -> float:
    """The process's resident memory now."""
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def child(
    trf: Path,
    rules: str,
    out: Path,
    profile: str = "",
    skip_recheck: bool = False,
    stacks: bool = False,
) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if skip_recheck:  # for quick rounds of work only: the import then skips minutes of work
        import engine.journal.importing as importing

        full_import = importing.import_command
        setattr(  # noqa: B010
            importing,
            "import_command",
            lambda path, recheck=None: full_import(path, recheck=lambda t, system: ()),
        )
    from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    QApplication.setQuitOnLastWindowClosed(False)  # the bench closes the window as its last action
    try:
        from arbiter_gui.heap import young_collections_only
    except ImportError:  # a checkout from before issue 26 (measured for comparison)
        pass
    else:
        young_collections_only()  # as arbiter_gui.app.main does
    try:
        from arbiter_gui.interpreter import window_first
    except ImportError:  # a checkout from before it
        pass
    else:
        window_first()  # as arbiter_gui.app.main does
    # the arbiter confirms every rule warning at once (as the tests' arbiter does, see
    # tests/conftest.py): a real warning dialog's exec() would wait for a click nobody makes
    # (importing a TRF asks to confirm its adjustments, issue 21)
    try:
        import arbiter_gui.dialogs.warnings as warning_dialogs
        from engine.journal import full_consent
    except ImportError:  # a checkout from before issue 21
        pass
    else:
        setattr(  # noqa: B010 (a module's function replaced for the run)
            warning_dialogs,
            "ask",
            lambda parent, warnings, recheck=None, show=None: full_consent(warnings),
        )
        setattr(warning_dialogs, "offer_leave", lambda parent, error, show=None: False)  # noqa: B010
    QCoreApplication.setOrganizationName("swiss-arbiter-bench")
    QSettings().clear()

    from arbiter_gui.models.players import PlayerColumn
    from arbiter_gui.printing.actions import open_report
    from arbiter_gui.views.main_window import MainWindow
    from engine.pairing import PairingSystem

    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    if rules != "auto":
        window.rounds.system = PairingSystem(f"dutch-{rules}")
    window.rounds.stale_draft_answer = lambda r, changes: "publish"
    window.rounds.explain_choice = lambda r, since: "published"
    window.rounds.correction_reason = lambda *a: "bench: result sheet misread"
    window.rounds.stale_answer = lambda: False
    tmp = Path(tempfile.mkdtemp(prefix="swiss-bench-gui-"))
    swiss = tmp / "event.swiss"

    flags: dict[str, Any] = {}
    # ---- the probe ----
    ticks: list[tuple[float, float, float]] = []
    last = [time.perf_counter(), time.thread_time()]

    def tick() -> None:
        # how late the timer fires (the stall), and the GUI thread's own CPU time since the
        # last tick: the work that held it, whatever else the machine was doing
        now, cpu = time.perf_counter(), time.thread_time()
        ticks.append((now, max(0.0, now - last[0] - TICK_MS / 1000), cpu - last[1]))
        last[0], last[1] = now, cpu

    # the garbage collector's pauses in the GUI process (a full collection holds the loop)
    import gc

    collections: list[tuple[float, int, float]] = []  # end time, generation, seconds
    gc_start = [0.0]

    def on_gc(phase: str, info: dict[str, int]) -> None:
        now = time.perf_counter()
        if phase == "start":
            gc_start[0] = now
        else:
            collections.append((now, info["generation"], now - gc_start[0]))

    gc.callbacks.append(on_gc)
    samples: list[tuple[float, dict[str, str]]] = []
    if stacks:
        _start_sampler(samples, lambda: bool(flags.get("over")))

    probe = QTimer()
    probe.setTimerType(Qt.TimerType.PreciseTimer)
    probe.setInterval(TICK_MS)
    probe.timeout.connect(tick)

    # ---- state the actions wait on ----
    window.rounds.pairing_finished.connect(lambda r, how: flags.__setitem__("paired", how))
    window.rounds.explained.connect(lambda r: flags.__setitem__("explained", r))
    window.rounds.consequences_found.connect(lambda r, lines: flags.__setitem__("checked", r))

    def loaded() -> bool:
        return window.session is not None and window._load_op is None and window.tabs.count() > 1

    def type_keys(widget: Any, text: str, gap: float = 0.12) -> list[Step]:
        def key(ch: str) -> Callable[[], None]:
            return lambda: QTest.keyClicks(widget, ch)

        return [Step(key(ch), settle=gap) for ch in text]

    def clear_filter() -> None:
        window.player_filter.selectAll()
        QTest.keyClick(window.player_filter, Qt.Key.Key_Backspace)

    def open_standings() -> None:
        flags["report"] = open_report(window, "standings")

    def report_shown() -> bool:
        # the report window opens at once and says "Computing the report…" while a worker
        # builds it: the action ends when the report itself is on screen (a checkout from
        # before issue 26 builds it before the window opens)
        dialog = flags.get("report")
        return (
            dialog is not None
            and dialog.isVisible()
            and getattr(dialog, "report", None) is not None
        )

    def close_report() -> None:
        dialog = flags.pop("report", None)
        if dialog is not None:
            dialog.close()

    def pair() -> None:
        flags.pop("paired", None)
        flags["round"] = window.rounds.next_round()
        window.rounds.pair()

    def result_key(board: int, key: str) -> Step:
        def go() -> None:
            page = window.round_page(flags["round"])
            if page is None:
                raise RuntimeError(f"no page for round {flags['round']}")
            window.tabs.setCurrentWidget(page)
            page.entry.set_board(board)
            QTest.keyClicks(page.entry.key_edit, key)

        return Step(go, settle=0.12)

    def explain() -> None:
        flags.pop("explained", None)
        window.rounds.explain(flags["round"])

    def correct() -> None:
        flags.pop("checked", None)
        r = flags["round"] - 1
        session = window.session
        assert session is not None
        rs = session.state.round(r)
        assert rs is not None
        b = rs.boards[0]
        from engine.journal import GameResult

        now = GameResult.from_codes(
            session.tournament.player(b.white).entry(r).result,
            session.tournament.player(b.black).entry(r).result,
        )
        new = GameResult.DRAW if now is not GameResult.DRAW else GameResult.WHITE_WINS
        window.rounds.enter_result(r, 1, new)

    def close_outcome() -> None:
        box = window.rounds.outcome_box
        if box is not None:
            box.close()

    def reopen() -> None:
        window.close_session()
        window.open_path(swiss)

    players_tab = lambda: window.tabs.setCurrentIndex(0)  # noqa: E731
    actions = [
        Action("idle (noise floor)", [Step(lambda: None, settle=2.0)]),
        Action(
            "import a TRF",
            [Step(lambda: window.create_tournament(swiss, trf), loaded, settle=1.5)],
        ),
        Action(
            "sort Players by points",
            [Step(lambda: window.players_view.sortByColumn(PlayerColumn.POINTS, _desc()))],
            setup=players_tab,
        ),
        Action(
            "sort Players by name",
            [Step(lambda: window.players_view.sortByColumn(PlayerColumn.NAME, _asc()))],
        ),
        Action(
            "type in the Players filter",
            [*type_keys(window.player_filter, "Player01"), Step(clear_filter, settle=0.3)],
        ),
        Action("reopen the file", [Step(reopen, loaded, settle=1.5)]),
        Action(
            "standings report",
            [Step(open_standings, report_shown, settle=0.8), Step(close_report, settle=0.3)],
        ),
        Action(
            "pair the next round (worker)",
            [Step(pair, lambda: "paired" in flags, settle=1.0)],
        ),
        Action(
            "publish the round",
            [Step(lambda: window.rounds.publish(flags["round"]), settle=0.5)],
        ),
        Action(
            "type 5 results",
            [result_key(b, k) for b, k in ((1, "1"), (2, "="), (3, "0"), (4, "1"), (5, "5"))],
        ),
        Action("undo twice", [Step(window.undo, settle=0.12), Step(window.undo, settle=0.12)]),
        Action(
            "explain replay (worker)",
            [Step(explain, lambda: "explained" in flags, settle=0.5)],
        ),
        Action(
            "correct an earlier result (check in the worker)",
            [Step(correct, lambda: "checked" in flags, settle=0.3), Step(close_outcome)],
        ),
        # the session is saved and closed with the window: the last thing an arbiter does
        Action("close the window", [Step(window.close, settle=0.3)]),
    ]

    results: list[Measured] = []
    queue = list(actions)
    spans: list[tuple[str, float, float]] = []  # action, start, end: where a stray tick fell

    def run_next() -> None:
        if not queue:
            app.quit()
            return
        action = queue.pop(0)
        if action.setup is not None:
            action.setup()
        m = Measured(action.name)
        results.append(m)
        print(f"  {trf.name}: {action.name}…", file=sys.stderr, flush=True)
        steps = list(action.steps)
        profiler = None
        if profile and any(word and word in action.name for word in profile.split(",")):
            import cProfile

            profiler = cProfile.Profile()
            profiler.enable()
        t0 = time.perf_counter()

        def finish(error: str = "") -> None:
            t1 = time.perf_counter()
            spans.append((action.name, t0, t1))
            m.seconds = t1 - t0
            m.stalls = [late for t, late, _cpu in ticks if t0 < t <= t1]
            m.busy = [cpu for t, _late, cpu in ticks if t0 < t <= t1]
            m.collections = [(g, d) for t, g, d in collections if t0 < t <= t1]
            m.rss_mb = rss_mb()
            m.error = error
            if profiler is not None:
                import pstats

                profiler.disable()
                pstats.Stats(profiler, stream=sys.stderr).sort_stats("cumulative").print_stats(45)
            QTimer.singleShot(400, run_next)  # a quiet gap between two actions

        def next_step() -> None:
            if not steps:
                finish()
                return
            step = steps.pop(0)
            started = time.perf_counter()
            try:
                step.start()
            except Exception as exc:  # reported in the table, the run goes on
                finish(f"{type(exc).__name__}: {exc}")
                return

            def wait() -> None:
                try:
                    ok = step.done()
                except Exception as exc:
                    finish(f"{type(exc).__name__}: {exc}")
                    return
                if ok:
                    QTimer.singleShot(int(step.settle * 1000), next_step)
                elif time.perf_counter() - started > step.timeout:
                    finish("timeout")
                else:
                    QTimer.singleShot(20, wait)

            QTimer.singleShot(0, wait)

        next_step()

    probe.start()
    QTimer.singleShot(500, run_next)
    app.exec()
    probe.stop()
    # every tick of the session, the quiet gaps between actions included: a stall that an
    # action leaves behind (deferred turns after its settle time) shows here if nowhere else
    whole = Measured("whole session (every tick)")
    whole.stalls = [late for _t, late, _cpu in ticks]
    whole.busy = [cpu for _t, _late, cpu in ticks]
    whole.collections = [(g, d) for _t, g, d in collections]
    whole.seconds = ticks[-1][0] - ticks[0][0] if ticks else 0.0
    whole.rss_mb = rss_mb()
    results.append(whole)
    _where_the_longest_ticks_fell(ticks, spans)
    flags["over"] = True
    if samples:
        _print_samples(ticks, samples)
    window.rounds.cancel_pairing()
    window.close_session()
    import shutil

    shutil.rmtree(tmp, ignore_errors=True)  # the event's file (4-5 MB at 3,000 players)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    rows = [m.summary() for m in results]
    out.write_text(
        json.dumps({"actions": rows, "peak_mb": round(peak, 1), "child_peak_mb": children}),
        encoding="utf-8",
    )
    return 0


def _where_the_longest_ticks_fell(
    ticks: list[tuple[float, float, float]], spans: list[tuple[str, float, float]], n: int = 3
) -> None:
    """Print the session's longest ticks (GUI-thread CPU) and latest ones with the action they
    fell in, or the one they followed: a stall between two actions is still some action's
    doing."""
    longest = sorted(ticks, key=lambda tick: -tick[2])[:n]
    latest = [tick for tick in sorted(ticks, key=lambda tick: -tick[1])[:n] if tick not in longest]
    for t, late, cpu in longest + latest:
        where = "before the first action"
        for name, t0, t1 in spans:
            if t0 < t <= t1:
                where = f"during '{name}'"
                break
            if t > t1:
                where = f"{(t - t1) * 1000:.0f} ms after '{name}' ended"
        print(
            f"  tick: {cpu * 1000:.0f} ms CPU, {late * 1000:.0f} ms late, {where}",
            file=sys.stderr,
        )


def _start_sampler(samples: list[tuple[float, dict[str, str]]], over: Callable[[], bool]) -> None:
    """``--stacks``: every 2 ms, the top of each thread's stack (the window's named GUI) into
    ``samples``, until ``over()``."""
    import threading
    import traceback

    gui_ident = threading.get_ident()

    def sample() -> None:
        own = threading.get_ident()
        while not over():
            time.sleep(0.002)
            now = time.perf_counter()
            names = {t.ident: t.name for t in threading.enumerate()}
            stacks = {}
            for ident, frame in sys._current_frames().items():
                if ident != own:
                    top = reversed(traceback.extract_stack(frame)[-4:])
                    who = "GUI" if ident == gui_ident else names.get(ident, str(ident))
                    stacks[who] = " < ".join(f"{f.name}:{f.lineno}" for f in top)
            samples.append((now, stacks))

    threading.Thread(target=sample, daemon=True, name="sampler").start()


def _print_samples(
    ticks: list[tuple[float, float, float]], samples: list[tuple[float, dict[str, str]]], n: int = 3
) -> None:
    """The stack samples taken during the ``n`` latest ticks; threads waiting are left out."""
    for t, late, cpu in sorted(ticks, key=lambda tick: -tick[1])[:n]:
        print(f"--- tick {late * 1000:.0f} ms late, {cpu * 1000:.0f} ms CPU", file=sys.stderr)
        for when, stacks in samples:
            if t - late - 0.012 <= when <= t:
                print(f"  {(when - t) * 1000:+.0f} ms", file=sys.stderr)
                for who, stack in stacks.items():
                    innermost = stack.split(" < ")[0]
                    if "wait" not in innermost and "select" not in innermost:
                        print(f"     {who}: {stack}", file=sys.stderr)


def _desc() -> Any:
    from PySide6.QtCore import Qt

    return Qt.SortOrder.DescendingOrder


def _asc() -> Any:
    from PySide6.QtCore import Qt

    return Qt.SortOrder.AscendingOrder


# ---- the parent: one process per size and run, then the table ---------------------------------


def loadavg() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text(encoding="ascii").split()[:3])
    except OSError:
        return "?"


def run_size(
    path: Path, rules: str, profile: str = "", skip_recheck: bool = False, stacks: bool = False
) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="swiss-bench-gui-") as tmp:
        out = Path(tmp) / "result.json"
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        cmd = [sys.executable, __file__, "--child", str(path), "--rules", rules, "--out", str(out)]
        cmd += ["--profile", profile] if profile else []
        cmd += ["--skip-recheck"] if skip_recheck else []
        cmd += ["--stacks"] if stacks else []
        proc = subprocess.run(cmd, env=env, check=False)
        if proc.returncode or not out.exists():
            return {"actions": [], "peak_mb": 0, "child_peak_mb": 0, "error": proc.returncode}
        data: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
        return data


def table(runs: dict[str, list[dict[str, Any]]], key: str) -> list[str]:
    sizes = list(runs)
    names: list[str] = []
    for size in sizes:
        for run in runs[size]:
            for row in run["actions"]:
                if row["action"] not in names:
                    names.append(row["action"])
    head = (
        f"| {key.replace('_ms', '')} stall (ms) | "
        + " | ".join(f"{s} players" for s in sizes)
        + " |"
    )
    lines = [head, "|---|" + "---|" * len(sizes)]
    for name in names:
        cells = []
        for size in sizes:
            values = []
            for run in runs[size]:
                row = next((r for r in run["actions"] if r["action"] == name), None)
                if row is None or key not in row:
                    values.append("–")
                elif row["error"]:
                    values.append(f"{row[key]:.0f}!")
                else:
                    values.append(f"{row[key]:.0f}")
            cells.append(" / ".join(values))
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return lines


def _cell(size_runs: list[dict[str, Any]], name: str, key: str) -> str:
    values = []
    for run in size_runs:
        row = next((r for r in run["actions"] if r["action"] == name), None)
        if row is None:
            values.append("–")
        else:
            values.append(f"{row[key]:.0f}{'!' if row['error'] else ''}")
    return " / ".join(values) if values else "–"


def compare(before: Path, after: Path) -> list[str]:
    """The before/after tables of two ``--json`` files: per action and size, the max and the
    p99 stall of each run and the GUI thread's longest CPU time between two ticks (the stall
    without the machine's other load), in ms, before -> after; the memory."""
    old = json.loads(before.read_text(encoding="utf-8"))
    new = json.loads(after.read_text(encoding="utf-8"))
    sizes = [s for s in new if s in old] or list(new)
    names: list[str] = []
    for data in (new, old):
        for size in sizes:
            for run in data.get(size, []):
                for row in run["actions"]:
                    if row["action"] not in names:
                        names.append(row["action"])
    lines = []
    for key, title in (
        ("max_ms", "max stall"),
        ("p99_ms", "p99 stall"),
        ("cpu_max_ms", "GUI thread's CPU between two ticks, max"),
    ):
        lines.append(
            f"| {title} (ms), before → after | " + " | ".join(f"{s} players" for s in sizes) + " |"
        )
        lines.append("|---|" + "---|" * len(sizes))
        for name in names:
            cells = [
                f"{_cell(old.get(s, []), name, key)} → {_cell(new.get(s, []), name, key)}"
                for s in sizes
            ]
            lines.append(f"| {name} | " + " | ".join(cells) + " |")
        lines.append("")
    lines.append(
        "| memory (MB): window's process peak, engine processes' peak | "
        + " | ".join(f"{s} players" for s in sizes)
        + " |"
    )
    lines.append("|---|" + "---|" * len(sizes))
    for label, data in (("before", old), ("after", new)):
        cells = [
            " / ".join(f"{r['peak_mb']:.0f}, {r['child_peak_mb']:.0f}" for r in data.get(s, []))
            for s in sizes
        ]
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("bench", type=Path, nargs="?", default=Path("../shared/bench"))
    parser.add_argument("--sizes", default=",".join(SIZES))
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--rules", choices=("auto", "2017", "2026"), default="auto")
    parser.add_argument("--json", type=Path, default=None)
    parser.add_argument("--profile", default="", help="profile the GUI thread in these actions")
    parser.add_argument(
        "--compare",
        type=Path,
        nargs=2,
        default=None,
        metavar=("BEFORE", "AFTER"),
        help="print the before/after table of two --json files (runs nothing)",
    )
    parser.add_argument(
        "--skip-recheck",
        action="store_true",
        help="import without re-pairing the file's rounds (quick rounds of work; not a bench)",
    )
    parser.add_argument(
        "--stacks",
        action="store_true",
        help="sample every thread's stack; print the samples of the latest ticks",
    )
    parser.add_argument("--child", type=Path, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--out", type=Path, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child is not None:
        return child(args.child, args.rules, args.out, args.profile, args.skip_recheck, args.stacks)
    if args.compare is not None:
        print("\n".join(compare(*args.compare)))
        return 0

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bench_inputs import make as make_inputs

    made = Path("build/bench")
    make_inputs(made)
    print(f"load average before: {loadavg()} ({os.cpu_count()} cores)", flush=True)
    runs: dict[str, list[dict[str, Any]]] = {}
    for size in args.sizes.split(","):
        name = SIZES.get(size, size)
        path = args.bench / name
        if not path.exists():
            path = made / name
        runs[size] = []
        for i in range(args.runs):
            print(f"{size} players, run {i + 1}: {path}", file=sys.stderr, flush=True)
            start = time.perf_counter()
            data = run_size(path, args.rules, args.profile, args.skip_recheck, args.stacks)
            data["load_after"] = loadavg()
            data["wall_s"] = round(time.perf_counter() - start, 1)
            runs[size].append(data)
            if args.json is not None:  # after each run: a long session stopped keeps its runs
                args.json.parent.mkdir(parents=True, exist_ok=True)
                args.json.write_text(json.dumps(runs, indent=1), encoding="utf-8")
    print(f"rules: {args.rules}; probe: {TICK_MS} ms timer; runs per size: {args.runs}")
    print("max stall per action (each run, in ms; '!' = the action failed or timed out)")
    print("\n".join(table(runs, "max_ms")))
    print("\n99th percentile of the stalls per action (ms)")
    print("\n".join(table(runs, "p99_ms")))
    print("\nGUI thread's CPU time between two probe ticks, longest per action (ms): the stall")
    print("without the machine's other load (waiting for the interpreter lock not counted)")
    print("\n".join(table(runs, "cpu_max_ms")))
    print("\nlongest garbage collection in the GUI process per action (ms)")
    print("\n".join(table(runs, "gc_max_ms")))
    print("\nmemory (MB): GUI process peak / worker processes' peak; load average after run")
    for size, size_runs in runs.items():
        mem = "; ".join(
            f"{r['peak_mb']:.0f} / {r['child_peak_mb']:.0f}, load {r['load_after']}"
            for r in size_runs
        )
        print(f"  {size} players: {mem}")
    over = [
        (size, row["action"], row["max_ms"])
        for size, size_runs in runs.items()
        for run in size_runs
        for row in run["actions"]
        if row["max_ms"] > LIMIT_MS and not row["action"].startswith("idle")
    ]
    if over:
        print(f"\nover {LIMIT_MS:.0f} ms:")
        for size, name, ms in over:
            print(f"  {size} players: {name}: {ms:.0f} ms")
    if args.json is not None:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(runs, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

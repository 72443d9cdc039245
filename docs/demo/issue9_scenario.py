"""Issue 9 "done when": a 300-player, 9-round event run from the keyboard, with no frozen window.

    Xvfb :99 -screen 0 1400x900x24 &
    DISPLAY=:99 QT_QPA_PLATFORM=xcb .venv/bin/python docs/demo/issue9_scenario.py

Builds a fresh tournament file with the first 300 players (names, ratings) of the corpus file
d17_0116.trf (397 players: the largest dutch2017 file with at most 400), 9 rounds. Then, for
every round, from the keyboard only (QTest key events sent to the window's widgets):

* Ctrl+Shift+P pairs the round (the engine runs in the window's worker; we wait for
  ``pairing_finished``), Ctrl+Shift+U publishes it;
* every result is entered as an arbiter would: board number + Enter in the "Board" field,
  then a result key (1, 0, =, +, -, * drawn from a seeded random generator).

All along, a QTimer ticking every 10 ms records the longest gap between two ticks: the longest
time the event loop was blocked (the window frozen). The script returns to the event loop after
every key press, as a typing arbiter would leave it between keys.

The stall meter is read after every action, so each action gets its own figure: the
pairing (Ctrl+Shift+P until the pairing is on screen), the publication, and every single
result (board number, Enter, result key). The figures say the longest stall per action kind.

At the end the tournament is replayed by engine.checker.check_tournament (0 discrepancies
expected). Screenshots of a late round (pairing list, explanation panel, results entry) go to
docs/screenshots/issue9_*.png, the figures to docs/demo/issue9/figures.json.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
OUT = Path(__file__).resolve().parent / "issue9"
SHOTS = ROOT / "docs" / "screenshots"
CORPUS_FILE = ROOT.parent / "shared" / "corpus" / "dutch2017" / "d17_0116.trf"

from PySide6.QtCore import QEventLoop, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QCursor, QImage  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QToolTip, QWidget  # noqa: E402

from arbiter_gui.rounds.pages import ResultKeyEdit, RoundPage  # noqa: E402
from arbiter_gui.views.main_window import MainWindow  # noqa: E402
from engine.checker.check import check_tournament  # noqa: E402
from engine.journal import (  # noqa: E402
    AddPlayer,
    Journal,
    PlayerData,
    SetTournamentDetails,
    TournamentDetails,
)
from engine.model import Colour  # noqa: E402

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
KEYS = ["1", "0", "=", "+", "-", "*"]
WEIGHTS = [40, 30, 25, 2, 2, 1]  # mostly played games, a few forfeits


def log(*args: object) -> None:
    print(time.strftime("%H:%M:%S"), *args, flush=True)  # noqa: T201 - a script


class StallMeter:
    """A 10 ms timer; the longest gap between two of its ticks is the longest event-loop stall.

    Two measures per gap: wall time (what the arbiter sees; it includes waiting for a CPU on a
    loaded machine) and the GUI thread's own CPU time in it (``time.thread_time``: the work the
    window did in that stretch, whatever the load). ``take`` returns the longest of each.
    """

    def __init__(self) -> None:
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self._tick)
        self.last = time.perf_counter()
        self.last_cpu = time.thread_time()
        self.max_gap = 0.0
        self.max_cpu = 0.0
        self.overall = 0.0
        self.overall_cpu = 0.0
        self.ticks = 0
        self.period_cpu = 0.0

    def start(self) -> None:
        self.last = time.perf_counter()
        self.last_cpu = time.thread_time()
        self.timer.start()

    def _tick(self) -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        gap, gap_cpu = now - self.last, cpu - self.last_cpu
        self.last, self.last_cpu = now, cpu
        self.ticks += 1
        self.max_gap = max(self.max_gap, gap)
        self.max_cpu = max(self.max_cpu, gap_cpu)
        self.overall = max(self.overall, gap)
        self.overall_cpu = max(self.overall_cpu, gap_cpu)

    def take(self) -> float:
        """The longest wall-time gap since the last call (and start a new period)."""
        gap, self.max_gap = self.max_gap, 0.0
        self.period_cpu, self.max_cpu = self.max_cpu, 0.0
        return gap


def corpus_players(n: int) -> list[PlayerData]:
    players = []
    for line in CORPUS_FILE.read_text(encoding="utf-8").splitlines():
        if line.startswith("001"):
            name = line[14:47].strip()
            rating = int(line[48:52].strip() or 0)
            players.append(PlayerData(name, rating=rating))
    return players[:n]


def new_journal(path: Path, players: list[PlayerData], rounds: int) -> Journal:
    journal = Journal.create(path)
    journal.apply(
        SetTournamentDetails(
            TournamentDetails(name="Issue 9 Open", rounds_total=rounds, initial_colour=Colour.WHITE)
        )
    )
    for p in players:
        journal.apply(AddPlayer(p))
    return journal


def idle(app: QApplication) -> None:
    """Give the event loop back for a moment, as between two keystrokes."""
    app.processEvents()


def settle(ms: int = 50) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def shot(widget: QWidget, name: str) -> None:
    settle(300)
    image = (
        widget.grab()
        .toImage()
        .convertToFormat(
            QImage.Format.Format_Indexed8,
            Qt.ImageConversionFlag.ThresholdDither | Qt.ImageConversionFlag.AvoidDither,
        )
    )
    SHOTS.mkdir(parents=True, exist_ok=True)
    image.save(str(SHOTS / name), "PNG", 0)
    log("wrote", SHOTS / name)


def pair_by_keyboard(window: MainWindow, r: int) -> tuple[str, float]:
    loop = QEventLoop()
    outcome: list[object] = []

    def done(round_no: int, what: str) -> None:
        outcome.extend([round_no, what])
        loop.quit()

    window.rounds.pairing_finished.connect(done)
    ensure_active(window, f"Ctrl+Shift+P of round {r}")
    t0 = time.perf_counter()
    QTest.keyClick(window, Qt.Key.Key_P, CTRL_SHIFT)
    if not outcome:
        QTimer.singleShot(600_000, loop.quit)
        loop.exec()
    elapsed = time.perf_counter() - t0
    window.rounds.pairing_finished.disconnect(done)
    if outcome != [r, "applied"]:
        raise RuntimeError(f"round {r}: pairing ended with {outcome!r}")
    return "applied", elapsed


REACTIVATIONS: list[str] = []


def ensure_active(window: QWidget, where: str) -> None:
    """A shortcut reaches only the active window: activate it again if Xvfb took it away."""
    if not window.isActiveWindow():
        REACTIVATIONS.append(where)
        log("window inactive before", where, "- activating it again")
        window.activateWindow()
        QTest.qWaitForWindowActive(window, 2000)


def enter_result(app: QApplication, page: RoundPage, board: int, key: str) -> None:
    """Board number + Enter in the Board field, then the result key.

    Under Xvfb without a window manager the window sometimes stops being the active window
    (no focus widget at all); that is written down and the window activated again, at most
    twice per board.
    """
    for attempt in range(3):
        if not page.window().isActiveWindow():
            REACTIVATIONS.append(
                f"round {page.round_no if hasattr(page, 'round_no') else '?'}, "
                f"board {board}: {QToolTip.isVisible()=}"
            )
            log("window inactive before board", board, "- activating it again")
            page.window().activateWindow()
            QTest.qWaitForWindowActive(page.window(), 2000)
        try:
            _enter_result(app, page, board, key)
            return
        except RuntimeError:
            if attempt == 2:
                raise


def _enter_result(app: QApplication, page: RoundPage, board: int, key: str) -> None:
    edit = page.entry.board_edit
    edit.setFocus()
    QTest.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(edit, str(board))
    idle(app)
    QTest.keyClick(edit, Qt.Key.Key_Return)
    idle(app)
    widget = QApplication.focusWidget()
    if not isinstance(widget, ResultKeyEdit) or page.entry.board != board:
        tops = [
            (w.__class__.__name__, w.windowTitle(), w.isActiveWindow())
            for w in QApplication.topLevelWidgets()
            if w.isVisible()
        ]
        log(
            "focus lost:",
            widget,
            "active window:",
            QApplication.activeWindow(),
            "modal:",
            QApplication.activeModalWidget(),
            "popup:",
            QApplication.activePopupWidget(),
            "visible top levels:",
            tops,
        )
        raise RuntimeError(f"board {board}: focus on {widget!r}, board {page.entry.board}")
    QTest.keyClicks(widget, key)
    idle(app)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=300)
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--play", type=int, default=None, help="rounds to play (default: all)")
    ap.add_argument("--shot-round", type=int, nargs="*", default=[8])
    ap.add_argument("--seed", type=int, default=9)
    ap.add_argument("--out", type=Path, default=None, help="figures folder (trial runs)")
    ap.add_argument("--no-shots", action="store_true", help="no screenshots (trial runs)")
    args = ap.parse_args()
    global OUT, SHOTS
    if args.out is not None:
        OUT = args.out
    if args.no_shots:
        args.shot_round = []
    play = args.play or args.rounds
    OUT.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)

    app = QApplication.instance() or QApplication([])
    meter = StallMeter()
    window = MainWindow()
    window.resize(1380, 860)
    window.show()
    QTest.qWaitForWindowExposed(window)
    QCursor.setPos(1395, 895)  # the pointer off the window: no tooltips over the table
    window.activateWindow()
    QTest.qWaitForWindowActive(window)
    folder = Path(tempfile.mkdtemp())
    players = corpus_players(args.players)
    t0 = time.perf_counter()
    window.set_journal(new_journal(folder / "issue9.swiss", players, args.rounds))
    log(f"opened {len(players)} players, {args.rounds} rounds in {time.perf_counter() - t0:.2f} s")
    session = window.session
    assert session is not None
    settle(200)
    meter.start()
    settle(100)
    meter.take()

    figures: dict[str, object] = {
        "players": len(players),
        "rounds_total": args.rounds,
        "seed": args.seed,
        "corpus_file": CORPUS_FILE.name,
        "platform": QApplication.platformName(),
        "rounds": [],
    }
    rounds_out: list[dict[str, object]] = figures["rounds"]  # type: ignore[assignment]
    start = time.perf_counter()
    for r in range(1, play + 1):
        round_start = time.perf_counter()
        settle(50)
        meter.take()  # the script's own bookkeeping between rounds is not counted
        _, pair_s = pair_by_keyboard(window, r)
        settle(50)
        stall_pair = meter.take()
        cpu_pair = meter.period_cpu
        page = window.round_page(r)
        assert page is not None and window.tabs.currentWidget() is page
        idle(app)
        if r in args.shot_round:
            page.table.setCurrentIndex(page.model.index(4, 3))
            shot(window, f"issue9_round{r}_pairing_list.png")
            sizes = page.splitter.sizes()
            page.splitter.setSizes([420, sum(sizes) - 420])
            shot(page.explanation, f"issue9_round{r}_explanation.png")
            page.splitter.setSizes(sizes)
            settle(50)  # the grabs' own stall is not the window's
            meter.take()
        ensure_active(window, f"Ctrl+Shift+U of round {r}")
        t_pub = time.perf_counter()
        QTest.keyClick(window, Qt.Key.Key_U, CTRL_SHIFT)
        idle(app)
        publish_s = time.perf_counter() - t_pub
        settle(50)  # whatever publishing left queued runs here, and counts
        rs = session.state.round(r)
        if rs is None or not rs.published:
            raise RuntimeError(f"round {r}: not published after Ctrl+Shift+U")
        stall_pub = meter.take()
        cpu_pub = meter.period_cpu
        rows = page.board_rows()
        boards = len(rows)
        t_res = time.perf_counter()
        key_count: dict[str, int] = {}
        per_result: list[float] = []  # the longest stall of each result's three keys
        per_result_cpu: list[float] = []  # the GUI thread's CPU time in such a stall
        for n in range(1, boards + 1):
            key = rng.choices(KEYS, WEIGHTS)[0]
            key_count[key] = key_count.get(key, 0) + 1
            enter_result(app, page, n, key)
            per_result.append(meter.take())
            per_result_cpu.append(meter.period_cpu)
            if r in args.shot_round and n == boards // 2:
                page.table.scrollTo(page.model.index(n - 1, 0))
                shot(window, f"issue9_round{r}_results_entry.png")
                settle(50)
                meter.take()
        results_s = time.perf_counter() - t_res
        settle(50)
        stall_res = max([meter.take(), *per_result])
        cpu_res = max([meter.period_cpu, *per_result_cpu])
        ordered = sorted(per_result)
        if not session.state.is_complete(r):
            raise RuntimeError(f"round {r}: results missing after keyboard entry")
        rounds_out.append(
            {
                "round": r,
                "boards": boards,
                "bye": rs.bye is not None,
                "pairing_s": round(pair_s, 2),
                "publish_s": round(publish_s, 3),
                "results_s": round(results_s, 1),
                "ms_per_result": round(1000 * results_s / boards, 1),
                "keys": key_count,
                "stall_pairing_ms": round(1000 * stall_pair, 1),
                "stall_publish_ms": round(1000 * stall_pub, 1),
                "stall_results_ms": round(1000 * stall_res, 1),
                "stall_result_median_ms": round(1000 * ordered[len(ordered) // 2], 1),
                "stall_result_p95_ms": round(1000 * ordered[int(len(ordered) * 0.95)], 1),
                "results_over_100ms": sum(1 for x in per_result if x > 0.1),
                "stall_max_ms": round(1000 * max(stall_pair, stall_pub, stall_res), 1),
                "cpu_pairing_ms": round(1000 * cpu_pair, 1),
                "cpu_publish_ms": round(1000 * cpu_pub, 1),
                "cpu_results_ms": round(1000 * cpu_res, 1),
                "cpu_result_median_ms": round(1000 * sorted(per_result_cpu)[boards // 2], 1),
                "results_cpu_over_100ms": [
                    n for n, x in enumerate(per_result_cpu, start=1) if x > 0.1
                ],
                "round_s": round(time.perf_counter() - round_start, 1),
            }
        )
        log(json.dumps(rounds_out[-1]))
        (OUT / "figures.json").write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")

    figures["elapsed_s"] = round(time.perf_counter() - start, 1)
    figures["stall_overall_ms"] = round(1000 * meter.overall, 1)
    figures["cpu_stall_overall_ms"] = round(1000 * meter.overall_cpu, 1)
    figures["timer_ticks"] = meter.ticks
    figures["reactivations"] = REACTIVATIONS
    done: list[dict[str, float]] = figures["rounds"]  # type: ignore[assignment]
    figures["longest_stall_ms_by_action"] = {
        action: max(float(x[f"stall_{action}_ms"]) for x in done)
        for action in ("pairing", "publish", "results")
    }
    figures["longest_gui_cpu_ms_by_action"] = {
        action: max(float(x[f"cpu_{action}_ms"]) for x in done)
        for action in ("pairing", "publish", "results")
    }
    log("longest stall by action (ms, wall):", figures["longest_stall_ms_by_action"])
    log("longest GUI-thread CPU in one gap (ms):", figures["longest_gui_cpu_ms_by_action"])
    meter.timer.stop()
    t = session.tournament
    t_chk = time.perf_counter()
    report = check_tournament(t, window.rounds.current_system())
    figures["checker"] = {
        "rounds_checked": report.rounds_checked,
        "discrepancies": len(report.discrepancies),
        "seconds": round(time.perf_counter() - t_chk, 1),
        "system": str(window.rounds.current_system()),
    }
    log("checker:", figures["checker"])
    if report.discrepancies:
        (OUT / "checker-report.txt").write_text(report.render(), encoding="utf-8")
    (OUT / "figures.json").write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")
    window.close_session()
    window.close()
    app.processEvents()


if __name__ == "__main__":
    main()

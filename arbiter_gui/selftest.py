"""``swiss-arbiter --selftest``: the check a support person asks an arbiter to run.

Works in the frozen bundle: pairs the bundled sample's rounds again and checks them, pairs its
next round, renders one report to PDF, and prints OK or what failed. Needs no screen.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path


def _print_line(line: str) -> None:
    sys.stdout.write(line + "\n")  # the self-test's report is its output
    sys.stdout.flush()


def run_selftest(out: Callable[[str], None] | None = None) -> int:
    """Run every check; return 0 when all passed, 1 otherwise."""
    say = out or _print_line
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    failures: list[str] = []

    def check(name: str, fn: Callable[[], str]) -> None:
        try:
            detail = fn()
        except Exception as exc:  # every failure is reported, none stops the others
            failures.append(name)
            say(f"FAIL {name}: {type(exc).__name__}: {exc}")
        else:
            say(f"ok   {name}: {detail}")

    from engine.version import VERSION

    say(f"Swiss Arbiter {VERSION} self-test ({sys.platform}, Python {sys.version.split()[0]})")
    from arbiter_gui.loading import sample_path

    sample = sample_path()
    state: dict[str, object] = {}

    def read() -> str:
        from engine.trf import load_trf

        t = load_trf(sample)
        state["t"] = t
        return f"{sample.name}: {len(t.players)} players, {t.rounds_paired()} rounds paired"

    def checker() -> str:
        from engine.checker import check_tournament
        from engine.model import Tournament

        t = state["t"]
        assert isinstance(t, Tournament)
        report = check_tournament(t)
        if report.discrepancies:
            raise AssertionError(report.render(sample.name))
        return f"{report.rounds_checked} rounds re-paired, 0 discrepancies"

    def pair_next() -> str:
        from engine.model import Tournament
        from engine.pairing import pair_round

        t = state["t"]
        assert isinstance(t, Tournament)
        r = t.next_round()
        pairing = pair_round(t, r)
        seen = sorted(p for b in pairing.boards for p in (b.white, b.black))
        if len(seen) != len(set(seen)):
            raise AssertionError("a player is on two boards")
        return f"round {r}: {len(pairing.boards)} boards" + (
            f", PAB {pairing.bye}" if pairing.bye is not None else ""
        )

    def pair_apart() -> str:
        from arbiter_gui.engine_process import run_in_process
        from arbiter_gui.jobs import explained_pairing
        from engine.model import Tournament
        from engine.pairing import PairingSystem

        t = state["t"]
        assert isinstance(t, Tournament)
        r = t.next_round()
        names = {int(p.id): p.name for p in t.players}
        # large events pair in a process of their own: the bundle must be able to start one
        pairing, (events, _tree) = run_in_process(
            explained_pairing, t, r, PairingSystem.DUTCH_2017, names
        )
        return f"round {r} paired in an engine process: {len(pairing.boards)} boards, " + (
            f"{len(events)} trace events"
        )

    def pdf() -> str:
        from PySide6.QtGui import QGuiApplication, QPageSize, QPdfWriter, QTextDocument

        from engine.model import Tournament
        from engine.standings import DEFAULT_SWISS_ORDER, standings

        app = QGuiApplication.instance() or QGuiApplication(["swiss-arbiter-selftest"])
        t = state["t"]
        assert isinstance(t, Tournament)
        rows = standings(t, t.rounds_paired(), DEFAULT_SWISS_ORDER)
        names = {p.id: p.name for p in t.players}
        body = "".join(
            f"<tr><td>{row.rank}</td><td>{names[row.player]}</td><td>{row.points}</td></tr>"
            for row in rows
        )
        doc = QTextDocument()
        doc.setHtml(f"<h2>{t.name}</h2><table>{body}</table>")
        with tempfile.TemporaryDirectory() as tmp:
            target = Path(tmp) / "selftest.pdf"
            writer = QPdfWriter(str(target))
            writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
            doc.print_(writer)
            del writer
            data = target.read_bytes()
        del app
        if not data.startswith(b"%PDF"):
            raise AssertionError("the PDF file is not a PDF")
        return f"standings of {len(rows)} players rendered to PDF ({len(data)} bytes)"

    def search() -> str:
        from arbiter_gui.rounds.why_not import fold

        # the transliteration tables are data files of their own in a frozen bundle
        folded = [fold(name) for name in ("Østergaard", "Łukasiewicz", "Yılmaz")]
        if folded != ["ostergaard", "lukasiewicz", "yilmaz"]:
            raise AssertionError(f"names are not folded for searching: {folded}")
        return "accent-insensitive search: " + ", ".join(folded)

    check("read the sample tournament", read)
    check("search names without accents", search)
    if "t" in state:
        check("checker on the sample", checker)
        check("pair the next round", pair_next)
        check("pair in an engine process", pair_apart)
        check("render a report to PDF", pdf)
    say("OK" if not failures else f"FAILED: {', '.join(failures)}")
    return 0 if not failures else 1

"""The fuzz tally, printed after a long run (``make fuzz``)."""

from __future__ import annotations

import pytest

from .budget import LONG_RUN, TALLY


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not (LONG_RUN and TALLY):
        return
    tr = terminalreporter
    tr.section("fuzz: inputs tried and failures")
    tr.write_line(f"{'target':<28}{'tried':>9}{'accepted':>10}{'refused':>9}{'failed':>8}")
    for name, t in sorted(TALLY.items()):
        tr.write_line(f"{name:<28}{t.tried:>9}{t.accepted:>10}{t.refused:>9}{t.failed:>8}")
    total = sum(t.tried for t in TALLY.values())
    failed = sum(t.failed for t in TALLY.values())
    tr.write_line(f"{'all':<28}{total:>9}{'':>10}{'':>9}{failed:>8}")
    for name, t in sorted(TALLY.items()):
        for kind, example in t.failures.items():
            tr.write_line(f"  {name}: {kind}\n      e.g. {example}")

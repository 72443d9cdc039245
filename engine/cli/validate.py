"""``swiss-pair --validate FILE``: list every problem of a TRF file, one per line.

The reader's problems, plus what a FIDE rating officer rejects in a report
(:func:`engine.trf.report.report_problems`: 132 dates not YY/MM/DD under their rounds, a rank
column that is not the standings by the file's tie-breaks, blocks for a round nobody played, an
empty 092).

Each line reads ``file:line: message`` (``file:line: warning: ...`` and ``file:line: note: ...``
for the lesser kinds), in file order, so an editor can jump from one to the next. The exit code
is 0 when the file has neither errors nor warnings (notes are informative), 3 otherwise, 5 when
the file cannot be opened. A one-line summary goes to stderr.
"""

from __future__ import annotations

import sys
from pathlib import Path

from engine.cli import exitcodes
from engine.trf import Severity, TrfReport, load_trf_report
from engine.trf.report import report_problems
from engine.trf.text import decode


def run_validate(path: Path) -> int:
    """Print every problem of the TRF file ``path``; 0 when valid, 3 when not."""
    try:
        report = load_trf_report(path)
        text = decode(path.read_bytes()).text
    except OSError as exc:
        print(f"swiss-pair: {path}: cannot read the file: {exc.strerror or exc}", file=sys.stderr)
        return exitcodes.FILE_ERROR
    report = with_report_checks(report, text)
    for problem in report.problems:
        print(problem.render(path))
    counts = {
        severity: sum(1 for p in report.problems if p.severity is severity) for severity in Severity
    }
    shown = ", ".join(
        f"{n} {severity.value}{'s' if n != 1 else ''}" for severity, n in counts.items() if n
    )
    if report.valid:
        verdict = "valid" + (f" ({shown})" if shown else "")
    elif report.tournament is None:
        verdict = f"cannot be used: {shown}"
    else:
        verdict = f"readable but not a valid TRF: {shown}"
    print(f"{path}: {verdict}", file=sys.stderr)
    return exitcodes.OK if report.valid else exitcodes.INVALID_INPUT


def with_report_checks(report: TrfReport, text: str) -> TrfReport:
    """``report`` with the rating officer's checks of ``text`` added, in file order."""
    extra = report_problems(text, report.tournament)
    if not extra:
        return report
    located = sorted(
        (p for p in (*report.problems, *extra) if p.line is not None),
        key=lambda p: (p.line or 0, p.columns or (0, 0)),
    )
    loose = [p for p in (*report.problems, *extra) if p.line is None]
    return TrfReport(report.path, report.tournament, (*located, *loose))

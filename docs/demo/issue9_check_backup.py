"""Check a backup of the issue-9 scenario's tournament file with engine.checker (a second process).

    .venv/bin/python docs/demo/issue9_check_backup.py \
        "<tmp>/issue9.swiss backups/issue9-…-rN-results.swiss"

The window keeps the live file locked; its automatic backups (one after every pairing and after
every completed round) can be checked while the scenario goes on. Uses the system the window
used (Dutch 2026, the window's default).
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine.checker.check import check_tournament  # noqa: E402
from engine.journal import Journal  # noqa: E402
from engine.pairing import PairingSystem  # noqa: E402


def main() -> None:
    source = Path(sys.argv[1])
    copy = Path(tempfile.mkdtemp()) / source.name
    shutil.copy(source, copy)
    journal = Journal.open(copy)
    t = journal.tournament
    t0 = time.perf_counter()
    report = check_tournament(t, PairingSystem.DUTCH_2026)
    print(  # noqa: T201 - a script
        f"{source.name}: {len(t.players)} players, rounds paired {t.rounds_paired()}, "
        f"rounds checked {report.rounds_checked}, discrepancies {len(report.discrepancies)}, "
        f"{time.perf_counter() - t0:.1f} s"
    )
    if report.discrepancies:
        print(report.render())  # noqa: T201
    journal.close()


if __name__ == "__main__":
    main()

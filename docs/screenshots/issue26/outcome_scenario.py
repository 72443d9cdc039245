"""Scenario for the screenshots of a correction's outcome that waits for the Publish question.

    Xvfb :58 -screen 0 1280x800x24 &
    DISPLAY=:58 QT_QPA_PLATFORM=xcb .venv/bin/python \\
        docs/screenshots/issue26/outcome_scenario.py FOLDER ../shared/bench/bench_1000p_r9.trf

Builds FOLDER/"Bench 1000.swiss" from the TRF (imported as the arbiter imports it) and starts
Swiss Arbiter on it (``swiss-arbiter FILE``). The rest is done with the keyboard (xdotool):
see README.md beside this file.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

from arbiter_gui.loading import create_journal  # noqa: E402


def build(folder: Path, trf: Path) -> Path:
    path = folder / "Bench 1000.swiss"
    for old in folder.glob("Bench 1000.swiss*"):
        if old.is_file():
            old.unlink()
    create_journal(path, trf).close()  # imported as File > Import TRF does, warnings confirmed
    return path


def main() -> None:
    from arbiter_gui.app import main as swiss_arbiter

    folder = Path(sys.argv[1])
    folder.mkdir(parents=True, exist_ok=True)
    path = build(folder, Path(sys.argv[2]))
    sys.exit(swiss_arbiter([str(path)]))  # the program itself, as the arbiter starts it


if __name__ == "__main__":
    main()

"""Issue 20 scenario for screenshots: a tournament whose -wal was lost, opened in the window.

    Xvfb :57 -screen 0 1280x800x24 &
    DISPLAY=:57 QT_QPA_PLATFORM=xcb .venv/bin/python docs/screenshots/issue20/scenario.py FOLDER

Builds FOLDER/"Spring Open.swiss" from the bundled sample (imported, round 4 paired and
published: a backup), copies the .swiss alone, makes five more changes, then puts the copy back
(what a lost -wal leaves), then starts Swiss Arbiter on it (``swiss-arbiter FILE``); take the
screenshot with ``import -window root``.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

from arbiter_gui.loading import import_report, sample_path  # noqa: E402
from engine.journal import AddPlayer, ImportTrf, Journal, PlayerData  # noqa: E402


def build(folder: Path) -> Path:
    path = folder / "Spring Open.swiss"
    copy = folder / "copied.swiss"
    for old in (path, copy):
        old.unlink(missing_ok=True)
    shutil.rmtree(folder / "Spring Open.swiss backups", ignore_errors=True)
    tournament, report = import_report(sample_path())
    with Journal.create(path) as j:
        j.apply(ImportTrf(tournament, source="sample_open.trf", report=report))
        for name in ("Adams, Ann", "Brown, Bill", "Clark, Cleo"):
            j.apply(AddPlayer(PlayerData(name, rating=1800)))
        shutil.copyfile(path, copy)  # only the .swiss: its newest changes wait in the -wal
        for name in ("Dunn, Dora", "Evans, Eric", "Fox, Fay", "Gray, Gus", "Hill, Hana"):
            j.apply(AddPlayer(PlayerData(name, rating=1700)))
    shutil.copyfile(copy, path)
    copy.unlink()
    return path


def main() -> None:
    from arbiter_gui.app import main as swiss_arbiter

    folder = Path(sys.argv[1])
    folder.mkdir(parents=True, exist_ok=True)
    path = build(folder)
    sys.exit(swiss_arbiter([str(path)]))  # the program itself, as the arbiter starts it


if __name__ == "__main__":
    main()

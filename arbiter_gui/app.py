"""Start Swiss Arbiter: ``swiss-arbiter [FILE]`` (default: the bundled sample tournament)."""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from collections.abc import Sequence
from pathlib import Path

from engine.version import VERSION

APP_NAME = "Swiss Arbiter"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="swiss-arbiter",
        description="Run a FIDE Swiss tournament: pairings, results, standings, reports.",
    )
    parser.add_argument(
        "file", nargs="?", type=Path, help="tournament file to open (default: the sample)"
    )
    parser.add_argument("--version", action="version", version=f"swiss-arbiter {VERSION}")
    parser.add_argument(
        "--lang",
        choices=["en", "de", "fr", "es"],
        help="language of the window and the reports (default: as chosen under Help > Language)",
    )
    parser.add_argument(
        "--selftest", action="store_true", help="check the installation and print OK or what failed"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Console entry point: parse the arguments (before Qt starts), then run the window."""
    # a frozen bundle starts its engine processes (arbiter_gui.engine_process) as itself:
    # such a start runs the engine job here and exits, before any argument is read
    multiprocessing.freeze_support()
    args, qt_args = build_parser().parse_known_args(argv)
    if args.selftest:
        from arbiter_gui.selftest import run_selftest

        return run_selftest()

    from PySide6.QtWidgets import QApplication

    from arbiter_gui.errors import CrashReporter, default_crash_dir
    from arbiter_gui.heap import young_collections_only
    from arbiter_gui.interpreter import window_first
    from arbiter_gui.loading import sample_path
    from arbiter_gui.views.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0], *qt_args])
    young_collections_only()  # no full collection holds the window (issue 26)
    window_first()  # a busy worker thread lets the window's thread in at once (issue 26)
    QApplication.setApplicationName("swiss-arbiter")  # folder names: ~/.local/share/swiss-arbiter
    QApplication.setApplicationDisplayName(APP_NAME)
    QApplication.setApplicationVersion(VERSION)
    from arbiter_gui.i18n import install_start_language

    translators = install_start_language(args.lang)  # before any widget is built

    window = MainWindow()
    reporter = CrashReporter(
        default_crash_dir(), context=lambda: f"tournament file: {window.path or '(none)'}"
    )
    reporter.install()
    window.show()
    window.open_path(args.file if args.file is not None else sample_path())
    code = app.exec()
    del translators  # they live as long as the application
    return code


if __name__ == "__main__":
    raise SystemExit(main())

"""Texts the warning dialogs show that the engine computes: the re-check of paired rounds."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.checker import CheckReport
from engine.journal import Command, State
from engine.journal.recheck import recheck_rounds


def rechecked(state: State, command: Command, process_from: int | None = None) -> CheckReport:
    """The checker's report on every paired round with the change made.

    It pairs every round again: for an event of ``process_from`` players or more (default
    :data:`arbiter_gui.engine_process.PROCESS_FROM_PLAYERS`) in an engine process, since at 3,000
    players that is minutes of work over a heap of more than a GB, which in the worker thread
    held the window (interpreter lock, collections) and stayed in its process (issue 26)."""
    from arbiter_gui.engine_process import PROCESS_FROM_PLAYERS, in_process, run_in_process
    from arbiter_gui.recheck_jobs import rechecked_change

    threshold = PROCESS_FROM_PLAYERS if process_from is None else process_from
    if in_process(len(state.tournament.players), threshold):
        return run_in_process(rechecked_change, state, command)
    return recheck_rounds(state, command)


def recheck_html(state: State, command: Command, process_from: int | None = None) -> str:
    """The re-check of every paired round with the change made, as a paragraph of HTML (see
    :func:`rechecked`; made in a worker thread)."""
    report = rechecked(state, command, process_from)
    if not report.discrepancies:
        return "<p>{}</p>".format(
            QCoreApplication.translate(
                "Warnings",
                "<b>Re-check</b>: all {0} paired round(s) are what the engine pairs with the new "
                "settings.",
            ).format(report.rounds_checked)
        )
    lines = "".join(f"<li>{line}</li>" for line in report.render().splitlines())
    said = QCoreApplication.translate(
        "Warnings",
        "<b>Re-check</b>: with the new settings the engine would pair {0} of {1} round(s) "
        "differently:",
    ).format(len(report.discrepancies), report.rounds_checked)
    return f"<p>{said}</p><ul>{lines}</ul>"

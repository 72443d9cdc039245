"""Texts the warning dialogs show that the engine computes: the re-check of paired rounds."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.journal import Command, State
from engine.journal.recheck import recheck_rounds


def recheck_html(state: State, command: Command) -> str:
    """The re-check of every paired round with the change made, as a paragraph of HTML."""
    report = recheck_rounds(state, command)
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

"""Texts the warning dialogs show that the engine computes: the re-check of paired rounds."""

from __future__ import annotations

from engine.journal import Command, State
from engine.journal.recheck import recheck_rounds


def recheck_html(state: State, command: Command) -> str:
    """The re-check of every paired round with the change made, as a paragraph of HTML."""
    report = recheck_rounds(state, command)
    if not report.discrepancies:
        return (
            f"<p><b>Re-check</b>: all {report.rounds_checked} paired round(s) are what the "
            "engine pairs with the new settings.</p>"
        )
    lines = "".join(f"<li>{line}</li>" for line in report.render().splitlines())
    return (
        f"<p><b>Re-check</b>: with the new settings the engine would pair "
        f"{len(report.discrepancies)} of {report.rounds_checked} round(s) differently:</p>"
        f"<ul>{lines}</ul>"
    )

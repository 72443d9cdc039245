"""The re-checks of every paired round as engine-process jobs (issue 26), apart from
:mod:`arbiter_gui.jobs` so that the dialogs may use them without importing the round screens.

Each re-check pairs every round of the event again: at 3,000 players minutes of work over a heap
of more than a GB, which in a worker thread held the window (interpreter lock, collections) and
stayed in its process. From :data:`~arbiter_gui.engine_process.PROCESS_FROM_PLAYERS` players
they run in an engine process (:func:`arbiter_gui.engine_process.run_in_process`). No Qt here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.pairing.api import ProgressSink

if TYPE_CHECKING:
    from engine.checker import CheckReport
    from engine.journal import Command, State
    from engine.model import Tournament
    from engine.pairing import PairingSystem


def rechecked_rounds(
    progress: ProgressSink | None, t: Tournament, system: PairingSystem
) -> tuple[str, ...]:
    """The re-check lines of an imported TRF: every round of ``t`` paired again and compared
    (:func:`engine.journal.recheck.recheck_lines`)."""
    from engine.journal.recheck import recheck_lines

    return recheck_lines(t, system)


def rechecked_change(progress: ProgressSink | None, state: State, command: Command) -> CheckReport:
    """The checker's report on every paired round of ``state`` with ``command`` made (the
    re-check a two-step configuration warning shows, :func:`engine.journal.recheck_rounds`)."""
    from engine.journal.recheck import recheck_rounds

    return recheck_rounds(state, command)


__all__ = ["rechecked_change", "rechecked_rounds"]

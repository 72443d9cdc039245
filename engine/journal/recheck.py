"""Re-check every paired round (checklist Q58-63, Q76, Q86, Q55): after a configuration change
or an import, would the engine still make the pairings the tournament has?

A change of the number of rounds, the point system (the PAB value among it) or the tie-breaks
after round 1 is allowed in FIDE mode only after a two-step warning whose second step shows
this re-check (:attr:`engine.journal.warnings.RuleWarning.recheck`); an imported TRF is
re-checked before it is taken over. The check is the pairing checker's
(:func:`engine.checker.check_tournament`) on the tournament as its TRF export writes it.
"""

from __future__ import annotations

from engine.checker import CheckReport, check_tournament
from engine.journal.commands import Command
from engine.journal.export import trf_tournament
from engine.journal.manual import effective_system
from engine.journal.rules import apply_command
from engine.journal.state import State
from engine.model import Tournament
from engine.pairing import PairingSystem


def recheck_rounds(
    state: State, command: Command | None = None, system: PairingSystem | None = None
) -> CheckReport:
    """The checker's report on every paired round of ``state`` (after ``command``, if given:
    what the tournament would be with the change)."""
    after = apply_command(state, command) if command is not None else state
    t = trf_tournament(after)
    paired = after.rounds_paired
    return check_tournament(t, system or effective_system(after), rounds=range(1, paired + 1))


def recheck_lines(t: Tournament, system: PairingSystem) -> tuple[str, ...]:
    """``re-check: ...`` lines for an import report: each round the engine pairs otherwise,
    or one line saying every round agrees (what :class:`~engine.journal.ImportTrf` keeps)."""
    paired = t.rounds_paired()
    if paired == 0:
        return ()
    report = check_tournament(t, system, rounds=range(1, paired + 1))
    if not report.discrepancies:
        return (f"re-check: rounds 1-{paired} agree with the engine ({system.value})",)
    return tuple(f"re-check: {line}" for line in report.render().splitlines() if line)


__all__ = ["recheck_lines", "recheck_rounds"]

"""Importing a TRF (checklist Q47-56): every adjustment listed, the rounds re-checked.

:func:`import_command` reads a TRF06, TRF16, TRF(x) or TRF-2026 file and returns the
:class:`~engine.journal.ImportTrf` to apply, whose ``report`` lists

- every problem the reader met and what it made of it (old bye spellings, a points column that
  does not add up, a second header line, ...);
- every default the import had to take because the file does not say (no ``192`` pairing
  system, no ``202`` tie-breaks, no scoring record, no number of rounds, no initial colour);
- the re-check of every round the file holds: the pairing the engine makes from the rounds
  before it, against the file's (``re-check: ...`` lines).

Applying it asks the arbiter to confirm (level 3) when the list is not empty, and leaves a
``### Import @ Round n`` line (:mod:`engine.journal.fide`). The tournament starts in FIDE mode,
unless the file itself says it left it.
"""

from __future__ import annotations

from pathlib import Path

from engine.files import read_input
from engine.journal.commands import ImportTrf
from engine.journal.manual import effective_system
from engine.journal.recheck import recheck_lines
from engine.journal.state import State
from engine.model import Tournament
from engine.trf import load_trf, read_trf_report
from engine.trf.text import decode, split_lines


def defaults_taken(t: Tournament, codes: set[str]) -> list[str]:
    """What the import assumes because the file has no record for it (``codes``: the record
    codes the file holds)."""
    out = []
    if not codes & {"192"} and not t.pairing_system:
        out.append(
            "no 192 record (pairing system): the Dutch System of the start date is assumed; "
            "check it under Tournament details"
        )
    if "202" not in codes:
        out.append(
            "no 202 record (tie-breaks): none chosen; choose them under Tournament details "
            "before the standings"
        )
    if not codes & {"162", "XXS", "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU"}:
        out.append("no scoring record (162): 1-½-0 with the pairing-allocated bye worth a win")
    if t.rounds_total is None:
        out.append("no 142/XXR record: the number of rounds is not known; set it")
    if t.initial_colour is None:
        out.append(
            "no 152/XXC record: the initial colour is taken from round 1"
            if t.rounds_paired()
            else "no 152/XXC record: the initial colour is not set (draw it before round 1)"
        )
    return out


def import_command(path: Path | str) -> ImportTrf:
    """The import of the TRF at ``path`` (see the module docstring).

    Raises the reader's first error (a :class:`~engine.errors.TrfError` naming file, line and
    columns) when the file cannot be used at all, and ``OSError`` when it cannot be read.
    """
    path = Path(path)
    data = read_input(path)
    report = read_trf_report(data, path)
    if report.tournament is None:
        load_trf(path)  # raises the first error, with its place
        raise AssertionError("unreachable: a report without a tournament has an error")
    t = report.tournament
    codes = {line[:3] for line in split_lines(decode(data).text) if len(line) >= 3}
    lines = [p.render(path.name) for p in report.problems]
    lines += defaults_taken(t, codes)
    system = effective_system(State(t))
    lines += recheck_lines(t, system)
    return ImportTrf(t, source=path.name, report=tuple(lines))


__all__ = ["defaults_taken", "import_command"]

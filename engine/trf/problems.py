"""What the TRF reader found wrong with a file: every problem, with its place and its weight.

The reader never stops at the first problem: it collects them all so that ``swiss-pair --validate``
can list everything an arbiter has to fix in one go. :func:`engine.trf.parse_trf` then raises the
first *error* as a :class:`~engine.errors.TrfError`; warnings and notes never stop a read.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from engine.errors import EngineError, TrfError
from engine.model import Tournament


class Severity(Enum):
    """How much a problem matters.

    ``ERROR``: the file cannot be used (unreadable field, inconsistent pairing); the reader refuses.
    ``WARNING``: the file is read, but it breaks a TRF rule that FIDE's server or another engine
    enforces (points that do not add up, a gap in the pairing numbers); ``--validate`` fails.
    ``NOTE``: informative only (an old spelling, a Windows-1252 file); ``--validate`` passes.
    """

    ERROR = "error"
    WARNING = "warning"
    NOTE = "note"


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a TRF file, placed by line and column range (1-based, inclusive)."""

    severity: Severity
    line: int | None
    field: str
    message: str
    columns: tuple[int, int] | None = None

    def where(self, path: Path | str | None) -> str:
        """``file:line`` (or just ``file`` for a problem of the whole file)."""
        place = str(path) if path is not None else "<input>"
        return f"{place}:{self.line}" if self.line is not None else place

    def describe(self) -> str:
        """The problem without its place: ``columns 81-84 (points): '1,5' is not a number``."""
        if self.columns is not None:
            return f"columns {self.columns[0]}-{self.columns[1]} ({self.field}): {self.message}"
        return f"{self.field}: {self.message}"

    def render(self, path: Path | str | None) -> str:
        """One line for ``--validate``: ``open.trf:14: warning: columns 81-84 (points): ...``.

        Errors carry no severity word, so they read exactly like :class:`TrfError` messages.
        """
        if self.severity is Severity.ERROR:
            return f"{self.where(path)}: {self.describe()}"
        return f"{self.where(path)}: {self.severity.value}: {self.describe()}"

    def to_error(self, path: Path | str | None) -> TrfError:
        """This problem as the exception :func:`engine.trf.parse_trf` raises."""
        return TrfError(path, self.line, self.field, self.message, self.columns)


@dataclass(frozen=True, slots=True)
class TrfReport:
    """What reading a TRF file gave: the tournament (None when it has errors) and every problem.

    Problems are in file order (problems of the whole file, with no line, come last).
    """

    path: Path | str | None
    tournament: Tournament | None
    problems: tuple[Problem, ...]

    @property
    def errors(self) -> tuple[Problem, ...]:
        """The problems that make the file unusable."""
        return tuple(p for p in self.problems if p.severity is Severity.ERROR)

    @property
    def warnings(self) -> tuple[Problem, ...]:
        """The problems that break a TRF rule but leave the file readable."""
        return tuple(p for p in self.problems if p.severity is Severity.WARNING)

    @property
    def valid(self) -> bool:
        """True when there is neither an error nor a warning (notes are allowed)."""
        return not any(p.severity is not Severity.NOTE for p in self.problems)

    def raise_first_error(self) -> Tournament:
        """The tournament, or the first error as a :class:`TrfError` when there is one."""
        errors = self.errors
        if errors or self.tournament is None:
            first = errors[0] if errors else Problem(Severity.ERROR, None, "file", "unreadable")
            more = len(errors) - 1
            if more > 0:
                plural = "s" if more > 1 else ""
                first = Problem(
                    first.severity,
                    first.line,
                    first.field,
                    f"{first.message} (and {more} more error{plural}: "
                    "swiss-pair --validate lists them all)",
                    first.columns,
                )
            raise first.to_error(self.path)
        return self.tournament


class TrfWriteError(EngineError):
    """A tournament cannot be written as a TRF (a value does not fit its columns)."""

    def __init__(self, player: int | None, field: str, message: str) -> None:
        who = f"player {player}: " if player is not None else ""
        super().__init__(f"cannot write TRF: {who}{field}: {message}")
        self.player = player
        self.field = field
        self.detail = message

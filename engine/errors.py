"""The engine's exceptions: one root, each naming what went wrong and where."""

from __future__ import annotations

from pathlib import Path


class EngineError(Exception):
    """Root of every error the engine raises on purpose."""


class TrfError(EngineError):
    """A TRF file could not be read: names the file, line, column range and field.

    Example message: ``open.trf:14: columns 81-84 (points): '1,5' is not a number``.
    """

    def __init__(
        self,
        path: Path | str | None,
        line: int | None,
        field: str,
        message: str,
        columns: tuple[int, int] | None = None,
    ) -> None:
        where = str(path) if path is not None else "<input>"
        if line is not None:
            where += f":{line}"
        col = f"columns {columns[0]}-{columns[1]} " if columns is not None else ""
        what = f"{col}({field})" if col else field
        super().__init__(f"{where}: {what}: {message}")
        self.path = path
        self.line = line
        self.field = field
        self.columns = columns
        self.detail = message


class NoValidPairing(EngineError):
    """The round cannot be paired under the absolute criteria (C.04.3 A.9: the arbiter decides)."""

    def __init__(self, round_no: int, reason: str) -> None:
        super().__init__(f"round {round_no}: no valid pairing: {reason}")
        self.round_no = round_no
        self.reason = reason


class Cancelled(EngineError):
    """Raised by a progress sink when the caller asked to stop."""


class ConfigError(EngineError):
    """A bad setting (command line, generator configuration, tournament settings)."""

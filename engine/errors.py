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


class InitialColourNotSet(ConfigError):
    """Round 1 cannot be paired: the initial colour was not drawn.

    C.04.3 (Dutch), E: the initial-colour "is the colour determined by drawing of lots before
    the pairing of the first round"; Burstein, Dubov and Lim give round 1's colours the same
    way. It is invalid input (the arbiter must draw it and say so in the file), not a round
    without a valid pairing.
    """

    def __init__(self, round_no: int) -> None:
        super().__init__(
            f"round {round_no}: the initial colour is not set: draw it by lot and add the line "
            "'XXC white1' (the top player of round 1 has White) or 'XXC black1' to the file "
            "(TRF-2026: '152 W' or '152 B')"
        )
        self.round_no = round_no

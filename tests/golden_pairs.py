"""The ``.pairs`` format of the hand-worked golden cases, shared by every system's runner.

One ``white black`` line per board in publishing order (C.04.2 D.9), the PAB last as ``id 0``;
a file holding only ``NO_VALID_PAIRING`` says the round cannot be paired.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

NO_VALID_PAIRING = "NO_VALID_PAIRING"
_LINE = re.compile(r"(\d+) (\d+)")


@dataclass(frozen=True)
class Expected:
    """The expected pairing of one case; ``no_valid`` when the round cannot be paired."""

    boards: tuple[tuple[int, int], ...] = ()
    bye: int | None = None
    no_valid: bool = False


def read_pairs(path: Path) -> Expected:
    """Parse a ``.pairs`` file (strict: the format is ours, a typo must not pass silently)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    if lines == [NO_VALID_PAIRING]:
        return Expected(no_valid=True)
    if not lines:
        raise ValueError(f"{path}: empty")
    boards: list[tuple[int, int]] = []
    bye: int | None = None
    for n, line in enumerate(lines, 1):
        m = _LINE.fullmatch(line)
        if m is None:
            raise ValueError(f"{path}:{n}: expected 'white black' or 'id 0', got {line!r}")
        a, b = int(m.group(1)), int(m.group(2))
        if b == 0:
            if n != len(lines):
                raise ValueError(f"{path}:{n}: the PAB line must be the last one")
            bye = a
        else:
            boards.append((a, b))
    return Expected(tuple(boards), bye)

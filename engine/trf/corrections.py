"""The ``### Correction`` lines of a TRF that record a game played with the colours reversed.

The journal writes them (:func:`engine.journal.colours.correct`, C.04.2 D.8); the checker reads
them back to know how such a game was paired. A TRF matter, below both.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from engine.model import PlayerId

CORRECTION_LINE = re.compile(
    r"### Correction @ Round (?P<round>[0-9]+): board [0-9]+: played with the colours "
    r"reversed, (?P<white>[0-9]+)-(?P<black>[0-9]+) as played"
)
"""The ``###`` line :func:`engine.journal.colours.correct` writes (the checker reads it back)."""


def reversed_boards(lines: Iterable[str]) -> dict[int, set[frozenset[PlayerId]]]:
    """By round, the pairs whose colours a TRF's ``### Correction`` lines reversed (an even
    number of corrections of the same game cancel out): their pairing had the colours the
    other way round.

    >>> line = ("### Correction @ Round 2: board 2: played with the colours reversed, 10-6 as "
    ...         "played (6-10 as paired); the colour history follows the game as played")
    >>> [sorted(pair) for pair in reversed_boards([line])[2]]
    [[6, 10]]
    >>> reversed_boards([line, line.replace("10-6 as played (6-10", "6-10 as played (10-6")])
    {}
    """
    out: dict[int, set[frozenset[PlayerId]]] = {}
    for line in lines:
        m = CORRECTION_LINE.match(line)
        if m is None:
            continue
        pair = frozenset((PlayerId(int(m["white"])), PlayerId(int(m["black"]))))
        out.setdefault(int(m["round"]), set()).symmetric_difference_update({pair})
    return {r: pairs for r, pairs in out.items() if pairs}


__all__ = ["CORRECTION_LINE", "reversed_boards"]

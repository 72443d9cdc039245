"""Lexicographic criteria as one integer edge weight for the exact matcher.

The Dubov text compares candidates criterion by criterion ("in descending priority") and then
by a generation order (D.1-D.3). A maximum-weight matching finds the best candidate directly
when each edge weight is one integer whose bit fields follow that priority: a field is wider
than the largest sum the fields below it can reach, so no sum of lower terms outweighs one
unit of a higher one. :class:`Fields` hands out those widths.
"""

from __future__ import annotations

from collections.abc import Sequence


class Fields:
    """Bit fields, most significant first, each wide enough for ``bound`` (a sum's maximum).

    >>> f = Fields([("a", 10), ("b", 100)])
    >>> f.pack({"a": 1}) > f.pack({"b": 100})
    True
    """

    def __init__(self, fields: Sequence[tuple[str, int]]) -> None:
        self.shift: dict[str, int] = {}
        offset = 0
        for name, bound in reversed(fields):
            self.shift[name] = offset
            offset += max(1, bound).bit_length() + 1
        self.width = offset

    def pack(self, values: dict[str, int]) -> int:
        """One integer of the named values (each non-negative and within its bound)."""
        return sum(v << self.shift[k] for k, v in values.items())

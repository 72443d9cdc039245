"""One bracket of the older Burstein text as one maximum-weight matching (6.1-6.5).

The text lists the combinations of a bracket in an order (6.2, 6.4) and asks for the first one
giving the most players their due colours (6.5). Enumerating combinations explodes, so the
bracket is one maximum-weight matching whose integer edge weight is made of bit fields, most
significant first:

1. the pair exists (everybody paired but the floater: a complete pairing, 6.6);
2. 6.5: the two players do not want the same colour;
3. 6.1/6.2/6.4: the order of the combinations. Taking the players in order, No. k is better
   paired with a lower player; floating comes after every pair. An edge (i, j), i above j,
   is worth ``(m+1) ** (m-1-i) * (j+1)``: any gain for a higher player outweighs all gains of
   the players below him, so the heaviest matching is the first combination.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from engine.model import PlayerId
from engine.pairing.burstein import criteria
from engine.pairing.burstein.criteria import LegacyLevel
from engine.pairing.common.history import PlayerHistory
from engine.pairing.common.matching import max_weight_matching

Compatible = Callable[[PlayerHistory, PlayerHistory], bool]


@dataclass(slots=True)
class BracketResult:
    """A paired bracket: pairs (higher player first), the floater, and what decided."""

    pairs: list[tuple[PlayerHistory, PlayerHistory]] = field(default_factory=list)
    floater: PlayerHistory | None = None
    colour_clashes: int = 0
    first_pairs: list[tuple[int, int]] = field(default_factory=list)  # combination 1 (6.2)
    first_clashes: int = 0


def pack(fields: Sequence[Sequence[int]], n_vertices: int) -> list[int]:
    """Pack per-edge field values (most significant first) into one integer per edge."""
    if not fields:
        return []
    nlev = len(fields[0])
    shifts = [0] * nlev
    shift = 0
    for k in range(nlev - 1, -1, -1):
        shifts[k] = shift
        bound = max(abs(v[k]) for v in fields) * (n_vertices + 1) + 1
        shift += bound.bit_length() + 1
    return [sum(v[k] << shifts[k] for k in range(nlev) if v[k]) for v in fields]


def _levels(values: dict[LegacyLevel, int]) -> tuple[int, ...]:
    """An edge's field values in the order of :class:`LegacyLevel` (0 where not given)."""
    return tuple(values.get(level, 0) for level in LegacyLevel)


def order_weight(i: int, j: int, m: int) -> int:
    """6.2 / D.1: player ``i`` (0 = No. 1) paired with the lower player ``j`` of ``m``."""
    return int((m + 1) ** (m - 1 - i)) * (j + 1)


def solve_bracket(
    members: Sequence[PlayerHistory],
    may_float: set[PlayerId],
    floats_out: bool,
    compatible: Compatible,
) -> BracketResult | None:
    """Pair ``members`` (in bracket order); one of ``may_float`` floats when ``floats_out``.

    Returns None when the bracket cannot be completed that way.
    """
    m = len(members)
    ends: list[tuple[int, int]] = []
    fields: list[tuple[int, ...]] = []
    for i in range(m):
        a = members[i]
        for j in range(i + 1, m):
            b = members[j]
            if compatible(a, b):
                ends.append((i, j))
                colours = 0 if criteria.colour_clash(a, b) else 1
                fields.append(
                    _levels(
                        {
                            LegacyLevel.PAIRED: 1,
                            LegacyLevel.COLOURS: colours,
                            LegacyLevel.ORDER: order_weight(i, j, m),
                        }
                    )
                )
    n = m
    if floats_out:
        n = m + 1
        for i in range(m):
            if members[i].id in may_float:
                ends.append((i, m))
                fields.append(_levels({LegacyLevel.PAIRED: 1}))
    weights = pack(fields, n)
    mate = max_weight_matching(n, [(i, j, w) for (i, j), w in zip(ends, weights, strict=True)])
    if any(x == -1 for x in mate):
        return None
    result = BracketResult()
    for i in range(m):
        j = mate[i]
        if j == m:
            result.floater = members[i]
        elif j > i:
            result.pairs.append((members[i], members[j]))
            if criteria.colour_clash(members[i], members[j]):
                result.colour_clashes += 1
    # combination 1 of 6.2 / 6.4, for the explanation: No. 1 - No. m, No. 2 - No. m-1, ...
    h = m // 2
    for i in range(h):
        a, b = members[i], members[m - 1 - i]
        result.first_pairs.append((a.id, b.id))
        if criteria.colour_clash(a, b):
            result.first_clashes += 1
    return result

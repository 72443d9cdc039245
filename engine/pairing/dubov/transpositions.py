"""B.6 and D.3: S1 against the first suitable transposition T2 of G2.

"B.6 Sort the players in (the possibly new) G1 in order of ascending ARO or, when AROs are
equal, according to the initial ranking list - highest initial ranking first and so on. S1 is
the subgroup resulting from such sorting. ... Choose T2, which is the first such transposition
of G2 players (transpositions are sorted by rule D.3) that can yield a legal pairing that
complies at best with C.9, according to the following generation rule: the first player of S1
is paired with the first player of T2, the second player of S1 with the second player of T2,
and so on."

"D.3 ... The players in the G2 pool are assigned sequence numbers according to their initial
ranking. The sorted sets of G2 players are also called Transpositions. ... {A, B, C} {A, C, B}
{B, A, C} {B, C, A} {C, A, B} and {C, B, A}, in that exact order."

Once G1 and G2 are fixed, C.8 is too (every pair joins G1 and G2, so the pairs of two players
seeking the same colour are the shifted ones'); C.9 may still differ between transpositions.
The first transposition in lexicographic order among the legal ones with the fewest C.9
failures is one minimum-cost assignment: row i (S1[i]) takes column j (the G2 player with
sequence number j) at cost ``C.9 * M + j * (n+1)**(n-1-i)``, so an earlier row's smaller
sequence number outweighs every later row (lexicographic order of T2).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.pairing.common.assignment import min_cost_assignment
from engine.pairing.dubov.definitions import DubovPlayer
from engine.pairing.dubov.subgroups import g1_order, g2_order


def s1_order(g1: Sequence[int], players: Sequence[DubovPlayer]) -> list[int]:
    """B.6: S1, G1 by ascending ARO then initial ranking."""
    return sorted(g1, key=lambda v: g1_order(players[v]))


def d3_order(g2: Sequence[int], players: Sequence[DubovPlayer]) -> list[int]:
    """D.3: G2 by initial ranking (the identity transposition)."""
    return sorted(g2, key=lambda v: g2_order(players[v]))


def choose_t2(
    s1: Sequence[int],
    g2_sorted: Sequence[int],
    adj: Sequence[set[int]],
    colour_costs: Callable[[int, int], tuple[int, int]],
    all_strong: bool = False,
) -> list[int]:
    """T2: the first transposition of ``g2_sorted`` pairing every S1 player legally with the
    fewest C.8, then C.9 failures (B.6).

    ``all_strong``: every player of the bracket has a strong or absolute preference, so each
    pair of equal seekers fails C.9 too and C.9 follows C.8.
    """
    n = len(s1)
    if n == 0:
        return []
    # the fast path: the identity transposition, when it is legal and loses no colour
    # preference that another could keep (a pair of equal preferences is a shifted player's)
    if all(g2_sorted[i] in adj[s1[i]] for i in range(n)):
        costs = [colour_costs(s1[i], g2_sorted[i]) for i in range(n)]
        c9_best = all_strong or all(c9 == 0 for _, c9 in costs)
        if c9_best and sum(c8 for c8, _ in costs) == _c8_floor(s1, g2_sorted, colour_costs):
            return list(g2_sorted)
    base = n + 1
    lex_max = n * base**n
    cost: list[list[int | None]] = []
    for i in range(n):
        row: list[int | None] = []
        weight = base ** (n - 1 - i)
        for j in range(n):
            b = g2_sorted[j]
            if b not in adj[s1[i]]:
                row.append(None)
                continue
            c8, c9 = colour_costs(s1[i], b)
            row.append(((c8 * (n + 1) + c9) * (lex_max + 1)) + j * weight)
        cost.append(row)
    col = min_cost_assignment(cost)
    if col is None:
        raise ValueError("G1 and G2 cannot be paired (B.4/B.5 guarantee a legal pairing)")
    return [g2_sorted[col[i]] for i in range(n)]


def _c8_floor(
    s1: Sequence[int], g2: Sequence[int], colour_costs: Callable[[int, int], tuple[int, int]]
) -> int:
    """The C.8 failures every G1-G2 pairing has: |G1 WS - G2 BS| pairs of equal seekers.

    With a WS and b BS in G1, and c WS and d BS in G2 (a + b = c + d), at most min(a, d) +
    min(b, c) pairs join different seekers.
    """
    # colour_costs(x, x) is never asked: compare each player with a fixed reference instead
    ref = s1[0]
    same1 = [colour_costs(ref, v)[0] for v in s1]
    same2 = [colour_costs(ref, v)[0] for v in g2]
    a = sum(same1)  # G1 players seeking the reference's colour (the reference counts)
    b = len(s1) - a
    c = sum(same2)
    d = len(g2) - c
    return len(s1) - min(a, d) - min(b, c)

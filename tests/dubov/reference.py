"""A brute-force reading of the revised Dubov text, for small rounds only (tests).

It lists what the text lists - every set of upfloaters (B.1, B.2, D.1), every pair of shift sets
(B.4, B.5, D.2), every transposition of G2 (B.6, D.3) - and keeps the first best one, so the
engine's matchings can be compared with the text's own generation order. It shares only the
player facts (A.1-A.7) and the colour rules (E) with the engine, not its decisions.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from engine.model import Colour, Tournament
from engine.pairing.common.history import PrefStrength, build_histories, initial_colour
from engine.pairing.dubov.colours import allocate
from engine.pairing.dubov.definitions import DubovPlayer, dubov_players
from engine.pairing.dubov.subgroups import middle_first

Pair = tuple[int, int]


def legal(a: DubovPlayer, b: DubovPlayer) -> bool:
    if b.id in a.h.opponents or b.id in a.h.forbidden:
        return False
    both_absolute = a.strength is PrefStrength.ABSOLUTE and b.strength is PrefStrength.ABSOLUTE
    return not (both_absolute and a.colour is b.colour)


def matchings(group: list[DubovPlayer]) -> list[list[tuple[DubovPlayer, DubovPlayer]]]:
    """Every legal perfect matching of ``group``."""
    if not group:
        return [[]]
    first, rest = group[0], group[1:]
    out: list[list[tuple[DubovPlayer, DubovPlayer]]] = []
    for i, other in enumerate(rest):
        if legal(first, other):
            out.extend([(first, other), *m] for m in matchings(rest[:i] + rest[i + 1 :]))
    return out


def perfect(group: list[DubovPlayer]) -> bool:
    if len(group) % 2:
        return False
    if not group:
        return True
    first, rest = group[0], group[1:]
    return any(legal(first, o) and perfect(rest[:i] + rest[i + 1 :]) for i, o in enumerate(rest))


def colour_cost(pairs: Sequence[tuple[DubovPlayer, DubovPlayer]]) -> tuple[int, int]:
    c8 = c9 = 0
    for a, b in pairs:
        if a.colour is b.colour:
            c8 += 1
            if min(a.strength.value, b.strength.value) >= PrefStrength.STRONG.value:
                c9 += 1
    return c8, c9


def best_colours(group: list[DubovPlayer]) -> tuple[int, int] | None:
    costs = [colour_cost(m) for m in matchings(group)]
    return min(costs) if costs else None


def max_pairs(group: list[DubovPlayer]) -> int:
    """Players of ``group`` that can be paired among themselves (C.7)."""
    best = 0
    for size in range(len(group) - len(group) % 2, -1, -2):
        for sub in itertools.combinations(group, size):
            if perfect(list(sub)):
                return size
    return best


def choose_upfloaters(
    residents: list[DubovPlayer],
    lower: list[DubovPlayer],
    following: list[DubovPlayer],
    last_round: bool,
) -> list[DubovPlayer]:
    seq = sorted(lower, key=lambda p: (-p.score, p.rank))  # D.1.a
    number = {p.id: i for i, p in enumerate(seq)}
    k = len(residents) % 2
    while k <= len(lower):
        best: tuple[tuple[object, ...], list[DubovPlayer]] | None = None
        for combo in itertools.combinations(seq, k):
            up = list(combo)
            rest = [p for p in lower if p not in up]
            if not perfect(residents + up) or not perfect(rest):
                continue
            colours = best_colours(residents + up)
            assert colours is not None
            fol = [p for p in following if p not in up]
            maxes = [p for p in up if p.max_upfloater]
            key = (
                tuple(-s for s in sorted((p.score for p in up), reverse=True)),  # C.6
                -max_pairs(fol),  # C.7
                *colours,  # C.8, C.9
                0 if last_round else sum(1 for p in up if p.upfloated_last),  # C.10
                0 if last_round else len(maxes),  # C.11
                0 if last_round else sum(p.upfloats + 1 for p in maxes),  # C.12
                tuple(number[p.id] for p in up),  # D.1: lexicographic sequence numbers
            )
            if best is None or key < best[0]:
                best = (key, up)
        if best is not None:
            return best[1]
        k += 2
    raise AssertionError("no legal set of upfloaters")


def pair_bracket(bracket: list[DubovPlayer]) -> list[tuple[DubovPlayer, DubovPlayer]]:
    if all(p.games == 0 for p in bracket):
        ranked = sorted(bracket, key=lambda p: p.rank)
        g1, g2 = ranked[: len(ranked) // 2], ranked[len(ranked) // 2 :]
    else:
        g1 = [p for p in bracket if p.colour is Colour.WHITE]
        g2 = [p for p in bracket if p.colour is not Colour.WHITE]
    small_is_g1 = len(g1) <= len(g2)
    small, large = (g1, g2) if small_is_g1 else (g2, g1)
    order1 = middle_first(sorted(range(len(g1)), key=lambda i: (g1[i].aro, g1[i].rank)))
    order2 = middle_first(sorted(range(len(g2)), key=lambda i: g2[i].rank))
    seq1 = {g1[i].id: n for n, i in enumerate(order1)}
    seq2 = {g2[i].id: n for n, i in enumerate(order2)}
    seq_small = seq1 if small_is_g1 else seq2
    seq_large = seq2 if small_is_g1 else seq1
    # B.4: the fewest pairs inside the smaller subgroup over all legal pairings
    all_m = matchings(bracket)
    small_ids = {p.id for p in small}
    y = min(sum(1 for a, b in m if a.id in small_ids and b.id in small_ids) for m in all_m)
    candidates = []
    for s4 in itertools.combinations(small, y):
        new_small = [p for p in small if p not in s4]
        new_large = [*large, *s4]
        s = (len(new_large) - len(new_small)) // 2
        pool = list(large)  # B.5: shifters of the larger subgroup's own colour
        for s5 in itertools.combinations(pool, s):
            a_side = [*new_small, *s5]
            b_side = [p for p in new_large if p not in s5]
            costs = [
                colour_cost(list(zip(a_side, perm, strict=True)))
                for perm in itertools.permutations(b_side)
                if all(legal(x, z) for x, z in zip(a_side, perm, strict=True))
            ]
            if not costs:
                continue
            key = (
                *min(costs),
                sorted(seq_small[p.id] for p in s4),
                sorted(seq_large[p.id] for p in s5),
            )
            candidates.append((key, a_side, b_side))
    _, a_side, b_side = min(candidates, key=lambda c: c[0])
    new_g1, new_g2 = (a_side, b_side) if small_is_g1 else (b_side, a_side)
    s1 = sorted(new_g1, key=lambda p: (p.aro, p.rank))
    g2_sorted = sorted(new_g2, key=lambda p: p.rank)
    best: tuple[tuple[int, int], list[tuple[DubovPlayer, DubovPlayer]]] | None = None
    for perm in itertools.permutations(g2_sorted):  # D.3: lexicographic order
        pairs = list(zip(s1, perm, strict=True))
        if not all(legal(a, b) for a, b in pairs):
            continue
        cost = colour_cost(pairs)
        if best is None or cost < best[0]:
            best = (cost, pairs)
    assert best is not None
    return best[1]


def reference_pairing(t: Tournament, round_no: int) -> tuple[frozenset[Pair], int | None]:
    """The round by brute force: boards as (white, black) and the PAB."""
    hist = build_histories(t, round_no)
    players = dubov_players(t, round_no, hist)
    order = sorted(players.values(), key=lambda p: (-p.score, p.rank))
    init = initial_colour(t) or Colour.WHITE
    last_round = t.rounds_total is not None and round_no == t.rounds_total
    bye = None
    if len(order) % 2:
        cands = [p for p in order if p.h.pab_eligible and perfect([q for q in order if q is not p])]
        bye = min(cands, key=lambda p: (p.score, -p.games, -p.rank))
    remaining = [p for p in order if p is not bye]
    boards: set[Pair] = set()
    while remaining:
        top = remaining[0].score
        residents = [p for p in remaining if p.score == top]
        lower = [p for p in remaining if p.score < top]
        nxt = max((p.score for p in lower), default=None)
        following = [p for p in lower if p.score == nxt]
        up = choose_upfloaters(residents, lower, following, last_round)
        for a, b in pair_bracket(residents + up):
            d = allocate(a, b, init)
            boards.add((int(d.white.id), int(d.black.id)))
        gone = {p.id for p in residents + up}
        remaining = [p for p in remaining if p.id not in gone]
    return frozenset(boards), None if bye is None else int(bye.id)

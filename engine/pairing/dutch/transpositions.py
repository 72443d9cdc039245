"""C.04.3 D.1 as an assignment: the best transposition of S2 for a fixed S1.

In every candidate of one exchange (D.2), each pair joins a member of the new S1 with a member
of the new S2 numbered after him, and the S2 members left over float (in the last bracket the
one left over takes the PAB). Among those candidates with the best criteria, D.1 takes the
lowest S2 order: a minimum-cost assignment whose cost is the criteria (packed by
:func:`..weights.costs_packer`) and then the S2 numbers in S1 order
(:func:`engine.pairing.common.assignment.lexicographic_assignment`). The blossom algorithm
slows down sharply when the D.1 weights make every edge weight distinct; the assignment does
not.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model import Colour
from engine.pairing.common.assignment import lexicographic_assignment
from engine.pairing.common.history import PlayerHistory, PrefStrength
from engine.pairing.dutch import criteria
from engine.pairing.dutch.criteria.costs import Costs
from engine.pairing.dutch.criteria.keys import Criterion
from engine.pairing.dutch.mode import Mode, Pair
from engine.pairing.dutch.ranking import rank_key
from engine.pairing.dutch.weights import costs_packer

if TYPE_CHECKING:
    from engine.pairing.dutch.bracket import BracketSolver

Cell = tuple[int, ...] | Costs | None
"""A cell's criteria: a pair signature shared with equal cells, its own costs, or forbidden."""


def resolve_d1(solver: BracketSolver, fixed: Sequence[Pair], rem: list[Pair]) -> list[Pair]:
    """D.1 for the remainder whose exchange (D.2) ``rem`` has fixed.

    The new S1 is the lower-numbered player of each of ``rem``'s pairs; the assignment then
    finds the best candidate of that exchange. (NORMAL mode, no following bracket in the
    graph.)
    """
    fixed_ids = {p.id for pair in fixed for p in pair}
    remainder = [p for p in solver.players if p.id not in fixed_ids and p.id not in solver.is_mdp]
    rbsn = {p.id: i + 1 for i, p in enumerate(remainder)}
    s1_ids = {min(a.id, b.id, key=lambda x: rbsn[x]) for a, b in rem}
    s1 = [p for p in remainder if p.id in s1_ids]
    s2 = [p for p in remainder if p.id not in s1_ids]
    got = d1_assignment(solver, s1, s2, remainder)
    if got is None:  # cannot happen: the first step's pairs are such an assignment
        raise ValueError("D.1 assignment found no candidate")
    return got


def d1_assignment(
    solver: BracketSolver,
    s1: Sequence[PlayerHistory],
    s2: Sequence[PlayerHistory],
    remainder: Sequence[PlayerHistory],
) -> list[Pair] | None:
    """The best candidate pairing each of ``s1`` with a later member of ``s2`` (D.1 order
    among equal criteria); None when no such candidate exists.

    One assignment problem: a row per S1 member and one per S2 member left over (he
    floats, or in the last bracket takes the PAB); a column per S2 member. Cells cost the
    criteria packed most significant first; among the cheapest assignments D.1 takes the
    lowest S2 order, the S1 rows in order (:func:`lexicographic_assignment`).
    """
    keys = solver.keys
    # every field but those equal in all of these candidates (completion, C.5, C.7 pairs)
    levels: list[Criterion | None] = [
        k for k in keys.fields if k not in (keys.completion, keys.pairs, keys.next_pairs)
    ]
    largest: dict[Criterion | None, int] = dict.fromkeys(levels, 0)
    rows, by_signature = _cells(solver, s1, s2, remainder, largest)
    float_costs = [solver.costs.unpaired_cost(b) for b in s2]
    for c in float_costs:
        _widen(largest, c)
    pack = costs_packer(levels, largest, len(s2) + 1)
    packed = {sig: pack(c) for sig, c in by_signature.items()}
    cost: list[list[int | None]] = [
        [
            None if key is None else pack(key) if isinstance(key, dict) else packed[key]
            for key in row_keys
        ]
        for row_keys in rows
    ]
    # the last bracket's one unpaired player receives the PAB (C.2)
    last = solver.mode is Mode.LAST
    float_row: list[int | None] = [
        None if last and not criteria.c2_may_get_pab(b) else pack(c)
        for c, b in zip(float_costs, s2, strict=True)
    ]
    cost.extend(list(float_row) for _ in range(len(s2) - len(s1)))
    cols = lexicographic_assignment(cost, len(s1))
    if cols is None:
        return None
    return [(s1[i], s2[cols[i]]) for i in range(len(s1))]


def _widen(largest: dict[Criterion | None, int], costs: Costs) -> None:
    """Raise each field's largest magnitude to cover ``costs``."""
    for k, v in costs.items():
        if k in largest and abs(v) > largest[k]:
            largest[k] = abs(v)


def _cells(
    solver: BracketSolver,
    s1: Sequence[PlayerHistory],
    s2: Sequence[PlayerHistory],
    remainder: Sequence[PlayerHistory],
    largest: dict[Criterion | None, int],
) -> tuple[list[list[Cell]], dict[tuple[int, ...], Costs]]:
    """The criteria of each cell as the solver states them (a few non-zero levels each);
    cells with the same pair signature share one computation (:func:`_pair_signature`)."""
    rbsn = {p.id: i + 1 for i, p in enumerate(remainder)}
    by_signature: dict[tuple[int, ...], Costs] = {}
    rows: list[list[Cell]] = []
    facts = {p.id: _pair_facts(p) for p in (*s1, *s2)}
    for a in s1:
        row_keys: list[Cell] = []
        banned = a.opponents | a.forbidden
        ra = rbsn[a.id]
        fa = facts[a.id]
        for b in s2:
            if rbsn[b.id] < ra:
                row_keys.append(None)
                continue
            fb = facts[b.id]
            if solver.forced:
                if not solver.compatible(a, b):
                    row_keys.append(None)
                    continue
            elif b.id in banned or (fa.absolute != 0 and fa.absolute == fb.absolute):
                row_keys.append(None)  # C.1 / C.3, as criteria.compatible
                continue
            sig = _pair_signature(fa, fb)
            if sig is not None and sig in by_signature:
                row_keys.append(sig)
                continue
            c = solver.costs.pair_cost(a, b)
            if sig is None:
                row_keys.append(c)
            else:
                by_signature[sig] = c
                row_keys.append(sig)
            _widen(largest, c)
        rows.append(row_keys)
    return rows, by_signature


@dataclass(frozen=True, slots=True)
class _PairFacts:
    """What :meth:`CostModel.pair_cost` and C.1/C.3 read of one player, as small ints."""

    rank: tuple[int, int]  # rank_key
    score: int
    preference: int  # strength and colour of the preference (A.6)
    floats: int  # the floats one and two rounds before (A.4.b)
    absolute: int  # C.3: 0, or 1/2 for an absolute White/Black preference of a non-topscorer
    topscorer: bool


def _pair_facts(p: PlayerHistory) -> _PairFacts:
    strength, colour = p.preference
    colour_code = 0 if colour is None else 1 if colour is Colour.WHITE else 2
    absolute = 0
    if strength is PrefStrength.ABSOLUTE and not p.topscorer:
        absolute = colour_code
    return _PairFacts(
        rank=rank_key(p),
        score=p.score,
        preference=strength.value * 3 + colour_code,
        floats=p.float_before(1).value * 4 + p.float_before(2).value,
        absolute=absolute,
        topscorer=p.topscorer,
    )


def _pair_signature(a: _PairFacts, b: _PairFacts) -> tuple[int, ...] | None:
    """What :meth:`CostModel.pair_cost` reads of a pair, or None when it reads more.

    pair_cost (both editions) reads the two scores, the floats one and two rounds before of
    the higher and the lower ranked player (only when the scores differ: C.12-C.19 and
    C15-C21 cost nothing in a same-score pair), and the colour costs; without a topscorer
    the colour costs (C.10, C.11; C.8/C.9 are zero) read the two colour preferences only.
    With a topscorer, C.8/C.9 allocate the colours (E.1-E.5, histories and numbers): None.
    """
    if a.topscorer or b.topscorer:
        return None
    hi, lo = (a, b) if a.rank < b.rank else (b, a)
    if hi.score == lo.score:
        return (hi.score, hi.preference, lo.preference)
    return (hi.score, lo.score, hi.preference, lo.preference, hi.floats, lo.floats)

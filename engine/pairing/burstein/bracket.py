"""C.04.4.2 (2017-2025) B.1-B.2, C.4-C.8, D.1: pairing one bracket as one matching.

B.1: "Determine the maximum number of pairs that can be obtained in the current bracket while
complying with criteria from C.1 to C.5. This automatically determines the number of outgoing
floaters." B.2: "Choose the first pairing (as ordered according to D.1) that complies best with
all the pairing criteria (C.1 to C.8)."

The candidates are not enumerated: one maximum-weight matching decides, its integer edge
weight made of bit fields, most significant first (the names are the articles):

* ``C.4``  completion: in completion mode every player below the bracket is a vertex too, and
  every edge counts 1, so the heaviest matching pairs everybody when that is possible;
* ``C.5``  a pair of the bracket;
* ``C.6a`` / ``C.6b``  incoming floaters paired: their number, then their scores (each score a
  power of a base larger than the number of floaters, so higher scores dominate);
* ``C.7a`` / ``C.7b`` / ``C.7c``  the following bracket (the next scoregroup plus this
  bracket's outgoing floaters): its pairs, the floaters paired there, their scores;
* ``C.8``  a pair whose players do not want the same colour;
* ``D.1``  the order of the pairings: BSN i paired with the higher BSN j is worth
  ``(m+1) ** (m-1-i) * (j+1)``, so a better opponent for a higher BSN outweighs everything
  below it, and an outgoing floater (virtual opponent, BSN 0) comes last.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from engine.pairing.burstein import criteria
from engine.pairing.burstein.criteria import Level
from engine.pairing.burstein.solve import pack
from engine.pairing.common.cardinality import CardinalityMatcher
from engine.pairing.common.history import PlayerHistory
from engine.pairing.common.matching import max_weight_matching

Compatible = Callable[[PlayerHistory, PlayerHistory], bool]
LEVELS: tuple[Level, ...] = tuple(Level)
"""The fields of a bracket edge's weight, most significant first."""
_LV = {level: i for i, level in enumerate(LEVELS)}


@dataclass(slots=True)
class Paired:
    """A bracket's pairing: pairs (higher BSN first... i.e. the lower BSN number first) and
    outgoing floaters, with the criterion values for the explanation."""

    pairs: list[tuple[PlayerHistory, PlayerHistory]] = field(default_factory=list)
    floaters: list[PlayerHistory] = field(default_factory=list)
    incoming_paired: int = 0
    colour_clashes: int = 0
    complete: bool = True  # every vertex matched (completion mode only)


def _score_weights(scores: Sequence[int], count: int) -> dict[int, int]:
    """Lexicographic weights of scores: a higher score outweighs any number of lower ones."""
    base = count + 1
    return {s: int(base**k) for k, s in enumerate(sorted(set(scores)))}


def solve(
    bracket: Sequence[PlayerHistory],
    incoming: frozenset[int],
    following: Sequence[PlayerHistory],
    lower: Sequence[PlayerHistory],
    compatible: Compatible,
) -> Paired:
    """Pair ``bracket`` (players in BSN order); ``incoming`` holds the ids of its incoming
    floaters. ``following`` is the next scoregroup (C.7); ``lower`` (completion mode, C.4)
    every player below the bracket, the next scoregroup first.

    Two exact shortcuts keep the look-ahead out of the matching: when the bracket can be
    paired completely there are no outgoing floaters and C.7 cannot tell the candidates
    apart; when exactly one player must float, C.7 depends only on who he is, and one
    Gallai-Edmonds decomposition of the next scoregroup gives its value for every candidate
    (:func:`_single_floater_c7`).
    """
    if lower or not following:
        return _solve(bracket, incoming, following, lower, compatible, None)
    m = len(bracket)
    adj = [[j for j in range(m) if j != i and compatible(bracket[i], bracket[j])] for i in range(m)]
    floaters = m - 2 * CardinalityMatcher(adj).size
    if floaters == 0:
        return _solve(bracket, incoming, (), (), compatible, None)
    if floaters == 1:
        c7 = _single_floater_c7(bracket, following, compatible)
        return _solve(bracket, incoming, (), (), compatible, c7)
    return _solve(bracket, incoming, following, (), compatible, None)


def following_pairs(
    floaters: Sequence[PlayerHistory],
    following: Sequence[PlayerHistory],
    compatible: Compatible,
) -> list[tuple[PlayerHistory, PlayerHistory]]:
    """The pairing of the following bracket (``following`` plus ``floaters``) that C.7 values
    for these floaters, C.4 left aside: the most pairs, then the most floaters paired, then
    the floaters of the highest scores (the same levels as ``C.7a``-``C.7c`` of :func:`solve`).
    """
    members = [*floaters, *following]
    n = len(members)
    is_floater = {p.id for p in floaters}
    w7 = _score_weights([p.score for p in floaters], len(floaters))
    ends: list[tuple[int, int]] = []
    fields: list[list[int]] = []
    for i in range(n):
        for j in range(i + 1, n):
            a, b = members[i], members[j]
            if not compatible(a, b):
                continue
            ours = [p for p in (a, b) if p.id in is_floater]
            ends.append((i, j))
            fields.append([1, len(ours), sum(w7[p.score] for p in ours)])
    weights = pack(fields, n)
    mate = max_weight_matching(n, [(i, j, w) for (i, j), w in zip(ends, weights, strict=True)])
    return [(members[i], members[j]) for i, j in enumerate(mate) if j > i]


def _single_floater_c7(
    bracket: Sequence[PlayerHistory],
    following: Sequence[PlayerHistory],
    compatible: Compatible,
) -> list[tuple[int, int, int]]:
    """C.7 for each possible single floater x: (pairs gained in the following bracket, x
    paired there, x's score weight when paired).

    With ``D`` the players of the following scoregroup missed by some maximum matching of it:
    adding x gains a pair exactly when x may meet someone in ``D``; then x is paired in every
    best pairing. Otherwise x can still be paired (displacing a player who then floats) exactly
    when he may meet anybody there.
    """
    k = len(following)
    adj = [
        [j for j in range(k) if j != i and compatible(following[i], following[j])] for i in range(k)
    ]
    missable = CardinalityMatcher(adj).missable()
    w7 = _score_weights([p.score for p in bracket], len(bracket))
    out: list[tuple[int, int, int]] = []
    for x in bracket:
        nbrs = [v for v in range(k) if compatible(x, following[v])]
        gain = 1 if any(v in missable for v in nbrs) else 0
        paired = 1 if nbrs else 0
        out.append((gain, paired, w7[x.score] if paired else 0))
    return out


@dataclass(frozen=True, slots=True)
class _Weigher:
    """The field values (:data:`LEVELS`) of the edges of one bracket's matching."""

    incoming: frozenset[int]
    in_next: frozenset[int]  # the following scoregroup (C.7)
    completion: bool  # C.4: every player below is a vertex too
    w6: dict[int, int]  # C.6b: score weights of the incoming floaters
    w7: dict[int, int]  # C.7c: score weights of the bracket's players
    order: list[int]  # D.1: the weight of BSN i's partner (see order_weight)

    def base(self) -> list[int]:
        """Every edge: C.4 (completion mode: each pair counts 1)."""
        return [1 if self.completion else 0] + [0] * (len(LEVELS) - 1)

    def pair(self, a: PlayerHistory, b: PlayerHistory, i: int, j: int) -> list[int]:
        """A pair of the bracket, BSN i with the lower BSN j: C.5, C.6, C.8, D.1."""
        v = self.base()
        v[_LV[Level.C5]] = 1
        for p in (a, b):
            if p.id in self.incoming:
                v[_LV[Level.C6A]] += 1
                v[_LV[Level.C6B]] += self.w6[p.score]
        v[_LV[Level.C8]] = 0 if criteria.colour_clash(a, b) else 1
        v[_LV[Level.D1]] = self.order[i] * (j + 1)
        return v

    def floats(self, a: PlayerHistory, below: PlayerHistory) -> list[int]:
        """An outgoing floater ``a`` paired below: C.7 when in the following scoregroup."""
        v = self.base()
        if below.id in self.in_next:
            v[_LV[Level.C7A]] = 1
            v[_LV[Level.C7B]] = 1
            v[_LV[Level.C7C]] = self.w7[a.score]
        return v

    def single_floater(self, c7: tuple[int, int, int]) -> list[int]:
        """The one outgoing floater's C.7 (:func:`_single_floater_c7`)."""
        v = self.base()
        v[_LV[Level.C7A]], v[_LV[Level.C7B]], v[_LV[Level.C7C]] = c7
        return v

    def below(self, a: PlayerHistory, b: PlayerHistory) -> list[int]:
        """A pair of two players below the bracket: a pair of the following bracket (C.7a)."""
        v = self.base()
        if a.id in self.in_next and b.id in self.in_next:
            v[_LV[Level.C7A]] = 1
        return v


def _solve(
    bracket: Sequence[PlayerHistory],
    incoming: frozenset[int],
    following: Sequence[PlayerHistory],
    lower: Sequence[PlayerHistory],
    compatible: Compatible,
    floater_c7: Sequence[tuple[int, int, int]] | None,
) -> Paired:
    m = len(bracket)
    outside = list(lower) if lower else list(following)
    weigh = _Weigher(
        incoming,
        frozenset(p.id for p in following),
        bool(lower),
        _score_weights([p.score for p in bracket if p.id in incoming], len(incoming)),
        _score_weights([p.score for p in bracket], m),
        [int((m + 1) ** (m - 1 - i)) for i in range(m)],  # D.1, see order_weight
    )
    nv = m + len(outside) + (1 if floater_c7 is not None else 0)  # + "floats" (C.7)
    ends: list[tuple[int, int]] = []
    fields: list[list[int]] = []
    for i in range(m):
        a = bracket[i]
        for j in range(i + 1, m):
            if compatible(a, bracket[j]):
                ends.append((i, j))
                fields.append(weigh.pair(a, bracket[j], i, j))
        for k, r in enumerate(outside):
            if compatible(a, r):
                ends.append((i, m + k))
                fields.append(weigh.floats(a, r))
        if floater_c7 is not None and any(floater_c7[i]):
            ends.append((i, nv - 1))
            fields.append(weigh.single_floater(floater_c7[i]))
    for x in range(len(outside)):
        for y in range(x + 1, len(outside)):
            if compatible(outside[x], outside[y]):
                ends.append((m + x, m + y))
                fields.append(weigh.below(outside[x], outside[y]))
    weights = pack(fields, nv)
    mate = max_weight_matching(nv, [(i, j, w) for (i, j), w in zip(ends, weights, strict=True)])
    return _paired(bracket, incoming, mate, len(outside) if lower else None)


def _paired(
    bracket: Sequence[PlayerHistory],
    incoming: frozenset[int],
    mate: Sequence[int],
    below: int | None,
) -> Paired:
    """The bracket's pairs and floaters from the matching; ``below``: completion mode's
    number of players below (all of them must be matched)."""
    m = len(bracket)
    result = Paired()
    for i in range(m):
        j = mate[i]
        if j == -1 or j >= m:
            result.floaters.append(bracket[i])
        elif j > i:
            a, b = bracket[i], bracket[j]
            result.pairs.append((a, b))
            result.incoming_paired += (a.id in incoming) + (b.id in incoming)
            result.colour_clashes += criteria.colour_clash(a, b)
    if below is not None:
        result.complete = all(x != -1 for x in mate[: m + below])
    return result

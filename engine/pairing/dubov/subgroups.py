"""B.3-B.5 and D.2: the subgroups G1 and G2 and the shifters.

"B.3 ... G1 This subgroup initially contains the players who have a colour preference for
White, unless all the players in the bracket have yet to play a game (like, for instance, in the
first round). In the latter case, this subgroup contains the first half of the players of the
bracket (according to the initial ranking list). G2 This subgroup initially contains the
remaining players of the bracket."

"B.4 If players from the smaller subgroup (or from G1, if their sizes are equal) must
unavoidably be paired together, a number of players equal to the number of such pairs must be
shifted from that subgroup into the other one. Find the *best* set of such players and proceed
with the shift."

"B.5 Now, if the number of players in (the possibly new) G1 is different from the number of
players in (the possibly new) G2, in order to equalize the size of the two subgroups, extract
the *best* set of players from the larger subgroup, and shift those players into the smaller
subgroup. Note: *Best*, in both instances, means the first set of players (first in the order
given by rule D.2) that can yield a legal pairing that complies at best with C.8 and C.9."

"D.2 ... a. White seekers are sorted in order of ascending ARO or, when AROs are equal, highest
initial ranking. b. Black seekers are sorted according to their initial ranking. With such
sorted list, assign the sequence numbers, starting with the player in the (remaining) middle of
the list or, when two players are in the (remaining) middle, to the one with a higher position
in the list."

One maximum-weight matching of the bracket decides both shifts. In any pairing of the bracket,
the players of one subgroup paired together number the pairs to shift (B.4 counts the fewest
such pairs, "unavoidably"), and after the shifts every pair has one player in G1 and one in G2:
of each pair inside a subgroup one player is shifted. The weight ranks, most significant first:
a complete pairing; the fewest pairs inside the smaller subgroup (B.4); C.8 and C.9 ("complies
at best"); the B.4 set, then the B.5 set, first in D.2 order. Taking in each such pair the
player with the lower D.2 sequence number gives the first set in D.2 order (replacing members
of a set by ones with lower numbers never makes it come later).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from engine.pairing.common.cardinality import bipartite_perfect
from engine.pairing.common.history import PrefStrength
from engine.pairing.common.matching import max_weight_matching
from engine.pairing.dubov.criteria import Weight
from engine.pairing.dubov.definitions import DubovPlayer
from engine.pairing.dubov.packing import Fields

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Subgroups:
    """G1 and G2 after B.3-B.5, and the shifts made."""

    g1_initial: tuple[int, ...]
    g2_initial: tuple[int, ...]
    first_half: bool  # B.3: nobody in the bracket has played yet
    b4_shifted: tuple[int, ...]  # B.4: from the smaller subgroup (or G1) into the other
    b4_from_g1: bool
    b5_shifted: tuple[int, ...]  # B.5: from the larger subgroup into the smaller
    b5_from_g1: bool
    g1: tuple[int, ...]
    g2: tuple[int, ...]


def g1_order(p: DubovPlayer) -> tuple[int, int]:
    """B.5 / D.2.a: ascending ARO, then the initial ranking."""
    return (p.aro, p.rank)


def g2_order(p: DubovPlayer) -> int:
    """D.2.b / D.3: the initial ranking."""
    return p.rank


def middle_first(items: Sequence[T]) -> list[T]:
    """D.2: sequence numbers from the (remaining) middle, the higher of two middles first.

    >>> "".join(middle_first("ABCDEFG"))  # the draft's example: D, C, E, B, F, A, G
    'DCEBFAG'
    """
    rest = list(items)
    out = []
    while rest:
        out.append(rest.pop((len(rest) - 1) // 2))
    return out


def _first_shifters(
    g1: Sequence[int],
    g2: Sequence[int],
    smaller_is_g1: bool,
    seq1: dict[int, int],
    seq2: dict[int, int],
    players: Sequence[DubovPlayer],
    adj: Sequence[set[int]],
    first_half: bool,
) -> list[int] | None:
    """The common case without a matching: nobody of the smaller subgroup must meet (B.4
    shifts nobody) and the first shifters of the larger one in D.2 order (B.5) leave a legal
    pairing that no other choice beats on C.8 or C.9. None when that cannot be told cheaply.

    With nobody shifted by B.4 every shifted player meets a player of his own colour and every
    other pair joins different seekers, so C.8 is the number shifted whatever the pairing. C.9
    is the same for every pairing when the shifted players all have a mild preference (0), when
    every player of the larger subgroup has a strong or absolute one (one per shifted player),
    or when nobody has played (first-half subgroups: all mild, A.5.d).
    """
    small, large = (g1, g2) if smaller_is_g1 else (g2, g1)
    seq = seq2 if smaller_is_g1 else seq1
    count = (len(large) - len(small)) // 2
    first = sorted(large, key=seq.__getitem__)[:count]
    chosen = set(first)
    left = [*small, *first]
    right = [v for v in large if v not in chosen]
    strong = PrefStrength.STRONG.value
    uniform = (
        first_half
        or all(players[v].strength is PrefStrength.MILD for v in first)
        or all(players[v].strength.value >= strong for v in large)
    )
    if not uniform or not bipartite_perfect(left, right, adj):
        return None
    return first


def colour_floor(
    bracket: Sequence[int], players: Sequence[DubovPlayer], strong_criterion: bool
) -> tuple[int, int]:
    """A lower bound of (C.8, C.9) over every pairing of the (even) bracket.

    Pairs of two players seeking the same colour number at least half the difference between
    White and Black seekers (all pairs when nobody has played: everyone is a mild Black seeker,
    A.5.d). Each such pair of the larger side fails C.9 unless one of its players is mild.
    """
    white = sum(1 for v in bracket if players[v].white_seeker)
    black = len(bracket) - white
    same = abs(white - black) // 2
    if all(players[v].games == 0 for v in bracket):
        same = len(bracket) // 2
    major_white = white > black
    mild = sum(
        1
        for v in bracket
        if players[v].white_seeker == major_white and players[v].strength is PrefStrength.MILD
    )
    return same, max(0, same - mild) if strong_criterion else 0


def quick_optimum(
    bracket: Sequence[int],
    players: Sequence[DubovPlayer],
    adj: Sequence[set[int]],
    strong_criterion: bool,
) -> tuple[int, int] | None:
    """(C.8, C.9) of the best pairing of the bracket when :func:`_first_shifters` can tell it
    without a matching (then it is :func:`colour_floor`); None otherwise."""
    g1, g2, first_half = initial_subgroups(bracket, players)
    smaller_is_g1 = len(g1) <= len(g2)
    seq1, seq2 = _sequence_numbers(g1, g2, players)
    if _first_shifters(g1, g2, smaller_is_g1, seq1, seq2, players, adj, first_half) is None:
        return None
    floor = colour_floor(bracket, players, strong_criterion)
    return floor


def initial_subgroups(
    bracket: Sequence[int], players: Sequence[DubovPlayer]
) -> tuple[list[int], list[int], bool]:
    """B.3: G1, G2, and whether nobody in the bracket has played (first-half subgroups)."""
    if all(players[v].games == 0 for v in bracket):
        ranked = sorted(bracket, key=lambda v: players[v].rank)
        half = len(ranked) // 2
        return ranked[:half], ranked[half:], True
    g1 = [v for v in bracket if players[v].white_seeker]
    g2 = [v for v in bracket if not players[v].white_seeker]
    return g1, g2, False


def _sequence_numbers(
    g1: Sequence[int], g2: Sequence[int], players: Sequence[DubovPlayer]
) -> tuple[dict[int, int], dict[int, int]]:
    """D.2 sequence numbers of the possible shifters of G1 and of G2."""
    by_aro = sorted(g1, key=lambda v: g1_order(players[v]))
    by_rank = sorted(g2, key=lambda v: g2_order(players[v]))
    return (
        {v: i for i, v in enumerate(middle_first(by_aro))},
        {v: i for i, v in enumerate(middle_first(by_rank))},
    )


def split(
    bracket: Sequence[int],
    players: Sequence[DubovPlayer],
    adj: Sequence[set[int]],
    colour_costs: Callable[[int, int], tuple[int, int]],
) -> Subgroups:
    """B.3, then B.4 and B.5 with D.2, for the (even) bracket of vertices ``bracket``."""
    g1, g2, first_half = initial_subgroups(bracket, players)
    smaller_is_g1 = len(g1) <= len(g2)
    seq1, seq2 = _sequence_numbers(g1, g2, players)
    quick = _first_shifters(g1, g2, smaller_is_g1, seq1, seq2, players, adj, first_half)
    if quick is not None:
        b4: list[int] = []
        b5 = quick
    else:
        b4, b5 = _shifts_by_matching(bracket, g1, smaller_is_g1, seq1, seq2, adj, colour_costs)
    in_g1 = set(g1)
    moved = {*b4, *b5}
    new_g1 = [v for v in g1 if v not in moved]
    new_g2 = [v for v in g2 if v not in moved]
    for v in (*b4, *b5):
        (new_g2 if v in in_g1 else new_g1).append(v)
    assert quick is not None or len(new_g1) == len(new_g2)
    return Subgroups(
        g1_initial=tuple(g1),
        g2_initial=tuple(g2),
        first_half=first_half,
        b4_shifted=tuple(b4),
        b4_from_g1=smaller_is_g1,
        b5_shifted=tuple(b5),
        b5_from_g1=not smaller_is_g1,
        g1=tuple(new_g1),
        g2=tuple(new_g2),
    )


def _shifts_by_matching(
    bracket: Sequence[int],
    g1: Sequence[int],
    smaller_is_g1: bool,
    seq1: dict[int, int],
    seq2: dict[int, int],
    adj: Sequence[set[int]],
    colour_costs: Callable[[int, int], tuple[int, int]],
) -> tuple[list[int], list[int]]:
    """B.4 and B.5 by one matching of the bracket (see the module's note): the players shifted
    by each, in D.2 order. Of each pair inside a subgroup the lower sequence number moves."""
    in_g1 = set(g1)
    n = len(bracket)
    f = Fields(
        [
            (Weight.PAIRS, n),
            (Weight.B4_COUNT, n),
            (Weight.C8, n),
            (Weight.C9, n),
            (Weight.B4_SET, 1 << (n + 1)),
            (Weight.B5_SET, 1 << (n + 1)),
        ]
    )
    sh = f.shift
    base = (1 << sh[Weight.PAIRS]) + (1 << sh[Weight.B4_COUNT])
    edges = []
    for i in range(n):
        a = bracket[i]
        a1 = a in in_g1
        for j in range(i + 1, n):
            b = bracket[j]
            if b not in adj[a]:
                continue
            c8, c9 = colour_costs(a, b)
            w = base + ((1 - c8) << sh[Weight.C8]) + ((1 - c9) << sh[Weight.C9])
            if a1 == (b in in_g1):  # a pair inside one subgroup: one of the two is shifted
                seq = seq1 if a1 else seq2
                low = min(seq[a], seq[b])
                if a1 == smaller_is_g1:  # B.4: counted, and its set
                    w += (1 << (sh[Weight.B4_SET] + n - low)) - (1 << sh[Weight.B4_COUNT])
                else:
                    w += 1 << (sh[Weight.B5_SET] + n - low)
            edges.append((i, j, w))
    mate = max_weight_matching(n, edges)
    if any(m == -1 for m in mate):
        raise ValueError("the bracket has no legal pairing")
    b4: list[int] = []
    b5: list[int] = []
    for i, j in enumerate(mate):
        a, b = bracket[i], bracket[j]
        if j > i and (a in in_g1) == (b in in_g1):
            seq = seq1 if a in in_g1 else seq2
            mover = a if seq[a] < seq[b] else b
            (b4 if (a in in_g1) == smaller_is_g1 else b5).append(mover)
    seq_all = {**seq1, **seq2}
    return sorted(b4, key=seq_all.__getitem__), sorted(b5, key=seq_all.__getitem__)

"""C.04.4.3 2.3, 3.1-3.5, 3.9 and 3.10: which players of a score-group float, and why.

2.3: before pairing, players with no suitable opponent in the score-group (a. played them all;
b./c. no compatible opponent for a permissible colour) are transferred; d. one more when needed
to make the number even. 3.1: a player also floats when "a compatible opponent cannot be found
for the player in spite of exchanges in the score-group". Reading L4: the score-group makes as
many pairs as its players allow (3.10: a choice must "not decrease the number of pairings of
that score-group"), and the floaters are then chosen among the sets that leave the others
pairable, by these priorities in turn:

1. 3.9: the fewest floaters of type a, then of type b, then of type c (a/b: a floater who
   already floated into this score-group, c/d: a resident; a/c: without a compatible opponent
   in the adjacent score-group, 3.3/3.4/3.5, "after excluding the opponents of other
   floaters" ranked before him: reading L16);
2. 3.10: the fewest players who floated in the round just before;
3. 3.2: the players kept should be due different colours as evenly as possible - only for
   the one floater who makes the group even (2.3.d); when more must float (4.4) this step is
   skipped;
4. 3.2/3.3/3.4/4.4.b: the lowest numbered player(s) when pairing downward, the highest
   numbered when pairing upward.

In a Maxi-tournament (``ratings`` given) step 3 only credits a floater within 100 rating points
of the lowest numbered player (3.2's proviso, reading L15).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import combinations
from math import comb

from engine.explain.events_lim import Direction, FloaterKind, GroupCriterion
from engine.pairing.common.history import PlayerHistory
from engine.pairing.common.matching import has_perfect_matching, max_cardinality
from engine.pairing.lim.exchanges import Compatible, Paired, _due_counts, pair_all
from engine.pairing.lim.scoregroups import Member, rank_key

ENUMERATION_LIMIT = 20_000  # floater sets tried one by one; above it, one floater at a time


@dataclass(frozen=True, slots=True)
class Floater:
    """A player transferred out of the score-group, with the article and the reason."""

    member: Member
    article: str  # "2.3.a", "2.3.b/c", "2.3.d", "3.1"
    kind: FloaterKind  # 3.9
    detail: str


@dataclass(frozen=True, slots=True)
class GroupOutcome:
    """The pairing of one score-group: pairs in the order made, floaters, and its key."""

    paired: Paired
    floaters: tuple[Floater, ...]
    key: tuple[int, ...]  # in the order of GroupCriterion


def floater_type(
    m: Member, adjacent: Sequence[PlayerHistory], compatible: Compatible
) -> FloaterKind:
    """3.9: a/b for a floater already floated into this group, c/d for a resident; a/c when
    he has no compatible opponent in the adjacent score-group."""
    return FloaterKind.of(m.floater, any(compatible(m.player, q) for q in adjacent))


def _augments(
    f: int,
    before: Sequence[int],
    prospects: Callable[[int], Sequence[int]],
) -> bool:
    """3.3/3.4: does floater ``f`` keep a compatible opponent in the adjacent score-group
    "after excluding the opponents of other floaters" ``before`` him?

    The floaters before him take opponents first (3.6/3.7 pair them first); he has one left
    when the most of them that can be given distinct opponents leave one for him too, i.e.
    when a maximum matching of ``before`` into the adjacent group grows by adding him (Berge:
    an augmenting path from him exists). Reading L16.
    """
    match: dict[int, int] = {}  # adjacent index -> floater

    def augment(x: int, seen: set[int]) -> bool:
        for q in prospects(x):
            if q in seen:
                continue
            seen.add(q)
            if q not in match or augment(match[q], seen):
                match[q] = x
                return True
        return False

    for x in before:
        augment(x, set())
    return augment(f, set())


def colour_imbalance(players: Sequence[PlayerHistory]) -> int:
    """3.2: how far the players are from being due White and Black in equal numbers."""
    w, b, n = _due_counts(players)
    return max(0, abs(w - b) - n)


def _adjacency(players: Sequence[PlayerHistory], compatible: Compatible) -> list[list[int]]:
    n = len(players)
    adj: list[list[int]] = [[] for _ in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            if compatible(players[i], players[j]):
                adj[i].append(j)
                adj[j].append(i)
    return adj


def _sub(adj: Sequence[Sequence[int]], keep: Sequence[int]) -> list[list[int]]:
    pos = {v: k for k, v in enumerate(keep)}
    return [[pos[u] for u in adj[v] if u in pos] for v in keep]


def solve_group(
    members: Sequence[Member],
    direction: Direction,
    compatible: Compatible,
    adjacent: Sequence[PlayerHistory],
    floated_before: Callable[[PlayerHistory], bool],
    pair_everyone: bool,
    prospects: Compatible | None = None,
    ratings: Mapping[int, int] | None = None,
) -> GroupOutcome | None:
    """Pair one score-group (2.3-2.5, 3, 4, 5.2); None if ``pair_everyone`` cannot be met.

    ``prospects`` judges the compatible opponents in the adjacent score-group (3.9); it is
    ``compatible`` unless a "why not" question restricts two players to each other.
    ``ratings``: a Maxi-tournament's ratings (3.2, 3.8, 5.7), None for an ordinary one.
    """
    group = _ScoreGroup(members, direction, compatible, adjacent, prospects, ratings)
    set_aside = group.set_aside()
    if pair_everyone and set_aside:
        return None
    sub = _sub(group.adj, group.live)
    extra = len(group.live) - 2 * max_cardinality(len(group.live), sub)
    if pair_everyone and extra:
        return None
    # 3.2 balances colours "when making even a score-group" (2.3.d); when the players cannot
    # all be paired (4.4) the earlier scrutinised keep their opponents and "the lowest numbered
    # player remaining" floats: no colour balance there (reading L4)
    group.parity_only = extra == len(group.live) % 2
    aside = [i for i, _ in enumerate(group.ordered) if i not in group.live]  # 2.3.a-c, 3.5

    def key(out: Sequence[int]) -> tuple[object, ...]:
        kinds = list(group.kinds_of([*aside, *out]).values())
        return (
            kinds.count(FloaterKind.A),
            kinds.count(FloaterKind.B),
            kinds.count(FloaterKind.C),
            sum(1 for i in out if floated_before(group.players[i])),
            group.balance_of(out),
            tuple(sorted(-i for i in out)),  # 3.2-3.4: the lowest numbered (last in order)
        )

    chosen = _choose(group.live, sub, extra, key) if extra else ()
    return group.outcome(set_aside, aside, chosen, extra, floated_before)


class _ScoreGroup:
    """The members of one score-group in the order of 3.2-3.4 and what 3.9 and 3.2 ask of
    the players who float."""

    def __init__(
        self,
        members: Sequence[Member],
        direction: Direction,
        compatible: Compatible,
        adjacent: Sequence[PlayerHistory],
        prospects: Compatible | None,
        ratings: Mapping[int, int] | None,
    ) -> None:
        self.direction = direction
        self.compatible = compatible
        self.ordered = sorted(members, key=lambda m: rank_key(m.player, direction))
        self.players = [m.player for m in self.ordered]
        self.adj = _adjacency(self.players, compatible)
        self.adjacent = adjacent
        self.judge = prospects or compatible
        self.kinds = [floater_type(m, adjacent, self.judge) for m in self.ordered]
        self.live = [i for i in range(len(self.ordered)) if self.adj[i]]
        self.ratings = ratings
        self.parity_only = False
        # residents set aside only because a "why not" question keeps them from everyone
        # else: for 3.2's Maxi proviso they float by choice, as they would without the question
        self.by_question = (
            [i for i in range(len(self.players)) if not self.adj[i] and self._meets_someone(i)]
            if ratings is not None and prospects is not None
            else []
        )
        self._below: dict[int, list[int]] = {}

    def _meets_someone(self, i: int) -> bool:
        return any(self.judge(self.players[i], q) for q in self.players if q is not self.players[i])

    def prospects_of(self, i: int) -> list[int]:
        """The compatible opponents of ordered[i] in the adjacent score-group (3.3-3.5)."""
        if i not in self._below:
            self._below[i] = [
                k for k, q in enumerate(self.adjacent) if self.judge(self.players[i], q)
            ]
        return self._below[i]

    def set_aside(self) -> list[Floater]:
        """2.3.a-c (a resident) or 3.5 (a floater with no opponent here floats further)."""
        out: list[Floater] = []
        for i, m in enumerate(self.ordered):
            if self.adj[i]:
                continue
            p = m.player
            met_all = all(q.id in p.opponents for q in self.players if q.id != p.id)
            if len(self.players) == 1:
                article, detail = "2.3.d", "alone in the score-group"
            elif m.floater:
                article, detail = "3.5", "no compatible opponent in this score-group"
            elif met_all:
                article, detail = "2.3.a", "has played every player of the score-group"
            else:
                article, detail = "2.3.b/c", "no compatible opponent for a permissible colour"
            out.append(Floater(m, article, self.kinds[i], detail))
        return out

    def kinds_of(self, out: Sequence[int]) -> dict[int, FloaterKind]:
        """3.9 types of the floaters ``out`` (indices into ordered), each judged 3.3/3.4's
        way: after excluding the opponents of the floaters before him in the order of
        ``ordered`` (higher scores or higher numbered downward; lower ones upward)."""
        every = sorted(out)
        found: dict[int, FloaterKind] = {}
        for pos, i in enumerate(every):
            has = self.kinds[i] in (FloaterKind.B, FloaterKind.D) and (
                pos == 0 or _augments(i, every[:pos], self.prospects_of)
            )
            found[i] = FloaterKind.of(self.ordered[i].floater, has)
        return found

    def balance_of(self, out: Sequence[int]) -> int:
        """3.2: how far the players kept are from an even split of the due colours (only for
        the one floater who makes the group even)."""
        if not self.parity_only:
            return 0
        players, ratings = self.players, self.ratings
        reference = self.live[-1] if self.live else -1  # "the lowest numbered player"
        if ratings is not None and any(
            abs(ratings[int(players[i].id)] - ratings[int(players[reference].id)]) > 100
            for i in [*out, *self.by_question]
        ):
            # 3.2 (Maxi): a player more than 100 points from the lowest numbered player is not
            # chosen for his colour; the lowest numbered player is (reading L15)
            return len(players) + 1
        return colour_imbalance([players[i] for i in self.live if i not in out])

    def outcome(
        self,
        set_aside: list[Floater],
        aside: Sequence[int],
        chosen: tuple[int, ...],
        extra: int,
        floated_before: Callable[[PlayerHistory], bool],
    ) -> GroupOutcome:
        """The floaters (their final 3.9 types), the pairing of the others, and the key."""
        position = {m.player.id: i for i, m in enumerate(self.ordered)}
        final_kinds = self.kinds_of([*aside, *chosen])
        floaters = [replace(f, kind=final_kinds[position[f.member.player.id]]) for f in set_aside]
        odd = extra == 1 and len(self.live) % 2 == 1
        for i in chosen:
            article = "2.3.d" if odd else "3.1, 4.4"
            detail = (
                "makes the number of players even"
                if odd
                else "the others cannot all be paired with him in spite of exchanges; "
                "the lowest numbered go (4.4)"
            )
            floaters.append(Floater(self.ordered[i], article, final_kinds[i], detail))
        kept = [self.ordered[i] for i in self.live if i not in chosen]
        paired = pair_all(kept, self.direction, self.compatible, self.ratings)
        assert paired is not None  # the kept players have a complete pairing by construction
        floaters.sort(key=lambda f: rank_key(f.member.player, self.direction))
        kinds = [f.kind for f in floaters]
        values = {
            GroupCriterion.PAIRS: -len(paired.pairs),
            GroupCriterion.TYPE_A: kinds.count(FloaterKind.A),
            GroupCriterion.TYPE_B: kinds.count(FloaterKind.B),
            GroupCriterion.TYPE_C: kinds.count(FloaterKind.C),
            GroupCriterion.FLOATED_BEFORE: sum(
                1 for f in floaters if floated_before(f.member.player)
            ),
            GroupCriterion.COLOURS: self.balance_of(chosen),
            # 3.2-3.4: the lowest numbered float; as a number, lower is "lower numbered"
            GroupCriterion.LOWEST_NUMBERED: -sum(
                1 << position[f.member.player.id] for f in floaters
            ),
            GroupCriterion.COLOUR_CONFLICTS: paired.colour_conflicts,
        }
        return GroupOutcome(paired, tuple(floaters), tuple(values[c] for c in GroupCriterion))


def _choose(
    live: Sequence[int],
    sub: Sequence[Sequence[int]],
    extra: int,
    key: Callable[[Sequence[int]], tuple[object, ...]],
) -> tuple[int, ...]:
    """The floater set with the best key whose removal leaves the others a complete pairing."""
    n = len(live)

    def leaves_pairable(out_pos: Sequence[int]) -> bool:
        keep = [k for k in range(n) if k not in out_pos]
        return has_perfect_matching(len(keep), _sub(sub, keep))

    if comb(n, extra) <= ENUMERATION_LIMIT:
        options = sorted(combinations(range(n), extra), key=lambda c: key([live[k] for k in c]))
        for option in options:
            if leaves_pairable(option):
                return tuple(live[k] for k in option)
        raise AssertionError("a maximum pairing exists, so some floater set leaves one")
    # reading L4: too many sets to try one by one; floaters are then chosen one at a time
    out: list[int] = []
    for _ in range(extra):
        rest = [k for k in range(n) if k not in out]
        rest.sort(key=lambda k: key([live[j] for j in [*out, k]]))
        for k in rest:
            trial = [*out, k]
            keep = [j for j in range(n) if j not in trial]
            need = (len(keep) - (extra - len(trial))) // 2
            if max_cardinality(len(keep), _sub(sub, keep)) >= need:
                out.append(k)
                break
    return tuple(live[k] for k in out)

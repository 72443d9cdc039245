"""C.04.4.3 2.4, 2.5, 3.6-3.8, 4.1-4.4 and 5.2: pairing the players kept in a score-group.

2.4: the players are arranged in order and "the players in the top half are tentatively paired
with the players in the bottom half"; 4.1: the proposed pairings are scrutinised in turn,
downward from No. 1 (upward from the last player) and "the lower numbered player is exchanged
until a compatible pairing is found"; 4.2/4.3 give the order of trial (No. 1 of six tries 4, 5,
6, then 3, 2; the players not yet paired are arranged again in halves for the next one); 4.4:
an exchange for a later player must leave the earlier ones with compatible opponents.

3.6/3.7: floaters are scrutinised first (down-floaters: highest score first, then the highest
numbered; up-floaters: lowest score first, then the lowest numbered; 3.6.3/3.7.3 which kind
first); 3.8: a floater is paired with "the highest numbered player available who is due the
alternate colour" (upward: the lowest numbered).

5.2: "a second scrutiny with exchanges where necessary is undertaken to give each player, if
possible, the alternating colour and at the same time, the equalising colour" - so among the
complete pairings of these players the engine takes one with the fewest pairs of players due
the same colour, and among those the first in the order of trial (reading L7).

The order of trial is followed exactly: each scrutinised player takes the first opponent of
his list such that the others can still all be paired with no more colour conflicts than the
best possible. Whether they can is decided exactly (maximum-weight matching) after two cheap
tests: a counting bound on colour conflicts and a single exchange of partners (4.2's own move).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Generator, Mapping, Sequence
from dataclasses import dataclass

from engine.model import Colour
from engine.pairing.common.blossom import max_weight_matching
from engine.pairing.common.history import PlayerHistory
from engine.pairing.lim.colours import colour_conflict, due_colour
from engine.pairing.lim.scoregroups import Direction, Member, Role, rank_key

Compatible = Callable[[PlayerHistory, PlayerHistory], bool]


@dataclass(frozen=True, slots=True)
class Scrutiny:
    """One scrutinised player: the opponents tried before the accepted one, and why not."""

    player: int
    proposed: int  # the first opponent of his order of trial (2.4 / 3.8)
    accepted: int
    rejected: tuple[tuple[int, str], ...]  # (opponent, "2.1 ..." / "4.4 ..." / "5.2 ...")
    article: str  # "4.1" (a resident) or "3.8" (a floater)
    reference: int = 0  # Maxi-tournament: the opponent he gets without regard to colours (5.7)


@dataclass(frozen=True, slots=True)
class Paired:
    """The pairs of a score-group in the order they were made, scrutinised player first."""

    pairs: tuple[tuple[PlayerHistory, PlayerHistory], ...]
    scrutiny: tuple[Scrutiny, ...]
    colour_conflicts: int  # pairs whose players are due the same colour (5.2)
    bounded: bool = False  # Maxi-tournament: the search reached MAXI_WORK (reading L15)


def scrutiny_order(members: Sequence[Member], direction: Direction) -> list[Member]:
    """3.6/3.7: floaters first, then the residents in order (2.4, 4.1)."""
    dfs = sorted(
        (m for m in members if m.role is Role.DOWN_FLOATER),
        key=lambda m: (-m.player.score, m.player.id),  # 3.6, 3.6.1, 3.6.2
    )
    ufs = sorted(
        (m for m in members if m.role is Role.UP_FLOATER),
        key=lambda m: (m.player.score, -m.player.id),  # 3.7, 3.7.1, 3.7.2
    )
    residents = sorted(
        (m for m in members if m.role is Role.RESIDENT),
        key=lambda m: rank_key(m.player, direction),
    )
    # 3.6.3: downward (and the median score-group) DF, then UF; 3.7.3: upward UF, then DF
    first = [*dfs, *ufs] if direction is Direction.DOWN else [*ufs, *dfs]
    return [*first, *residents]


def trial_order(
    p: Member, remaining: Sequence[Member], direction: Direction, by_colour: bool = True
) -> list[PlayerHistory]:
    """The order in which opponents are tried for the scrutinised ``p``.

    A resident (4.2, 4.3): ``remaining`` in order, split in halves; first the bottom half from
    its top, then the top half upwards. A floater (3.6.3, 3.8): the score-group's own players
    before the other floaters; in each part first those due the colour alternate to his, then
    the others, from the highest numbered (downward) or the lowest numbered (upward).
    ``by_colour`` False (Maxi-tournaments): no colour part, 3.8's colour choice is then made
    by :func:`pair_all` within 100 rating points.
    """
    others = sorted(
        (m.player for m in remaining if m.player.id != p.player.id),
        key=lambda q: rank_key(q, direction),
    )
    if p.floater:
        # 3.6.3/3.7.3: the floaters are paired with the score-group's own players, so those
        # come first (reading L10); then 3.8: those due the alternate colour first
        floating = {m.player.id for m in remaining if m.floater}
        due = due_colour(p.player)
        out: list[PlayerHistory] = []
        for part in (
            [q for q in others if q.id not in floating],
            [q for q in others if q.id in floating],
        ):
            if due is None or not by_colour:
                out += part
            else:
                out += [q for q in part if due_colour(q) is due.opposite]
                out += [q for q in part if due_colour(q) is not due.opposite]
        return out
    everyone = sorted((m.player for m in remaining), key=lambda q: rank_key(q, direction))
    half = len(everyone) // 2
    top, bottom = everyone[:half], everyone[half:]
    return [q for q in bottom if q.id != p.player.id] + [
        q for q in reversed(top) if q.id != p.player.id
    ]


def _due_counts(players: Sequence[PlayerHistory]) -> tuple[int, int, int]:
    w = b = n = 0
    for p in players:
        d = due_colour(p)
        if d is Colour.WHITE:
            w += 1
        elif d is Colour.BLACK:
            b += 1
        else:
            n += 1
    return w, b, n


def conflict_bound(w: int, b: int, n: int) -> int:
    """Fewest pairs due the same colour any pairing of w due White, b Black, n none can have.

    >>> conflict_bound(5, 1, 0), conflict_bound(5, 1, 2), conflict_bound(2, 2, 0)
    (2, 1, 0)
    """
    return max(0, abs(w - b) - n) // 2


def best_matching(
    players: Sequence[PlayerHistory], compatible: Compatible
) -> tuple[int, dict[int, PlayerHistory]] | None:
    """A complete pairing of ``players`` with the fewest colour conflicts, or None.

    Returns (conflicts, partner by id). Exact: maximum-weight matching, each pair weighing
    ``K - conflict`` with K larger than any number of conflicts, so completeness comes first.
    """
    n = len(players)
    if n % 2:
        return None
    if n == 0:
        return 0, {}
    big = n + 1
    edges = [
        (i, j, big - (1 if colour_conflict(players[i], players[j]) else 0))
        for i in range(n)
        for j in range(i + 1, n)
        if compatible(players[i], players[j])
    ]
    mate = max_weight_matching(n, edges)
    if any(m < 0 for m in mate):
        return None
    partner: dict[int, PlayerHistory] = {players[i].id: players[mate[i]] for i in range(n)}
    conflicts = sum(
        1 for i in range(n) if i < mate[i] and colour_conflict(players[i], players[mate[i]])
    )
    return conflicts, partner


def pair_all(
    members: Sequence[Member],
    direction: Direction,
    compatible: Compatible,
    ratings: Mapping[int, int] | None = None,
) -> Paired | None:
    """Pair every one of ``members`` by the order of trial (None: no complete pairing).

    ``ratings``: a Maxi-tournament's ratings (3.8, 5.7), :func:`pair_all_maxi`.
    """
    if ratings is not None:
        return pair_all_maxi(members, direction, compatible, ratings)
    found = best_matching([m.player for m in members], compatible)
    if found is None:
        return None
    target, partner = found  # partner: a best pairing of the players still unpaired
    trial = _Trial(members, compatible, partner)
    for m in scrutiny_order(members, direction):
        if m.player.id in trial.unpaired:
            trials = trial_order(m, trial.remaining(), direction)
            trial.scrutinise(m, trials, target - trial.used)
    return trial.paired()


class _Trial:
    """The players of a score-group being paired by the order of trial: who is still unpaired,
    a best pairing of them (``partner``, repaired as pairs are made), the pairs made so far."""

    def __init__(
        self, members: Sequence[Member], compatible: Compatible, partner: dict[int, PlayerHistory]
    ) -> None:
        self.by_id = {m.player.id: m for m in members}
        self.unpaired = {m.player.id for m in members}
        self.compatible = compatible
        self.partner = partner
        self.used = 0  # colour conflicts of the pairs already made (5.2)
        self.pairs: list[tuple[PlayerHistory, PlayerHistory]] = []
        self.scrutiny: list[Scrutiny] = []

    def remaining(self) -> list[Member]:
        """The members still unpaired, by pairing number."""
        return [self.by_id[i] for i in sorted(self.unpaired)]

    def unpaired_players(self) -> list[PlayerHistory]:
        """Their players."""
        return [self.by_id[i].player for i in sorted(self.unpaired)]

    def conflicts_of(self, pairing: dict[int, PlayerHistory]) -> int:
        """The colour conflicts (5.2) of ``pairing`` among the players still unpaired."""
        return sum(
            1
            for pid in self.unpaired
            if pid < pairing[pid].id and colour_conflict(self.by_id[pid].player, pairing[pid])
        )

    def scrutinise(
        self,
        m: Member,
        trials: Sequence[PlayerHistory],
        limit: int,
    ) -> None:
        """4.1/3.8: ``m`` takes the first of ``trials`` that leaves the others a complete
        pairing with at most ``limit`` colour conflicts among them all (5.2). (A
        Maxi-tournament's scrutiny is :class:`_MaxiScrutiny`.)"""
        p = m.player
        counts = _due_counts(self.unpaired_players())
        rejected: list[tuple[int, str]] = []
        accepted: PlayerHistory | None = None
        for c in trials:
            why = self._refusal(p, c, limit, counts)
            if why is None:
                accepted = c
                break
            rejected.append((c.id, why))
        assert accepted is not None  # the best pairing found pairs p (within the limit)
        self.used += 1 if colour_conflict(p, accepted) else 0
        self.unpaired -= {p.id, accepted.id}
        self.pairs.append((p, accepted))
        article = "3.8" if m.floater else "4.1"
        self.scrutiny.append(Scrutiny(p.id, trials[0].id, accepted.id, tuple(rejected), article))

    def _refusal(
        self,
        p: PlayerHistory,
        c: PlayerHistory,
        limit: int,
        counts: tuple[int, int, int],
    ) -> str | None:
        """Why ``p`` may not take ``c`` (None: he takes him, and ``partner`` pairs the rest)."""
        if not self.compatible(p, c):
            return "2.1: already played" if c.id in p.opponents else "2.1: not compatible"
        own = 1 if colour_conflict(p, c) else 0
        dw, db, dn = _due_counts((p, c))
        w, b, n = counts
        if conflict_bound(w - dw, b - db, n - dn) > limit - own:
            return "5.2: more players without their due colour"
        if self.partner[p.id].id == c.id:
            return None
        # 4.2: exchange the partners: p takes c, their old partners meet each other
        q, r = self.partner[p.id], self.partner[c.id]
        if self.compatible(q, r):
            swapped = dict(self.partner)
            swapped[p.id], swapped[c.id], swapped[q.id], swapped[r.id] = c, p, r, q
            if self.conflicts_of(swapped) <= limit:
                self.partner = swapped
                return None
        again = best_matching(_without(self.unpaired_players(), p, c), self.compatible)
        if again is not None and again[0] <= limit - own:
            self.partner = {**again[1], p.id: c, c.id: p}
            return None
        if again is None:
            return "4.4: the others could not all be paired"
        return "5.2: more players without their due colour"

    def paired(self) -> Paired:
        """The pairs in the order made, each scrutiny, and the colour conflicts."""
        return Paired(tuple(self.pairs), tuple(self.scrutiny), self.used)


def _without(players: Sequence[PlayerHistory], *gone: PlayerHistory) -> list[PlayerHistory]:
    ids = {g.id for g in gone}
    return [x for x in players if x.id not in ids]


MAXI_WORK = 1_000_000
"""Reading L15: the work the exact Maxi scrutiny of a score-group of n players may spend, on
top of n^3/12 (half what one pass of the look-ahead costs, about n^3/6), counted as the
squared sizes of the matchings it computes and four units a player for each state it looks
at. Within it every choice is worked out exactly. Past it, each player still to be
scrutinised takes the first allowed opponent whose pair, with the best pairing of the others
*without* their 100-point limits, is as good as the best (the look-ahead of the first Maxi
engine), and a choice being searched keeps the best outcome found by then; the reasons say so
(:data:`BOUNDED`). If the look-ahead alone, worked out for the whole score-group, leaves fewer
pairs due the same colour, its pairing is taken: a bounded search is never worse than it.
Deterministic: work is counted, no clock is read. A few seconds for a score-group under a
hundred players."""

LATER = "5.2, 5.7: more players without their due colour, the later ones kept within 100 points"
BOUNDED = (
    "5.2: more players without their due colour (L15 search bound: the later players' "
    "limits not followed)"
)
"""The reason the look-ahead gives past :data:`MAXI_WORK`."""


@dataclass(frozen=True, slots=True)
class _Step:
    """The best outcome found for one state of the Maxi scrutiny (the players still unpaired)."""

    conflicts: int  # pairs due the same colour among these players (5.2), at best
    accepted: PlayerHistory | None  # the scrutinised player's opponent (None: nobody left)
    rejected: tuple[tuple[int, str], ...] = ()
    reference: int = 0  # his proposed opponent, whom 5.7's 100 points are counted from


_NOBODY = _Step(0, None)

State = frozenset[int]
"""The players of a score-group still unpaired, by pairing number."""


class _MaxiScrutiny:
    """5.2 with 5.7 player by player (reading L15), worked out exactly.

    A state is the set of players still unpaired; its scrutinised player is the first of them in
    the scrutiny order (3.6/3.7, 4.1). His proposed opponent is the first of his order of trial
    without its colour part who is compatible and leaves the others a complete pairing (4.4);
    he may be given another only within 100 points of that one (5.7). Among those, the one
    whose pair and whose following state give the fewest pairs due the same colour in the end,
    then the first in the order of trial (L7). The following players are bound by their own
    100-point limits, so the best pairing of the players left without those limits is only a
    lower bound (issue 18, bur_0002 round 3: 8 took 26 because 26 and 27 both left a pairing of
    the others as good; 11 then had to take 27, both due White, where 8-27 would have given the
    others their colours within their limits).

    Two lower bounds prune: the count of due colours (:func:`conflict_bound`) and the best
    pairing without the later limits (a matching). The first candidate that reaches a lower
    bound of his state is its answer; otherwise the candidates are followed best bound first.
    States are memoised, and followed with an explicit stack (a score-group of a thousand
    players is five hundred states deep).
    """

    def __init__(
        self,
        members: Sequence[Member],
        direction: Direction,
        compatible: Compatible,
        ratings: Mapping[int, int],
        budget: int | None = None,
    ) -> None:
        self.by_id: dict[int, Member] = {int(m.player.id): m for m in members}
        self.order = [int(m.player.id) for m in scrutiny_order(members, direction)]
        self.direction = direction
        self.ratings = ratings
        players = sorted((m.player for m in members), key=lambda p: p.id)
        # 2.1 and 5.2 for every pair once: the search asks about the same pairs many times
        self.partners: dict[int, frozenset[int]] = {}
        self.clashes: dict[int, frozenset[int]] = {}
        self.later: dict[int, tuple[int, ...]] = {}  # the compatible ones numbered after him
        for p in players:
            ok = [q for q in players if q.id != p.id and compatible(p, q)]
            self.partners[int(p.id)] = frozenset(int(q.id) for q in ok)
            self.clashes[int(p.id)] = frozenset(int(q.id) for q in ok if colour_conflict(p, q))
            self.later[int(p.id)] = tuple(int(q.id) for q in ok if q.id > p.id)  # in order
        n = len(players)
        self.budget = MAXI_WORK + n**3 // 12 if budget is None else budget
        self.work = 0
        self.bounded = False  # a choice was made without following every candidate
        self.steps: dict[State, _Step] = {}
        self.best: dict[State, tuple[int, dict[int, int]] | None] = {}  # without 5.7
        self.some: dict[State, dict[int, int]] = {}  # a complete pairing of the state

    def look_ahead(self) -> _MaxiScrutiny:
        """The same score-group with no budget: every choice by the look-ahead alone. It
        shares the pairings without limits found so far (they do not depend on the budget)."""
        other = copy.copy(self)
        other.budget, other.work, other.bounded, other.steps = 0, 0, True, {}
        return other

    # ---- pairings of a state without 5.7 -------------------------------------------------

    def _conflict(self, x: int, y: int) -> int:
        return 1 if y in self.clashes[x] else 0

    def _conflicts(self, ids: State, pairing: Mapping[int, int]) -> int:
        return sum(self._conflict(i, pairing[i]) for i in ids if i < pairing[i])

    def matching(
        self, ids: State, pid: int | None = None, allowed: frozenset[int] = frozenset()
    ) -> tuple[int, dict[int, int]] | None:
        """A complete pairing of ``ids`` with the fewest pairs due the same colour (None:
        none); ``pid``, when given, only with one of ``allowed``. Exact: maximum-weight
        matching, each pair weighing ``K - conflict``, K above any number of conflicts."""
        n = len(ids)
        if n % 2:
            return None
        order = sorted(ids)
        index = {x: k for k, x in enumerate(order)}
        big = n + 1
        edges = [
            (index[x], index[y], big - self._conflict(x, y))
            for x in order
            for y in self.later[x]
            if y in index
            and (pid is None or pid not in (x, y) or (x if y == pid else y) in allowed)
        ]
        self.work += n * n
        mate = max_weight_matching(n, edges)
        if any(m < 0 for m in mate):
            return None
        pairing = {order[k]: order[mate[k]] for k in range(n)}
        return self._conflicts(ids, pairing), pairing

    def bound(self, ids: State) -> tuple[int, dict[int, int]] | None:
        """The best pairing of ``ids`` without 5.7 (None: none is complete), cached."""
        if ids not in self.best:
            found = self.matching(ids)
            self.best[ids] = found
            if found is not None:
                self.some[ids] = found[1]
        return self.best[ids]

    def _exchange(self, pairing: Mapping[int, int], p: int, c: int) -> int | None:
        """4.2's move on a complete ``pairing``: p takes c, their partners meet each other.
        The change in pairs due the same colour (None: the partners are not compatible)."""
        q, r = pairing[p], pairing[c]
        if q == c:
            return 0
        if r not in self.partners[q]:
            return None
        return (
            self._conflict(p, c)
            + self._conflict(q, r)
            - self._conflict(p, q)
            - self._conflict(c, r)
        )

    @staticmethod
    def _after(pairing: Mapping[int, int], rest: State, p: int, c: int) -> dict[int, int]:
        """``pairing`` (p-c in it, or after :meth:`_exchange`) restricted to ``rest``."""
        q, r = pairing[p], pairing[c]
        out = {i: pairing[i] for i in rest}
        if q != c:
            out[q], out[r] = r, q
        return out

    def completable(self, ids: State, p: int, c: int) -> bool:
        """4.4: the others of ``ids`` can all be paired when p takes c; when they can, a
        complete pairing of them is kept for their own state."""
        rest = ids - {p, c}
        if rest in self.some:
            return True
        known = self.some[ids]  # a complete pairing of ids: keep it, or exchange partners (4.2)
        if self._exchange(known, p, c) is not None:
            self.some[rest] = self._after(known, rest, p, c)
            return True
        return self.bound(rest) is not None

    def _seed(self, ids: State, best: tuple[int, Mapping[int, int]], p: int, c: int) -> int | None:
        """The best value of ``ids`` without p and c when ``best`` (a best pairing of ``ids``,
        or one with p held to opponents c is among) pairs p with c, or does after one exchange
        of partners that costs nothing: the rest of it is then a best pairing of the others (a
        better one with p-c would beat ``best``), which spares a matching. None when it does
        not tell."""
        value, pairing = best
        if self._exchange(pairing, p, c) != 0:
            return None
        rest = ids - {p, c}
        left = value - self._conflict(p, c)
        if rest not in self.best:
            kept = self._after(pairing, rest, p, c)
            self.best[rest] = (left, kept)
            self.some.setdefault(rest, kept)
        return left

    def held(self, ids: State, p: int, allowed: Sequence[int]) -> tuple[int, dict[int, int]]:
        """A best pairing of ``ids`` with p held to ``allowed`` (5.7): the best pairing without
        the limit when it pairs p within it, or does after an exchange that costs nothing;
        else a matching."""
        known = self.best.get(ids)
        if known is not None:
            value, pairing = known
            if pairing[p] in allowed:
                return value, pairing
            for c in allowed:
                if self._exchange(pairing, p, c) == 0:
                    swapped = dict(pairing)
                    q, r = pairing[p], pairing[c]
                    swapped[p], swapped[c], swapped[q], swapped[r] = c, p, r, q
                    return value, swapped
        found = self.matching(ids, p, frozenset(allowed))
        assert found is not None  # the proposed opponent is allowed and leaves a pairing
        return found

    # ---- the scrutiny --------------------------------------------------------------------

    def solve(self, ids: State) -> _Step:
        """The best outcome of the state ``ids`` (memoised). The states a state needs are
        followed on an explicit stack: a score-group of a thousand players is five hundred
        states deep, too deep for recursion."""
        known = self.steps.get(ids) if ids else _NOBODY
        if known is not None:
            return known
        stack = [(ids, self._scrutinise(ids))]
        reply: _Step | None = None
        while True:
            state, search = stack[-1]
            try:
                need = search.send(reply)
            except StopIteration as done:
                step: _Step = done.value
                self.steps[state] = step
                stack.pop()
                if not stack:
                    return step
                reply = step
                continue
            known = self.steps.get(need) if need else _NOBODY
            if known is None:
                stack.append((need, self._scrutinise(need)))
            reply = known

    def _scrutinise(self, ids: State) -> Generator[State, _Step | None, _Step]:
        """One state: yields the states it needs the outcome of, returns its own."""
        self.work += len(ids) * 4  # its own lists and orders, counted with the matchings
        pid = next(i for i in self.order if i in ids)
        m = self.by_id[pid]
        p = m.player
        remaining = [self.by_id[i] for i in sorted(ids)]
        proposed = next(
            int(c.id)
            for c in trial_order(m, remaining, self.direction, by_colour=False)
            if int(c.id) in self.partners[pid] and self.completable(ids, pid, int(c.id))
        )  # exists: the players of a state always have a complete pairing
        reference = self.ratings[proposed]
        trials = [int(c.id) for c in trial_order(m, remaining, self.direction)]
        why: dict[int, str] = {}
        candidates: list[int] = []
        for c in trials:
            if c not in self.partners[pid]:
                why[c] = "2.1: already played" if c in p.opponents else "2.1: not compatible"
            elif abs(self.ratings[c] - reference) > 100:
                why[c] = f"5.7: more than 100 rating points from {proposed}"
            else:
                candidates.append(c)
        due = {i: due_colour(self.by_id[i].player) for i in ids}
        w, b, n = _due_counts([self.by_id[i].player for i in ids])

        def cheap(c: int) -> int:
            """A lower bound of c's outcome: his pair and the count of the others' due colours."""
            left = {Colour.WHITE: w, Colour.BLACK: b, None: n}
            left[due[pid]] -= 1
            left[due[c]] -= 1
            return self._conflict(pid, c) + conflict_bound(
                left[Colour.WHITE], left[Colour.BLACK], left[None]
            )

        greedy = self.work >= self.budget  # past the budget: the look-ahead (MAXI_WORK)
        cut = greedy  # some candidate was left unfollowed for the budget
        self.bounded = self.bounded or greedy
        outcomes: dict[int, int] = {}  # own pair + what the others then reach
        bounds: dict[int, int] = {}  # own pair + the best of the others without 5.7
        found: tuple[int, dict[int, int]] | None = None
        best: int | None = None
        floor = conflict_bound(w, b, n)
        if not greedy:
            # the count of due colours: the first candidate who may reach it and does is the
            # answer, and no matching of this state is needed
            first = next((c for c in candidates if cheap(c) == floor), None)
            if first is not None and self.completable(ids, pid, first):
                got = yield ids - {pid, first}
                assert got is not None
                outcomes[first] = self._conflict(pid, first) + got.conflicts
                if outcomes[first] == floor:
                    best = first

        def lower(c: int) -> int | None:
            """c's pair with the best of the others without 5.7 (None: they cannot be paired)."""
            assert found is not None
            if c not in bounds:
                seeded = self._seed(ids, found, pid, c)
                known = self.best.get(ids)
                if seeded is None and known is not None:
                    seeded = self._seed(ids, known, pid, c)
                if seeded is None:
                    left = self.bound(ids - {pid, c})
                    if left is None:
                        return None
                    seeded = left[0]
                bounds[c] = self._conflict(pid, c) + seeded
            return bounds[c]

        if best is None:
            found = self.held(ids, pid, candidates)
            target = found[0]  # no outcome of this state can have fewer
            # in the order of trial, the candidates whose bound is the state's own: the first
            # that reaches it is the answer (past the budget: the first that may reach it)
            for c in candidates:
                if cheap(c) > target:
                    continue
                bound = lower(c)
                if bound is None:
                    why[c] = "4.4: the others could not all be paired"
                    continue
                if bound > target:
                    continue
                if c not in outcomes and self.work >= self.budget:
                    best, cut = c, True  # the look-ahead's choice
                    self.bounded = True
                    break
                if c not in outcomes:
                    got = yield ids - {pid, c}
                    assert got is not None
                    outcomes[c] = self._conflict(pid, c) + got.conflicts
                if outcomes[c] == target:
                    best = c
                    break
                if best is None or outcomes[c] < outcomes[best]:
                    best = c
            if not cut and (best is None or outcomes[best] > target):
                # nobody reached the bound: the others, best bound first, while one may do
                # better than the best found (or as well, earlier in the order of trial)
                position = {c: k for k, c in enumerate(trials)}
                for c in sorted(candidates, key=lambda c: (bounds.get(c, cheap(c)), position[c])):
                    if c in why:
                        continue
                    if c not in outcomes:
                        if best is not None and cheap(c) > outcomes[best]:
                            continue
                        bound = lower(c)
                        if bound is None:
                            why[c] = "4.4: the others could not all be paired"
                            continue
                        if best is not None and (
                            bound > outcomes[best]
                            or (bound == outcomes[best] and position[c] > position[best])
                        ):
                            continue
                        if self.work >= self.budget:
                            cut = self.bounded = True  # the best found so far stands
                            break
                        got = yield ids - {pid, c}
                        assert got is not None
                        outcomes[c] = self._conflict(pid, c) + got.conflicts
                    value = outcomes[c]
                    if (
                        best is None
                        or value < outcomes[best]
                        or (value == outcomes[best] and position[c] < position[best])
                    ):
                        best = c
        assert best is not None  # the target's own candidate leaves a pairing
        if best not in outcomes:  # past the budget: taken on its bound, now followed
            got = yield ids - {pid, best}
            assert got is not None
            outcomes[best] = self._conflict(pid, best) + got.conflicts
        before = trials[: trials.index(best)]
        for c in before:
            if c in why:
                continue
            if c in outcomes:
                later = (lower(c) or 0) <= outcomes[best]  # as good without the later limits
                why[c] = LATER if later else "5.2: more players without their due colour"
            elif cut and cheap(c) <= outcomes[best] and bounds.get(c, 0) <= outcomes[best]:
                why[c] = BOUNDED  # not followed, and no bound shows it worse
            else:
                why[c] = "5.2: more players without their due colour"
        rejected = tuple((c, why[c]) for c in before)
        return _Step(outcomes[best], self.by_id[best].player, rejected, proposed)


def pair_all_maxi(
    members: Sequence[Member],
    direction: Direction,
    compatible: Compatible,
    ratings: Mapping[int, int],
    budget: int | None = None,
) -> Paired | None:
    """:func:`pair_all` in a Maxi-tournament: exchanges for colours within 100 points.

    3.8: the floater takes "the highest numbered player available who is due the alternate
    colour (provided, in Maxi-tournaments, that the ratings of proposed opponents who are
    exchanged for this purpose differ by 100 points or less)"; 5.7: "an exchange of opponents
    to find, for example, one who is due the alternate colour is allowed only if the ratings of
    the opponents to be exchanged differ by 100 points or less". Reading L15: a scrutinised
    player's *proposed* opponent is the one he gets without regard to colours: the first of his
    order of trial taken without its colour part (4.2/4.3; a floater's: the highest numbered,
    3.8) who is compatible and leaves the others a complete pairing (2.1, 4.4). He may take
    another only if rated within 100 points of the proposed one; among those, the fewest pairs
    due the same colour in the end, each later player being bound by his own limit (5.2,
    :class:`_MaxiScrutiny`), then the order of trial. With every rating within 100 points of
    every other this is :func:`pair_all`'s pairing. ``budget``: :data:`MAXI_WORK` (tests).
    """
    ids: State = frozenset(int(m.player.id) for m in members)
    search = _MaxiScrutiny(members, direction, compatible, ratings, budget)
    if search.bound(ids) is None:
        return None
    first = search.solve(ids)
    if search.bounded:
        # past the budget the pairing is the best found; never worse than the look-ahead
        # alone (the first engine's reading), which is worked out as well, sharing what the
        # search knows of the pairings without limits (tests/lim/test_maxi_scrutiny.py: a
        # search cut early can end worse than the look-ahead)
        look = search.look_ahead()
        if look.solve(ids).conflicts < first.conflicts:
            search, first = look, look.solve(ids)
    pairs: list[tuple[PlayerHistory, PlayerHistory]] = []
    scrutiny: list[Scrutiny] = []
    used = 0
    while ids:
        step = search.solve(ids)
        pid = next(i for i in search.order if i in ids)
        m = search.by_id[pid]
        p, c = m.player, step.accepted
        assert c is not None
        used += search._conflict(pid, int(c.id))
        pairs.append((p, c))
        trials = trial_order(m, [search.by_id[i] for i in sorted(ids)], direction)
        scrutiny.append(
            Scrutiny(
                p.id,
                trials[0].id,
                c.id,
                step.rejected,
                "3.8" if m.floater else "4.1",
                step.reference,
            )
        )
        ids = ids - {pid, int(c.id)}
    assert used == first.conflicts  # each state's value is its pair plus its successor's
    return Paired(tuple(pairs), tuple(scrutiny), used, search.bounded)

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

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial

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


@dataclass(frozen=True, slots=True)
class Paired:
    """The pairs of a score-group in the order they were made, scrutinised player first."""

    pairs: tuple[tuple[PlayerHistory, PlayerHistory], ...]
    scrutiny: tuple[Scrutiny, ...]
    colour_conflicts: int  # pairs whose players are due the same colour (5.2)


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
        allowed: frozenset[int] | None = None,
        proposed: PlayerHistory | None = None,
    ) -> None:
        """4.1/3.8: ``m`` takes the first of ``trials`` that leaves the others a complete
        pairing with at most ``limit`` colour conflicts among them all (5.2); in a
        Maxi-tournament only one of ``allowed`` (5.7: within 100 points of ``proposed``)."""
        p = m.player
        counts = _due_counts(self.unpaired_players())
        rejected: list[tuple[int, str]] = []
        accepted: PlayerHistory | None = None
        for c in trials:
            why = self._refusal(p, c, limit, counts, allowed, proposed)
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
        allowed: frozenset[int] | None,
        proposed: PlayerHistory | None,
    ) -> str | None:
        """Why ``p`` may not take ``c`` (None: he takes him, and ``partner`` pairs the rest)."""
        if not self.compatible(p, c):
            return "2.1: already played" if c.id in p.opponents else "2.1: not compatible"
        if allowed is not None and c.id not in allowed:
            assert proposed is not None
            return f"5.7: more than 100 rating points from {proposed.id}"
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


def _completable(
    p: PlayerHistory,
    c: PlayerHistory,
    partner: dict[int, PlayerHistory],
    players: Sequence[PlayerHistory],
    compatible: Compatible,
) -> bool:
    """4.4: the others can still all be paired when p takes c (``partner`` pairs them all)."""
    if partner[p.id].id == c.id or compatible(partner[p.id], partner[c.id]):
        return True  # as they stand, or by 4.2's exchange of partners
    return best_matching(_without(players, p, c), compatible) is not None


def _within(
    pid: int, allowed: frozenset[int], compatible: Compatible, x: PlayerHistory, y: PlayerHistory
) -> bool:
    """``compatible``, with player ``pid`` restricted to the opponents ``allowed`` (5.7)."""
    if x.id == pid:
        return y.id in allowed and compatible(x, y)
    if y.id == pid:
        return x.id in allowed and compatible(x, y)
    return compatible(x, y)


def pair_all_maxi(
    members: Sequence[Member],
    direction: Direction,
    compatible: Compatible,
    ratings: Mapping[int, int],
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
    another only if rated within 100 points of the proposed one; among those, as in
    :func:`pair_all`, the fewest pairs due the same colour (his own pair with the best pairing
    of the players left, 5.2), then the order of trial. With every rating within 100 points of
    every other this is :func:`pair_all`'s pairing.
    """
    found = best_matching([m.player for m in members], compatible)
    if found is None:
        return None
    trial = _Trial(members, compatible, found[1])  # a complete pairing of the unpaired
    for m in scrutiny_order(members, direction):
        p = m.player
        if p.id not in trial.unpaired:
            continue
        everyone, remaining = trial.unpaired_players(), trial.remaining()
        proposed = next(
            c
            for c in trial_order(m, remaining, direction, by_colour=False)
            if compatible(p, c) and _completable(p, c, trial.partner, everyone, compatible)
        )  # exists: the players still unpaired have a complete pairing
        trials = trial_order(m, remaining, direction)
        allowed = frozenset(
            c.id
            for c in trials
            if compatible(p, c) and abs(ratings[int(c.id)] - ratings[int(proposed.id)]) <= 100
        )
        best = best_matching(everyone, partial(_within, p.id, allowed, compatible))
        assert best is not None  # the proposed opponent is allowed and leaves a pairing
        target, trial.partner = best
        trial.scrutinise(m, trials, target, allowed, proposed)
    return trial.paired()

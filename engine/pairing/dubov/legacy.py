"""The Dubov System as approved in 1997 (C.04.4.1 in ``shared/seeds/004_*.txt``): the legacy
variant.

The 1997 text describes a procedure for paper; it is run here on the revised engine's bracket
machinery with the 1997 rules in place of the revised ones (each reading is listed in
``docs/rulings.md``, "Dubov System", legacy):

* 1.3/1.4 due colour (more blacks: white; equal: alternate the previous game); a player who
  has not played is due black (as the revised A.5.d says; the 1997 text is silent);
* 2 limitations: C.04.1 b, d, f, g are absolute (as the revised C.1-C.3); 2.1 (no upfloat two
  rounds running, at most three upfloats, four in tournaments of more than 9 rounds, except in
  the last round) excludes a player from being transferred up while another choice exists;
  2.2: a player with an absolute colour need is not transferred to the other colour subgroup;
* 4 the PAB: the lowest score group, the lowest R, the dominating due colour of that group,
  the higher ARO (then the lower initial ranking); C.04.1.d and the completion of the round;
  in the first round 5: the last player of the list;
* 5 the first round: the upper half against the lower half, the colours alternating by board
  from the drawn colour (E.0 of the revised text gives the same);
* 6.2/6.3 the whites (ascending ARO, then lower R) against the first blacks (descending R,
  then higher ARO) they have not met, the earlier rows kept as long as possible (the
  lexicographically first legal assignment);
* 7.1/7.2 transfers up from the next possible lower score group: the fewest needed, the
  highest score, due colour opposite to the dominating one, the highest R, the lowest ARO;
* 7.3/7.4 equalising the colour subgroups: whites with the lowest ARO (then the higher R) move
  to the blacks, or blacks with the highest ARO (then the lower R) move to the whites;
* 6.4 / 8 floaters: whoever a maximum pairing of the score group leaves unpaired floats to the
  next lower score group (classes a-d of 6.4 choose), where the floaters are paired first
  (8.1 order, 8.2 the highest R of the opposite due colour, then the lowest ARO); when that
  procedure cannot complete the round (9), the round is paired with transfers up only (the
  revised text's C.4 approach, the DL7 fallback);
* 3 colours: both due colours; equalise the numbers of colours (the larger imbalance gets its
  due colour); alternate at the latest difference of the histories; white to the higher ARO;
  white to the lower R.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from engine.errors import NoValidPairing
from engine.explain.events import ByeAssigned, ColourAllocated
from engine.model import Board, Colour, PairingSystem, PlayerId, Tournament
from engine.pairing.api import ProgressSink
from engine.pairing.common.cardinality import CardinalityMatcher
from engine.pairing.common.history import PrefStrength
from engine.pairing.common.manual import AbsoluteCriteria
from engine.pairing.common.matching import max_weight_matching
from engine.pairing.common.round import Outcome, RoundSetUp, SwissEngine, SystemRound
from engine.pairing.dubov.criteria import Criterion, Weight
from engine.pairing.dubov.definitions import (
    DEFAULT_OPTIONS,
    DubovPlayer,
    pairing_scores,
)
from engine.pairing.dubov.engine import DubovRound
from engine.pairing.dubov.packing import Fields
from engine.pairing.dubov.tracing import bracket_events
from engine.pairing.dubov.transpositions import choose_t2
from engine.pairing.dubov.upfloaters import Bracket

RULE_TEXT = {
    "5": "first round: the colours of the pairs alternate from the drawn colour",
    "3a": "give both players their due colour",
    "3b": "equalise the numbers of black and white games played before",
    "3c": "alternate the colours at the first difference of the colour histories",
    "3d": "assign white to the player with the higher ARO",
    "3e": "assign white to the player with the lower R",
}


def transfer_limit(rounds: int) -> int:
    """2.1: three upfloats in tournaments of less than 10 rounds, four otherwise.

    >>> transfer_limit(9), transfer_limit(10)
    (3, 4)
    """
    return 3 if rounds < 10 else 4


class LegacyBracket(Bracket):
    """Chapter 7 choices in place of the revised B.2/D.1."""

    shortcuts = False  # the choices below are listed, not packed into a matching
    limit: int = 3

    def _may_transfer(self, u: int) -> bool:
        """2.1: not two rounds running, not more than the limit (the last round excepted)."""
        p = self.players[u]
        if self.last_round:
            return True
        return not p.upfloated_last and p.upfloats < self.limit

    def _legacy_key(self, u: int, dominating: Colour | None) -> tuple[int, ...]:
        p = self.players[u]
        return (
            0 if self._may_transfer(u) else 1,  # 2.1
            -p.score,  # 7.1/7.2: the next possible lower score group
            0 if dominating is None or p.colour is not dominating else 1,  # 7.1a/7.2a
            -p.rating,  # b. the highest R
            p.aro,  # c. the lowest ARO
            p.rank,
        )

    def _dominating(self, residents: Sequence[int]) -> Colour | None:
        w = sum(1 for v in residents if self.players[v].colour is Colour.WHITE)
        b = len(residents) - w
        return Colour.WHITE if w > b else Colour.BLACK if b > w else None

    def _pick_single(
        self,
        residents: Sequence[int],
        cands: list[int],
        following: Sequence[int],
        notes: list[str],
        lowered: bool,
    ) -> int:
        dom = self._dominating(residents)
        best = min(cands, key=lambda u: self._legacy_key(u, dom))
        notes.append(
            f"7.1/7.2: {self.players[best].id} is transferred (2.1, opposite due colour, "
            "highest R, lowest ARO)"
        )
        return best

    def _set_key(
        self,
        st: Sequence[int],
        colours: tuple[int, int],
        following: Sequence[int],
        with_c7: bool = True,
    ) -> tuple[int, ...]:
        dom = None
        keys = sorted(self._legacy_key(u, dom) for u in st)
        return tuple(x for k in keys for x in k)


def _legacy_split(
    bracket: Sequence[int],
    players: Sequence[DubovPlayer],
    adj: Sequence[set[int]],
) -> tuple[list[int], list[int], list[int], list[int]]:
    """7.3/7.4 (and 6.3's whites paired together): whites and blacks after the transfers.

    Returns (whites, blacks, moved to the blacks, moved to the whites).
    """
    members = [players[v] for v in bracket]
    if all(p.games == 0 for p in members):  # 5: the upper half against the lower half
        ranked = sorted(bracket, key=lambda v: players[v].rank)
        half = len(ranked) // 2
        return ranked[:half], ranked[half:], [], []
    whites = [v for v in bracket if players[v].colour is Colour.WHITE]
    blacks = [v for v in bracket if players[v].colour is Colour.BLACK]
    in_w = set(whites)
    # 7.3: whites with the lowest ARO, then the higher R; 7.4: blacks with the highest ARO,
    # then the lower R (2.2: never a player with an absolute colour need)
    w_order = sorted(whites, key=lambda v: (players[v].aro, -players[v].rating, players[v].rank))
    b_order = sorted(blacks, key=lambda v: (-players[v].aro, players[v].rating, players[v].rank))
    seq = {v: i for i, v in enumerate(w_order)}
    seq.update({v: i for i, v in enumerate(b_order)})
    n = len(bracket)
    f = Fields([(Weight.PAIRS, n), (Weight.CROSS, n), (Weight.MOVED, 1 << (n + 1))])
    edges = []
    for i in range(n):
        a = bracket[i]
        for j in range(i + 1, n):
            b = bracket[j]
            if b not in adj[a]:
                continue
            w = 1 << f.shift[Weight.PAIRS]
            if (a in in_w) != (b in in_w):
                w += 1 << f.shift[Weight.CROSS]  # as few transfers as possible (7.3/7.4)
            else:
                movers = [x for x in (a, b) if players[x].strength is not PrefStrength.ABSOLUTE]
                if not movers:
                    continue
                low = min(seq[x] for x in movers)
                w += 1 << (f.shift[Weight.MOVED] + n - low)
            edges.append((i, j, w))
    mate = max_weight_matching(n, edges)
    if any(m == -1 for m in mate):
        raise ValueError("the score group has no legal pairing")
    to_black: list[int] = []
    to_white: list[int] = []
    for i, j in enumerate(mate):
        if j < i:
            continue
        a, b = bracket[i], bracket[j]
        if (a in in_w) == (b in in_w):
            movers = [x for x in (a, b) if players[x].strength is not PrefStrength.ABSOLUTE]
            mover = min(movers, key=seq.__getitem__)
            (to_black if a in in_w else to_white).append(mover)
    new_w = [v for v in whites if v not in to_black] + to_white
    new_b = [v for v in blacks if v not in to_white] + to_black
    return new_w, new_b, to_black, to_white


def _colours(
    a: DubovPlayer, b: DubovPlayer, init: Colour, round_one: bool
) -> tuple[DubovPlayer, DubovPlayer, str]:
    """3 (and 5 in the first round): (white, black, rule)."""
    hi, lo = (a, b) if (-a.score, a.rank) <= (-b.score, b.rank) else (b, a)
    if round_one or (a.games == 0 and b.games == 0):
        give = init if hi.h.e5_index % 2 == 1 else init.opposite
        return (hi, lo, "5") if give is Colour.WHITE else (lo, hi, "5")
    if a.colour is not b.colour:
        return (a, b, "3a") if a.colour is Colour.WHITE else (b, a, "3a")
    da, db = abs(a.h.colour_difference), abs(b.h.colour_difference)
    if da != db:
        x = a if da > db else b
        y = b if x is a else a
        return (x, y, "3b") if x.colour is Colour.WHITE else (y, x, "3b")
    for ca, cb in zip(reversed(a.h.colours), reversed(b.h.colours), strict=False):
        if ca is not cb:  # each takes the other's colour of that time
            return (a, b, "3c") if cb is Colour.WHITE else (b, a, "3c")
    if a.aro != b.aro:
        return (a, b, "3d") if a.aro > b.aro else (b, a, "3d")
    if a.rating != b.rating:
        return (a, b, "3e") if a.rating < b.rating else (b, a, "3e")
    return (hi, lo, "3e") if hi.colour is Colour.WHITE else (lo, hi, "3e")


def _bye(order: Sequence[DubovPlayer], live: CardinalityMatcher, round_one: bool) -> int | None:
    """4 (with C.04.1.d and the completion of the round); 5 in the first round: "the last
    player in the list gets the pairing-allocated bye"."""
    if len(order) % 2 == 0:
        return None
    completes = live.left_out_alone()
    cands = [v for v, p in enumerate(order) if p.h.pab_eligible and v in completes]
    if not cands:
        return -1
    if round_one:
        return max(cands, key=lambda v: order[v].rank)
    low = min(order[v].score for v in cands)
    key = bye_key([p for p in order if p.score == low])
    return min(cands, key=lambda v: key(order[v]))


def bye_key(group: Sequence[DubovPlayer]) -> Callable[[DubovPlayer], tuple[int, ...]]:
    """4 as a key, smallest first, for the players of ``group`` (the lowest score group with a
    player who may receive the bye): the lowest score, the lowest R, due the colour that
    dominates the group (when one does), the higher ARO, then the lower initial ranking."""
    w = sum(1 for p in group if p.colour is Colour.WHITE)
    dom = Colour.WHITE if 2 * w > len(group) else Colour.BLACK if 2 * w < len(group) else None

    def key(p: DubovPlayer) -> tuple[int, ...]:
        return (p.score, p.rating, 0 if dom is None or p.colour is dom else 1, -p.aro, -p.rank)

    return key


class _DeadEnd(Exception):
    """The 1997 procedure with downfloaters cannot complete the round (9)."""


@dataclass(slots=True)
class _Group:
    """One paired score group: the rows of 6.2 (``s1`` whites against ``t2``)."""

    score: int
    residents: list[int]
    up: list[int]  # 7.1/7.2: transferred from lower score groups
    minimum: int
    s1: list[int]
    g2: list[int]
    t2: list[int]
    following: list[int]
    to_black: list[int] = field(default_factory=list)
    to_white: list[int] = field(default_factory=list)
    steps: list[str] = field(default_factory=list)
    floaters_in: list[int] = field(default_factory=list)  # 8: paired first
    floaters_out: list[int] = field(default_factory=list)  # 6.4: to the next score group


def _downfloated(t: Tournament, round_no: int) -> frozenset[PlayerId]:
    """6.4 "the player was floater from higher score groups": in an earlier round he was paired
    (a game or a forfeit) with a player of a lower score (the PAB is not a float)."""
    scores = pairing_scores(t, round_no)
    out: set[PlayerId] = set()
    for p in t.players:
        for r in range(1, round_no):
            opp = p.entry(r).opponent
            theirs = scores.get(opp) if opp is not None else None
            if theirs is not None and scores[p.id][r - 1] > theirs[r - 1]:
                out.add(p.id)
                break
    return frozenset(out)


def _white_row_key(p: DubovPlayer) -> tuple[int, int, int]:
    """6.2: whites by increasing ARO, then the lower R (the initial ranking for the alphabet)."""
    return (p.aro, p.rating, p.rank)


def _black_row_key(p: DubovPlayer) -> tuple[int, int, int]:
    """6.2: blacks by decreasing R, then the higher ARO (the initial ranking for the alphabet)."""
    return (-p.rating, -p.aro, p.rank)


def _floater_order(floaters: Sequence[int], players: Sequence[DubovPlayer]) -> list[int]:
    """8.1: whites and blacks each "arranged according to chapter 6.2"; "beginning with the
    highest 'white' floater ... alternating between 'white' and 'black'"."""
    w = sorted(
        (v for v in floaters if players[v].colour is Colour.WHITE),
        key=lambda v: _white_row_key(players[v]),
    )
    b = sorted(
        (v for v in floaters if players[v].colour is Colour.BLACK),
        key=lambda v: _black_row_key(players[v]),
    )
    out: list[int] = []
    for i in range(max(len(w), len(b))):
        out.extend(x[i] for x in (w, b) if i < len(x))
    return out


@dataclass(frozen=True, slots=True)
class _Rows:
    """6.2/6.3 (5 in the first round) after 7.3/7.4: the whites' rows against the blacks'."""

    s1: list[int]
    g2: list[int]
    t2: list[int]
    to_black: list[int]
    to_white: list[int]


def _rows(group: Sequence[int], order: Sequence[DubovPlayer], adj: Sequence[set[int]]) -> _Rows:
    """7.3/7.4 equalise the colour groups; 6.2 order the rows; 6.3 the first legal rows."""
    whites, blacks, to_black, to_white = _legacy_split(group, order, adj)
    if all(order[v].games == 0 for v in group):  # 5: the upper half against the lower
        s1 = sorted(whites, key=lambda v: order[v].rank)
        g2 = sorted(blacks, key=lambda v: order[v].rank)
    else:
        s1 = sorted(whites, key=lambda v: _white_row_key(order[v]))
        g2 = sorted(blacks, key=lambda v: _black_row_key(order[v]))
    t2 = choose_t2(s1, g2, adj, lambda a, b: (0, 0))  # 6.3: the first legal rows
    return _Rows(s1, g2, t2, to_black, to_white)


class _FloaterPass:
    """Chapters 6-8 of the 1997 text, score group by score group from the top.

    In each score group: 8 the floaters from above are paired first; 7.1 a player who has met
    everybody left in his group, and 7.2 an odd group, bring a player up from the next possible
    lower score group; 7.3/7.4 equalise the colour groups; 6.2/6.3 pair the rows; 6.4 whoever
    cannot be paired floats to the next lower score group. Every pair is kept only if the players
    still to be paired can all be paired (C.04.1 and the completion of the round); otherwise
    :class:`_DeadEnd`.
    """

    def __init__(
        self,
        order: Sequence[DubovPlayer],
        adj: Sequence[set[int]],
        live: CardinalityMatcher,
        floated: frozenset[PlayerId],
        solver: LegacyBracket,
    ) -> None:
        self.order = order
        self.adj = adj
        self.live = live
        self.floated = floated
        self.solver = solver
        self.floaters: list[int] = []  # 6.4: floating down into the next score group

    def run(self, remaining: Sequence[int], progress: ProgressSink) -> list[_Group]:
        """Every score group from the top; raises :class:`_DeadEnd` (then 9 applies)."""
        order = self.order
        groups: list[_Group] = []
        taken: set[int] = set()
        scores = sorted({order[v].score for v in remaining}, reverse=True)
        for si, s in enumerate(scores):
            progress.check_cancelled()
            progress.step(si, len(scores), f"score group {si + 1} of {len(scores)}")
            residents = [v for v in remaining if v not in taken and order[v].score == s]
            lower = [v for v in remaining if v not in taken and order[v].score < s]
            nxt = max((order[v].score for v in lower), default=None)
            following = [v for v in lower if order[v].score == nxt]
            g = _Group(s, list(residents), [], 0, [], [], [], following)
            self._pair_floaters(g, residents)
            if not residents:
                if g.s1:
                    taken.update(g.s1 + g.t2)
                    groups.append(g)
                continue
            group = self._group(g, residents, lower, nxt is None)
            taken.update(group)
            taken.update(g.floaters_in)
            groups.append(g)
        if self.floaters:
            raise _DeadEnd("floaters are left below the lowest score group")
        return groups

    def _pair_floaters(self, g: _Group, residents: list[int]) -> None:
        """8.1/8.2: each floater against the highest R "if possible having the opposite due
        colour", then the lowest ARO; those who cannot be paired here float on (6.4)."""
        order, still = self.order, []
        for f in _floater_order(self.floaters, order):
            pf = order[f]
            cands = sorted(
                (c for c in residents if c in self.adj[f]),
                key=lambda c: (
                    0 if order[c].colour is not pf.colour else 1,
                    -order[c].rating,
                    order[c].aro,
                    order[c].rank,
                ),
            )
            for c in cands:
                if self.live.remove([f, c]):
                    residents.remove(c)
                    g.floaters_in.append(f)
                    g.s1.append(f)
                    g.g2.append(c)
                    g.t2.append(c)
                    g.steps.append(f"8.2: floater {pf.id} against {order[c].id}")
                    break
            else:
                still.append(f)
        self.floaters = still
        if still:
            g.steps.append(
                "6.4: cannot be paired here, floats on: "
                + " ".join(str(order[v].id) for v in still)
            )

    def _group(self, g: _Group, residents: list[int], lower: list[int], lowest: bool) -> list[int]:
        """7.1/7.2 transfers, 6.4 floaters out, then the rows; returns the players it took."""
        order = self.order
        up = self._transfers(g, residents, lower)
        g.up, g.minimum = up, len(up)
        group = [*residents, *up]
        out = _floaters_out(group, order, self.adj, g.following, self.floated, self.floaters, up)
        if out:
            if lowest:
                raise _DeadEnd("6.4: the lowest score group cannot be paired")
            g.steps.append(
                "6.4: not paired in the score group, to the next one: "
                + " ".join(str(order[v].id) for v in out)
            )
        paired = [v for v in group if v not in out]
        if not self.live.remove(paired):
            if self.floaters or out or g.floaters_in:
                raise _DeadEnd("the players below could not all be paired")
            # the transfers of 7.1/7.2 would leave players below unpairable: the fewest
            # transfers that pair this score group and leave the rest pairable (as DL7)
            choice = self.solver.choose(residents, lower, g.following, self.live)
            up, out = list(choice.up), []
            g.up, g.minimum = up, choice.minimum
            g.steps = [*choice.notes, "9: the players below must stay pairable (DL7)"]
            group = paired = [*residents, *up]
        rows = _rows(paired, order, self.adj)
        g.to_black, g.to_white = rows.to_black, rows.to_white
        g.s1 += rows.s1
        g.g2 += rows.g2
        g.t2 += rows.t2
        g.floaters_out = out
        self.floaters = [*self.floaters, *out]
        return group

    def _transfer_key(self, u: int, colour_ok: bool) -> tuple[int, ...]:
        """7.1/7.2: 2.1 when there is a choice, the next possible lower score group, the due
        colour wanted, the highest R, the lowest ARO."""
        p = self.order[u]
        may = self.solver._may_transfer(u)
        return (0 if may else 1, -p.score, 0 if colour_ok else 1, -p.rating, p.aro, p.rank)

    def _transfers(self, g: _Group, residents: list[int], lower: list[int]) -> list[int]:
        """7.1: a player who has played everybody of his score group brings up a player he has
        not met (opposite due colour); 7.2: an odd score group brings up a player who has not
        met at least one of it (due colour opposite to the dominating one)."""
        order, adj = self.order, self.adj
        up: list[int] = []
        for v in residents if len(residents) > 1 else ():  # alone: 7.2 (odd) brings one up
            if any(u in adj[v] for u in residents if u != v):
                continue
            cands = [u for u in lower if u not in up and u in adj[v]]
            if not cands:
                raise _DeadEnd(f"7.1: nobody below can meet {order[v].id}")
            colour = order[v].colour
            ranked = sorted(
                cands, key=lambda u: self._transfer_key(u, order[u].colour is not colour)
            )
            best = _first_pairable([*residents, *up], ranked, adj)
            up.append(best)
            g.steps.append(f"7.1: {order[v].id} has met his score group: {order[best].id} up")
        if (len(residents) + len(up)) % 2:
            w = sum(1 for v in residents if order[v].colour is Colour.WHITE)
            b = len(residents) - w
            dom = Colour.WHITE if w > b else Colour.BLACK if b > w else None
            cands = [u for u in lower if u not in up and any(v in adj[u] for v in residents)]
            if not cands:
                raise _DeadEnd("7.2: no player below for the odd score group")
            ranked = sorted(
                cands,
                key=lambda u: self._transfer_key(u, dom is None or order[u].colour is not dom),
            )
            best = _first_pairable([*residents, *up], ranked, adj)
            up.append(best)
            g.steps.append(f"7.2: odd score group: {order[best].id} up")
        return up


def _first_pairable(group: Sequence[int], cands: Sequence[int], adj: Sequence[set[int]]) -> int:
    """7.1/7.2 "to meet the requirement of chapter 6": of the candidates (in the text's order),
    the first that leaves the fewest players of the score group unpaired."""
    floor = (len(group) + 1) % 2
    best, best_left = cands[0], len(group) + 2
    for u in cands:
        m = CardinalityMatcher(adj, [*group, u])
        left = len(group) + 1 - 2 * m.size
        if left < best_left:
            best, best_left = u, left
            if left == floor:
                break
    return best


def _floaters_out(
    group: Sequence[int],
    order: Sequence[DubovPlayer],
    adj: Sequence[set[int]],
    following: Sequence[int],
    floated: frozenset[PlayerId],
    floating: Sequence[int],
    transferred: Sequence[int] = (),
) -> list[int]:
    """6.4: the players a maximum pairing of the score group leaves unpaired, chosen a. not a
    floater before and pairable in the lower score group, b. not a floater, not pairable,
    c. a floater, pairable, d. a floater, not pairable; then the lower R, the lower ranking.

    The sets of players some maximum pairing leaves out are the bases of a matroid, so taking
    the best player that a maximum pairing can still leave out, one by one, gives the best set.
    """
    m = CardinalityMatcher(adj, group)
    k = len(group) - 2 * m.size
    if k == 0:
        return []
    below = set(following)

    up = set(transferred)

    def key(v: int) -> tuple[int, int, int, int]:
        p = order[v]
        was = p.id in floated or v in floating
        can = any(u in below for u in adj[v])
        # a player transferred up (7.1/7.2) was brought to be paired here: he floats last
        return (1 if v in up else 0, (2 if was else 0) + (0 if can else 1), p.rating, -p.rank)

    out: list[int] = []
    for _ in range(k):
        v = min(m.missable(), key=key)
        m.remove([v], require_perfect=False)
        out.append(v)
    return out


def _transfers_up(
    order: Sequence[DubovPlayer],
    adj: Sequence[set[int]],
    live: CardinalityMatcher,
    remaining: Sequence[int],
    solver: LegacyBracket,
    progress: ProgressSink,
) -> list[_Group]:
    """The round without downfloaters (DL7): each score group brings up the fewest players
    that let it and the players below be paired completely (chapter 7's transfers)."""
    scores = sorted({order[v].score for v in remaining}, reverse=True)
    taken: set[int] = set()
    groups: list[_Group] = []
    for si, s in enumerate(scores):
        progress.check_cancelled()
        progress.step(si, len(scores), f"score group {si + 1} of {len(scores)}")
        left = [v for v in remaining if v not in taken]
        residents = [v for v in left if order[v].score == s]
        if not residents:
            continue
        lower = [v for v in left if order[v].score < s]
        nxt = max((order[v].score for v in lower), default=None)
        following = [v for v in lower if order[v].score == nxt]
        choice = solver.choose(residents, lower, following, live)
        group = [*residents, *choice.up]
        r = _rows(group, order, adj)
        taken.update(group)
        up = list(choice.up)
        groups.append(
            _Group(
                s,
                residents,
                up,
                choice.minimum,
                r.s1,
                r.g2,
                r.t2,
                following,
                r.to_black,
                r.to_white,
                list(choice.notes),
            )
        )
    return groups


def _emit_group(setup: RoundSetUp, index: int, g: _Group, order: Sequence[DubovPlayer]) -> None:
    steps = list(g.steps)
    if g.to_black:
        steps.append("7.3: to the blacks " + " ".join(str(order[v].id) for v in g.to_black))
    if g.to_white:
        steps.append("7.4: to the whites " + " ".join(str(order[v].id) for v in g.to_white))
    if g.t2 != g.g2:
        steps.append("6.3: rows changed where players had met")
    started, paired = bracket_events(
        index,
        "last" if not g.following else "score group",
        setup.points(g.score),
        [order[v] for v in g.residents],
        [(order[v], setup.points(order[v].score)) for v in g.up],
        g.minimum,
        [order[v] for v in g.s1],
        [order[v] for v in g.g2],
        [order[v] for v in g.t2],
        [order[v] for v in g.following],
        [order[v] for v in g.to_black],
        [order[v] for v in g.to_white],
        steps,
        [(Criterion.C5, len(g.up), str(len(g.up)))],
        perfect_first=not steps,
        downfloaters=[order[v] for v in g.floaters_out],
    )
    setup.trace.emit(started)
    setup.trace.emit(paired)


class LegacyCriteria(AbsoluteCriteria):
    """2 "Pairings limitations: See Basic Rules, section C.04.1, rules b, c, d, g, f"."""

    meet = "C.04.1.b"
    colour = "C.04.1.f/g"
    pab = "C.04.1.d"


class DubovLegacy(SwissEngine):
    """The Dubov System as approved in 1997 (C.04.4.1): :class:`_LegacyRound`."""

    system = PairingSystem.DUBOV_LEGACY
    title = "Dubov System"
    edition = "1997 text"
    criteria = LegacyCriteria()

    def begin(self, setup: RoundSetUp) -> SystemRound:
        """The round by the 1997 text."""
        return _LegacyRound(setup)


class _LegacyRound(DubovRound):
    """4 the PAB, 6-8 the score groups from the top (9: transfers up instead), 3 colours."""

    def pair(self) -> Outcome:
        """The round-pairing; raises NoValidPairing when chapter 2 cannot be met."""
        s, order = self.setup, self.order
        adj, live = self.matcher()
        bye = _bye(order, live, s.round_no == 1)
        if bye == -1:
            raise NoValidPairing(s.round_no, "no player may receive the pairing-allocated bye (4)")
        if bye is not None:
            live.remove([bye])
            if s.trace.enabled:
                s.trace.emit(self._bye_event(order[bye]))
        if not live.perfect:
            raise NoValidPairing(s.round_no, "the limitations of chapter 2 cannot all be met")
        remaining = [v for v in range(len(order)) if v != bye]
        groups = self._groups(adj, live, remaining)
        pairs: list[tuple[DubovPlayer, DubovPlayer]] = []
        for index, g in enumerate(groups, 1):
            pairs.extend((order[a], order[b]) for a, b in zip(g.s1, g.t2, strict=True))
            if s.trace.enabled:
                _emit_group(s, index, g, order)
        return Outcome(self._colours(pairs), order[bye].id if bye is not None else None)

    def _bye_event(self, p: DubovPlayer) -> ByeAssigned:
        return ByeAssigned(
            player=p.id,
            articles=("4", "C.04.1.d"),
            detail=(
                f"lowest score group ({self.setup.points(p.score)}), lowest R "
                f"({p.rating}), dominating due colour, higher ARO ({p.aro})"
            ),
        )

    def _groups(
        self, adj: list[set[int]], live: CardinalityMatcher, remaining: list[int]
    ) -> list[_Group]:
        """Chapters 6-8 with floaters; 9: when they cannot complete the round, the whole round
        again with players transferred up instead of floated down (DL7)."""
        s, order = self.setup, self.order
        t = s.tournament
        solver = LegacyBracket(order, adj, DEFAULT_OPTIONS, s.last_round, s.unit)
        solver.limit = transfer_limit(t.rounds_total if t.rounds_total is not None else s.round_no)
        floated = _downfloated(t, s.round_no)
        try:
            try:
                return _FloaterPass(order, adj, live.clone(), floated, solver).run(
                    remaining, s.progress
                )
            except _DeadEnd as dead:
                # 9: "a situation which cannot be directly resolved by using the given
                # instructions": the whole round again with players transferred up (DL7)
                groups = _transfers_up(order, adj, live, remaining, solver, s.progress)
                if groups:
                    groups[0].steps.insert(
                        0, f"9: {dead}; players are transferred up instead (DL7)"
                    )
                return groups
        except ValueError as exc:
            if s.forced_pair is None:
                raise
            # "why not A against B?": the rows pair white seekers with black seekers (6.2, 6.3;
            # in round 1 the upper half with the lower half, 5), so two players on the same
            # side of a score group's rows cannot be made to meet by forcing them
            a, b = s.forced_pair
            raise NoValidPairing(
                s.round_no,
                f"{a} and {b} sit on the same side of the rows of their score group "
                "(5, 6.2, 6.3: White seekers meet Black seekers)",
            ) from exc

    def _colours(self, pairs: list[tuple[DubovPlayer, DubovPlayer]]) -> tuple[Board, ...]:
        """3 (5 in the first round) for every pair."""
        s = self.setup
        boards: list[Board] = []
        for a, b in pairs:
            white, black, rule = _colours(a, b, s.initial_colour, s.round_no == 1)
            boards.append(Board(white.id, black.id))
            if s.trace.enabled:
                s.trace.emit(ColourAllocated(white.id, black.id, rule, RULE_TEXT[rule]))
        return tuple(boards)


DUBOV_LEGACY = DubovLegacy()
"""The 1997 Dubov text, as the registry holds it."""

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
* 6.4 / 8 floaters: players who cannot be paired inside their score group take upfloaters
  instead (the revised text's C.4 approach) - the 1997 text's downfloaters are not used;
* 3 colours: both due colours; equalise the numbers of colours (the larger imbalance gets its
  due colour); alternate at the latest difference of the histories; white to the higher ARO;
  white to the lower R.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.errors import NoValidPairing
from engine.explain.trace import NULL_TRACE, ByeAssigned, ColourAllocated, RoundPaired, TraceSink
from engine.model import Colour, PlayerId, Tournament
from engine.pairing.api import NO_PROGRESS, Board, ProgressSink, RoundPairing
from engine.pairing.common.history import (
    PrefStrength,
    build_histories,
    initial_colour,
    score_unit,
)
from engine.pairing.common.matching import max_weight_matching
from engine.pairing.dubov.definitions import DEFAULT_OPTIONS, DubovPlayer, dubov_players
from engine.pairing.dubov.engine import compatibility
from engine.pairing.dubov.graph import Matcher
from engine.pairing.dubov.packing import Fields
from engine.pairing.dubov.tracing import bracket_events, points_text, trace_round
from engine.pairing.dubov.transpositions import choose_t2
from engine.pairing.dubov.upfloaters import Bracket
from engine.pairing.order import order_boards

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
        self, st: Sequence[int], colours: tuple[int, int], following: Sequence[int]
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
    f = Fields([("pairs", n), ("cross", n), ("set", 1 << (n + 1))])
    edges = []
    for i in range(n):
        a = bracket[i]
        for j in range(i + 1, n):
            b = bracket[j]
            if b not in adj[a]:
                continue
            w = 1 << f.shift["pairs"]
            if (a in in_w) != (b in in_w):
                w += 1 << f.shift["cross"]  # as few transfers as possible (7.3/7.4)
            else:
                movers = [x for x in (a, b) if players[x].strength is not PrefStrength.ABSOLUTE]
                if not movers:
                    continue
                low = min(seq[x] for x in movers)
                w += 1 << (f.shift["set"] + n - low)
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


def _bye(order: Sequence[DubovPlayer], live: Matcher, round_one: bool) -> int | None:
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
    group = [v for v in range(len(order)) if order[v].score == low]
    w = sum(1 for v in group if order[v].colour is Colour.WHITE)
    dom = Colour.WHITE if 2 * w > len(group) else Colour.BLACK if 2 * w < len(group) else None

    def key(v: int) -> tuple[int, int, int, int, int]:
        p = order[v]
        return (
            p.score,
            p.rating,
            0 if dom is None or p.colour is dom else 1,
            -p.aro,
            -p.rank,
        )

    return min(cands, key=key)


def pair_dubov_legacy(
    t: Tournament,
    round_no: int,
    progress: ProgressSink = NO_PROGRESS,
    trace: TraceSink = NULL_TRACE,
    forced: tuple[PlayerId, PlayerId] | None = None,
) -> RoundPairing:
    """Pair ``round_no`` of ``t`` by the 1997 Dubov text (C.04.4.1)."""
    hist = build_histories(t, round_no)
    unit = score_unit(t)
    players = dubov_players(t, round_no, hist)
    order = sorted(players.values(), key=lambda p: (-p.score, p.rank))
    init = initial_colour(t)
    if init is None:
        if round_no == 1 and order:
            raise NoValidPairing(round_no, "the initial colour is not set (XXC white1/black1)")
        init = Colour.WHITE
    if trace.enabled:
        trace_round(t, round_no, order, init, unit, trace, "1997 text")
    if not order:
        return RoundPairing(round_no, (), None)
    last_round = t.rounds_total is not None and round_no == t.rounds_total
    adj = compatibility(order, frozenset(forced) if forced else frozenset())
    live = Matcher(adj)
    bye = _bye(order, live, round_no == 1)
    if bye == -1:
        raise NoValidPairing(round_no, "no player may receive the pairing-allocated bye (4)")
    if bye is not None:
        live.remove([bye])
        if trace.enabled:
            p = order[bye]
            trace.emit(
                ByeAssigned(
                    player=p.id,
                    articles=("4", "C.04.1.d"),
                    detail=(
                        f"lowest score group ({points_text(p.score, unit)}), lowest R "
                        f"({p.rating}), dominating due colour, higher ARO ({p.aro})"
                    ),
                )
            )
    if not live.perfect:
        raise NoValidPairing(round_no, "the limitations of chapter 2 cannot all be met")
    solver = LegacyBracket(order, adj, DEFAULT_OPTIONS, last_round, unit)
    solver.limit = transfer_limit(t.rounds_total if t.rounds_total is not None else round_no)
    remaining = [v for v in range(len(order)) if v != bye]
    scores = sorted({order[v].score for v in remaining}, reverse=True)
    pairs: list[tuple[DubovPlayer, DubovPlayer]] = []
    taken: set[int] = set()
    index = 0
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
        whites, blacks, to_black, to_white = _legacy_split(group, order, adj)
        if all(order[v].games == 0 for v in group):  # 5: the upper half against the lower
            s1 = sorted(whites, key=lambda v: order[v].rank)
            g2 = sorted(blacks, key=lambda v: order[v].rank)
        else:
            # 6.2: whites by ascending ARO, then the lower R; blacks by descending R, then the
            # higher ARO (the initial ranking for complete ties, in place of the alphabet)
            s1 = sorted(whites, key=lambda v: (order[v].aro, order[v].rating, order[v].rank))
            g2 = sorted(blacks, key=lambda v: (-order[v].rating, -order[v].aro, order[v].rank))
        t2 = choose_t2(s1, g2, adj, lambda a, b: (0, 0))  # 6.3: the first legal rows
        taken.update(group)
        index += 1
        pairs.extend((order[a], order[b]) for a, b in zip(s1, t2, strict=True))
        if trace.enabled:
            steps = list(choice.notes)
            if to_black:
                steps.append("7.3: to the blacks " + " ".join(str(order[v].id) for v in to_black))
            if to_white:
                steps.append("7.4: to the whites " + " ".join(str(order[v].id) for v in to_white))
            if t2 != g2:
                steps.append("6.3: rows changed where players had met")
            started, paired = bracket_events(
                index,
                "last" if not following else "score group",
                points_text(s, unit),
                [order[v] for v in residents],
                [(order[v], points_text(order[v].score, unit)) for v in choice.up],
                choice.minimum,
                [order[v] for v in s1],
                [order[v] for v in g2],
                [order[v] for v in t2],
                [order[v] for v in following],
                [order[v] for v in to_black],
                [order[v] for v in to_white],
                steps,
                [("C.5", len(choice.up), str(len(choice.up)))],
                perfect_first=not choice.up and not to_black and not to_white and t2 == g2,
            )
            trace.emit(started)
            trace.emit(paired)
    boards: list[Board] = []
    for a, b in pairs:
        white, black, rule = _colours(a, b, init, round_no == 1)
        boards.append(Board(white.id, black.id))
        if trace.enabled:
            trace.emit(ColourAllocated(white.id, black.id, rule, RULE_TEXT[rule]))
    pairing = RoundPairing(
        round_no, order_boards(boards, hist), order[bye].id if bye is not None else None
    )
    if trace.enabled:
        trace.emit(RoundPaired(tuple((b.white, b.black) for b in pairing.boards), pairing.bye))
    return pairing

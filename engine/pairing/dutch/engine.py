"""C.04.3 A.9: the round-pairing, bracket by bracket from the top scoregroup down.

Each bracket is paired by :class:`BracketSolver`. If the downfloaters of the bracket just
paired, together with all remaining players, cannot complete the round-pairing, that bracket
is the PPB: it is re-paired choosing its downfloaters so as to complete the round (C.4), and
its downfloaters with every lower player form the collapsed last bracket (CLB).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.errors import NoValidPairing
from engine.model import Colour, PlayerId, Tournament
from engine.pairing.api import NO_PROGRESS, Board, ProgressSink, RoundPairing
from engine.pairing.common.history import (
    PlayerHistory,
    build_histories,
    initial_colour,
    score_unit,
)
from engine.pairing.common.matching import has_perfect_matching
from engine.pairing.dutch import criteria
from engine.pairing.dutch.bracket import BracketResult, BracketSolver, Mode, rank_key
from engine.pairing.dutch.colours import allocate
from engine.pairing.order import order_boards


def completable(players: Sequence[PlayerHistory]) -> bool:
    """A.9: can these players all be paired (one of them taking the PAB if odd)?"""
    n = len(players)
    adjacency: list[list[int]] = [[] for _ in range(n + (n % 2))]
    for i in range(n):
        for j in range(i + 1, n):
            if criteria.compatible(players[i], players[j]):
                adjacency[i].append(j)
                adjacency[j].append(i)
    if n % 2 == 1:
        bye = n
        for i in range(n):
            if criteria.c2_may_get_pab(players[i]):
                adjacency[i].append(bye)
                adjacency[bye].append(i)
    return has_perfect_matching(len(adjacency), adjacency)


def pair_dutch(t: Tournament, round_no: int, progress: ProgressSink = NO_PROGRESS) -> RoundPairing:
    """Pair ``round_no`` of ``t`` with the FIDE (Dutch) System, 2017 rules."""
    hist = build_histories(t, round_no)
    players = sorted(hist.values(), key=rank_key)
    if not players:
        return RoundPairing(round_no, (), None)
    init = initial_colour(t)
    if init is None:
        if round_no == 1:
            raise NoValidPairing(round_no, "the initial colour is not set (XXC white1/black1)")
        init = Colour.WHITE
    if not completable(players):
        raise NoValidPairing(round_no, "the absolute criteria C.1-C.3 cannot all be met")
    unit = score_unit(t)
    scores = sorted({p.score for p in players}, reverse=True)
    groups = [[p for p in players if p.score == s] for s in scores]

    results: list[BracketResult] = []
    mdps: list[PlayerHistory] = []
    total = len(groups)
    for gi, residents in enumerate(groups):
        progress.check_cancelled()
        progress.step(gi, total, f"bracket {gi + 1} of {total}")
        lower = [p for g in groups[gi + 1 :] for p in g]
        if gi == total - 1:
            res = _solve(mdps, residents, Mode.LAST, init, unit, round_no)
            results.append(res)
            break
        res = BracketSolver(
            mdps, residents, Mode.NORMAL, init, following=groups[gi + 1], unit=unit
        ).solve()
        if completable(res.downfloaters + lower):
            results.append(res)
            mdps = res.downfloaters
            continue
        # A.9: this bracket is the PPB; re-pair it so that the CLB can be completed (C.4)
        ppb = _solve(mdps, residents, Mode.PPB, init, unit, round_no, lower=lower)
        results.append(ppb)
        results.append(_solve(ppb.downfloaters, lower, Mode.LAST, init, unit, round_no))
        break
    progress.step(total, total, "colours")

    boards: list[Board] = []
    bye: PlayerId | None = None
    for res in results:
        for a, b in res.pairs:
            d = allocate(a, b, init)
            boards.append(Board(d.white.id, d.black.id))
        if res.bye is not None:
            bye = res.bye.id
    return RoundPairing(round_no, order_boards(boards, hist), bye)


def _solve(
    mdps: Sequence[PlayerHistory],
    residents: Sequence[PlayerHistory],
    mode: Mode,
    init: Colour,
    unit: int,
    round_no: int,
    lower: Sequence[PlayerHistory] = (),
) -> BracketResult:
    try:
        return BracketSolver(mdps, residents, mode, init, lower=lower, unit=unit).solve()
    except ValueError as exc:
        raise NoValidPairing(round_no, str(exc)) from exc

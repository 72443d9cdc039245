"""C.04.3 A.9: the round-pairing, bracket by bracket from the top scoregroup down.

Each bracket is paired by :class:`BracketSolver`. If the downfloaters of the bracket just
paired, together with all remaining players, cannot complete the round-pairing, that bracket
is the PPB: it is re-paired choosing its downfloaters so as to complete the round (C.4), and
its downfloaters with every lower player form the collapsed last bracket (CLB).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import partial

from engine.errors import NoValidPairing
from engine.explain.trace import (
    NULL_TRACE,
    ByeAssigned,
    Collapsed,
    ColourAllocated,
    PlayerFacts,
    RoundPaired,
    RoundStarted,
    TraceSink,
)
from engine.model import Colour, PlayerId, Tournament
from engine.pairing.api import NO_PROGRESS, Board, ProgressSink, RoundPairing
from engine.pairing.common.history import (
    Float,
    PlayerHistory,
    build_histories,
    initial_colour_to_pair,
    is_absent,
    points_text,
    score_unit,
)
from engine.pairing.common.matching import has_perfect_matching
from engine.pairing.dutch import criteria
from engine.pairing.dutch.bracket import (
    BracketResult,
    BracketSolver,
    Mode,
    rank_key,
)
from engine.pairing.dutch.colours import ColourDecision, allocate
from engine.pairing.dutch.editions import Edition
from engine.pairing.order import order_boards


def completable(
    players: Sequence[PlayerHistory], forced: frozenset[PlayerId] = frozenset()
) -> bool:
    """A.9: can these players all be paired (one of them taking the PAB if odd)?"""
    n = len(players)

    def ok(a: PlayerHistory, b: PlayerHistory) -> bool:
        if forced and (a.id in forced) != (b.id in forced):
            return False
        return criteria.compatible(a, b)

    # A greedy pass from the bottom of the list proves completability almost always in
    # linear time; only when it gets stuck is the exact matching test needed.
    pool = list(reversed(players))
    if n % 2 == 1:
        eligible = [p for p in pool if criteria.c2_may_get_pab(p)]
        if not eligible:
            return False
        pool.remove(eligible[0])
    free = [True] * len(pool)
    stuck = False
    for i, a in enumerate(pool):
        if not free[i]:
            continue
        free[i] = False
        for j in range(i + 1, len(pool)):
            if free[j] and ok(a, pool[j]):
                free[j] = False
                break
        else:
            stuck = True
            break
    if not stuck:
        return True
    adjacency: list[list[int]] = [[] for _ in range(n + (n % 2))]
    for i in range(n):
        for j in range(i + 1, n):
            a, b = players[i], players[j]
            if forced and (a.id in forced) != (b.id in forced):
                continue  # "why not A against B?": A and B may only meet each other
            if criteria.compatible(a, b):
                adjacency[i].append(j)
                adjacency[j].append(i)
    if n % 2 == 1:
        bye = n
        for i in range(n):
            if criteria.c2_may_get_pab(players[i]):
                adjacency[i].append(bye)
                adjacency[bye].append(i)
    return has_perfect_matching(len(adjacency), adjacency)


def _lookahead_extends(
    groups: Sequence[Sequence[PlayerHistory]], gi: int, forced: frozenset[PlayerId]
) -> bool:
    """2026 (ruling N-2): does every pairing of bracket ``gi + 1`` with the most pairs, one
    downfloater of bracket ``gi`` included, leave the players below it completable? With an
    odd following scoregroup nobody of it is left over; with an even one, any of its
    residents may be (the downfloater takes his partner), so each is tried."""
    following = groups[gi + 1]
    below = [p for g in groups[gi + 2 :] for p in g]
    if len(following) % 2 == 1:
        return completable(below, forced)
    return all(completable([r, *below], forced) for r in following)


def pair_dutch(
    t: Tournament,
    round_no: int,
    progress: ProgressSink = NO_PROGRESS,
    trace: TraceSink = NULL_TRACE,
    forced: tuple[PlayerId, PlayerId] | None = None,
    edition: Edition = Edition.D2017,
    shortcuts: bool = True,
) -> RoundPairing:
    """Pair ``round_no`` of ``t`` with the FIDE (Dutch) System (2017 rules by default).

    ``forced`` (for "why not A against B?") pairs the round as if A and B could meet nobody
    but each other; everything else follows the rules unchanged. ``shortcuts=False`` decides
    every bracket by the general matching (the plain path the shortcuts are compared with).
    """
    force = frozenset(forced) if forced else frozenset()
    new_rules = edition is Edition.D2026
    hist = build_histories(t, round_no, edition_2026=new_rules)
    players = sorted(hist.values(), key=rank_key)
    init = initial_colour_to_pair(t, round_no, len(players))
    unit = score_unit(t)
    if trace.enabled:
        _trace_round(t, round_no, players, init, unit, trace, edition)
    if not players:
        return RoundPairing(round_no, (), None)
    if not completable(players, force):
        raise NoValidPairing(round_no, "the absolute criteria C.1-C.3 cannot all be met")
    if new_rules and len(players) % 2 == 1:
        # 2026 C5: the PAB goes to the lowest score with which the round can be completed;
        # fixed here for the whole field, it bars higher scores from the PAB in every bracket
        for s in sorted({p.score for p in players if p.pab_eligible}):
            limited = [replace(p, pab_eligible=p.pab_eligible and p.score <= s) for p in players]
            if completable(limited, force):
                players = limited
                hist = {p.id: p for p in players}
                break
    scores = sorted({p.score for p in players}, reverse=True)
    groups = [[p for p in players if p.score == s] for s in scores]

    results: list[BracketResult] = []
    mdps: list[PlayerHistory] = []
    total = len(groups)
    index = 0

    def run(solver: BracketSolver, kind: str) -> BracketResult:
        nonlocal index
        index += 1
        try:
            res = solver.solve()
        except ValueError as exc:
            raise NoValidPairing(round_no, str(exc)) from exc
        if trace.enabled:
            for event in solver.trace_events(res, index, kind):
                trace.emit(event)
        return res

    for gi, residents in enumerate(groups):
        progress.check_cancelled()
        progress.step(gi, total, f"bracket {gi + 1} of {total}")
        lower = [p for g in groups[gi + 1 :] for p in g]
        kind = "heterogeneous" if mdps else "homogeneous"
        if gi == total - 1:
            solver = BracketSolver(
                mdps,
                residents,
                Mode.LAST,
                init,
                unit=unit,
                forced=force,
                edition=edition,
                shortcuts=shortcuts,
            )
            results.append(run(solver, f"last, {kind}"))
            break
        solver = BracketSolver(
            mdps,
            residents,
            Mode.NORMAL,
            init,
            following=groups[gi + 1],
            unit=unit,
            forced=force,
            edition=edition,
            shortcuts=shortcuts,
            following_is_last=gi + 1 == total - 1,
            lookahead_extends=partial(_lookahead_extends, groups, gi, force) if new_rules else None,
        )
        try:
            res = solver.solve()
        except ValueError as exc:
            raise NoValidPairing(round_no, str(exc)) from exc
        rest = res.downfloaters + lower
        if new_rules and res.lookahead:
            # 2026 C8 counts the following bracket's pairs within a complete round-pairing
            # (C4, C5 hold there too): the look-ahead pairs must themselves be completable
            used = {p.id for pair in res.lookahead for p in pair}
            rest = [p for p in rest if p.id not in used]
        single_pab = (
            new_rules
            and len(players) % 2 == 1
            and len(res.downfloaters) == 1
            and res.downfloaters[0].pab_eligible
        )
        if completable(rest, force) and not single_pab:
            index += 1
            if trace.enabled:
                for event in solver.trace_events(res, index, kind):
                    trace.emit(event)
            results.append(res)
            mdps = res.downfloaters
            continue
        if new_rules:
            # 2026 C4: no collapse; the bracket is re-paired so that the rest stays completable
            # (also when its one downfloater may end up with the PAB: C9 then chooses him)

            c4_solver = partial(
                BracketSolver,
                mdps,
                residents,
                Mode.C4,
                init,
                following=groups[gi + 1],
                lower=lower,
                unit=unit,
                forced=force,
                edition=edition,
                shortcuts=shortcuts,
            )

            c9 = single_pab
            if not c9 and len(players) % 2 == 1:
                # C6 fixes how many the re-paired bracket sends down, before C9; when it is
                # one player who may take the PAB, he is the one who receives it (C5 fixed the
                # PAB score: no lower player can), so C9 chooses him (x26_0630 round 7)
                try:
                    first = c4_solver(c9_floater=False).solve()
                except ValueError as exc:
                    raise NoValidPairing(round_no, str(exc)) from exc
                c9 = len(first.downfloaters) == 1 and first.downfloaters[0].pab_eligible
            res = run(c4_solver(c9_floater=c9), f"{kind}, C4")
            results.append(res)
            mdps = res.downfloaters
            continue
        # A.9: this bracket is the PPB; re-pair it so that the CLB can be completed (C.4)
        if trace.enabled:
            trace.emit(
                Collapsed(
                    bracket=index + 1,
                    downfloaters=tuple(p.id for p in res.downfloaters),
                    collapsed=tuple(p.id for p in lower),
                )
            )
        ppb = run(
            BracketSolver(
                mdps,
                residents,
                Mode.PPB,
                init,
                lower=lower,
                unit=unit,
                forced=force,
                edition=edition,
                shortcuts=shortcuts,
            ),
            "PPB",
        )
        results.append(ppb)
        clb = BracketSolver(
            ppb.downfloaters,
            lower,
            Mode.LAST,
            init,
            unit=unit,
            forced=force,
            edition=edition,
            shortcuts=shortcuts,
        )
        results.append(run(clb, "CLB"))
        break
    progress.step(total, total, "colours")

    boards: list[Board] = []
    bye: PlayerId | None = None
    for res in results:
        for a, b in res.pairs:
            d = allocate(a, b, init)
            boards.append(Board(d.white.id, d.black.id))
            if trace.enabled:
                trace.emit(ColourAllocated(d.white.id, d.black.id, d.rule, _colour_detail(d)))
        if res.bye is not None:
            bye = res.bye.id
            if trace.enabled:
                trace.emit(
                    ByeAssigned(
                        player=bye,
                        articles=("C.04.1.c", "C.2", "A.9"),
                        detail=(
                            f"{bye} is left unpaired by the last bracket and has neither had "
                            "a pairing-allocated bye nor won by forfeit"
                        ),
                    )
                )
    pairing = RoundPairing(round_no, order_boards(boards, hist), bye)
    if trace.enabled:
        trace.emit(RoundPaired(tuple((b.white, b.black) for b in pairing.boards), bye))
    return pairing


def _pref_text(p: PlayerHistory) -> str:
    strength, colour = p.preference
    if colour is None:
        return "none"
    return f"{strength.name.lower()} {'W' if colour is Colour.WHITE else 'B'}"


def _colour_detail(d: ColourDecision) -> str:
    w, b = d.white, d.black
    text = {
        "E.1": "both colour preferences granted",
        "E.2": "the stronger colour preference is granted",
        "E.3": "colours alternate from the most recent round with different colours",
        "E.4": "the higher ranked player's preference is granted",
        "E.5": "the higher ranked player's pairing number decides with the initial colour",
    }[d.rule]
    return f"{text} ({w.id}: {_pref_text(w)}; {b.id}: {_pref_text(b)})"


def _trace_round(
    t: Tournament,
    round_no: int,
    players: Sequence[PlayerHistory],
    init: Colour,
    unit: int,
    trace: TraceSink,
    edition: Edition,
) -> None:
    absent: list[tuple[int, str]] = []
    for reg in t.players:
        if is_absent(reg, round_no):
            if reg.withdrawn_from is not None and round_no >= reg.withdrawn_from:
                why = "withdrawn"
            else:
                why = f"{reg.entry(round_no).result.value.strip() or 'Z'} bye (absent)"
            absent.append((reg.id, why))
    trace.emit(
        RoundStarted(
            round_no=round_no,
            system="FIDE (Dutch) System",
            edition=edition.value,
            present=tuple(p.id for p in players),
            absent=tuple(absent),
            initial_colour="white" if init is Colour.WHITE else "black",
            final_round=t.rounds_total is not None and round_no == t.rounds_total,
            topscorers=tuple(p.id for p in players if p.topscorer),
            pab_needed=len(players) % 2 == 1,
            rounds_total=t.rounds_total,
        )
    )
    letter = {Float.DOWN: "D", Float.UP: "U", Float.NONE: "-"}
    for p in players:
        floats = "".join(letter[p.float_before(k)] for k in (2, 1))
        trace.emit(
            PlayerFacts(
                player=p.id,
                score=points_text(p.score, unit),
                points=points_text(p.points, unit),
                colours="".join("W" if c is Colour.WHITE else "B" for c in p.colours),
                colour_difference=p.colour_difference,
                preference=_pref_text(p),
                floats=floats,
                pab_eligible=p.pab_eligible,
                opponents=tuple(sorted(p.opponents)),
            )
        )

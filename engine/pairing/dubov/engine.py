"""The revised Dubov System (2018 draft, ``shared/seeds/002_*.txt``): one round.

"A.8 ... The pairing process starts with the assignment of the pairing-allocated-bye (see B.0)
and continues with the pairing of all the scoregroups (see B.1), in descending order of score,
until the round-pairing is complete. If it is impossible to complete a round-pairing, the
arbiter shall decide what to do."

Each bracket: its remaining residents and the upfloaters chosen for them (B.1, B.2, D.1,
:mod:`.upfloaters`), split into G1 and G2 (B.3-B.5, D.2, :mod:`.subgroups`), S1 against the
first suitable transposition of G2 (B.6, D.3, :mod:`.transpositions`); then the colours of every
pair (E, :mod:`.colours`) and the boards in C.04.2 D.9 order. There are no downfloaters (A.3).
"""

from __future__ import annotations

from engine.errors import NoValidPairing
from engine.explain.trace import NULL_TRACE, ByeAssigned, ColourAllocated, RoundPaired, TraceSink
from engine.model import Colour, PlayerId, Tournament
from engine.pairing.api import NO_PROGRESS, Board, ProgressSink, RoundPairing
from engine.pairing.common.cardinality import CardinalityMatcher
from engine.pairing.common.history import (
    PrefStrength,
    build_histories,
    initial_colour_to_pair,
    points_text,
    score_unit,
)
from engine.pairing.dubov import criteria
from engine.pairing.dubov.bye import assign_bye
from engine.pairing.dubov.colours import RULE_TEXT, allocate
from engine.pairing.dubov.definitions import DEFAULT_OPTIONS, DubovPlayer, Options, dubov_players
from engine.pairing.dubov.subgroups import Subgroups, split
from engine.pairing.dubov.tracing import bracket_events, trace_round
from engine.pairing.dubov.transpositions import choose_t2, d3_order, s1_order
from engine.pairing.dubov.upfloaters import Bracket, Choice
from engine.pairing.order import order_boards


def compatibility(order: list[DubovPlayer], forced: frozenset[PlayerId]) -> list[set[int]]:
    """C.1 and C.3 (:func:`.criteria.legal`) as adjacency sets over positions in ``order``.

    ``forced`` (the "why not A against B?" question): A and B may only meet each other.
    """
    n = len(order)
    pos = {p.id: i for i, p in enumerate(order)}
    bad: list[set[int]] = [{i} for i in range(n)]
    absolute: dict[Colour, set[int]] = {Colour.WHITE: set(), Colour.BLACK: set()}
    for i, p in enumerate(order):
        for other in p.h.opponents | p.h.forbidden:  # C.1 (and XXP)
            j = pos.get(other)
            if j is not None:
                bad[i].add(j)
                bad[j].add(i)
        if p.strength is PrefStrength.ABSOLUTE:
            absolute[p.colour].add(i)
    for group in absolute.values():  # C.3
        for i in group:
            bad[i] |= group
    everyone = set(range(n))
    adj = [everyone - bad[i] for i in range(n)]
    if forced:
        fixed = {i for i, p in enumerate(order) if p.id in forced}
        for i in range(n):
            adj[i] = adj[i] & fixed if i in fixed else adj[i] - fixed
    return adj


def pair_dubov(
    t: Tournament,
    round_no: int,
    progress: ProgressSink = NO_PROGRESS,
    trace: TraceSink = NULL_TRACE,
    forced: tuple[PlayerId, PlayerId] | None = None,
    options: Options = DEFAULT_OPTIONS,
) -> RoundPairing:
    """Pair ``round_no`` of ``t`` by the revised Dubov System."""
    hist = build_histories(t, round_no)
    unit = score_unit(t)
    players = dubov_players(t, round_no, hist)
    order = sorted(players.values(), key=lambda p: (-p.score, p.rank))
    init = initial_colour_to_pair(t, round_no, len(order))
    if trace.enabled:
        trace_round(t, round_no, order, init, unit, trace, "revised text (2018 draft)")
    if not order:
        return RoundPairing(round_no, (), None)
    last_round = t.rounds_total is not None and round_no == t.rounds_total
    adj = compatibility(order, frozenset(forced) if forced else frozenset())
    live = CardinalityMatcher(adj)

    bye, eligible = assign_bye(order, live)
    if bye == -1:
        raise NoValidPairing(round_no, "no player may receive the pairing-allocated bye (B.0)")
    if bye is not None:
        live.remove([bye])
        if trace.enabled:
            p = order[bye]
            trace.emit(
                ByeAssigned(
                    player=p.id,
                    articles=("B.0", "C.2", "C.4"),
                    detail=(
                        f"{eligible} player(s) may receive it (B.0.a, C.2) and leave the others "
                        f"a complete pairing (B.0.b, C.4); {p.id} has the lowest score "
                        f"({points_text(p.score, unit)}), then the most games played "
                        f"({p.games}), then the lowest position in the initial ranking (B.0.c-e)"
                    ),
                )
            )
    if not live.perfect:
        raise NoValidPairing(round_no, "the absolute criteria C.1-C.3 cannot all be met")

    solver = Bracket(order, adj, options, last_round, unit)
    remaining = [v for v in range(len(order)) if v != bye]
    scores = sorted({order[v].score for v in remaining}, reverse=True)
    pairs: list[tuple[DubovPlayer, DubovPlayer]] = []
    index = 0
    for si, s in enumerate(scores):
        progress.check_cancelled()
        progress.step(si, len(scores), f"scoregroup {si + 1} of {len(scores)}")
        taken = {v for a, b in pairs for v in (a.id, b.id)}
        left = [v for v in remaining if order[v].id not in taken]
        residents = [v for v in left if order[v].score == s]
        if not residents:
            continue  # every player of the scoregroup upfloated into a higher bracket
        lower = [v for v in left if order[v].score < s]
        next_score = max((order[v].score for v in lower), default=None)
        following = [v for v in lower if order[v].score == next_score]
        choice = solver.choose(residents, lower, following, live)
        group = [*residents, *choice.up]
        sub = split(group, order, adj, solver.colour_costs)
        s1 = s1_order(sub.g1, order)
        g2 = d3_order(sub.g2, order)
        strong = all(order[v].strength.value >= PrefStrength.STRONG.value for v in group)
        t2 = choose_t2(s1, g2, adj, solver.colour_costs, strong)
        index += 1
        bracket_pairs = [(order[a], order[b]) for a, b in zip(s1, t2, strict=True)]
        pairs.extend(bracket_pairs)
        if trace.enabled:
            _trace_bracket(
                trace,
                index,
                s,
                unit,
                order,
                residents,
                following,
                choice,
                sub,
                s1,
                g2,
                t2,
                last_round,
                options,
            )
    progress.step(len(scores), len(scores), "colours")

    boards: list[Board] = []
    for a, b in pairs:
        d = allocate(a, b, init)
        boards.append(Board(d.white.id, d.black.id))
        if trace.enabled:
            trace.emit(ColourAllocated(d.white.id, d.black.id, d.rule, RULE_TEXT[d.rule]))
    pairing = RoundPairing(
        round_no, order_boards(boards, hist), order[bye].id if bye is not None else None
    )
    if trace.enabled:
        trace.emit(RoundPaired(tuple((b.white, b.black) for b in pairing.boards), pairing.bye))
    return pairing


def _trace_bracket(
    trace: TraceSink,
    index: int,
    score: int,
    unit: int,
    order: list[DubovPlayer],
    residents: list[int],
    following: list[int],
    choice: Choice,
    sub: Subgroups,
    s1: list[int],
    g2: list[int],
    t2: list[int],
    last_round: bool,
    options: Options,
) -> None:
    ps = [order[v] for v in choice.up]
    steps: list[str] = []
    if choice.up:
        steps.append(
            f"B.1: {choice.minimum} upfloater(s) needed; {choice.candidates} set(s) allow a "
            "legal pairing (C.1, C.3, C.4)"
        )
        steps += choice.notes
        steps.append("B.2: upfloaters " + ", ".join(str(order[v].id) for v in choice.up))
    g1i = " ".join(str(order[v].id) for v in sub.g1_initial) or "none"
    g2i = " ".join(str(order[v].id) for v in sub.g2_initial) or "none"
    if sub.first_half:
        steps.append(f"B.3: nobody has played yet: G1 = first half {g1i}; G2 = {g2i}")
    else:
        steps.append(f"B.3: G1 (White seekers) = {g1i}; G2 (Black seekers) = {g2i}")
    if sub.b4_shifted:
        src = "G1" if sub.b4_from_g1 else "G2"
        steps.append(
            f"B.4, D.2: shifters {' '.join(str(order[v].id) for v in sub.b4_shifted)} move "
            f"from {src}, whose players must unavoidably be paired together"
        )
    if sub.b5_shifted:
        src = "G1" if sub.b5_from_g1 else "G2"
        steps.append(
            f"B.5, D.2: shifters {' '.join(str(order[v].id) for v in sub.b5_shifted)} move "
            f"from {src} to equalize the subgroups"
        )
    identity = t2 == g2
    if identity:
        steps.append("B.6, D.3: T2 is the first transposition (G2 in initial-ranking order)")
    else:
        steps.append(
            "B.6, D.3: T2 = " + " ".join(str(order[v].id) for v in t2) + ", the first "
            "transposition that yields a legal pairing with the fewest C.8/C.9 failures"
        )
    shifted = [*sub.b4_shifted, *sub.b5_shifted]
    in_g1 = set(sub.g1_initial)
    out_g1 = [order[v] for v in shifted if v in in_g1]
    into_g1 = [order[v] for v in shifted if v not in in_g1]
    up_scores = [p.score for p in ps]
    # C.8 and C.9 of the accepted pairs (B.2 chose the upfloaters for the best ones)
    c8 = sum(criteria.c8_cost(order[a], order[b]) for a, b in zip(s1, t2, strict=True))
    c9 = sum(criteria.c9_cost(order[a], order[b], options) for a, b in zip(s1, t2, strict=True))
    costs = [
        ("C.5", len(ps), str(len(ps))),
        (
            "C.6",
            0,
            ", ".join(points_text(s, unit) for s in criteria.c6_key(up_scores, options)),
        ),
        ("C.7", -choice.c7, str(choice.c7)),
        ("C.8", c8, str(c8)),
        ("C.9", c9, str(c9)),
        ("C.10", criteria.c10_value(ps, last_round), str(criteria.c10_value(ps, last_round))),
        ("C.11", criteria.c11_value(ps, last_round), str(criteria.c11_value(ps, last_round))),
        ("C.12", criteria.c12_value(ps, last_round), str(criteria.c12_value(ps, last_round))),
    ]
    started, paired = bracket_events(
        index,
        "last" if not following else "scoregroup",
        points_text(score, unit),
        [order[v] for v in residents],
        [(p, points_text(p.score, unit)) for p in ps],
        choice.minimum,
        [order[v] for v in s1],
        [order[v] for v in g2],
        [order[v] for v in t2],
        [order[v] for v in following],
        out_g1,
        into_g1,
        steps,
        costs,
        perfect_first=not ps and not shifted and identity,
    )
    trace.emit(started)
    trace.emit(paired)

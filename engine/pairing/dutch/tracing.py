"""C.04.1.i: what the Dutch bracket solver records of one bracket, for the explanation.

The records follow the text: the bracket's composition (A.3, B.1, B.2), the first candidate
of B.3 and why it is not perfect (B.4: an absolute criterion, or the first criterion on which
the accepted candidate is better, B.8), and where the accepted candidate stands in the
generation order (B.3's MDP-pairing, D.2's exchange, D.1's S2 order) with the values of its
quality criteria, computed by the same cost model that chose it. They are typed facts
(:mod:`engine.explain.events_dutch`): players, articles, counts, score differences; the words
are :mod:`engine.explain.render_dutch`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.explain.events_dutch import (
    AlreadyPlayed,
    BracketRole,
    CompletionDecided,
    Count,
    Counted,
    CriterionDecided,
    CriterionMeasure,
    Decider,
    DutchBracketPaired,
    DutchBracketStarted,
    DutchCandidateRejected,
    DutchEvent,
    Fault,
    LookaheadDecided,
    Measure,
    PabNotAllowed,
    SameAbsolutePreference,
    ScoreDifferences,
)
from engine.model import Colour
from engine.pairing.common.history import PlayerHistory
from engine.pairing.dutch import criteria
from engine.pairing.dutch.criteria.keys import Criterion, EditionKeys
from engine.pairing.dutch.mode import Mode, Pair
from engine.pairing.dutch.ranking import rank_key

if TYPE_CHECKING:
    from engine.pairing.dutch.bracket import BracketResult, BracketSolver


@dataclass(frozen=True, slots=True)
class _Candidate:
    """A candidate's pairs and the players it leaves unpaired (downfloaters, the PAB)."""

    pairs: list[Pair]
    floaters: list[PlayerHistory]


def bracket_events(
    solver: BracketSolver, result: BracketResult, index: int, role: BracketRole
) -> list[DutchEvent]:
    """The decision records of this bracket: composition, first candidate, choice."""
    s1, s2, limbo = _subgroups(solver, result)
    started = _composition(solver, result, index, role, (s1, s2, limbo))
    first = _first_candidate(solver, s1, s2, len(result.pairs))
    chosen = _Candidate(
        list(result.pairs), [*result.downfloaters, *([result.bye] if result.bye else [])]
    )
    same = {frozenset((a.id, b.id)) for a, b in first.pairs} == {
        frozenset((a.id, b.id)) for a, b in chosen.pairs
    }
    faults = _faults(solver, first)
    decider = None if faults or same else _decider(solver, first, chosen)
    events: list[DutchEvent] = [started]
    if not same:
        events.append(
            DutchCandidateRejected(
                bracket=index,
                pairs=tuple((a.id, b.id) for a, b in first.pairs),
                downfloaters=tuple(p.id for p in first.floaters),
                faults=tuple(faults),
                decider=decider,
            )
        )
    events.append(_paired(solver, result, index, chosen, same, decider))
    return events


Subgroups = tuple[list[PlayerHistory], list[PlayerHistory], list[PlayerHistory]]
"""S1, S2 and the Limbo of B.2."""


def _subgroups(solver: BracketSolver, result: BracketResult) -> Subgroups:
    """B.2: the original S1, S2 and Limbo, sized by the accepted candidate (M1, MaxPairs)."""
    m1 = _m1(solver, result)
    if solver.mdps:
        return solver.mdps[:m1], list(solver.residents), solver.mdps[m1:]
    max_pairs = len(result.pairs)
    return solver.players[:max_pairs], solver.players[max_pairs:], []


def _m1(solver: BracketSolver, result: BracketResult) -> int:
    """B.1: M1, the MDPs the accepted candidate pairs."""
    return sum(1 for a, b in result.pairs if a.id in solver.is_mdp or b.id in solver.is_mdp)


def _composition(
    solver: BracketSolver, result: BracketResult, index: int, role: BracketRole, groups: Subgroups
) -> DutchBracketStarted:
    """A.3, B.1, B.2: who is in the bracket, M0, MaxPairs, M1, S1, S2 and the Limbo."""
    s1, s2, limbo = groups
    m1 = _m1(solver, result)
    max_pairs = len(result.pairs)
    lowest = solver.costs.lowest
    return DutchBracketStarted(
        index=index,
        role=role,
        heterogeneous=bool(solver.mdps),
        unit=solver.unit,
        score=solver.residents[-1].score if solver.residents else lowest,
        residents=tuple(p.id for p in solver.residents),
        mdps=tuple((p.id, p.score) for p in solver.mdps),
        m0=len(solver.mdps),
        max_pairs=max_pairs,
        m1=m1,
        s1=tuple(p.id for p in s1),
        s2=tuple(p.id for p in s2),
        limbo=tuple(p.id for p in limbo),
        following=tuple(p.id for p in solver.following),
    )


def _first_candidate(
    solver: BracketSolver, s1: list[PlayerHistory], s2: list[PlayerHistory], max_pairs: int
) -> _Candidate:
    """B.3: the first candidate, S1[i] against S2[i] (then the remainder, likewise)."""
    first: list[Pair] = list(zip(s1, s2, strict=False))
    if solver.mdps:
        used = {p.id for pair in first for p in pair}
        rem_players = [p for p in solver.residents if p.id not in used]
        rem_pairs = max_pairs - len(first)
        first += list(zip(rem_players[:rem_pairs], rem_players[rem_pairs:], strict=False))
    used = {p.id for pair in first for p in pair}
    return _Candidate(first, [p for p in solver.players if p.id not in used])


def _faults(solver: BracketSolver, first: _Candidate) -> list[Fault]:
    """The absolute criteria the first candidate breaks (C.1, C.3; C.2 for the PAB)."""
    faults: list[Fault] = []
    c1, c2, c3 = (k.article for k in solver.keys.absolute)
    for a, b in first.pairs:
        if not criteria.c1_may_meet(a, b):
            faults.append(AlreadyPlayed(c1, (a.id, b.id)))
        elif not criteria.c3_colour_compatible(a, b):
            colour = Colour.WHITE if a.preference[1] is Colour.WHITE else Colour.BLACK
            faults.append(SameAbsolutePreference(c3, (a.id, b.id), colour))
    if solver.mode is Mode.LAST and len(first.floaters) == 1:
        f = first.floaters[0]
        if not criteria.c2_may_get_pab(f):
            faults.append(PabNotAllowed(c2, f.id))
    return faults


def _decider(solver: BracketSolver, first: _Candidate, chosen: _Candidate) -> Decider:
    """B.8: the first criterion on which the accepted candidate beats the first one."""
    first_values = solver.costs.evaluate(first.pairs, first.floaters)
    chosen_values = solver.costs.evaluate(chosen.pairs, chosen.floaters)
    for crit in solver.keys.quality:
        fv, cv = first_values.get(crit, 0), chosen_values.get(crit, 0)
        if fv < cv:
            # the first candidate is better on this criterion, so a criterion that is
            # not evaluated per candidate decided before it: C.7 looks at the
            # following bracket, A.9/C.4 at the completion of the round
            return _unevaluated_decider(solver)
        if fv != cv:
            return CriterionDecided(
                crit.article, _measure(solver, crit, first), _measure(solver, crit, chosen)
            )
    return _unevaluated_decider(solver)


def _unevaluated_decider(solver: BracketSolver) -> Decider:
    """The criterion that decided when none of those evaluated per candidate did."""
    keys = solver.keys
    if solver.mode is Mode.NORMAL:
        return LookaheadDecided(keys.next_pairs.article)
    if solver.mode is Mode.LAST:
        # 2017: A.9 defines the complete round-pairing (C.4 is the PPB's); 2026: C4
        completion = keys.completion.article if solver.new_rules else "A.9"
        return CompletionDecided(completion, keys.absolute[1].article)
    return CompletionDecided(keys.completion.article, None)


def _paired(
    solver: BracketSolver,
    result: BracketResult,
    index: int,
    chosen: _Candidate,
    same: bool,
    decider: Decider | None,
) -> DutchBracketPaired:
    """The accepted candidate, where it stands in the generation order (D.1/D.2), and its
    quality criteria."""
    is_mdp = solver.is_mdp
    mdp_pairing = [(a, b) for a, b in chosen.pairs if a.id in is_mdp or b.id in is_mdp]
    remainder_pairs = [pr for pr in chosen.pairs if pr not in mdp_pairing]
    out_ids, in_ids = _exchange(solver, mdp_pairing, remainder_pairs, chosen.floaters)
    order = sorted(remainder_pairs, key=lambda ab: rank_key(ab[0]))
    chosen_values = solver.costs.evaluate(chosen.pairs, chosen.floaters)
    keys = solver.keys
    return DutchBracketPaired(
        bracket=index,
        pairs=tuple((a.id, b.id) for a, b in chosen.pairs),
        downfloaters=tuple(p.id for p in result.downfloaters),
        bye=result.bye.id if result.bye else None,
        perfect_first=same,
        mdp_pairing=tuple((a.id, b.id) for a, b in mdp_pairing),
        exchange_out=tuple(sorted(out_ids)),
        exchange_in=tuple(sorted(in_ids)),
        s2_order=tuple(b.id for _, b in order),
        decider=decider,
        measures=tuple(
            CriterionMeasure(crit.article, _measure(solver, crit, chosen))
            for crit in keys.quality
            if chosen_values.get(crit, 0) and crit is not keys.pairs
        ),
        costs=tuple((crit.article, chosen_values.get(crit, 0)) for crit in keys.quality),
    )


def _exchange(
    solver: BracketSolver,
    mdp_pairing: Sequence[Pair],
    remainder_pairs: Sequence[Pair],
    floaters: Sequence[PlayerHistory],
) -> tuple[list[int], list[int]]:
    """D.2: who moved from the original S1(R) to S2(R), and who the other way."""
    in_mdp_pairing = {b.id for _, b in mdp_pairing} | {a.id for a, _ in mdp_pairing}
    rem_all = [p for p in solver.residents if p.id not in in_mdp_pairing]
    s1r = {p.id for p in rem_all[: len(remainder_pairs)]}
    out_ids: list[int] = []
    in_ids: list[int] = []
    for a, b in remainder_pairs:
        if a.id in s1r and b.id in s1r:
            out_ids.append(b.id)
        elif a.id not in s1r and b.id not in s1r:
            in_ids.append(a.id)
    out_ids += [p.id for p in floaters if p.id in s1r]
    return out_ids, in_ids


def _measure(solver: BracketSolver, crit: Criterion, candidate: _Candidate) -> Measure:
    """A quality criterion's value for a candidate: a count, or its score differences."""
    keys = solver.keys
    costs = solver.costs
    pairs, floaters = candidate.pairs, candidate.floaters
    if crit is keys.pairs:
        return Count(Counted.PAIRS, len(pairs))
    if crit is keys.scores or crit in keys.floats[4:]:
        sds: list[int] = []
        for a, b in pairs:
            if crit is keys.scores or costs.pair_cost(a, b).get(crit):
                sds.append(abs(a.score - b.score))
        sds.extend(
            costs.float_sd(p)
            for p in floaters
            if crit is keys.scores or costs.float_cost(p).get(crit)
        )
        sds.sort(reverse=True)
        return ScoreDifferences(tuple(v for v in sds if v), solver.unit)
    count = sum(costs.pair_cost(a, b).get(crit, 0) for a, b in pairs) + sum(
        costs.float_cost(p).get(crit, 0) for p in floaters
    )
    return Count(_counted(keys)[crit], count)


def _counted(keys: EditionKeys) -> dict[Criterion, Counted]:
    """What each counting criterion of the edition counts (C.8-C.15; 2026 C10-C17)."""
    return dict(
        zip(
            (*keys.colour, *keys.floats[:4]),
            (
                Counted.TOPSCORER_COLOUR_DIFFERENCE,
                Counted.TOPSCORER_SAME_COLOUR,
                Counted.NO_PREFERENCE,
                Counted.NO_STRONG_PREFERENCE,
                Counted.DOWNFLOAT_PREVIOUS_ROUND,
                Counted.UPFLOAT_PREVIOUS_ROUND,
                Counted.DOWNFLOAT_TWO_ROUNDS_BEFORE,
                Counted.UPFLOAT_TWO_ROUNDS_BEFORE,
            ),
            strict=True,
        )
    )

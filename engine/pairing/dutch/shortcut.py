"""C.04.3 B.4 without the general matching: the bound shortcut of a bracket.

The proof below was the docstring of ``BracketSolver._transpositions_reach_bound``, kept
verbatim; it applies to :func:`transpositions_reach_bound`.

B.4 without the general matching, for a bracket where the answer is evident.

Used in a bracket without a following bracket in play (NORMAL mode with no C.7
look-ahead, or the last bracket), with ``pairs`` = the most pairs (C.5; in the last
bracket every player but one), so that at most one player is left unpaired.

Proof that the candidate returned is the one B.4/B.8 takes:

1. *Every candidate pairs every MDP.* A candidate leaving an MDP unpaired while a
   resident is paired is worse on C.6 (2017: the MDP's score difference against the
   artificial value exceeds every pair's and the resident floater's; 2026 C7: his score
   is above every resident's), and with ``pairs >= m0`` such a resident exists.
2. *A lower bound per MDP-pairing.* For a fixed MDP-pairing P, every candidate
   containing P costs, level by level, at least: P's own pair costs (exact); for
   C.10/C.11 the counting bound of the other players' colour preferences
   (:func:`_colour_bounds`: same-colour pairs forced by majorities); nothing for the
   remainder's float and upfloat levels (the residents share one score, so a pair
   of residents has no score difference); for the one unpaired player, if any, the
   least cost of each level among the residents who may be that player (in the last
   bracket those who may receive the PAB, C.2, and 2026 C9's unplayed rounds). A
   level-wise lower bound is a lexicographic lower bound. With two or more MDPs the
   bound is taken over every MDP-pairing at once (their colours counted and upfloats
   bounded by zero like the rest; an MDP's own costs do not depend on his resident).
3. *The first MDP-pairing that can attain the least bound.* With one MDP, his
   partners are tried in S2 order and the first with the least bound is kept, so
   every earlier MDP-pairing has a strictly larger bound: none of its candidates is
   as good. With two or more MDPs, the first MDP-pairing (S1[i] with S2[i]) is kept
   and the bound holds for all.
4. *The first remainder candidate.* Within an MDP-pairing, the remainder's
   transpositions (D.1, S1R fixed) come before its exchanges (D.2). The D.1
   assignment returns the transposition with the best criteria and, among those, the
   lowest S2 order; in the last bracket its unpaired player may receive the PAB. If
   its criteria equal the bound of step 2, no candidate of any MDP-pairing is better
   (step 2-3) and none generated before it is as good, so B.4 takes it. If a single
   resident is left after the MDP-pairing, he is that candidate's unpaired player and
   must be allowed the PAB in the last bracket (A.9), else the completion fails.

Otherwise None, and the general matching decides. The differential check
(``make corpus``, tests/engine/test_dutch_shortcut.py) compares the two on every
corpus round and on random tournaments.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from engine.model import Colour, PlayerId
from engine.pairing.common.history import PlayerHistory, PrefStrength
from engine.pairing.dutch import criteria
from engine.pairing.dutch.criteria.costs import Costs
from engine.pairing.dutch.criteria.keys import Criterion, EditionKeys
from engine.pairing.dutch.mode import Mode, Pair
from engine.pairing.dutch.transpositions import d1_assignment

if TYPE_CHECKING:
    from engine.pairing.dutch.bracket import BracketSolver

Cheapest = dict[Criterion, list[tuple[int, PlayerId]]]
"""Per float criterion, the two least costs among the residents who may float (and who)."""


def transpositions_reach_bound(solver: BracketSolver, pairs: int) -> list[Pair] | None:
    """B.4 without the general matching, for a bracket where the answer is evident: the
    candidate B.4/B.8 takes, or None (the module docstring says when, and proves it)."""
    n = len(solver.players)
    m0 = len(solver.mdps)
    floating = n - 2 * pairs
    if floating > 1 or solver.following or m0 > len(solver.residents) or pairs < m0:
        return None  # the following bracket (C.7) or a limbo is in play: no shortcut
    counts = _colour_counts(solver.players)
    cheapest: Cheapest = {}
    if floating:
        found = _cheapest_floats(solver)
        if found is None:
            return None
        cheapest = found
    chosen = _mdp_pairing(solver, floating, counts, cheapest)
    if chosen is None:
        return None
    mdp_pairs, best = chosen
    got = _remainder(solver, mdp_pairs, pairs - m0)
    if got is None:
        return None
    candidate = mdp_pairs + got
    paired = {p.id for pair in candidate for p in pair}
    floaters = [p for p in solver.players if p.id not in paired]
    if _level_vector(solver.costs.evaluate(candidate, floaters), solver.keys) != best:
        return None
    return candidate


def _cheapest_floats(solver: BracketSolver) -> Cheapest | None:
    """Per float criterion, the two least costs among the residents who may be left unpaired
    (in the last bracket: who may receive the PAB, C.2); None when nobody may."""
    last = solver.mode is Mode.LAST
    costs = [
        (solver.costs.unpaired_cost(p), p.id)
        for p in solver.residents
        if not last or criteria.c2_may_get_pab(p)  # the PAB receiver (C.2)
    ]
    if not costs:
        return None
    cheapest: Cheapest = {}
    for level in _float_levels(solver.keys):
        values = sorted((cost.get(level, 0), pid) for cost, pid in costs)
        cheapest[level] = values[:2]
    return cheapest


def _mdp_pairing(
    solver: BracketSolver, floating: int, counts: Sequence[int], cheapest: Cheapest
) -> tuple[list[Pair], tuple[int, ...]] | None:
    """Step 3: the first MDP-pairing that can attain the least bound, and that bound."""
    m0 = len(solver.mdps)
    if m0 != 1:
        mdp_pairs = list(zip(solver.mdps, solver.residents[:m0], strict=True))
        if not all(solver.compatible(a, b) for a, b in mdp_pairs):
            return None
        bound = _bound_vector(solver, mdp_pairs, floating, counts, cheapest, every_pairing=True)
        return mdp_pairs, bound
    mdp = solver.mdps[0]
    best: tuple[int, ...] | None = None
    chosen: list[Pair] = []
    for r in solver.residents:  # D.1: the MDP's partner in S2 order
        if not solver.compatible(mdp, r):
            continue
        bound = _bound_vector(solver, [(mdp, r)], floating, counts, cheapest)
        if best is None or bound < best:
            best, chosen = bound, [(mdp, r)]
    if best is None:
        return None
    return chosen, best


def _remainder(solver: BracketSolver, mdp_pairs: Sequence[Pair], rem_s1: int) -> list[Pair] | None:
    """Step 4: the remainder's best transposition (D.1, S1R of ``rem_s1`` players); None
    when there is none, or when the one player left over may not receive the PAB."""
    taken = {p.id for pair in mdp_pairs for p in pair}
    remainder = [p for p in solver.residents if p.id not in taken]
    if rem_s1:
        return d1_assignment(solver, remainder[:rem_s1], remainder[rem_s1:], remainder)
    if len(remainder) > 1:
        return None
    if remainder and solver.mode is Mode.LAST and not criteria.c2_may_get_pab(remainder[0]):
        # the one resident left over would take the PAB, which C.2 forbids him: this
        # MDP-pairing does not complete the round (A.9); the general matching decides
        return None
    return []


def _bound_vector(
    solver: BracketSolver,
    mdp_pairs: Sequence[Pair],
    floating: int,
    counts: Sequence[int],
    cheapest: Cheapest,
    every_pairing: bool = False,
) -> tuple[int, ...]:
    """A lower bound of the criteria of every candidate with these MDP pairs, all other
    players paired among themselves but ``floating`` (0 or 1) residents. ``counts`` are the
    bracket's colour kinds (:func:`_colour_counts`), ``cheapest`` each float level's two
    least costs among the residents who may float.

    With ``every_pairing`` the bound holds for every MDP-pairing: the pairs' colours and
    the residents' upfloats are then bounded like the rest (counting, zero); what an MDP
    costs by itself (his score difference, a repeated downfloat) is the same whichever
    resident he meets, as all residents share one score.
    """
    counts = list(counts)
    if not every_pairing:
        for pair in mdp_pairs:
            for p in pair:
                counts[_colour_kind(p)] -= 1
    keys = solver.keys
    c10, c11 = _colour_bounds(counts, floating)
    bound: Costs = {keys.colour[2]: c10, keys.colour[3]: c11}
    # pair criteria bounded by counting (colours) or equal in every candidate (the pairs)
    skip = {keys.pairs, *keys.colour}
    if every_pairing:
        # the pair criteria of the resident an MDP meets (2017: his repeated upfloat;
        # 2026: C15, C17, C19, C21 count the same player)
        skip |= set(keys.floats[1::2])
    for a, b in mdp_pairs:
        for level, value in solver.costs.pair_cost(a, b).items():
            if level not in skip:
                bound[level] = bound.get(level, 0) + value
    if floating:
        taken = set() if every_pairing else {p.id for pair in mdp_pairs for p in pair}
        for level, least in cheapest.items():
            # the least float cost among the residents not taken (two suffice: one pair)
            value = next((v for v, pid in least if pid not in taken), 0)
            if value:
                bound[level] = bound.get(level, 0) + value
    return _level_vector(bound, keys)


def _float_levels(keys: EditionKeys) -> tuple[Criterion, ...]:
    """The criteria a resident downfloater may cost: 2017 C.6, C.7 (PSD), C.12, C.14, C.16,
    C.18; 2026 C7, C8 (scores), C9, C14, C16, C18, C20."""
    unplayed = () if keys.pab_unplayed is None else (keys.pab_unplayed,)
    return (keys.scores, keys.next_scores, *unplayed, *keys.floats[0::2])


def _level_vector(costs: Costs, keys: EditionKeys) -> tuple[int, ...]:
    """Criteria costs in priority order, from C.6 / C7 on (completion and C.5 / C6 left out:
    equal in the candidates compared)."""
    return tuple(costs.get(level, 0) for level in keys.fields[2:] if level is not None)


def _colour_kind(p: PlayerHistory) -> int:
    """0: no preference; 1/2: mild/strong (or absolute) white; 3/4: mild/strong black."""
    strength, colour = p.preference
    if colour is None:
        return 0
    strong = strength.value >= PrefStrength.STRONG.value
    return (1 if colour is Colour.WHITE else 3) + int(strong)


def _colour_counts(players: Iterable[PlayerHistory]) -> list[int]:
    """How many of ``players`` are of each :func:`_colour_kind`."""
    counts = [0] * 5
    for p in players:
        counts[_colour_kind(p)] += 1
    return counts


def _colour_bounds(counts: Sequence[int], floating: int) -> tuple[int, int]:
    """Lower bounds of C.10 and C.11 over every candidate pairing all but ``floating`` (0 or 1)
    of the players counted in ``counts`` (by :func:`_colour_kind`) among themselves.

    C.10: two players preferring the same colour cost one, so the majority colour's excess
    beyond the minority and the players without a preference pairs within itself. C.11: a
    strong (or absolute) preference is lost only against another strong one of that colour.
    With a floater, each kind of player he could be gives a bound; the least holds.
    """
    options = [list(counts)]
    if floating:
        options = [[c - (k == kind) for k, c in enumerate(counts)] for kind in range(5)]
        options = [o for o, c in zip(options, counts, strict=True) if c]
    c10 = c11 = sum(counts)
    for none, white_mild, white_strong, black_mild, black_strong in options:
        white, black = white_mild + white_strong, black_mild + black_strong
        m = none + white + black
        c10 = min(c10, max(0, abs(white - black) - none) // 2)
        c11 = min(c11, max(0, 2 * white_strong - m, 2 * black_strong - m) // 2)
    return c10, c11

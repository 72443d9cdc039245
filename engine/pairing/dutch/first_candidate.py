"""C.04.3 B.3-B.4: the first candidate, accepted at once when it is evidently perfect.

B.3 builds the first candidate as S1[i] against S2[i] (after the MDP-pairing, the remainder
likewise); B.4 accepts a perfect candidate at once. Only the shapes where perfection is
evident are tried: every pair legal and free of colour and float costs, every MDP paired, and
no downfloater (or, in the last bracket, one PAB-eligible player without a repeated
downfloat).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.pairing.common.history import Float
from engine.pairing.dutch import criteria
from engine.pairing.dutch.mode import Mode, Pair

if TYPE_CHECKING:
    from engine.pairing.dutch.bracket import BracketSolver


def perfect_first_candidate(solver: BracketSolver) -> list[Pair] | None:
    """B.4: the first candidate of B.3, when it is perfect (no criterion can do better)."""
    if solver.mode in (Mode.PPB, Mode.C4):
        return None
    m0 = len(solver.mdps)
    if m0 > len(solver.residents):
        return None
    pairs = list(zip(solver.mdps, solver.residents[:m0], strict=True))
    rest = solver.residents[m0:]
    h = len(rest) // 2
    pairs += list(zip(rest[:h], rest[h : 2 * h], strict=True))
    floater = rest[-1] if len(rest) % 2 == 1 else None
    if floater is not None:
        if solver.mode is not Mode.LAST or not criteria.c2_may_get_pab(floater):
            return None
        if Float.DOWN in (floater.float_before(1), floater.float_before(2)):
            return None
        if solver.new_rules and floater.unplayed:
            return None  # 2026 C9 might prefer another PAB receiver
    for a, b in pairs:
        if not solver.compatible(a, b):
            return None
        if any(criteria.colour_costs(a, b, solver.initial)):
            return None
        if a.score != b.score and Float.UP in (b.float_before(1), b.float_before(2)):
            return None
    return pairs

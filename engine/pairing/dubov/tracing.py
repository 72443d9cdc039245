"""Trace events of a Dubov round, in the Dubov text's vocabulary (C.04.1.i transparency).

The shared event types carry the Dubov facts as follows (``engine/explain/render_dubov.py``
renders them):

* :class:`PlayerFacts`: ``floats`` reads ``"ARO 2310, upfloated 2 (last round, maximum)"``
  (A.6, A.7); ``preference`` is the A.5 preference (a player without games: "mild B", A.5.d);
* :class:`BracketStarted`: ``residents``; ``mdps`` the upfloaters with their scores (B.2);
  ``m0`` the number of upfloaters, ``m1`` the B.1 minimum; ``s1`` is S1 (G1 after the shifts,
  B.6) and ``s2`` G2 in D.3 order; ``following`` the following scoregroup (C.7);
* :class:`BracketPaired`: ``pairs`` S1[i] against T2[i]; ``exchange_out`` the shifters that
  left G1, ``exchange_in`` those that joined it (B.4, B.5); ``s2_order`` T2 (B.6);
  ``mdp_pairing`` the pairs of upfloaters; ``deciding`` every step with its article;
  ``values``/``costs`` the quality criteria C.5-C.12 of the bracket (lower cost is better).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.explain.events import BracketPaired, BracketStarted, CriterionValue
from engine.pairing.dubov.criteria import Criterion
from engine.pairing.dubov.definitions import DubovPlayer


def facts_text(p: DubovPlayer) -> str:
    """A.6 and A.7 in one line."""
    text = f"ARO {p.aro}, upfloated {p.upfloats}"
    extra = [x for x, on in (("last round", p.upfloated_last), ("maximum", p.max_upfloater)) if on]
    return f"{text} ({', '.join(extra)})" if extra else text


def bracket_events(
    index: int,
    kind: str,
    score: str,
    residents: Sequence[DubovPlayer],
    up: Sequence[tuple[DubovPlayer, str]],
    minimum: int,
    s1: Sequence[DubovPlayer],
    g2: Sequence[DubovPlayer],
    t2: Sequence[DubovPlayer],
    following: Sequence[DubovPlayer],
    shifted_out: Sequence[DubovPlayer],
    shifted_in: Sequence[DubovPlayer],
    steps: Sequence[str],
    costs: Sequence[tuple[Criterion, int, str]],
    perfect_first: bool,
    downfloaters: Sequence[DubovPlayer] = (),
) -> tuple[BracketStarted, BracketPaired]:
    """The two events of one bracket; ``costs`` holds (article, cost, value text)."""
    up_ids = {p.id for p, _ in up}
    pairs = tuple((a.id, b.id) for a, b in zip(s1, t2, strict=True))
    started = BracketStarted(
        index=index,
        kind=kind,
        score=score,
        residents=tuple(p.id for p in residents),
        mdps=tuple((p.id, s) for p, s in up),
        m0=len(up),
        max_pairs=len(pairs),
        m1=minimum,
        s1=tuple(p.id for p in s1),
        s2=tuple(p.id for p in g2),
        limbo=(),
        following=tuple(p.id for p in following),
    )
    paired = BracketPaired(
        bracket=index,
        pairs=pairs,
        downfloaters=tuple(p.id for p in downfloaters),  # the 1997 text's 6.4 only
        bye=None,
        perfect_first=perfect_first,
        mdp_pairing=tuple(pr for pr in pairs if pr[0] in up_ids or pr[1] in up_ids),
        exchange_out=tuple(p.id for p in shifted_out),
        exchange_in=tuple(p.id for p in shifted_in),
        s2_order=tuple(p.id for p in t2),
        deciding=tuple(steps),
        values=tuple(CriterionValue(a.value, text) for a, c, text in costs if c),
        costs=tuple((a.value, c) for a, c, _ in costs),
    )
    return started, paired

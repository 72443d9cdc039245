""" "Why not A against B?" for the Dubov System: the first bracket that differs, compared by
the Dubov criteria (C.04.1.i).

:func:`engine.query.why_not.why_not` pairs the round twice, normally and with A and B allowed
to meet only each other, and hands both traces here when the system is a Dubov one. Every bracket
before the first that differs was paired alike, so that bracket holds the same residents in both
runs; its two pairings are compared on what the Dubov text compares, in its order:

* revised text: C.5 (the number of upfloaters), C.6 (their scores, highest first), C.7, C.8,
  C.9, C.10, C.11, C.12 - the values the engine recorded - then the generation order: the set of
  upfloaters (B.2, D.1), the shifters (B.4, B.5, D.2), the transposition (B.6, D.3);
* 1997 text: the number of transfers (7.1, 7.2), then the order of the procedure (chapters 6-8).

A forced pairing better on the first criterion that differs would mean the engine missed it:
:class:`~engine.query.answers.EngineInconsistency`.
"""

from __future__ import annotations

from fractions import Fraction

from engine.explain.events import BracketPaired, TraceEvent
from engine.explain.records import (
    BracketRecord,
    RoundRecord,
    collect,
    cost,
    numbers,
    pairs_short,
    points,
)
from engine.explain.render_dubov import CRITERIA

RULES = {
    "C.5": "minimize the number of upfloaters",
    "C.6": (
        "maximize the score of the upfloaters, i.e. maximize the highest score among the "
        "upfloaters (and then the second highest, and so on)"
    ),
    "C.7": (
        "choose the set of upfloaters in order to maximize the number of remaining players "
        "that can be paired in the following scoregroup"
    ),
    "C.8": "minimize the number of players who do not get their colour preference",
    "C.9": "minimize the number of players who do not get their strong colour preference",
    "C.10": "minimize the number of players who upfloated in the previous round",
    "C.11": "minimize the number of maximum upfloaters (see A.7)",
    "C.12": "minimize the number of times a maximum upfloater is upfloated",
}
ORDER = ("C.5", "C.6", "C.7", "C.8", "C.9", "C.10", "C.11", "C.12")


def _same(x: BracketPaired | None, y: BracketPaired | None) -> bool:
    if x is None or y is None:
        return x is y
    return set(map(frozenset, x.pairs)) == set(map(frozenset, y.pairs))


def _scores(br: BracketRecord) -> tuple[Fraction, ...]:
    s = br.started
    if s is None:
        return ()
    return tuple(sorted((Fraction(sc) for _, sc in s.mdps), reverse=True))


def _value(br: BracketRecord, article: str) -> tuple[Fraction, ...]:
    """A comparable key, smaller is better."""
    p = br.paired
    assert p is not None
    if article == "C.5":
        return (Fraction(len(br.started.mdps) if br.started is not None else 0),)
    if article == "C.6":
        return tuple(-x for x in _scores(br))
    return (Fraction(cost(p, article)),)


def _shown(br: BracketRecord, article: str) -> str:
    p = br.paired
    assert p is not None
    if article == "C.5":
        return str(len(br.started.mdps) if br.started is not None else 0)
    if article == "C.6":
        return "[" + ", ".join(points(x) for x in _scores(br)) + "]"
    if article == "C.7":
        return str(-cost(p, article))
    return str(cost(p, article))


def first_difference(
    normal: RoundRecord, forced: RoundRecord
) -> tuple[BracketRecord, BracketRecord] | None:
    """The first bracket whose pairs differ between the two runs."""
    indices = sorted({b.index for b in normal.brackets} | {b.index for b in forced.brackets})
    for i in indices:
        bn, bf = normal.bracket(i), forced.bracket(i)
        if bn is None or bf is None:
            return None
        if not _same(bn.paired, bf.paired):
            return bn, bf
    return None


def compare(
    bn: BracketRecord, bf: BracketRecord, legacy: bool
) -> tuple[str, str, list[tuple[str, str, str, str, int]]]:
    """(deciding article, reason, comparisons): comparisons are (article, engine value, forced
    value, what it measures, order) in priority order, up to the deciding one; order -1 when the
    engine's is better, 1 when the forced one is (an engine inconsistency), 0 equal."""
    pn, pf = bn.paired, bf.paired
    assert pn is not None and pf is not None
    comps: list[tuple[str, str, str, str, int]] = []
    articles = ("C.5",) if legacy else ORDER
    for article in articles:
        kn, kf = _value(bn, article), _value(bf, article)
        order = (kn > kf) - (kn < kf)
        what = "transfers (7.1, 7.2)" if legacy else CRITERIA[article]
        comps.append((article, _shown(bn, article), _shown(bf, article), what, order))
        if order:
            return (
                article,
                (RULES[article] if not legacy else "as few transfers as possible"),
                comps,
            )
    # every criterion equal: the generation order decides
    up_n = {m for m, _ in bn.started.mdps} if bn.started is not None else set()
    up_f = {m for m, _ in bf.started.mdps} if bf.started is not None else set()
    if legacy:
        return "6.3", "the earlier rows of the procedure are kept (6.2, 6.3, 7.3, 7.4)", comps
    if up_n != up_f:
        return "B.2 (D.1)", f"the upfloaters {numbers(sorted(up_n))} come first in D.1", comps
    if (set(pn.exchange_out), set(pn.exchange_in)) != (set(pf.exchange_out), set(pf.exchange_in)):
        return (
            "B.4/B.5 (D.2)",
            f"the shifters {numbers(pn.exchange_out)} / {numbers(pn.exchange_in)} come first in "
            "D.2",
            comps,
        )
    return (
        "B.6 (D.3)",
        f"T2 = {numbers(pn.s2_order)} comes before {numbers(pf.s2_order)} in D.3 "
        f"(engine {pairs_short(pn.pairs)} | forced {pairs_short(pf.pairs)})",
        comps,
    )


def differing(
    engine_events: tuple[TraceEvent, ...], forced_events: tuple[TraceEvent, ...]
) -> tuple[RoundRecord, RoundRecord]:
    """Both runs grouped (a small helper for the caller)."""
    return collect(engine_events), collect(forced_events)


__all__ = ["ORDER", "RULES", "compare", "differing", "first_difference"]

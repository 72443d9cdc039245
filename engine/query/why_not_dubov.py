""" "Why not A against B?" for the Dubov System: the pairing-allocated bye, then the first
bracket that differs, compared by the Dubov criteria (C.04.1.i).

:func:`engine.query.why_not.why_not` pairs the round twice, normally and with A and B allowed
to meet only each other, and hands both traces here when the system is a Dubov one.

Both texts assign the pairing-allocated bye before any bracket is paired (revised A.8, B.0;
1997 text 4). When the two runs give it to different players, the brackets that follow hold
different players (issue 18: d17_0183 before round 4, 7-6 forced: 6 has the PAB, so 4 takes
it and no longer upfloats), so the answer is the bye itself: the engine's receiver comes first
in the text's order (B.0.c-e; 4), and the forced pair either contains him or cannot be
completed with him left out (B.0.b, C.4).

Otherwise every bracket before the first that differs was paired alike, so that bracket holds
the same residents in both runs; its two pairings are compared on what the Dubov text compares,
in its order:

* revised text: C.5 (the number of upfloaters), C.6 (their scores, highest first), C.7, C.8,
  C.9, C.10, C.11, C.12 - the values the engine recorded - then the generation order: the set of
  upfloaters (B.2, D.1), the shifters (B.4, B.5, D.2), the transposition (B.6, D.3);
* 1997 text: the number of transfers (7.1, 7.2), then the order of the procedure (chapters 6-8).

A forced pairing better on the first criterion that differs would mean the engine missed it:
:class:`~engine.query.answers.EngineInconsistency`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
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
from engine.model import Colour, PlayerId, Tournament
from engine.pairing.common.history import build_histories, points_text, score_unit
from engine.pairing.dubov import bye as revised
from engine.pairing.dubov import legacy as text_1997
from engine.pairing.dubov.definitions import DubovPlayer, dubov_players

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
BYE_RULES = {
    "B.0": (
        "the pairing-allocated bye is assigned before the brackets, to a player who may receive "
        "it and leaves the others a complete pairing: the lowest score, then the most games "
        "played, then the lowest position in the initial ranking"
    ),
    "4": (
        "the player from the lowest score group who has the lowest R gets the pairing-allocated "
        "bye; among equal R the one due the dominating colour, then the one with the higher ARO"
    ),
    "5": "in the first round the last player in the list gets the pairing-allocated bye",
}

Row = tuple[str, str, str, str, int]  # article, engine value, forced value, measure, order


@dataclass(frozen=True, slots=True)
class ByeDifference:
    """The two runs give the pairing-allocated bye to different players."""

    article: str  # "B.0" (revised text), "4" (1997 text), "5" (1997 text, first round)
    rule: str
    reason: str
    rows: tuple[Row, ...]  # as :func:`compare`'s comparisons, up to the deciding one


def _bye_rows(
    x: DubovPlayer,
    y: DubovPlayer,
    key: Callable[[DubovPlayer], tuple[int, ...]],
    labels: tuple[tuple[str, str, Callable[[DubovPlayer], str]], ...],
) -> tuple[Row, ...]:
    """One row per component of the engine's key, up to the first that separates x and y."""
    rows: list[Row] = []
    for (article, what, show), kx, ky in zip(labels, key(x), key(y), strict=True):
        order = (kx > ky) - (kx < ky)
        rows.append((article, f"{x.id}: {show(x)}", f"{y.id}: {show(y)}", what, order))
        if order:
            break
    return tuple(rows)


def _number(p: DubovPlayer) -> str:
    return f"No. {p.rank}"


def bye_difference(
    t: Tournament,
    round_no: int,
    normal: RoundRecord,
    forced: RoundRecord,
    a: int,
    b: int,
    legacy: bool,
) -> ByeDifference | None:
    """The PAB, when the two runs give it to different players (None otherwise).

    The receivers are compared by the engine's own order (``bye_key`` of
    :mod:`engine.pairing.dubov.bye` and :mod:`engine.pairing.dubov.legacy`), one component at
    a time, up to the first that separates them. Order 1 (the forced run's receiver first)
    would be an engine miss: whoever receives the PAB with A-B forced leaves the others a
    complete pairing without the constraint too, so the engine could have chosen him.
    """
    pn = normal.paired.bye if normal.paired is not None else None
    pf = forced.paired.bye if forced.paired is not None else None
    if pn is None or pf is None or pn == pf:
        return None
    players = dubov_players(t, round_no, build_histories(t, round_no))
    x, y = players[PlayerId(pn)], players[PlayerId(pf)]
    unit = score_unit(t)
    if legacy and round_no == 1:
        article = "5"
        rows = _bye_rows(
            x, y, lambda p: (-p.rank,), (("5", "place in the list (the last)", _number),)
        )
    elif legacy:
        article = "4"
        rows = _bye_rows(
            x,
            y,
            # 4 is decided within the lowest score group that has a candidate: x's
            text_1997.bye_key([p for p in players.values() if p.score == x.score]),
            (
                ("4", "score group (the lowest)", lambda p: points_text(p.score, unit)),
                ("4", "R (the lowest)", lambda p: str(p.rating)),
                (
                    "4",
                    "due colour (the one that dominates the score group)",
                    lambda p: "W" if p.colour is Colour.WHITE else "B",
                ),
                ("4", "ARO (the higher)", lambda p: str(p.aro)),
                ("4 (DL3)", "position in the initial ranking (the lower)", _number),
            ),
        )
    else:
        article = "B.0"
        rows = _bye_rows(
            x,
            y,
            revised.bye_key,
            (
                ("B.0.c", "score (the lowest)", lambda p: points_text(p.score, unit)),
                ("B.0.d", "games played over the board (the most)", lambda p: str(p.games)),
                ("B.0.e", "position in the initial ranking (the lowest)", _number),
            ),
        )
    if pn in (a, b):
        why = f"so {pn} has no opponent in this round"
    else:
        completion = "C.04.1, the completion of the round" if legacy else "B.0.b, C.4"
        why = (
            f"and with {pn} left out no complete pairing of the others contains {a}-{b} "
            f"({completion})"
        )
    reason = (
        f"the bye is assigned before the brackets are paired and goes to {pn}, {why}; with "
        f"{a}-{b} paired it would go to {pf}, and every bracket would hold other players"
    )
    return ByeDifference(article, BYE_RULES[article], reason, rows)


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


__all__ = [
    "BYE_RULES",
    "ORDER",
    "RULES",
    "ByeDifference",
    "bye_difference",
    "compare",
    "differing",
    "first_difference",
]

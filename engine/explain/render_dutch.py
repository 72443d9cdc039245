"""The Dutch bracket solver's events in words: every sentence it says about a decision.

The solver records typed facts (:mod:`engine.explain.events_dutch`); this module turns each
into the explanation's records (:mod:`engine.explain.trace`), whose text, JSON and tree
renderers (:mod:`engine.explain.render`) show them: a fault of the first candidate becomes a
reason ("C.1: 4 and 17 have already played each other"), a criterion's value a phrase ("2
players without the colour preference"), a colour decision its rule in words.

>>> from engine.explain.events_dutch import AlreadyPlayed, Count, Counted
>>> fault_text(AlreadyPlayed("C.1", (4, 17)))
'C.1: 4 and 17 have already played each other'
>>> measure_text(Count(Counted.NO_PREFERENCE, 2))
'2 players without the colour preference'
"""

from __future__ import annotations

from engine.explain.events_dutch import (
    AlreadyPlayed,
    BracketRole,
    CompletionDecided,
    Count,
    Counted,
    CriterionDecided,
    Decider,
    DutchBracketPaired,
    DutchBracketStarted,
    DutchByeAssigned,
    DutchCandidateRejected,
    DutchColourAllocated,
    DutchEvent,
    Fault,
    LookaheadDecided,
    Measure,
    PabNotAllowed,
    Preference,
    SameAbsolutePreference,
)
from engine.explain.trace import (
    BracketPaired,
    BracketStarted,
    ByeAssigned,
    CandidateRejected,
    ColourAllocated,
    CriterionValue,
    TraceEvent,
)
from engine.model import Colour


def trace_event(event: DutchEvent) -> TraceEvent:
    """The explanation's record of one solver event, its facts put into words."""
    match event:
        case DutchBracketStarted():
            return _started(event)
        case DutchCandidateRejected():
            reasons = [fault_text(f) for f in event.faults]
            if event.decider is not None:
                reasons.append(decider_text(event.decider))
            return CandidateRejected(
                bracket=event.bracket,
                pairs=event.pairs,
                downfloaters=event.downfloaters,
                reasons=tuple(reasons),
            )
        case DutchBracketPaired():
            return _paired(event)
        case DutchColourAllocated():
            return ColourAllocated(event.white, event.black, event.rule, colour_detail(event))
        case DutchByeAssigned():
            return ByeAssigned(
                player=event.player,
                articles=event.articles,
                detail=(
                    f"{event.player} is left unpaired by the last bracket and has neither had "
                    "a pairing-allocated bye nor won by forfeit"
                ),
            )


def points(score: int, unit: int) -> str:
    """Integer score units as points, the way the explanations print them.

    >>> points(5, 2), points(4, 2), points(1, 4)
    ('2.5', '2', '0.25')
    """
    whole, rest = divmod(score, unit)
    if rest == 0:
        return str(whole)
    return str(float(score) / unit).rstrip("0")


def kind_label(role: BracketRole, heterogeneous: bool) -> str:
    """The bracket's kind as the records name it: ``"heterogeneous"``, ``"last, homogeneous"``,
    ``"homogeneous, C4"``, ``"PPB"``, ``"CLB"``."""
    kind = "heterogeneous" if heterogeneous else "homogeneous"
    if role is BracketRole.LAST:
        return f"last, {kind}"
    if role is BracketRole.C4:
        return f"{kind}, C4"
    if role is BracketRole.PPB:
        return "PPB"
    if role is BracketRole.CLB:
        return "CLB"
    return kind


def _started(e: DutchBracketStarted) -> BracketStarted:
    return BracketStarted(
        index=e.index,
        kind=kind_label(e.role, e.heterogeneous),
        score=points(e.score, e.unit),
        residents=e.residents,
        mdps=tuple((p, points(score, e.unit)) for p, score in e.mdps),
        m0=e.m0,
        max_pairs=e.max_pairs,
        m1=e.m1,
        s1=e.s1,
        s2=e.s2,
        limbo=e.limbo,
        following=e.following,
    )


def _paired(e: DutchBracketPaired) -> BracketPaired:
    return BracketPaired(
        bracket=e.bracket,
        pairs=e.pairs,
        downfloaters=e.downfloaters,
        bye=e.bye,
        perfect_first=e.perfect_first,
        mdp_pairing=e.mdp_pairing,
        exchange_out=e.exchange_out,
        exchange_in=e.exchange_in,
        s2_order=e.s2_order,
        deciding=() if e.decider is None else (decider_text(e.decider),),
        values=tuple(CriterionValue(m.article, measure_text(m.measure)) for m in e.measures),
        costs=e.costs,
    )


def fault_text(f: Fault) -> str:
    """Why the first candidate breaks an absolute criterion (B.4)."""
    match f:
        case AlreadyPlayed(article, (a, b)):
            return f"{article}: {a} and {b} have already played each other"
        case SameAbsolutePreference(article, (a, b), colour):
            name = "White" if colour is Colour.WHITE else "Black"
            return f"{article}: {a} and {b} both have an absolute preference for {name}"
        case PabNotAllowed(article, player):
            return f"{article}: {player} may not receive the pairing-allocated bye"


def decider_text(d: Decider) -> str:
    """What the accepted candidate does better than the first one (B.8)."""
    match d:
        case CriterionDecided(article, first, accepted):
            return (
                f"{article}: {measure_text(first)} in the first candidate, "
                f"{measure_text(accepted)} in the accepted one"
            )
        case LookaheadDecided(article):
            return f"{article}: the following bracket pairs better with the accepted downfloaters"
        case CompletionDecided(article, None):
            return (
                f"{article}: the accepted candidate's downfloaters allow the round-pairing to be "
                "completed"
            )
        case CompletionDecided(article, pab_article):
            return (
                f"{article}: only the accepted candidate completes the round-pairing "
                f"(everybody paired but one player who may receive the PAB, {pab_article})"
            )


_NOUNS: dict[Counted, tuple[str, str, str]] = {
    Counted.TOPSCORER_COLOUR_DIFFERENCE: (
        "topscorer colour difference",
        "topscorer colour differences",
        " beyond 2",
    ),
    Counted.TOPSCORER_SAME_COLOUR: ("topscorer colour", "topscorer colours", " three in a row"),
    Counted.NO_PREFERENCE: ("player", "players", " without the colour preference"),
    Counted.NO_STRONG_PREFERENCE: ("player", "players", " without the strong colour preference"),
    Counted.DOWNFLOAT_PREVIOUS_ROUND: (
        "repeated downfloat",
        "repeated downfloats",
        " (previous round)",
    ),
    Counted.UPFLOAT_PREVIOUS_ROUND: ("repeated upfloat", "repeated upfloats", " (previous round)"),
    Counted.DOWNFLOAT_TWO_ROUNDS_BEFORE: (
        "repeated downfloat",
        "repeated downfloats",
        " (two rounds before)",
    ),
    Counted.UPFLOAT_TWO_ROUNDS_BEFORE: (
        "repeated upfloat",
        "repeated upfloats",
        " (two rounds before)",
    ),
}
"""A counted thing's singular, plural and what follows the number and noun."""


def measure_text(m: Measure) -> str:
    """A criterion's value for a candidate in words an arbiter reads."""
    if isinstance(m, Count):
        if m.counted is Counted.PAIRS:
            return f"{m.count} pairs"
        one, many, tail = _NOUNS[m.counted]
        return f"{m.count} {one if m.count == 1 else many}{tail}"
    shown = [points(v, m.unit) for v in m.differences]
    return "score differences [" + ", ".join(shown) + "]"


def preference_text(p: Preference) -> str:
    """A colour preference as the player table shows it: ``"none"``, ``"strong W"``."""
    if p.colour is None:
        return "none"
    return f"{p.strength.value} {'W' if p.colour is Colour.WHITE else 'B'}"


_RULES = {
    "E.1": "both colour preferences granted",
    "E.2": "the stronger colour preference is granted",
    "E.3": "colours alternate from the most recent round with different colours",
    "E.4": "the higher ranked player's preference is granted",
    "E.5": "the higher ranked player's pairing number decides with the initial colour",
}


def colour_detail(e: DutchColourAllocated) -> str:
    """The colour rule that decided a board, in words, with both preferences."""
    return (
        f"{_RULES[e.rule]} ({e.white}: {preference_text(e.white_preference)}; "
        f"{e.black}: {preference_text(e.black_preference)})"
    )

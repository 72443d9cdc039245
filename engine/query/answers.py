"""The answer to "why not A against B?": its kinds and its fields, for every pairing system.

:func:`engine.query.why_not.why_not` makes it; :mod:`engine.query.why_not_text` puts it into
words (the command line's text, the window's plain answer and printable report).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from engine.errors import EngineError
from engine.explain.events import TraceEvent


class EngineInconsistency(EngineError):
    """The forced pairing beats the engine's own: the engine missed a better candidate (a bug)."""


class Verdict(Enum):
    """What kind of answer a :class:`WhyNot` is."""

    PAIRED = "paired"  # the engine does pair them
    SAME_PLAYER = "same player"
    NOT_PRESENT = "not present"  # absent (bye, withdrawn) in this round
    ALREADY_MET = "already met"  # C.1
    FORBIDDEN = "forbidden"  # XXP: the tournament forbids the pair
    SAME_ABSOLUTE_COLOUR = "same absolute colour"  # C.3
    NO_COMPLETE_PAIRING = "no complete pairing"  # A.9 / C.4 with A-B forced
    COLLAPSE = "collapse"  # the A.9 route differs, the bracket itself is paired alike
    CRITERION = "criterion"  # a quality criterion C.5-C.19 prefers the engine's candidate
    GENERATION_ORDER = "generation order"  # all criteria equal: B.8, D.1-D.3
    BRACKET = "bracket"  # the pair would change the bracket itself (Burstein older text: 6.6)


@dataclass(frozen=True, slots=True)
class Comparison:
    """One criterion of the first differing bracket, engine's pairing against A-B forced."""

    article: str
    engine: str  # the value in the engine's pairing: "1", "[1, 0.5, 0]", ...
    forced: str  # the value with A-B paired
    measure: str  # what the values measure: "players who do not get their colour preference"
    order: int  # -1: the engine's is better, 0: equal, 1: the forced one is better
    exact: bool = True  # False: C.7, read from what the following bracket achieved
    rule: str = ""  # the rule's words when they are not the Dutch C.5-C.19 (Dubov)

    @property
    def trivial(self) -> bool:
        """Equal and zero (or empty) on both sides."""
        values = self.engine.strip("[]").split(", ")
        return self.order == 0 and self.engine == self.forced and set(values) <= {"0", ""}


@dataclass(frozen=True, slots=True)
class WhyNot:
    """The answer to "why are A and B not paired in this round?"."""

    round_no: int
    a: int
    b: int
    verdict: Verdict
    article: str  # the deciding article: "C.1", "C.3", "C.10", "B.8 (D.1)", ...
    reason: str = ""  # the deciding fact in words
    bracket: int | None = None  # the first bracket that differs
    comparisons: tuple[Comparison, ...] = ()  # in priority order, up to the deciding one
    met_in: tuple[int, ...] = ()  # C.1: rounds in which A and B played each other
    route: str = ""  # A.9: how the two runs' routes (PPB, CLB) differ, if they do
    route_bracket: int | None = None  # the bracket where the routes part
    engine_events: tuple[TraceEvent, ...] = ()
    forced_events: tuple[TraceEvent, ...] = ()
    edition: str = "2017"  # the rules' edition whose articles the answer cites ("2026": C1-C21)

    @property
    def decisive(self) -> Comparison | None:
        """The comparison that decides (the last one), if the answer is a criterion."""
        if self.verdict is Verdict.CRITERION and self.comparisons:
            return self.comparisons[-1]
        return None


__all__ = ["Comparison", "EngineInconsistency", "Verdict", "WhyNot"]

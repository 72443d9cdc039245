"""Trace events of the FIDE (Dutch) System's bracket solver: typed facts, no sentences.

The solver records what it decided in these terms only: pairing numbers, colours, preference
strengths, article ids (as the round's edition numbers them: ``"C.10"`` in 2017, ``"C12"`` in
2026), counts and score differences. Words are the renderer's business
(:mod:`engine.explain.render_dutch`), so tests and queries can ask about a criterion or a
player without reading a sentence back.

A leaf: nothing here imports from :mod:`engine.pairing` or the rest of :mod:`engine.explain`.
Scores are integer units with the bracket's ``unit`` (units per point), as the engine keeps
them.

>>> fault = AlreadyPlayed("C.1", (4, 17))
>>> rejected = DutchCandidateRejected(2, ((4, 17),), (), (fault,), None)
>>> [f.players for f in rejected.faults if isinstance(f, AlreadyPlayed)]
[(4, 17)]
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from engine.model import Colour

Pair = tuple[int, int]


class BracketRole(Enum):
    """Where a bracket stands in the round (A.9; 2026 C4)."""

    NORMAL = "normal"  # C.7 / C8 looks at the following bracket
    LAST = "last"  # the last bracket: everybody paired but the PAB receiver
    PPB = "PPB"  # 2017: the penultimate pairing bracket, re-paired for C.4
    CLB = "CLB"  # 2017: the collapsed last bracket
    C4 = "C4"  # 2026: re-paired so that the round-pairing can be completed


@dataclass(frozen=True, slots=True)
class DutchBracketStarted:
    """A bracket about to be paired (A.3, B.1, B.2)."""

    index: int  # 1-based, in pairing order
    role: BracketRole
    heterogeneous: bool  # it has MDPs
    unit: int  # score units per point
    score: int  # the residents' score (the collapsed scoregroup: its lowest score)
    residents: tuple[int, ...]
    mdps: tuple[tuple[int, int], ...]  # moved-down players with their scores
    m0: int
    max_pairs: int
    m1: int
    s1: tuple[int, ...]  # original S1 (B.2)
    s2: tuple[int, ...]
    limbo: tuple[int, ...]
    following: tuple[int, ...]  # the next scoregroup, looked at by C.7 / C8


# ---- why the first candidate is not acceptable (absolute criteria) ----------------------------


@dataclass(frozen=True, slots=True)
class AlreadyPlayed:
    """C.1 (C1): the two players have already played each other."""

    article: str
    players: Pair


@dataclass(frozen=True, slots=True)
class SameAbsolutePreference:
    """C.3 (C3): two non-topscorers with the same absolute colour preference."""

    article: str
    players: Pair
    colour: Colour


@dataclass(frozen=True, slots=True)
class PabNotAllowed:
    """C.2 (C2): the one player left in the last bracket may not receive the PAB."""

    article: str
    player: int


Fault = AlreadyPlayed | SameAbsolutePreference | PabNotAllowed


# ---- the value of a quality criterion ----------------------------------------------------------


class Counted(Enum):
    """What a counting criterion counts (C.5 and C.8-C.15; 2026 C6, C10-C17)."""

    PAIRS = "pairs"  # C.5 (C6)
    TOPSCORER_COLOUR_DIFFERENCE = "topscorer_colour_difference"  # C.8 (C10): beyond +-2
    TOPSCORER_SAME_COLOUR = "topscorer_same_colour"  # C.9 (C11): three in a row
    NO_PREFERENCE = "no_preference"  # C.10 (C12)
    NO_STRONG_PREFERENCE = "no_strong_preference"  # C.11 (C13)
    DOWNFLOAT_PREVIOUS_ROUND = "downfloat_previous_round"  # C.12 (C14)
    UPFLOAT_PREVIOUS_ROUND = "upfloat_previous_round"  # C.13 (C15)
    DOWNFLOAT_TWO_ROUNDS_BEFORE = "downfloat_two_rounds_before"  # C.14 (C16)
    UPFLOAT_TWO_ROUNDS_BEFORE = "upfloat_two_rounds_before"  # C.15 (C17)


@dataclass(frozen=True, slots=True)
class Count:
    """A counting criterion's value for a candidate."""

    counted: Counted
    count: int


@dataclass(frozen=True, slots=True)
class ScoreDifferences:
    """A score-difference criterion's value (C.6, C.16-C.19; 2026 C7, C18-C21): the non-zero
    differences, largest first, in score units."""

    differences: tuple[int, ...]
    unit: int


Measure = Count | ScoreDifferences


@dataclass(frozen=True, slots=True)
class CriterionMeasure:
    """One quality criterion and its value for a candidate."""

    article: str
    measure: Measure


# ---- what decided between the first and the accepted candidate (B.8) ------------------------


@dataclass(frozen=True, slots=True)
class CriterionDecided:
    """The first quality criterion on which the accepted candidate is better."""

    article: str
    first: Measure  # its value for the first candidate (B.3)
    accepted: Measure


@dataclass(frozen=True, slots=True)
class LookaheadDecided:
    """C.7 (C8): the following bracket pairs better with the accepted downfloaters."""

    article: str


@dataclass(frozen=True, slots=True)
class CompletionDecided:
    """A.9 / C.4 (C4): only the accepted candidate lets the round-pairing be completed; in the
    last bracket, everybody paired but one player who may receive the PAB (``pab_article``)."""

    article: str
    pab_article: str | None


Decider = CriterionDecided | LookaheadDecided | CompletionDecided


# ---- the events ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DutchCandidateRejected:
    """The first candidate of B.3 and why it is not accepted (B.4)."""

    bracket: int
    pairs: tuple[Pair, ...]
    downfloaters: tuple[int, ...]
    faults: tuple[Fault, ...]  # the absolute criteria it breaks
    decider: Decider | None  # when it breaks none: what the accepted candidate does better


@dataclass(frozen=True, slots=True)
class DutchBracketPaired:
    """The accepted candidate of a bracket and what decided it (B.4-B.8, D.1-D.3)."""

    bracket: int
    pairs: tuple[Pair, ...]  # higher-ranked player first
    downfloaters: tuple[int, ...]
    bye: int | None
    perfect_first: bool  # B.4: the very first candidate was perfect
    mdp_pairing: tuple[Pair, ...]  # B.3: MDPs with their resident opponents
    exchange_out: tuple[int, ...]  # D.2: moved from the original S1(R) to S2(R)
    exchange_in: tuple[int, ...]  # D.2: moved from the original S2(R) to S1(R)
    s2_order: tuple[int, ...]  # D.1: S2 (or S2R) partners in S1 order
    decider: Decider | None  # what beats the first candidate (None: it was accepted)
    measures: tuple[CriterionMeasure, ...]  # non-zero quality criteria but the pairs
    costs: tuple[tuple[str, int], ...]  # every quality criterion's cost, lower is better


class Strength(Enum):
    """The strength of a colour preference (A.6; 2026 1.7)."""

    NONE = "none"
    MILD = "mild"
    STRONG = "strong"
    ABSOLUTE = "absolute"


@dataclass(frozen=True, slots=True)
class Preference:
    """A player's colour preference: its strength and the colour (None: no preference)."""

    strength: Strength
    colour: Colour | None


@dataclass(frozen=True, slots=True)
class DutchColourAllocated:
    """E.1-E.5 (2026 5.2.1-5.2.5) for one board: the rule that decided, the preferences."""

    white: int
    black: int
    rule: str  # "E.1" ... "E.5"
    white_preference: Preference
    black_preference: Preference


@dataclass(frozen=True, slots=True)
class DutchByeAssigned:
    """The pairing-allocated bye: the player the last bracket leaves unpaired (A.9, C.2)."""

    player: int
    articles: tuple[str, ...]


DutchEvent = (
    DutchBracketStarted
    | DutchCandidateRejected
    | DutchBracketPaired
    | DutchColourAllocated
    | DutchByeAssigned
)

"""Trace events of the Lim System (C.04.4.3): typed records, no rendering (a leaf below pairing).

The Lim engine also emits the shared :class:`~engine.explain.trace.RoundStarted`,
:class:`~engine.explain.trace.PlayerFacts`, :class:`~engine.explain.trace.ByeAssigned`,
:class:`~engine.explain.trace.ColourAllocated` and :class:`~engine.explain.trace.RoundPaired`;
the events below carry what only the Lim text has: the order of the score-groups (2.2),
floaters (2.3, 3), the scrutiny of proposed pairings with its exchanges (2.4, 2.5, 3.8, 4) and
the extension of a blocked median score-group (2.6). Articles are the Lim text's numbers.
:mod:`engine.explain.render_lim` renders them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum

from engine.explain.events import TraceEvent


class FloaterKind(StrEnum):
    """3.9: the type of a floater (a/b: he already floated into this score-group, c/d: a
    resident; a/c: without a compatible opponent in the adjacent score-group)."""

    A = "a"
    B = "b"
    C = "c"
    D = "d"

    @classmethod
    def of(cls, floater: bool, has_opponent: bool) -> FloaterKind:
        """The type of a floater (or resident) with or without an opponent next door.

        >>> FloaterKind.of(True, False), FloaterKind.of(False, True)
        (<FloaterKind.A: 'a'>, <FloaterKind.D: 'd'>)
        """
        if floater:
            return cls.B if has_opponent else cls.A
        return cls.D if has_opponent else cls.C


class Direction(StrEnum):
    """The direction in which a score-group is paired (2.2, 3.2)."""

    DOWN = "downward"
    UP = "upward"


class GroupPosition(StrEnum):
    """Where a score-group stands in the order of 2.2."""

    ABOVE = "above the median"
    BELOW = "below the median"
    MEDIAN = "median"


class MedianSide(StrEnum):
    """2.6: the side of the median whose pairing is cracked."""

    LOWER = "lower"
    HIGHER = "higher"


class GroupCriterion(Enum):
    """What decides between the pairings of a score-group, in priority order (the positions of
    :attr:`LimGroupPaired.key`, lower is better); the values are the articles."""

    PAIRS = "3.1, 4.4"
    TYPE_A = "3.9.a"
    TYPE_B = "3.9.b"
    TYPE_C = "3.9.c"
    FLOATED_BEFORE = "3.10"
    COLOURS = "3.2"
    LOWEST_NUMBERED = "3.2-3.4"
    COLOUR_CONFLICTS = "5.2"


GROUP_CRITERIA_WORDS: dict[GroupCriterion, str] = {
    GroupCriterion.PAIRS: "pairs made in the score-group (more is better)",
    GroupCriterion.TYPE_A: "floaters of type a",
    GroupCriterion.TYPE_B: "floaters of type b",
    GroupCriterion.TYPE_C: "floaters of type c",
    GroupCriterion.FLOATED_BEFORE: "floaters who floated in the round just before",
    GroupCriterion.COLOURS: (
        "players kept beyond an even split of the due colours (Maxi-tournament: more than the "
        "group's size when a floater chosen for colour is over 100 points from the lowest "
        "numbered)"
    ),
    GroupCriterion.LOWEST_NUMBERED: "which players float (lower: the lower numbered ones)",
    GroupCriterion.COLOUR_CONFLICTS: "pairs whose players are due the same colour",
}


Pair = tuple[int, int]


@dataclass(frozen=True, slots=True)
class LimPlan(TraceEvent):
    """2.2: the median score and the order in which the score-groups are paired."""

    median: str
    above: tuple[str, ...]  # paired downward, highest first
    below: tuple[str, ...]  # paired upward, lowest first
    median_present: bool  # False: the median score-group holds only floaters


@dataclass(frozen=True, slots=True)
class LimGroupStarted(TraceEvent):
    """A score-group about to be paired (2.2, 2.3, 3.6, 3.7)."""

    index: int  # 1-based, in pairing order
    attempt: int  # 2.6: the median score-group is paired again after each extension
    score: str
    direction: Direction
    position: GroupPosition
    residents: tuple[int, ...]
    down_floaters: tuple[tuple[int, str], ...]  # (player, score)
    up_floaters: tuple[tuple[int, str], ...]
    adjacent: tuple[int, ...]  # the adjacent score-group looked at by 3.3-3.5, 3.9


@dataclass(frozen=True, slots=True)
class LimFloated(TraceEvent):
    """A player transferred out of the score-group (2.3, 3.1-3.5, 3.9)."""

    group: int
    player: int
    article: str
    kind: FloaterKind  # 3.9 type a-d
    detail: str


@dataclass(frozen=True, slots=True)
class LimScrutinised(TraceEvent):
    """4.1/3.8: one scrutinised player whose proposed opponent was not accepted."""

    group: int
    player: int
    proposed: int
    accepted: int
    rejected: tuple[tuple[int, str], ...]
    article: str
    reference: int = 0  # Maxi-tournament: his opponent without regard to colours (5.7)


@dataclass(frozen=True, slots=True)
class LimGroupPaired(TraceEvent):
    """The accepted pairing of a score-group, with the values that decided it."""

    group: int
    attempt: int
    pairs: tuple[Pair, ...]  # in the order made, scrutinised player first
    floaters: tuple[int, ...]
    proposed: tuple[Pair, ...]  # 2.4: the proposed pairings of the residents kept
    colour_conflicts: int  # 5.2: pairs whose players are due the same colour
    key: tuple[int, ...]  # see KEY_ARTICLES
    bounded: bool = False  # Maxi-tournament: the search reached its work bound (rulings L15)


KEY_ARTICLES: tuple[tuple[str, str], ...] = tuple(
    (c.value, GROUP_CRITERIA_WORDS[c]) for c in GroupCriterion
)
"""What each position of :attr:`LimGroupPaired.key` measures (lower is better)."""


@dataclass(frozen=True, slots=True)
class LimMedianExtended(TraceEvent):
    """2.6: the median score-group cannot be paired; a pairing of a neighbour is cracked."""

    attempt: int
    down_floaters: int
    up_floaters: int
    side: MedianSide
    cracked: Pair


LIM_EVENT_TYPES: tuple[type[TraceEvent], ...] = (
    LimPlan,
    LimGroupStarted,
    LimFloated,
    LimScrutinised,
    LimGroupPaired,
    LimMedianExtended,
)
"""The Lim events (the JSON ``type`` is the class name; engine.explain.render.load_json)."""

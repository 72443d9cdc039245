"""Typed keys of the Dutch criteria: one enum per edition, numbered as its own text numbers them.

2017 = C.04.3 as approved in Baku 2016 (seed ``000``): absolute criteria C.1-C.3, the completion
criterion C.4, quality criteria C.5-C.19. 2026 = C.04.3 approved 28/10/2025
(``shared/spec/dutch2026.md``): absolute C1-C3, completion C4, the PAB criterion C5, quality
criteria C6-C21. A member's value is the article; :attr:`Criterion2017.article` drops the part
of C.7 / C8 that a member stands for: that criterion asks the following bracket first for the
most pairs, then for the least PSD (2017) or downfloaters' scores (2026), and each part is
weighed on its own.

The bracket solver weighs a decision as one integer made of bit fields, most significant first
(:mod:`engine.pairing.dutch.weights`). :data:`ORDER_2017` and :data:`ORDER_2026` are the
criteria it weighs, in each text's priority order; C.1-C.3 (C1-C3) are not weighed (an edge
that breaks one is not in the graph) and 2026 C5 is settled before any bracket is paired (the
PAB score, :mod:`engine.pairing.dutch.engine`). The two orders have one field layout: 2026
renumbered the 2017 criteria one for one and inserted C9 after C8 (:data:`FIELDS_2017` leaves
C9's field empty, so that a weight is the same integer whichever edition's key names a field).

>>> RENUMBERED[Criterion2017.C10].article, RENUMBERED[Criterion2017.C7_PSD].value
('C12', 'C8/C7')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Criterion2017(Enum):
    """The criteria of C.04.3 (2017 text), valued by their article."""

    # Members are singletons compared by identity: the identity hash is exact, and a dict
    # keyed by them is as fast as one keyed by strings (Enum's own hash runs Python code, and
    # the cost dictionaries are built once per edge of the matching).
    __hash__ = object.__hash__

    C1 = "C.1"  # two players shall not play against each other more than once
    C2 = "C.2"  # no second PAB, no PAB after a forfeit win
    C3 = "C.3"  # non-topscorers with the same absolute colour preference shall not meet
    C4 = "C.4"  # completion: the PPB's downfloaters complete the round-pairing (A.9)
    C5 = "C.5"  # maximize the number of pairs
    C6 = "C.6"  # minimize the PSD
    C7_PAIRS = "C.7/C.5"  # C.7, first: the most pairs in the following bracket
    C7_PSD = "C.7/C.6"  # C.7, then: the least PSD of the following bracket
    C8 = "C.8"  # topscorers (or opponents) with a colour difference beyond +-2
    C9 = "C.9"  # topscorers (or opponents) with the same colour three times in a row
    C10 = "C.10"  # players who do not get their colour preference
    C11 = "C.11"  # players who do not get their strong colour preference
    C12 = "C.12"  # the same downfloat as the previous round
    C13 = "C.13"  # the same upfloat as the previous round
    C14 = "C.14"  # the same downfloat as two rounds before
    C15 = "C.15"  # the same upfloat as two rounds before
    C16 = "C.16"  # score differences of C.12's players
    C17 = "C.17"  # score differences of C.13's players
    C18 = "C.18"  # score differences of C.14's players
    C19 = "C.19"  # score differences of C.15's players

    @property
    def article(self) -> str:
        """The article, as the explanation cites it: ``"C.10"``; ``"C.7"`` for either part."""
        return self.value.split("/")[0]


class Criterion2026(Enum):
    """The criteria of C.04.3 (2026 text), valued by their article."""

    __hash__ = object.__hash__  # as Criterion2017

    C1 = "C1"  # no rematch
    C2 = "C2"  # no second PAB, nor a PAB after a win's points scored without playing
    C3 = "C3"  # non-topscorers with the same absolute colour preference must not meet
    C4 = "C4"  # completion, in every bracket
    C5 = "C5"  # the least score of the PAB receiver
    C6 = "C6"  # the fewest downfloaters (the most pairs)
    C7 = "C7"  # the downfloaters' scores, compared as a list in descending order
    C8_PAIRS = "C8/C6"  # C8, first: the most pairs in the following bracket
    C8_SCORES = "C8/C7"  # C8, then: the following bracket's downfloaters' scores
    C9 = "C9"  # the fewest unplayed games of the PAB receiver
    C10 = "C10"  # topscorers (or opponents) with a colour difference beyond +-2
    C11 = "C11"  # topscorers (or opponents) with the same colour three times running
    C12 = "C12"  # players who do not get their colour preference
    C13 = "C13"  # players who do not get their strong colour preference
    C14 = "C14"  # resident downfloaters who downfloated in the previous round
    C15 = "C15"  # MDP opponents who upfloated in the previous round
    C16 = "C16"  # as C14, two rounds before
    C17 = "C17"  # as C15, two rounds before
    C18 = "C18"  # score differences of MDPs who downfloated in the previous round
    C19 = "C19"  # score differences of MDP opponents who upfloated in the previous round
    C20 = "C20"  # as C18, two rounds before
    C21 = "C21"  # as C19, two rounds before

    @property
    def article(self) -> str:
        """The article, as the explanation cites it: ``"C12"``; ``"C8"`` for either part."""
        return self.value.split("/")[0]


Criterion = Criterion2017 | Criterion2026
"""A criterion of either edition (the cost dictionaries of one bracket hold one edition's)."""

_17 = Criterion2017
_26 = Criterion2026

ORDER_2017: tuple[Criterion2017, ...] = (
    _17.C4,
    _17.C5,
    _17.C6,
    _17.C7_PAIRS,
    _17.C7_PSD,
    _17.C8,
    _17.C9,
    _17.C10,
    _17.C11,
    _17.C12,
    _17.C13,
    _17.C14,
    _17.C15,
    _17.C16,
    _17.C17,
    _17.C18,
    _17.C19,
)
"""The criteria the 2017 bracket solver weighs, most significant first (C.4, then C.5-C.19)."""

ORDER_2026: tuple[Criterion2026, ...] = (
    _26.C4,
    _26.C6,
    _26.C7,
    _26.C8_PAIRS,
    _26.C8_SCORES,
    _26.C9,
    _26.C10,
    _26.C11,
    _26.C12,
    _26.C13,
    _26.C14,
    _26.C15,
    _26.C16,
    _26.C17,
    _26.C18,
    _26.C19,
    _26.C20,
    _26.C21,
)
"""The criteria the 2026 bracket solver weighs, most significant first (C4, then C6-C21)."""

FIELDS_2017: tuple[Criterion2017 | None, ...] = (*ORDER_2017[:5], None, *ORDER_2017[5:])
""":data:`ORDER_2017` in the shared field layout: ``None`` is the field of 2026's C9."""

FIELDS_2026: tuple[Criterion2026 | None, ...] = ORDER_2026
"""The 2026 field layout (every field used)."""

RENUMBERED: dict[Criterion2017, Criterion2026] = {
    _17.C1: _26.C1,
    _17.C2: _26.C2,
    _17.C3: _26.C3,
    **dict(zip(ORDER_2017[:5], ORDER_2026[:5], strict=True)),
    **dict(zip(ORDER_2017[5:], ORDER_2026[6:], strict=True)),
}
"""Each 2017 criterion and the 2026 criterion in its place (what it counts may differ:
:mod:`engine.pairing.dutch.editions`). 2026's C5 and C9 have no 2017 counterpart."""


class Generation(Enum):
    """The generation order of the candidates (D.1-D.3), weighed after every criterion.

    The first matching of a heterogeneous bracket orders its MDP-pairings (:data:`MDP_ORDER`),
    the second the remainder's exchanges and transpositions (:data:`REMAINDER_ORDER`).
    """

    __hash__ = object.__hash__  # as Criterion2017

    D1 = "D.1"  # transpositions: the lowest S2 order
    D2A = "D.2a"  # exchanges: the fewest BSNs exchanged
    D2B = "D.2b"  # the least difference of the BSN sums moved to S1 and to S2
    D2C = "D.2c"  # the highest different BSN moved from S1 to S2
    D2D = "D.2d"  # the lowest different BSN moved from S2 to S1
    D3 = "D.3"  # MDP-exchanges: which MDPs are in S1 (the lowest BSNs, D.3.b)


MDP_ORDER: tuple[Generation, ...] = (Generation.D3, Generation.D1)
"""The MDP-pairing's order: which MDPs (D.3), then their S2 partners (D.1)."""

REMAINDER_ORDER: tuple[Generation, ...] = (
    Generation.D2A,
    Generation.D2B,
    Generation.D2C,
    Generation.D2D,
    Generation.D1,
)
"""The remainder's order: the exchange (D.2 a-d), then the transposition (D.1)."""


@dataclass(frozen=True, slots=True)
class EditionKeys:
    """One edition's criteria in the places the solver's edition-independent code names.

    The cost functions of each edition name their own members (``Criterion2017.C12``); the
    matching, the bound shortcut and the explanation, written once for both, reach a criterion
    through the place it holds in both texts (``keys.next_pairs``: 2017's C.7, 2026's C8).
    """

    edition: str  # "2017" / "2026"
    fields: tuple[Criterion | None, ...]  # the weight's bit fields, most significant first
    quality: tuple[Criterion, ...]  # what an accepted candidate reports (B.8), in order
    absolute: tuple[Criterion, Criterion, Criterion]  # C.1-C.3 / C1-C3
    completion: Criterion  # C.4 (and A.9 in the last bracket) / C4
    pairs: Criterion  # C.5 / C6
    scores: Criterion  # C.6 (PSD) / C7 (downfloaters' scores)
    next_pairs: Criterion  # C.7 / C8, first part
    next_scores: Criterion  # C.7 / C8, second part
    pab_unplayed: Criterion | None  # 2026 C9; no 2017 criterion
    colour: tuple[Criterion, Criterion, Criterion, Criterion]  # C.8-C.11 / C10-C13
    # C.12-C.19 / C14-C21: repeated down/upfloats of the previous round and two rounds
    # before (counts), then their score differences
    floats: tuple[
        Criterion, Criterion, Criterion, Criterion, Criterion, Criterion, Criterion, Criterion
    ]


KEYS_2017 = EditionKeys(
    edition="2017",
    fields=FIELDS_2017,
    quality=(_17.C5, _17.C6, *ORDER_2017[5:]),
    absolute=(_17.C1, _17.C2, _17.C3),
    completion=_17.C4,
    pairs=_17.C5,
    scores=_17.C6,
    next_pairs=_17.C7_PAIRS,
    next_scores=_17.C7_PSD,
    pab_unplayed=None,
    colour=(_17.C8, _17.C9, _17.C10, _17.C11),
    floats=(_17.C12, _17.C13, _17.C14, _17.C15, _17.C16, _17.C17, _17.C18, _17.C19),
)

KEYS_2026 = EditionKeys(
    edition="2026",
    fields=FIELDS_2026,
    quality=(_26.C6, _26.C7, *ORDER_2026[6:]),
    absolute=(_26.C1, _26.C2, _26.C3),
    completion=_26.C4,
    pairs=_26.C6,
    scores=_26.C7,
    next_pairs=_26.C8_PAIRS,
    next_scores=_26.C8_SCORES,
    pab_unplayed=_26.C9,
    colour=(_26.C10, _26.C11, _26.C12, _26.C13),
    floats=(_26.C14, _26.C15, _26.C16, _26.C17, _26.C18, _26.C19, _26.C20, _26.C21),
)

"""What the journal keeps for FIDE mode (spec/fide-endorsement-2026.md): immutable values.

:class:`FideRecord` is one field of the journal's :class:`~engine.journal.State`. It holds

- whether the tournament is in FIDE mode, and when and why it left it (it can never come back);
- the pairing-integrity events ("PIBEs": manual pairing, import, correction, adjournment,
  pairing-number exchange or regeneration, configuration, full-point byes), each written into
  the TRF as ``### <Kind> @ Round n: <text>`` (TEC Manual 3.9.4.9, checklist Q112-115);
- the rating-only corrections of results too old to be changed (Q192-193), kept apart from the
  results that pairings and standings use;
- the open manual-pairing session (Q65), if any;
- the tournament rating method of TRF-2026 record ``172`` and the national ratings of the
  ``NRS`` records, each rating with its source (Q116-146).

Nothing here depends on the rest of the journal, so :mod:`engine.journal.state` can hold it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from engine.model import PlayerId, ResultCode


class IntegrityKind(Enum):
    """The kinds of pairing-integrity events; values are the words of the ``###`` lines."""

    MPA = "MPA"  # manual pairing alteration (Q66-69)
    IMPORT = "Import"  # a TRF imported (Q52-55)
    CORRECTION = "Correction"  # a result of a round already followed by a pairing (Q190)
    ADJOURNMENT = "Adjournment"  # adjourned games (Q157-169)
    TPN_EXCHANGE = "TPN Exchange"  # two pairing numbers exchanged (Q147-156)
    TPN_REGENERATION = "TPN Regeneration"
    CONFIGURATION = "Configuration"  # rounds, scoring, PAB value, tie-breaks after round 1
    FPB = "FPB"  # a full-point bye (deprecated, Q176-178)
    FIDE_MODE = "FIDE mode"  # leaving FIDE mode (Q43-46)


@dataclass(frozen=True, slots=True)
class IntegrityEvent:
    """One ``###`` line of the TRF: a kind, the round it happened in, and what happened.

    >>> IntegrityEvent(IntegrityKind.MPA, 3, "boards 2, 5 changed by hand").line
    '### MPA @ Round 3: boards 2, 5 changed by hand'
    """

    kind: IntegrityKind
    round_no: int
    text: str

    @property
    def line(self) -> str:
        """The TRF comment line (no line break: a text never holds one)."""
        text = " ".join(self.text.split())
        return f"### {self.kind.value} @ Round {self.round_no}: {text}"


@dataclass(frozen=True, slots=True)
class RatingCorrection:
    """A result corrected for the rating report only (Q192): pairings and standings keep the
    result as it was; the TRF lists the correction as a ``### Correction`` line."""

    round_no: int
    white: PlayerId
    black: PlayerId
    white_code: ResultCode
    black_code: ResultCode
    reason: str = ""


class RatingMethod(Enum):
    """TRF-2026 record 172: how the starting rank follows FIDE and national ratings."""

    FIDE = "FIDE"  # FIDE rating only
    NRO = "NRO"  # national rating only
    FIDON = "FIDON"  # FIDE rating if defined, otherwise national
    NIDOF = "NIDOF"  # national rating if defined, otherwise FIDE
    HBFN = "HBFN"  # the higher of FIDE and national
    LBFN = "LBFN"  # the lower of FIDE and national
    OTHER = "OTHER"  # any other method: the arbiter orders by hand


@dataclass(frozen=True, slots=True)
class NationalRating:
    """A player's national data (an ``NRS`` record: same columns as ``001``, federation code in
    columns 1-3). ``player`` links it to the ``001`` line by pairing number."""

    player: PlayerId
    federation: str  # the rating federation (NRS columns 1-3)
    rating: int = 0  # columns 49-52; 0 = no national rating
    number: str = ""  # the national ID, columns 58-68
    origin: str = ""  # columns 54-56 (federation, region, ...)
    classification: str = ""  # columns 11-13
    name: str = ""  # columns 15-47, when it differs from the 001 line
    sex: str = ""
    birth_date: str = ""
    source: str = ""  # where the rating came from (a list, a file, typed by hand)


@dataclass(frozen=True, slots=True)
class FideRecord:
    """The FIDE-mode part of the journal's state (see the module docstring)."""

    active: bool = True  # a new tournament, and an imported one, starts in FIDE mode (Q40, Q56)
    left_round: int | None = None  # the round in which FIDE mode was left
    left_reason: str = ""
    events: tuple[IntegrityEvent, ...] = ()
    rating_corrections: tuple[RatingCorrection, ...] = ()
    manual_round: int | None = None  # the round whose manual-pairing session is open
    rating_method: RatingMethod = RatingMethod.FIDE
    rating_federation: str = ""  # 172 columns 5-7: the federation of the national ratings
    national: tuple[NationalRating, ...] = ()
    # where each player's FIDE rating came from ("FIDE list 2026-03", "typed", "TRF import")
    rating_sources: tuple[tuple[PlayerId, str], ...] = ()
    title_event: bool = False  # a title (norm) event: TRF-2026 asks for more records

    def national_of(self, pid: PlayerId) -> NationalRating | None:
        """The national data of ``pid``, if any."""
        for n in self.national:
            if n.player == pid:
                return n
        return None

    def source_of(self, pid: PlayerId) -> str:
        """Where the FIDE rating of ``pid`` came from ("" when not recorded)."""
        for p, source in self.rating_sources:
            if p == pid:
                return source
        return ""


NOT_FIDE_MODE_MARKER = "### NOT IN FIDE MODE"
"""The first line of every TRF of a tournament that left FIDE mode (the permanent marker)."""


__all__ = [
    "NOT_FIDE_MODE_MARKER",
    "FideRecord",
    "IntegrityEvent",
    "IntegrityKind",
    "NationalRating",
    "RatingCorrection",
    "RatingMethod",
]

"""What the arbiter types for the IT1 and IT3 forms and the norm checks; kept in the tournament
file (the journal's ``SetNormFields``), since no TRF record holds it.

The event preconditions of a norm event are the arbiter's to confirm (spec note §3, [unsure]);
which of 1.4.3a-c applies (national championship, national team championship, zonal) is his
choice too. Everything else on the forms is read from the file or computed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from engine.model import PlayerId


class Precondition(Enum):
    """Conditions of a norm event the arbiter confirms (B.01 §1.1, §1.2, paraphrased)."""

    ARBITER = "The chief arbiter is an International Arbiter or FIDE Arbiter"
    ROUNDS_PER_DAY = "No more than two rounds on any day"
    RATE_OF_PLAY = "At least two hours per player for 60 moves"
    HOURS_PER_DAY = "No more than 12 hours of play on any day"
    ONE_TIME_CONTROL = "One time control for all rounds"
    REGISTERED = "Registered with FIDE at least 30 days before the start"
    ONE_ROUND_A_DAY = "One round a day on at least three days (needed by one GM/WGM norm)"


class Exemption(Enum):
    """B.01 §1.4.3a-c: events whose norms are exempt from the federation mix."""

    NONE = ""
    NATIONAL_CHAMPIONSHIP = "a"
    NATIONAL_TEAM_CHAMPIONSHIP = "b"
    ZONAL = "c"

    @property
    def text(self) -> str:
        """The event kind as printed."""
        return {
            "": "none",
            "a": "1.4.3a: final of a national (adult) championship",
            "b": "1.4.3b: national team championship",
            "c": "1.4.3c: zonal or sub-zonal tournament",
        }[self.value]


@dataclass(frozen=True, slots=True)
class ArbiterEntry:
    """An arbiter of the event (IT3 names all of them)."""

    name: str
    fide_id: str = ""
    role: str = "Arbiter"  # "Chief Arbiter", "Deputy Chief Arbiter", "Arbiter"
    title: str = ""  # IA, FA, NA


@dataclass(frozen=True, slots=True)
class NormFields:
    """The arbiter's fields of the norm screen, IT1 and IT3."""

    chief_arbiter_fide_id: str = ""
    arbiters: tuple[ArbiterEntry, ...] = ()
    organiser: str = ""
    venue: str = ""
    confirming_federation: str = ""
    """The federation confirming the result; "" = the host federation (TRF 032)."""
    federation_official: str = ""
    exemption: Exemption = Exemption.NONE
    preconditions: tuple[Precondition, ...] = ()
    remarks: tuple[tuple[PlayerId, str, str], ...] = ()
    """Special remarks typed for one IT1: (player, title code, text)."""

    def remark(self, pid: PlayerId, title: str) -> str:
        """The typed remark of ``pid``'s ``title`` certificate ("" if none).

        >>> NormFields(remarks=((PlayerId(4), "IM", "see PGN"),)).remark(PlayerId(4), "IM")
        'see PGN'
        """
        for p, code, text in self.remarks:
            if p == pid and code == title:
                return text
        return ""

    def with_remark(self, pid: PlayerId, title: str, text: str) -> NormFields:
        """A copy with that certificate's remark replaced (an empty text removes it)."""
        rest = tuple(r for r in self.remarks if (r[0], r[1]) != (pid, title))
        if text.strip():
            rest = tuple(sorted((*rest, (pid, title, text.strip()))))
        return replace(self, remarks=rest)

    def confirmed(self, condition: Precondition) -> bool:
        """True when the arbiter ticked ``condition``."""
        return condition in self.preconditions

"""What the rating calculations need beyond the TRF: the kind of rating and typed K factors.

The TRF has no K factor and no rating type. The arbiter types K from the rating list (B.02
§7.1.2 publishes it with each player); the tournament file keeps both (the journal's
``SetRatingSettings``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from engine.model import PlayerId


class RatingKind(Enum):
    """The list an event is rated for (values as stored in the tournament file)."""

    STANDARD = "standard"
    RAPID = "rapid"
    BLITZ = "blitz"

    @property
    def label(self) -> str:
        """``Standard``, ``Rapid``, ``Blitz``."""
        return self.value.capitalize()


@dataclass(frozen=True, slots=True)
class RatingSettings:
    """The rating type and the K factors typed by the arbiter (pairing number, K)."""

    kind: RatingKind = RatingKind.STANDARD
    k_factors: tuple[tuple[PlayerId, int], ...] = ()

    def typed_k(self, pid: PlayerId) -> int | None:
        """The K typed for ``pid``, None when none was.

        >>> RatingSettings(k_factors=((PlayerId(3), 40),)).typed_k(PlayerId(3))
        40
        """
        for p, k in self.k_factors:
            if p == pid:
                return k
        return None

    def with_k(self, pid: PlayerId, k: int | None) -> RatingSettings:
        """A copy with ``pid``'s K set (None: back to the computed one)."""
        rest = tuple((p, v) for p, v in self.k_factors if p != pid)
        if k is not None:
            if k <= 0:
                raise ValueError(f"K must be a positive whole number, not {k}")
            rest = tuple(sorted((*rest, (pid, k))))
        return RatingSettings(self.kind, rest)

"""The four titles with norms (B.01, Title Regulations from 1 January 2024) and their numbers.

One row per title, as data. Floors, Ra and Rp minima are verbatim B.01 §1.4.6b, §1.4.8 and
§1.4.8a; the title-holder counts (1.4.4-1.4.5) are a paraphrase (spec/fide-ratings-norms.md §3).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class NormTitle(Enum):
    """A title gained with norms; values are the title codes."""

    GM = "GM"
    IM = "IM"
    WGM = "WGM"
    WIM = "WIM"


@dataclass(frozen=True, slots=True)
class TitleRequirement:
    """What a norm for ``title`` needs."""

    title: NormTitle
    floor: int
    """B.01 §1.4.6b: the adjusted rating floor for the lowest opponent."""
    min_ra: int
    """B.01 §1.4.8a: the minimum rating average of the opponents."""
    min_rp: int
    """B.01 §1.4.8: the minimum performance (2599.5 etc. before rounding)."""
    holders: frozenset[str]
    """B.01 §1.4.5: the titles that count among the at least max(3, G/3) opponents."""
    women_only: bool
    held_by: frozenset[str]
    """Titles whose holders need no norm for this one (the title itself or a higher one)."""

    @property
    def holders_text(self) -> str:
        """``GM/IM`` for the IM norm."""
        return "/".join(t for t in ("GM", "IM", "WGM", "WIM") if t in self.holders)


REQUIREMENTS: tuple[TitleRequirement, ...] = (
    TitleRequirement(
        NormTitle.GM, 2200, 2380, 2600, frozenset({"GM"}), False, frozenset({"GM"})
    ),
    TitleRequirement(
        NormTitle.IM, 2050, 2230, 2450, frozenset({"GM", "IM"}), False, frozenset({"GM", "IM"})
    ),
    TitleRequirement(
        NormTitle.WGM, 2000, 2180, 2400, frozenset({"GM", "IM", "WGM"}), True,
        frozenset({"GM", "WGM"}),
    ),
    TitleRequirement(
        NormTitle.WIM, 1850, 2030, 2250, frozenset({"GM", "IM", "WGM", "WIM"}), True,
        frozenset({"GM", "IM", "WGM", "WIM"}),
    ),
)  # fmt: skip
"""The table of spec/fide-ratings-norms.md §3 (rows R5-R8, R10)."""

TITLED = frozenset({"GM", "IM", "WGM", "WIM", "FM", "WFM"})
"""B.01 §1.4.4: title-holders for the "at least half" rule; CM and WCM do not count."""

NORM_TITLES = frozenset({"GM", "IM", "WGM", "WIM"})
"""The titles counted by the 1.4.3d exemption ("GM/IM/WGM/WIM")."""


def requirement(title: NormTitle) -> TitleRequirement:
    """The row of ``title``.

    >>> requirement(NormTitle.IM).min_rp, requirement(NormTitle.WIM).floor
    (2450, 1850)
    """
    return next(r for r in REQUIREMENTS if r.title is title)

"""What the Burstein engines record of a bracket beyond the shared events (a leaf below pairing).

Both Burstein texts emit the shared events (:mod:`engine.explain.events`); a bracket's
:attr:`BracketStarted.kind <engine.explain.events.BracketStarted.kind>` is one of
:class:`BursteinBracket` (its value is what the JSON holds).
"""

from __future__ import annotations

from enum import StrEnum


class BursteinBracket(StrEnum):
    """The kind of a Burstein bracket: a scoregroup or the last one, paired as it stands or
    again so that the round can be completed (C.4; C.7 "besides C.4 compliance", reading N9);
    in the older text, scoregroups merged into one bracket (6.6)."""

    SCOREGROUP = "scoregroup"
    LAST = "last"
    SCOREGROUP_C4 = "scoregroup, C.4"
    LAST_C4 = "last, C.4"
    SCOREGROUP_C7 = "scoregroup, C.7 with C.4"
    LAST_C7 = "last, C.7 with C.4"
    MERGED = "merged scoregroups (6.6)"

    @classmethod
    def of(cls, last: bool, completion: bool, for_c7: bool) -> BursteinBracket:
        """The 2017-2025 text's kind of a bracket.

        >>> BursteinBracket.of(last=False, completion=True, for_c7=True)
        <BursteinBracket.SCOREGROUP_C7: 'scoregroup, C.7 with C.4'>
        """
        if not completion:
            return cls.LAST if last else cls.SCOREGROUP
        if for_c7:
            return cls.LAST_C7 if last else cls.SCOREGROUP_C7
        return cls.LAST_C4 if last else cls.SCOREGROUP_C4

    @property
    def last(self) -> bool:
        """The last bracket of the round."""
        return self in (BursteinBracket.LAST, BursteinBracket.LAST_C4, BursteinBracket.LAST_C7)

    @property
    def merged(self) -> bool:
        """The older text's merged scoregroups (6.6)."""
        return self is BursteinBracket.MERGED

    @property
    def completion(self) -> str:
        """The article that re-paired it to complete the round: "C.4", "C.7 with C.4" or ""."""
        return self.value.split(", ", 1)[1] if ", " in self.value else ""


__all__ = ["BursteinBracket"]

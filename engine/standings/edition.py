"""Which edition of the FIDE tie-break regulations (C.07) applies to an event.

C.07 itself only gives application dates: the 2023 text (editorially revised in April and
August 2024) applies to all FIDE-rated events from 1 April 2024 until 28 February 2026; the 2026
edition applies from 1 March 2026. The regulations do not say what to do with an event that spans
that date; like TieBreakServer we key the edition on the tournament's start date and let the
arbiter override it (spec/tiebreaks.md §6).
"""

from __future__ import annotations

import re
from datetime import date
from enum import Enum

from engine.model import Tournament


class Edition(Enum):
    """An edition of C.07. Values are the dates the editions took effect."""

    C07_2024 = "2024-04-01"
    """The 01/08/2023 text as revised in 2024: the uncapped dummy opponent (16.4)."""

    C07_2026 = "2026-03-01"
    """The 2026 edition: dummy capped (16.4.1, 16.4.2); adds STD, TPN and RTNG."""


EDITION_2026_START = date(2026, 3, 1)
"""First day on which the 2026 edition applies (C.07 2026, header)."""

_YMD = re.compile(r"^\s*(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\s*$")
_DMY = re.compile(r"^\s*(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\s*$")


def parse_start_date(text: str) -> date | None:
    """The date in a TRF 042 field (``2026/03/01``, ``2026-03-01`` or ``01.03.2026``), or None.

    >>> parse_start_date("2026/03/01")
    datetime.date(2026, 3, 1)
    >>> parse_start_date("") is None
    True
    """
    for pattern, order in ((_YMD, (0, 1, 2)), (_DMY, (2, 1, 0))):
        m = pattern.match(text)
        if m is None:
            continue
        parts = [int(g) for g in m.groups()]
        try:
            return date(parts[order[0]], parts[order[1]], parts[order[2]])
        except ValueError:
            return None
    return None


def edition_for_date(start: date | None) -> Edition:
    """The edition in force for an event starting on ``start``.

    An unknown start date gets the edition in force today (2026): a new event is the usual case.

    >>> edition_for_date(date(2025, 11, 3)).name
    'C07_2024'
    >>> edition_for_date(None).name
    'C07_2026'
    """
    if start is not None and start < EDITION_2026_START:
        return Edition.C07_2024
    return Edition.C07_2026


def edition_for(t: Tournament) -> Edition:
    """The edition keyed on the tournament's start date (TRF 042); see :func:`edition_for_date`."""
    return edition_for_date(parse_start_date(t.start_date))

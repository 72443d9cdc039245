"""FIDE title codes as the rating lists write them, and the one a TRF player line takes.

C.04.2 (initial order): after the rating, titles rank GM, IM, WGM, FM, WIM, CM, WFM, WCM, then
no title. The lists also carry legacy one- and two-letter forms (``g``, ``wm``...), online Arena
titles (``AGM``...) and other titles (arbiter, trainer, organiser), none of which is a playing
title.

>>> playing_title("IM", "WGM")
'IM'
>>> playing_title("", "WFM")
'WFM'
>>> playing_title("wm", "")
'WIM'
"""

from __future__ import annotations

PLAYING_TITLES: tuple[str, ...] = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM")
"""The eight titles a TRF 001 line takes, in the C.04.2 order (strongest first)."""

TITLE_NAMES: dict[str, str] = {
    "GM": "Grandmaster",
    "IM": "International Master",
    "WGM": "Woman Grandmaster",
    "FM": "FIDE Master",
    "WIM": "Woman International Master",
    "CM": "Candidate Master",
    "WFM": "Woman FIDE Master",
    "WCM": "Woman Candidate Master",
}
"""English names of the playing titles."""

LEGACY_TITLES: dict[str, str] = {
    "g": "GM",
    "m": "IM",
    "f": "FM",
    "c": "CM",
    "wg": "WGM",
    "wm": "WIM",
    "wf": "WFM",
    "wc": "WCM",
}
"""Old one/two-letter forms (page legend, old files) and the codes they stand for."""

ARENA_TITLES: frozenset[str] = frozenset({"AGM", "AIM", "AFM", "ACM"})
"""FIDE Online Arena titles: never a playing title, ignored for order and TRF."""

ARBITER_TITLES: frozenset[str] = frozenset({"IA", "FA", "NA"})
"""Arbiter titles (``OTit``): International, FIDE and National Arbiter."""


def normalise_title(code: str) -> str:
    """The playing-title code for ``code`` (case and legacy forms folded); "" if it is none.

    >>> normalise_title(" wg "), normalise_title("gm"), normalise_title("AIM")
    ('WGM', 'GM', '')
    """
    text = code.strip()
    if not text:
        return ""
    if text in LEGACY_TITLES:
        return LEGACY_TITLES[text]
    upper = text.upper()
    return upper if upper in PLAYING_TITLES else ""


def title_rank(code: str) -> int:
    """The C.04.2 rank of a title: 0 for GM ... 7 for WCM, 8 for no (or no playing) title."""
    title = normalise_title(code)
    return PLAYING_TITLES.index(title) if title else len(PLAYING_TITLES)


def playing_title(title: str, women_title: str = "") -> str:
    """The highest playing title among the list's ``Tit`` and ``WTit`` columns ("" if none)."""
    candidates = [t for t in (normalise_title(title), normalise_title(women_title)) if t]
    return min(candidates, key=PLAYING_TITLES.index, default="")


def split_other_titles(text: str) -> tuple[str, ...]:
    """``OTit`` as a tuple: ``"FA,NI"`` -> ``("FA", "NI")``; blanks and empty items dropped."""
    return tuple(item.strip() for item in text.split(",") if item.strip())


__all__ = [
    "ARBITER_TITLES",
    "ARENA_TITLES",
    "LEGACY_TITLES",
    "PLAYING_TITLES",
    "TITLE_NAMES",
    "normalise_title",
    "playing_title",
    "split_other_titles",
    "title_rank",
]

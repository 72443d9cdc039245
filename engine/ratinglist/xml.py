"""The XML lists: ``<playerslist><player>...</player>...``, read by a streaming parser.

Children are looked up by tag name, never by position, and any may be missing. Each
``<player>`` element is cleared once read, so the 850 MB combined file needs little memory.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from typing import IO

from engine.ratinglist.entry import NO_RATING, ListPlayer, Rating
from engine.ratinglist.errors import RatingListError
from engine.ratinglist.titles import split_other_titles


def _int(text: str | None) -> int | None:
    text = (text or "").strip()
    if not text.isdigit():
        return None
    return int(text) or None


def _rating(values: dict[str, str], prefix: str) -> Rating:
    rating = _int(values.get(f"{prefix}rating"))
    if rating is None:
        return NO_RATING
    return Rating(rating, _int(values.get(f"{prefix}games")), _int(values.get(f"{prefix}k")))


def player_from_values(values: dict[str, str]) -> ListPlayer | None:
    """The player of one ``<player>`` element's children (tag -> text); None without an ID."""
    fide_id = values.get("fideid", "").strip()
    if not fide_id.isdigit():
        return None
    return ListPlayer(
        fide_id=fide_id,
        name=values.get("name", "").strip(),
        federation=values.get("country", "").strip().upper(),
        sex=values.get("sex", "").strip()[:1].upper(),
        title=values.get("title", "").strip(),
        women_title=values.get("w_title", "").strip(),
        other_titles=split_other_titles(values.get("o_title", "")),
        foa_title=values.get("foa_title", "").strip(),
        standard=_rating(values, ""),
        rapid=_rating(values, "rapid_"),
        blitz=_rating(values, "blitz_"),
        birth_year=_int(values.get("birthday", "")[:4]),
        flag=values.get("flag", "").strip().lower(),
    )


def iter_xml(stream: IO[bytes]) -> Iterator[ListPlayer]:
    """Players of an XML list read from a binary stream; :class:`RatingListError` if malformed."""
    root_seen = False
    try:
        for event, element in ET.iterparse(stream, events=("start", "end")):
            if event == "start":
                if not root_seen:
                    root_seen = True
                    if element.tag != "playerslist":
                        raise RatingListError(
                            f"not a FIDE rating list: the XML root is <{element.tag}>, "
                            "not <playerslist>"
                        )
                continue
            if element.tag != "player":
                continue
            values = {child.tag: child.text or "" for child in element}
            element.clear()
            player = player_from_values(values)
            if player is not None:
                yield player
    except ET.ParseError as exc:
        raise RatingListError(f"the XML list is damaged: {exc}") from exc
    if not root_seen:
        raise RatingListError("the file is empty")


__all__ = ["iter_xml", "player_from_values"]

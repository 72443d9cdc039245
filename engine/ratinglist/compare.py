"""Registered players against a (newer) rating list: what differs, field by field.

C.04.2 uses one rating list for the whole event, so a newer list never changes a player by
itself; the arbiter sees the differences and accepts them per player (spec section 10, item 8).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from engine.model import Player
from engine.ratinglist.entry import ListPlayer, RatingType
from engine.ratinglist.titles import normalise_title


@dataclass(frozen=True, slots=True)
class Difference:
    """One registered player whose data differ from the list's."""

    player: Player
    listed: ListPlayer
    fields: tuple[tuple[str, str, str], ...]  # (field, registered value, list value)


def differences(
    players: Iterable[Player],
    lookup: Callable[[str], ListPlayer | None],
    kind: RatingType = RatingType.STANDARD,
) -> tuple[Difference, ...]:
    """Players with a FIDE ID whose name, title, rating, federation or birth year differ.

    >>> from engine.model import PlayerId
    >>> from engine.ratinglist.entry import Rating
    >>> listed = ListPlayer("7", "Adams, Ann", "ENG", standard=Rating(2210))
    >>> p = Player(PlayerId(1), "Adams, Ann", rating=2200, federation="ENG", fide_id="7")
    >>> differences([p], {"7": listed}.get)[0].fields
    (('rating', '2200', '2210'),)
    """
    result = []
    for p in players:
        if not p.fide_id:
            continue
        listed = lookup(p.fide_id)
        if listed is None:
            continue
        rating = listed.rating_of(kind).rating or 0
        pairs = (
            ("name", p.name, listed.name),
            ("title", normalise_title(p.title), listed.playing_title),
            ("rating", str(p.rating or ""), str(rating or "")),
            ("federation", p.federation, listed.federation),
            ("birth year", p.birth_date[:4], str(listed.birth_year or "")),
        )
        changed = tuple(
            (f, a, b) for f, a, b in pairs if a != b and not (f == "birth year" and not b)
        )
        if changed:
            result.append(Difference(p, listed, changed))
    return tuple(result)


__all__ = ["Difference", "differences"]

"""Initial order helpers for the order dialog (Qt-free; the rule itself is the journal's).

C.04.2: rating, then title, then name (:func:`engine.journal.initial_order_key`). Players of
equal rating and title may be ordered by lot instead of by name; these helpers build such an
order for ``SetInitialOrder``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import groupby

from engine.journal import initial_order_key
from engine.model import Player, PlayerId


def tie_key(p: Player) -> tuple[int, int]:
    """Rating and title: players with the same key may be ordered by lot."""
    key = initial_order_key(p)
    return key[0], key[1]


def proposed_order(players: Sequence[Player], *, by_lot: bool = False) -> tuple[PlayerId, ...]:
    """The C.04.2 order (what ``SetInitialOrder()`` with no order gives); ``by_lot``: the
    tournament orders equal players by lot, so they keep their places.
    """
    return tuple(p.id for p in sorted(players, key=lambda p: initial_order_key(p, by_lot=by_lot)))


def order_by_lot(
    players: Sequence[Player], shuffle: Callable[[list[Player]], None]
) -> tuple[PlayerId, ...]:
    """C.04.2 order with each group of equal rating and title put in ``shuffle``'s order."""
    ordered = sorted(players, key=initial_order_key)
    result: list[PlayerId] = []
    for _key, group in groupby(ordered, key=tie_key):
        members = list(group)
        shuffle(members)
        result.extend(p.id for p in members)
    return tuple(result)


def swapped(order: Sequence[PlayerId], position: int, step: int) -> tuple[PlayerId, ...] | None:
    """``order`` with the player at ``position`` moved by ``step`` (±1), None at an end."""
    other = position + step
    if not (0 <= position < len(order) and 0 <= other < len(order)):
        return None
    new = list(order)
    new[position], new[other] = new[other], new[position]
    return tuple(new)


__all__ = ["order_by_lot", "proposed_order", "swapped", "tie_key"]

"""C.04.1, the basic rules every Swiss system shares, and the "why not A against B?" restriction.

C.04.1 (``shared/seeds/004_*.txt``): "The following rules are valid for each Swiss system unless
explicitly stated otherwise."

* b: "Two players shall not play against each other more than once." Only games played over
  the board count (C.04.2 D.6); a pair the tournament forbids (XXP / 260) is kept apart the same
  way.
* d: "A player who has already received a pairing-allocated bye, or has already scored a
  (forfeit) win due to an opponent not appearing in time, shall not receive the
  pairing-allocated bye." (:attr:`PlayerHistory.pab_eligible` holds the history; the Dutch 2026
  text adds a win's points without playing, :func:`~.history.build_histories`.)
* f, g: a colour difference beyond +2/-2 and a colour three times in a row; every system turns
  them into "two players with the same absolute colour preference shall not meet" (Dutch,
  Burstein, Dubov C.3) or into its own compatibility (Lim 2.1).

Each system states its exceptions itself (the Dutch topscorers of A.7, Lim's last round 6.1).

"Why not A against B?" re-pairs the round with A and B able to meet nobody but each other
(:func:`forced_allows`); everything else follows the rules unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.model import Colour, PlayerId
from engine.pairing.common.history import PlayerHistory, PrefStrength


def may_meet(a: PlayerHistory, b: PlayerHistory) -> bool:
    """C.04.1.b: a and b have not played each other, and the tournament does not forbid the pair.

    The forbidden sets are symmetric (one set per XXP group, shared by its members), so one
    side's set is enough.
    """
    return a.id != b.id and b.id not in a.opponents and b.id not in a.forbidden


def may_get_pab(p: PlayerHistory) -> bool:
    """C.04.1.d: no second pairing-allocated bye, nor one after a (forfeit) win without playing."""
    return p.pab_eligible


def absolute_colour(p: PlayerHistory) -> Colour | None:
    """The colour ``p`` must have by C.04.1.f/g (his absolute colour preference), if any."""
    strength, colour = p.preference
    return colour if strength is PrefStrength.ABSOLUTE else None


def same_absolute_colour(a: PlayerHistory, b: PlayerHistory) -> bool:
    """C.04.1.f/g: both must have the same colour, so one of them would break the rule."""
    colour = absolute_colour(a)
    return colour is not None and colour is absolute_colour(b)


def forced_allows(a: PlayerId, b: PlayerId, forced: frozenset[PlayerId]) -> bool:
    """ "Why not A against B?": with ``forced`` = {A, B}, A and B may only meet each other.

    >>> f = frozenset({PlayerId(1), PlayerId(2)})
    >>> forced_allows(PlayerId(1), PlayerId(2), f), forced_allows(PlayerId(1), PlayerId(3), f)
    (True, False)
    >>> forced_allows(PlayerId(3), PlayerId(4), f)
    True
    """
    return not forced or (a in forced) == (b in forced)


def compatibility_sets(
    players: Sequence[PlayerHistory], forced: frozenset[PlayerId] = frozenset()
) -> list[set[int]]:
    """C.04.1.b, f and g (as "no two players with the same absolute colour preference"), with
    the "why not" restriction, as adjacency sets over positions in ``players``.

    Built with set operations once per round: each player starts with every other player, less
    the opponents he met, the pairs forbidden to him and the players who must have his absolute
    colour.
    """
    n = len(players)
    pos = {p.id: i for i, p in enumerate(players)}
    bad: list[set[int]] = [{i} for i in range(n)]
    absolute: dict[Colour, set[int]] = {Colour.WHITE: set(), Colour.BLACK: set()}
    for i, p in enumerate(players):
        for other in p.opponents | p.forbidden:  # C.04.1.b (and XXP)
            j = pos.get(other)
            if j is not None:
                bad[i].add(j)
                bad[j].add(i)
        colour = absolute_colour(p)
        if colour is not None:
            absolute[colour].add(i)
    for group in absolute.values():  # C.04.1.f/g
        for i in group:
            bad[i] |= group
    everyone = set(range(n))
    adj = [everyone - bad[i] for i in range(n)]
    if forced:
        fixed = {pos[f] for f in forced if f in pos}
        for i in range(n):
            adj[i] = adj[i] & fixed if i in fixed else adj[i] - fixed
    return adj

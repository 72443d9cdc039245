"""The Varma tables (FIDE Handbook C.05 Annex 2): a restricted drawing of lots by federation.

Annex 2 splits the pairing numbers of 9 to 24 players into four sets A, B, C and D, chosen so
that players of one set do not meet in the last three rounds of the Berger table (the 1987 text
says so for 19/20 players; the tables keep to it for every size but 11/12, where 6 and 12 of set
C meet in the last round). The drawing, as the annex describes it:

1. Each set is put in an envelope; the envelopes say how many numbers they hold.
2. "The players from the federation with the greatest number of representatives shall draw
   first. Where two or more federations have the same number of representatives, precedence is
   determined by the alphabetical order of the FIDE country code. Among players of the same
   federation, precedence is determined by the alphabetical order of their names."
3. "The first player of the federation with the largest number of players shall choose one of
   the large envelopes containing at least enough numbers for his contingent, and then draw one
   of the numbers from this envelope. The other players from the same contingent shall also
   draw their numbers from the same envelope. The numbers that remain are available for use by
   other players."
4. "The players of the next contingent then choose an envelope, and this procedure is repeated
   until all players have drawn their numbers."

The program draws from a seed (:mod:`engine.roundrobin.lots`): a contingent's envelope is the
``H(seed, "envelope", k) mod m``-th of the ``m`` envelopes (in the order A, B, C, D) that still
hold enough numbers for it, ``k`` counting the contingents from 0; the ``i``-th player drawing
(counting every player from 0, in drawing order) takes the ``H(seed, "number", i) mod r``-th of
the ``r`` numbers left in the envelope, in ascending order. Where the annex is silent
(docs/rulings.md RR-4):

- players without a federation each count as a contingent of their own;
- for an odd number of players the table of the next even size is used without its highest
  number (the bye of the Berger table);
- a contingent too large for any envelope takes the fullest envelope and continues in the next
  fullest (its players cannot all be kept apart).

The sets for 21/22 and 23/24 players could not be read in the stored copy of the annex; they
are reconstructed from the pattern of the smaller tables and checked against the design rule
(``RECONSTRUCTED``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.roundrobin.berger import table_size
from engine.roundrobin.errors import RoundRobinError
from engine.roundrobin.lots import check_seed, digest_below, name_key

VARMA_TABLE: dict[int, tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]]
VARMA_TABLE = {
    10: ((3, 4, 8), (5, 7, 9), (1, 6), (2, 10)),
    12: ((4, 5, 9, 10), (1, 2, 7), (6, 8, 12), (3, 11)),
    14: ((4, 5, 6, 11, 12), (1, 2, 8, 9), (7, 10, 13), (3, 14)),
    16: ((5, 6, 7, 12, 13, 14), (1, 2, 3, 9, 10), (8, 11, 15), (4, 16)),
    18: ((5, 6, 7, 8, 14, 15, 16), (1, 2, 3, 10, 11, 12), (9, 13, 17), (4, 18)),
    20: ((6, 7, 8, 9, 15, 16, 17, 18), (1, 2, 3, 11, 12, 13, 14), (5, 10, 19), (4, 20)),
    22: ((6, 7, 8, 9, 10, 17, 18, 19, 20), (1, 2, 3, 4, 12, 13, 14, 15), (11, 16, 21), (5, 22)),
    24: (
        (7, 8, 9, 10, 11, 18, 19, 20, 21, 22),
        (1, 2, 3, 4, 5, 13, 14, 15, 16),
        (12, 17, 23),
        (6, 24),
    ),
}
"""C.05 Annex 2, point 5, by even table size (the "9/10 players" line is under 10)."""

RECONSTRUCTED = frozenset({22, 24})
"""Sizes whose sets are reconstructed (22: C and D; 24: all four), not read in the annex."""

SET_NAMES = ("A", "B", "C", "D")

MIN_VARMA, MAX_VARMA = 9, 24


def varma_sets(players: int) -> tuple[tuple[int, ...], ...]:
    """The four sets for ``players`` (9..24); an odd field drops the bye number.

    >>> varma_sets(9)
    ((3, 4, 8), (5, 7, 9), (1, 6), (2,))
    """
    if not MIN_VARMA <= players <= MAX_VARMA:
        raise RoundRobinError(
            f"the Varma tables cover {MIN_VARMA} to {MAX_VARMA} players, not {players}"
        )
    size = table_size(players)
    return tuple(tuple(n for n in s if n <= players) for s in VARMA_TABLE[size])


@dataclass(frozen=True, slots=True)
class VarmaPlayer:
    """What the Varma draw needs of a player: an index of the caller's, name and federation."""

    index: int
    name: str
    federation: str


@dataclass(frozen=True, slots=True)
class VarmaStep:
    """One contingent's turn: its federation, the set it chose and the numbers its players drew."""

    federation: str
    set_name: str
    draws: tuple[tuple[int, int], ...]
    """(player index, pairing number) in drawing order."""


def contingents(players: Sequence[VarmaPlayer]) -> tuple[tuple[VarmaPlayer, ...], ...]:
    """The contingents in drawing order (annex point 2), players in name order inside each."""
    groups: dict[str, list[VarmaPlayer]] = {}
    singles: list[tuple[VarmaPlayer]] = []
    for p in players:
        fed = p.federation.strip().upper()
        if fed:
            groups.setdefault(fed, []).append(p)
        else:
            singles.append((p,))
    ordered = [
        tuple(sorted(groups[fed], key=lambda p: (name_key(p.name), p.index)))
        for fed in sorted(groups, key=lambda f: (-len(groups[f]), f))
    ]
    # players with no federation: contingents of one, after the federations of one player,
    # by name (the annex knows only federations)
    ordered.extend(sorted(singles, key=lambda s: (name_key(s[0].name), s[0].index)))
    ordered.sort(key=lambda c: -len(c))  # stable: size first, the order above inside a size
    return tuple(ordered)


def varma_draw(players: Sequence[VarmaPlayer], seed: str) -> tuple[VarmaStep, ...]:
    """The Varma draw from ``seed`` (see the module text); every player gets one number."""
    seed = check_seed(seed)
    sets = varma_sets(len(players))
    if len({p.index for p in players}) != len(players):
        raise RoundRobinError("the Varma draw got a player twice")
    left = [list(s) for s in sets]
    steps: list[VarmaStep] = []
    drawn = 0
    for k, group in enumerate(contingents(players)):
        need = len(group)
        fitting = [i for i, numbers in enumerate(left) if len(numbers) >= need]
        if fitting:
            chosen = [fitting[digest_below(seed, "envelope", k, len(fitting))]]
        else:
            # too many players of one federation for any envelope: the fullest first
            chosen = sorted(
                (i for i, numbers in enumerate(left) if numbers), key=lambda i: (-len(left[i]), i)
            )
        draws: list[tuple[int, int]] = []
        names = []
        queue = list(group)
        for i in chosen:
            names.append(SET_NAMES[i])
            while queue and left[i]:
                p = queue.pop(0)
                pick = digest_below(seed, "number", drawn, len(left[i]))
                draws.append((p.index, left[i].pop(pick)))
                drawn += 1
        fed = group[0].federation.strip().upper()
        steps.append(VarmaStep(fed, "+".join(names), tuple(draws)))
    return tuple(steps)


def varma_numbers(players: Sequence[VarmaPlayer], seed: str) -> dict[int, int]:
    """Player index -> pairing number of the Varma draw from ``seed``."""
    return {index: number for step in varma_draw(players, seed) for index, number in step.draws}


__all__ = [
    "MAX_VARMA",
    "MIN_VARMA",
    "RECONSTRUCTED",
    "SET_NAMES",
    "VARMA_TABLE",
    "VarmaPlayer",
    "VarmaStep",
    "contingents",
    "varma_draw",
    "varma_numbers",
    "varma_sets",
]

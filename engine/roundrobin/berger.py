"""The Berger tables of FIDE Handbook C.05 Annex 1, single and double cycles.

The table for an even number ``n`` of players: round 1 is ``1-n, 2-(n-1), ..., n/2-(n/2+1)``;
each later round is the previous one with ``n/2`` added to every number except ``n``, counting
modulo ``n-1`` (numbers run 1..n-1). The pair holding ``n`` changes colours every round: ``n``
has Black in the odd rounds and White in the even ones; every other pair keeps its orientation.
That is exactly the table the handbook prints (3/4 up to 13/14 players are compared with the
published copies in ``tests/roundrobin``). With an odd number of players the highest number of
the next even table is the bye: "Where there is an odd number of players, the highest number
counts as a bye" (Annex 1), so the player it meets has no game that round.

Board order is the table's own: the pairs are listed in the order the handbook lists them (the
pair holding ``n`` always first, then the others as the table goes on); the bye pair is left out.

Double round-robin: the second cycle repeats the table with the colours reversed, and "it is
advisable to reverse the order of the last two rounds of the first cycle" (C.05 Annex 1), which
avoids three games in a row with the same colour at the boundary: with ``swap_cycle_end`` the
first cycle plays its rounds ``..., n-3, n-1, n-2`` and the second cycle the table in its own
order.

>>> [round.boards for round in schedule(4)]
[((1, 4), (2, 3)), ((4, 3), (1, 2)), ((2, 4), (3, 1))]
>>> [(r.round_no, r.table_round, r.boards[0]) for r in schedule(4, cycles=2)]
[(1, 1, (1, 4)), (2, 3, (2, 4)), (3, 2, (4, 3)), (4, 1, (4, 1)), (5, 2, (3, 4)), (6, 3, (4, 2))]
>>> schedule(5)[0].free, schedule(5)[0].boards
(1, ((2, 5), (3, 4)))
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.roundrobin.errors import RoundRobinError

MIN_PLAYERS = 3
"""Annex 1 starts at "3 or 4 players"; two players play a match, not a round-robin."""

MAX_PLAYERS = 99
"""The table's rule works for any size; beyond this a round-robin is not a tournament anyone
plays (and the handbook's tables stop at 24)."""

MAX_CYCLES = 2
"""Single and double round-robins (ETT26 has FIDE_ROUNDROBIN and FIDE_DOUBLEROUNDROBIN)."""


@dataclass(frozen=True, slots=True)
class ScheduledRound:
    """One round of a round-robin: its boards (White, Black) by pairing number, in board order.

    ``free`` is the player who meets the bye number (odd counts only) and has no game.
    """

    round_no: int
    cycle: int
    """1 for the first cycle, 2 for the second of a double round-robin."""
    table_round: int
    """The round of the Berger table this round plays (differs at a swapped cycle end)."""
    boards: tuple[tuple[int, int], ...]
    free: int | None = None

    def opponent(self, number: int) -> int | None:
        """The opponent of pairing number ``number`` in this round (None: free, or unknown)."""
        for white, black in self.boards:
            if white == number:
                return black
            if black == number:
                return white
        return None


def table_size(players: int) -> int:
    """The even table a field of ``players`` uses (odd counts add the bye number)."""
    return players + players % 2


def rounds_per_cycle(players: int) -> int:
    """Rounds of one cycle: ``n - 1`` for an even field, ``n`` for an odd one."""
    return table_size(players) - 1


def total_rounds(players: int, cycles: int = 1) -> int:
    """Rounds of the whole event.

    >>> total_rounds(10), total_rounds(10, 2), total_rounds(9, 2)
    (9, 18, 18)
    """
    return rounds_per_cycle(players) * cycles


def berger_table(size: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The Berger table for an even ``size``: round by round, (White, Black) pairs in table order.

    >>> berger_table(6)[1]
    ((6, 4), (5, 3), (1, 2))
    """
    if size < 4 or size % 2:
        raise RoundRobinError(
            f"a Berger table has an even number of places (4 or more), not {size}"
        )
    half = size // 2
    modulus = size - 1

    def shifted(x: int) -> int:
        # C.05 Annex 1: add n/2, counting 1..n-1 round and round; n itself stays
        if x == size:
            return size
        y = x + half
        return y - modulus if y > modulus else y

    current = tuple((i, size + 1 - i) for i in range(1, half + 1))
    rounds = [current]
    for r in range(2, size):
        following = []
        for white, black in current:
            w, b = shifted(white), shifted(black)
            if size in (w, b):
                other = w if b == size else b
                # the number n has White in the even rounds, Black in the odd ones
                following.append((size, other) if r % 2 == 0 else (other, size))
            else:
                following.append((w, b))
        current = tuple(following)
        rounds.append(current)
    return tuple(rounds)


def _check(players: int, cycles: int) -> None:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RoundRobinError(
            f"a round-robin needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}"
        )
    if not 1 <= cycles <= MAX_CYCLES:
        raise RoundRobinError(f"a round-robin has one or two cycles, not {cycles}")


def cycle_order(players: int, cycles: int = 1, swap_cycle_end: bool = True) -> tuple[int, ...]:
    """The table rounds the first cycle plays, in order (the last two swapped when asked).

    >>> cycle_order(10), cycle_order(10, 2)
    ((1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 2, 3, 4, 5, 6, 7, 9, 8))
    """
    _check(players, cycles)
    order = list(range(1, rounds_per_cycle(players) + 1))
    if cycles == 2 and swap_cycle_end:
        # C.05 Annex 1: reverse the order of the last two rounds of the first cycle
        order[-2], order[-1] = order[-1], order[-2]
    return tuple(order)


def schedule(
    players: int, cycles: int = 1, swap_cycle_end: bool = True
) -> tuple[ScheduledRound, ...]:
    """Every round of a round-robin of ``players`` in ``cycles`` cycles (see the module text)."""
    _check(players, cycles)
    size = table_size(players)
    table = berger_table(size)
    bye = size if players % 2 else None
    first = cycle_order(players, cycles, swap_cycle_end)
    rounds: list[ScheduledRound] = []
    for cycle in range(1, cycles + 1):
        # the second cycle plays the table in its own order, colours reversed
        order = first if cycle == 1 else tuple(range(1, len(table) + 1))
        for table_round in order:
            boards = []
            free = None
            for white, black in table[table_round - 1]:
                if bye in (white, black):
                    free = black if white == bye else white
                    continue
                boards.append((white, black) if cycle % 2 else (black, white))
            rounds.append(ScheduledRound(len(rounds) + 1, cycle, table_round, tuple(boards), free))
    return tuple(rounds)


__all__ = [
    "MAX_CYCLES",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "ScheduledRound",
    "berger_table",
    "cycle_order",
    "rounds_per_cycle",
    "schedule",
    "table_size",
    "total_rounds",
]

"""Who is absent when: the C.04.2 situations a generated tournament should contain.

Everything is decided before round 1 from the seed, and written into each round's entries
before that round is paired (announced absences are known to the pairing, TRF(x)):

- late entries (C.04.2.C.2): "not paired for the rounds which he cannot play ... receives no
  points for unplayed rounds", here rounds 1, or 1-2 ("the second (or third) round"); written
  as blank blocks. They already hold their definitive pairing numbers (C.04.2.C.3: the file is
  written once the list is closed).
- withdrawals (C.04.2.D.3): "no longer be paired": a zero-point bye in every round from the
  withdrawal on. Half of them leave without notice (C.04.2.D.2: "absent without notifying the
  arbiter ... considered as withdrawn"): they fail to appear for their game in the round before
  (a forfeit, if they were paired) and are withdrawn from the next round.
- zero-point byes (``RetiredRate``, C.04.2.D.4: "known in advance not to play ... score zero")
  and half-point byes (``HalfPointByeRate``, never in the last round), one or more each, at most
  ``rounds - 2`` per player, as the established generators do.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from engine.model import PlayerId, ResultCode
from engine.rtg.amounts import Amount, per_round_counts
from engine.rtg.randomness import Chance


@dataclass(frozen=True, slots=True)
class AbsencePlan:
    """The absences of a whole tournament, decided before round 1."""

    rounds: int
    announced: tuple[tuple[tuple[PlayerId, ResultCode], ...], ...]  # [r-1]: (player, bye code)
    no_shows: tuple[tuple[PlayerId, ...], ...]  # [r-1]: players who will not turn up in round r
    late_entries: tuple[PlayerId, ...]  # not in the list before round 1 (C.04.2.C)
    withdrawals: tuple[tuple[PlayerId, int], ...]  # (player, first round missed for good)

    def absent_in(self, round_no: int) -> tuple[tuple[PlayerId, ResultCode], ...]:
        """The announced absences of ``round_no``, by pairing number."""
        return self.announced[round_no - 1]

    def no_shows_in(self, round_no: int) -> tuple[PlayerId, ...]:
        """Players who will fail to appear for their game in ``round_no`` (C.04.2.D.2)."""
        return self.no_shows[round_no - 1]


def how_many(players: int, rate: Fraction) -> int:
    """``floor(players / rate)``, at most ``players`` (the established engines' reading).

    >>> how_many(100, Fraction(15)), how_many(100, Fraction(1000000)), how_many(7, Fraction(1))
    (6, 0, 7)
    """
    return min(players, int(players / rate))


def _max_byes_each(rounds: int) -> int:
    """At most ``rounds - 2`` zero- or half-point byes per player (established generators)."""
    if rounds < 2:
        return 0
    if rounds < 3:
        return 1
    return rounds - 2


def plan_absences(
    chance: Chance,
    players: list[PlayerId],
    rounds: int,
    *,
    late_entry_rate: Fraction,
    withdrawal_rate: Fraction,
    retired_rate: Fraction,
    half_point_bye_rate: Fraction,
) -> AbsencePlan:
    """Draw the absences of a tournament of ``players`` (by pairing number) over ``rounds``."""
    ids = sorted(players)
    n = len(ids)
    codes: dict[int, dict[PlayerId, ResultCode]] = {r: {} for r in range(1, rounds + 1)}
    no_shows: dict[int, list[PlayerId]] = {r: [] for r in range(1, rounds + 1)}
    busy: dict[PlayerId, set[int]] = {pid: set() for pid in ids}
    first_round: dict[PlayerId, int] = dict.fromkeys(ids, 1)

    # C.04.2.C.2: late entries miss round 1, or rounds 1 and 2
    late: list[PlayerId] = []
    if rounds >= 2:
        for pid in chance.sample(ids, how_many(n, late_entry_rate)):
            missed = 1 if rounds == 2 else chance.between(1, 2)
            for r in range(1, missed + 1):
                codes[r][pid] = ResultCode.NOT_PAIRED
                busy[pid].add(r)
            first_round[pid] = missed + 1
            late.append(pid)

    # C.04.2.D.3 withdrawals (half of them unannounced, C.04.2.D.2), after playing a round
    withdrawals: list[tuple[PlayerId, int]] = []
    for pid in chance.sample(ids, how_many(n, withdrawal_rate)):
        earliest = first_round[pid] + 1
        if earliest > rounds:
            continue
        gone = chance.between(earliest, rounds)
        for r in range(gone, rounds + 1):
            codes[r][pid] = ResultCode.ZERO_BYE
            busy[pid].add(r)
        if chance.below(2) == 0:
            no_shows[gone - 1].append(pid)
            busy[pid].add(gone - 1)
        withdrawals.append((pid, gone))

    # zero-point byes anywhere, half-point byes never in the last round
    most = _max_byes_each(rounds)
    for rate, code, last in (
        (retired_rate, ResultCode.ZERO_BYE, rounds),
        (half_point_bye_rate, ResultCode.HALF_BYE, rounds - 1),
    ):
        if most == 0:
            break
        free_rounds = {pid: [r for r in range(1, last + 1) if r not in busy[pid]] for pid in ids}
        candidates = [pid for pid in ids if free_rounds[pid]]  # the count is then exact
        for pid in chance.sample(candidates, how_many(n, rate)):
            free = free_rounds[pid]
            count = 1
            while count < most and chance.below(2) == 0:
                count += 1
            for r in chance.sample(free, count):
                codes[r][pid] = code
                busy[pid].add(r)

    return AbsencePlan(
        rounds=rounds,
        announced=tuple(tuple(sorted(codes[r].items())) for r in range(1, rounds + 1)),
        no_shows=tuple(tuple(sorted(no_shows[r])) for r in range(1, rounds + 1)),
        late_entries=tuple(sorted(late)),
        withdrawals=tuple(sorted(withdrawals)),
    )


def add_byes(
    plan: AbsencePlan,
    chance: Chance,
    players: list[PlayerId],
    amounts: tuple[tuple[ResultCode, Amount], ...],
) -> AbsencePlan:
    """``plan`` with more byes: for each (bye code, amount), as many as the amount asks
    (:mod:`engine.rtg.amounts`; a percentage of the player-rounds), in rounds where the player
    is free. Half- and full-point byes never fall in the last round; no player gets more than
    ``rounds - 2`` byes (at least one), as in :func:`plan_absences`.
    """
    rounds = plan.rounds
    codes = {r: dict(plan.announced[r - 1]) for r in range(1, rounds + 1)}
    busy = {r: set(codes[r]) | set(plan.no_shows[r - 1]) for r in range(1, rounds + 1)}
    ids = sorted(players)
    taken = {pid: sum(pid in codes[r] for r in range(1, rounds + 1)) for pid in ids}
    most = max(1, _max_byes_each(rounds))
    for code, amount in amounts:
        if amount.none:
            continue
        last = rounds if code is ResultCode.ZERO_BYE else rounds - 1

        def free(r: int) -> list[PlayerId]:
            return [pid for pid in ids if pid not in busy[r] and taken[pid] < most]

        chances = [len(free(r)) if r <= last else 0 for r in range(1, rounds + 1)]
        for r, n in enumerate(per_round_counts(amount, chances, chance), start=1):
            for pid in chance.sample(free(r), n):
                codes[r][pid] = code
                busy[r].add(pid)
                taken[pid] += 1
    return replace(
        plan,
        announced=tuple(tuple(sorted(codes[r].items())) for r in range(1, rounds + 1)),
    )

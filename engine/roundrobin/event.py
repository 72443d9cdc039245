"""A round-robin tournament's schedule and pairings, read from the tournament itself.

The pairing numbers are the players' ids (1..n, given by the drawing of lots) and the format is
the record 192 code (:mod:`engine.roundrobin.codes`). Nothing else matters: every round is known
from the start (C.05 7.5), whatever the results, so the pairing of round ``r`` is the table's.
A withdrawn player keeps his place in the table; his games are forfeits (C.05, withdrawals:
"the unplayed games of the player are indicated by (-) ... and those of his opponents by (+)").
"""

from __future__ import annotations

from engine.errors import ConfigError
from engine.model import PlayerId, Tournament
from engine.model.pairing import Board, RoundPairing
from engine.roundrobin.berger import ScheduledRound, schedule, total_rounds
from engine.roundrobin.codes import RoundRobinFormat, parse_round_robin_code
from engine.roundrobin.errors import RoundRobinError


def round_robin_format(t: Tournament) -> RoundRobinFormat | None:
    """The round-robin format of ``t`` (record 192); None for a tournament that is not one."""
    return parse_round_robin_code(t.pairing_system)


def _format_of(t: Tournament, fmt: RoundRobinFormat | None) -> RoundRobinFormat:
    if fmt is not None:
        return fmt
    found = round_robin_format(t)
    if found is None:
        raise ConfigError(
            f"the tournament is not a round-robin (record 192 is {t.pairing_system or 'empty'})"
        )
    return found


def check_numbers(t: Tournament) -> int:
    """The number of players; RoundRobinError unless the pairing numbers are 1..n."""
    ids = sorted(int(p.id) for p in t.players)
    if ids != list(range(1, len(ids) + 1)):
        raise RoundRobinError(
            "a round-robin needs the pairing numbers 1 to n without gaps "
            f"(the tournament has {', '.join(map(str, ids[:12]))}{' …' if len(ids) > 12 else ''})"
        )
    return len(ids)


def tournament_schedule(
    t: Tournament, fmt: RoundRobinFormat | None = None
) -> tuple[ScheduledRound, ...]:
    """Every round of ``t``'s round-robin (``fmt`` overrides the 192 code)."""
    f = _format_of(t, fmt)
    return schedule(check_numbers(t), f.cycles, f.swap_cycle_end)


def scheduled_round(
    t: Tournament, round_no: int, fmt: RoundRobinFormat | None = None
) -> ScheduledRound:
    """Round ``round_no`` of ``t``'s schedule; RoundRobinError for a round it does not have."""
    rounds = tournament_schedule(t, fmt)
    if not 1 <= round_no <= len(rounds):
        raise RoundRobinError(
            f"the round-robin has {len(rounds)} rounds; there is no round {round_no}"
        )
    return rounds[round_no - 1]


def event_rounds(t: Tournament, fmt: RoundRobinFormat | None = None) -> int:
    """The number of rounds of ``t``'s round-robin."""
    f = _format_of(t, fmt)
    return total_rounds(check_numbers(t), f.cycles)


def pair_round_robin(
    t: Tournament, round_no: int, fmt: RoundRobinFormat | None = None
) -> RoundPairing:
    """The pairing of ``round_no``: the Berger table's boards by pairing number, in table order.

    The player who meets the bye number (odd fields) is not on a board and gets no PAB: in a
    round-robin the free round scores nothing (it is recorded as a zero-point bye).
    """
    rnd = scheduled_round(t, round_no, fmt)
    boards = tuple(Board(PlayerId(w), PlayerId(b)) for w, b in rnd.boards)
    return RoundPairing(round_no, boards, None)


__all__ = [
    "check_numbers",
    "event_rounds",
    "pair_round_robin",
    "round_robin_format",
    "scheduled_round",
    "tournament_schedule",
]

"""Standings of a round-robin: withdrawals as C.05 rules them, tie-breaks as C.07 15.2 says.

C.05 (General Regulations for Competitions; C.06 V.4 in the 2011 handbook), a player who
withdraws from or is expelled from a round-robin: "If a player has completed less than 50% of
his games ..., his score remains in the tournament table (for rating and historical purposes),
but the points scored by him or against him are not counted in the final standings. The unplayed
games of the player ... are indicated by "-" in the tournament table and those of his opponents
by "+". If neither players are present, this will be indicated by two "-". If a player has
completed at least 50% of his games, his score shall remain in the tournament table and will be
counted in the final standings." (docs/rulings.md RR-7 has the sources.)

Our reading (docs/rulings.md RR-7): "completed" games are games played over the board,
counted against every game of his schedule (both cycles of a double
round-robin); exactly half counts. A player whose results do not count is left out of the
standings and every result against him is taken out of his opponents' scores and tie-breaks;
the crosstable still shows them.

The tie-breaks then see the event as one with pre-determined pairings (C.07 15.2): forfeits are
games, Art. 16 does not apply. C.07 (2026) Art. 8 note: Buchholz, AOB and Fore Buchholz must
not be used in round-robins (:func:`check_round_robin_tiebreaks`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from engine.model import NOT_PAIRED_ENTRY, PlayerId, Tournament
from engine.roundrobin.berger import rounds_per_cycle
from engine.roundrobin.codes import RoundRobinFormat
from engine.roundrobin.errors import RoundRobinError
from engine.roundrobin.event import check_numbers, round_robin_format
from engine.standings import (
    Edition,
    StandingRow,
    TieBreakCode,
    TieBreakSpec,
    parse_tiebreaks,
    standings,
)

DEFAULT_ROUND_ROBIN_ORDER: tuple[TieBreakSpec, ...] = parse_tiebreaks("DE,WIN,SB,KS")
"""Direct encounter, number of wins, Sonneborn-Berger, Koya: the order FIDE's tie-break rules
recommended for individual round-robins before 2023 (C.02 annex), still the usual choice; C.07
itself prescribes no list (4.1). Our default, not a rule."""

FORBIDDEN_IN_ROUND_ROBIN = frozenset({TieBreakCode.BH, TieBreakCode.AOB, TieBreakCode.FB})
"""C.07 (2026) Art. 8 note: "BH, AOB and FB shall not be used in round-robin tournaments"."""


def check_round_robin_tiebreaks(specs: Sequence[TieBreakSpec]) -> None:
    """RoundRobinError when the list holds a tie-break C.07 forbids in round-robins."""
    bad = [str(s) for s in specs if s.code in FORBIDDEN_IN_ROUND_ROBIN]
    if bad:
        raise RoundRobinError(
            f"{', '.join(bad)}: Buchholz, AOB and Fore Buchholz are not used in round-robins "
            "(C.07 Art. 8); choose Sonneborn-Berger, direct encounter, wins or Koya"
        )


@dataclass(frozen=True, slots=True)
class WithdrawalVerdict:
    """What C.05 makes of one withdrawn player's results."""

    player: PlayerId
    from_round: int
    completed: int
    """Games he played over the board."""
    scheduled: int
    """Games of his whole schedule (every cycle)."""

    @property
    def counted(self) -> bool:
        """True when he completed at least half his games: his results count."""
        return 2 * self.completed >= self.scheduled

    def describe(self) -> str:
        """One sentence for a report's notes."""
        how = "count in" if self.counted else "do not count in"
        share = "at least" if self.counted else "less than"
        return (
            f"No. {self.player} withdrew from round {self.from_round} after completing "
            f"{self.completed} of {self.scheduled} games ({share} 50 %): his results {how} "
            "the standings (C.05)"
        )


def withdrawal_verdicts(
    t: Tournament, fmt: RoundRobinFormat | None = None
) -> tuple[WithdrawalVerdict, ...]:
    """One verdict per withdrawn player, by pairing number."""
    f = fmt or round_robin_format(t) or RoundRobinFormat()
    n = check_numbers(t)
    # every player meets every other once per cycle; the free round of an odd field is no game
    scheduled = (rounds_per_cycle(n) - n % 2) * f.cycles
    return tuple(
        WithdrawalVerdict(p.id, p.withdrawn_from, sum(1 for e in p.rounds if e.played), scheduled)
        for p in t.players
        if p.withdrawn_from is not None
    )


def not_counted(t: Tournament, fmt: RoundRobinFormat | None = None) -> frozenset[PlayerId]:
    """Players whose results C.05 keeps out of the standings (less than 50 % completed)."""
    return frozenset(v.player for v in withdrawal_verdicts(t, fmt) if not v.counted)


def standings_tournament(t: Tournament, fmt: RoundRobinFormat | None = None) -> Tournament:
    """``t`` as the standings see it: players whose results do not count are gone, and so is
    every entry against them (a round without a game, no points)."""
    gone = not_counted(t, fmt)
    if not gone:
        return t
    players = []
    for p in t.players:
        if p.id in gone:
            continue
        rounds = tuple(NOT_PAIRED_ENTRY if e.opponent in gone else e for e in p.rounds)
        players.append(dataclasses.replace(p, rounds=rounds))
    return dataclasses.replace(t, players=tuple(players))


def round_robin_standings(
    t: Tournament,
    after_round: int,
    tiebreaks: Sequence[TieBreakSpec] = DEFAULT_ROUND_ROBIN_ORDER,
    edition: Edition | None = None,
    fmt: RoundRobinFormat | None = None,
) -> tuple[StandingRow, ...]:
    """The standings of a round-robin after ``after_round`` (see the module text).

    Players whose results do not count have no row.
    """
    view = standings_tournament(t, fmt)
    return standings(
        view, min(after_round, view.rounds_in_file), tiebreaks, edition, predetermined=True
    )


__all__ = [
    "DEFAULT_ROUND_ROBIN_ORDER",
    "FORBIDDEN_IN_ROUND_ROBIN",
    "WithdrawalVerdict",
    "check_round_robin_tiebreaks",
    "not_counted",
    "round_robin_standings",
    "standings_tournament",
    "withdrawal_verdicts",
]

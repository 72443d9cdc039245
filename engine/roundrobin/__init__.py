"""Round-robin events: the Berger tables (C.05 Annex 1), the Varma tables (C.05 Annex 2), the
drawing of lots, the schedule of a tournament and its standings (C.05 withdrawals, C.07 15.2).

>>> from engine.roundrobin import schedule
>>> [b for b in schedule(6)[1].boards]
[(6, 4), (5, 3), (1, 2)]
"""

from engine.roundrobin.berger import (
    MAX_CYCLES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    ScheduledRound,
    berger_table,
    cycle_order,
    rounds_per_cycle,
    schedule,
    table_size,
    total_rounds,
)
from engine.roundrobin.codes import (
    RoundRobinFormat,
    is_round_robin_code,
    parse_round_robin_code,
    round_robin_code,
)
from engine.roundrobin.errors import RoundRobinError
from engine.roundrobin.event import (
    check_numbers,
    event_rounds,
    pair_round_robin,
    round_robin_format,
    scheduled_round,
    tournament_schedule,
)
from engine.roundrobin.lots import check_seed, draw_players
from engine.roundrobin.standings import (
    DEFAULT_ROUND_ROBIN_ORDER,
    WithdrawalVerdict,
    check_round_robin_tiebreaks,
    not_counted,
    round_robin_standings,
    standings_tournament,
    withdrawal_verdicts,
)
from engine.roundrobin.varma import VarmaPlayer, VarmaStep, varma_draw, varma_numbers, varma_sets

__all__ = [
    "DEFAULT_ROUND_ROBIN_ORDER",
    "MAX_CYCLES",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "RoundRobinError",
    "RoundRobinFormat",
    "ScheduledRound",
    "VarmaPlayer",
    "VarmaStep",
    "WithdrawalVerdict",
    "berger_table",
    "check_numbers",
    "check_round_robin_tiebreaks",
    "check_seed",
    "cycle_order",
    "draw_players",
    "event_rounds",
    "is_round_robin_code",
    "not_counted",
    "pair_round_robin",
    "parse_round_robin_code",
    "round_robin_code",
    "round_robin_format",
    "round_robin_standings",
    "rounds_per_cycle",
    "schedule",
    "scheduled_round",
    "standings_tournament",
    "table_size",
    "total_rounds",
    "tournament_schedule",
    "varma_draw",
    "varma_numbers",
    "varma_sets",
    "withdrawal_verdicts",
]

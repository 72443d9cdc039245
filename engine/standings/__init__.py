"""Standings and the FIDE tie-breaks (C.07, 2024 and 2026 editions); pure functions, no Qt.

>>> from engine.standings import parse_tiebreaks, DEFAULT_SWISS_ORDER, format_tiebreaks
>>> format_tiebreaks(DEFAULT_SWISS_ORDER)
'BH/C1,BH,SB,DE,WON,BPG'
"""

from engine.standings.codes import (
    DEFAULT_SWISS_ORDER,
    FIDE_CYCLE_SWISS_ORDER,
    JUNIOR_SWISS_ORDER,
    OPEN_SWISS_ORDER,
    PRESETS,
    TieBreakCode,
    TieBreakSpec,
    format_tiebreak,
    format_tiebreaks,
    parse_tiebreak,
    parse_tiebreaks,
)
from engine.standings.compute import TieBreakValue, format_value, tiebreak_value
from engine.standings.cuts import Contribution, contributions, cut_buchholz, cut_sonneborn_berger
from engine.standings.direct import direct_encounter
from engine.standings.edition import Edition, edition_for, edition_for_date
from engine.standings.errors import StandingsError, TieBreakCodeError
from engine.standings.opposition import (
    average_of_opponents_buchholz,
    buchholz,
    fore_buchholz,
    koya,
    sonneborn_berger,
)
from engine.standings.own import (
    games_with_black,
    games_won,
    pairing_number,
    progressive_scores,
    rounds_elected_to_play,
    standard_points,
    wins,
    wins_with_black,
)
from engine.standings.ranking import StandingRow, standings
from engine.standings.rating import (
    average_perfect_performance_of_opponents,
    average_performance_of_opponents,
    average_rating_of_opponents,
    perfect_performance,
    performance_rating,
    rating,
)
from engine.standings.records import RoundRecord, ScoreView, TieBreakContext, Unplayed
from engine.standings.reports import (
    CardLine,
    CrosstableCell,
    CrosstableRow,
    PlayerCard,
    crosstable,
    player_card,
)

__all__ = [
    "DEFAULT_SWISS_ORDER",
    "FIDE_CYCLE_SWISS_ORDER",
    "JUNIOR_SWISS_ORDER",
    "OPEN_SWISS_ORDER",
    "PRESETS",
    "CardLine",
    "Contribution",
    "CrosstableCell",
    "CrosstableRow",
    "Edition",
    "PlayerCard",
    "RoundRecord",
    "ScoreView",
    "StandingRow",
    "StandingsError",
    "TieBreakCode",
    "TieBreakCodeError",
    "TieBreakContext",
    "TieBreakSpec",
    "TieBreakValue",
    "Unplayed",
    "average_of_opponents_buchholz",
    "average_perfect_performance_of_opponents",
    "average_performance_of_opponents",
    "average_rating_of_opponents",
    "buchholz",
    "contributions",
    "crosstable",
    "cut_buchholz",
    "cut_sonneborn_berger",
    "direct_encounter",
    "edition_for",
    "edition_for_date",
    "fore_buchholz",
    "format_tiebreak",
    "format_tiebreaks",
    "format_value",
    "games_with_black",
    "games_won",
    "koya",
    "pairing_number",
    "parse_tiebreak",
    "parse_tiebreaks",
    "perfect_performance",
    "performance_rating",
    "player_card",
    "progressive_scores",
    "rating",
    "rounds_elected_to_play",
    "sonneborn_berger",
    "standard_points",
    "standings",
    "tiebreak_value",
    "wins",
    "wins_with_black",
]

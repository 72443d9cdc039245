"""Printable reports as plain data (Qt-free): pairings, results, standings, crosstable, cards.

Each builder returns a :class:`Report` of text tables; the GUI renders it to HTML, paper or
PDF, and :meth:`Report.to_csv` gives the same cells as CSV.
"""

from engine.reports.errors import ReportError
from engine.reports.norms import it1_report, it3_report, norm_screen_report, verdict_cell
from engine.reports.ratings import rating_change_report
from engine.reports.roundrobin import (
    berger_grid,
    round_robin_crosstable,
    round_robin_pairings,
    round_robin_schedule,
    round_robin_standings_report,
)
from engine.reports.rounds import (
    BoardLine,
    UnpairedLine,
    board_lines,
    pairings_alphabetical,
    pairings_by_board,
    round_results,
    unpaired_lines,
    unpaired_table,
)
from engine.reports.standings import (
    crosstable_cell,
    crosstable_report,
    player_card_report,
    rank_text,
    standings_report,
    tiebreak_legend,
)
from engine.reports.table import Align, Column, Report, Table
from engine.reports.text import name_key, points_text

__all__ = [
    "Align",
    "BoardLine",
    "Column",
    "Report",
    "ReportError",
    "Table",
    "UnpairedLine",
    "berger_grid",
    "board_lines",
    "crosstable_cell",
    "crosstable_report",
    "it1_report",
    "it3_report",
    "name_key",
    "norm_screen_report",
    "pairings_alphabetical",
    "pairings_by_board",
    "player_card_report",
    "points_text",
    "rank_text",
    "rating_change_report",
    "round_results",
    "round_robin_crosstable",
    "round_robin_pairings",
    "round_robin_schedule",
    "round_robin_standings_report",
    "standings_report",
    "tiebreak_legend",
    "unpaired_lines",
    "unpaired_table",
    "verdict_cell",
]

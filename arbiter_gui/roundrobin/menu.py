"""The Round-robin menu, the pairing of a round from the table, and the round-robin reports.

``install_round_robin_menu(window)`` is the one hook in the main window; ``pair_from_table``
is called by the rounds controller for a round-robin event, and ``round_robin_report`` by the
Reports menu (a round-robin's crosstable and standings are its own).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from arbiter_gui.errors import report_error, show_message
from arbiter_gui.printing.viewer import ReportDialog, ReportOption
from arbiter_gui.roundrobin.lots import DrawLotsDialog, lots_sentence
from arbiter_gui.session import open_session
from engine.errors import EngineError
from engine.journal import PairRoundRobinRound, State
from engine.model import Tournament
from engine.reports import (
    Report,
    berger_grid,
    round_robin_crosstable,
    round_robin_pairings,
    round_robin_schedule,
    round_robin_standings_report,
)
from engine.roundrobin import (
    DEFAULT_ROUND_ROBIN_ORDER,
    RoundRobinError,
    RoundRobinFormat,
    check_round_robin_tiebreaks,
)
from engine.standings import TieBreakSpec, parse_tiebreaks

if TYPE_CHECKING:
    from arbiter_gui.rounds.controller import RoundsController

SHORTCUTS = {"lots": "Ctrl+Alt+L", "schedule": "Ctrl+Alt+S", "crosstable": "Ctrl+Alt+C"}
"""Keyboard shortcuts of the Round-robin menu (the Tournament menu has Ctrl+Shift+...)."""


def round_robin_state(window: QMainWindow) -> State | None:
    """The open tournament's state when it is a round-robin event, else None."""
    session = open_session(window)
    if session is None:
        return None
    state: State = session.state
    return state if state.settings.round_robin else None


def round_robin_tiebreaks(state: State) -> tuple[TieBreakSpec, ...]:
    """The event's tie-break list, or the round-robin default (DE, WIN, SB, KS) when none is
    set or the list holds a tie-break C.07 does not use in round-robins."""
    text = state.settings.tiebreaks
    if not text:
        return DEFAULT_ROUND_ROBIN_ORDER
    try:
        specs = parse_tiebreaks(text)
        check_round_robin_tiebreaks(specs)
    except EngineError:
        return DEFAULT_ROUND_ROBIN_ORDER
    return specs


def _format(state: State) -> RoundRobinFormat:
    return RoundRobinFormat(state.settings.cycles, state.settings.swap_cycle_end)


def _after(window: QMainWindow, t: Tournament, round_no: int | None) -> int:
    from arbiter_gui.printing.actions import current_round

    return round_no if round_no is not None else current_round(window, t)


def round_robin_report(window: QMainWindow, key: str, round_no: int | None = None) -> Report | None:
    """The round-robin version of report ``key`` (None for a Swiss event or another key)."""
    state = round_robin_state(window)
    if state is None:
        return None
    t = state.tournament
    fmt = _format(state)
    specs = round_robin_tiebreaks(state)
    lots = lots_sentence(state)
    match key:
        case "crosstable":
            return round_robin_crosstable(t, _after(window, t, round_no), specs, fmt=fmt, lots=lots)
        case "standings":
            return round_robin_standings_report(t, _after(window, t, round_no), specs, fmt=fmt)
        case "schedule":
            return round_robin_schedule(t, fmt=fmt, lots=lots)
        case "berger":
            return berger_grid(t, fmt=fmt)
        case "round-pairings":
            r = round_no or max(1, state.rounds_paired)
            return round_robin_pairings(t, r, fmt=fmt)
    return None


def open_round_robin_report(
    window: QMainWindow, key: str, round_no: int | None = None
) -> ReportDialog | None:
    """Build and show a round-robin report (the crosstable can be ordered by place)."""
    try:
        report = round_robin_report(window, key, round_no)
    except (EngineError, ValueError) as exc:
        report_error(window, exc, title=QCoreApplication.translate("RoundRobin", "Round-robin"))
        return None
    if report is None:
        return None
    option = None
    state = round_robin_state(window)
    if key == "crosstable" and state is not None:
        t = state.tournament
        after = _after(window, t, round_no)
        specs = round_robin_tiebreaks(state)
        fmt = _format(state)
        lots = lots_sentence(state)
        option = ReportOption(
            QCoreApplication.translate("RoundRobin", "Lines in order of place"),
            False,
            lambda on: round_robin_crosstable(t, after, specs, fmt=fmt, by_place=on, lots=lots),
        )
    path = getattr(window, "path", None)
    dialog = ReportDialog(
        report, window, folder=str(path.parent) if path is not None else "", option=option
    )
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog


def open_lots(window: QMainWindow) -> DrawLotsDialog | None:
    """The drawing of lots of the open round-robin."""
    state = round_robin_state(window)
    session = getattr(window, "session", None)
    if state is None or session is None:
        show_message(
            window,
            QCoreApplication.translate("RoundRobin", "Draw lots"),
            QCoreApplication.translate(
                "RoundRobin",
                "Lots are drawn for a round-robin: choose 'Round-robin' as the system in "
                "Tournament > Tournament details first.",
            ),
        )
        return None
    if state.rounds_paired:
        show_message(
            window,
            QCoreApplication.translate("RoundRobin", "Draw lots"),
            QCoreApplication.translate(
                "RoundRobin", "Round 1 is paired: the pairing numbers are fixed."
            ),
        )
        return None
    dialog = DrawLotsDialog(session, window)
    dialog.open()
    return dialog


def pair_from_table(controller: RoundsController, r: int) -> None:
    """Pair round ``r`` of a round-robin: the Berger table's, at once (no engine to wait for)."""
    session = controller.session
    if session is None:
        return
    if session.state.round(r) is not None:
        controller.message.emit(
            QCoreApplication.translate(
                "RoundRobin",
                "Round {0} is the Berger table's: check it, then publish (Round > Publish)",
            ).format(r)
        )
        return
    controller.pairing_started.emit(r)
    try:
        session.apply(PairRoundRobinRound(r))
    except (EngineError, RoundRobinError) as exc:
        report_error(
            controller.parent(),
            exc,
            title=QCoreApplication.translate("RoundRobin", "Pair round {0}").format(r),
        )  # type: ignore[arg-type]
        controller.pairing_finished.emit(r, "failed")
        return
    controller.explain(r)  # which round of the table it is, and the lots
    controller.pairing_finished.emit(r, "applied")


def install_round_robin_menu(window: QMainWindow) -> QMenu:
    """Add the Round-robin menu; its entries are enabled for a round-robin event only."""
    menu = window.menuBar().addMenu(QCoreApplication.translate("RoundRobin", "Round-ro&bin"))
    menu.setObjectName("round-robin-menu")
    entries: list[QAction] = []

    def add(key: str, text: str, slot: Callable[[], object]) -> QAction:
        action = QAction(QCoreApplication.translate("RoundRobin", text), window)
        action.setObjectName(f"round-robin-{key}")
        if key in SHORTCUTS:
            action.setShortcut(QKeySequence(SHORTCUTS[key]))
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        entries.append(action)
        return action

    add("lots", "Draw &lots for the pairing numbers…", lambda: open_lots(window))
    menu.addSeparator()
    add("schedule", "&Schedule of all rounds", lambda: open_round_robin_report(window, "schedule"))
    add(
        "berger",
        "&Berger table (pairing numbers)",
        lambda: open_round_robin_report(window, "berger"),
    )
    add(
        "crosstable",
        "&Crosstable (round-robin grid)",
        lambda: open_round_robin_report(window, "crosstable"),
    )
    add("standings", "S&tandings", lambda: open_round_robin_report(window, "standings"))

    def refresh() -> None:
        on = round_robin_state(window) is not None
        for action in entries:
            action.setEnabled(on)

    menu.aboutToShow.connect(refresh)
    loaded = getattr(window, "tournament_loaded", None)
    if loaded is not None:
        loaded.connect(lambda _t: refresh())
    refresh()
    return menu


__all__ = [
    "install_round_robin_menu",
    "open_lots",
    "open_round_robin_report",
    "pair_from_table",
    "round_robin_report",
    "round_robin_state",
    "round_robin_tiebreaks",
]

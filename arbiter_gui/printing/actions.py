"""The Reports menu: every report of the current round, each opened in a :class:`ReportDialog`.

``install_report_actions(window)`` is the only hook into the main window; it reads the window's
tournament, open session and current tab when an action fires, so it never goes stale.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QInputDialog, QMainWindow, QMenu, QWidget

from arbiter_gui.dialogs.details import event_tiebreaks
from arbiter_gui.errors import report_error
from arbiter_gui.models.players import PLAYER_ROLE
from arbiter_gui.models.rounds import round_view
from arbiter_gui.ops import QueryOp
from arbiter_gui.printing.viewer import ReportDialog, ReportOption
from arbiter_gui.session import open_session
from engine.errors import EngineError
from engine.model import Player, PlayerId, Tournament
from engine.ratings import RatingSettings
from engine.reports import (
    Report,
    crosstable_report,
    pairings_alphabetical,
    pairings_by_board,
    player_card_report,
    rating_change_report,
    round_results,
    standings_report,
)
from engine.standings import DEFAULT_SWISS_ORDER, TieBreakSpec

Boards = list[tuple[PlayerId, PlayerId]]


def published_order(window: QMainWindow, round_no: int) -> Boards | None:
    """The round's published board order from the open tournament file, if there is one."""
    session = open_session(window)
    if session is None:
        return None
    try:
        rs = session.state.round(round_no)
    except (AttributeError, LookupError, EngineError):
        return None
    return [(b.white, b.black) for b in rs.boards] if rs is not None else None


def board_order(
    t: Tournament, round_no: int, published: Sequence[tuple[PlayerId, PlayerId]] | None
) -> Boards:
    """The boards as the round tab shows them: published order, else the recommended one."""
    view = round_view(t, round_no, published)
    return [(b.white.id, b.black.id) for b in view.boards]


def tiebreak_order(window: QMainWindow) -> tuple[TieBreakSpec, ...]:
    """The tie-break order set up for the open tournament (Tournament > Details), else the
    default Swiss order (C.07).
    """
    session = open_session(window)
    if session is not None:
        return event_tiebreaks(session.state)  # the journal's settings, the only source
    return DEFAULT_SWISS_ORDER


def current_round(window: QMainWindow, t: Tournament) -> int:
    """The round of the tab on screen (a page's ``round_no`` or a ``round-N`` view), else the
    last round in the file.
    """
    tabs = getattr(window, "tabs", None)
    page = tabs.currentWidget() if tabs is not None else None
    if page is not None:
        r = getattr(page, "round_no", None)
        name = page.objectName()
        if not isinstance(r, int) and name.startswith("round-") and name[6:].isdigit():
            r = int(name[6:])
        if isinstance(r, int) and 1 <= r <= t.rounds_in_file:
            return r
    return t.rounds_in_file


ReportJob = Callable[[], Report]
"""The computing part of a report: values in, a report out; runs in a worker."""
Prepare = Callable[[QMainWindow, Tournament, int], ReportJob | None]


@dataclass(frozen=True)
class ReportKind:
    """One entry of the Reports menu."""

    key: str
    text: str  # "{r}" is replaced by the round number
    build: Callable[[QMainWindow, Tournament, int], Report | None]
    # reads the window (GUI thread) and returns the computing part, for a worker (issue 26:
    # the tie-breaks of 3,000 players take a good part of a second); None: build at once
    prepare: Prepare | None = None


def _later(prepare: Prepare) -> Callable[[QMainWindow, Tournament, int], Report | None]:
    """``build`` from ``prepare``: both parts at once."""

    def build(window: QMainWindow, t: Tournament, r: int) -> Report | None:
        job = prepare(window, t, r)
        return job() if job is not None else None

    return build


def _standings_job(window: QMainWindow, t: Tournament, r: int) -> ReportJob:
    specs, settings = tiebreak_order(window), rating_settings(window)
    # issue 21 (Q163): no final standings while an adjourned game is open (FinalOutputError)
    return _final_checked(window, r, lambda: standings_report(t, r, specs, ratings=settings))


def _crosstable_job(window: QMainWindow, t: Tournament, r: int) -> ReportJob:
    specs = tiebreak_order(window)
    return lambda: crosstable_report(t, r, specs)


def _ratings_job(window: QMainWindow, t: Tournament, r: int) -> ReportJob:
    settings = rating_settings(window)
    rated = _rated(window, t)  # with the rating-only corrections (issue 21)
    return lambda: rating_change_report(rated, r, settings)


def _boards_job(
    make: Callable[[Tournament, int, Boards], Report],
) -> Prepare:
    """A report of a round's boards: the published order read now, the boards in the job."""

    def prepare(window: QMainWindow, t: Tournament, r: int) -> ReportJob:
        published = published_order(window, r)
        return lambda: make(t, r, board_order(t, r, published))

    return prepare


def rating_settings(window: QMainWindow) -> RatingSettings:
    """The open tournament's rating type and typed K factors (defaults without a file)."""
    from arbiter_gui.dialogs.norms import rating_settings_of

    return rating_settings_of(getattr(window, "session", None))


def _player_card_job(window: QMainWindow, t: Tournament, r: int) -> ReportJob | None:
    pid = choose_player(window, t)
    if pid is None:
        return None
    published = {rr: published_order(window, rr) for rr in range(1, r + 1)}
    specs, settings = tiebreak_order(window), rating_settings(window)

    def job() -> Report:
        boards = {
            rr: n
            for rr in range(1, r + 1)
            for n, pair in enumerate(board_order(t, rr, published[rr]), start=1)
            if pid in pair
        }
        return player_card_report(t, pid, r, tiebreaks=specs, boards=boards, ratings=settings)

    return job


def _rating_card(window: QMainWindow, t: Tournament, r: int) -> Report | None:
    pid = choose_player(window, t, QCoreApplication.translate("Reports", "Rating change"))
    if pid is None:
        return None
    return rating_change_report(_rated(window, t), r, rating_settings(window), players=[pid])


def _rated(window: QMainWindow, t: Tournament) -> Tournament:
    """The tournament the rating reports read: with the rating-only corrections (issue 21)."""
    session = open_session(window)
    if session is None:
        return t
    from engine.journal.fide import rating_tournament

    return rating_tournament(session.state)


def _final_checked(window: QMainWindow, r: int, build: ReportJob) -> ReportJob:
    """``build`` (run later, in a worker), unless these are the final standings and an
    adjourned game is still open (issue 21, Q163): then FinalOutputError at once."""
    session = open_session(window)
    if session is not None:
        from engine.journal.trf2026 import FinalOutputError, final_standings_blockers

        blocked = final_standings_blockers(session.state, r)
        if blocked:
            raise FinalOutputError(
                QCoreApplication.translate("Reports", "No final standings yet: {0}").format(
                    blocked[0]
                )
            )
    return build


def choose_player(window: QWidget, t: Tournament, title: str = "") -> PlayerId | None:
    """Ask for a player (the one selected in the players list is offered first)."""
    title = title or QCoreApplication.translate("Reports", "Player card")
    items = [f"{p.id}  {p.name}" for p in t.players]
    current = 0
    view = getattr(window, "players_view", None)
    if view is not None and view.currentIndex().isValid():
        # the list may be sorted or filtered: the row is not the place in t.players
        selected = view.currentIndex().data(PLAYER_ROLE)
        ids = [p.id for p in t.players]
        if isinstance(selected, Player) and selected.id in ids:
            current = ids.index(selected.id)
    text, ok = QInputDialog.getItem(
        window, title, QCoreApplication.translate("Reports", "Player:"), items, current, False
    )
    if not ok or not text:
        return None
    return PlayerId(int(text.split()[0]))


_PAIRINGS = _boards_job(pairings_by_board)
_ALPHABETICAL = _boards_job(lambda t, r, boards: pairings_alphabetical(t, r, boards))
_RESULTS = _boards_job(round_results)

REPORTS: tuple[ReportKind, ...] = (
    ReportKind("pairings", "&Pairings of round {r} by board", _later(_PAIRINGS), _PAIRINGS),
    ReportKind(
        "alphabetical",
        "Pairings of round {r} by &name (wall list)",
        _later(_ALPHABETICAL),
        _ALPHABETICAL,
    ),
    ReportKind("results", "&Results of round {r}", _later(_RESULTS), _RESULTS),
    ReportKind("standings", "&Standings after round {r}", _later(_standings_job), _standings_job),
    ReportKind(
        "crosstable", "&Crosstable after round {r}", _later(_crosstable_job), _crosstable_job
    ),
    ReportKind("card", "Player car&d after round {r}…", _later(_player_card_job), _player_card_job),
    ReportKind("ratings", "Rating c&hanges after round {r}", _later(_ratings_job), _ratings_job),
    ReportKind("rating-card", "Rating change of a pla&yer after round {r}…", _rating_card),
)


def build_report(window: QMainWindow, key: str, round_no: int | None = None) -> Report | None:
    """The report ``key`` for ``round_no`` (default: the current round) of the window's
    tournament; None when there is nothing to report or the arbiter cancelled.
    """
    job = report_job(window, key, round_no)
    return job() if job is not None else None


def report_job(window: QMainWindow, key: str, round_no: int | None = None) -> ReportJob | None:
    """What :func:`build_report` computes, in two parts: the window is read (and a player
    asked for) now, on the GUI thread; the returned function computes the report from values
    only, so it may run in a worker. None when there is nothing to report or the arbiter
    cancelled.
    """
    t: Tournament = getattr(window, "tournament", Tournament())
    if t.rounds_in_file == 0:
        return None
    from arbiter_gui.roundrobin.menu import round_robin_report

    own = round_robin_report(window, key, round_no)  # a round-robin's crosstable and standings
    if own is not None:
        return lambda: own
    kind = next(k for k in REPORTS if k.key == key)
    r = round_no or current_round(window, t)
    if kind.prepare is not None:
        return kind.prepare(window, t, r)
    report = kind.build(window, t, r)
    return None if report is None else lambda: report


def open_report(window: QMainWindow, key: str, round_no: int | None = None) -> ReportDialog | None:
    """Build the report and show it in a report window (errors become a message)."""
    from arbiter_gui.roundrobin.menu import open_round_robin_report, round_robin_state

    if key in ("crosstable", "standings") and round_robin_state(window) is not None:
        return open_round_robin_report(window, key, round_no)
    try:
        job = report_job(window, key, round_no)
    except EngineError as exc:
        report_error(window, exc, title=QCoreApplication.translate("Reports", "Reports"))
        return None
    if job is None:
        return None
    path = getattr(window, "path", None)
    option = None
    if key == "standings":  # the rating columns make the table wide: they can be left out
        t0: Tournament = getattr(window, "tournament", Tournament())
        r0 = round_no or current_round(window, t0)
        specs = tiebreak_order(window)
        settings = rating_settings(window)
        option = ReportOption(
            QCoreApplication.translate("Reports", "Performance and rating change"),
            True,
            lambda on: standings_report(t0, r0, specs, ratings=settings if on else None),
        )
    if key == "alphabetical":  # arbiters want the wall list with or without the unpaired
        t: Tournament = getattr(window, "tournament", Tournament())
        r = round_no or current_round(window, t)
        published = published_order(window, r)
        option = ReportOption(
            QCoreApplication.translate("Reports", "List players without a board"),
            True,
            lambda on: pairings_alphabetical(t, r, board_order(t, r, published), show_unpaired=on),
        )
    t1: Tournament = getattr(window, "tournament", Tournament())
    kind = next(k for k in REPORTS if k.key == key)
    title = _menu_text(kind, str(round_no or current_round(window, t1))).replace("&", "")
    dialog = ReportDialog(
        None,
        window,
        folder=str(path.parent) if path is not None else "",
        option=option,
        title=title.rstrip("…"),
    )
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    # computed in a worker: the window opens at once and says so (issue 26)
    op: QueryOp[Report] = QueryOp(dialog, job)

    def failed(exc: Exception) -> None:
        dialog.close()
        report_error(window, exc, title="Reports")

    op.success(dialog.set_report).failure(failed)
    op.run_in_background()
    return dialog


def _menu_text(kind: ReportKind, round_text: str) -> str:
    """A report's menu entry in the program's language, for round ``round_text``."""
    return QCoreApplication.translate("Reports", kind.text).replace("{r}", round_text)


def install_report_actions(window: QMainWindow) -> QMenu:
    """Add the Reports menu to ``window``; its entries name the current round when opened."""
    menu = window.menuBar().addMenu(
        QCoreApplication.translate("Reports", "Re&ports")  # Alt+R is the Round menu
    )
    menu.setObjectName("reports-menu")
    actions: list[tuple[ReportKind, QAction]] = []
    for kind in REPORTS:
        action = QAction(_menu_text(kind, "…"), window)
        action.setObjectName(f"report-{kind.key}")
        action.triggered.connect(lambda _=False, key=kind.key: open_report(window, key))
        menu.addAction(action)
        actions.append((kind, action))

    def refresh() -> None:
        t: Tournament = getattr(window, "tournament", Tournament())
        has = t.rounds_in_file > 0
        r = str(current_round(window, t)) if has else "…"
        for kind, action in actions:
            action.setText(_menu_text(kind, r))
            action.setEnabled(has)

    menu.addSeparator()
    extra = _install_norm_actions(window, menu)

    def refresh_all() -> None:
        refresh()
        t: Tournament = getattr(window, "tournament", Tournament())
        extra["norms"].setEnabled(t.rounds_in_file > 0)
        extra["ratings"].setEnabled(open_session(window) is not None)

    menu.aboutToShow.connect(refresh_all)
    loaded = getattr(window, "tournament_loaded", None)
    if loaded is not None:  # keyboard shortcuts and tests trigger without opening the menu
        loaded.connect(lambda _t: refresh_all())
    refresh_all()
    return menu


def open_norm_screen(window: QMainWindow) -> QDialog | None:
    """The norm screen of the window's tournament (computed in a worker)."""
    from arbiter_gui.dialogs.norms import NormScreenDialog

    t: Tournament = getattr(window, "tournament", Tournament())
    if t.rounds_in_file == 0:
        return None
    path = getattr(window, "path", None)
    dialog = NormScreenDialog(
        window,
        lambda: getattr(window, "tournament", Tournament()),
        lambda: getattr(window, "session", None),
        folder=str(path.parent) if path is not None else "",
    )
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog


def open_rating_settings(window: QMainWindow) -> QDialog | None:
    """Rating type and K factors of the open tournament file."""
    from arbiter_gui.dialogs.norms import RatingSettingsDialog

    session = open_session(window)
    if session is None:
        return None
    dialog = RatingSettingsDialog(session, window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def _install_norm_actions(window: QMainWindow, menu: QMenu) -> dict[str, QAction]:
    norms = QAction(
        QCoreApplication.translate("Reports", "N&orm screen (GM, IM, WGM, WIM; IT1, IT3)…"), window
    )
    norms.setObjectName("report-norms")
    norms.setShortcut("Ctrl+Shift+N")
    norms.triggered.connect(lambda _=False: open_norm_screen(window))
    menu.addAction(norms)
    ratings = QAction(QCoreApplication.translate("Reports", "Rating type and &K factors…"), window)
    ratings.setObjectName("rating-settings")
    ratings.triggered.connect(lambda _=False: open_rating_settings(window))
    menu.addAction(ratings)
    return {"norms": norms, "ratings": ratings}

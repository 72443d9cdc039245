"""The publisher of one main window: builds the event's site in a worker, writes it to the
chosen folder and hands it to the live page, after each round with one key (F9).

Only published rounds go out (:func:`engine.publish.site_input_from_state`): a draft pairing
on the arbiter's screen is never on a phone. Publishing a round's pairing (Round > Publish),
taking one back or importing a file republishes by itself when a folder or the live page is
in use; results go out when the arbiter publishes (F9), after checking them.

The live page stops with the window: closing it, quitting the program or a crash (the server
thread is a daemon, the socket closes with the process).
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Signal
from PySide6.QtWidgets import QMainWindow

from arbiter_gui.ops import QueryOp
from arbiter_gui.session import open_session
from engine.journal import Changes
from engine.model import Tournament
from engine.publish import (
    LiveServer,
    Site,
    SiteInput,
    build_site,
    site_input_from_state,
    site_input_from_trf,
    write_site,
)

AUTO_COMMANDS = frozenset({"PublishRound", "UnpairRound", "ImportTrf", "PairRoundRobinRound"})
"""Journal commands after which the site goes out again by itself (when in use)."""

DEFAULT_PORT = 8080


@dataclass(frozen=True, slots=True)
class Published:
    """What one publication did."""

    folder_site: Site | None
    folder: Path | None
    written: int
    live_site: Site | None
    rounds: int


def _build(inp: SiteInput, folder: Path | None, live: bool) -> Published:
    """The worker's part: build the site (twice when both a folder and the live page want it:
    the live page's has the reload script) and write it."""
    folder_site = build_site(replace(inp, live=False)) if folder is not None else None
    written = len(write_site(folder_site, folder)) if folder_site and folder else 0
    live_site = build_site(replace(inp, live=True)) if live else None
    return Published(folder_site, folder, written, live_site, inp.last_round)


class Publisher(QObject):
    """Publishes the window's tournament to a folder and/or the live page."""

    published = Signal(object)
    """Emitted with :class:`Published` after each publication."""
    failed = Signal(str)
    server_changed = Signal()
    """The live page started or stopped."""
    content_changed = Signal()
    """The arbiter published (F9) or a round's publication changed: the projector reloads."""

    def __init__(self, window: QMainWindow, settings: QSettings | None = None) -> None:
        super().__init__(window)
        self.setObjectName("publisher")
        self.window = window
        self.settings = settings or QSettings()
        self.language = str(self.settings.value("publish/language", "en"))
        self.server: LiveServer | None = None
        self.last: Published | None = None
        self._folder: Path | None = None
        self._op: QueryOp[Published] | None = None
        self._again = False
        self._session: QObject | None = None
        window.installEventFilter(self)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop_server)
        loaded = getattr(window, "tournament_loaded", None)
        if loaded is not None:
            loaded.connect(self._watch_session)

    # ---- where to ---------------------------------------------------------------------------

    def _key(self) -> str:
        path = getattr(self.window, "path", None)
        return f"publish/folder/{Path(path).resolve() if path else '(none)'}"

    @property
    def folder(self) -> Path | None:
        """The folder the site is written to (remembered per tournament file)."""
        if self._folder is None:
            value = self.settings.value(self._key(), "")
            self._folder = Path(str(value)) if value else None
        return self._folder

    def set_folder(self, folder: Path | None) -> None:
        self._folder = folder
        self.settings.setValue(self._key(), str(folder) if folder else "")

    def set_language(self, language: str) -> None:
        self.language = language
        self.settings.setValue("publish/language", language)

    @property
    def active(self) -> bool:
        """True when a publication has somewhere to go."""
        return self.folder is not None or self.server is not None

    @property
    def busy(self) -> bool:
        return self._op is not None and self._op.running

    # ---- what ---------------------------------------------------------------------------

    def site_input(self) -> SiteInput | None:
        """The published part of the window's tournament (None when nothing is open)."""
        session = open_session(self.window)
        if session is not None:
            state = session.state
            lots = ""
            if state.settings.round_robin:
                from arbiter_gui.roundrobin.lots import lots_sentence

                lots = lots_sentence(state)
            return site_input_from_state(state, language=self.language, lots=lots)
        t: Tournament = getattr(self.window, "tournament", Tournament())
        if not t.players:
            return None
        return site_input_from_trf(t, language=self.language)

    # ---- publishing ---------------------------------------------------------------------

    def publish(self) -> QueryOp[Published] | None:
        """Build and send out the site now (a publication asked for while one is running
        follows it, with the state as it is then). None when there is nowhere to publish."""
        self.content_changed.emit()
        if not self.active:
            return None
        if self.busy:
            self._again = True
            return self._op
        inp = self.site_input()
        if inp is None:
            return None
        folder, live = self.folder, self.server is not None
        op: QueryOp[Published] = QueryOp(self, lambda: _build(inp, folder, live))
        op.success(self._done).failure(self._failed)
        op.finished.connect(self._finished)
        self._op = op
        return op.run_in_background()

    def _done(self, result: Published) -> None:
        self.last = result
        if result.live_site is not None and self.server is not None:
            self.server.publish(result.live_site)
        self.published.emit(result)
        bar = getattr(self.window, "statusBar", None)
        if bar is not None:
            where = []
            if result.folder is not None:
                where.append(str(result.folder))
            if result.live_site is not None and self.server is not None:
                where.append(self.server.url)
            bar().showMessage(
                self.tr("Published rounds 1-{0} to {1}").format(result.rounds, " and ".join(where))
                if result.rounds
                else self.tr("Published (no round yet) to {0}").format(" and ".join(where))
            )

    def _failed(self, exc: Exception) -> None:
        self.failed.emit(str(exc))
        from arbiter_gui.errors import report_error

        report_error(self.window, exc, title=self.tr("Publish"))

    def _finished(self) -> None:
        self._op = None
        if self._again:
            self._again = False
            self.publish()

    def wait(self, timeout_ms: int = 30_000) -> None:
        """Block until the running publication is done (for the tests and for quitting)."""
        from PySide6.QtCore import QDeadlineTimer, QThreadPool

        QThreadPool.globalInstance().waitForDone(QDeadlineTimer(timeout_ms))

    # ---- the live page ------------------------------------------------------------------

    def start_server(self, host: str, port: int) -> LiveServer:
        """Start the live page on ``host``:``port`` (ServerError when it cannot listen there).

        It answers at once with an empty page ("no round published yet") while the site is
        built in a worker; the pages reload themselves when it is there.
        """
        self.stop_server()
        self.server = LiveServer(_empty_site(), host, port)
        self.settings.setValue("publish/host", host)
        self.settings.setValue("publish/port", port)
        self.server_changed.emit()
        self.publish()
        return self.server

    def stop_server(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None
            self.server_changed.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.stop_server()  # the live page stops with the program
        return super().eventFilter(watched, event)

    # ---- automatic republication ------------------------------------------------------------

    def _watch_session(self, _t: object = None) -> None:
        session = getattr(self.window, "session", None)
        if session is self._session:
            return
        if self._session is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self._session.changed.disconnect(self._session_changed)  # type: ignore[attr-defined]
        self._session = session
        self._folder = None  # another tournament file: its own folder
        if session is not None:
            session.changed.connect(self._session_changed)
            if self.server is not None:
                self.publish()

    def _session_changed(self, changes: Changes) -> None:
        if changes.command in AUTO_COMMANDS:
            self.publish()


def _empty_site() -> Site:
    return build_site(replace(site_input_from_trf(Tournament()), live=True))

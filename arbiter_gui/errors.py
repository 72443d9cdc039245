"""Where errors meet the arbiter: engine errors as dialogs, anything else as a crash report.

``report_error`` is the one place that turns an exception into a message. An :class:`EngineError`
(or an OSError: file missing, disk full) says what is wrong with the input; the arbiter can act on
it. Anything else is a bug: it goes to ``sys.excepthook``, i.e. the crash reporter.
"""

from __future__ import annotations

import datetime as _dt
import os
import platform
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, Qt, qVersion
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from engine.errors import EngineError
from engine.version import VERSION


def report_error(parent: QObject | None, exc: BaseException, title: str = "Swiss Arbiter") -> None:
    """Tell the arbiter about ``exc``: a dialog for input errors, the crash reporter for bugs.

    A change the arbiter cancelled at a warning (``Declined``) needs no message."""
    from arbiter_gui.session import Declined

    if isinstance(exc, Declined):
        return
    if isinstance(exc, EngineError | OSError):
        show_message(parent, title, _describe(exc), QMessageBox.Icon.Warning)
        return
    sys.excepthook(type(exc), exc, exc.__traceback__)


def _describe(exc: BaseException) -> str:
    if isinstance(exc, OSError) and exc.filename is not None:
        return f"{exc.strerror or exc}: {exc.filename}"
    return str(exc) or type(exc).__name__


def show_message(
    parent: QObject | None,
    title: str,
    text: str,
    icon: QMessageBox.Icon = QMessageBox.Icon.Information,
    details: str = "",
) -> QMessageBox:
    """Show a window-modal message without blocking (tests find it with ``findChildren``)."""
    box = QMessageBox(parent if isinstance(parent, QWidget) else None)
    box.setIcon(icon)
    box.setWindowTitle(title)
    box.setText(text)
    if details:
        box.setDetailedText(details)
    box.setObjectName("error-message")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    if box.parent() is None:  # nothing else holds a parentless box: keep it until closed
        _PARENTLESS.add(box)
        box.finished.connect(lambda _result: _PARENTLESS.discard(box))
    box.open()
    return box


_PARENTLESS: set[QMessageBox] = set()


def default_crash_dir() -> Path:
    """Where crash reports go: the per-user application data folder."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppLocalDataLocation)
    if not base:
        base = os.path.join(os.path.expanduser("~"), ".swiss-arbiter")
    return Path(base) / "crash-reports"


class CrashReporter:
    """``sys.excepthook``: writes a report file, then shows a message; the program keeps running.

    ``context`` returns extra lines for the report (e.g. the open tournament file).
    """

    def __init__(
        self,
        folder: Path,
        context: Callable[[], str] = lambda: "",
        show: Callable[[str, str], None] | None = None,
    ) -> None:
        self.folder = folder
        self.context = context
        self._show = show if show is not None else self._show_dialog
        self._busy = False
        self.last_report: Path | None = None

    def install(self) -> None:
        sys.excepthook = self.hook

    def hook(
        self,
        exc_type: type[BaseException],
        exc: BaseException,
        tb: TracebackType | None,
    ) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        text = self.report_text(exc_type, exc, tb)
        path: Path | None = None
        try:
            path = self.write(text)
        except OSError:
            sys.stderr.write(text)
        self.last_report = path
        if self._busy:  # an error while showing the last one: the report file is enough
            return
        self._busy = True
        try:
            where = (
                QCoreApplication.translate("Errors", "A report was saved to:") + f"\n{path}"
                if path
                else QCoreApplication.translate("Errors", "The report is on the console.")
            )
            self._show(
                QCoreApplication.translate(
                    "Errors",
                    "Swiss Arbiter hit an internal error. Your tournament data is not affected "
                    "by this message; please send the report to the developers.",
                )
                + "\n\n"
                + where,
                text,
            )
        except Exception:  # never let the hook itself die
            sys.stderr.write(text)
        finally:
            self._busy = False

    def report_text(
        self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
    ) -> str:
        lines = [
            f"Swiss Arbiter {VERSION} crash report",
            f"time: {_dt.datetime.now().astimezone().isoformat(timespec='seconds')}",
            f"python: {sys.version.split()[0]} ({platform.platform()})",
            f"qt: {qVersion()}",
            f"argv: {sys.argv!r}",
        ]
        extra = ""
        try:
            extra = self.context()
        except Exception as context_exc:
            extra = f"(context unavailable: {context_exc!r})"
        if extra:
            lines.append(extra)
        lines.append("")
        lines.extend(traceback.format_exception(exc_type, exc, tb))
        return "\n".join(line.rstrip("\n") for line in lines) + "\n"

    def write(self, text: str) -> Path:
        self.folder.mkdir(parents=True, exist_ok=True)
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        path = self.folder / f"crash-{stamp}-{os.getpid()}.txt"
        n = 1
        while path.exists():
            n += 1
            path = self.folder / f"crash-{stamp}-{os.getpid()}-{n}.txt"
        path.write_text(text, encoding="utf-8")
        return path

    def _show_dialog(self, text: str, details: str) -> None:
        if QApplication.instance() is None:
            sys.stderr.write(details)
            return
        show_message(
            QApplication.activeWindow(),
            QCoreApplication.translate("Errors", "Internal error"),
            text,
            QMessageBox.Icon.Critical,
            details,
        )

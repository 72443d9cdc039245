"""The warning dialogs: the engine's warning levels (engine.journal.warnings), one dialog each.

:func:`ask` shows the warnings of one change, the most serious first: a level 4 warning in two
steps (its consequences, then a last confirmation that names what cannot be undone; a re-check
of the paired rounds between them when the warning asks for one), level 3 as confirm or
cancel, level 2 as a notice to acknowledge. :func:`offer_leave` shows a refusal; when leaving
FIDE mode would lift it, it offers that way. There is no "do not ask again": every warning is
asked every time (checklist Q218-221).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.i18n import QT_TRANSLATE_NOOP
from engine.journal.warnings import Level, RefusedError, RuleWarning

TITLES = {
    Level.ACKNOWLEDGE: QT_TRANSLATE_NOOP("WarningDialog", "Please note"),
    Level.CONFIRM: QT_TRANSLATE_NOOP("WarningDialog", "Please confirm"),
    Level.TWO_STEP: QT_TRANSLATE_NOOP("WarningDialog", "Serious change"),
    Level.REFUSE: QT_TRANSLATE_NOOP("WarningDialog", "Not allowed"),
}
"""The dialogs' titles by level (in the program's language where shown; the warnings' own
sentences are the engine's, in English)."""


def _html(warnings: Iterable[RuleWarning], extra: str = "") -> str:
    parts = []
    for w in warnings:
        item = f"<p><b>{_esc(w.title)}</b>: {_esc(w.message)}</p>"
        if w.consequences:
            item += "<ul>" + "".join(f"<li>{_esc(c)}</li>" for c in w.consequences) + "</ul>"
        parts.append(item)
    if extra:
        parts.append(extra)
    return "".join(parts)


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class WarningDialog(QDialog):
    """One step of one level: the warnings, and the buttons that level allows.

    ``level`` and ``step`` are kept for the tests (and shown in the window title). The
    default button is the safe one: Cancel for levels 3 and 4, OK for a notice.
    """

    def __init__(
        self,
        parent: QWidget | None,
        level: Level,
        warnings: tuple[RuleWarning, ...],
        step: int = 1,
        extra: str = "",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("warning-dialog")
        self.level = level
        self.step = step
        self.warnings = warnings
        title = self.tr(TITLES[level])
        if level is Level.TWO_STEP:
            title += self.tr(" — step {0} of 2").format(step)
        self.setWindowTitle(title)
        self.setMinimumWidth(560)
        layout = QVBoxLayout(self)
        head = QLabel(self)
        head.setObjectName("warning-head")
        icon = {
            Level.ACKNOWLEDGE: QStyle.StandardPixmap.SP_MessageBoxInformation,
            Level.CONFIRM: QStyle.StandardPixmap.SP_MessageBoxQuestion,
            Level.TWO_STEP: QStyle.StandardPixmap.SP_MessageBoxWarning,
            Level.REFUSE: QStyle.StandardPixmap.SP_MessageBoxCritical,
        }[level]
        head.setPixmap(self.style().standardIcon(icon).pixmap(32, 32))
        heading = QLabel(f"<b>{_esc(title)}</b>", self)
        heading.setObjectName("warning-title")
        top = QHBoxLayout()
        top.addWidget(head)
        top.addWidget(heading, 1)
        layout.addLayout(top)
        intro = QLabel(self._intro(), self)
        intro.setWordWrap(True)
        intro.setObjectName("warning-intro")
        layout.addWidget(intro)
        body = QTextBrowser(self)
        body.setObjectName("warning-text")
        body.setHtml(_html(warnings, extra))
        body.setMinimumHeight(160)
        layout.addWidget(body)
        self.buttons = QDialogButtonBox(self)
        self.ok_button = self._buttons()
        layout.addWidget(self.buttons)

    def _intro(self) -> str:
        if self.level is Level.ACKNOWLEDGE:
            return self.tr("The change will be made; read what it means and press OK.")
        if self.level is Level.CONFIRM:
            return self.tr("Confirm the change, or cancel it (nothing is changed then).")
        if self.step == 1:
            return self.tr(
                "This change has consequences that cannot all be undone. Read them; "
                "Continue leads to a last confirmation."
            )
        return self.tr(
            "Last step: confirm only if you accept every consequence listed. Cancel keeps all."
        )

    def _buttons(self) -> QPushButton:
        role = QDialogButtonBox.ButtonRole.AcceptRole
        if self.level is Level.ACKNOWLEDGE:
            ok = self.buttons.addButton(self.tr("&OK"), role)
            ok.setDefault(True)
        else:
            text = self.tr("&Confirm") if self.level is Level.CONFIRM else ""
            if self.level is Level.TWO_STEP:
                text = (
                    self.tr("&Continue…")
                    if self.step == 1
                    else self.tr("&Yes: {0}").format(self.warnings[0].title)
                )
            ok = self.buttons.addButton(text, role)
            cancel = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
            cancel.setDefault(True)
            cancel.setFocus()
        ok.setObjectName("warning-ok")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        return ok


def ask(
    parent: QWidget | None,
    warnings: tuple[RuleWarning, ...],
    recheck: Callable[[], str] | None = None,
    show: Callable[[WarningDialog], bool] | None = None,
) -> dict[str, int] | None:
    """The arbiter's answers to ``warnings`` (None: he cancelled; nothing is to change).

    ``recheck`` (for a level 4 warning that asks for one) gives the re-check's findings as
    HTML; it runs between the two steps. ``show`` runs one dialog and says whether it was
    accepted (default: ``exec``); the tests pass their own.
    """
    run = show or (lambda dialog: dialog.exec() == QDialog.DialogCode.Accepted)
    answers: dict[str, int] = {}
    serious = tuple(w for w in warnings if w.level is Level.TWO_STEP)
    if serious:
        if not run(WarningDialog(parent, Level.TWO_STEP, serious, 1)):
            return None
        extra = ""
        if recheck is not None and any(w.recheck for w in serious):
            extra = recheck()
        if not run(WarningDialog(parent, Level.TWO_STEP, serious, 2, extra)):
            return None
        answers.update({w.key: 2 for w in serious})
    for level in (Level.CONFIRM, Level.ACKNOWLEDGE):
        these = tuple(w for w in warnings if w.level is level)
        if these:
            if not run(WarningDialog(parent, level, these)):
                return None
            answers.update({w.key: 1 for w in these})
    return answers


def offer_leave(
    parent: QWidget | None,
    error: RefusedError,
    show: Callable[[WarningDialog], bool] | None = None,
) -> bool:
    """Show a refusal; True when the arbiter chose to leave FIDE mode to make the change."""
    dialog = WarningDialog(parent, Level.REFUSE, error.warnings)
    if error.leave_fide_mode:
        leave = dialog.buttons.addButton(
            QCoreApplication.translate("Warnings", "Leave FIDE mode…"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        leave.setObjectName("warning-leave")
        dialog.ok_button.setText(QCoreApplication.translate("Warnings", "C&lose"))
        dialog.ok_button.setDefault(True)
        dialog.buttons.accepted.disconnect()
        dialog.ok_button.clicked.connect(dialog.reject)
        leave.clicked.connect(dialog.accept)
    else:
        dialog.ok_button.setText(QCoreApplication.translate("Warnings", "C&lose"))
    run = show or (lambda d: d.exec() == QDialog.DialogCode.Accepted)
    return bool(run(dialog)) and error.leave_fide_mode


def wait_for(parent: QWidget, fn: Callable[[], str]) -> str:
    """Run ``fn`` on the thread pool and wait for it with the event loop turning (the window
    keeps painting); its result, or the error's text."""
    from arbiter_gui.ops import QueryOp

    loop = QEventLoop(parent)
    box: dict[str, str] = {}

    def done(text: str) -> None:
        box["text"] = text
        loop.quit()

    def failed(exc: Exception) -> None:
        box["text"] = f"<p>The re-check could not be made: {_esc(str(exc))}</p>"
        loop.quit()

    op: QueryOp[str] = QueryOp(parent, fn)
    op.success(done).failure(failed)
    parent.setCursor(Qt.CursorShape.BusyCursor)
    try:
        op.run_in_background()
        if "text" not in box:
            loop.exec()
    finally:
        parent.unsetCursor()
    return box.get("text", "")


__all__ = ["WarningDialog", "ask", "offer_leave", "wait_for"]

"""The half-point-bye mark in the player form and the byes dialog (checklist Q170-188).

:class:`HalfByeMarkFields` adds to a form the check box "Half-point byes not allowed" and the
reason; :meth:`HalfByeMarkFields.apply` records a change as its own journal command
(:class:`~engine.journal.SetHalfPointByeEligibility`, undoable) after the player's data.
:func:`mark_text` is what the byes dialog shows beside a marked player.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QFormLayout, QLabel, QLineEdit, QWidget

from arbiter_gui.i18n import QT_TRANSLATE_NOOP
from arbiter_gui.session import Session
from engine.journal import SetHalfPointByeEligibility, State
from engine.journal.half_byes import barred
from engine.model import PlayerId

# ---- every text the arbiter reads, in one place (shown through tr(), context HalfByeMark) ----
CHECK_TEXT = QT_TRANSLATE_NOOP("HalfByeMark", "&Half-point byes not allowed (tournament rules)")
CHECK_TIP = QT_TRANSLATE_NOOP(
    "HalfByeMark",
    "The tournament does not allow this player a half-point bye: the program refuses one "
    "until the mark is lifted",
)
REASON_LABEL = QT_TRANSLATE_NOOP("HalfByeMark", "&Why no half-point byes")
REASON_HINT = QT_TRANSLATE_NOOP(
    "HalfByeMark", "e.g. qualifier rules: no byes in the last three rounds"
)
BYES_COLUMN_MARK = QT_TRANSLATE_NOOP("HalfByeMark", "no H")
NO_HALF_BYE_LEGEND = QT_TRANSLATE_NOOP("HalfByeMark", "not allowed a half-point bye (player form)")
BYES_TIP = QT_TRANSLATE_NOOP("HalfByeMark", "Not allowed a half-point bye{why}")


def tr(text: str) -> str:
    """One of the texts above in the program's language."""
    return QCoreApplication.translate("HalfByeMark", text)


def mark_text(state: State, pid: PlayerId) -> str | None:
    """The byes dialog's tooltip for a marked player (None when he is not marked)."""
    reason = barred(state, pid)
    if reason is None:
        return None
    return tr(BYES_TIP).format(why=f": {reason}" if reason else "")


class HalfByeMarkFields:
    """The check box and the reason, added to ``form`` (``player_id`` None: a new player)."""

    def __init__(
        self, parent: QWidget, form: QFormLayout, session: Session, player_id: PlayerId | None
    ) -> None:
        self.session = session
        reason = barred(session.state, player_id) if player_id is not None else None
        self.was_marked = reason is not None
        self.old_reason = reason or ""
        self.check = QCheckBox(tr(CHECK_TEXT), parent)
        self.check.setObjectName("no-half-byes")
        self.check.setToolTip(tr(CHECK_TIP))
        self.check.setChecked(self.was_marked)
        form.addRow(self.check)
        self.reason_edit = QLineEdit(self.old_reason, parent)
        self.reason_edit.setObjectName("no-half-byes-reason")
        self.reason_edit.setPlaceholderText(tr(REASON_HINT))
        label = QLabel(tr(REASON_LABEL), parent)
        label.setBuddy(self.reason_edit)
        form.addRow(label, self.reason_edit)
        self.reason_edit.setEnabled(self.was_marked)
        self.check.toggled.connect(self.reason_edit.setEnabled)

    def command(self, player_id: PlayerId) -> SetHalfPointByeEligibility | None:
        """The change to record for ``player_id`` (None: nothing changed)."""
        marked = self.check.isChecked()
        reason = self.reason_edit.text().strip()
        if marked == self.was_marked and (not marked or reason == self.old_reason):
            return None
        if marked and self.was_marked:
            # a new reason: the mark is set again with it (lifted and set in one command)
            return SetHalfPointByeEligibility(player_id, allowed=False, reason=reason)
        return SetHalfPointByeEligibility(player_id, allowed=not marked, reason=reason)

    def apply(self, player_id: PlayerId) -> None:
        """Record the change, if any (the session raises the engine's refusal)."""
        command = self.command(player_id)
        if command is not None:
            self.session.apply(command)


__all__ = ["BYES_COLUMN_MARK", "NO_HALF_BYE_LEGEND", "HalfByeMarkFields", "mark_text", "tr"]

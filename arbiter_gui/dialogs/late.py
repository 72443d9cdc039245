"""The late-entry question (C.04.2 C.2), asked once per tournament, by keyboard.

A player registered after a round is published is a late entrant: he is not paired for the
rounds he missed and "receives no points for unplayed rounds (unless the rules of the
tournament say otherwise)". The first time it happens the arbiter says which: zero-point or
half-point byes. The answer goes into the journal with that registration
(``AddPlayer(..., late_entry_bye=...)``) and every later late entrant gets the same.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from arbiter_gui.session import Session
from engine.journal import State
from engine.model import ResultCode

CANCELLED = "cancelled"


def needs_late_entry_choice(state: State) -> bool:
    """True when a player registered now is a late entrant and the tournament has not chosen."""
    return state.rounds_published > 0 and state.settings.late_entry_bye is None


def pronoun(sex: str) -> str:
    """ "he" or "she" by the player's sex (``m``/``w``, also a rating list's ``M``/``F``);
    "" when it is not known: then the sentence is worded without one.

    >>> pronoun("w"), pronoun("F"), pronoun("m"), pronoun("")
    ('she', 'she', 'he', '')
    """
    s = sex.strip().lower()[:1]
    return "she" if s in ("w", "f") else "he" if s == "m" else ""


def late_entry_question(
    state: State, name: str, parent: QWidget | None, sex: str = ""
) -> QMessageBox:
    """The question box (not shown): Enter = zero-point byes, Alt+H = half-point byes."""
    missed = state.rounds_published
    rounds = (
        QCoreApplication.translate("LateEntry", "round 1")
        if missed == 1
        else QCoreApplication.translate("LateEntry", "rounds 1-{0}").format(missed)
    )
    box = QMessageBox(parent)
    box.setObjectName("late-entry-question")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("LateEntry", "Late entry"))
    who = pronoun(sex)
    player = name or QCoreApplication.translate("LateEntry", "This player")
    if who == "she":
        text = QCoreApplication.translate("LateEntry", "{0} is a late entry: she has missed {1}.")
    elif who == "he":
        text = QCoreApplication.translate("LateEntry", "{0} is a late entry: he has missed {1}.")
    else:
        text = QCoreApplication.translate("LateEntry", "{0} is a late entry and has missed {1}.")
    box.setText(text.format(player, rounds))
    box.setInformativeText(
        QCoreApplication.translate(
            "LateEntry",
            "C.04.2 C.2: a late entrant is not paired for the missed rounds and scores no "
            "points for them, unless the tournament rules say otherwise.\n\n"
            "What do this tournament's rules give for the missed rounds? The answer applies to "
            "every late entrant (Tournament > Tournament details shows it).",
        )
    )
    zero = box.addButton(
        QCoreApplication.translate("LateEntry", "&Zero-point byes"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    zero.setObjectName("late-zero")
    half = box.addButton(
        QCoreApplication.translate("LateEntry", "&Half-point byes"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    half.setObjectName("late-half")
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(zero)
    box.setEscapeButton(QMessageBox.StandardButton.Cancel)
    return box


def ask_late_entry_bye(
    session: Session, name: str, parent: QWidget | None, sex: str = ""
) -> ResultCode | str | None:
    """The choice to send with ``AddPlayer``: a ResultCode the first time, None when the
    tournament has chosen already (or nobody is late), :data:`CANCELLED` when the arbiter
    cancels (then register nobody).
    """
    state = session.state
    if not needs_late_entry_choice(state):
        return None
    box = late_entry_question(state, name, parent, sex)
    box.exec()
    clicked = box.clickedButton()
    if not isinstance(clicked, QPushButton):
        return CANCELLED
    if clicked.objectName() == "late-zero":
        return ResultCode.ZERO_BYE
    if clicked.objectName() == "late-half":
        return ResultCode.HALF_BYE
    return CANCELLED


__all__ = [
    "CANCELLED",
    "ask_late_entry_bye",
    "late_entry_question",
    "needs_late_entry_choice",
    "pronoun",
]

"""Round page, context menu: a game of a published round was played with the colours reversed.

The arbiter right-clicks the board (or presses the menu key) and chooses "Played with colours
reversed…"; he gives the reason (kept in the ``### Correction`` line); the journal records
:class:`~engine.journal.CorrectColours` after the warning of its level (the session's warning
dialogs: level 3, or the refusal for an older round in FIDE mode). Undo takes it back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QMenu, QWidget

from arbiter_gui.errors import report_error
from arbiter_gui.i18n import QT_TRANSLATE_NOOP
from engine.errors import EngineError
from engine.journal import CorrectColours

if TYPE_CHECKING:
    from arbiter_gui.rounds.controller import RoundsController
    from arbiter_gui.session import Session

# ---- every text the arbiter reads, in one place (shown through tr()) --------------
MENU_TEXT = QT_TRANSLATE_NOOP("ColourCorrection", "Played with colours &reversed on board {board}…")
REASON_TITLE = QT_TRANSLATE_NOOP("ColourCorrection", "Colours reversed")
REASON_LABEL = QT_TRANSLATE_NOOP(
    "ColourCorrection",
    "Round {round}, board {board}: {black} had White and {white} Black, not as paired.\n"
    "Why is the correction made? (written into the TRF)",
)
ERROR_TITLE = QT_TRANSLATE_NOOP("ColourCorrection", "Colour correction")
DONE = QT_TRANSLATE_NOOP(
    "ColourCorrection",
    "Round {round} board {board}: colours corrected as played ({black}-{white}); ### Correction",
)


def tr(text: str) -> str:
    """One of this module's texts in the program's language (context ``ColourCorrection``)."""
    return QCoreApplication.translate("ColourCorrection", text)


Reason = Callable[[int, int, str, str], str | None]
"""Asks for the reason: (round, board, name with White as paired, name with Black); None:
cancelled."""


class ColourCorrection:
    """The menu entry and its action for one window's rounds controller."""

    def __init__(self, rounds: RoundsController, window: QWidget) -> None:
        self.rounds = rounds
        self.window = window
        self.reason: Reason = self._ask_reason
        rounds.menu_hooks.append(self.add_to_menu)

    def add_to_menu(self, menu: QMenu, round_no: int, board: int | None) -> None:
        session = self.rounds.session
        if session is None or board is None:
            return
        rs = session.state.round(round_no)
        if rs is None or not rs.published or not 1 <= board <= len(rs.boards):
            return
        action = menu.addAction(tr(MENU_TEXT).format(board=board))
        action.setObjectName("correct-colours")
        action.triggered.connect(lambda _checked=False: self.correct(round_no, board))

    def correct(self, round_no: int, board: int) -> bool:
        """Ask for the reason and record the correction; True when it was made."""
        session: Session | None = self.rounds.session
        rs = session.state.round(round_no) if session is not None else None
        if session is None or rs is None or not 1 <= board <= len(rs.boards):
            return False
        b = rs.boards[board - 1]
        t = session.tournament
        white, black = t.player(b.white).name, t.player(b.black).name
        reason = self.reason(round_no, board, white, black)
        if reason is None:
            return False
        try:
            session.apply(CorrectColours(round_no, b.white, reason))
        except EngineError as exc:
            report_error(self.window, exc, title=tr(ERROR_TITLE))
            return False
        self.rounds.message.emit(
            tr(DONE).format(round=round_no, board=board, black=b.black, white=b.white)
        )
        return True

    def _ask_reason(self, round_no: int, board: int, white: str, black: str) -> str | None:
        text, ok = QInputDialog.getText(
            self.window,
            tr(REASON_TITLE),
            tr(REASON_LABEL).format(round=round_no, board=board, white=white, black=black),
        )
        return text.strip() if ok else None


__all__ = ["ColourCorrection"]

"""The encoded time control (TRF-2026 ``222``) in the tournament details form.

Beside the free text of record ``122`` the form gets the encoded field (``5400+30``,
``40/6000+30:900+30``, ``W300-B240``), a line that says the code in words (or what is wrong
with it) as it is typed, and a button that reads the free text into the code when the text
leaves no doubt (:func:`engine.trf.time_control.read_free_text`; otherwise it says why not,
and the arbiter types the code). The export writes ``222`` only from this field.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QWidget

from arbiter_gui.i18n import QT_TRANSLATE_NOOP
from engine.trf.time_control import parse_time_control, read_free_text, time_control_problem

# ---- every text the arbiter reads, in one place (shown through tr()) --------------
LABEL = QT_TRANSLATE_NOOP("TimeControl", "Encoded time control (TRF &222)")
HINT = QT_TRANSLATE_NOOP("TimeControl", "e.g. 5400+30 or 40/6000+30:900+30 (seconds)")
TIP = QT_TRANSLATE_NOOP(
    "TimeControl",
    "TRF-2026 record 222: periods M/S, M/S+I, S or S+I separated by ':', S seconds, M moves, "
    "I seconds added a move; W...-B... for different times (Armageddon). Blank: not written.",
)
READ_BUTTON = QT_TRANSLATE_NOOP("TimeControl", "From the te&xt")
NOT_READ = QT_TRANSLATE_NOOP("TimeControl", "Not read from the free text: {reason}. Type the code.")
EMPTY = QT_TRANSLATE_NOOP("TimeControl", "Not written into the TRF (blank).")


def tr(text: str) -> str:
    """One of this module's texts in the program's language (context ``TimeControl``)."""
    return QCoreApplication.translate("TimeControl", text)


ERROR_STYLE = "color: #b00020;"


class TimeControlCodeField:
    """The encoded field, its words, and the button reading the free text ``free``."""

    def __init__(self, parent: QWidget, form: QFormLayout, code: str, free: QLineEdit) -> None:
        self.free = free
        self.error = ""  # what the words line shows as wrong, if anything
        self.edit = QLineEdit(code, parent)
        self.edit.setObjectName("time-control-code")
        self.edit.setPlaceholderText(tr(HINT))
        self.edit.setToolTip(tr(TIP))
        self.read_button = QPushButton(tr(READ_BUTTON), parent)
        self.read_button.setObjectName("read-time-control")
        self.read_button.setAutoDefault(False)
        self.read_button.clicked.connect(self.read_free_text)
        row = QHBoxLayout()
        row.addWidget(self.edit, 1)
        row.addWidget(self.read_button)
        label = QLabel(tr(LABEL), parent)
        label.setBuddy(self.edit)
        form.addRow(label, row)
        self.words = QLabel(parent)
        self.words.setObjectName("time-control-words")
        self.words.setWordWrap(True)
        # two lines always: the form does not jump while the code is typed
        self.words.setMinimumHeight(2 * self.words.fontMetrics().lineSpacing() + 2)
        form.addRow("", self.words)
        self.edit.textChanged.connect(lambda _t: self.show_words())
        self.show_words()

    def show_words(self) -> None:
        """What the code says, or why it is no code (in the error colour)."""
        code = self.edit.text().strip()
        if not code:
            self._say(tr(EMPTY))
            return
        problem = time_control_problem(code)
        if problem:
            self._say(problem, error=True)
            return
        self._say(parse_time_control(code).describe())

    def _say(self, text: str, *, error: bool = False) -> None:
        self.words.setText(text)
        self.words.setStyleSheet(ERROR_STYLE if error else "")
        self.error = text if error else ""

    def read_free_text(self) -> bool:
        """Fill the code from the free text when it is unambiguous; True when it did."""
        reading = read_free_text(self.free.text())
        if reading.code is None:
            self._say(tr(NOT_READ).format(reason=reading.reason), error=True)
            return False
        self.edit.setText(reading.code)
        self.edit.setFocus()
        return True

    def value(self) -> tuple[str, str]:
        """The code ("" when blank) and the error ("" when it is a code)."""
        code = self.edit.text().strip()
        return code, time_control_problem(code) if code else ""


__all__ = ["TimeControlCodeField"]

"""Form checks shared by the set-up dialogs: format only, the journal decides the rest.

Each check returns the cleaned value and an error sentence ("" when the value is fine); the
dialogs show the sentence under the field. Whether a value is *allowed* (a FIDE ID already
registered, renumbering after round 4) is the engine's answer when the command is applied.
"""

from __future__ import annotations

import datetime as _dt
import re

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from engine.ratinglist import federation_name, is_known_federation

_DATE = re.compile(r"^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$")

MIN_RATING = 100
MAX_RATING = 3500


def check_fide_id(text: str) -> tuple[str, str]:
    value = text.strip()
    if value and (not value.isdigit() or len(value) > 10):
        return value, QCoreApplication.translate(
            "Fields", "A FIDE ID is up to 10 digits (leave it blank for a player without one)."
        )
    return value, ""


def check_rating(text: str) -> tuple[int, str]:
    value = text.strip()
    if not value:
        return 0, ""
    if not value.isdigit():
        return 0, QCoreApplication.translate(
            "Fields", "A rating is a whole number (leave it blank for an unrated player)."
        )
    rating = int(value)
    if rating == 0:
        return 0, ""
    if not MIN_RATING <= rating <= MAX_RATING:
        return rating, QCoreApplication.translate(
            "Fields", "A rating lies between {0} and {1} (blank: unrated)."
        ).format(MIN_RATING, MAX_RATING)
    return rating, ""


def check_date(text: str, what: str = "", *, year_only: bool = False) -> tuple[str, str]:
    """A TRF date ``YYYY/MM/DD`` (``-`` and ``.`` accepted); with ``year_only`` also ``YYYY``.

    ``what`` names the date in the sentences ("birth date"), in the program's language."""
    what = what or QCoreApplication.translate("Fields", "date")
    value = text.strip()
    if not value:
        return "", ""
    if year_only and value.isdigit() and len(value) == 4:
        plausible = 1900 <= int(value) <= 2100
        return value, "" if plausible else QCoreApplication.translate(
            "Fields", "The {0} year is not plausible."
        ).format(what)
    m = _DATE.match(value)
    if m is None:
        hint = (
            QCoreApplication.translate("Fields", "YYYY/MM/DD or just the year")
            if year_only
            else "YYYY/MM/DD"
        )
        return value, QCoreApplication.translate("Fields", "Write the {0} as {1}.").format(
            what, hint
        )
    try:
        day = _dt.date(int(m[1]), int(m[2]), int(m[3]))
    except ValueError:
        return value, QCoreApplication.translate("Fields", "The {0} {1} does not exist.").format(
            what, value
        )
    return day.strftime("%Y/%m/%d"), ""


def parse_date(text: str) -> _dt.date | None:
    value, error = check_date(text)
    if error or not value:
        return None
    return _dt.datetime.strptime(value, "%Y/%m/%d").date()


def check_federation(text: str, extra: frozenset[str] = frozenset()) -> tuple[str, str]:
    value = text.strip().split(" ", 1)[0].upper()
    if not value:
        return "", ""
    if is_known_federation(value) or value in extra:
        return value, ""
    return value, QCoreApplication.translate(
        "Fields", "{0} is not a FIDE federation code (e.g. GER, NED, USA, FID)."
    ).format(value)


def federation_label(code: str) -> str:
    name = federation_name(code)
    return f"{code} — {name}" if name else code


class ErrorLabel(QLabel):
    """A red line under a field; empty and hidden while the field is fine.

    In a form, :meth:`add_to_form` makes it a row of its own that takes no space while hidden.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setStyleSheet("color: #b00020;")
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self._form: QFormLayout | None = None
        self.hide()

    @classmethod
    def add_to_form(cls, form: QFormLayout, parent: QWidget) -> ErrorLabel:
        label = cls(parent)
        form.addRow(label)
        label._form = form
        form.setRowVisible(label, False)
        return label

    def show_error(self, text: str) -> None:
        self.setText(text)
        if self._form is not None:
            self._form.setRowVisible(self, bool(text))
        else:
            self.setVisible(bool(text))

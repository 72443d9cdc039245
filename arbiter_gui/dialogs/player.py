"""One player's registration form: add or correct, with inline errors under each field."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialogs.details import federation_combo, set_federation
from arbiter_gui.dialogs.fields import (
    ErrorLabel,
    check_date,
    check_federation,
    check_fide_id,
    check_rating,
)
from arbiter_gui.dialogs.half_bye_mark import HalfByeMarkFields
from arbiter_gui.dialogs.late import CANCELLED, ask_late_entry_bye
from arbiter_gui.i18n import QT_TRANSLATE_NOOP
from arbiter_gui.session import Session
from engine.errors import EngineError
from engine.journal import AddPlayer, EditPlayer, PlayerData
from engine.model import PlayerId, ResultCode
from engine.ratinglist import PLAYING_TITLES, normalise_title
from engine.ratinglist.titles import TITLE_NAMES

_SEXES = (
    ("", ""),
    (QT_TRANSLATE_NOOP("PlayerDialog", "Man"), "m"),
    (QT_TRANSLATE_NOOP("PlayerDialog", "Woman"), "w"),
)


class PlayerDialog(QDialog):
    """Add a player (``player_id`` None) or edit one; OK applies ``AddPlayer``/``EditPlayer``."""

    def __init__(
        self,
        session: Session,
        player_id: PlayerId | None = None,
        parent: QWidget | None = None,
        *,
        initial: PlayerData | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("player-dialog")
        self.session = session
        self.player_id = player_id
        self._warned: PlayerData | None = None
        if player_id is not None:
            p = session.tournament.player(player_id)
            data = PlayerData(
                p.name, p.sex, p.title, p.rating, p.federation, p.fide_id, p.birth_date, p.club
            )
            self.setWindowTitle(self.tr("Edit player No. {0}").format(player_id))
        else:
            data = initial or PlayerData("")
            self.setWindowTitle(self.tr("Add player"))
        self._build(data)

    def _build(self, data: PlayerData) -> None:
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)
        self.name_edit = self._line(
            form, self.tr("&Name"), data.name, "name", self.tr("Surname, Given names")
        )
        self.name_error = self._error(form)
        self.sex_combo = QComboBox(self)
        self.sex_combo.setObjectName("sex")
        for text, value in _SEXES:
            self.sex_combo.addItem(self.tr(text) if text else "", value)
        self.sex_combo.setCurrentIndex(max(0, self.sex_combo.findData(data.sex)))
        form.addRow(self._label(self.tr("&Sex"), self.sex_combo), self.sex_combo)
        self.title_combo = QComboBox(self)
        self.title_combo.setObjectName("title")
        self.title_combo.addItem(self.tr("(none)"), "")
        for code in PLAYING_TITLES:
            self.title_combo.addItem(f"{code} — {TITLE_NAMES[code]}", code)
        title = normalise_title(data.title)
        self.title_combo.setCurrentIndex(max(0, self.title_combo.findData(title)))
        form.addRow(self._label(self.tr("&Title"), self.title_combo), self.title_combo)
        self.rating_edit = self._line(
            form,
            self.tr("&Rating"),
            str(data.rating) if data.rating else "",
            "rating",
            self.tr("blank: unrated"),
        )
        self.rating_error = self._error(form)
        self.federation_combo = federation_combo(self)
        self.federation_combo.setObjectName("federation")
        set_federation(self.federation_combo, data.federation)
        form.addRow(
            self._label(self.tr("&Federation"), self.federation_combo), self.federation_combo
        )
        self.federation_error = self._error(form)
        self.fide_id_edit = self._line(
            form, self.tr("FIDE &ID"), data.fide_id, "fide-id", self.tr("digits")
        )
        self.fide_id_error = self._error(form)
        self.birth_edit = self._line(
            form, self.tr("&Birth date"), data.birth_date, "birth", self.tr("YYYY/MM/DD or YYYY")
        )
        self.birth_error = self._error(form)
        self.club_edit = self._line(
            form, self.tr("&Club"), data.club, "club", self.tr("club or team")
        )
        # issue 21 (Q170-188): the tournament may allow him no half-point bye
        self.half_bye = HalfByeMarkFields(self, form, self.session, self.player_id)
        self.reason_edit: QLineEdit | None = None
        if self.player_id is not None:
            self.reason_edit = self._line(
                form,
                self.tr("R&eason"),
                "",
                "reason",
                self.tr("why the data changes (kept in the log)"),
            )
        self.error_label = ErrorLabel(self)
        layout.addWidget(self.error_label)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(440)

    def _line(
        self, form: QFormLayout, label: str, value: str, name: str, placeholder: str
    ) -> QLineEdit:
        edit = QLineEdit(value, self)
        edit.setObjectName(name)
        edit.setPlaceholderText(placeholder)
        form.addRow(self._label(label, edit), edit)
        return edit

    def _label(self, text: str, buddy: QWidget) -> QLabel:
        label = QLabel(text, self)
        label.setBuddy(buddy)
        return label

    def _error(self, form: QFormLayout) -> ErrorLabel:
        return ErrorLabel.add_to_form(form, self)

    def player_data(self) -> PlayerData | None:
        """The form as :class:`PlayerData`, or None with the errors shown."""
        name = self.name_edit.text().strip()
        self.name_error.show_error("" if name else self.tr("A player needs a name."))
        rating, rating_error = check_rating(self.rating_edit.text())
        self.rating_error.show_error(rating_error)
        if self.federation_combo.currentData():
            federation, fed_error = str(self.federation_combo.currentData()), ""
        else:
            federation, fed_error = check_federation(self.federation_combo.currentText())
        self.federation_error.show_error(fed_error)
        fide_id, id_error = check_fide_id(self.fide_id_edit.text())
        self.fide_id_error.show_error(id_error)
        birth, birth_error = check_date(
            self.birth_edit.text(), self.tr("birth date"), year_only=True
        )
        self.birth_error.show_error(birth_error)
        if not name or rating_error or fed_error or id_error or birth_error:
            return None
        return PlayerData(
            name=name,
            sex=str(self.sex_combo.currentData()),
            title=str(self.title_combo.currentData()),
            rating=rating,
            federation=federation,
            fide_id=fide_id,
            birth_date=birth,
            club=self.club_edit.text().strip(),
        )

    def _twin(self, data: PlayerData) -> str:
        """A warning when another player has the same name and birth year (arbiter-workflow §3)."""
        year = data.birth_date[:4]
        for p in self.session.tournament.players:
            if p.id == self.player_id or p.name.casefold() != data.name.casefold():
                continue
            if p.birth_date[:4] == year:
                return self.tr(
                    "No. {0} has the same name and birth year; press OK again to register "
                    "this player anyway."
                ).format(p.id)
        return ""

    def accept(self) -> None:
        data = self.player_data()
        if data is None:
            self.error_label.show_error(self.tr("Correct the fields marked in red."))
            return
        warning = self._twin(data)
        if warning and self._warned != data:
            self._warned = data
            self.error_label.show_error(warning)
            return
        try:
            if self.player_id is None:
                late = ask_late_entry_bye(self.session, data.name, self, sex=data.sex)
                if late == CANCELLED:
                    return
                self.session.apply(AddPlayer(data, late_entry_bye=_code(late)))
                self.player_id = max(p.id for p in self.session.tournament.players)
            else:
                reason = self.reason_edit.text().strip() if self.reason_edit else ""
                self.session.apply(EditPlayer(self.player_id, data, reason))
            self.half_bye.apply(self.player_id)
        except EngineError as exc:
            self.error_label.show_error(str(exc))
            return
        super().accept()


def _code(choice: ResultCode | str | None) -> ResultCode | None:
    return choice if isinstance(choice, ResultCode) else None


__all__ = ["PlayerDialog"]

"""The norm screen, the norm-form fields and the rating settings (issue 22).

:class:`NormScreenDialog` shows every player's verdict for GM, IM, WGM and WIM (computed in a
worker), the checks of the selected cell, and opens the IT1 of a norm, the IT3 and the printed
screen. :class:`NormFieldsDialog` and :class:`RatingSettingsDialog` edit what the arbiter types
(stored in the tournament file by ``SetNormFields`` and ``SetRatingSettings``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from html import escape

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.errors import report_error
from arbiter_gui.i18n import QT_TRANSLATE_NOOP, report_catalogue
from arbiter_gui.models.norms import NormScreenModel
from arbiter_gui.models.text import points_text
from arbiter_gui.ops import QueryOp
from arbiter_gui.printing.viewer import ReportDialog
from arbiter_gui.session import Session
from engine.errors import EngineError
from engine.journal import Changes, SetNormFields, SetRatingSettings
from engine.model import PlayerId, Tournament
from engine.norms import (
    ArbiterEntry,
    Exemption,
    NormContext,
    NormFields,
    NormStatus,
    NormVerdict,
    Precondition,
    norm_context,
    norm_verdicts,
)
from engine.ratings import RatingKind, RatingSettings, computed_k, event_year, year_of
from engine.reports import Report, it1_report, it3_report, norm_screen_report

SessionFn = Callable[[], Session | None]
TournamentFn = Callable[[], Tournament]


def rating_settings_of(session: Session | None) -> RatingSettings:
    """The open tournament's rating settings (defaults for a TRF opened to look at)."""
    if session is not None and session.is_open:
        return session.state.ratings
    return RatingSettings()


def norm_fields_of(session: Session | None) -> NormFields:
    """The open tournament's norm-form fields (empty for a TRF opened to look at)."""
    if session is not None and session.is_open:
        return session.state.norm_fields
    return NormFields()


@dataclass(frozen=True)
class NormResult:
    """What the worker computes: the shared context and every verdict."""

    tournament: Tournament
    context: NormContext
    verdicts: tuple[NormVerdict, ...]


def compute_norms(t: Tournament, kind: RatingKind, fields: NormFields) -> NormResult:
    """Every verdict of ``t`` (runs in a worker: a big event takes a second or two)."""
    return NormResult(
        t, norm_context(t, kind=kind, fields=fields), norm_verdicts(t, kind=kind, fields=fields)
    )


def check_html(v: NormVerdict) -> str:
    """The selected verdict on the screen: summary, each check, remarks."""
    parts = [f"<h3>{escape(v.name)} — {escape(v.title.value)}: {escape(v.summary)}</h3>"]
    if v.result is not None and v.result.performance is not None:
        perf = v.result.performance
        req = v.result.score_required
        parts.append(
            f"<p>Games {v.result.mix.counted}, score {points_text(v.result.mix.score)}, "
            f"Ra {perf.ra}, Rp {perf.rp}"
            + (f", score required {points_text(req)}" if req is not None else "")
            + "</p>"
        )
    items = []
    for c in v.checks:
        mark = "waived" if c.waived else ("✓" if c.passed else "✗")
        colour = "#1a7f37" if c.passed else "#b42318"
        detail = f" <i>({escape(c.detail)})</i>" if c.detail else ""
        items.append(
            f'<li><span style="color:{colour}"><b>{mark}</b></span> {escape(c.text)}{detail} '
            f"<small>{escape(c.id.article)}</small></li>"
        )
    if items:
        parts.append("<ul>" + "".join(items) + "</ul>")
    if v.remarks:
        parts.append("<p><b>Remarks</b></p><ul>")
        parts.extend(f"<li>{escape(r)}</li>" for r in v.remarks)
        parts.append("</ul>")
    return "".join(parts)


class NormScreenDialog(QDialog):
    """All players × GM, IM, WGM, WIM; the checks of the selected cell; IT1, IT3, print."""

    def __init__(
        self,
        parent: QWidget | None,
        tournament: TournamentFn,
        session: SessionFn,
        folder: str = "",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("norm-screen")
        self.setWindowTitle(self.tr("Norm screen"))
        self.resize(1100, 720)
        self._tournament = tournament
        self._session = session
        self._folder = folder
        self._op: QueryOp[NormResult] | None = None
        self.computed: NormResult | None = None

        layout = QVBoxLayout(self)
        self.status = QLabel(self.tr("Computing the norms…"), self)
        self.status.setObjectName("norm-status")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        split = QSplitter(Qt.Orientation.Vertical, self)
        self.model = NormScreenModel(self)
        self.view = QTableView(split)
        self.view.setObjectName("norm-table")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.verticalHeader().setVisible(False)
        self.view.selectionModel().currentChanged.connect(self._show_current)
        self.view.activated.connect(lambda _i: self.open_it1())  # Enter or double click
        self.details = QTextBrowser(split)
        self.details.setObjectName("norm-details")
        split.addWidget(self.view)
        split.addWidget(self.details)
        split.setSizes([460, 200])
        layout.addWidget(split, 1)

        bar = QHBoxLayout()
        self.it1_button = self._button(bar, self.tr("&IT1 certificate…"), self.open_it1)
        self.remark_button = self._button(bar, self.tr("IT1 re&mark…"), self.edit_remark)
        self.fields_button = self._button(bar, self.tr("Norm &forms…"), self.edit_fields)
        bar.addStretch(1)
        self.print_button = self._button(
            bar, self.tr("&Print norm screen…"), self.open_screen_report
        )
        self.it3_button = self._button(bar, self.tr("IT&3 report…"), self.open_it3)
        close = self._button(bar, self.tr("Close"), self.accept)
        close.setAutoDefault(False)
        layout.addLayout(bar)
        self._update_buttons()
        self.view.setFocus()  # arrows move between players and titles, Enter opens the IT1
        s = session()
        if s is not None and s.is_open:
            s.changed.connect(self._session_changed)
        self.refresh()

    def _button(self, bar: QHBoxLayout, text: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text, self)
        button.setAutoDefault(False)
        button.clicked.connect(slot)
        bar.addWidget(button)
        return button

    # ---- computing -------------------------------------------------------------------------

    def refresh(self) -> QueryOp[NormResult]:
        """Compute the verdicts again in a worker (the last request wins)."""
        if self._op is not None and self._op.running:
            self._op.cancel()
        t = self._tournament()
        s = self._session()
        kind = rating_settings_of(s).kind
        fields = norm_fields_of(s)
        self.status.setText(self.tr("Computing the norms of {0} players…").format(len(t.players)))
        op: QueryOp[NormResult] = QueryOp(self, lambda: compute_norms(t, kind, fields))
        op.success(self._show).failure(
            lambda exc: report_error(self, exc, title=self.tr("Norm screen"))
        )
        self._op = op.run_in_background()
        return op

    def _session_changed(self, changes: Changes) -> None:
        if not changes.empty:
            self.refresh()

    def _show(self, result: NormResult) -> None:
        current = self.current_verdict()
        self.computed = result
        self.model.set_verdicts(result.tournament, result.verdicts)
        norms = sum(1 for v in result.verdicts if v.status is NormStatus.ACHIEVED)
        chances = sum(1 for v in result.verdicts if v.status is NormStatus.POSSIBLE)
        ctx = result.context
        text = (self.tr("1 norm") if norms == 1 else self.tr("{0} norms").format(norms)) + self.tr(
            ", {0} possible with the result of the round being played · after round {1} of "
            "{2} · host federation {3}"
        ).format(chances, ctx.rounds_in_file, ctx.rounds_total, ctx.host or self.tr("(none given)"))
        if ctx.waiver == "1.4.3d":
            text += self.tr(
                " · {0} met in every round: the federation mix is waived where needed"
            ).format("1.4.3d")
        elif ctx.waiver:
            text += self.tr(" · a {0} event: the federation mix is waived where needed").format(
                ctx.waiver
            )
        elif ctx.exemption_d.worst is not None:
            text += self.tr(" · {0} not met ({1})").format("1.4.3d", ctx.exemption_d.worst.text)
        if ctx.kind is not RatingKind.STANDARD:
            text += self.tr(" · a {0} event: no norms").format(ctx.kind.value)
        self.status.setText(text)
        self._select(current)

    def _select(self, previous: NormVerdict | None) -> None:
        for row in range(self.model.rowCount()):
            for col in range(self.model.columnCount()):
                v = self.model.verdict(self.model.index(row, col))
                if v is None:
                    continue
                same = previous is not None and (v.player, v.title) == (
                    previous.player,
                    previous.title,
                )
                if same or (previous is None and row == 0 and v.status is NormStatus.ACHIEVED):
                    self.view.setCurrentIndex(self.model.index(row, col))
                    return
        self._show_current(self.view.currentIndex(), QModelIndex())

    # ---- selection -------------------------------------------------------------------------

    def current_verdict(self) -> NormVerdict | None:
        """The verdict of the selected cell."""
        return self.model.verdict(self.view.currentIndex())

    def select(self, player: PlayerId, title: str) -> bool:
        """Select the cell of ``player`` and ``title`` (for the keyboard and the tests)."""
        for row in range(self.model.rowCount()):
            for col in range(self.model.columnCount()):
                v = self.model.verdict(self.model.index(row, col))
                if v is not None and v.player == player and v.title.value == title:
                    self.view.setCurrentIndex(self.model.index(row, col))
                    return True
        return False

    def _show_current(self, current: QModelIndex, _previous: QModelIndex) -> None:
        v = self.model.verdict(current)
        self.details.setHtml(check_html(v) if v is not None else self.tr("Select a title cell."))
        self._update_buttons()

    def _update_buttons(self) -> None:
        v = self.current_verdict()
        s = self._session()
        editable = s is not None and s.is_open
        self.it1_button.setEnabled(v is not None and v.status is NormStatus.ACHIEVED)
        self.remark_button.setEnabled(editable and v is not None)
        self.fields_button.setEnabled(editable)
        self.print_button.setEnabled(self.computed is not None)
        self.it3_button.setEnabled(self.computed is not None)

    # ---- outputs ---------------------------------------------------------------------------

    def _report(
        self, build: Callable[[NormResult], Report], translate: bool = True
    ) -> ReportDialog | None:
        if self.computed is None:
            return None
        # the typed fields as they are now (a remark just typed), even before the worker
        # has computed the verdicts again; only the exemption changes verdicts
        fresh = replace(
            self.computed,
            context=replace(self.computed.context, fields=norm_fields_of(self._session())),
        )
        try:
            report = build(fresh)
        except EngineError as exc:
            report_error(self, exc, title=self.tr("Norm screen"))
            return None
        dialog = ReportDialog(report, self, folder=self._folder, translate=translate)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def open_it1(self) -> ReportDialog | None:
        """The IT1 of the selected norm."""
        v = self.current_verdict()
        if v is None or v.status is not NormStatus.ACHIEVED:
            return None
        return self._report(lambda r: it1_report(r.tournament, v, r.context), translate=False)

    def open_it3(self) -> ReportDialog | None:
        """The IT3 tournament report."""
        return self._report(
            lambda r: it3_report(r.tournament, r.verdicts, r.context), translate=False
        )

    def open_screen_report(self) -> ReportDialog | None:
        """The norm screen as a printable report."""
        return self._report(lambda r: norm_screen_report(r.tournament, r.verdicts, r.context))

    # ---- the arbiter's fields ----------------------------------------------------------------

    def edit_remark(self) -> None:
        """Type the special remark of the selected certificate (kept in the file)."""
        v = self.current_verdict()
        s = self._session()
        if v is None or s is None or not s.is_open:
            return
        fields = s.state.norm_fields
        text, ok = QInputDialog.getText(
            self,
            self.tr("IT1 remark"),
            self.tr("Special remark on the {0} certificate of {1}:").format(v.title.value, v.name),
            QLineEdit.EchoMode.Normal,
            fields.remark(v.player, v.title.value),
        )
        if ok:
            self._apply(s, SetNormFields(fields.with_remark(v.player, v.title.value, text)))

    def edit_fields(self) -> NormFieldsDialog | None:
        """Open the norm-form fields (arbiters, organiser, exemption, preconditions)."""
        s = self._session()
        if s is None or not s.is_open:
            return None
        dialog = NormFieldsDialog(s, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _apply(self, s: Session, command: SetNormFields) -> None:
        try:
            s.apply(command)
        except EngineError as exc:
            report_error(self, exc, title=self.tr("Norm screen"))


_EXEMPTION_WORDS = (
    QT_TRANSLATE_NOOP("NormFieldsDialog", "none"),
    QT_TRANSLATE_NOOP("NormFieldsDialog", "1.4.3a: final of a national (adult) championship"),
    QT_TRANSLATE_NOOP("NormFieldsDialog", "1.4.3b: national team championship"),
    QT_TRANSLATE_NOOP("NormFieldsDialog", "1.4.3c: zonal or sub-zonal tournament"),
)
"""engine.norms.Exemption.text of each kind, for lupdate (shown translated)."""


class NormFieldsDialog(QDialog):
    """What the arbiter types for the IT1 and IT3: OK saves it (one undoable change)."""

    ARBITER_COLUMNS = (
        QT_TRANSLATE_NOOP("NormFieldsDialog", "Name"),
        QT_TRANSLATE_NOOP("NormFieldsDialog", "FIDE ID"),
        QT_TRANSLATE_NOOP("NormFieldsDialog", "Role"),
        QT_TRANSLATE_NOOP("NormFieldsDialog", "Title"),
    )

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("norm-fields")
        self.setWindowTitle(self.tr("Norm forms: IT1 and IT3 fields"))
        self.session = session
        f = session.state.norm_fields
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)
        self.chief_id = self._line(
            form, self.tr("Chief arbiter's &FIDE ID"), f.chief_arbiter_fide_id
        )
        self.organiser = self._line(form, self.tr("&Organiser"), f.organiser)
        self.venue = self._line(form, self.tr("&Venue"), f.venue)
        self.confirming = self._line(
            form, self.tr("Federation &confirming the result"), f.confirming_federation
        )
        self.confirming.setPlaceholderText(
            session.tournament.federation or self.tr("host federation (TRF 032)")
        )
        self.official = self._line(form, self.tr("Federation officia&l"), f.federation_official)
        self.exemption = QComboBox(self)
        self.exemption.setObjectName("exemption")
        for e in Exemption:
            self.exemption.addItem(self.tr(e.text), e)
        self.exemption.setCurrentIndex(self.exemption.findData(f.exemption))
        form.addRow(self.tr("1.4.3a-c &event"), self.exemption)
        layout.addWidget(QLabel(self.tr("Norm event conditions confirmed by the arbiter:"), self))
        self.conditions: dict[Precondition, QCheckBox] = {}
        for c in Precondition:
            box = QCheckBox(report_catalogue().tr(c.value), self)  # the forms' own words
            box.setChecked(f.confirmed(c))
            self.conditions[c] = box
            layout.addWidget(box)
        layout.addWidget(
            QLabel(self.tr("Arbiters (the IT3 names all of them; TRF 102/112 are added):"))
        )
        self.arbiters = QTableWidget(0, len(self.ARBITER_COLUMNS), self)
        self.arbiters.setObjectName("arbiters")
        self.arbiters.setHorizontalHeaderLabels([self.tr(c) for c in self.ARBITER_COLUMNS])
        self.arbiters.horizontalHeader().setStretchLastSection(True)
        for a in f.arbiters:
            self.add_arbiter(a)
        layout.addWidget(self.arbiters)
        row = QHBoxLayout()
        add = QPushButton(self.tr("&Add arbiter"), self)
        add.clicked.connect(lambda: self.add_arbiter(ArbiterEntry("")))
        remove = QPushButton(self.tr("&Remove arbiter"), self)
        remove.clicked.connect(self._remove_arbiter)
        row.addWidget(add)
        row.addWidget(remove)
        row.addStretch(1)
        layout.addLayout(row)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _line(self, form: QFormLayout, label: str, value: str) -> QLineEdit:
        edit = QLineEdit(value, self)
        form.addRow(label, edit)
        return edit

    def add_arbiter(self, a: ArbiterEntry) -> None:
        """Append an arbiter row."""
        row = self.arbiters.rowCount()
        self.arbiters.insertRow(row)
        for col, text in enumerate((a.name, a.fide_id, a.role, a.title)):
            self.arbiters.setItem(row, col, QTableWidgetItem(text))

    def _remove_arbiter(self) -> None:
        row = self.arbiters.currentRow()
        if row >= 0:
            self.arbiters.removeRow(row)

    def fields(self) -> NormFields:
        """The form as :class:`NormFields` (IT1 remarks are kept as they are)."""
        arbiters = []
        for row in range(self.arbiters.rowCount()):
            items = [self.arbiters.item(row, c) for c in range(len(self.ARBITER_COLUMNS))]
            cells = [(item.text() if item is not None else "").strip() for item in items]
            if cells[0]:
                arbiters.append(ArbiterEntry(cells[0], cells[1], cells[2] or "Arbiter", cells[3]))
        exemption = self.exemption.currentData()
        return NormFields(
            chief_arbiter_fide_id=self.chief_id.text().strip(),
            arbiters=tuple(arbiters),
            organiser=self.organiser.text().strip(),
            venue=self.venue.text().strip(),
            confirming_federation=self.confirming.text().strip().upper(),
            federation_official=self.official.text().strip(),
            exemption=exemption if isinstance(exemption, Exemption) else Exemption.NONE,
            preconditions=tuple(c for c, box in self.conditions.items() if box.isChecked()),
            remarks=self.session.state.norm_fields.remarks,
        )

    def accept(self) -> None:
        fields = self.fields()
        if fields != self.session.state.norm_fields:
            try:
                self.session.apply(SetNormFields(fields))
            except EngineError as exc:
                report_error(self, exc, title=self.tr("Norm forms"))
                return
        super().accept()


class RatingSettingsDialog(QDialog):
    """The rating type and each player's K from the rating list (blank: computed)."""

    COLUMNS = (
        QT_TRANSLATE_NOOP("RatingSettingsDialog", "No."),
        QT_TRANSLATE_NOOP("RatingSettingsDialog", "Name"),
        QT_TRANSLATE_NOOP("RatingSettingsDialog", "Rating"),
        QT_TRANSLATE_NOOP("RatingSettingsDialog", "Born"),
        QT_TRANSLATE_NOOP("RatingSettingsDialog", "K (list)"),
        QT_TRANSLATE_NOOP("RatingSettingsDialog", "K computed"),
    )
    K_COLUMN = 4

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rating-settings")
        self.setWindowTitle(self.tr("Rating type and K factors"))
        self.resize(720, 560)
        self.session = session
        settings = session.state.ratings
        t = session.tournament
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.kind = QComboBox(self)
        self.kind.setObjectName("rating-kind")
        for k in RatingKind:
            self.kind.addItem(k.label, k)
        self.kind.setCurrentIndex(self.kind.findData(settings.kind))
        form.addRow(self.tr("&Rated for"), self.kind)
        layout.addLayout(form)
        layout.addWidget(
            QLabel(
                self.tr(
                    "Type K as the rating list prints it (SK/RK/BK). Blank: computed from the "
                    "rating and the year of birth (B.02 §8.3.3); the file does not know the number "
                    "of rated games or whether 2400 was ever reached."
                ),
                self,
            )
        )
        self.table = QTableWidget(len(t.players), len(self.COLUMNS), self)
        self.table.setObjectName("k-table")
        self.table.setHorizontalHeaderLabels([self.tr(c) for c in self.COLUMNS])
        self.table.verticalHeader().setVisible(False)
        year = event_year(t)
        for row, p in enumerate(t.players):
            typed = settings.typed_k(p.id)
            computed = computed_k(p.rating, year_of(p.birth_date), year).value if p.rating else None
            texts = (
                str(p.id),
                p.name,
                str(p.rating) if p.rating else "unrated",
                p.birth_date,
                str(typed) if typed is not None else "",
                str(computed) if computed is not None else "",
            )
            for col, text in enumerate(texts):
                item = QTableWidgetItem(text)
                if col != self.K_COLUMN:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.table.setItem(row, col, item)
        self.table.resizeColumnsToContents()
        layout.addWidget(self.table, 1)
        self.error = QLabel("", self)
        self.error.setObjectName("k-error")
        self.error.setStyleSheet("color: #b42318")
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def settings(self) -> RatingSettings:
        """The form as :class:`RatingSettings`; ValueError names a K that is not a number."""
        kind = self.kind.currentData()
        result = RatingSettings(kind if isinstance(kind, RatingKind) else RatingKind.STANDARD)
        for row, p in enumerate(self.session.tournament.players):
            item = self.table.item(row, self.K_COLUMN)
            text = item.text().strip() if item is not None else ""
            if not text:
                continue
            if not text.isdigit() or int(text) == 0:
                raise ValueError(
                    self.tr("No. {0} {1}: K '{2}' is not a whole number above 0").format(
                        p.id, p.name, text
                    )
                )
            result = result.with_k(p.id, int(text))
        return result

    def accept(self) -> None:
        try:
            settings = self.settings()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        if settings != self.session.state.ratings:
            try:
                self.session.apply(SetRatingSettings(settings))
            except EngineError as exc:
                self.error.setText(str(exc))
                return
        super().accept()

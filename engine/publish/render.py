"""Pages to HTML with Jinja2: autoescaped templates, the style sheet inlined, no script but the
live page's few lines, no external reference of any kind.

Report tables become semantic tables: a caption, column headers (``scope="col"``, abbreviations
spelled out for screen readers), the player's name as each row's header (``scope="row"``) and a
link to the player's card. A table wider than the screen scrolls inside its own region, the
names staying in view; on a phone the secondary columns (pairing number, title, rating,
federation) give way first.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from engine.i18n import SITE, Catalogue, translate_report
from engine.i18n.reports import is_bye_cell, name_id_columns
from engine.model import PlayerId
from engine.publish.pages import Link, Page, SitePlan, player_path
from engine.reports import Align, Report, Table
from engine.version import VERSION

TEMPLATES = Path(__file__).resolve().parent / "templates"

_ALIGN = {Align.LEFT: "l", Align.CENTER: "c", Align.RIGHT: "r"}
SECONDARY = frozenset({"No.", "Title", "Rtg", "Fed"})
"""Headers of the columns a narrow screen leaves out first (the name and result stay)."""
ABBREVIATIONS = {
    "Rk": "Rank",
    "No.": "Pairing number",
    "Rtg": "Rating",
    "Pts": "Points",
    "Fed": "Federation",
    "Bd": "Board",
    "Rd": "Round",
    "#": "Line",
    "Res": "Result",
    "Exp.": "Expected score",
    "Perf": "Performance",
}
"""Column headers written short, spelled out for screen readers (``<abbr title>``)."""

VERSION_MARK = "@@site-version@@"
"""Stands for the site's version in a live page until every page is rendered and hashed."""


@dataclass(frozen=True, slots=True)
class CellView:
    text: str
    cls: str
    href: str = ""
    row_header: bool = False


@dataclass(frozen=True, slots=True)
class ColumnView:
    header: str
    cls: str
    title: str = ""


@dataclass(frozen=True, slots=True)
class TableView:
    ident: str
    caption: str
    columns: tuple[ColumnView, ...]
    rows: tuple[tuple[CellView, ...], ...]
    empty: str


@dataclass(frozen=True, slots=True)
class ReportView:
    heading: str
    label: str
    subtitle: str
    tables: tuple[TableView, ...]
    notes: tuple[str, ...]
    show_heading: bool


def _table_view(
    table: Table,
    english: Table,
    ident: str,
    players: frozenset[int],
    cat: Catalogue,
) -> TableView:
    headers = english.headers
    links = name_id_columns(headers)
    narrow = len(headers) > 6
    # a pairing list keeps board, names and result on a phone; the points before the round go
    secondary = SECONDARY | ({"Pts"} if "Bd" in headers else set())
    row_header = next(iter(sorted(links)), None)
    if row_header is None:
        row_header = next((i for i, c in enumerate(english.columns) if c.wide), None)
    classes = []
    for i, c in enumerate(english.columns):
        cls = _ALIGN[c.align]
        if c.wide:
            cls += " w"
        if narrow and c.header in secondary:
            cls += " opt"
        if i == row_header:
            cls += " name"
        classes.append(cls)
    columns = tuple(
        ColumnView(
            h,
            classes[i],
            cat.tr(ABBREVIATIONS[headers[i]], SITE) if headers[i] in ABBREVIATIONS else "",
        )
        for i, h in enumerate(table.headers)
    )
    rows = []
    for row, source in zip(table.rows, english.rows, strict=True):
        cells = []
        for i, text in enumerate(row):
            href = ""
            if i in links and source[i] and not is_bye_cell(headers, source, i):
                ref = source[links[i]]
                if ref.isdigit() and int(ref) in players:
                    href = player_path(PlayerId(int(ref)))
            cells.append(CellView(text, classes[i], href, i == row_header))
        rows.append(tuple(cells))
    return TableView(ident, table.caption, columns, tuple(rows), cat.tr("(none)", SITE))


def report_view(
    report: Report, n: int, players: frozenset[int], cat: Catalogue, *, show_heading: bool
) -> ReportView:
    """A report ready for the template: translated, names linked to their cards."""
    shown = translate_report(report, cat)
    tables = tuple(
        _table_view(t, e, f"t{n}-{i}", players, cat)
        for i, (t, e) in enumerate(zip(shown.tables, report.tables, strict=True))
    )
    label = " · ".join(x for x in (shown.round_label, shown.date) if x)
    return ReportView(
        shown.title,
        label,
        shown.subtitle,
        tables,
        shown.notes + (shown.footer,) * bool(shown.footer),
        show_heading,
    )


LIVE_SCRIPT = (
    "(function(){var v=document.body.getAttribute('data-version');"
    "function poll(){fetch('version.txt',{cache:'no-store'})"
    ".then(function(r){return r.ok?r.text():v;})"
    ".then(function(t){if(t.trim()&&t.trim()!==v){location.reload();}})"
    ".catch(function(){});}"
    "setInterval(poll,POLL_MS);})();"
)
POLL_MS = 10_000
"""How often a live page asks whether the arbiter published again."""


def live_script() -> str:
    """The live page's only script: reload when ``version.txt`` changes (no other request)."""
    return LIVE_SCRIPT.replace("POLL_MS", str(POLL_MS))


def script_hash() -> str:
    """The script's CSP hash (``'sha256-...'``): the live server allows that script alone."""
    import base64

    digest = hashlib.sha256(live_script().encode("utf-8")).digest()
    return "'sha256-" + base64.b64encode(digest).decode("ascii") + "'"


class Renderer:
    """Renders the pages of one plan (one Jinja2 environment per site built)."""

    def __init__(
        self, plan: SitePlan, cat: Catalogue, players: frozenset[int], *, live: bool
    ) -> None:
        self.plan = plan
        self.cat = cat
        self.players = players
        self.live = live
        self.env = Environment(
            loader=FileSystemLoader(TEMPLATES),
            autoescape=select_autoescape(["html"], default_for_string=True, default=True),
            undefined=StrictUndefined,
            trim_blocks=True,
            lstrip_blocks=True,
            keep_trailing_newline=True,
        )
        self.css = (TEMPLATES / "site.css").read_text(encoding="utf-8")

    def _common(self, page: Page) -> dict[str, object]:
        cat = self.cat
        return {
            "lang": cat.language,
            "event": self.plan.event,
            "page": page,
            "nav": self.plan.nav,
            "css": self.css,
            "live": self.live,
            "script": live_script(),
            "version": VERSION_MARK,
            "generator": f"Swiss Arbiter {VERSION}",
            "t": {
                "skip": cat.fmt("Skip to the content"),
                "nav": cat.fmt("Pages of the event"),
                "related": cat.fmt("This round"),
                "footer": cat.fmt("Published with Swiss Arbiter {version}", version=VERSION),
                "live": cat.fmt("This page updates itself when the arbiter publishes."),
                "round": cat.fmt("Round"),
                "date": cat.fmt("Date"),
                "pages": cat.fmt("Pages"),
                "status": cat.fmt("Status"),
                "rounds": cat.fmt("Rounds"),
                "more": cat.fmt("More"),
                "none": cat.fmt("No round has been published yet."),
                "event": cat.fmt("The event"),
            },
        }

    def render(self, page: Page) -> str:
        """One page as HTML."""
        if page.path == "index.html":
            return self.env.get_template("index.html").render(**self._common(page))
        views = tuple(
            report_view(r, n, self.players, self.cat, show_heading=len(page.reports) > 1)
            for n, r in enumerate(page.reports)
        )
        return self.env.get_template("page.html").render(**self._common(page), reports=views)

    def not_found(self) -> str:
        """The page a missing address shows (the live server's 404)."""
        page = Page("404.html", self.cat.fmt("Page not found"), "", ())
        return self.env.get_template("page.html").render(
            **self._common(page),
            reports=(),
            message=self.cat.fmt("This page is not published (yet)."),
            home=Link("index.html", self.cat.fmt("Back to the event")),
        )

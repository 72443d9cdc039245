"""The pages of an event's site, as data: a path, a title, the reports it shows, its links.

Every table is one of the printed reports (:mod:`engine.reports`), so paper, screen and site
cannot disagree. Which pages exist:

- ``index.html``: the event, every published round with its pages, the other pages;
- ``round-N.html`` (pairings and results by board) and ``round-N-names.html`` (by name);
- ``standings-N.html`` after each round whose results are all in, with the tie-breaks;
- ``crosstable.html`` after the last such round (a round-robin's square table);
- ``schedule.html`` for a round-robin (every round is known from the start, C.05 7.5);
- ``players.html`` and one ``player-N.html`` card per player;
- ``ratings.html`` when a rated game changes a rating (B.02), ``norms.html`` when a player
  has achieved a title norm (B.01).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction

from engine.i18n import Catalogue
from engine.model import PlayerId, Tournament, points_of
from engine.norms import NormStatus, norm_verdicts
from engine.publish.source import SiteInput
from engine.ratings import rating_changes
from engine.reports import (
    Align,
    Column,
    Report,
    Table,
    crosstable_report,
    pairings_alphabetical,
    player_card_report,
    rating_change_report,
    round_results,
    round_robin_crosstable,
    round_robin_pairings,
    round_robin_schedule,
    round_robin_standings_report,
    standings_report,
)
from engine.reports.text import event_name, name_key, points_text, rating_text, round_date
from engine.roundrobin import round_robin_standings
from engine.standings import TieBreakContext, standings


@dataclass(frozen=True, slots=True)
class Link:
    """A link of the site: a page of it (relative) and its text."""

    href: str
    text: str


@dataclass(frozen=True, slots=True)
class RoundRow:
    """A line of the index: a round, its date and its pages."""

    round_no: int
    date: str
    links: tuple[Link, ...]
    status: str


@dataclass(frozen=True, slots=True)
class Page:
    """One page: ``reports`` are in English; the renderer translates them."""

    path: str
    title: str
    section: str
    """The navigation entry it belongs to: ``home``, ``rounds``, ``standings``, ..."""
    reports: tuple[Report, ...] = ()
    related: tuple[Link, ...] = ()
    """Links shown above the tables (the other pages of the same round)."""
    facts: tuple[tuple[str, str], ...] = ()
    round_rows: tuple[RoundRow, ...] = ()
    more: tuple[Link, ...] = field(default=())


def round_path(r: int) -> str:
    """The page of round ``r``'s pairings and results by board."""
    return f"round-{r}.html"


def names_path(r: int) -> str:
    """The page of round ``r``'s pairings by name."""
    return f"round-{r}-names.html"


def standings_path(r: int) -> str:
    """The page of the standings after round ``r``."""
    return f"standings-{r}.html"


def player_path(pid: PlayerId | int) -> str:
    """The card of player ``pid``."""
    return f"player-{int(pid)}.html"


def is_complete(t: Tournament, round_no: int) -> bool:
    """True when every game of ``round_no`` has a result (a board still playing: False)."""
    return all(
        p.entry(round_no).result.value.strip()
        for p in t.players
        if p.entry(round_no).opponent is not None
    )


@dataclass(frozen=True, slots=True)
class SitePlan:
    """The pages of a site and what the navigation shows."""

    pages: tuple[Page, ...]
    nav: tuple[tuple[str, Link], ...]
    """(section, link) of the top navigation."""
    event: str


def plan_site(inp: SiteInput, cat: Catalogue) -> SitePlan:
    """Every page of the site for ``inp`` (texts of the site's own in ``cat``'s language)."""
    t = inp.tournament
    last = inp.last_round
    complete = [r for r in range(1, last + 1) if is_complete(t, r)]
    after = complete[-1] if complete else 0
    pages: list[Page] = []
    boards = {r.round_no: r.boards for r in inp.rounds}
    rr = inp.round_robin

    for r in range(1, last + 1):
        related = _round_links(r, last, r in complete, cat)
        if rr is not None:
            main = round_robin_pairings(t, r, fmt=rr)
        else:
            main = round_results(t, r, boards[r])
        pages.append(
            Page(
                round_path(r),
                cat.fmt("Round {round}: pairings and results", round=r),
                "rounds",
                (main,),
                related,
            )
        )
        pages.append(
            Page(
                names_path(r),
                cat.fmt("Round {round}: pairings by name", round=r),
                "rounds",
                (pairings_alphabetical(t, r, boards[r]),),
                related,
            )
        )
        if r in complete:
            report = (
                round_robin_standings_report(t, r, inp.tiebreaks, fmt=rr)
                if rr is not None
                else standings_report(t, r, inp.tiebreaks)
            )
            pages.append(
                Page(
                    standings_path(r),
                    cat.fmt("Standings after round {round}", round=r),
                    "standings",
                    (report,),
                    related,
                )
            )
    more: list[Link] = []
    if rr is not None or after:
        cross = (
            round_robin_crosstable(t, after, inp.tiebreaks, fmt=rr, lots=inp.lots)
            if rr is not None
            else crosstable_report(t, after, inp.tiebreaks)
        )
        pages.append(Page("crosstable.html", cat.fmt("Crosstable"), "crosstable", (cross,)))
        more.append(Link("crosstable.html", cat.fmt("Crosstable")))
    if rr is not None:
        sched = round_robin_schedule(t, fmt=rr, lots=inp.lots)
        pages.append(Page("schedule.html", cat.fmt("Schedule"), "schedule", (sched,)))
        more.append(Link("schedule.html", cat.fmt("Schedule")))
    pages.append(Page("players.html", cat.fmt("Players"), "players", (_players_report(t, after),)))
    more.append(Link("players.html", cat.fmt("Players")))
    pages.extend(_player_cards(inp, cat, boards))
    if after and _has_rating_changes(inp, after):
        report = rating_change_report(t, after, inp.ratings)
        pages.append(Page("ratings.html", cat.fmt("Rating changes"), "ratings", (report,)))
        more.append(Link("ratings.html", cat.fmt("Rating changes")))
    norms = _norms_report(inp) if after else None
    if norms is not None:
        pages.append(Page("norms.html", cat.fmt("Title norms"), "norms", (norms,)))
        more.append(Link("norms.html", cat.fmt("Title norms")))
    index = Page(
        "index.html",
        event_name(t),
        "home",
        facts=_facts(t, cat),
        round_rows=tuple(_round_row(t, r, r in complete, cat) for r in range(1, last + 1)),
        more=tuple(more),
    )
    nav: list[tuple[str, Link]] = [("home", Link("index.html", cat.fmt("Event")))]
    if last:
        nav.append(("rounds", Link(round_path(last), cat.fmt("Round {round}", round=last))))
    if after:
        nav.append(("standings", Link(standings_path(after), cat.fmt("Standings"))))
    nav.extend(
        (link.href.removesuffix(".html"), link)
        for link in more
        if link.href in ("crosstable.html", "schedule.html", "players.html")
    )
    return SitePlan((index, *pages), tuple(nav), event_name(t))


def _round_links(r: int, last: int, complete: bool, cat: Catalogue) -> tuple[Link, ...]:
    links = [
        Link(round_path(r), cat.fmt("By board")),
        Link(names_path(r), cat.fmt("By name")),
    ]
    if complete:
        links.append(Link(standings_path(r), cat.fmt("Standings after round {round}", round=r)))
    if r > 1:
        links.append(Link(round_path(r - 1), cat.fmt("Round {round}", round=r - 1)))
    if r < last:
        links.append(Link(round_path(r + 1), cat.fmt("Round {round}", round=r + 1)))
    return tuple(links)


def _round_row(t: Tournament, r: int, complete: bool, cat: Catalogue) -> RoundRow:
    links = [
        Link(round_path(r), cat.fmt("By board")),
        Link(names_path(r), cat.fmt("By name")),
    ]
    if complete:
        links.append(Link(standings_path(r), cat.fmt("Standings")))
    status = cat.fmt("results complete") if complete else cat.fmt("in play")
    return RoundRow(r, round_date(t, r), tuple(links), status)


def _facts(t: Tournament, cat: Catalogue) -> tuple[tuple[str, str], ...]:
    facts: list[tuple[str, str]] = []
    place = ", ".join(x for x in (t.city.strip(), t.federation.strip()) if x)
    if place:
        facts.append((cat.fmt("Place"), place))
    if t.start_date:
        dates = f"{t.start_date} – {t.end_date}" if t.end_date else t.start_date
        facts.append((cat.fmt("Dates"), dates))
    if t.rounds_total:
        facts.append((cat.fmt("Rounds"), str(t.rounds_total)))
    facts.append((cat.fmt("Players"), str(len(t.players))))
    if t.time_control.strip():
        facts.append((cat.fmt("Time control"), t.time_control.strip()))
    if t.chief_arbiter.strip():
        facts.append((cat.fmt("Chief arbiter"), t.chief_arbiter.strip()))
    return tuple(facts)


def _players_report(t: Tournament, after: int) -> Report:
    players = sorted(t.players, key=lambda p: (name_key(p.name), p.id))
    rows = tuple(
        (
            p.name,
            str(p.id),
            p.title,
            rating_text(p.rating),
            p.federation,
            points_text(points_of(p, t.point_system, after) if after else Fraction(0)),
        )
        for p in players
    )
    columns = (
        Column("Name", wide=True),
        Column("No.", Align.RIGHT),
        Column("Title"),
        Column("Rtg", Align.RIGHT),
        Column("Fed"),
        Column("Pts", Align.CENTER),
    )
    total = f" of {t.rounds_total}" if t.rounds_total else ""
    return Report(
        "Players",
        event_name(t),
        f"After round {after}{total}" if after else "Registered players",
        t.start_date,
        (Table(columns, rows, caption="Players"),),
        notes=("Players in name order; a name opens the player's card.",),
    )


def _player_cards(
    inp: SiteInput, cat: Catalogue, boards: Mapping[int, tuple[tuple[PlayerId, PlayerId], ...]]
) -> list[Page]:
    t = inp.tournament
    last = inp.last_round
    if not last:
        return []
    board_of: dict[PlayerId, dict[int, int]] = {p.id: {} for p in t.players}
    for r, pairs in boards.items():
        for n, (w, b) in enumerate(pairs, start=1):
            board_of[w][r] = n
            board_of[b][r] = n
    # one ranking and one tie-break context for every card (a round-robin's own ranking,
    # where a withdrawn player's games may not count, C.05)
    order = (
        round_robin_standings(t, last, inp.tiebreaks, None, inp.round_robin)
        if inp.round_robin is not None
        else standings(t, last, inp.tiebreaks)
    )
    context = TieBreakContext(t, last, None)
    return [
        Page(
            player_path(p.id),
            " ".join(x for x in (p.title, p.name) if x),
            "players",
            (
                player_card_report(
                    t,
                    p.id,
                    last,
                    tiebreaks=inp.tiebreaks,
                    boards=board_of[p.id],
                    ratings=inp.ratings if p.rating else None,
                    order=order,
                    context=context,
                ),
            ),
            (Link("players.html", cat.fmt("All players")),),
        )
        for p in t.players
    ]


def _has_rating_changes(inp: SiteInput, after: int) -> bool:
    changes = rating_changes(inp.tournament, after_round=after, settings=inp.ratings)
    return any(c.k is not None and c.rated_games for c in changes)


def _norms_report(inp: SiteInput) -> Report | None:
    """The norms achieved so far (B.01): a fact of the results, published once reached; the
    chances and near misses of the arbiter's norm screen stay in the program.
    """
    t = inp.tournament
    verdicts = [
        v
        for v in norm_verdicts(t, kind=inp.ratings.kind, fields=inp.norm_fields)
        if v.status is NormStatus.ACHIEVED
    ]
    if not verdicts:
        return None
    rows = []
    for v in verdicts:
        r = v.result
        perf = r.performance if r is not None else None
        rows.append(
            (
                str(v.player),
                v.name,
                v.title.value,
                str(r.mix.counted) if r else "",
                points_text(r.mix.score) if r else "",
                str(perf.ra) if perf else "",
                str(perf.rp) if perf else "",
            )
        )
    columns = (
        Column("No.", Align.RIGHT),
        Column("Name", wide=True),
        Column("Norm"),
        Column("Games", Align.RIGHT),
        Column("Score", Align.CENTER),
        Column("Ra", Align.RIGHT),
        Column("Rp", Align.RIGHT),
    )
    last = t.rounds_in_file
    total = f" of {t.rounds_total}" if t.rounds_total else ""
    return Report(
        "Title norms",
        event_name(t),
        f"After round {last}{total}",
        round_date(t, last),
        (Table(columns, tuple(rows), caption="Norms achieved"),),
        notes=(
            "Title norms achieved under B.01 §1.4 on the results so far; the norm "
            "certificate (IT1) is signed by the chief arbiter after the event.",
            "Ra: average rating of the opponents; Rp: tournament performance (B.01 1.4.8).",
        ),
    )

"""Every report the program prints or publishes, built in English on events that show every
kind of line (byes, forfeits, withdrawals, unrated players, a round in play, a round-robin),
and the texts of them a translation must cover."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from pathlib import Path

from engine.i18n import NAME_COLUMNS
from engine.i18n.reports import is_bye_cell
from engine.journal.state import boards_from_entries
from engine.model import PlayerId, ResultCode, Tournament
from engine.norms import norm_context, norm_verdicts
from engine.publish import plan_site, site_input_from_state, site_input_from_trf
from engine.publish.pages import Page
from engine.ratings import RatingKind, RatingSettings
from engine.reports import (
    Report,
    berger_grid,
    crosstable_report,
    norm_screen_report,
    pairings_alphabetical,
    pairings_by_board,
    player_card_report,
    rating_change_report,
    round_results,
    round_robin_crosstable,
    round_robin_pairings,
    round_robin_schedule,
    round_robin_standings_report,
    standings_report,
)
from engine.trf import load_trf

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "resources" / "samples" / "sample_open.trf"
_WORD = re.compile(r"[a-z]{2,}")


def _with_pending_and_withdrawal(t: Tournament) -> Tournament:
    """The sample with one game of the last round in play and a player withdrawn."""
    last = t.rounds_in_file
    white = next(p for p in t.players if p.entry(last).opponent is not None)
    black = white.entry(last).opponent

    def change(p):
        if p.id in (white.id, black):
            rounds = list(p.rounds)
            rounds[last - 1] = dataclasses.replace(rounds[last - 1], result=ResultCode.NOT_PAIRED)
            return dataclasses.replace(p, rounds=tuple(rounds))
        if p.id == t.players[-1].id:
            return dataclasses.replace(p, withdrawn_from=last)
        return p

    return dataclasses.replace(t, players=tuple(change(p) for p in t.players))


def swiss_reports() -> Iterator[Report]:
    t = load_trf(SAMPLE)
    settings = RatingSettings()
    for tour in (t, _with_pending_and_withdrawal(t)):
        last = tour.rounds_in_file
        for r in range(1, last + 1):
            boards = [(b.white, b.black) for b in boards_from_entries(tour, r)[0]]
            yield pairings_by_board(tour, r, boards)
            yield pairings_alphabetical(tour, r, boards)
            yield round_results(tour, r, boards)
        yield standings_report(tour, last)
        yield standings_report(tour, last, ratings=settings)
        yield crosstable_report(tour, last)
        for p in tour.players:
            yield player_card_report(tour, p.id, last, ratings=settings)
        yield rating_change_report(tour, last, settings)
        yield rating_change_report(tour, last, RatingSettings(RatingKind.RAPID))
        yield rating_change_report(tour, last, settings, players=[PlayerId(1)])
        yield norm_screen_report(tour, norm_verdicts(tour), norm_context(tour))


def round_robin_state():
    from tests.roundrobin.helpers import play_round, rr_state

    state = rr_state(7, cycles=2)
    state = play_round(state, 1, {2: "1-0", 3: "=", 4: "+"})  # 1 free (odd field)
    state = play_round(state, 2, {})
    return state


def round_robin_reports() -> Iterator[Report]:
    from engine.roundrobin import RoundRobinFormat

    state = round_robin_state()
    t = state.tournament
    fmt = RoundRobinFormat(2, True)
    yield round_robin_crosstable(t, 1, fmt=fmt, lots="Pairing numbers as in the imported TRF file.")
    yield round_robin_crosstable(t, 1, fmt=fmt, by_place=True)
    yield round_robin_standings_report(t, 1, fmt=fmt)
    yield round_robin_pairings(t, 1, fmt=fmt)
    yield round_robin_pairings(t, 2, fmt=fmt)
    yield round_robin_schedule(t, fmt=fmt)
    yield berger_grid(t, fmt=fmt)


def site_pages() -> Iterator[Page]:
    """The pages of the sites of the sample and of the round-robin (English)."""
    from engine.i18n import Catalogue

    for inp in (
        site_input_from_trf(load_trf(SAMPLE)),
        site_input_from_trf(_with_pending_and_withdrawal(load_trf(SAMPLE))),
        site_input_from_state(round_robin_state()),
    ):
        yield from plan_site(inp, Catalogue()).pages


def all_reports() -> Iterator[Report]:
    yield from swiss_reports()
    yield from round_robin_reports()
    for page in site_pages():
        yield from page.reports


def translatable(report: Report) -> Iterator[str]:
    """The texts of ``report`` a catalogue must translate (names, numbers and codes are not)."""
    yield report.title
    yield report.round_label
    yield report.subtitle
    yield report.footer
    yield from report.notes
    for table in report.tables:
        yield table.caption
        for c in table.columns:
            yield c.header
        names = [c.header in NAME_COLUMNS for c in table.columns]
        for row in table.rows:
            for i, cell in enumerate(row):
                if names[i]:
                    if is_bye_cell(table.headers, row, i):
                        yield cell
                elif _WORD.search(cell):
                    yield cell


def report_texts() -> set[str]:
    return {x for r in all_reports() for x in translatable(r) if x and _needs(x)}


def _needs(text: str) -> bool:
    """A header like ``BH/C1``, ``R3``, ``12`` or ``TB1`` is a code, not a word."""
    return bool(re.search(r"[A-Za-z]{2,}", text)) and not re.fullmatch(
        r"[A-Z0-9/\-#.+]+|R\d+|TB\d+|Bd \d+", text
    )

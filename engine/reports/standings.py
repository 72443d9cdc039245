"""Standings, crosstable and player-card reports, from the rows of :mod:`engine.standings`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.model import Colour, PlayerId, ResultCode, Tournament
from engine.ratings import RatingSettings, player_rating_change, signed
from engine.reports.errors import ReportError
from engine.reports.table import Align, Column, Report, Table
from engine.reports.text import (
    BYE_LETTER,
    BYE_TEXT,
    COLOUR_TEXT,
    event_name,
    points_text,
    rating_text,
    round_date,
    side_result_text,
)
from engine.standings import (
    DEFAULT_SWISS_ORDER,
    Edition,
    StandingRow,
    TieBreakContext,
    TieBreakSpec,
    crosstable,
    format_value,
    player_card,
    standings,
)


def _after_label(after_round: int, t: Tournament) -> str:
    total = f" of {t.rounds_total}" if t.rounds_total else ""
    return f"After round {after_round}{total}"


def _check(t: Tournament, after_round: int) -> None:
    if after_round < 1 or after_round > t.rounds_in_file:
        raise ReportError(f"round {after_round} is out of range (1..{t.rounds_in_file})")


def rank_text(rank: int | None, rank_to: int | None) -> str:
    """A place, ``5-6`` when shared.

    >>> rank_text(5, 6), rank_text(1, 1), rank_text(None, None)
    ('5-6', '1', '')
    """
    if rank is None:
        return ""
    return f"{rank}-{rank_to}" if rank_to is not None and rank_to != rank else str(rank)


def tiebreak_legend(specs: Sequence[TieBreakSpec]) -> tuple[str, ...]:
    """One note per tie-break: ``TB1 BH/C1: Buchholz (C.07 8.1)``."""
    return tuple(
        f"TB{i} {spec}: {spec.code.title} ({spec.code.article})"
        for i, spec in enumerate(specs, start=1)
    )


def _tb_columns(specs: Sequence[TieBreakSpec]) -> tuple[Column, ...]:
    return tuple(Column(str(spec), Align.RIGHT) for spec in specs)


RATING_COLUMNS_NOTE = (
    "Perf: Ra + dp over the games against rated opponents (B.02 8.1.1); ±Rtg: the rating "
    "change K × ΣΔR rounded half away from zero (B.02 §8.3), for an unrated player his first "
    "rating from this event (* publishable); see the rating-change report."
)


def rating_columns(
    t: Tournament, pid: PlayerId, after_round: int, settings: RatingSettings
) -> tuple[str, str]:
    """The standings' Perf and ±Rtg cells of ``pid`` after ``after_round``."""
    change = player_rating_change(t, pid, after_round=after_round, settings=settings)
    perf = change.performance
    if change.k is not None:
        delta = signed(change.change, 0) if change.rated_games else ""
    elif change.initial is not None:
        delta = f"{change.initial.ru}{'*' if change.initial.publishable else ''}"
    else:
        delta = ""
    return (str(perf) if perf is not None else "", delta)


def standings_report(
    t: Tournament,
    after_round: int,
    tiebreaks: Sequence[TieBreakSpec] = DEFAULT_SWISS_ORDER,
    edition: Edition | None = None,
    *,
    ratings: RatingSettings | None = None,
) -> Report:
    """The standings after ``after_round``: place, player, points and each tie-break; with
    ``ratings``, also each player's performance and rating change.
    """
    _check(t, after_round)
    specs = tuple(tiebreaks)
    rows_in = standings(t, after_round, specs, edition)
    by_id = {p.id: p for p in t.players}

    def extra(pid: PlayerId) -> tuple[str, ...]:
        return rating_columns(t, pid, after_round, ratings) if ratings is not None else ()

    rows = tuple(
        (
            rank_text(r.rank, r.rank_to),
            str(r.player),
            by_id[r.player].title,
            by_id[r.player].name,
            rating_text(by_id[r.player].rating),
            by_id[r.player].federation,
            points_text(r.points),
            *(format_value(s, v) for s, v in zip(specs, r.tiebreaks, strict=True)),
            *extra(r.player),
        )
        for r in rows_in
    )
    columns = (
        Column("Rk", Align.RIGHT),
        Column("No.", Align.RIGHT),
        Column("Title"),
        Column("Name", wide=True),
        Column("Rtg", Align.RIGHT),
        Column("Fed"),
        Column("Pts", Align.CENTER),
        *_tb_columns(specs),
        *((Column("Perf", Align.RIGHT), Column("±Rtg", Align.RIGHT)) if ratings else ()),
    )
    notes = tiebreak_legend(specs) + ((RATING_COLUMNS_NOTE,) if ratings is not None else ())
    return Report(
        "Standings",
        event_name(t),
        _after_label(after_round, t),
        round_date(t, after_round),
        (Table(columns, rows, caption="Standings"),),
        notes=notes,
    )


_CELL_RESULT = {
    ResultCode.WIN: "1",
    ResultCode.DRAW: "½",
    ResultCode.LOSS: "0",
    ResultCode.WIN_UNRATED: "1",
    ResultCode.DRAW_UNRATED: "½",
    ResultCode.LOSS_UNRATED: "0",
    ResultCode.FORFEIT_WIN: "+",
    ResultCode.FORFEIT_LOSS: "−",
    ResultCode.ADJOURNED: "?",  # an adjourned game (TRF-2026 ITDX)
}


def crosstable_cell(opponent_ref: int | None, colour: Colour | None, result: ResultCode) -> str:
    """A crosstable round: opponent reference, colour letter, result (``12w½``, ``7b+``);
    a bye is its TRF letter (``U``, ``H``, ``F``, ``Z``), a round not played is blank.

    >>> crosstable_cell(12, Colour.WHITE, ResultCode.DRAW)
    '12w½'
    >>> crosstable_cell(None, None, ResultCode.PAB)
    'U'
    """
    if opponent_ref is None:
        return BYE_LETTER.get(result, "")
    letter = colour.value if colour is not None else ""
    return f"{opponent_ref}{letter}{_CELL_RESULT.get(result, '')}"


def crosstable_report(
    t: Tournament,
    after_round: int,
    tiebreaks: Sequence[TieBreakSpec] = DEFAULT_SWISS_ORDER,
    edition: Edition | None = None,
) -> Report:
    """The crosstable after ``after_round`` in standings order.

    Opponents are given by their line number (``#``) in this table, which is unique even when
    a place is shared, and fixed for the whole table (never the rank at the time of the game).
    """
    _check(t, after_round)
    specs = tuple(tiebreaks)
    order = standings(t, after_round, specs, edition)
    line_no = {row.player: n for n, row in enumerate(order, start=1)}
    rows: list[tuple[str, ...]] = []
    for n, row in enumerate(crosstable(t, after_round, order), start=1):
        cells = tuple(
            crosstable_cell(
                line_no.get(c.opponent) if c.opponent is not None else None,
                c.colour,
                c.result,
            )
            for c in row.cells
        )
        rows.append(
            (
                str(n),
                rank_text(row.rank, row.rank_to),
                str(row.player),
                row.title,
                row.name,
                rating_text(row.rating),
                row.federation,
                *cells,
                points_text(row.points),
                *(format_value(s, v) for s, v in zip(specs, row.tiebreaks, strict=True)),
            )
        )
    columns = (
        Column("#", Align.RIGHT),
        Column("Rk", Align.RIGHT),
        Column("No.", Align.RIGHT),
        Column("Title"),
        Column("Name", wide=True),
        Column("Rtg", Align.RIGHT),
        Column("Fed"),
        *(Column(f"R{r}", Align.CENTER) for r in range(1, after_round + 1)),
        Column("Pts", Align.CENTER),
        *_tb_columns(specs),
    )
    notes = (
        "A round reads: opponent's line (#) in this table, colour (w/b), result "
        "(1, ½, 0; + and − forfeits). U: pairing-allocated bye; F: full-point bye; "
        "H: half-point bye; Z: absent.",
        *tiebreak_legend(specs),
    )
    return Report(
        "Crosstable",
        event_name(t),
        _after_label(after_round, t),
        round_date(t, after_round),
        (Table(columns, tuple(rows), caption="Crosstable"),),
        notes=notes,
        landscape=True,
    )


def player_card_report(
    t: Tournament,
    pid: PlayerId,
    after_round: int,
    *,
    tiebreaks: Sequence[TieBreakSpec] = DEFAULT_SWISS_ORDER,
    edition: Edition | None = None,
    boards: Mapping[int, int] | None = None,
    ratings: RatingSettings | None = None,
    order: Sequence[StandingRow] | None = None,
    context: TieBreakContext | None = None,
) -> Report:
    """A player's card: one line per round (board from ``boards`` when given), then totals.

    With ``ratings`` each round also shows its rating change (K × ΔR) and the running change.
    ``order`` (the standings after ``after_round`` with ``tiebreaks``) and ``context`` (see
    :func:`engine.standings.player_card`) spare computing them again for every card of an
    event.
    """
    _check(t, after_round)
    try:
        t.player(pid)
    except KeyError:
        raise ReportError(f"no player {pid}") from None
    if order is None:
        order = standings(t, after_round, tuple(tiebreaks), edition)
    card = player_card(t, pid, after_round, edition=edition, order=order, context=context)
    change = (
        player_rating_change(t, pid, after_round=after_round, settings=ratings)
        if ratings is not None
        else None
    )
    game_change = {g.round: g.change for g in change.games} if change is not None else {}
    running = dict(change.running()) if change is not None and change.k is not None else {}

    def rating_cells(round_no: int) -> tuple[str, ...]:
        if change is None:
            return ()
        own = game_change.get(round_no)
        return (
            signed(own, 1) if own is not None else "",
            signed(running[round_no], 1) if round_no in running else "",
        )

    rows = tuple(
        (
            str(line.round),
            str(boards[line.round]) if boards and line.round in boards else "",
            COLOUR_TEXT[line.colour] if line.colour is not None and line.opponent else "",
            str(line.opponent) if line.opponent is not None else "",
            line.opponent_title,
            line.opponent_name
            if line.opponent is not None
            else BYE_TEXT.get(line.result, line.result.name.lower()),
            rating_text(line.opponent_rating),
            line.opponent_federation,
            side_result_text(line.result)
            if line.opponent is not None
            else points_text(line.points),
            points_text(line.running),
            *rating_cells(line.round),
        )
        for line in card.lines
    )
    columns = (
        Column("Rd", Align.RIGHT),
        Column("Bd", Align.RIGHT),
        Column("Colour"),
        Column("No.", Align.RIGHT),
        Column("Title"),
        Column("Opponent", wide=True),
        Column("Rtg", Align.RIGHT),
        Column("Fed"),
        Column("Result", Align.CENTER),
        Column("Score", Align.CENTER),
        *((Column("ΔR×K", Align.RIGHT), Column("Rtg ±", Align.RIGHT)) if change else ()),
    )
    who = " ".join(x for x in (card.title, card.name) if x)
    facts = [f"No. {card.player}"]
    if card.fide_id:
        facts.append(f"FIDE ID {card.fide_id}")
    if card.federation:
        facts.append(card.federation)
    facts.append(f"rating {card.rating}" if card.rating else "unrated")
    notes = [
        f"Points {points_text(card.points)}, rank {rank_text(card.rank, card.rank_to)}.",
        f"Games played {card.games_played}: {card.wins} won, {card.draws} drawn, "
        f"{card.losses} lost.",
        "ARO (C.07 10.1) "
        + (str(card.aro) if card.aro is not None else "–")
        + "; TPR (C.07 10.2) "
        + (str(card.tpr) if card.tpr is not None else "–")
        + ".",
    ]
    if card.withdrawn_from is not None:
        notes.append(f"Withdrawn from round {card.withdrawn_from}.")
    if change is not None and change.k is not None:
        notes.append(
            f"Rating change so far: K {change.k.value} × ΣΔR {signed(change.sum_delta, 2)} = "
            f"{signed(change.change_exact, 1)}, rounded {signed(change.change, 0)} "
            f"(B.02 §8.3; K {change.k.reason})."
        )
    elif change is not None and change.initial is not None:
        ru = change.initial
        notes.append(
            f"Unrated: first rating from this event {ru.ru} (B.02 §8.2)"
            + (f"; {'; '.join(ru.notes)}." if ru.notes else ".")
        )
    return Report(
        f"Player card: {who}",
        event_name(t),
        _after_label(after_round, t),
        round_date(t, after_round),
        (Table(columns, rows, caption="Rounds"),),
        notes=tuple(notes),
        subtitle=" · ".join(facts),
    )

"""Round-robin reports: the square crosstable, the standings, one round's pairings, the schedule.

The crosstable is the classic grid: one line and one column per pairing number, the result of
each game in the cell where the two meet (both results of a double round-robin, first cycle
first), a blacked-out diagonal, then the points, the place and the tie-breaks. Forfeits read
``+`` and ``−`` as C.05 asks; a player whose results do not count in the standings (withdrawn
with less than half his games played, C.05) keeps his line, marked, and the points of his
opponents leave out their games against him.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.model import Player, PlayerId, ResultCode, Tournament, points_of
from engine.reports.errors import ReportError
from engine.reports.standings import rank_text, tiebreak_legend
from engine.reports.table import Align, Column, Report, Table
from engine.reports.text import (
    board_result_text,
    event_name,
    points_text,
    rating_text,
    round_date,
)
from engine.roundrobin import (
    DEFAULT_ROUND_ROBIN_ORDER,
    RoundRobinFormat,
    ScheduledRound,
    not_counted,
    round_robin_format,
    round_robin_standings,
    tournament_schedule,
    withdrawal_verdicts,
)
from engine.roundrobin.errors import RoundRobinError
from engine.standings import Edition, TieBreakSpec, format_value

DIAGONAL = "■"
"""The crosstable's own-game cell."""

_CELL = {
    ResultCode.WIN: "1",
    ResultCode.DRAW: "½",
    ResultCode.LOSS: "0",
    ResultCode.WIN_UNRATED: "1",
    ResultCode.DRAW_UNRATED: "½",
    ResultCode.LOSS_UNRATED: "0",
    ResultCode.FORFEIT_WIN: "+",
    ResultCode.FORFEIT_LOSS: "−",
}


def _format(t: Tournament, fmt: RoundRobinFormat | None) -> RoundRobinFormat:
    found = fmt or round_robin_format(t)
    if found is None:
        raise ReportError("the tournament is not a round-robin (record 192)")
    return found


def _schedule(t: Tournament, fmt: RoundRobinFormat) -> tuple[ScheduledRound, ...]:
    try:
        return tournament_schedule(t, fmt)
    except RoundRobinError as exc:
        raise ReportError(str(exc)) from None


def format_name(fmt: RoundRobinFormat) -> str:
    """``single round-robin`` / ``double round-robin`` (the Berger tables, C.05 Annex 1)."""
    return "single round-robin" if fmt.cycles == 1 else "double round-robin"


def _after(t: Tournament, after_round: int) -> str:
    total = f" of {t.rounds_total}" if t.rounds_total else ""
    return f"After round {after_round}{total}"


def crosstable_cell_text(results: Sequence[ResultCode | None]) -> str:
    """The cell of one pair: a result per cycle (``1``, ``½``, ``0``, ``+``, ``−``), a dot
    for a game not played yet.

    >>> crosstable_cell_text([ResultCode.WIN, None]), crosstable_cell_text([ResultCode.DRAW])
    ('1 ·', '½')
    """
    return " ".join(_CELL.get(r, "·") if r is not None else "·" for r in results)


def _cell_results(
    t: Tournament, rounds: Sequence[ScheduledRound], after_round: int, cycles: int
) -> dict[tuple[int, int], list[ResultCode | None]]:
    """(a, b) -> a's result against b in each cycle (None: not played yet, or not reached)."""
    players = {int(p.id): p for p in t.players}
    cells: dict[tuple[int, int], list[ResultCode | None]] = {}
    for a in players:
        for b in players:
            if a != b:
                cells[(a, b)] = [None] * cycles
    for rnd in rounds[:after_round]:
        for white, black in rnd.boards:
            for me, other in ((white, black), (black, white)):
                entry = players[me].entry(rnd.round_no)
                if entry.opponent is not None and int(entry.opponent) == other:
                    code = entry.result
                    if code in _CELL:
                        cells[(me, other)][rnd.cycle - 1] = code
    return cells


def round_robin_crosstable(
    t: Tournament,
    after_round: int,
    tiebreaks: Sequence[TieBreakSpec] = DEFAULT_ROUND_ROBIN_ORDER,
    edition: Edition | None = None,
    *,
    fmt: RoundRobinFormat | None = None,
    by_place: bool = False,
    lots: str = "",
) -> Report:
    """The square crosstable after ``after_round`` (lines by pairing number, or by place).

    ``lots`` is a sentence on how the numbers were drawn, printed with the notes.
    """
    f = _format(t, fmt)
    rounds = _schedule(t, f)
    if not 0 <= after_round <= len(rounds):
        raise ReportError(f"round {after_round} is out of range (0..{len(rounds)})")
    specs = tuple(tiebreaks)
    rows_in = round_robin_standings(t, after_round, specs, edition, f) if after_round else ()
    standing = {int(r.player): r for r in rows_in}
    gone = not_counted(t, f)
    players = sorted(t.players, key=lambda p: int(p.id))
    if by_place:
        placed = [int(r.player) for r in rows_in]
        players = [t.player(PlayerId(n)) for n in placed] + [
            p for p in players if int(p.id) not in standing
        ]
    line_of = {int(p.id): n for n, p in enumerate(players, start=1)}
    cells = _cell_results(t, rounds, after_round, f.cycles)
    rows: list[tuple[str, ...]] = []
    for p in players:
        me = int(p.id)
        grid = tuple(
            DIAGONAL if other is p else crosstable_cell_text(cells[(me, int(other.id))])
            for other in players
        )
        row = standing.get(me)
        if row is not None:
            points = points_text(row.points)
            place = rank_text(row.rank, row.rank_to)
            tbs = tuple(format_value(s, v) for s, v in zip(specs, row.tiebreaks, strict=True))
        else:
            # C.05: his results stay in the table for rating but count in no standings
            own = points_of(p, t.point_system, after_round)
            points = f"({points_text(own)})" if me in gone else ""
            place = "–"
            tbs = ("",) * len(specs)
        rows.append(
            (
                *((str(line_of[me]),) if by_place else ()),
                str(me),
                p.title,
                p.name,
                rating_text(p.rating),
                p.federation,
                *grid,
                points,
                place,
                *tbs,
            )
        )
    columns = (
        *((Column("#", Align.RIGHT),) if by_place else ()),
        Column("No.", Align.RIGHT),
        Column("Title"),
        Column("Name", wide=True),
        Column("Rtg", Align.RIGHT),
        Column("Fed"),
        *(
            Column(str(line_of[int(p.id)] if by_place else int(p.id)), Align.CENTER)
            for p in players
        ),
        Column("Pts", Align.CENTER),
        Column("Rk", Align.RIGHT),
        *(Column(str(s), Align.RIGHT) for s in specs),
    )
    cycles = " (first cycle, then second)" if f.cycles == 2 else ""
    notes: list[str] = [
        f"A cell is the line player's result against the column player{cycles}: 1, ½, 0; "
        "+ and − forfeits (C.05); · not played yet.",
    ]
    if by_place:
        notes.append(
            "Lines and columns in order of place; # is the line number, No. the pairing number."
        )
    notes.extend(v.describe() + "." for v in withdrawal_verdicts(t, f))
    if gone:
        notes.append(
            "Points in brackets belong to a player whose results do not count; the other "
            "players' points leave out their games against him."
        )
    if lots:
        notes.append(lots)
    notes.extend(tiebreak_legend(specs))
    return Report(
        "Crosstable",
        event_name(t),
        _after(t, after_round),
        round_date(t, after_round),
        (Table(columns, tuple(rows), caption=f"Crosstable, {format_name(f)}"),),
        notes=tuple(notes),
        landscape=True,
        subtitle=f"{format_name(f).capitalize()}, {len(t.players)} players (C.05 Annex 1)",
    )


def round_robin_standings_report(
    t: Tournament,
    after_round: int,
    tiebreaks: Sequence[TieBreakSpec] = DEFAULT_ROUND_ROBIN_ORDER,
    edition: Edition | None = None,
    *,
    fmt: RoundRobinFormat | None = None,
) -> Report:
    """The standings of a round-robin after ``after_round`` (C.05 withdrawals, C.07 15.2)."""
    f = _format(t, fmt)
    if not 1 <= after_round <= t.rounds_in_file:
        raise ReportError(f"round {after_round} is out of range (1..{t.rounds_in_file})")
    specs = tuple(tiebreaks)
    rows_in = round_robin_standings(t, after_round, specs, edition, f)
    by_id = {p.id: p for p in t.players}
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
        *(Column(str(s), Align.RIGHT) for s in specs),
    )
    notes = (
        *(v.describe() + "." for v in withdrawal_verdicts(t, f)),
        "Tie-breaks of a round-robin: forfeits count as games (C.07 15.2).",
        *tiebreak_legend(specs),
    )
    return Report(
        "Standings",
        event_name(t),
        _after(t, after_round),
        round_date(t, after_round),
        (Table(columns, rows, caption="Standings"),),
        notes=notes,
        subtitle=f"{format_name(f).capitalize()}, {len(t.players)} players",
    )


def _name(p: Player) -> str:
    return " ".join(x for x in (p.title, p.name) if x)


def _round_table(t: Tournament, rnd: ScheduledRound) -> Table:
    players = {int(p.id): p for p in t.players}
    rows: list[tuple[str, ...]] = []
    for board, (white, black) in enumerate(rnd.boards, start=1):
        w, b = players[white], players[black]
        we, be = w.entry(rnd.round_no), b.entry(rnd.round_no)
        result = ""
        if we.opponent is not None and int(we.opponent) == black:
            result = board_result_text(we.result, be.result)
        rows.append(
            (
                str(board),
                str(white),
                _name(w),
                rating_text(w.rating),
                result,
                str(black),
                _name(b),
                rating_text(b.rating),
            )
        )
    if rnd.free is not None:
        f = players[rnd.free]
        rows.append(("", str(rnd.free), _name(f), rating_text(f.rating), "free", "", "", ""))
    columns = (
        Column("Bd", Align.RIGHT),
        Column("No.", Align.RIGHT),
        Column("White", wide=True),
        Column("Rtg", Align.RIGHT),
        Column("Result", Align.CENTER),
        Column("No.", Align.RIGHT),
        Column("Black", wide=True),
        Column("Rtg", Align.RIGHT),
    )
    cycle = f", cycle {rnd.cycle}" if rnd.cycle > 1 or rnd.table_round != rnd.round_no else ""
    date = round_date(t, rnd.round_no) if rnd.round_no <= len(t.round_dates) else ""
    caption = f"Round {rnd.round_no}" + (f" — {date}" if date else "") + cycle
    return Table(columns, tuple(rows), caption=caption)


def round_robin_pairings(
    t: Tournament, round_no: int, *, fmt: RoundRobinFormat | None = None
) -> Report:
    """The pairings of one round from the table (paired yet or not), with its results if any."""
    f = _format(t, fmt)
    rounds = _schedule(t, f)
    if not 1 <= round_no <= len(rounds):
        raise ReportError(f"the round-robin has {len(rounds)} rounds; there is no round {round_no}")
    rnd = rounds[round_no - 1]
    notes = ["Pairings by the Berger tables (C.05 Annex 1), boards in the table's order."]
    if rnd.free is not None:
        notes.append("Free: the player who meets the bye number of an odd field; no game.")
    return Report(
        f"Pairings of round {round_no}",
        event_name(t),
        f"Round {round_no} of {len(rounds)}",
        round_date(t, round_no),
        (_round_table(t, rnd),),
        notes=tuple(notes),
    )


def round_robin_schedule(
    t: Tournament, *, fmt: RoundRobinFormat | None = None, lots: str = ""
) -> Report:
    """Every round of the event, known from the start (C.05 7.5): one document."""
    f = _format(t, fmt)
    rounds = _schedule(t, f)
    notes = [
        f"{format_name(f).capitalize()} of {len(t.players)} players by the Berger tables "
        f"(C.05 Annex 1): {len(rounds)} rounds, boards in the table's order.",
    ]
    if f.cycles == 2:
        if f.swap_cycle_end:
            last = len(rounds) // 2
            notes.append(
                f"The second cycle repeats the first with the colours reversed; rounds "
                f"{last - 1} and {last} of the first cycle are played in reverse order "
                "(C.05 Annex 1), so that nobody has three games in a row with one colour."
            )
        else:
            notes.append("The second cycle repeats the first with the colours reversed.")
    if len(t.players) % 2:
        notes.append("Odd field: in each round the player marked free has no game.")
    if lots:
        notes.append(lots)
    return Report(
        "Schedule",
        event_name(t),
        f"All {len(rounds)} rounds",
        t.start_date,
        tuple(_round_table(t, rnd) for rnd in rounds),
        notes=tuple(notes),
        subtitle=f"{format_name(f).capitalize()}, {len(t.players)} players",
        caption_first=True,
    )


def berger_grid(t: Tournament, *, fmt: RoundRobinFormat | None = None) -> Report:
    """The table by pairing numbers only: one line per round, ``white-black`` pairs."""
    f = _format(t, fmt)
    rounds = _schedule(t, f)
    width = max(len(r.boards) for r in rounds)
    rows = tuple(
        (
            str(r.round_no),
            *(f"{w}-{b}" for w, b in r.boards),
            *([""] * (width - len(r.boards))),
            str(r.free) if r.free is not None else "",
        )
        for r in rounds
    )
    columns = (
        Column("Rd", Align.RIGHT),
        *(Column(f"Bd {n}", Align.CENTER) for n in range(1, width + 1)),
        Column("Free", Align.CENTER),
    )
    return Report(
        "Berger table",
        event_name(t),
        f"{format_name(f).capitalize()}, {len(t.players)} players",
        t.start_date,
        (Table(columns, rows, caption="Pairing numbers, White first"),),
        notes=("FIDE Handbook C.05 Annex 1.",),
    )


__all__ = [
    "DIAGONAL",
    "berger_grid",
    "crosstable_cell_text",
    "format_name",
    "round_robin_crosstable",
    "round_robin_pairings",
    "round_robin_schedule",
    "round_robin_standings_report",
]

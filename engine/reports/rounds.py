"""Round reports: pairings by board, the alphabetical (wall) list, byes and absences, results.

The board order is an input (``boards``: White, Black pairs, board 1 first) because it is the
round's published order, which only the caller knows; every other value comes from the
tournament. Points shown are the points before the round, as on every pairing sheet.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine.model import Colour, Player, PlayerId, ResultCode, Tournament, points_of
from engine.reports.errors import ReportError
from engine.reports.table import Align, Column, Report, Table
from engine.reports.text import (
    BYE_TEXT,
    COLOUR_TEXT,
    board_result_text,
    event_name,
    name_key,
    points_text,
    rating_text,
    round_date,
)


@dataclass(frozen=True, slots=True)
class BoardLine:
    """One board of a round: numbers, names, points before the round, the result so far."""

    board: int
    white: Player
    black: Player
    white_points: Fraction
    black_points: Fraction
    result: str
    """From White's side, ``""`` while the game is on."""


@dataclass(frozen=True, slots=True)
class UnpairedLine:
    """A player of the round without a board: the PAB, a requested bye, an absence."""

    player: Player
    points: Fraction
    result: ResultCode
    gained: Fraction
    withdrawn: bool


def _check_round(t: Tournament, round_no: int) -> None:
    if round_no < 1 or round_no > max(t.rounds_in_file, 1):
        raise ReportError(f"round {round_no} is out of range (1..{t.rounds_in_file})")


def board_lines(
    t: Tournament, round_no: int, boards: Sequence[tuple[PlayerId, PlayerId]]
) -> tuple[BoardLine, ...]:
    """The boards of ``round_no`` in the order given (board 1 first).

    Raises ReportError when a pair is not a game of that round in the tournament.
    """
    _check_round(t, round_no)
    by_id = {p.id: p for p in t.players}
    lines: list[BoardLine] = []
    for n, (w, b) in enumerate(boards, start=1):
        if w not in by_id or b not in by_id:
            raise ReportError(f"round {round_no} board {n}: unknown player {w} or {b}")
        white, black = by_id[w], by_id[b]
        if white.entry(round_no).opponent != b:
            raise ReportError(f"round {round_no} board {n}: {w} and {b} are not paired")
        lines.append(
            BoardLine(
                n,
                white,
                black,
                points_of(white, t.point_system, round_no - 1),
                points_of(black, t.point_system, round_no - 1),
                board_result_text(white.entry(round_no).result, black.entry(round_no).result),
            )
        )
    return tuple(lines)


_BYE_ORDER = {
    ResultCode.PAB: 0,
    ResultCode.FULL_BYE: 1,
    ResultCode.HALF_BYE: 2,
    ResultCode.ZERO_BYE: 3,
    ResultCode.NOT_PAIRED: 4,
}


def unpaired_lines(t: Tournament, round_no: int) -> tuple[UnpairedLine, ...]:
    """Players of ``round_no`` without an opponent: PAB first, then full-point, half-point and
    zero-point byes, then players not paired; by pairing number inside each kind.
    """
    _check_round(t, round_no)
    lines = [
        UnpairedLine(
            p,
            points_of(p, t.point_system, round_no - 1),
            p.entry(round_no).result,
            t.point_system.points_for(p.entry(round_no).result),
            p.withdrawn_from is not None and p.withdrawn_from <= round_no,
        )
        for p in t.players
        if p.entry(round_no).opponent is None
    ]
    lines.sort(key=lambda u: (_BYE_ORDER.get(u.result, len(_BYE_ORDER)), u.player.id))
    return tuple(lines)


def _unpaired_text(u: UnpairedLine) -> str:
    text = BYE_TEXT.get(u.result, u.result.name.lower())
    if u.withdrawn:
        text = "withdrawn"
    return text


def _round_label(round_no: int, t: Tournament) -> str:
    total = f" of {t.rounds_total}" if t.rounds_total else ""
    return f"Round {round_no}{total}"


def unpaired_table(t: Tournament, round_no: int) -> Table:
    """The table of players without a board (see :func:`unpaired_lines`)."""
    rows = tuple(
        (
            str(u.player.id),
            u.player.title,
            u.player.name,
            rating_text(u.player.rating),
            points_text(u.points),
            _unpaired_text(u),
            points_text(u.gained),
        )
        for u in unpaired_lines(t, round_no)
    )
    columns = (
        Column("No.", Align.RIGHT),
        Column("Title"),
        Column("Name", wide=True),
        Column("Rtg", Align.RIGHT),
        Column("Pts", Align.CENTER),
        Column("Bye or absence"),
        Column("Gets", Align.CENTER),
    )
    return Table(columns, rows, caption="Pairing-allocated bye, byes and absent players")


_BOARD_COLUMNS = (
    Column("Bd", Align.RIGHT),
    Column("No.", Align.RIGHT),
    Column("Title"),
    Column("White", wide=True),
    Column("Rtg", Align.RIGHT),
    Column("Pts", Align.CENTER),
    Column("Result", Align.CENTER),
    Column("Pts", Align.CENTER),
    Column("Title"),
    Column("Black", wide=True),
    Column("Rtg", Align.RIGHT),
    Column("No.", Align.RIGHT),
)


def _board_table(lines: Sequence[BoardLine], *, results: bool) -> Table:
    rows = tuple(
        (
            str(b.board),
            str(b.white.id),
            b.white.title,
            b.white.name,
            rating_text(b.white.rating),
            points_text(b.white_points),
            b.result if results else "",
            points_text(b.black_points),
            b.black.title,
            b.black.name,
            rating_text(b.black.rating),
            str(b.black.id),
        )
        for b in lines
    )
    return Table(_BOARD_COLUMNS, rows, caption="Boards")


def pairings_by_board(
    t: Tournament, round_no: int, boards: Sequence[tuple[PlayerId, PlayerId]]
) -> Report:
    """The pairing list of ``round_no`` by board, result column blank, then the unpaired."""
    lines = board_lines(t, round_no, boards)
    tables = [_board_table(lines, results=False)]
    unpaired = unpaired_table(t, round_no)
    if unpaired.rows:
        tables.append(unpaired)
    return Report(
        "Pairings",
        event_name(t),
        _round_label(round_no, t),
        round_date(t, round_no),
        tuple(tables),
        notes=("Pts: points before the round.",),
    )


def round_results(
    t: Tournament, round_no: int, boards: Sequence[tuple[PlayerId, PlayerId]]
) -> Report:
    """The results of ``round_no`` by board (a pending game has a blank result)."""
    lines = board_lines(t, round_no, boards)
    tables = [_board_table(lines, results=True)]
    unpaired = unpaired_table(t, round_no)
    if unpaired.rows:
        tables.append(unpaired)
    pending = sum(1 for b in lines if not b.result)
    notes = ["Pts: points before the round. F: forfeit; u: unrated (less than one move)."]
    if pending:
        notes.append(f"{pending} result{'s' if pending != 1 else ''} still to come.")
    return Report(
        "Results",
        event_name(t),
        _round_label(round_no, t),
        round_date(t, round_no),
        tuple(tables),
        notes=tuple(notes),
    )


def pairings_alphabetical(
    t: Tournament,
    round_no: int,
    boards: Sequence[tuple[PlayerId, PlayerId]],
    *,
    show_unpaired: bool = True,
) -> Report:
    """Every player of the round in name order with board, colour and opponent (for the wall).

    Players without a board read their bye or absence in the opponent column; with
    ``show_unpaired`` False they are left out.
    """
    lines = board_lines(t, round_no, boards)
    rows: list[tuple[str, ...]] = []
    for b in lines:
        for me, pts, colour, opp, opp_pts in (
            (b.white, b.white_points, Colour.WHITE, b.black, b.black_points),
            (b.black, b.black_points, Colour.BLACK, b.white, b.white_points),
        ):
            rows.append(
                (
                    me.title,
                    me.name,
                    str(me.id),
                    rating_text(me.rating),
                    points_text(pts),
                    str(b.board),
                    COLOUR_TEXT[colour],
                    opp.title,
                    opp.name,
                    rating_text(opp.rating),
                    points_text(opp_pts),
                )
            )
    if show_unpaired:
        rows.extend(
            (
                u.player.title,
                u.player.name,
                str(u.player.id),
                rating_text(u.player.rating),
                points_text(u.points),
                "",
                "",
                "",
                _unpaired_text(u),
                "",
                "",
            )
            for u in unpaired_lines(t, round_no)
        )
    rows.sort(key=lambda row: (name_key(row[1]), int(row[2])))
    columns = (
        Column("Title"),
        Column("Name", wide=True),
        Column("No.", Align.RIGHT),
        Column("Rtg", Align.RIGHT),
        Column("Pts", Align.CENTER),
        Column("Bd", Align.RIGHT),
        Column("Colour"),
        Column("Title"),
        Column("Opponent", wide=True),
        Column("Rtg", Align.RIGHT),
        Column("Pts", Align.CENTER),
    )
    return Report(
        "Pairings by name",
        event_name(t),
        _round_label(round_no, t),
        round_date(t, round_no),
        (Table(columns, tuple(rows), caption="Players"),),
        notes=("Pts: points before the round.",),
    )

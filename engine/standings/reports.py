"""Row data for printed reports: the crosstable and a player's card (Qt-free, frozen)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine.model import Colour, PlayerId, ResultCode, Tournament
from engine.standings.edition import Edition
from engine.standings.errors import StandingsError
from engine.standings.ranking import StandingRow
from engine.standings.rating import average_rating_of_opponents, performance_rating
from engine.standings.records import TieBreakContext


@dataclass(frozen=True, slots=True)
class CrosstableCell:
    """One player's round in the crosstable."""

    round: int
    opponent: PlayerId | None
    colour: Colour | None
    result: ResultCode
    points: Fraction
    opponent_rank: int | None = None
    """The opponent's place in the standings the crosstable was built with, if any."""

    @property
    def trf(self) -> str:
        """The round as a TRF block without its two leading blanks: ``"  12 w 1"``.

        Byes read ``0000 - U``; a round without any entry is blank, as in the TRF.
        """
        if self.opponent is None and self.result is ResultCode.NOT_PAIRED:
            return " " * 8
        opp = "0000" if self.opponent is None else f"{int(self.opponent):>4}"
        colour = "-" if self.colour is None else self.colour.value
        return f"{opp} {colour} {self.result.value}"


@dataclass(frozen=True, slots=True)
class CrosstableRow:
    """One player's line of the crosstable."""

    player: PlayerId
    name: str
    title: str
    rating: int
    federation: str
    points: Fraction
    cells: tuple[CrosstableCell, ...]
    rank: int | None = None
    rank_to: int | None = None
    tiebreaks: tuple[Fraction | None, ...] = ()


def crosstable(
    t: Tournament, after_round: int, order: Sequence[StandingRow] | None = None
) -> tuple[CrosstableRow, ...]:
    """Crosstable rows for rounds ``1..after_round``.

    Without ``order`` the rows follow the pairing numbers; with the rows of :func:`standings`
    they follow the standings and carry ranks, tie-break values and each opponent's rank.

    >>> from engine.model import Player, RoundEntry
    >>> a = Player(PlayerId(1), "A", rounds=(RoundEntry(None, None, ResultCode.PAB),))
    >>> crosstable(Tournament(players=(a,)), 1)[0].cells[0].trf
    '0000 - U'
    """
    if after_round < 0 or after_round > t.rounds_in_file:
        raise StandingsError(f"round {after_round} is out of range (1..{t.rounds_in_file})")
    by_id = {p.id: p for p in t.players}
    ranks = {row.player: row for row in order} if order is not None else {}
    ids = [row.player for row in order] if order is not None else sorted(by_id)
    rows: list[CrosstableRow] = []
    for pid in ids:
        if pid not in by_id:
            raise StandingsError(f"standings row for unknown player {pid}")
        p = by_id[pid]
        cells: list[CrosstableCell] = []
        for r in range(1, after_round + 1):
            e = p.entry(r)
            opp_row = ranks.get(e.opponent) if e.opponent is not None else None
            cells.append(
                CrosstableCell(
                    r,
                    e.opponent,
                    e.colour,
                    e.result,
                    t.point_system.points_for(e.result),
                    opp_row.rank if opp_row is not None else None,
                )
            )
        row = ranks.get(pid)
        rows.append(
            CrosstableRow(
                player=pid,
                name=p.name,
                title=p.title,
                rating=p.rating,
                federation=p.federation,
                points=sum((c.points for c in cells), Fraction(0)),
                cells=tuple(cells),
                rank=row.rank if row is not None else None,
                rank_to=row.rank_to if row is not None else None,
                tiebreaks=row.tiebreaks if row is not None else (),
            )
        )
    return tuple(rows)


@dataclass(frozen=True, slots=True)
class CardLine:
    """One round of a player's card."""

    round: int
    opponent: PlayerId | None
    opponent_name: str
    opponent_title: str
    opponent_rating: int
    opponent_federation: str
    colour: Colour | None
    result: ResultCode
    points: Fraction
    running: Fraction
    """The player's score after this round."""
    played: bool
    """True for a game played over the board (it counts for ratings)."""


@dataclass(frozen=True, slots=True)
class PlayerCard:
    """A player's card: the rounds so far and the totals an arbiter reads off it."""

    player: PlayerId
    name: str
    title: str
    rating: int
    federation: str
    fide_id: str
    withdrawn_from: int | None
    lines: tuple[CardLine, ...]
    points: Fraction
    games_played: int
    wins: int
    draws: int
    losses: int
    aro: int | None
    """C.07 10.1 over the games played so far (None without a rated opponent)."""
    tpr: int | None
    """C.07 10.2 over the games played so far."""
    rank: int | None = None
    rank_to: int | None = None


def player_card(
    t: Tournament,
    pid: PlayerId,
    after_round: int,
    *,
    edition: Edition | None = None,
    order: Sequence[StandingRow] | None = None,
    context: TieBreakContext | None = None,
) -> PlayerCard:
    """The card of player ``pid`` for rounds ``1..after_round`` (rank taken from ``order``).

    ``context`` (``TieBreakContext(t, after_round, edition)``) spares building it again when
    the cards of every player are made at once (a published site).
    """
    ctx = context if context is not None else TieBreakContext(t, after_round, edition)
    try:
        p = t.player(pid)
    except KeyError:
        raise StandingsError(f"no player {pid}") from None
    by_id = {q.id: q for q in t.players}
    lines: list[CardLine] = []
    running = Fraction(0)
    for rec in ctx.plain.records(pid):
        running += rec.points
        opp = by_id[rec.opponent] if rec.opponent is not None else None
        lines.append(
            CardLine(
                round=rec.round,
                opponent=rec.opponent,
                opponent_name=opp.name if opp else "",
                opponent_title=opp.title if opp else "",
                opponent_rating=opp.rating if opp else 0,
                opponent_federation=opp.federation if opp else "",
                colour=p.entry(rec.round).colour,
                result=rec.result,
                points=rec.points,
                running=running,
                played=rec.played,
            )
        )
    games = [rec for rec in ctx.plain.records(pid) if rec.played]
    row = next((r for r in order if r.player == pid), None) if order is not None else None
    return PlayerCard(
        player=pid,
        name=p.name,
        title=p.title,
        rating=p.rating,
        federation=p.federation,
        fide_id=p.fide_id,
        withdrawn_from=p.withdrawn_from,
        lines=tuple(lines),
        points=running,
        games_played=len(games),
        wins=sum(1 for g in games if g.game_score == 1),
        draws=sum(1 for g in games if g.game_score == Fraction(1, 2)),
        losses=sum(1 for g in games if g.game_score == 0),
        aro=average_rating_of_opponents(ctx, pid),
        tpr=performance_rating(ctx, pid),
        rank=row.rank if row is not None else None,
        rank_to=row.rank_to if row is not None else None,
    )

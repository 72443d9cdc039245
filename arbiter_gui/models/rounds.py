"""A round as boards, read from the players' round entries. Pure functions, no Qt.

The TRF stores each game twice (once per player); a board is built from White's entry (or, when
no colour is recorded, from the lower pairing number) with the opponent's entry beside it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from arbiter_gui.models.scores import ScoreTable, ScoreTables
from engine.model import Colour, Player, PlayerId, ResultCode, Tournament


@dataclass(frozen=True, slots=True)
class BoardRow:
    """One board: players, their points before the round, each side's result code."""

    board: int
    white: Player
    black: Player
    white_points: Fraction
    black_points: Fraction
    white_result: ResultCode
    black_result: ResultCode


@dataclass(frozen=True, slots=True)
class ByeRow:
    """A player of the round without an opponent: PAB, requested bye, absence, not paired."""

    player: Player
    points: Fraction  # before the round
    result: ResultCode
    gained: Fraction  # what the entry scores (a PAB its PAB value, an absence 0)


@dataclass(frozen=True, slots=True)
class RoundView:
    """Boards in the recommended order, then the players without a board."""

    round_no: int
    boards: tuple[BoardRow, ...]
    byes: tuple[ByeRow, ...]


def round_view(
    tournament: Tournament,
    round_no: int,
    order: Sequence[tuple[PlayerId, PlayerId]] | None = None,
    scores: ScoreTable | None = None,
) -> RoundView:
    """The boards of ``round_no``: in ``order`` (White, Black pairs as published) when given,
    else in the C.04.2 recommended order (2026: D.9).

    Recommended order: higher score of the higher-ranked player, then the sum of both scores,
    then the pairing number of the higher-ranked player (scores before the round). Boards
    missing from ``order`` follow in that order.

    ``scores``: the score table of ``tournament`` when the caller keeps one (the window shares
    one per snapshot: :func:`arbiter_gui.models.scores.score_table`); else it is counted here.
    """
    system = tournament.point_system
    if scores is None or scores.players is not tournament.players:
        scores = ScoreTables().of(tournament)
    before = {p.id: scores.units_after(p.id, round_no - 1) for p in tournament.players}
    by_id = {p.id: p for p in tournament.players}
    pairs: list[tuple[Player, Player]] = []
    byes: list[ByeRow] = []
    for p in tournament.players:
        e = p.entry(round_no)
        if e.opponent is None or e.opponent not in by_id:
            byes.append(
                ByeRow(p, scores.fraction(before[p.id]), e.result, system.points_for(e.result))
            )
            continue
        opp = by_id[e.opponent]
        if e.colour is Colour.WHITE or (e.colour is None and p.id < opp.id):
            pairs.append((p, opp))
        elif e.colour is Colour.BLACK and opp.entry(round_no).opponent != p.id:
            pairs.append((opp, p))  # inconsistent file: still show the board once

    def recommended(pair: tuple[Player, Player]) -> tuple[int, int, int]:
        w, b = pair
        hi = min(pair, key=lambda q: (-before[q.id], q.id))
        return (-before[hi.id], -(before[w.id] + before[b.id]), hi.id)

    if order:
        # the published order; only boards it does not list need the recommended one
        published = {pair: n for n, pair in enumerate(order)}
        listed = [pair for pair in pairs if (pair[0].id, pair[1].id) in published]
        others = [pair for pair in pairs if (pair[0].id, pair[1].id) not in published]
        listed.sort(key=lambda pair: published[(pair[0].id, pair[1].id)])
        others.sort(key=recommended)
        pairs = listed + others
    else:
        pairs.sort(key=recommended)
    boards = tuple(
        BoardRow(
            n,
            w,
            b,
            scores.fraction(before[w.id]),
            scores.fraction(before[b.id]),
            w.entry(round_no).result,
            b.entry(round_no).result,
        )
        for n, (w, b) in enumerate(pairs, start=1)
    )
    byes.sort(key=lambda row: (_BYE_ORDER.get(row.result, len(_BYE_ORDER)), row.player.id))
    return RoundView(round_no, boards, tuple(byes))


FEW_CHANGED = 64
"""At most this many changed players are put into an existing view row by row
(:func:`updated_view`); more, and the round is counted again."""


def updated_view(
    view: RoundView,
    old: Tournament,
    new: Tournament,
    scores: ScoreTable | None = None,
) -> tuple[RoundView, list[int]] | None:
    """``view`` (the round as :func:`round_view` showed it for ``old``) for ``new``, and the
    rows that changed, when only a few players changed and none of them in a way that moves a
    row: same opponent and colour in the round, same kind of bye, and the same points before
    the round unless ``scores`` (``new``'s table) is given for a round in its published order
    (where points place no board). None otherwise (count the round again: :func:`round_view`).

    A result typed, undone or corrected changes two players of a 3,000-player event: their
    two rows are made again, not 1,500 boards (issue 26).
    """
    r = view.round_no
    if old.point_system != new.point_system or len(old.players) != len(new.players):
        return None
    if scores is not None and scores.players is not new.players:
        scores = None
    changed: dict[PlayerId, Player] = {}
    rescored: set[PlayerId] = set()  # points before the round changed (an earlier result)
    for a, b in zip(old.players, new.players, strict=True):
        if a is b:
            continue
        if len(changed) >= FEW_CHANGED or a.id != b.id:
            return None
        if a.rounds[: r - 1] != b.rounds[: r - 1]:
            if scores is None:
                return None
            rescored.add(b.id)
        e, f = a.entry(r), b.entry(r)
        if e.opponent != f.opponent or e.colour != f.colour:
            return None  # another board
        if e.opponent is None and e.result != f.result:
            return None  # another kind of bye: the byes are ordered by kind
        changed[b.id] = b
    if not changed:
        return view, []
    boards = list(view.boards)
    byes = list(view.byes)
    rows: list[int] = []

    def before(pid: PlayerId, was: Fraction) -> Fraction:
        if pid in rescored and scores is not None:
            return scores.fraction(scores.units_after(pid, r - 1))
        return was

    for i, row in enumerate(boards):
        if row.white.id in changed or row.black.id in changed:
            w = changed.get(row.white.id, row.white)
            b = changed.get(row.black.id, row.black)
            boards[i] = BoardRow(
                row.board,
                w,
                b,
                before(w.id, row.white_points),
                before(b.id, row.black_points),
                w.entry(r).result,
                b.entry(r).result,
            )
            rows.append(i)
    for i, bye in enumerate(byes):
        p = changed.get(bye.player.id)
        if p is not None:
            byes[i] = ByeRow(p, before(p.id, bye.points), bye.result, bye.gained)
            rows.append(len(boards) + i)
    return RoundView(r, tuple(boards), tuple(byes)), rows


_BYE_ORDER = {
    ResultCode.PAB: 0,
    ResultCode.FULL_BYE: 1,
    ResultCode.HALF_BYE: 2,
    ResultCode.ZERO_BYE: 3,
    ResultCode.NOT_PAIRED: 4,
}

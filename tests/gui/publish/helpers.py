"""Pairing, publishing and scoring a round through the session, as the round screens do."""

from __future__ import annotations

from engine.journal import GameResult, PublishRound, SetPairing, SetResult
from engine.pairing import pair_round


def pair(session, r: int) -> None:
    pairing = pair_round(session.tournament, r)
    session.apply(SetPairing(r, pairing.boards, pairing.bye))


def publish(session, r: int) -> None:
    session.apply(PublishRound(r))


def score(session, r: int) -> None:
    rs = session.state.round(r)
    for n, board in enumerate(rs.boards):
        result = (GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS)[n % 3]
        session.apply(SetResult(r, board.white, result))

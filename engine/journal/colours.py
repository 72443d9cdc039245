"""A game played with the colours reversed (C.04.2 D.8): the correction and its warnings.

C.04.2 D.8 names "a game was played with the wrong colours" beside a result written down
incorrectly: the new information is used "for the standings and the pairings of the next
round". Only played games count for colours (C.04.2 D.5), so the colour history that later
pairings read must hold the colours as played: :func:`correct` exchanges the two players'
colours in their entries and on the board (the board keeps its number; the result each
player scored stays his), and writes a ``### Correction @ Round n`` line.

When it may be made (docs/rulings.md F-18), as results may change (F-6): in FIDE mode the
round being played and the one before it (a correction after the next pairing "will affect
the next pairing to be done", D.8); an older round is refused (D.8 leaves only a correction
"for rating evaluation", and colours do not change ratings). Every colour correction is a
pairing-integrity event: level 3 first (:func:`warnings`), undoable like every change.
"""

from __future__ import annotations

import dataclasses

from engine.journal.commands import CorrectColours
from engine.journal.errors import CommandRejectedError
from engine.journal.fide import with_event
from engine.journal.fide_record import IntegrityKind
from engine.journal.state import State
from engine.journal.warnings import Level, RuleWarning
from engine.model import Colour, Player, PlayerId, ResultCode, RoundEntry
from engine.pairing.api import Board
from engine.trf.corrections import CORRECTION_LINE, reversed_boards

_NOT_PLAYED = frozenset({ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS})


def _board(state: State, cmd: CorrectColours) -> tuple[int, Board]:
    """The board number and board of the game the command names; refused if there is none."""
    r = cmd.round_no
    rs = state.round(r)
    if rs is None:
        raise CommandRejectedError(f"round {r} is not paired")
    if not rs.published:
        raise CommandRejectedError(
            f"round {r} is not published: exchange the colours in the draft (Swap colours)"
        )
    for n, b in enumerate(rs.boards, start=1):
        if b.white == cmd.white:
            return n, b
        if b.black == cmd.white:
            raise CommandRejectedError(
                f"round {r}: No. {cmd.white} has Black on board {n}; name the game by the "
                f"player who has White in the pairing (No. {b.white})"
            )
    raise CommandRejectedError(f"round {r}: No. {cmd.white} has no board")


def correct(state: State, cmd: CorrectColours) -> State:
    """The state with the game's colours as played (see the module docstring)."""
    r = cmd.round_no
    n, board = _board(state, cmd)
    reason = " ".join(cmd.reason.split())
    if not reason:
        raise CommandRejectedError(
            f"round {r} board {n}: give the reason for the colour correction (who noticed, "
            "what the scoresheets show)"
        )
    t = state.tournament
    players = {p.id: p for p in t.players}
    white, black = players.get(board.white), players.get(board.black)
    if white is None or black is None:
        raise CommandRejectedError(f"round {r} board {n}: a player of this board is missing")
    code = white.entry(r).result
    if code in _NOT_PLAYED:
        raise CommandRejectedError(
            f"round {r} board {n} was not played (a forfeit): its colours count for nothing "
            "(C.04.2 D.5), there is nothing to correct"
        )
    players[white.id] = _with_colour(white, r, Colour.BLACK)
    players[black.id] = _with_colour(black, r, Colour.WHITE)
    t = dataclasses.replace(t, players=tuple(players[p.id] for p in t.players))
    rounds = list(state.rounds)
    boards = list(rounds[r - 1].boards)
    boards[n - 1] = Board(board.black, board.white)
    rounds[r - 1] = dataclasses.replace(rounds[r - 1], boards=tuple(boards))
    state = dataclasses.replace(state, tournament=t, rounds=tuple(rounds))
    text = (
        f"board {n}: played with the colours reversed, {board.black}-{board.white} as played "
        f"({board.white}-{board.black} as paired); the colour history follows the game as "
        f"played (reason: {reason})"
    )
    return with_event(state, IntegrityKind.CORRECTION, r, text)


def _with_colour(p: Player, r: int, colour: Colour) -> Player:
    rounds = list(p.rounds)
    e = rounds[r - 1]
    rounds[r - 1] = RoundEntry(e.opponent, colour, e.result)
    return dataclasses.replace(p, rounds=tuple(rounds))


def warnings(state: State, cmd: CorrectColours) -> list[RuleWarning]:
    """Level 3 for every colour correction; level 5 for a round older than the previous one
    in FIDE mode (leaving FIDE mode lifts it). Refusals of the rules come from :func:`correct`.
    """
    try:
        n, board = _board(state, cmd)
        correct(state, cmd)  # the rules' refusals come first: nothing to confirm then
    except CommandRejectedError:
        return []  # the rules say why
    r, last = cmd.round_no, state.rounds_paired
    if state.fide.active and r < last - 1:
        return [
            RuleWarning(
                Level.REFUSE,
                "lock",
                "colours.old-round",
                "Colours of an older round",
                f"round {r} lies before the previous round ({last - 1}): in FIDE mode its games "
                "are fixed; C.04.2 D.8 leaves a late correction for rating evaluation only, and "
                "colours do not change ratings (possible only after leaving FIDE mode)",
                leave_fide_mode=True,
            )
        ]
    later = (
        f"round(s) {r + 1}-{last} were paired with the colours as published; the correction "
        f"counts from the next pairing on (C.04.2 D.8)"
        if r < last
        else "the next pairing reads the colours as played"
    )
    return [
        RuleWarning(
            Level.CONFIRM,
            "correction",
            f"colours.{r}.{board.white}",
            "Colour correction",
            f"round {r} board {n}: {_who(state, board.black)} had White, "
            f"{_who(state, board.white)} Black (the pairing said {board.white}-{board.black}); "
            f"{later}",
            ("Written into the TRF as a '### Correction' line with the round.",),
        )
    ]


def _who(state: State, pid: PlayerId) -> str:
    for p in state.tournament.players:
        if p.id == pid:
            return f"No. {pid} {p.name}"
    return f"No. {pid}"


__all__ = ["CORRECTION_LINE", "correct", "reversed_boards", "warnings"]

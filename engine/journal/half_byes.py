"""Players the tournament does not allow a half-point bye (checklist Q170-188).

The rules of a tournament may keep some players from taking a half-point bye (a player who
already missed a round without notice, the last rounds of a qualifier, an invited player's
contract). The arbiter marks him with :class:`~engine.journal.SetHalfPointByeEligibility`;
while the mark stands the journal refuses a half-point bye for him in any round not yet
paired, in FIDE mode and out of it (docs/rulings.md F-17). The mark is the arbiter's own: he
lifts it with the same command (logged, undoable) when the rules allow the bye after all.

This is not the limit on requested byes (``EventSettings.bye_limit``, a number for everyone):
a different check, kept apart.
"""

from __future__ import annotations

import dataclasses

from engine.journal.commands import Command, RequestBye, SetHalfPointByeEligibility
from engine.journal.errors import CommandRejectedError
from engine.journal.state import State
from engine.model import PlayerId, ResultCode


def barred(state: State, pid: PlayerId) -> str | None:
    """The reason ``pid`` may not take a half-point bye ("" when none was given); None when
    he may.

    >>> s = State(half_bye_barred=((PlayerId(3), "qualifier rules"),))
    >>> barred(s, PlayerId(3)), barred(s, PlayerId(4))
    ('qualifier rules', None)
    """
    for p, reason in state.half_bye_barred:
        if p == pid:
            return reason
    return None


def refuse(state: State, command: Command) -> None:
    """CommandRejectedError when ``command`` asks a half-point bye for a marked player."""
    if not isinstance(command, RequestBye) or command.kind is not ResultCode.HALF_BYE:
        return
    reason = barred(state, command.player_id)
    if reason is None:
        return
    who = _who(state, command.player_id)
    because = f" ({reason})" if reason else ""
    raise CommandRejectedError(
        f"{who} is not allowed a half-point bye in this tournament{because}; to give one "
        "after all, lift the mark first (Tournament > Players > Edit)"
    )


def set_eligibility(state: State, cmd: SetHalfPointByeEligibility) -> State:
    """The state with ``cmd.player_id`` marked (or no longer marked)."""
    pid = cmd.player_id
    players = {p.id: p for p in state.tournament.players}
    p = players.get(pid)
    if p is None:
        raise CommandRejectedError(f"there is no player No. {pid}")
    kept = tuple(item for item in state.half_bye_barred if item[0] != pid)
    if cmd.allowed:
        if len(kept) == len(state.half_bye_barred):
            raise CommandRejectedError(f"{_who(state, pid)} is allowed half-point byes already")
        return dataclasses.replace(state, half_bye_barred=kept)
    pending = [
        r
        for r, e in enumerate(p.rounds, start=1)
        if r > state.rounds_paired and e.opponent is None and e.result is ResultCode.HALF_BYE
    ]
    if pending:
        rounds = ", ".join(map(str, pending))
        raise CommandRejectedError(
            f"{_who(state, pid)} has a half-point bye requested for round {rounds}: take it "
            "back first"
        )
    reason = " ".join(cmd.reason.split())
    marked = tuple(sorted((*kept, (pid, reason))))
    return dataclasses.replace(state, half_bye_barred=marked)


def _who(state: State, pid: PlayerId) -> str:
    for p in state.tournament.players:
        if p.id == pid:
            return f"{p.name} (No. {pid})"
    return f"No. {pid}"


__all__ = ["barred", "refuse", "set_eligibility"]

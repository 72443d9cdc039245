"""Requested byes and the tournament's limit on them ("requested byes per player").

A player may ask for at most :attr:`EventSettings.bye_limit
<engine.journal.state.EventSettings.bye_limit>` half- or full-point byes (H, F) in the
tournament; an announced absence (Z) is not a bye he asked for, and the rounds a late entrant
missed were not asked for either (C.04.2 C.2). No limit (None) and a limit of 0 both mean that
any number may be asked for, as the tournament details have always shown it.

The journal refuses a request beyond the limit (a level 5 warning of
:mod:`engine.journal.policy`, so a file written before the limit existed still replays); the
window asks :func:`bye_limit_refusal` before it sends the request, so its message is the same.
"""

from __future__ import annotations

from engine.journal.state import State
from engine.model import Player, PlayerId, ResultCode

COUNTED = (ResultCode.HALF_BYE, ResultCode.FULL_BYE)
"""Byes that count against the per-player limit (an announced absence does not)."""


def requested_byes(p: Player, first_round: int = 1) -> int:
    """Half- and full-point byes the player has asked for (taken or still to come), from
    ``first_round`` on: a late entrant's missed-round byes were not asked for.

    >>> from engine.model import RoundEntry
    >>> h = RoundEntry(None, None, ResultCode.HALF_BYE)
    >>> z = RoundEntry(None, None, ResultCode.ZERO_BYE)
    >>> p = Player(PlayerId(1), "A", rounds=(h, z, h))
    >>> requested_byes(p), requested_byes(p, first_round=2)
    (2, 1)
    """
    return sum(
        1
        for r, e in enumerate(p.rounds, start=1)
        if r >= first_round and e.opponent is None and e.result in COUNTED
    )


def bye_limit_refusal(
    state: State, player_id: PlayerId, round_no: int, kind: ResultCode, limit: int | None
) -> str | None:
    """Why a request for a bye of ``kind`` in ``round_no`` goes beyond ``limit``; None when it
    does not (no limit, not a counted bye, or a counted bye changed into the other kind)."""
    if not limit or kind not in COUNTED:
        return None
    p = next((q for q in state.tournament.players if q.id == player_id), None)
    if p is None or p.entry(round_no).result in COUNTED:
        return None
    asked = requested_byes(p, state.joined_round(p.id))
    if asked < limit:
        return None
    return (
        f"{p.name} already has {asked} bye(s): the limit is {limit} per player in this tournament."
    )


__all__ = ["COUNTED", "bye_limit_refusal", "requested_byes"]

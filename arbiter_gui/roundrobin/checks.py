"""The checklist before a round-robin round: the Swiss list without what a round-robin has not.

A round-robin needs its drawing of lots before round 1 and no first-round colour (the table
gives every colour); the round about to be paired is shown as the table has it, and a withdrawn
player's game is announced as the forfeit it will be (C.05).
"""

from __future__ import annotations

from arbiter_gui.i18n.words import Words
from arbiter_gui.rounds.logic import CheckKind, PrePairingCheck
from engine.journal import State
from engine.roundrobin import RoundRobinError, schedule


def round_robin_checks(
    state: State, round_no: int, swiss: list[PrePairingCheck]
) -> list[PrePairingCheck]:
    """The checklist of ``round_no`` of a round-robin, from the Swiss one ``swiss``."""
    t = state.tournament
    checks = [c for c in swiss if c.kind not in (CheckKind.SETTINGS, CheckKind.WITHDRAWN)]
    if state.lots is None:
        checks.insert(
            0,
            PrePairingCheck(
                CheckKind.SETTINGS,
                Words(
                    "The pairing numbers are not drawn yet: Round-robin > Draw lots ({0})",
                    "Ctrl+Alt+L",
                ),
                True,
            ),
        )
        return checks
    try:
        rounds = schedule(len(t.players), state.settings.cycles, state.settings.swap_cycle_end)
    except RoundRobinError as exc:
        return [*checks, PrePairingCheck(CheckKind.SETTINGS, str(exc), True)]
    if not 1 <= round_no <= len(rounds):
        return checks
    rnd = rounds[round_no - 1]
    pairs = "  ".join(f"{w}-{b}" for w, b in rnd.boards)
    free = Words(", {0} free", rnd.free) if rnd.free is not None else ""
    cycle = Words(", cycle {0}", rnd.cycle) if state.settings.cycles == 2 else ""
    checks.append(
        PrePairingCheck(
            CheckKind.SETTINGS,
            Words("Berger table round {0}{1}: {2}{3}", rnd.table_round, cycle, pairs, free),
            False,
        )
    )
    for p in t.players:
        if p.withdrawn_from is not None and p.withdrawn_from <= round_no:
            opponent = rnd.opponent(int(p.id))
            game = (
                Words(" against No. {0} is a forfeit ({1})", opponent, "C.05")
                if opponent
                else Words(" is free")
            )
            checks.append(
                PrePairingCheck(
                    CheckKind.WITHDRAWN,
                    Words(
                        "{0} (No. {1}) withdrew from round {2}: his game{3}",
                        p.name,
                        p.id,
                        p.withdrawn_from,
                        game,
                    ),
                    False,
                )
            )
    return checks


__all__ = ["round_robin_checks"]

"""What the journal does differently for a round-robin event (issue 23).

A round-robin (``EventSettings.system == "roundrobin"``) is paired from the Berger tables
(C.05 7.5, Annex 1): the pairing numbers are drawn by lot before round 1 (:class:`DrawLots`)
and every round is the table's (:class:`PairRoundRobinRound`). Results, corrections, publishing
and undo are those of a Swiss event. :func:`apply_command` calls the three functions here:

- :func:`refuse` before a command: what a round-robin does not allow (requested byes, late
  entries, a pairing typed by hand, renumbering once round 1 is paired, Buchholz);
- :func:`handle` for the commands a round-robin does its own way (the draw, the pairing of a
  round from the table, taking a round back);
- :func:`settle` after every command: the record 192 code and the number of rounds follow the
  settings and the field, and a draw made for another field no longer stands.
"""

from __future__ import annotations

import dataclasses

from engine.journal.commands import (
    AddPlayer,
    Command,
    DeletePlayer,
    DrawLots,
    ImportTrf,
    PairRoundRobinRound,
    RequestBye,
    SetInitialOrder,
    SetPairing,
    SetPairingSettings,
    SetTournamentDetails,
    UnpairRound,
)
from engine.journal.errors import CommandRejectedError
from engine.journal.state import EventSettings, LotsMethod, LotsRecord, RoundState, State
from engine.model import NOT_PAIRED_ENTRY, Colour, Player, PlayerId, ResultCode, RoundEntry
from engine.pairing.api import Board, PairingSystem
from engine.roundrobin import (
    MIN_PLAYERS,
    RoundRobinError,
    RoundRobinFormat,
    VarmaPlayer,
    check_round_robin_tiebreaks,
    draw_players,
    parse_round_robin_code,
    round_robin_code,
    schedule,
    total_rounds,
    varma_numbers,
)
from engine.standings import parse_tiebreaks

ROUND_ROBIN = PairingSystem.ROUND_ROBIN.value


def _format(settings: EventSettings) -> RoundRobinFormat:
    return RoundRobinFormat(settings.cycles, settings.swap_cycle_end)


# ---- refusals ---------------------------------------------------------------------------------


def refuse(state: State, command: Command) -> None:
    """CommandRejectedError when ``command`` is not allowed in this round-robin event."""
    settings = _new_settings(command)
    if settings is not None:
        _check_settings(state, settings)
    if not state.settings.round_robin:
        if isinstance(command, DrawLots | PairRoundRobinRound):
            raise CommandRejectedError(
                "this is not a round-robin: choose 'Round-robin' in the tournament details first"
            )
        return
    started = state.rounds_paired > 0
    match command:
        case RequestBye():
            raise CommandRejectedError(
                "a round-robin has no requested byes: every round is fixed by the table "
                "(C.05 7.5); a player who does not play loses by forfeit"
            )
        case SetPairing():
            raise CommandRejectedError(
                f"round {command.round_no} of a round-robin is the Berger table's "
                "(C.05 7.5, Annex 1); pair it from the table"
            )
        case AddPlayer() if started:
            raise CommandRejectedError(
                "a round-robin takes no late entries: its table was fixed for the players of "
                "round 1"
            )
        case DeletePlayer() if started:
            raise CommandRejectedError(
                "a player of a round-robin that has started stays in its table; record a "
                "withdrawal instead (C.05: his games become forfeits)"
            )
        case SetInitialOrder() if started:
            raise CommandRejectedError(
                "the pairing numbers of a round-robin are its schedule: they cannot change "
                "once round 1 is paired"
            )


def _new_settings(command: Command) -> EventSettings | None:
    if isinstance(command, SetPairingSettings):
        return command.settings
    if isinstance(command, SetTournamentDetails) and command.pairing is not None:
        return command.pairing.settings
    return None


def _check_settings(state: State, new: EventSettings) -> None:
    old = state.settings
    if state.rounds_paired and (
        new.round_robin != old.round_robin
        or (
            new.round_robin and (new.cycles, new.swap_cycle_end) != (old.cycles, old.swap_cycle_end)
        )
    ):
        raise CommandRejectedError(
            "the format (Swiss or round-robin, single or double) cannot change once round 1 "
            "is paired"
        )
    if not new.round_robin:
        return
    if new.cycles not in (1, 2):
        raise CommandRejectedError(f"a round-robin has one or two cycles, not {new.cycles}")
    if new.baku:
        raise CommandRejectedError("a round-robin has no acceleration (Baku is for Swiss events)")
    if new.tiebreaks:
        try:
            check_round_robin_tiebreaks(parse_tiebreaks(new.tiebreaks))
        except RoundRobinError as exc:
            raise CommandRejectedError(str(exc)) from None


# ---- commands done the round-robin way ----------------------------------------------------------


def handle(state: State, command: Command) -> State | None:
    """The new state for a command a round-robin handles itself; None for any other."""
    match command:
        case DrawLots():
            return _draw_lots(state, command)
        case PairRoundRobinRound():
            return _pair_round(state, command.round_no)
        case UnpairRound() if state.settings.round_robin:
            return _unpair_round(state, command)
    return None


def _draw_lots(state: State, cmd: DrawLots) -> State:
    from engine.journal.rules import _renumber

    if state.rounds_paired:
        raise CommandRejectedError("the pairing numbers of a round-robin are drawn before round 1")
    t = state.tournament
    players = list(t.players)
    if len(players) < MIN_PLAYERS:
        raise CommandRejectedError(
            f"a round-robin needs at least {MIN_PLAYERS} players; {len(players)} registered"
        )
    try:
        match cmd.method:
            case LotsMethod.SEED:
                drawn = draw_players([(p.name, p.fide_id, p.rating) for p in players], cmd.seed)
                order = tuple(players[i].id for i in drawn)
            case LotsMethod.VARMA:
                numbers = varma_numbers(
                    [VarmaPlayer(i, p.name, p.federation) for i, p in enumerate(players)],
                    cmd.seed,
                )
                by_number = sorted(numbers, key=lambda i: numbers[i])
                order = tuple(players[i].id for i in by_number)
            case LotsMethod.HAND:
                order = cmd.order
            case _:
                raise CommandRejectedError(f"lots cannot be drawn by {cmd.method.value!r}")
    except RoundRobinError as exc:
        raise CommandRejectedError(str(exc)) from None
    if sorted(order) != sorted(p.id for p in players):
        raise CommandRejectedError("the drawn order must list every player exactly once")
    mapping = {old: PlayerId(n) for n, old in enumerate(order, start=1)}
    state = _renumber(state, mapping)
    names = tuple(p.name for p in state.tournament.players)
    seed = cmd.seed.strip() if cmd.method is not LotsMethod.HAND else ""
    return dataclasses.replace(state, lots=LotsRecord(cmd.method, seed, names))


def _pair_round(state: State, r: int) -> State:
    t = state.tournament
    if state.lots is None:
        raise CommandRejectedError(
            "draw lots for the pairing numbers first (or type the numbers drawn at the venue)"
        )
    if r != state.rounds_paired + 1:
        raise CommandRejectedError(
            f"round {r} cannot be paired now: the next round to pair is {state.rounds_paired + 1}"
        )
    if r > 1:
        previous = state.rounds[r - 2]
        if not previous.published:
            raise CommandRejectedError(
                f"round {r - 1} must be published before round {r} is paired"
            )
        missing = state.missing_results(r - 1)
        if missing:
            listed = ", ".join(str(n) for n in missing)
            raise CommandRejectedError(f"round {r - 1} has boards without a result: {listed}")
    try:
        rounds = schedule(len(t.players), state.settings.cycles, state.settings.swap_cycle_end)
    except RoundRobinError as exc:
        raise CommandRejectedError(str(exc)) from None
    if not 1 <= r <= len(rounds):
        raise CommandRejectedError(
            f"the round-robin has {len(rounds)} rounds; there is no round {r}"
        )
    scheduled = rounds[r - 1]
    by_id = {p.id: p for p in t.players}

    def gone(pid: PlayerId) -> bool:
        p = by_id[pid]
        return p.withdrawn_from is not None and p.withdrawn_from <= r

    boards: list[Board] = []
    for white_no, black_no in scheduled.boards:
        white, black = PlayerId(white_no), PlayerId(black_no)
        # C.05: the unplayed games of a withdrawn player are (-), his opponent's (+); two
        # absent players, two (-)
        w_res = b_res = ResultCode.NOT_PAIRED
        if gone(white):
            w_res = ResultCode.FORFEIT_LOSS
            b_res = ResultCode.FORFEIT_LOSS if gone(black) else ResultCode.FORFEIT_WIN
        elif gone(black):
            w_res, b_res = ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS
        by_id[white] = _with_entry(by_id[white], r, RoundEntry(black, Colour.WHITE, w_res))
        by_id[black] = _with_entry(by_id[black], r, RoundEntry(white, Colour.BLACK, b_res))
        boards.append(Board(white, black))
    if scheduled.free is not None:
        # the free round of an odd field: no game, no points (it is no PAB)
        free = PlayerId(scheduled.free)
        by_id[free] = _with_entry(by_id[free], r, RoundEntry(None, None, ResultCode.ZERO_BYE))
    t = dataclasses.replace(t, players=tuple(by_id[p.id] for p in t.players))
    round_state = RoundState(r, tuple(boards), None, manual=False, published=False)
    return dataclasses.replace(state, tournament=t, rounds=(*state.rounds, round_state))


def _unpair_round(state: State, cmd: UnpairRound) -> State:
    t = state.tournament
    r = cmd.round_no
    rs = state.round(r)
    if rs is None:
        raise CommandRejectedError(f"round {r} is not paired")
    if r != state.rounds_paired:
        raise CommandRejectedError(
            f"round {state.rounds_paired} is paired after round {r}: "
            "only the last paired round can be unpaired"
        )
    if rs.published:
        raise CommandRejectedError(
            f"round {r} is published; a round-robin round is the table's and stays as it is"
        )
    # the forfeits of withdrawn players came with the pairing: they do not block
    players = {p.id: p for p in t.players}
    entered = [
        n
        for n, b in enumerate(rs.boards, start=1)
        if players[b.white].entry(r).result is not ResultCode.NOT_PAIRED
        and not any(_withdrawn_by(players[x], r) for x in (b.white, b.black))
    ]
    if entered:
        raise CommandRejectedError(
            f"round {r} has results (board {', '.join(map(str, entered))}): a round with a "
            "result entered cannot be unpaired"
        )
    # every entry of the round came with the pairing (a round-robin has no requested byes)
    new_players = tuple(
        _with_entry(p, r, NOT_PAIRED_ENTRY) if r <= len(p.rounds) else p for p in t.players
    )
    t = dataclasses.replace(t, players=new_players)
    return dataclasses.replace(state, tournament=t, rounds=state.rounds[: r - 1])


# ---- after every command -----------------------------------------------------------------------


def settle(before: State, after: State, command: Command) -> State:
    """Keep a round-robin's derived facts in step (see the module text)."""
    if isinstance(command, ImportTrf):
        after = _imported(after)
    settings = after.settings
    t = after.tournament
    if not settings.round_robin:
        if before.settings.round_robin and t.pairing_system == round_robin_code(
            before.settings.cycles, before.settings.swap_cycle_end
        ):
            # back to a Swiss system before round 1: the round-robin code goes
            t = dataclasses.replace(t, pairing_system="")
            return dataclasses.replace(after, tournament=t)
        return after
    code = round_robin_code(settings.cycles, settings.swap_cycle_end)
    n = len(t.players)
    rounds_total = total_rounds(n, settings.cycles) if n >= MIN_PLAYERS else t.rounds_total
    if (t.pairing_system, t.rounds_total) != (code, rounds_total):
        t = dataclasses.replace(t, pairing_system=code, rounds_total=rounds_total)
        after = dataclasses.replace(after, tournament=t)
    # a draw made for another field (a player added, removed or renumbered) no longer stands
    if (
        after.lots is not None
        and not after.rounds_paired
        and isinstance(command, AddPlayer | DeletePlayer | SetInitialOrder)
    ):
        after = dataclasses.replace(after, lots=None)
    return after


def _imported(state: State) -> State:
    """An imported TRF whose 192 names a round-robin becomes a round-robin event."""
    t = state.tournament
    try:
        fmt = parse_round_robin_code(t.pairing_system)
    except RoundRobinError:
        return state  # a custom round-robin: kept as the file has it, paired by hand
    if fmt is None:
        if state.settings.round_robin:
            # a Swiss file imported over a round-robin's settings: the file's system holds
            return dataclasses.replace(
                state, settings=dataclasses.replace(state.settings, system=""), lots=None
            )
        return state
    settings = dataclasses.replace(
        state.settings,
        system=ROUND_ROBIN,
        cycles=fmt.cycles,
        swap_cycle_end=fmt.swap_cycle_end,
        baku=False,
    )
    rounds = state.rounds
    n = len(t.players)
    ids = sorted(int(p.id) for p in t.players)
    if n >= MIN_PLAYERS and ids == list(range(1, n + 1)):
        table = schedule(n, fmt.cycles, fmt.swap_cycle_end)
        ordered = []
        for rs in rounds:
            # the board order of a round that follows the table is the table's
            if rs.round_no <= len(table):
                wanted = [Board(PlayerId(w), PlayerId(b)) for w, b in table[rs.round_no - 1].boards]
                if sorted(wanted, key=_key) == sorted(rs.boards, key=_key):
                    rs = dataclasses.replace(rs, boards=tuple(wanted))
            ordered.append(rs)
        rounds = tuple(ordered)
    names = tuple(p.name for p in t.players)
    return dataclasses.replace(
        state, settings=settings, rounds=rounds, lots=LotsRecord(LotsMethod.FILE, "", names)
    )


def _withdrawn_by(p: Player, r: int) -> bool:
    return p.withdrawn_from is not None and p.withdrawn_from <= r


def _key(b: Board) -> tuple[int, int]:
    return (int(b.white), int(b.black))


def _with_entry(p: Player, round_no: int, entry: RoundEntry) -> Player:
    rounds = list(p.rounds)
    while len(rounds) < round_no:
        rounds.append(NOT_PAIRED_ENTRY)
    rounds[round_no - 1] = entry
    while rounds and rounds[-1] == NOT_PAIRED_ENTRY:
        rounds.pop()
    return dataclasses.replace(p, rounds=tuple(rounds))


__all__ = ["ROUND_ROBIN", "handle", "refuse", "settle"]

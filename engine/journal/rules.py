"""What each command does to the state, and when it is refused. Pure functions, no I/O.

``apply_command(state, command)`` returns the next state or raises :class:`CommandRejectedError`
with a sentence the arbiter can act on. The journal writes a command to the file only after
this function accepted it, so the file holds nothing but accepted changes.
"""

from __future__ import annotations

import dataclasses
import itertools
import unicodedata
from collections.abc import Mapping

from engine.journal import colours, fide, half_byes, round_robin
from engine.journal.commands import (
    REQUESTABLE_BYES,
    AddPlayer,
    Command,
    CorrectColours,
    DeletePlayer,
    EditPlayer,
    GameResult,
    ImportTrf,
    PlayerData,
    PublishRound,
    RecordWithdrawal,
    RequestBye,
    SetHalfPointByeEligibility,
    SetInitialOrder,
    SetNormFields,
    SetPairing,
    SetPairingSettings,
    SetRatingSettings,
    SetResult,
    SetTournamentDetails,
    UnpairRound,
)
from engine.journal.errors import CommandRejectedError
from engine.journal.state import RoundState, State, boards_from_entries
from engine.model import (
    NOT_PAIRED_ENTRY,
    Colour,
    Player,
    PlayerId,
    ResultCode,
    RoundEntry,
    Tournament,
)
from engine.model.system_codes import code_for_system
from engine.norms.titles import NormTitle
from engine.pairing.api import Board, PairingSystem
from engine.ratings.settings import RatingSettings
from engine.trf.time_control import time_control_problem

LATE_ENTRY_BYES = (None, ResultCode.ZERO_BYE, ResultCode.HALF_BYE)
"""The tournament's choices for a late entrant's missed rounds (None: not decided yet)."""

RENUMBER_LOCKED_FROM = 4
"""Pairing numbers are locked once this round is paired (Sharly's rule, see arbiter-workflow §4)."""

TITLE_ORDER = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM")
"""C.04.2 initial order: after rating, titles in this order, then the name."""

_TITLE_ALIASES = {"g": "GM", "m": "IM", "wg": "WGM", "f": "FM", "wm": "WIM", "c": "CM"}
_TITLE_ALIASES |= {"wf": "WFM", "wc": "WCM"}


def apply_command(state: State, command: Command) -> State:
    """The state after ``command``; :class:`CommandRejectedError` if it is not allowed now."""
    # issue 21: FIDE mode's own commands, and the ### events every change leaves in the record
    # (engine.journal.fide); whether a change is allowed at all is engine.journal.policy's.
    # issue 23: a round-robin refuses some commands, does some its own way, and keeps its
    # record 192 code and number of rounds in step (engine.journal.round_robin)
    after = fide.handle(state, command)
    if after is not None:
        return after
    round_robin.refuse(state, command)
    half_byes.refuse(state, command)  # Q170-188: the player marked as allowed no half-point bye
    after = round_robin.handle(state, command)
    if after is None:
        after = _apply(fide.prepare(state, command), command)
    return fide.settle(state, round_robin.settle(state, after, command), command)


def _apply(state: State, command: Command) -> State:
    match command:
        case SetTournamentDetails():
            return _set_details(state, command)
        case SetPairingSettings():
            return _set_pairing_settings(state, command)
        case AddPlayer():
            return _add_player(state, command)
        case EditPlayer():
            return _edit_player(state, command)
        case DeletePlayer():
            return _delete_player(state, command)
        case SetInitialOrder():
            return _set_initial_order(state, command)
        case RecordWithdrawal():
            return _record_withdrawal(state, command)
        case RequestBye():
            return _request_bye(state, command)
        case SetPairing():
            return _set_pairing(state, command)
        case PublishRound():
            return _publish_round(state, command)
        case SetResult():
            return _set_result(state, command)
        case ImportTrf():
            return _import_trf(state, command)
        case UnpairRound():
            return _unpair_round(state, command)
        case SetRatingSettings():
            return _set_rating_settings(state, command)
        case SetNormFields():
            return _set_norm_fields(state, command)
        case SetHalfPointByeEligibility():
            return half_byes.set_eligibility(state, command)
        case CorrectColours():
            return colours.correct(state, command)
    raise CommandRejectedError(f"unknown command {type(command).__name__}")


# ---- details and players ---------------------------------------------------------------------


def _set_details(state: State, cmd: SetTournamentDetails) -> State:
    d = cmd.details
    if d.rounds_total is not None:
        if d.rounds_total < 1:
            raise CommandRejectedError("the number of rounds must be at least 1")
        if d.rounds_total < state.rounds_paired:
            raise CommandRejectedError(
                f"{state.rounds_paired} rounds are already paired; "
                f"the tournament cannot have only {d.rounds_total}"
            )
    values = {f.name: getattr(d, f.name) for f in dataclasses.fields(d)}
    values["name"] = d.name.strip()
    values["time_control_code"] = d.time_control_code.strip()
    problem = time_control_problem(values["time_control_code"]) if d.time_control_code else ""
    if problem:
        raise CommandRejectedError(problem)
    state = _with_tournament(state, dataclasses.replace(state.tournament, **values))
    return _set_pairing_settings(state, cmd.pairing) if cmd.pairing is not None else state


def _set_pairing_settings(state: State, cmd: SetPairingSettings) -> State:
    s = cmd.settings
    if s.system:
        try:
            system = PairingSystem(s.system)
        except ValueError:
            raise CommandRejectedError(f"unknown pairing system {s.system!r}") from None
    else:
        system = None
    if s.bye_limit is not None and s.bye_limit < 0:
        raise CommandRejectedError("the bye limit cannot be negative")
    # points decide scoregroups: a change once a round is paired is a configuration change
    # that engine.journal.policy lets through only after a two-step warning and a re-check
    if s.late_entry_bye not in LATE_ENTRY_BYES:
        raise CommandRejectedError(
            "the missed rounds of a late entrant are zero-point (Z) or half-point (H) byes"
        )
    old_late = state.settings.late_entry_bye or ResultCode.ZERO_BYE
    if state.late_entries and (s.late_entry_bye or ResultCode.ZERO_BYE) is not old_late:
        # C.04.2 C.2: one rule for every late entrant; those registered already have theirs
        raise CommandRejectedError(
            f"{len(state.late_entries)} late entrant(s) already have {_bye_name(old_late)}s "
            "for their missed rounds; the tournament's choice can no longer change"
        )
    t = state.tournament
    # the TRF 192 code follows the system chosen (one table: engine.model.system_codes), so the
    # exported file names the system the window pairs by; no choice keeps the file's code
    code = t.pairing_system if system is None else code_for_system(system)
    t = dataclasses.replace(t, point_system=cmd.points, pairing_system=code)
    return dataclasses.replace(state, tournament=t, settings=s)


def _check_player_data(t: Tournament, data: PlayerData, own_id: PlayerId | None) -> PlayerData:
    name = data.name.strip()
    if not name:
        raise CommandRejectedError("a player needs a name")
    if "\n" in name or "\r" in name:
        raise CommandRejectedError("a name cannot contain a line break")
    if data.sex not in ("", "m", "w"):
        raise CommandRejectedError(f"sex must be 'm', 'w' or empty, not {data.sex!r}")
    if not 0 <= data.rating <= 9999:
        raise CommandRejectedError(f"{name}: a rating must be between 0 (unrated) and 9999")
    fide_id = data.fide_id.strip()
    if fide_id and not fide_id.isdigit():
        raise CommandRejectedError(f"{name}: the FIDE ID must be digits, not {data.fide_id!r}")
    if fide_id:
        for p in t.players:
            if p.fide_id == fide_id and p.id != own_id:
                raise CommandRejectedError(
                    f"FIDE ID {fide_id} is already registered for {p.name} (No. {p.id})"
                )
    federation = data.federation.strip().upper()
    if federation and (len(federation) != 3 or not federation.isalpha()):
        raise CommandRejectedError(
            f"{name}: a federation is three letters, not {data.federation!r}"
        )
    return dataclasses.replace(
        data, name=name, fide_id=fide_id, federation=federation, title=data.title.strip()
    )


def _add_player(state: State, cmd: AddPlayer) -> State:
    t = state.tournament
    data = _check_player_data(t, cmd.player, None)
    new_id = PlayerId(max((p.id for p in t.players), default=0) + 1)
    player = _apply_data(Player(id=new_id, name=data.name), data)
    # a round paired but not published yet can still be re-paired with him (C.04.2 C.2: he
    # is paired "when he actually arrives")
    missed = state.rounds_published
    if cmd.late_entry_bye not in LATE_ENTRY_BYES:
        raise CommandRejectedError(
            "the missed rounds of a late entrant are zero-point (Z) or half-point (H) byes"
        )
    if not missed:
        return _with_tournament(state, dataclasses.replace(t, players=(*t.players, player)))
    # C.04.2 C.2: "not paired for the rounds which he cannot play ... receives no points for
    # unplayed rounds (unless the rules of the tournament say otherwise)": the tournament's
    # choice, asked once (the command carries it the first time) and kept in the settings
    settings = state.settings
    kind = settings.late_entry_bye
    if cmd.late_entry_bye is not None:
        if state.late_entries and (kind or ResultCode.ZERO_BYE) is not cmd.late_entry_bye:
            raise CommandRejectedError(
                f"late entrants in this tournament get {_bye_name(kind)}s for missed rounds"
            )
        kind = cmd.late_entry_bye
        settings = dataclasses.replace(settings, late_entry_bye=kind)
    entry = RoundEntry(None, None, kind or ResultCode.ZERO_BYE)
    player = dataclasses.replace(player, rounds=(entry,) * missed)
    return dataclasses.replace(
        state,
        tournament=dataclasses.replace(t, players=(*t.players, player)),
        settings=settings,
        late_entries=(*state.late_entries, (new_id, missed + 1)),
    )


def _edit_player(state: State, cmd: EditPlayer) -> State:
    t = state.tournament
    old = _player(t, cmd.player_id)
    data = _check_player_data(t, cmd.player, old.id)
    return _with_tournament(state, _replace_player(t, _apply_data(old, data)))


def _delete_player(state: State, cmd: DeletePlayer) -> State:
    t = state.tournament
    victim = _player(t, cmd.player_id)
    joined = state.joined_round(victim.id)
    # the missed-round byes of a late entrant are no history: his registration can be undone
    for r in range(joined, state.rounds_paired + 1):
        if victim.entry(r) != NOT_PAIRED_ENTRY:
            raise CommandRejectedError(
                f"{victim.name} (No. {victim.id}) is recorded in round {r}; "
                "a player with a history cannot be deleted (record a withdrawal instead)"
            )
    remaining = tuple(p for p in t.players if p.id != victim.id)
    mapping = {p.id: PlayerId(p.id - 1 if p.id > victim.id else p.id) for p in remaining}
    forbidden = tuple(
        dataclasses.replace(f, players=tuple(x for x in f.players if x != victim.id))
        for f in t.forbidden
    )
    t = dataclasses.replace(
        t,
        players=remaining,
        forbidden=tuple(f for f in forbidden if len(f.players) >= 2),
        acceleration=tuple(a for a in t.acceleration if a[0] != victim.id),
    )
    late = tuple(item for item in state.late_entries if item[0] != victim.id)
    return _renumber(dataclasses.replace(state, tournament=t, late_entries=late), mapping)


def _set_initial_order(state: State, cmd: SetInitialOrder) -> State:
    t = state.tournament
    if state.rounds_paired >= RENUMBER_LOCKED_FROM:
        raise CommandRejectedError(
            f"pairing numbers are locked: round {RENUMBER_LOCKED_FROM} is already paired"
        )
    by_lot = cmd.by_lot or state.settings.ties_by_lot
    # the rating that orders is the tournament rating of the rating method (TRF-2026 172)
    order = cmd.order or tuple(
        p.id
        for p in sorted(
            t.players, key=lambda p: initial_order_key(fide.rated(state, p), by_lot=by_lot)
        )
    )
    ids = sorted(p.id for p in t.players)
    if sorted(order) != ids:
        raise CommandRejectedError("the new order must list every player exactly once")
    if cmd.by_lot:
        players = {p.id: p for p in t.players}
        keys = [
            initial_order_key(fide.rated(state, players[pid]), by_lot=True)[:2] for pid in order
        ]
        for n, (a, b) in enumerate(itertools.pairwise(keys), start=1):
            if a > b:
                raise CommandRejectedError(
                    f"places {n} and {n + 1}: lots order only players of equal rating and "
                    "title (C.04.2 B.2)"
                )
    mapping = {old: PlayerId(n) for n, old in enumerate(order, start=1)}
    state = _renumber(state, mapping)
    if cmd.by_lot and not state.settings.ties_by_lot:
        state = dataclasses.replace(
            state, settings=dataclasses.replace(state.settings, ties_by_lot=True)
        )
    return state


def initial_order_key(p: Player, *, by_lot: bool = False) -> tuple[int, int, str, str, str, int]:
    """C.04.2 B.2: rating (highest first), then title (GM-IM-WGM-FM-WIM-CM-WFM-WCM-no title),
    then alphabetically; players equal in all three keep the order they have.

    "Alphabetically" compares names without case and accents first (``Müller`` beside
    ``Muller``, not after ``Myers``), then with accents, then exactly, so two different
    spellings never tie. Players equal on all of that (namesakes of one rating and title) keep
    their current pairing numbers: registration order, or the order the arbiter set by lot
    (C.04.2 B.2 lets him order equal players so; the order is a recorded SetInitialOrder). The
    key is therefore total (pairing numbers are unique): the sort does not depend on the order
    the players are listed in, and sorting a sorted list changes nothing.

    With ``by_lot`` (the tournament replaced the alphabetical criterion by lots, as B.2 c
    allows) the name is skipped: equal players keep the order the lots gave them.

    >>> from engine.model import Player, PlayerId
    >>> a = Player(PlayerId(1), "Bauer, Bo", title="FM", rating=2300)
    >>> b = Player(PlayerId(2), "Adler, Al", title="IM", rating=2300)
    >>> c = Player(PlayerId(3), "Äbi, Ed", title="IM", rating=2300)
    >>> [p.name for p in sorted([a, b, c], key=initial_order_key)]
    ['Äbi, Ed', 'Adler, Al', 'Bauer, Bo']
    """
    names = ("", "", "") if by_lot else _alphabetical(p.name)
    return (-p.rating, title_rank(p.title), *names, p.id)


def title_rank(title: str) -> int:
    """The title's place in C.04.2 B.2 (0 = GM ... 7 = WCM, 8 = no or another title)."""
    code = title.strip()
    code = _TITLE_ALIASES.get(code.lower(), code.upper())
    return TITLE_ORDER.index(code) if code in TITLE_ORDER else len(TITLE_ORDER)


def _alphabetical(name: str) -> tuple[str, str, str]:
    folded = unicodedata.normalize("NFKD", name.strip()).casefold()
    plain = "".join(ch for ch in folded if not unicodedata.combining(ch))
    return plain, folded, name


def _renumber(state: State, mapping: Mapping[PlayerId, PlayerId]) -> State:
    """Give every player ``mapping[old id]``; every reference to a player follows."""
    t = state.tournament

    def m(pid: PlayerId) -> PlayerId:
        return mapping[pid]

    def entry(e: RoundEntry) -> RoundEntry:
        if e.opponent is None:
            return e
        return dataclasses.replace(e, opponent=m(e.opponent))

    players = sorted(
        (
            dataclasses.replace(p, id=m(p.id), rounds=tuple(entry(e) for e in p.rounds))
            for p in t.players
        ),
        key=lambda p: p.id,
    )
    t = dataclasses.replace(
        t,
        players=tuple(players),
        forbidden=tuple(
            dataclasses.replace(f, players=tuple(m(x) for x in f.players)) for f in t.forbidden
        ),
        acceleration=tuple(sorted((m(pid), v) for pid, v in t.acceleration)),
        unknown_results=tuple(
            sorted(
                (
                    dataclasses.replace(u, player=m(u.player))
                    for u in t.unknown_results
                    if u.player in mapping
                ),
                key=lambda u: (u.player, u.round_no),
            )
        ),
    )
    rounds = tuple(
        dataclasses.replace(
            rs,
            boards=tuple(Board(m(b.white), m(b.black)) for b in rs.boards),
            bye=m(rs.bye) if rs.bye is not None else None,
        )
        for rs in state.rounds
    )
    late = tuple(sorted((m(pid), first) for pid, first in state.late_entries))
    record = fide.renumbered(state.fide, mapping)  # national ratings follow their players
    barred = tuple(sorted((m(pid), why) for pid, why in state.half_bye_barred if pid in mapping))
    return dataclasses.replace(
        state,
        tournament=t,
        rounds=rounds,
        late_entries=late,
        fide=record,
        half_bye_barred=barred,
    )


# ---- withdrawals and byes --------------------------------------------------------------------


def _record_withdrawal(state: State, cmd: RecordWithdrawal) -> State:
    t = state.tournament
    p = _player(t, cmd.player_id)
    if cmd.from_round is None:
        if p.withdrawn_from is None:
            raise CommandRejectedError(f"{p.name} has not withdrawn")
        return _with_tournament(
            state, _replace_player(t, dataclasses.replace(p, withdrawn_from=None))
        )
    r = cmd.from_round
    _check_round_number(t, r)
    for k in range(r, state.rounds_paired + 1):
        if p.entry(k).paired:
            raise CommandRejectedError(
                f"{p.name} is paired in round {k}: enter that game's result (e.g. a forfeit) "
                f"and withdraw from round {k + 1}, or change the pairing first"
            )
    rounds = list(p.rounds)
    for k in range(max(r, state.rounds_paired + 1), len(rounds) + 1):
        rounds[k - 1] = NOT_PAIRED_ENTRY  # requested byes after the withdrawal lapse
    p = dataclasses.replace(p, withdrawn_from=r, rounds=_trim(rounds))
    return _with_tournament(state, _replace_player(t, p))


def _request_bye(state: State, cmd: RequestBye) -> State:
    t = state.tournament
    p = _player(t, cmd.player_id)
    r = cmd.round_no
    _check_round_number(t, r)
    if r <= state.rounds_paired:
        raise CommandRejectedError(f"round {r} is already paired; a bye can only be given before")
    if cmd.kind is ResultCode.NOT_PAIRED:
        if p.entry(r).result not in REQUESTABLE_BYES:
            raise CommandRejectedError(f"{p.name} has no bye in round {r} to take back")
    elif cmd.kind not in REQUESTABLE_BYES:
        raise CommandRejectedError(
            "a requested bye is H (half point), F (full point) or Z (absent), "
            f"not {cmd.kind.value!r}"
        )
    elif p.withdrawn_from is not None and p.withdrawn_from <= r:
        raise CommandRejectedError(f"{p.name} withdrew from round {p.withdrawn_from}")
    entry = RoundEntry(None, None, cmd.kind)
    return _with_tournament(state, _replace_player(t, _with_entry(p, r, entry)))


# ---- pairing, publication, results -----------------------------------------------------------


def _set_pairing(state: State, cmd: SetPairing) -> State:
    t = state.tournament
    r = cmd.round_no
    _check_round_number(t, r)
    repair = r == state.rounds_paired
    if repair:
        current = state.rounds[r - 1]
        if current.published:
            raise CommandRejectedError(
                f"round {r} is published; its pairing can no longer be changed"
            )
    elif r != state.rounds_paired + 1:
        raise CommandRejectedError(
            f"round {r} cannot be paired now: the next round to pair is {state.rounds_paired + 1}"
        )
    elif r > 1:
        previous = state.rounds[r - 2]
        if not previous.published:
            raise CommandRejectedError(
                f"round {r - 1} must be published before round {r} is paired"
            )
        missing = state.missing_results(r - 1)
        if missing:
            boards = ", ".join(str(n) for n in missing)
            raise CommandRejectedError(f"round {r - 1} has boards without a result: {boards}")
    if not cmd.boards and cmd.bye is None:
        raise CommandRejectedError(f"round {r}: a pairing needs at least one board or a bye")
    players = {p.id: p for p in t.players}
    seen: set[PlayerId] = set()
    everyone = [pid for b in cmd.boards for pid in (b.white, b.black)]
    if cmd.bye is not None:
        everyone.append(cmd.bye)
    for pid in everyone:
        p = players.get(pid)
        if p is None:
            raise CommandRejectedError(f"round {r}: there is no player No. {pid}")
        if pid in seen:
            raise CommandRejectedError(f"round {r}: {p.name} (No. {pid}) is paired twice")
        seen.add(pid)
        if p.withdrawn_from is not None and p.withdrawn_from <= r:
            raise CommandRejectedError(
                f"round {r}: {p.name} withdrew from round {p.withdrawn_from}"
            )
        if p.entry(r).result in REQUESTABLE_BYES:
            raise CommandRejectedError(
                f"round {r}: {p.name} has a {_bye_name(p.entry(r).result)}; "
                "take it back before pairing him"
            )
    # a re-pair starts from the round without its old boards and PAB (requested byes stay)
    new_players = []
    for p in t.players:
        if repair and p.entry(r).paired:
            p = _with_entry(p, r, NOT_PAIRED_ENTRY)
        new_players.append(p)
    by_id = {p.id: p for p in new_players}
    for b in cmd.boards:
        unplayed = ResultCode.NOT_PAIRED  # paired, no result yet
        by_id[b.white] = _with_entry(by_id[b.white], r, RoundEntry(b.black, Colour.WHITE, unplayed))
        by_id[b.black] = _with_entry(by_id[b.black], r, RoundEntry(b.white, Colour.BLACK, unplayed))
    if cmd.bye is not None:
        by_id[cmd.bye] = _with_entry(by_id[cmd.bye], r, RoundEntry(None, None, ResultCode.PAB))
    t = dataclasses.replace(t, players=tuple(by_id[p.id] for p in t.players))
    round_state = RoundState(r, tuple(cmd.boards), cmd.bye, cmd.manual, published=False)
    rounds = (*state.rounds[: r - 1], round_state)
    return dataclasses.replace(state, tournament=_results_changed(t), rounds=rounds)


def _publish_round(state: State, cmd: PublishRound) -> State:
    rs = state.round(cmd.round_no)
    if rs is None:
        raise CommandRejectedError(f"round {cmd.round_no} is not paired yet")
    if rs.published:
        raise CommandRejectedError(f"round {cmd.round_no} is already published")
    rounds = list(state.rounds)
    rounds[cmd.round_no - 1] = dataclasses.replace(rs, published=True)
    return dataclasses.replace(state, rounds=tuple(rounds))


def _set_result(state: State, cmd: SetResult) -> State:
    t = state.tournament
    r = cmd.round_no
    rs = state.round(r)
    if rs is None:
        raise CommandRejectedError(f"round {r} is not paired yet")
    if not rs.published:
        raise CommandRejectedError(f"round {r}: publish the pairing before entering results")
    board = next((b for b in rs.boards if b.white == cmd.white), None)
    if board is None:
        as_black = next((n for n, b in enumerate(rs.boards, 1) if b.black == cmd.white), None)
        if as_black is not None:
            raise CommandRejectedError(
                f"round {r}: No. {cmd.white} has Black on board {as_black}; "
                "results are entered by White's number"
            )
        raise CommandRejectedError(f"round {r}: No. {cmd.white} has no board with White")
    white, black = _player(t, board.white), _player(t, board.black)
    old = GameResult.from_codes(white.entry(r).result, black.entry(r).result)
    if (
        old is not None
        and old not in (GameResult.NONE, GameResult.ADJOURNED)  # an adjourned game's end
        and old is not cmd.result
        and r < state.rounds_paired
        and not cmd.reason.strip()
    ):
        raise CommandRejectedError(
            f"round {r + 1} is already paired with the old result {old.value} "
            f"of {white.name} - {black.name}; give a reason for the correction"
        )
    w_code, b_code = cmd.result.codes
    white = _with_entry(white, r, dataclasses.replace(white.entry(r), result=w_code))
    black = _with_entry(black, r, dataclasses.replace(black.entry(r), result=b_code))
    t = _replace_player(_replace_player(t, white), black)
    if t.unknown_results:  # Q169: a code the file had and we did not know is now replaced
        kept = tuple(
            u for u in t.unknown_results if not (u.round_no == r and u.player in board_ids(board))
        )
        t = dataclasses.replace(t, unknown_results=kept)
    return dataclasses.replace(state, tournament=_results_changed(t))


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
    players = {p.id: p for p in t.players}
    entered = [
        n
        for n, b in enumerate(rs.boards, start=1)
        if b.white in players and players[b.white].entry(r).result is not ResultCode.NOT_PAIRED
    ]
    if entered:
        boards = ", ".join(str(n) for n in entered[:10]) + (" …" if len(entered) > 10 else "")
        raise CommandRejectedError(
            f"round {r} has results (board {boards}): a round with a result entered "
            "cannot be unpaired"
        )
    if rs.published:
        # C.04.2 D.10: published pairings are not changed unless they break C.04.1.b
        rematches = _rematches(t, r, rs.boards)
        if not rematches:
            raise CommandRejectedError(
                f"round {r} is published: C.04.2 D.10 allows changing a published pairing "
                "only when two of its players have already played each other (C.04.1.b), "
                f"and no board of round {r} pairs such players"
            )
        if not cmd.reason.strip():
            raise CommandRejectedError(
                f"round {r} is published: give the reason for unpairing it "
                f"(board {', '.join(str(n) for n in rematches)} breaks C.04.1.b)"
            )
    new_players = tuple(
        _with_entry(p, r, NOT_PAIRED_ENTRY) if p.entry(r).paired else p for p in t.players
    )
    t = dataclasses.replace(t, players=new_players)
    return dataclasses.replace(state, tournament=t, rounds=state.rounds[: r - 1])


def board_ids(board: Board) -> tuple[PlayerId, PlayerId]:
    """The two players of a board."""
    return board.white, board.black


def _rematches(t: Tournament, r: int, boards: tuple[Board, ...]) -> list[int]:
    """Boards of round ``r`` whose players already played each other (C.04.1.b; an unplayed
    game is no game, C.04.2 D.6)."""
    players = {p.id: p for p in t.players}
    out = []
    for n, b in enumerate(boards, start=1):
        white = players.get(b.white)
        if white is not None and any(
            white.entry(k).opponent == b.black and white.entry(k).played for k in range(1, r)
        ):
            out.append(n)
    return out


def _import_trf(state: State, cmd: ImportTrf) -> State:
    t = cmd.tournament
    ids = [p.id for p in t.players]
    if len(set(ids)) != len(ids):
        raise CommandRejectedError("the file lists a pairing number twice")
    rounds = []
    for r in range(1, t.rounds_paired() + 1):
        boards, bye = boards_from_entries(t, r)
        rounds.append(RoundState(r, boards, bye, manual=False, published=True))
    # the settings the arbiter chose stay (the TRF has no place for most of them); the file
    # says nothing about late entries, so its players' entries are taken as they are
    # the same goes for the rating type and the event's form fields; K factors and IT1
    # remarks belong to pairing numbers the new file may give to other players: they go
    return State(
        t,
        tuple(rounds),
        state.settings,
        ratings=RatingSettings(state.ratings.kind),
        norm_fields=dataclasses.replace(state.norm_fields, remarks=()),
    )


# ---- ratings and norm forms (issue 22) ----------------------------------------------------------

MAX_K = 100
"""No K of B.02 §8.3.3 is above 40; a typed value above this is a typing slip."""


def _set_rating_settings(state: State, cmd: SetRatingSettings) -> State:
    seen: set[PlayerId] = set()
    for pid, k in cmd.settings.k_factors:
        _player(state.tournament, pid)
        if pid in seen:
            raise CommandRejectedError(f"player No. {pid} has two K factors")
        seen.add(pid)
        if not 1 <= k <= MAX_K:
            raise CommandRejectedError(
                f"K {k} for player No. {pid}: a K factor is a whole number from 1 to {MAX_K} "
                "(the list gives 40, 20 or 10)"
            )
    return dataclasses.replace(state, ratings=cmd.settings)


def _set_norm_fields(state: State, cmd: SetNormFields) -> State:
    f = cmd.fields
    ids = [("the chief arbiter's FIDE ID", f.chief_arbiter_fide_id)]
    ids += [(f"{a.name or 'an arbiter'}'s FIDE ID", a.fide_id) for a in f.arbiters]
    for what, value in ids:
        if value.strip() and not value.strip().isdigit():
            raise CommandRejectedError(f"{what} '{value}' is not a number")
    titles = {t.value for t in NormTitle}
    for pid, title, _text in f.remarks:
        _player(state.tournament, pid)
        if title not in titles:
            raise CommandRejectedError(f"'{title}' is not a title with norms (GM, IM, WGM, WIM)")
    return dataclasses.replace(state, norm_fields=f)


# ---- helpers ---------------------------------------------------------------------------------


def _with_tournament(state: State, t: Tournament) -> State:
    return dataclasses.replace(state, tournament=t)


def _player(t: Tournament, pid: PlayerId) -> Player:
    for p in t.players:
        if p.id == pid:
            return p
    raise CommandRejectedError(f"there is no player No. {pid}")


def _replace_player(t: Tournament, new: Player) -> Tournament:
    return dataclasses.replace(t, players=tuple(new if p.id == new.id else p for p in t.players))


def _with_entry(p: Player, round_no: int, entry: RoundEntry) -> Player:
    rounds = list(p.rounds)
    while len(rounds) < round_no:
        rounds.append(NOT_PAIRED_ENTRY)
    rounds[round_no - 1] = entry
    return dataclasses.replace(p, rounds=_trim(rounds))


def _trim(rounds: list[RoundEntry]) -> tuple[RoundEntry, ...]:
    while rounds and rounds[-1] == NOT_PAIRED_ENTRY:
        rounds.pop()
    return tuple(rounds)


def _results_changed(t: Tournament) -> Tournament:
    """Scores moved: the file's points and ranks no longer apply (the TRF writer recomputes)."""
    if all(p.declared_points is None and p.declared_rank is None for p in t.players):
        return t
    return dataclasses.replace(
        t,
        players=tuple(
            dataclasses.replace(p, declared_points=None, declared_rank=None) for p in t.players
        ),
    )


def _check_round_number(t: Tournament, r: int) -> None:
    if r < 1:
        raise CommandRejectedError(f"there is no round {r}")
    if t.rounds_total is not None and r > t.rounds_total:
        raise CommandRejectedError(
            f"the tournament has {t.rounds_total} rounds; there is no round {r}"
        )


def _apply_data(p: Player, data: PlayerData) -> Player:
    return dataclasses.replace(
        p,
        name=data.name,
        sex=data.sex,
        title=data.title,
        rating=data.rating,
        federation=data.federation,
        fide_id=data.fide_id,
        birth_date=data.birth_date,
        club=data.club,
    )


def _bye_name(code: ResultCode | None) -> str:
    return {
        ResultCode.HALF_BYE: "half-point bye",
        ResultCode.FULL_BYE: "full-point bye",
        ResultCode.ZERO_BYE: "known absence",
    }.get(code or ResultCode.ZERO_BYE, "bye")


__all__ = [
    "LATE_ENTRY_BYES",
    "RENUMBER_LOCKED_FROM",
    "TITLE_ORDER",
    "apply_command",
    "initial_order_key",
    "title_rank",
]

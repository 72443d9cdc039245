"""FIDE mode in the journal's state transitions: what each change leaves in the record.

:func:`engine.journal.rules.apply_command` calls three functions of this module around its own
rules, so that replaying a file gives the same record as the changes did:

- :func:`handle` applies the FIDE-mode commands (leave FIDE mode, the manual-pairing session,
  rating-only corrections, prohibited pairings, rating method);
- :func:`prepare` adjusts the state before a command the rules then apply (pairing a round
  whose previous round still has games without a result records them as adjourned, Q161);
- :func:`settle` adds the pairing-integrity events (``###`` lines) a change causes and keeps
  the record in step (a re-paired round loses its MPA line, renumbering moves the national
  ratings with the players).

Whether a change is *allowed* (the locks, the warning levels) is decided before any of this,
by :func:`engine.journal.policy.assess`; these functions only refuse what makes no sense at all
(leaving FIDE mode twice, closing a session that is not open).
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Mapping
from typing import Any

from engine.journal.commands import (
    AddPlayer,
    Command,
    CorrectRatingResult,
    EditPlayer,
    EndManualPairing,
    GameResult,
    ImportTrf,
    LeaveFideMode,
    RequestBye,
    SetForbiddenPairs,
    SetInitialOrder,
    SetPairing,
    SetPairingSettings,
    SetRatingMethod,
    SetResult,
    SetTournamentDetails,
    StartManualPairing,
    UnpairRound,
)
from engine.journal.errors import CommandRejectedError
from engine.journal.fide_record import (
    NOT_FIDE_MODE_MARKER,
    FideRecord,
    IntegrityEvent,
    IntegrityKind,
    NationalRating,
    RatingCorrection,
    RatingMethod,
)
from engine.journal.state import EventSettings, State
from engine.model import Player, PlayerId, PointSystem, ResultCode, RoundEntry, Tournament
from engine.pairing.api import Board

_DRAWN = frozenset({ResultCode.DRAW, ResultCode.DRAW_UNRATED})


# ---- the round an event belongs to -----------------------------------------------------------


def event_round(state: State) -> int:
    """The round a change "happens in" for its ``### <Kind> @ Round n`` line.

    The last paired round while it is not finished (a result missing, or not published yet);
    once it is, the round to be paired next (capped at the last round); round 1 before any
    pairing. See docs/rulings.md (F-2).
    """
    last = state.rounds_paired
    if last == 0:
        return 1
    rs = state.round(last)
    if rs is not None and (not rs.published or state.missing_results(last)):
        return last
    total = state.tournament.rounds_total
    return last if total is not None and last >= total else last + 1


def with_event(state: State, kind: IntegrityKind, round_no: int, text: str) -> State:
    """``state`` with one more integrity event."""
    record = state.fide
    event = IntegrityEvent(kind, round_no, text)
    return dataclasses.replace(
        state, fide=dataclasses.replace(record, events=(*record.events, event))
    )


def _record(state: State, **changes: Any) -> State:  # noqa: ANN401 - FideRecord fields
    return dataclasses.replace(state, fide=dataclasses.replace(state.fide, **changes))


def _who(t: Tournament, pid: PlayerId) -> str:
    for p in t.players:
        if p.id == pid:
            return f"No. {pid} {p.name}"
    return f"No. {pid}"


# ---- the FIDE-mode commands ------------------------------------------------------------------


def handle(state: State, command: Command) -> State | None:
    """The state after a FIDE-mode command; None for any other command (the rules apply it)."""
    match command:
        case LeaveFideMode():
            return _leave(state, command)
        case StartManualPairing():
            return _start_manual(state, command)
        case EndManualPairing():
            return _end_manual(state, command)
        case CorrectRatingResult():
            return _correct_rating(state, command)
        case SetForbiddenPairs():
            return _forbidden(state, command)
        case SetRatingMethod():
            return _rating_method(state, command)
    return None


def _leave(state: State, cmd: LeaveFideMode) -> State:
    if not state.fide.active:
        raise CommandRejectedError(
            f"the tournament left FIDE mode in round {state.fide.left_round}; "
            "it cannot leave it again (nor come back)"
        )
    r = event_round(state)
    reason = " ".join(cmd.reason.split())
    text = "the tournament left FIDE mode; it can no longer be submitted as a FIDE-mode event"
    if reason:
        text += f" (reason: {reason})"
    state = _record(state, active=False, left_round=r, left_reason=reason)
    return with_event(state, IntegrityKind.FIDE_MODE, r, text)


def manual_round_allowed(state: State, r: int) -> str:
    """Why a manual-pairing session cannot be opened for round ``r`` ("" when it can)."""
    last = state.rounds_paired
    if r == last and last > 0:
        rs = state.round(r)
        if rs is not None and rs.published:
            return f"round {r} is published: its pairing can no longer be changed"
        return ""
    if r == last + 1:
        total = state.tournament.rounds_total
        if total is not None and r > total:
            return f"the tournament has {total} rounds"
        if last and not (state.rounds[last - 1].published):
            return f"round {last} must be published before round {r} is paired"
        return ""
    return f"round {r} is neither the round being paired nor the next one"


def _start_manual(state: State, cmd: StartManualPairing) -> State:
    r = cmd.round_no
    open_round = state.fide.manual_round
    if open_round is not None:
        raise CommandRejectedError(
            f"the manual pairing of round {open_round} is already open; end it first"
        )
    why = manual_round_allowed(state, r)
    if why:
        raise CommandRejectedError(f"manual pairing of round {r}: {why}")
    # re-entering the session starts afresh: the round's earlier MPA line goes (SC#2309)
    state = _drop_events(state, IntegrityKind.MPA, r)
    return _record(state, manual_round=r)


def board_text(boards: tuple[Board, ...], bye: PlayerId | None) -> str:
    """Boards as ``w-b`` pairs (and the PAB), for a ``###`` line."""
    items = [f"{b.white}-{b.black}" for b in boards]
    if bye is not None:
        items.append(f"PAB {bye}")
    return " ".join(items) if items else "(none)"


def pairing_differences(
    boards: tuple[Board, ...],
    bye: PlayerId | None,
    engine_boards: tuple[Board, ...],
    engine_bye: PlayerId | None,
) -> tuple[tuple[Board, ...], tuple[Board, ...]]:
    """Boards only the hand-made pairing has, and boards only the engine's has (colours
    count: the same two players with the colours exchanged are two different boards)."""
    mine, theirs = set(boards), set(engine_boards)
    only_mine = tuple(b for b in boards if b not in theirs)
    only_engine = tuple(b for b in engine_boards if b not in mine)
    return only_mine, only_engine


def mpa_text(
    boards: tuple[Board, ...],
    bye: PlayerId | None,
    engine_boards: tuple[Board, ...],
    engine_bye: PlayerId | None,
    engine_note: str = "",
) -> str:
    """The text of the ``### MPA`` line: what differs from the engine ("" when nothing)."""
    if engine_note:
        return (
            f"pairing made by hand: {board_text(boards, bye)}; "
            f"the engine found no pairing ({engine_note})"
        )
    only_mine, only_engine = pairing_differences(boards, bye, engine_boards, engine_bye)
    if not only_mine and not only_engine and bye == engine_bye:
        return ""
    mine = board_text(only_mine, bye if bye != engine_bye else None)
    theirs = board_text(only_engine, engine_bye if bye != engine_bye else None)
    return f"pairing differs from the engine's: by hand {mine} | engine {theirs}"


def _end_manual(state: State, cmd: EndManualPairing) -> State:
    r = cmd.round_no
    if state.fide.manual_round != r:
        raise CommandRejectedError(f"no manual pairing of round {r} is open")
    state = _record(state, manual_round=None)
    rs = state.round(r)
    if rs is None:
        return state  # nothing was paired by hand: nothing to compare
    text = mpa_text(rs.boards, rs.bye, cmd.engine_boards, cmd.engine_bye, cmd.engine_note)
    return with_event(state, IntegrityKind.MPA, r, text) if text else state


def _correct_rating(state: State, cmd: CorrectRatingResult) -> State:
    r = cmd.round_no
    rs = state.round(r)
    if rs is None or not rs.published:
        raise CommandRejectedError(f"round {r} is not a published round")
    board = next((b for b in rs.boards if b.white == cmd.white), None)
    if board is None:
        raise CommandRejectedError(f"round {r}: No. {cmd.white} has no board with White")
    kept = tuple(
        c for c in state.fide.rating_corrections if not (c.round_no == r and c.white == cmd.white)
    )
    if cmd.result is GameResult.NONE:
        if len(kept) == len(state.fide.rating_corrections):
            raise CommandRejectedError(f"round {r}: No. {cmd.white}'s game has no correction")
        return _record(state, rating_corrections=kept)
    if cmd.result is GameResult.ADJOURNED:
        raise CommandRejectedError("a rating-only correction is a final result")
    if not cmd.reason.strip():
        raise CommandRejectedError(f"round {r}: give the reason for the rating-only correction")
    w, b = cmd.result.codes
    correction = RatingCorrection(r, board.white, board.black, w, b, " ".join(cmd.reason.split()))
    ordered = tuple(sorted((*kept, correction), key=lambda c: (c.round_no, c.white)))
    return _record(state, rating_corrections=ordered)


def correction_line(t: Tournament, c: RatingCorrection) -> str:
    """The ``### Correction`` line of a rating-only correction."""
    entered = "?"
    white = next((p for p in t.players if p.id == c.white), None)
    black = next((p for p in t.players if p.id == c.black), None)
    if white is not None and black is not None:
        result = GameResult.from_codes(
            white.entry(c.round_no).result, black.entry(c.round_no).result
        )
        entered = result.value if result is not None else "?"
    corrected = GameResult.from_codes(c.white_code, c.black_code)
    shown = corrected.value if corrected is not None else "?"
    event = IntegrityEvent(
        IntegrityKind.CORRECTION,
        c.round_no,
        f"rating only: {c.white}-{c.black} {shown} for the rating report; pairings and "
        f"standings keep {entered} (reason: {c.reason})",
    )
    return event.line


def _forbidden(state: State, cmd: SetForbiddenPairs) -> State:
    t = state.tournament
    ids = {p.id for p in t.players}
    for group in cmd.pairs:
        if len(set(group.players)) < 2:
            raise CommandRejectedError("a prohibited pairing names at least two players")
        if len(set(group.players)) != len(group.players):
            raise CommandRejectedError("a prohibited pairing names a player twice")
        for pid in group.players:
            if pid not in ids:
                raise CommandRejectedError(f"there is no player No. {pid}")
        first, last = group.first_round, group.last_round
        if first is not None and last is not None and last < first:
            raise CommandRejectedError(f"rounds {first}-{last}: the last comes before the first")
    return dataclasses.replace(state, tournament=dataclasses.replace(t, forbidden=cmd.pairs))


def _rating_method(state: State, cmd: SetRatingMethod) -> State:
    t = state.tournament
    ids = {p.id for p in t.players}
    fed = cmd.federation.strip().upper()
    if fed and (len(fed) != 3 or not fed.isalpha()):
        raise CommandRejectedError(f"a federation is three letters, not {cmd.federation!r}")
    seen: set[PlayerId] = set()
    for n in cmd.national:
        if n.player not in ids:
            raise CommandRejectedError(f"there is no player No. {n.player}")
        if n.player in seen:
            raise CommandRejectedError(f"No. {n.player} has two national ratings")
        seen.add(n.player)
        if not 0 <= n.rating <= 9999:
            raise CommandRejectedError(f"No. {n.player}: a rating is from 0 to 9999")
        if len(n.federation) != 3 or not n.federation.isalpha():
            raise CommandRejectedError(f"No. {n.player}: {n.federation!r} is not a federation")
    if cmd.national and cmd.method is not RatingMethod.FIDE and not fed:
        fed = cmd.national[0].federation.upper()
    national = tuple(sorted(cmd.national, key=lambda n: n.player))
    return _record(
        state,
        rating_method=cmd.method,
        rating_federation=fed,
        national=national,
        title_event=cmd.title_event,
    )


# ---- before the rules ----------------------------------------------------------------------


def prepare(state: State, command: Command) -> State:
    """``state`` as the rules should see ``command`` (see the module docstring)."""
    if isinstance(command, SetPairing):
        return _adjourn_blanks(state, command.round_no)
    return state


def unfinished_boards(state: State, round_no: int) -> tuple[int, ...]:
    """Boards of a published round ``round_no`` without a result (adjourned ones have one)."""
    rs = state.round(round_no)
    if rs is None or not rs.published:
        return ()
    return state.missing_results(round_no)


def _adjourn_blanks(state: State, r: int) -> State:
    """Pairing round ``r`` while round ``r - 1`` has boards without a result records those
    games as adjourned: a draw for the pairing, written ``?`` (Q161, TRF-2026 162 X)."""
    previous = r - 1
    if r != state.rounds_paired + 1 or previous < 1:
        return state
    missing = unfinished_boards(state, previous)
    if not missing:
        return state
    rs = state.rounds[previous - 1]
    t = state.tournament
    players = {p.id: p for p in t.players}
    adjourned = RoundEntry  # local alias: the entries keep opponent and colour
    for n in missing:
        b = rs.boards[n - 1]
        for pid in (b.white, b.black):
            e = players[pid].entry(previous)
            players[pid] = _with_entry(
                players[pid], previous, adjourned(e.opponent, e.colour, ResultCode.ADJOURNED)
            )
    t = dataclasses.replace(t, players=tuple(players[p.id] for p in t.players))
    boards = ", ".join(str(n) for n in missing)
    state = dataclasses.replace(state, tournament=_undeclared(t))
    return with_event(
        state,
        IntegrityKind.ADJOURNMENT,
        previous,
        f"board(s) {boards} without a result when round {r} was paired: recorded as "
        "adjourned, a draw for the pairing",
    )


def _with_entry(p: Player, r: int, e: RoundEntry) -> Player:
    rounds = list(p.rounds)
    rounds[r - 1] = e
    return dataclasses.replace(p, rounds=tuple(rounds))


def _undeclared(t: Tournament) -> Tournament:
    """The file's points and ranks no longer apply once results change."""
    return dataclasses.replace(
        t,
        players=tuple(
            dataclasses.replace(p, declared_points=None, declared_rank=None) for p in t.players
        ),
    )


# ---- after the rules -------------------------------------------------------------------------


def settle(before: State, after: State, command: Command) -> State:
    """``after`` with the integrity events ``command`` caused (see the module docstring)."""
    match command:
        case SetResult():
            return _result_events(before, after, command)
        case SetPairing():
            if not command.manual:
                # the engine's pairing replaces whatever was made by hand
                after = _drop_events(after, IntegrityKind.MPA, command.round_no)
                if after.fide.manual_round == command.round_no:
                    after = _record(after, manual_round=None)
            return after
        case UnpairRound():
            after = _drop_events(after, IntegrityKind.MPA, command.round_no)
            if after.fide.manual_round == command.round_no:
                after = _record(after, manual_round=None)
            return after
        case SetPairingSettings() | SetTournamentDetails():
            return _configuration_events(before, after)
        case SetInitialOrder():
            return _order_events(before, after, command)
        case RequestBye() if command.kind is ResultCode.FULL_BYE:
            p = next(q for q in after.tournament.players if q.id == command.player_id)
            return with_event(
                after,
                IntegrityKind.FPB,
                command.round_no,
                f"full-point bye for {_who(after.tournament, p.id)} (deprecated by FIDE: "
                "the arbiter confirmed it)",
            )
        case ImportTrf():
            return _imported(before, after, command)
        case AddPlayer() | EditPlayer():
            return _rating_source(after, command)
    return after


def _drop_events(state: State, kind: IntegrityKind, round_no: int) -> State:
    events = tuple(e for e in state.fide.events if not (e.kind is kind and e.round_no == round_no))
    if len(events) == len(state.fide.events):
        return state
    return _record(state, events=events)


def _result_events(before: State, after: State, cmd: SetResult) -> State:
    r = cmd.round_no
    if r >= before.rounds_paired:
        return after  # the round being played: entering results is no correction
    rs = before.round(r)
    if rs is None:
        return after
    t = before.tournament
    board_no, board = next(
        ((n, b) for n, b in enumerate(rs.boards, start=1) if b.white == cmd.white), (0, None)
    )
    if board is None:
        return after
    white = next(p for p in t.players if p.id == board.white)
    black = next(p for p in t.players if p.id == board.black)
    old = GameResult.from_codes(white.entry(r).result, black.entry(r).result)
    if old is cmd.result or old is None or old is GameResult.NONE:
        return after
    pair = f"board {board_no} ({board.white}-{board.black})"
    if old is GameResult.ADJOURNED:
        w, _b = cmd.result.codes
        if w in _DRAWN or cmd.result is GameResult.NONE:
            return after  # a draw: what the next pairing assumed
        return with_event(
            after,
            IntegrityKind.ADJOURNMENT,
            r,
            f"{pair}: the adjourned game ended {cmd.result.value}; round {r + 1} was paired "
            "with it as a draw",
        )
    reason = " ".join(cmd.reason.split())
    text = f"{pair}: {old.value} corrected to {cmd.result.value or '(no result)'}"
    if reason:
        text += f" (reason: {reason})"
    return with_event(after, IntegrityKind.CORRECTION, r, text)


_POINT_NAMES = (
    ("win", "win"),
    ("draw", "draw"),
    ("loss", "loss"),
    ("forfeit_win", "forfeit win"),
    ("forfeit_loss", "forfeit loss"),
    ("pab", "PAB"),
    ("full_bye", "full-point bye"),
    ("half_bye", "half-point bye"),
    ("zero_bye", "zero-point bye"),
)


def point_changes(old: PointSystem, new: PointSystem) -> list[str]:
    """``"PAB 1 -> 0.5"`` for each value of the point system that changes."""
    out = []
    for attr, name in _POINT_NAMES:
        a, b = getattr(old, attr), getattr(new, attr)
        if a != b:
            out.append(f"{name} {_num(a)} -> {_num(b)}")
    return out


def _num(x: object) -> str:
    from fractions import Fraction

    if isinstance(x, Fraction):
        return str(x.numerator) if x.denominator == 1 else f"{float(x):g}"
    return str(x)


def configuration_changes(before: State, after: State) -> list[str]:
    """What a set-up change alters among the settings the checklist locks after round 1."""
    a, b = before.settings, after.settings
    out = []
    if a.system != b.system:
        out.append(f"pairing system {a.system or '(by date)'} -> {b.system or '(by date)'}")
    if a.baku != b.baku:
        out.append(f"Baku acceleration {'on' if a.baku else 'off'} -> {'on' if b.baku else 'off'}")
    if a.tiebreaks != b.tiebreaks:
        out.append(f"tie-breaks {a.tiebreaks or '(none)'} -> {b.tiebreaks or '(none)'}")
    ta, tb = before.tournament, after.tournament
    if ta.rounds_total != tb.rounds_total:
        out.append(f"number of rounds {ta.rounds_total or '?'} -> {tb.rounds_total or '?'}")
    out.extend(point_changes(ta.point_system, tb.point_system))
    return out


def _configuration_events(before: State, after: State) -> State:
    if before.rounds_paired < 1:
        return after  # set-up before the tournament starts is no integrity event
    changes = configuration_changes(before, after)
    if not changes:
        return after
    r = event_round(before)
    text = "; ".join(changes) + f" (confirmed; rounds 1-{before.rounds_paired} re-checked)"
    return with_event(after, IntegrityKind.CONFIGURATION, r, text)


def rated(
    state: State, p: Player, index: Mapping[PlayerId, NationalRating] | None = None
) -> Player:
    """``p`` with his tournament rating (by the rating method, record 172) as his rating.

    ``index``: the national ratings by player (:func:`national_index`), when many players are
    rated at once (a lookup each instead of a scan of the record).
    """
    return dataclasses.replace(p, rating=tournament_rating(state.fide, p, index))


def national_index(record: FideRecord) -> dict[PlayerId, NationalRating]:
    """The record's national ratings by player."""
    return {n.player: n for n in record.national}


def tournament_rating(
    record: FideRecord, p: Player, index: Mapping[PlayerId, NationalRating] | None = None
) -> int:
    """The rating that orders ``p`` under the tournament's rating method (0 = unrated).

    >>> from engine.model import Player, PlayerId
    >>> n = NationalRating(PlayerId(1), "NOR", 1850)
    >>> r = FideRecord(rating_method=RatingMethod.HBFN, national=(n,))
    >>> tournament_rating(r, Player(PlayerId(1), "A", rating=1800))
    1850
    """
    method = record.rating_method
    fide = p.rating
    n = index.get(p.id) if index is not None else record.national_of(p.id)
    national = n.rating if n is not None else 0
    match method:
        case RatingMethod.FIDE | RatingMethod.OTHER:
            return fide
        case RatingMethod.NRO:
            return national
        case RatingMethod.FIDON:
            return fide or national
        case RatingMethod.NIDOF:
            return national or fide
        case RatingMethod.HBFN:
            return max(fide, national)
        case RatingMethod.LBFN:
            defined = [x for x in (fide, national) if x]
            return min(defined) if defined else 0


def regenerated_order(state: State) -> tuple[PlayerId, ...]:
    """The pairing numbers C.04.2 B.2 gives (by tournament rating, title, name or lots)."""
    from engine.journal.rules import initial_order_key  # rules imports this module

    by_lot = state.settings.ties_by_lot
    index = national_index(state.fide)
    return tuple(
        p.id
        for p in sorted(
            state.tournament.players,
            key=lambda p: initial_order_key(rated(state, p, index), by_lot=by_lot),
        )
    )


def _order_events(before: State, after: State, cmd: SetInitialOrder) -> State:
    if before.rounds_paired < 1:
        return after  # numbers are not in use before round 1 is paired
    order = cmd.order or regenerated_order(before)
    moved = [(old, PlayerId(n)) for n, old in enumerate(order, start=1) if old != n]
    if not moved:
        return after
    t = before.tournament
    shown = ", ".join(f"{_who(t, old)} -> No. {new}" for old, new in moved)
    kind = IntegrityKind.TPN_EXCHANGE if cmd.order else IntegrityKind.TPN_REGENERATION
    return with_event(after, kind, event_round(before), shown)


def renumbered(record: FideRecord, mapping: Mapping[PlayerId, PlayerId]) -> FideRecord:
    """The record with every pairing number replaced by ``mapping[number]`` (players that
    are no longer in the mapping, deleted ones, lose their data)."""

    def keep(pid: PlayerId) -> bool:
        return pid in mapping

    national = tuple(
        sorted(
            (
                dataclasses.replace(n, player=mapping[n.player])
                for n in record.national
                if keep(n.player)
            ),
            key=lambda n: n.player,
        )
    )
    sources = tuple(sorted((mapping[p], s) for p, s in record.rating_sources if keep(p)))
    corrections = tuple(
        dataclasses.replace(c, white=mapping[c.white], black=mapping[c.black])
        for c in record.rating_corrections
        if keep(c.white) and keep(c.black)
    )
    return dataclasses.replace(
        record, national=national, rating_sources=sources, rating_corrections=corrections
    )


def _rating_source(after: State, cmd: AddPlayer | EditPlayer) -> State:
    source = cmd.player.rating_source.strip()
    if not source:
        return after
    pid = (
        cmd.player_id
        if isinstance(cmd, EditPlayer)
        else max(p.id for p in after.tournament.players)
    )
    sources = tuple(p for p in after.fide.rating_sources if p[0] != pid)
    return _record(after, rating_sources=tuple(sorted((*sources, (pid, source)))))


# ---- import ----------------------------------------------------------------------------------


def imported_record(before: State, t: Tournament) -> FideRecord:
    """The FIDE record of a tournament read from a TRF: in FIDE mode (Q56) unless the file or
    the tournament it replaces left it (no re-entry, Q45); rating method and national ratings
    from its ``172`` and ``NRS`` lines."""
    left = not before.fide.active or any(
        line.startswith(NOT_FIDE_MODE_MARKER) or line.startswith("### FIDE mode @ Round")
        for line in t.extra_records
    )
    method, federation, national = read_national(t)
    return FideRecord(
        active=not left,
        left_round=before.fide.left_round if not before.fide.active else None,
        left_reason=before.fide.left_reason,
        events=tuple(e for e in before.fide.events if e.kind is IntegrityKind.FIDE_MODE),
        rating_method=method,
        rating_federation=federation,
        national=national,
        rating_sources=tuple((p.id, "TRF import") for p in t.players if p.rating),
    )


def _imported_settings(after: State, cmd: ImportTrf) -> EventSettings:
    """The settings the file states: the tie-breaks of its ``202`` line, Baku acceleration of
    its ``192`` code (when it has no acceleration values of its own)."""
    settings = after.settings
    t = cmd.tournament
    tiebreaks = next((line[4:].strip() for line in t.extra_records if line.startswith("202 ")), "")
    if tiebreaks and not settings.tiebreaks:
        from engine.standings import format_tiebreaks, parse_tiebreaks
        from engine.standings.errors import TieBreakCodeError

        # an unknown code leaves the file's own line as the only record of the list
        with contextlib.suppress(TieBreakCodeError):
            settings = dataclasses.replace(
                settings, tiebreaks=format_tiebreaks(parse_tiebreaks(tiebreaks))
            )
    if t.pairing_system.endswith("_BAKU") and not t.acceleration and not settings.baku:
        settings = dataclasses.replace(settings, baku=True)
    return settings


def read_national(t: Tournament) -> tuple[RatingMethod, str, tuple[NationalRating, ...]]:
    """The ``172`` method and the ``NRS`` records among a tournament's unknown lines."""
    from engine.journal.trf2026 import parse_172, parse_nrs

    method, federation = RatingMethod.FIDE, ""
    national: dict[PlayerId, NationalRating] = {}
    ids = {p.id for p in t.players}
    for line in t.extra_records:
        if line.startswith("172"):
            parsed = parse_172(line)
            if parsed is not None:
                federation, method = parsed
            continue
        n = parse_nrs(line)
        if n is not None and n.player in ids and n.player not in national:
            national[n.player] = dataclasses.replace(n, source="TRF import")
    return method, federation, tuple(national[k] for k in sorted(national))


def _imported(before: State, after: State, cmd: ImportTrf) -> State:
    record = imported_record(before, cmd.tournament)
    after = dataclasses.replace(after, fide=record, settings=_imported_settings(after, cmd))
    adjustments = [line for line in cmd.report if not line.startswith("re-check")]
    rechecked = [line for line in cmd.report if line.startswith("re-check")]
    parts = [f"{cmd.source or 'a TRF file'} imported"]
    parts.append(f"{len(adjustments)} adjustment(s) listed" if adjustments else "no adjustment")
    if rechecked:
        parts.append("; ".join(line.removeprefix("re-check: ") for line in rechecked))
    paired = cmd.tournament.rounds_paired()
    return with_event(after, IntegrityKind.IMPORT, max(1, paired), ", ".join(parts))


__all__ = [
    "board_text",
    "configuration_changes",
    "correction_line",
    "event_round",
    "handle",
    "imported_record",
    "manual_round_allowed",
    "mpa_text",
    "national_index",
    "pairing_differences",
    "point_changes",
    "prepare",
    "rated",
    "rating_tournament",
    "read_national",
    "regenerated_order",
    "renumbered",
    "settle",
    "tournament_rating",
    "unfinished_boards",
    "with_event",
]


def rating_tournament(state: State) -> Tournament:
    """The tournament the rating report reads: the results entered, with the rating-only
    corrections in their place (Q192: kept apart from what pairings and standings use)."""
    t = state.tournament
    if not state.fide.rating_corrections:
        return t
    players = {p.id: p for p in t.players}
    for c in state.fide.rating_corrections:
        for pid, code in ((c.white, c.white_code), (c.black, c.black_code)):
            p = players.get(pid)
            if p is None or p.entry(c.round_no).opponent is None:
                continue
            e = p.entry(c.round_no)
            players[pid] = _with_entry(p, c.round_no, RoundEntry(e.opponent, e.colour, code))
    return _undeclared(dataclasses.replace(t, players=tuple(players[p.id] for p in t.players)))

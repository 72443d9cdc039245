"""What the round screens need from the engine, as plain functions (no Qt, no rules of our own).

Every rule is the engine's: the absolute criteria come from :mod:`engine.pairing.dutch.criteria`
over :func:`engine.pairing.common.history.build_histories`, the consequences of a correction from
:func:`engine.checker.check_tournament`. These functions only gather and word the answers; the
words are :class:`~arbiter_gui.i18n.words.Words` (English, translated where the window shows
them).
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import operator
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from arbiter_gui.i18n.words import Words, joined
from engine.checker.check import check_tournament, tournament_before_round
from engine.explain.trace import RoundPaired, TraceEvent
from engine.journal import (
    Command,
    GameResult,
    Journal,
    PublishRound,
    RequestBye,
    RoundState,
    SetPairing,
    SetPairingSettings,
    SetResult,
    SetTournamentDetails,
    State,
    TournamentDetails,
    UnpairRound,
    trf_tournament,
)
from engine.model import (
    NOT_PAIRED_ENTRY,
    Colour,
    Player,
    PlayerId,
    ResultCode,
    RoundEntry,
    Tournament,
)
from engine.pairing import PairingSystem
from engine.pairing.api import Board
from engine.pairing.common.manual import Breach, Violation
from engine.query.manual_pairing import check_manual_pairing

RESULT_KEYS: dict[str, GameResult] = {
    "1": GameResult.WHITE_WINS,
    "0": GameResult.BLACK_WINS,
    "=": GameResult.DRAW,
    "5": GameResult.DRAW,
    "½": GameResult.DRAW,
    "+": GameResult.WHITE_WINS_FORFEIT,
    "-": GameResult.BLACK_WINS_FORFEIT,
    "*": GameResult.DOUBLE_FORFEIT,
    # issue 21: adjourned, and the results that are not a whole game's worth
    "a": GameResult.ADJOURNED,
    "h": GameResult.WHITE_HALF_BLACK_ZERO,
    "b": GameResult.WHITE_ZERO_BLACK_HALF,
    "x": GameResult.BOTH_LOSE,
}
"""Result keys, White's side (arbiter-workflow §8.2): 1, 0, = or 5, +, -, * (0F-0F); a
(adjourned), h (½-0), b (0-½), x (0-0)."""

KEY_LEGEND = (
    "1 = 1-0 · 0 = 0-1 · = or 5 = ½-½ · + = 1F-0F · − = 0F-1F · * = 0F-0F · "
    "a = adjourned · h = ½-0 · b = 0-½ · x = 0-0 · Del clears"
)


def pairing_input(source: State | Tournament, round_no: int) -> Tournament:
    """The tournament as the engine pairs ``round_no``: earlier rounds, announced absences of
    this one.

    From a journal :class:`State`, the tournament its TRF export writes
    (:func:`engine.journal.trf_tournament`): the blank entries that pad a player's line up to a
    bye booked for a later round are not absences there, and Baku acceleration from the
    settings becomes XXA values — so the window pairs exactly what ``swiss-pair`` pairs from the
    exported file. A bare :class:`Tournament` is read as a TRF is: a blank entry of the round
    being paired is an announced absence.
    """
    t = _journal_input(source, round_no) if isinstance(source, State) else source
    before = tournament_before_round(t, round_no)
    if before.rounds_total is None or before.rounds_total < round_no:
        before = dataclasses.replace(before, rounds_total=round_no)
    return before


def _journal_input(state: State, round_no: int) -> Tournament:
    """Earlier rounds as the TRF export writes them; ``round_no`` as the journal holds it.

    The round itself keeps the journal's entries (in a paired round, a player with none is one
    the pairing leaves out, not an announced absence); a blank entry there only pads the line
    up to a later booked bye and is dropped.
    """
    exported = trf_tournament(state)
    players = []
    for p, own in zip(exported.players, state.tournament.players, strict=True):
        rounds = list(p.rounds[: round_no - 1])
        rounds += [NOT_PAIRED_ENTRY] * (round_no - 1 - len(rounds))
        entry = own.entry(round_no)
        if entry != NOT_PAIRED_ENTRY:
            rounds.append(entry)
        players.append(dataclasses.replace(p, rounds=tuple(rounds)))
    return dataclasses.replace(exported, players=tuple(players))


def players_to_pair(state: State, round_no: int) -> tuple[int, int]:
    """How many players the pairing of ``round_no`` gets and how many of them are absent
    (an announced bye, a withdrawal), as :func:`pairing_input` hands them to the engine,
    without making it (a TRF export of 3,000 players for two numbers: issue 26).
    """
    absent = 0
    for p in state.tournament.players:
        if p.withdrawn_from is not None and round_no >= p.withdrawn_from:
            absent += 1
            continue
        e = p.entry(round_no)
        if e != NOT_PAIRED_ENTRY and e.opponent is None and e.result is not ResultCode.PAB:
            absent += 1  # engine.pairing.common.history.is_absent on the pairing input
    return len(state.tournament.players), absent


def system_for(state: State, today: _dt.date | None = None) -> PairingSystem:
    """The pairing system of the tournament: the set-up dialog's choice (the journal's event
    settings), else the system the file names, else by start date (Dutch 2026 from 2026-02-01).
    """
    from arbiter_gui.dialogs.settings import default_system, system_of

    settings = getattr(state, "settings", None)
    value = str(getattr(settings, "system", "") or "")
    if value:
        try:
            return PairingSystem(value)
        except ValueError:
            pass
    return system_of(state.tournament) or default_system(_date(state.tournament.start_date), today)


def _date(text: str) -> _dt.date | None:
    digits = [part for part in text.replace("-", "/").replace(".", "/").split("/") if part]
    if len(digits) == 3 and all(d.isdigit() for d in digits):
        y, m, d = (int(x) for x in digits)
        if d > 31:  # dd/mm/yyyy
            y, d = d, y
        try:
            return _dt.date(y, m, d)
        except ValueError:
            return None
    return None


def is_2026(system: PairingSystem) -> bool:
    return system is PairingSystem.DUTCH_2026


# ---- pre-pairing checks ----------------------------------------------------------------------


class CheckKind(Enum):
    SETTINGS = "tournament settings"
    UNPUBLISHED = "previous round not published"
    MISSING_RESULT = "result missing"
    ABSENT = "announced absence"
    BYE = "bye requested"
    WITHDRAWN = "withdrawn"


@dataclass(frozen=True, slots=True)
class PrePairingCheck:
    """One item of the checklist; ``fix`` is the one-click command, if there is one."""

    kind: CheckKind
    text: str
    blocking: bool  # the engine refuses to pair until it is resolved
    fix: Command | None = None
    fix_label: str = ""
    board: int | None = None  # for a missing result: the board to go to
    lot: bool = False  # the fix is drawn by lot when the arbiter applies it (initial colour)


def pre_pairing_checks(state: State, round_no: int) -> list[PrePairingCheck]:
    """What the arbiter should look at before pairing ``round_no`` (arbiter-workflow §5)."""
    t = state.tournament
    names = {p.id: p.name for p in t.players}
    checks: list[PrePairingCheck] = []
    # before round 1 is paired (a bye requested for round 1 already gives a player a round
    # entry: it does not make the initial colour less needed)
    if t.initial_colour is None and state.rounds_paired == 0:
        values = {f.name: getattr(t, f.name) for f in dataclasses.fields(TournamentDetails)}
        values["initial_colour"] = Colour.WHITE
        checks.append(
            PrePairingCheck(
                CheckKind.SETTINGS,
                Words("The initial colour (White or Black for the first player) is not set"),
                True,
                SetTournamentDetails(TournamentDetails(**values)),
                Words("Set it to White"),
            )
        )
        checks.append(
            PrePairingCheck(
                CheckKind.SETTINGS,
                Words("… or draw the initial colour by lot (recorded in the tournament file)"),
                True,
                None,
                Words("Draw it by lot"),
                lot=True,
            )
        )
    prev = state.round(round_no - 1)
    if prev is not None and not prev.published:
        checks.append(
            PrePairingCheck(
                CheckKind.UNPUBLISHED,
                Words("Round {0} is not published yet", round_no - 1),
                True,
                PublishRound(round_no - 1),
                Words("Publish round {0}", round_no - 1),
            )
        )
    if prev is not None:
        for n in state.missing_results(round_no - 1):
            b = prev.boards[n - 1]
            checks.append(
                PrePairingCheck(
                    CheckKind.MISSING_RESULT,
                    Words(
                        "Round {0}, board {1}: {2} – {3} has no result",
                        round_no - 1,
                        n,
                        names.get(b.white, b.white),
                        names.get(b.black, b.black),
                    ),
                    True,
                    None,
                    Words("Enter result"),
                    board=n,
                )
            )
    for p in t.players:
        if p.withdrawn_from is not None and p.withdrawn_from <= round_no:
            checks.append(
                PrePairingCheck(
                    CheckKind.WITHDRAWN,
                    Words("{0} (No. {1}) withdrew from round {2}", p.name, p.id, p.withdrawn_from),
                    False,
                )
            )
            continue
        code = p.entry(round_no).result
        if p.entry(round_no).opponent is not None or code is ResultCode.PAB:
            continue
        label = {
            ResultCode.HALF_BYE: (CheckKind.BYE, Words("half-point bye requested")),
            ResultCode.FULL_BYE: (CheckKind.BYE, Words("full-point bye requested")),
            ResultCode.ZERO_BYE: (CheckKind.ABSENT, Words("marked absent (zero-point bye)")),
        }.get(code)
        if label is None:
            continue
        kind, what = label
        checks.append(
            PrePairingCheck(
                kind,
                Words("{0} (No. {1}): {2}", p.name, p.id, what),
                False,
                RequestBye(p.id, round_no, ResultCode.NOT_PAIRED),
                Words("Take it back: pair in this round"),
            )
        )
    return checks


# ---- manual changes --------------------------------------------------------------------------


def colour_by_lot(state: State, colour: Colour) -> SetTournamentDetails:
    """The command that records ``colour`` as the initial colour drawn by lot (one undo step:
    the details and the settings' lots flag together)."""
    t = state.tournament
    values = {f.name: getattr(t, f.name) for f in dataclasses.fields(TournamentDetails)}
    values["initial_colour"] = colour
    settings = dataclasses.replace(state.settings, colour_by_lot=True)
    return SetTournamentDetails(
        TournamentDetails(**values), SetPairingSettings(settings, t.point_system)
    )


def manual_warnings(
    source: State | Tournament,
    round_no: int,
    boards: Sequence[Board],
    bye: PlayerId | None,
    system: PairingSystem = PairingSystem.DUTCH_2017,
) -> list[str]:
    """The absolute criteria of ``system`` a hand-made pairing breaks, and who is left out.

    The check is the engine's (:func:`engine.query.manual_pairing.check_manual_pairing`); the
    words are the window's, translatable (the log keeps the English)."""
    t = pairing_input(source, round_no)
    names = {int(p.id): p.name for p in t.players}
    found = check_manual_pairing(t, round_no, boards, bye, system)
    return [violation_words(v, names) for v in found]


def violation_words(v: Violation, names: Mapping[int, str]) -> Words:
    """One finding of the engine's manual-pairing check, as the window says it."""

    def who(pid: int) -> str:
        return f"{names.get(pid, '?')} ({pid})"

    if v.breach is Breach.LEFT_OUT:
        return Words("not paired: {0}", ", ".join(who(p) for p in v.players))
    if v.board is None:
        if v.breach is Breach.ABSENT:
            return Words("PAB: {0} is not to be paired this round", who(v.players[0]))
        return Words(
            "{0} PAB: {1} already had a PAB or a forfeit win", v.article, who(v.players[0])
        )
    n = v.board
    if v.breach is Breach.ABSENT:
        return Words("board {0}: {1} is not to be paired this round", n, who(v.players[0]))
    a, b = (who(p) for p in v.players)
    if v.breach is Breach.SAME_ABSOLUTE_COLOUR:
        colour = (
            Words("white")
            if v.colour is Colour.WHITE
            else Words("black")
            if v.colour is Colour.BLACK
            else Words("the same colour")
        )
        return Words(
            "{0} board {1}: {2} and {3} both have an absolute preference for {4}",
            v.article,
            n,
            a,
            b,
            colour,
        )
    why = {
        Breach.ALREADY_MET: Words("they have already played"),
        Breach.FORBIDDEN: Words("the pair is forbidden"),
        Breach.COLOURS: Words(
            "one of them would have the same colour three times in a row or three more of "
            "one colour"
        ),
    }.get(v.breach, Words(v.breach.value))
    return Words("{0} board {1}: {2} – {3}: {4}", v.article, n, a, b, why)


def swap_colours(boards: Sequence[Board], index: int) -> tuple[Board, ...]:
    """Board ``index`` (0-based) with the colours exchanged."""
    out = list(boards)
    b = out[index]
    out[index] = Board(b.black, b.white)
    return tuple(out)


def exchange_players(
    boards: Sequence[Board], bye: PlayerId | None, a: PlayerId, b: PlayerId
) -> tuple[tuple[Board, ...], PlayerId | None]:
    """``a`` and ``b`` change places (on their boards, or with the PAB)."""

    def m(x: PlayerId) -> PlayerId:
        return b if x == a else a if x == b else x

    new_boards = tuple(Board(m(x.white), m(x.black)) for x in boards)
    return new_boards, (m(bye) if bye is not None else None)


# ---- results ---------------------------------------------------------------------------------


def correction_consequences(
    t: Tournament,
    round_no: int,
    last_paired: int,
    system: PairingSystem = PairingSystem.DUTCH_2017,
) -> list[str]:
    """Later rounds whose pairing would differ with the corrected results of ``round_no``."""
    later = range(round_no + 1, last_paired + 1)
    if not later:
        return []
    report = check_tournament(t, system, rounds=later)
    return [line for line in report.render().splitlines() if line]


def correction_outcome(
    state: State, round_no: int, system: PairingSystem = PairingSystem.DUTCH_2017
) -> list[str]:
    """What a corrected result of ``round_no`` does to the later rounds, in words.

    For each later round whose pairing the engine would now make differently (the checker,
    :func:`engine.checker.check_tournament`, replays each from the rounds before it): the
    boards that change, in the round's own board numbers, and what follows: a published
    round stands (C.04.2 D.10: published pairings are not changed for a later correction), a
    draft is to be paired again. Empty when no later pairing changes.
    """
    last = state.rounds_paired
    later = range(round_no + 1, last + 1)
    if not later:
        return []
    report = check_tournament(state.tournament, system, rounds=later)
    out: list[str] = []
    for d in report.discrepancies:
        rs = state.round(d.round_no)
        if d.error:
            out.append(
                Words("round {0} could not be paired with this result: {1}", d.round_no, d.error)
            )
            continue
        if rs is None:
            continue
        changed = {frozenset((b.white, b.black)) for b in d.file_pairs}
        boards = [
            n for n, b in enumerate(rs.boards, start=1) if frozenset((b.white, b.black)) in changed
        ]
        what: list[str] = [_board_list(boards)] if boards else []
        if d.file_bye != d.engine_bye:
            what.append(Words("the pairing-allocated bye"))
        where = (
            Words("{0} and {1}", *what)
            if len(what) == 2
            else what[0]
            if what
            else Words("its boards")
        )
        if rs.published:
            out.append(
                Words(
                    "this changes round {0}'s pairing on {1}; round {0} is published, so it "
                    "stands — {2}",
                    d.round_no,
                    where,
                    "C.04.2 D.10",
                )
            )
        else:
            out.append(
                Words(
                    "this changes round {0}'s pairing on {1}; round {0} is a draft: pair it "
                    "again before publishing",
                    d.round_no,
                    where,
                )
            )
    return out


def _board_list(boards: Sequence[int]) -> str:
    """``board 3``, ``boards 1 and 4``, ``boards 1, 4 and 6``."""
    if len(boards) == 1:
        return Words("board {0}", boards[0])
    return Words("boards {0} and {1}", ", ".join(str(n) for n in boards[:-1]), boards[-1])


def results_from_trf(state: State, other: Tournament) -> tuple[list[SetResult], list[str]]:
    """``SetResult`` commands taking the results of ``other`` (a TRF of the same tournament).

    Only published rounds whose boards are the same in both are taken; a result that differs
    from one already entered becomes a correction with a reason. Returns the commands and
    the problems found (different players or boards).
    """
    problems: list[str] = []
    mine = {p.id: p for p in state.tournament.players}
    theirs = {p.id: p for p in other.players}
    for pid, p in mine.items():
        q = theirs.get(pid)
        if q is None or q.name.casefold() != p.name.casefold():
            problems.append(
                Words(
                    "No. {0} is {1} here but {2} there",
                    pid,
                    p.name,
                    q.name if q else Words("missing"),
                )
            )
    if problems:
        return [], problems
    commands: list[SetResult] = []
    for rs in state.rounds:
        if not rs.published:
            continue
        r = rs.round_no
        for n, b in enumerate(rs.boards, start=1):
            w, k = theirs[b.white].entry(r), theirs[b.black].entry(r)
            if w.opponent != b.black:
                problems.append(
                    Words("round {0}, board {1}: the file pairs {2} differently", r, n, b.white)
                )
                continue
            if not w.result.value.strip():
                continue
            result = GameResult.from_codes(w.result, k.result)
            if result is None:
                problems.append(
                    Words("round {0}, board {1}: '{2}' is not a result", r, n, w.result.value)
                )
                continue
            current = GameResult.from_codes(
                mine[b.white].entry(r).result, mine[b.black].entry(r).result
            )
            if current is result:
                continue
            reason = ""
            if current is not None and current is not GameResult.NONE:
                reason = "imported from a TRF file"
            commands.append(SetResult(r, b.white, result, reason))
    return commands, problems


# ---- a draft made from a state that has changed since ----------------------------------------

_COSMETIC = frozenset(
    {
        "name",
        "city",
        "federation",
        "start_date",
        "end_date",
        "tournament_type",
        "chief_arbiter",
        "deputy_arbiters",
        "time_control",
        "time_control_code",
        "round_dates",
        "extra_records",
        "unknown_results",
        "players",
    }
)
"""Tournament fields the pairing does not read (the players are compared one by one)."""


def pairing_basis(journal: Journal, round_no: int) -> tuple[int, State] | None:
    """The log entry of the engine pairing of ``round_no`` still in effect, and the state it
    was made from (the state before it); None when the round was not paired by the engine
    (paired by hand from the start, imported from a file, or not paired).

    Hand edits after the engine's pairing are edits of it: the engine pairing is the basis.
    """
    if journal.state.round(round_no) is None:
        return None
    for seq, command in reversed(journal.applied()):
        if isinstance(command, UnpairRound) and command.round_no == round_no:
            return None
        if isinstance(command, SetPairing) and command.round_no == round_no and not command.manual:
            return seq, journal.state_before(seq)
    return None


def draft_basis(journal: Journal, round_no: int) -> State | None:
    """The state the engine paired the draft of ``round_no`` from, or None (see
    :func:`pairing_basis`; None also when the round is published)."""
    rs = journal.state.round(round_no)
    if rs is None or rs.published:
        return None
    basis = pairing_basis(journal, round_no)
    return basis[1] if basis is not None else None


def draft_changes(basis: State, now: State, round_no: int) -> list[str]:
    """What changed since ``basis`` that the pairing of ``round_no`` reads, in words.

    Empty when the pairing of ``round_no`` in ``now`` was made from the state as it still is.
    Compared: the engine's input for the round (:func:`pairing_input`, which leaves the round's
    own pairing out) and the pairing system.
    """
    if same_pairing_input(basis, now, round_no):
        return []  # the common case (a result of this round typed): no input built
    # pairing_input keeps of round_no only the announced byes: the draft itself is left out
    then_t, now_t = pairing_input(basis, round_no), pairing_input(now, round_no)
    out: list[str] = []
    if system_for(basis) is not system_for(now):
        out.append(
            Words("pairing system {0} → {1}", system_for(basis).value, system_for(now).value)
        )
    out.extend(
        Words("tournament setting changed: {0}", name.replace("_", " "))
        for name in Tournament.__dataclass_fields__
        if name not in _COSMETIC and getattr(then_t, name) != getattr(now_t, name)
    )
    old = {p.id: p for p in then_t.players}
    new = {p.id: p for p in now_t.players}
    names = {**{i: p.name for i, p in old.items()}, **{i: p.name for i, p in new.items()}}

    def who(pid: PlayerId) -> str:
        return f"{names.get(pid, '?')} ({pid})"

    out.extend(Words("{0} registered", who(pid)) for pid in sorted(new.keys() - old.keys()))
    out.extend(Words("{0} deleted", who(pid)) for pid in sorted(old.keys() - new.keys()))
    both = old.keys() & new.keys()  # once: per board it made 3,000 players O(n²) (issue 26)
    for k in range(1, round_no):
        rs = now.round(k)
        boards = rs.boards if rs is not None else ()
        on_board: set[PlayerId] = set()
        for n, b in enumerate(boards, start=1):
            on_board.add(b.white)
            on_board.add(b.black)
            if b.white not in both or b.black not in both:
                continue
            before = _board_result(old, b, k)
            after = _board_result(new, b, k)
            if before != after:
                out.append(
                    Words(
                        "round {0}, board {1} ({2} – {3}): {4} → {5}",
                        k,
                        n,
                        who(b.white),
                        who(b.black),
                        _result_words(before),
                        _result_words(after),
                    )
                )
        for pid in sorted(both - on_board):
            e, f = old[pid].entry(k), new[pid].entry(k)
            if e != f:
                out.append(
                    Words("round {0}: {1} {2} → {3}", k, who(pid), _entry_words(e), _entry_words(f))
                )
    for pid in sorted(both):
        p, q = old[pid], new[pid]
        e, f = p.entry(round_no), q.entry(round_no)
        if e != f:
            out.append(
                Words(
                    "round {0}: {1} {2} → {3}",
                    round_no,
                    who(pid),
                    _entry_words(e),
                    _entry_words(f),
                )
            )
        if p.withdrawn_from != q.withdrawn_from:
            out.append(
                Words("{0} withdrew from round {1}", who(pid), q.withdrawn_from)
                if q.withdrawn_from is not None
                else Words("{0}: withdrawal taken back", who(pid))
            )
        fields = [
            name
            for name in ("rating", "title", "sex", "federation", "fide_id", "birth_date", "name")
            if getattr(p, name) != getattr(q, name)
        ]
        if fields:
            changed = ", ".join(f.replace("_", " ") for f in fields)
            out.append(Words("{0}: {1} changed", who(pid), changed))
    if not out and _without_informative(then_t) != _without_informative(now_t):
        out.append(Words("the players' data the pairing of round {0} reads changed", round_no))
    return out


def explanation_note(
    round_no: int,
    rs: RoundState | None,
    events: Sequence[TraceEvent],
    since: Sequence[str] = (),
    of_pairing: bool = True,
) -> str:
    """What an arbiter must know before reading a round's explanation tree as "why this
    pairing", or "" when the tree explains exactly the pairing on the page.

    ``since``: what changed since the state the tree was made from; ``of_pairing``: that state
    is the one the round's pairing was made from (as the journal recorded it). Then the boards
    the tree ends with are compared with the round's: edited by hand, imported, or replayed
    from another state, they are named.
    """
    parts: list[str] = []
    if since and of_pairing:
        parts.append(
            Words(
                "Round {0} was paired before these changes: {1}. It is explained from the "
                "state recorded with the pairing.",
                round_no,
                joined("; ", since),
            )
        )
    elif since:
        parts.append(
            Words(
                "Explained from an earlier state of the tournament; since then: {0}.",
                joined("; ", since),
            )
        )
    paired = [e for e in events if isinstance(e, RoundPaired)]
    if rs is not None and paired:
        engine = {frozenset((int(w), int(b))) for w, b in paired[-1].boards}
        engine_colours = {(int(w), int(b)) for w, b in paired[-1].boards}
        other = [
            n
            for n, b in enumerate(rs.boards, start=1)
            if frozenset((int(b.white), int(b.black))) not in engine
        ]
        swapped = [
            n
            for n, b in enumerate(rs.boards, start=1)
            if n not in other and (int(b.white), int(b.black)) not in engine_colours
        ]
        bye_differs = (int(rs.bye) if rs.bye is not None else None) != paired[-1].bye
        if other or swapped or bye_differs or len(engine) != len(rs.boards):
            if rs.manual:
                template = "The pairing of round {0} was edited by hand ({1})."
            elif not of_pairing:
                template = (
                    "The pairing of round {0} is not the engine's pairing of the state "
                    "explained ({1})."
                )
            else:
                template = "The pairing of round {0} is not the engine's pairing ({1})."
            what: list[str] = []
            if other:
                what.append(Words("{0}: other players", _numbers(other)))
            if swapped:
                what.append(Words("{0}: colours the other way", _numbers(swapped)))
            if bye_differs:
                what.append(Words("another pairing-allocated bye"))
            detail = joined("; ", what) if what else Words("the boards differ")
            how = Words(template, round_no, detail)
            parts.append(
                Words("{0} The tree explains the engine's pairing, not those boards.", how)
            )
    return joined(" ", parts)


def _numbers(boards: Sequence[int]) -> str:
    """``board 3`` or ``boards 1, 4 …``."""
    shown = ", ".join(str(n) for n in boards[:8]) + (" …" if len(boards) > 8 else "")
    return Words("boards {0}", shown) if len(boards) > 1 else Words("board {0}", shown)


_INFORMATIVE = frozenset({"declared_points", "declared_rank"})
"""Player fields no pairing reads: the score and rank columns of an imported file, kept only to
report a disagreement (a pairing clears them, since the scores move)."""
_PLAYER_DATA = tuple(
    name for name in Player.__dataclass_fields__ if name != "rounds" and name not in _INFORMATIVE
)
_player_data = operator.attrgetter(*_PLAYER_DATA)
"""A player's data the pairing reads, as one tuple (compared in C: 3,000 players changed by a
pairing are checked in milliseconds, issue 26)."""


def same_pairing_input(a: State, b: State, round_no: int) -> bool:
    """True when nothing the pairing of ``round_no`` reads differs between ``a`` and ``b``: the
    earlier rounds, the announced byes of the round, the players' data, the settings. Cheap
    (no TRF export): a 300-player check costs about a millisecond, not tens."""
    if a is b:
        return True
    if a.settings != b.settings or a.late_entries != b.late_entries:
        return False
    s, t = a.tournament, b.tournament
    if any(
        getattr(s, name) != getattr(t, name)
        for name in Tournament.__dataclass_fields__
        if name not in _COSMETIC
    ):
        return False
    if len(s.players) != len(t.players):
        return False
    for p, q in zip(s.players, t.players, strict=True):
        if p is q:
            continue
        if p.rounds[: round_no - 1] != q.rounds[: round_no - 1]:
            return False
        if _player_data(p) != _player_data(q):
            return False
        e, f = p.entry(round_no), q.entry(round_no)
        if (NOT_PAIRED_ENTRY if e.paired else e) != (NOT_PAIRED_ENTRY if f.paired else f):
            return False
    return True


def _without_informative(t: Tournament) -> Tournament:
    return dataclasses.replace(
        t,
        players=tuple(
            dataclasses.replace(p, declared_points=None, declared_rank=None) for p in t.players
        ),
    )


def stale_draft(journal: Journal, round_no: int) -> list[str]:
    """The changes since the draft of ``round_no`` was paired (empty: it is current)."""
    basis = draft_basis(journal, round_no)
    return draft_changes(basis, journal.state, round_no) if basis is not None else []


def _board_result(players: dict[PlayerId, Player], b: Board, k: int) -> GameResult | None:
    return GameResult.from_codes(players[b.white].entry(k).result, players[b.black].entry(k).result)


def _result_words(result: GameResult | None) -> str:
    if result is None:
        return "?"
    return result.value or Words("no result")


_ENTRY_WORDS = {
    ResultCode.NOT_PAIRED: Words("to be paired"),
    ResultCode.ZERO_BYE: Words("absent (zero-point bye)"),
    ResultCode.HALF_BYE: Words("half-point bye"),
    ResultCode.FULL_BYE: Words("full-point bye"),
    ResultCode.PAB: Words("pairing-allocated bye"),
}


def _entry_words(e: RoundEntry) -> str:
    if e.opponent is not None:
        return Words("against {0} ({1})", e.opponent, e.result.value.strip() or Words("no result"))
    return _ENTRY_WORDS.get(e.result, f"'{e.result.value}'")


def next_empty_board(state: State, round_no: int, after: int) -> int | None:
    """The first board without a result after board ``after`` (wrapping), or None."""
    missing = state.missing_results(round_no)
    if not missing:
        return None
    later = [n for n in missing if n > after]
    return later[0] if later else missing[0]

"""What the round screens need from the engine, as plain functions (no Qt, no rules of our own).

Every rule is the engine's: the absolute criteria come from :mod:`engine.pairing.dutch.criteria`
over :func:`engine.pairing.common.history.build_histories`, the consequences of a correction from
:func:`engine.checker.check_tournament`. These functions only gather and word the answers.
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from engine.checker.check import check_tournament, tournament_before_round
from engine.journal import (
    Command,
    GameResult,
    PublishRound,
    RequestBye,
    SetResult,
    SetTournamentDetails,
    State,
    TournamentDetails,
    trf_tournament,
)
from engine.model import NOT_PAIRED_ENTRY, Colour, PlayerId, ResultCode, Tournament
from engine.pairing import PairingSystem
from engine.pairing.api import Board
from engine.pairing.common.history import build_histories
from engine.pairing.dutch.criteria import c1_may_meet, c2_may_get_pab, c3_colour_compatible

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


def pre_pairing_checks(state: State, round_no: int) -> list[PrePairingCheck]:
    """What the arbiter should look at before pairing ``round_no`` (arbiter-workflow §5)."""
    t = state.tournament
    names = {p.id: p.name for p in t.players}
    checks: list[PrePairingCheck] = []
    if t.initial_colour is None and not any(p.rounds for p in t.players):
        values = {f.name: getattr(t, f.name) for f in dataclasses.fields(TournamentDetails)}
        values["initial_colour"] = Colour.WHITE
        checks.append(
            PrePairingCheck(
                CheckKind.SETTINGS,
                "The initial colour (White or Black for the first player) is not set",
                True,
                SetTournamentDetails(TournamentDetails(**values)),
                "Set it to White",
            )
        )
    prev = state.round(round_no - 1)
    if prev is not None and not prev.published:
        checks.append(
            PrePairingCheck(
                CheckKind.UNPUBLISHED,
                f"Round {round_no - 1} is not published yet",
                True,
                PublishRound(round_no - 1),
                f"Publish round {round_no - 1}",
            )
        )
    if prev is not None:
        for n in state.missing_results(round_no - 1):
            b = prev.boards[n - 1]
            checks.append(
                PrePairingCheck(
                    CheckKind.MISSING_RESULT,
                    f"Round {round_no - 1}, board {n}: {names.get(b.white, b.white)} – "
                    f"{names.get(b.black, b.black)} has no result",
                    True,
                    None,
                    "Enter result",
                    board=n,
                )
            )
    for p in t.players:
        if p.withdrawn_from is not None and p.withdrawn_from <= round_no:
            checks.append(
                PrePairingCheck(
                    CheckKind.WITHDRAWN,
                    f"{p.name} (No. {p.id}) withdrew from round {p.withdrawn_from}",
                    False,
                )
            )
            continue
        code = p.entry(round_no).result
        if p.entry(round_no).opponent is not None or code is ResultCode.PAB:
            continue
        label = {
            ResultCode.HALF_BYE: (CheckKind.BYE, "half-point bye requested"),
            ResultCode.FULL_BYE: (CheckKind.BYE, "full-point bye requested"),
            ResultCode.ZERO_BYE: (CheckKind.ABSENT, "marked absent (zero-point bye)"),
        }.get(code)
        if label is None:
            continue
        kind, what = label
        checks.append(
            PrePairingCheck(
                kind,
                f"{p.name} (No. {p.id}): {what}",
                False,
                RequestBye(p.id, round_no, ResultCode.NOT_PAIRED),
                "Take back (pair him)",
            )
        )
    return checks


# ---- manual changes --------------------------------------------------------------------------


def manual_warnings(
    source: State | Tournament,
    round_no: int,
    boards: Sequence[Board],
    bye: PlayerId | None,
    system: PairingSystem = PairingSystem.DUTCH_2017,
) -> list[str]:
    """The absolute criteria a hand-made pairing breaks (C.1, C.2, C.3), and who is left out."""
    t = pairing_input(source, round_no)
    hist = build_histories(t, round_no, is_2026(system))
    names = {p.id: p.name for p in t.players}

    def who(pid: PlayerId) -> str:
        return f"{names.get(pid, '?')} ({pid})"

    out: list[str] = []
    for n, b in enumerate(boards, start=1):
        a, c = hist.get(b.white), hist.get(b.black)
        if a is None or c is None:
            missing = b.white if a is None else b.black
            out.append(f"board {n}: {who(missing)} is not to be paired this round")
            continue
        if not c1_may_meet(a, c):
            why = "the pair is forbidden" if c.id in a.forbidden else "they have already played"
            out.append(f"C.1 board {n}: {who(b.white)} – {who(b.black)}: {why}")
        if not c3_colour_compatible(a, c):
            colour = a.preference[1]
            out.append(
                f"C.3 board {n}: {who(b.white)} and {who(b.black)} both have an absolute "
                f"preference for {colour.name.lower() if colour else 'the same colour'}"
            )
    if bye is not None:
        h = hist.get(bye)
        if h is None:
            out.append(f"PAB: {who(bye)} is not to be paired this round")
        elif not c2_may_get_pab(h):
            out.append(f"C.2 PAB: {who(bye)} already had a PAB or a forfeit win")
    placed = {x for b in boards for x in (b.white, b.black)} | ({bye} if bye else set())
    left = sorted(set(hist) - placed)
    if left:
        out.append("not paired: " + ", ".join(who(p) for p in left))
    return out


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
            problems.append(f"No. {pid} is {p.name} here but {q.name if q else 'missing'} there")
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
                problems.append(f"round {r}, board {n}: the file pairs {b.white} differently")
                continue
            if not w.result.value.strip():
                continue
            result = GameResult.from_codes(w.result, k.result)
            if result is None:
                problems.append(f"round {r}, board {n}: '{w.result.value}' is not a result")
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


def next_empty_board(state: State, round_no: int, after: int) -> int | None:
    """The first board without a result after board ``after`` (wrapping), or None."""
    missing = state.missing_results(round_no)
    if not missing:
        return None
    later = [n for n in missing if n > after]
    return later[0] if later else missing[0]

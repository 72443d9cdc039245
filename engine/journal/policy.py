"""Which warnings a change raises, in FIDE mode and out of it: the locks of the checklist.

:func:`assess` looks at a command against the current state and returns its
:class:`~engine.journal.warnings.RuleWarning` list. :meth:`engine.journal.Journal.apply` calls
it for every new change and refuses the change while a warning is unanswered or a refusal
stands; replaying a file does not call it (what the file holds was accepted when it was made).

FIDE mode (spec/fide-endorsement-2026.md §2) is stricter than the rules outside it:

- **after round 1**: the pairing system and the acceleration are fixed (refused, or leave FIDE
  mode, Q57); the number of rounds, the point system (the PAB value among it) and the tie-break
  list change only after a two-step warning and a re-check of every paired round (Q58-63,
  Q75-77, Q85-87); prohibited pairings are fixed (Q196);
- **scoring**: two draws may not be worth more than a win and a loss (Q74), the PAB never more
  than a win (Q81), and under 1-½-0 only 1, ½ or 0 (Q83);
- **pairing numbers**: only players of equal rating may exchange numbers, level 3 once round 1
  is paired; a regeneration that moves two or more players is level 3; from round 4 on the
  numbers are frozen (the rules refuse, Q147-156);
- **results**: only the last paired round and the one before may change; a change of the one
  before is a correction (level 3, ``### Correction``); older results only by a rating-only
  correction (Q189-193);
- **manual pairing** only in an open session (Q65), every edit checked (Q66-67,
  :mod:`engine.journal.manual`), publishing only after the session's end check (Q68-69);
- **byes**: a full-point bye is deprecated (level 2), a second half-point bye is level 3; in
  and out of FIDE mode, a bye beyond the tournament's limit of requested byes is refused
  (:mod:`engine.journal.byes`);
- **adjourned games**: pairing a round whose previous round has games without a result marks
  them adjourned (level 2, Q161); an adjourned game ending in a win is level 3 (Q164).
"""

from __future__ import annotations

from fractions import Fraction

from engine.journal.byes import bye_limit_refusal
from engine.journal.colours import warnings as colour_warnings
from engine.journal.commands import (
    Command,
    CorrectColours,
    CorrectRatingResult,
    EndManualPairing,
    GameResult,
    ImportTrf,
    LeaveFideMode,
    PublishRound,
    RequestBye,
    SetForbiddenPairs,
    SetInitialOrder,
    SetPairing,
    SetPairingSettings,
    SetRatingMethod,
    SetResult,
    SetTournamentDetails,
)
from engine.journal.fide import (
    configuration_changes,
    mpa_text,
    rated,
    regenerated_order,
    unfinished_boards,
)
from engine.journal.half_byes import barred
from engine.journal.national import method_notices
from engine.journal.state import State
from engine.journal.warnings import Level, RuleWarning
from engine.model import PointSystem, ResultCode

LEAVE_CONSEQUENCES = (
    "The tournament is no longer in FIDE mode, for good: FIDE mode can never be entered "
    "again for it, and Undo cannot take this back.",
    "Every TRF written from now on starts with the line '### NOT IN FIDE MODE' and holds a "
    "'### FIDE mode @ Round n' line; the window shows the marker permanently.",
    "A tournament program is judged in FIDE mode only: what is done from now on is not "
    "covered by the FIDE-mode guarantees (locked settings, checked results and pairings).",
    "Changes FIDE mode refuses become possible: the pairing system or acceleration after "
    "round 1, prohibited pairings after round 1, results of older rounds, pairing numbers "
    "against the rating order.",
)
"""What the two-step warning before leaving FIDE mode names (Q43)."""


def assess(state: State, command: Command) -> tuple[RuleWarning, ...]:
    """The warnings ``command`` raises in ``state`` (empty: it goes through as it is)."""
    match command:
        case LeaveFideMode():
            found = _leave(state, command)
        case SetPairingSettings() | SetTournamentDetails():
            found = _settings(state, command)
        case SetInitialOrder():
            found = _order(state, command)
        case SetForbiddenPairs():
            found = _forbidden(state, command)
        case SetRatingMethod():
            found = _rating_method(state, command)
        case SetResult():
            found = _result(state, command)
        case CorrectRatingResult():
            found = _rating_correction(state, command)
        case RequestBye():
            found = _bye(state, command)
        case SetPairing():
            found = _pairing(state, command)
        case PublishRound():
            found = _publish(state, command)
        case EndManualPairing():
            found = _end_manual(state, command)
        case ImportTrf():
            found = _import(state, command)
        case CorrectColours():
            found = colour_warnings(state, command)
        case _:
            found = []
    return tuple(found)


# ---- FIDE mode -------------------------------------------------------------------------------


def _leave(state: State, cmd: LeaveFideMode) -> list[RuleWarning]:
    if not state.fide.active:
        return [
            RuleWarning(
                Level.REFUSE,
                "fide-mode",
                "fide.left",
                "Not in FIDE mode",
                f"the tournament left FIDE mode in round {state.fide.left_round}",
            )
        ]
    return [
        RuleWarning(
            Level.TWO_STEP,
            "fide-mode",
            "fide.leave",
            "Leave FIDE mode",
            "the tournament leaves FIDE mode for good",
            LEAVE_CONSEQUENCES,
        )
    ]


def _refuse(key: str, title: str, message: str, *, leave: bool = True) -> RuleWarning:
    """A level 5 warning; ``leave``: leaving FIDE mode would lift it (the GUI offers that)."""
    if leave:
        message += " (possible only after leaving FIDE mode)"
    return RuleWarning(Level.REFUSE, "lock", key, title, message, leave_fide_mode=leave)


# ---- set-up: system, acceleration, rounds, scoring, tie-breaks --------------------------------


def scoring_problems(points: PointSystem) -> list[str]:
    """Why a point system is not allowed in FIDE mode (Q74, Q81, Q83); empty when it is.

    >>> scoring_problems(PointSystem(win=Fraction(3), draw=Fraction(2), pab=Fraction(4)))
    ['two draws (4) are worth more than a win and a loss (3)', \
'the pairing-allocated bye (4) is worth more than a win (3)']
    >>> scoring_problems(PointSystem(pab=Fraction(1, 4)))
    ['with 1-½-0 scoring the pairing-allocated bye is worth 1, ½ or 0, not 0.25']
    """
    out = []
    if 2 * points.draw > points.win + points.loss:
        out.append(
            f"two draws ({_n(2 * points.draw)}) are worth more than a win and a loss "
            f"({_n(points.win + points.loss)})"
        )
    if points.pab > points.win:
        out.append(
            f"the pairing-allocated bye ({_n(points.pab)}) is worth more than a win "
            f"({_n(points.win)})"
        )
    standard = (points.win, points.draw, points.loss) == (Fraction(1), Fraction(1, 2), Fraction(0))
    if standard and points.pab not in (Fraction(1), Fraction(1, 2), Fraction(0)):
        out.append(
            f"with 1-½-0 scoring the pairing-allocated bye is worth 1, ½ or 0, not {_n(points.pab)}"
        )
    return out


def _n(x: Fraction) -> str:
    return str(x.numerator) if x.denominator == 1 else f"{float(x):g}"


def _settings(state: State, cmd: SetPairingSettings | SetTournamentDetails) -> list[RuleWarning]:
    from engine.journal.manual import effective_system
    from engine.journal.rules import apply_command

    after = apply_command(state, cmd)  # the rules' own refusals come first
    out: list[RuleWarning] = []
    fide_mode = state.fide.active
    points_before, points_after = state.tournament.point_system, after.tournament.point_system
    if fide_mode and points_after != points_before:
        out.extend(
            _refuse("scoring.invalid", "Point system not allowed", problem, leave=True)
            for problem in scoring_problems(points_after)
        )
    total, players = after.tournament.rounds_total, len(after.tournament.players)
    # a round-robin's rounds come from its Berger table (C.05), which always completes them
    swiss = not after.settings.round_robin
    if (
        swiss
        and total is not None
        and total != state.tournament.rounds_total
        and 2 <= players <= total
    ):
        out.append(
            RuleWarning(
                Level.ACKNOWLEDGE,
                "lock",
                "rounds.cannot-complete",
                "Rounds cannot be completed",
                f"{total} rounds need at least {total + 1} players to be paired without "
                f"rematches; {players} are registered",
            )
        )
    if state.rounds_paired < 1:
        return out
    system_changes = []
    if effective_system(state) is not effective_system(after):
        system_changes.append(
            f"pairing system {effective_system(state).value} -> {effective_system(after).value}"
        )
    if state.settings.baku != after.settings.baku:
        system_changes.append("Baku acceleration " + ("on" if after.settings.baku else "off"))
    if system_changes and fide_mode:
        out.append(
            _refuse(
                "lock.system",
                "Pairing system fixed",
                "the pairing system and the acceleration cannot change once round 1 is "
                f"paired ({'; '.join(system_changes)})",
            )
        )
    changes = [
        c
        for c in configuration_changes(state, after)
        if not c.startswith(("pairing system", "Baku"))
    ]
    if system_changes and not fide_mode:
        changes = system_changes + changes
    if changes:
        out.append(
            RuleWarning(
                Level.TWO_STEP,
                "lock",
                "lock.configuration",
                "Change of the tournament's configuration",
                f"{state.rounds_paired} round(s) are paired; this changes: " + "; ".join(changes),
                (
                    "Every paired round is re-checked under the new settings; a round whose "
                    "pairing the engine would now make differently is listed.",
                    "The change is written into the TRF as a '### Configuration' line with "
                    "the round.",
                    "Standings, tie-breaks and the next pairings follow the new settings.",
                ),
                recheck=True,
            )
        )
    return out


def _order(state: State, cmd: SetInitialOrder) -> list[RuleWarning]:
    if state.rounds_paired >= 4:
        return []  # the rules refuse: numbers are frozen
    current = tuple(p.id for p in sorted(state.tournament.players, key=lambda p: p.id))
    order = cmd.order or regenerated_order(state)
    moved = [pid for n, pid in enumerate(order, start=1) if pid != n]
    out: list[RuleWarning] = []
    if cmd.order and state.fide.active and len(cmd.order) == len(current):
        target = regenerated_order(state)
        players = {p.id: p for p in state.tournament.players}
        bad = [
            n
            for n, (mine, right) in enumerate(zip(cmd.order, target, strict=True), start=1)
            if rated(state, players[mine]).rating != rated(state, players[right]).rating
        ]
        if bad:
            out.append(
                _refuse(
                    "tpn.order",
                    "Pairing numbers against the rating order",
                    f"number(s) {', '.join(map(str, bad[:10]))} would not follow the "
                    "tournament rating (C.04.2 B.2); in FIDE mode only players of equal "
                    "rating may exchange numbers",
                )
            )
            return out
    if state.rounds_paired < 1 or not moved:
        return out
    if cmd.order:
        out.append(
            RuleWarning(
                Level.CONFIRM,
                "tpn",
                "tpn.exchange",
                "Exchange of pairing numbers",
                f"{len(moved)} player(s) change pairing numbers after round "
                f"{state.rounds_paired} was paired (written as '### TPN Exchange')",
            )
        )
    elif len(moved) >= 2:
        out.append(
            RuleWarning(
                Level.CONFIRM,
                "tpn",
                "tpn.regenerate",
                "Pairing numbers regenerated",
                f"{len(moved)} players change pairing numbers (written as "
                "'### TPN Regeneration'); from round 4 on the numbers are frozen",
            )
        )
    return out


def _forbidden(state: State, cmd: SetForbiddenPairs) -> list[RuleWarning]:
    if state.rounds_paired < 1 or cmd.pairs == state.tournament.forbidden:
        return []
    if state.fide.active:
        return [
            _refuse(
                "lock.prohibited",
                "Prohibited pairings fixed",
                "prohibited pairings can only be set before round 1 is paired (Q196)",
            )
        ]
    return [
        RuleWarning(
            Level.CONFIRM,
            "lock",
            "lock.prohibited",
            "Prohibited pairings after round 1",
            "the prohibited pairings change after round 1 was paired",
        )
    ]


def _rating_method(state: State, cmd: SetRatingMethod) -> list[RuleWarning]:
    notices = method_notices(state, cmd)
    if state.rounds_paired < 1 or cmd.method is state.fide.rating_method:
        return notices
    return [
        *notices,
        RuleWarning(
            Level.CONFIRM,
            "lock",
            "lock.rating-method",
            "Rating method after round 1",
            "the pairing numbers stay as they are; only a regeneration (before round 4) "
            "would follow the new method",
        ),
    ]


# ---- results and corrections ----------------------------------------------------------------


def _result(state: State, cmd: SetResult) -> list[RuleWarning]:
    r, last = cmd.round_no, state.rounds_paired
    rs = state.round(r)
    if rs is None:
        return []
    board = next(((n, b) for n, b in enumerate(rs.boards, 1) if b.white == cmd.white), None)
    if board is None:
        return []
    n, b = board
    players = {p.id: p for p in state.tournament.players}
    if b.white not in players or b.black not in players:
        return []
    old = GameResult.from_codes(players[b.white].entry(r).result, players[b.black].entry(r).result)
    if old is cmd.result:
        return []
    fresh = old in (None, GameResult.NONE)
    if r < last - 1 and not fresh:
        if state.fide.active:
            return [
                _refuse(
                    "result.old-round",
                    "Result of an older round",
                    f"round {r} lies before the previous round ({last - 1}): in FIDE mode its "
                    "results are fixed; a correction for the rating report only keeps "
                    "pairings and standings as they are",
                )
            ]
        return [
            RuleWarning(
                Level.CONFIRM,
                "correction",
                f"result.old.{r}.{b.white}",
                "Correction of an older round",
                f"round {r} board {n}: {old.value if old else ''} -> {cmd.result.value}; "
                f"rounds {r + 1}-{last} were paired with the old result",
            )
        ]
    if r < last and old is GameResult.ADJOURNED:
        w, _ = cmd.result.codes
        if cmd.result is GameResult.NONE or w in (ResultCode.DRAW, ResultCode.DRAW_UNRATED):
            return []
        return [
            RuleWarning(
                Level.CONFIRM,
                "adjourned",
                f"adjourned.{r}.{b.white}",
                "Adjourned game ends",
                f"round {r} board {n}: the adjourned game ended {cmd.result.value}; round "
                f"{r + 1} was paired with it as a draw (written as '### Adjournment')",
            )
        ]
    if r < last and not fresh:
        return [
            RuleWarning(
                Level.CONFIRM,
                "correction",
                f"correction.{r}.{b.white}",
                "Correction",
                f"round {r} board {n}: {old.value if old else ''} -> "
                f"{cmd.result.value or '(no result)'}; round {r + 1} was paired with the old "
                "result (written as '### Correction')",
            )
        ]
    return []


def _rating_correction(state: State, cmd: CorrectRatingResult) -> list[RuleWarning]:
    r, last = cmd.round_no, state.rounds_paired
    if state.fide.active and r >= last - 1:
        return [
            _refuse(
                "correction.rating-only",
                "Not a rating-only correction",
                f"round {r} can still be corrected itself (the last paired round and the one "
                "before): correct its result",
                leave=False,
            )
        ]
    if cmd.result is GameResult.NONE:
        return []
    return [
        RuleWarning(
            Level.CONFIRM,
            "correction",
            f"rating-correction.{r}.{cmd.white}",
            "Correction for the rating report",
            f"round {r}: {cmd.result.value} for the rating report only; pairings and standings "
            "keep the result entered (written as '### Correction ... rating only')",
        )
    ]


# ---- byes --------------------------------------------------------------------------------------


def _bye(state: State, cmd: RequestBye) -> list[RuleWarning]:
    players = {p.id: p for p in state.tournament.players}
    p = players.get(cmd.player_id)
    if p is None:
        return []
    beyond = bye_limit_refusal(state, p.id, cmd.round_no, cmd.kind, state.settings.bye_limit)
    if beyond is not None:
        # the tournament's limit on requested byes, in FIDE mode and out of it
        return [
            RuleWarning(
                Level.REFUSE, "bye", f"bye.limit.{p.id}.{cmd.round_no}", "Bye limit", beyond
            )
        ]
    if cmd.kind is ResultCode.FULL_BYE:
        return [
            RuleWarning(
                Level.ACKNOWLEDGE,
                "bye",
                "bye.full-point",
                "Full-point bye",
                f"{p.name} (No. {p.id}), round {cmd.round_no}: FIDE deprecates full-point "
                "byes; it is written into the TRF as a '### FPB' line",
            )
        ]
    if cmd.kind is ResultCode.HALF_BYE and barred(state, p.id) is None:  # marked: refused
        earlier = [
            r
            for r, e in enumerate(p.rounds, start=1)
            if e.result is ResultCode.HALF_BYE and r != cmd.round_no
        ]
        if earlier:
            return [
                RuleWarning(
                    Level.CONFIRM,
                    "bye",
                    f"bye.second-half.{p.id}.{cmd.round_no}",
                    "Second half-point bye",
                    f"{p.name} (No. {p.id}) already has a half-point bye in round "
                    f"{', '.join(map(str, earlier))}",
                )
            ]
    return []


# ---- pairing -----------------------------------------------------------------------------------


def _pairing(state: State, cmd: SetPairing) -> list[RuleWarning]:
    r = cmd.round_no
    out: list[RuleWarning] = []
    if cmd.manual:
        if state.fide.active and state.fide.manual_round != r:
            return [
                _refuse(
                    "manual.no-session",
                    "Manual pairing not started",
                    f"start the manual pairing of round {r} first (Round > Edit pairing by "
                    "hand); its end compares the pairing with the engine's",
                    leave=False,
                )
            ]
        from engine.journal.manual import manual_warnings

        rs = state.round(r)
        old_boards = rs.boards if rs is not None else ()
        old_bye = rs.bye if rs is not None else None
        out.extend(manual_warnings(state, r, cmd.boards, cmd.bye, old_boards, old_bye))
    warning = adjourn_warning(state, r)
    if warning is not None:
        out.append(warning)
    return out


def adjourn_warning(state: State, r: int) -> RuleWarning | None:
    """The notice (level 2) that pairing round ``r`` records the games of round ``r - 1``
    still without a result as adjourned (Q161); None when there are none."""
    if r != state.rounds_paired + 1 or r < 2:
        return None
    missing = unfinished_boards(state, r - 1)
    if not missing:
        return None
    return RuleWarning(
        Level.ACKNOWLEDGE,
        "adjourned",
        f"adjourn.{r - 1}",
        "Games without a result",
        f"round {r - 1}, board(s) {', '.join(map(str, missing))}: no result yet; they are "
        f"recorded as adjourned games, a draw for the pairing of round {r}",
    )


def _publish(state: State, cmd: PublishRound) -> list[RuleWarning]:
    if state.fide.manual_round == cmd.round_no:
        return [
            _refuse(
                "manual.open",
                "Manual pairing still open",
                f"end the manual pairing of round {cmd.round_no} first: its pairing is "
                "compared with the engine's before it is published",
                leave=False,
            )
        ]
    return []


def _end_manual(state: State, cmd: EndManualPairing) -> list[RuleWarning]:
    rs = state.round(cmd.round_no)
    if rs is None or state.fide.manual_round != cmd.round_no:
        return []
    text = mpa_text(rs.boards, rs.bye, cmd.engine_boards, cmd.engine_bye, cmd.engine_note)
    if not text:
        return []
    return [
        RuleWarning(
            Level.CONFIRM,
            "manual",
            f"mpa.{cmd.round_no}",
            "Pairing differs from the engine's",
            f"round {cmd.round_no}: {text}",
            (f"Written into the TRF as '### MPA @ Round {cmd.round_no}: ...'.",),
        )
    ]


def _import(state: State, cmd: ImportTrf) -> list[RuleWarning]:
    if not cmd.report:
        return []
    shown = cmd.report[:30] + (("…",) if len(cmd.report) > 30 else ())
    return [
        RuleWarning(
            Level.CONFIRM,
            "import",
            "import.adjustments",
            "Import with adjustments",
            f"{cmd.source or 'the file'}: {len(cmd.report)} adjustment(s) or finding(s); the "
            "import is written into the TRF as a '### Import' line",
            tuple(shown),
        )
    ]


__all__ = ["LEAVE_CONSEQUENCES", "adjourn_warning", "assess", "scoring_problems"]

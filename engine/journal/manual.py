"""Manual pairing (checklist Q64-69): what a pairing made by hand breaks, and the engine's.

A hand-made pairing is checked board by board against what the pairing rules hold absolute or
important (C.04.1 b-d, C.04.3 C.1-C.3): a rematch, a prohibited pair, the PAB given to a player
who may not have it, a third colour in a row or a colour difference beyond 2 (level 3), both
players of a board getting the colour opposite to their preference (level 2). Only boards the
edit *made* are checked, so a board the arbiter already confirmed is not asked about again.

:func:`engine_pairing` gives what the engine pairs for the same round, for the check at the
end of the session (:class:`~engine.journal.EndManualPairing`).
"""

from __future__ import annotations

import dataclasses
from datetime import date

from engine.checker.check import tournament_before_round
from engine.errors import NoValidPairing
from engine.journal.commands import EndManualPairing
from engine.journal.export import trf_tournament
from engine.journal.state import State
from engine.journal.warnings import Level, RuleWarning
from engine.model import NOT_PAIRED_ENTRY, Colour, PlayerId, Tournament
from engine.pairing import PairingSystem, pair_round
from engine.pairing.api import Board
from engine.pairing.common.history import PlayerHistory, PrefStrength, build_histories

_CODES = {
    "FIDE_DUTCH_2025": PairingSystem.DUTCH_2026,
    "FIDE_DUTCH_2026": PairingSystem.DUTCH_2026,
    "FIDE_BURSTEIN": PairingSystem.BURSTEIN,
    "FIDE_DUBOV": PairingSystem.DUBOV,
    "FIDE_LIM": PairingSystem.LIM,
}
DUTCH_2026_FROM = date(2026, 2, 1)


def effective_system(state: State) -> PairingSystem:
    """The system the tournament pairs by: the set-up's choice, else the file's ``192`` code,
    else the Dutch rules in force at the start date (2026 rules without a date)."""
    if state.settings.system:
        try:
            return PairingSystem(state.settings.system)
        except ValueError:
            pass
    code = state.tournament.pairing_system.removesuffix("_BAKU")
    if code in _CODES:
        return _CODES[code]
    start = _date(state.tournament.start_date)
    if start is not None and start < DUTCH_2026_FROM:
        return PairingSystem.DUTCH_2017
    return PairingSystem.DUTCH_2026


def _date(text: str) -> date | None:
    parts = [x for x in text.replace("-", "/").replace(".", "/").split("/") if x]
    if len(parts) != 3 or not all(x.isdigit() for x in parts):
        return None
    y, m, d = (int(x) for x in parts)
    if d > 31:
        y, d = d, y
    try:
        return date(y, m, d)
    except ValueError:
        return None


def pairing_input(state: State, round_no: int) -> Tournament:
    """The tournament as the engine pairs ``round_no`` from the journal: earlier rounds as the
    TRF export writes them, and this round's announced absences (what the window pairs)."""
    exported = trf_tournament(state)
    players = []
    for p, own in zip(exported.players, state.tournament.players, strict=True):
        rounds = list(p.rounds[: round_no - 1])
        rounds += [NOT_PAIRED_ENTRY] * (round_no - 1 - len(rounds))
        entry = own.entry(round_no)
        if entry != NOT_PAIRED_ENTRY:
            rounds.append(entry)
        players.append(dataclasses.replace(p, rounds=tuple(rounds)))
    t = dataclasses.replace(exported, players=tuple(players))
    before = tournament_before_round(t, round_no)
    if before.rounds_total is None or before.rounds_total < round_no:
        before = dataclasses.replace(before, rounds_total=round_no)
    return before


def engine_pairing(
    state: State, round_no: int, system: PairingSystem | None = None
) -> EndManualPairing:
    """The command that ends the manual pairing of ``round_no``, carrying the engine's
    pairing of that round (or why there is none)."""
    system = system or effective_system(state)
    try:
        pairing = pair_round(pairing_input(state, round_no), round_no, system)
    except NoValidPairing as exc:
        return EndManualPairing(round_no, (), None, engine_note=str(exc) or "no valid pairing")
    return EndManualPairing(round_no, pairing.boards, pairing.bye)


def _names(t: Tournament) -> dict[PlayerId, str]:
    return {p.id: p.name for p in t.players}


def manual_warnings(
    state: State,
    round_no: int,
    boards: tuple[Board, ...],
    bye: PlayerId | None,
    old_boards: tuple[Board, ...] = (),
    old_bye: PlayerId | None = None,
) -> tuple[RuleWarning, ...]:
    """The warnings of a pairing made by hand (see the module docstring); boards that were
    already in ``old_boards`` are not checked again, nor an unchanged PAB."""
    system = effective_system(state)
    t = pairing_input(state, round_no)
    hist = build_histories(t, round_no, system is PairingSystem.DUTCH_2026)
    names = _names(state.tournament)
    last_round = t.rounds_total is not None and round_no >= t.rounds_total
    old = set(old_boards)
    out: list[RuleWarning] = []

    def who(pid: PlayerId) -> str:
        return f"{names.get(pid, '?')} (No. {pid})"

    for n, b in enumerate(boards, start=1):
        if b in old:
            continue
        a, c = hist.get(b.white), hist.get(b.black)
        if a is None or c is None:
            continue  # absent or withdrawn: the rules refuse such a board
        pair = f"board {n}: {who(b.white)} - {who(b.black)}"
        key = f"manual.{round_no}.{b.white}-{b.black}"
        if b.black in a.opponents:
            out.append(
                RuleWarning(
                    Level.CONFIRM,
                    "manual",
                    key + ".rematch",
                    "Rematch",
                    f"{pair}: they have already played each other (C.04.1 b)",
                )
            )
        if b.black in a.forbidden or b.white in c.forbidden:
            out.append(
                RuleWarning(
                    Level.CONFIRM,
                    "manual",
                    key + ".prohibited",
                    "Prohibited pairing",
                    f"{pair}: a prohibited pairing of this tournament",
                )
            )
        for h, colour in ((a, Colour.WHITE), (c, Colour.BLACK)):
            out.extend(_colour_warnings(h, colour, who(h.id), key, n, last_round))
        if _wrong_way(a, Colour.WHITE) and _wrong_way(c, Colour.BLACK):
            out.append(
                RuleWarning(
                    Level.ACKNOWLEDGE,
                    "manual",
                    key + ".both-wrong",
                    "Both colours against preference",
                    f"{pair}: both players get the colour opposite to the one they expect",
                )
            )
    if bye is not None and bye != old_bye:
        got = hist.get(bye)
        if got is not None and not got.pab_eligible:
            out.append(
                RuleWarning(
                    Level.CONFIRM,
                    "manual",
                    f"manual.{round_no}.pab.{bye}",
                    "Ineligible PAB",
                    f"{who(bye)} already had a pairing-allocated bye or a point without "
                    "playing (C.04.1 d): he may not get the PAB again",
                )
            )
    return tuple(out)


def _wrong_way(h: PlayerHistory, colour: Colour) -> bool:
    strength, preferred = h.preference
    return strength is not PrefStrength.NONE and preferred is not None and preferred is not colour


def _colour_warnings(
    h: PlayerHistory, colour: Colour, who: str, key: str, board: int, last_round: bool
) -> list[RuleWarning]:
    out = []
    # C.04.3 C.3 exempts topscorers in the last round; the warning stays, one level lower
    level = Level.ACKNOWLEDGE if last_round and h.topscorer else Level.CONFIRM
    if len(h.colours) >= 2 and h.colours[-1] is colour and h.colours[-2] is colour:
        out.append(
            RuleWarning(
                level,
                "manual",
                f"{key}.three.{h.id}",
                "Same colour three times",
                f"board {board}: {who} would have {colour.name.lower()} for the third game "
                "in a row",
            )
        )
    diff = h.colour_difference + (1 if colour is Colour.WHITE else -1)
    if abs(diff) > 2:
        out.append(
            RuleWarning(
                level,
                "manual",
                f"{key}.difference.{h.id}",
                "Colour difference above 2",
                f"board {board}: {who} would have {abs(diff)} more "
                f"{'whites' if diff > 0 else 'blacks'} than {'blacks' if diff > 0 else 'whites'}",
            )
        )
    return out


__all__ = ["effective_system", "engine_pairing", "manual_warnings", "pairing_input"]

"""Replay a tournament round by round through a pairing engine and report every difference."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from engine.errors import NoValidPairing
from engine.model import NOT_PAIRED_ENTRY, Colour, PlayerId, ResultCode, RoundEntry, Tournament
from engine.pairing import PairingSystem, RoundPairing, pair_round
from engine.pairing.api import Board
from engine.pairing.common.history import initial_colour
from engine.trf.corrections import reversed_boards


@dataclass(frozen=True, slots=True)
class RoundDiscrepancy:
    """One round whose pairing differs: what the file has and what the engine makes."""

    round_no: int
    file_pairs: tuple[Board, ...]  # boards of the file that the engine does not make
    engine_pairs: tuple[Board, ...]  # boards of the engine that the file does not have
    file_bye: PlayerId | None
    engine_bye: PlayerId | None
    error: str = ""  # the engine could not pair the round


@dataclass(slots=True)
class CheckReport:
    """The checker's findings for one tournament."""

    rounds_checked: int = 0
    discrepancies: list[RoundDiscrepancy] = field(default_factory=list)

    def render(self, name: str = "") -> str:
        """Human-readable list of the discrepancies."""
        lines: list[str] = []
        for d in self.discrepancies:
            head = f"{name}: round {d.round_no}" if name else f"round {d.round_no}"
            if d.error:
                lines.append(f"{head}: {d.error}")
                continue
            ours = " ".join(f"{b.white}-{b.black}" for b in d.engine_pairs)
            theirs = " ".join(f"{b.white}-{b.black}" for b in d.file_pairs)
            if d.engine_bye != d.file_bye:
                ours += f" bye {d.engine_bye}"
                theirs += f" bye {d.file_bye}"
            lines.append(f"{head}: engine {ours} | file {theirs}")
        return "\n".join(lines)


def tournament_before_round(
    t: Tournament, round_no: int, *, as_recorded: bool = False
) -> Tournament:
    """``t`` as it stood when ``round_no`` was about to be paired.

    Rounds before ``round_no`` are kept; of round ``round_no`` only the announced absences
    (byes other than the PAB: H, F, Z, blank) are kept, as they were known before pairing.

    ``as_recorded``: ``round_no`` is a round the file records (the checker replays it), so
    whoever it leaves out was absent, also when his line ends before the round (a withdrawal,
    a player who came for two rounds) or a trailing ``0000 -  `` block was not kept. Such a
    line is padded with a zero-point bye, as bbpPairings' checker pads it.
    """
    recorded = as_recorded and any(p.entry(round_no).paired for p in t.players)
    players = []
    for p in t.players:
        kept = list(p.rounds[: round_no - 1])
        while len(kept) < round_no - 1:
            kept.append(NOT_PAIRED_ENTRY)
        e = p.entry(round_no)
        if not e.paired and round_no <= len(p.rounds):
            kept.append(e)
        elif recorded and not e.paired:
            kept.append(RoundEntry(None, None, ResultCode.ZERO_BYE))
        players.append(replace(p, rounds=tuple(kept)))
    return replace(t, players=tuple(players))


def file_pairing(t: Tournament, round_no: int) -> RoundPairing:
    """The pairing the file records for ``round_no`` (forfeits included, scheduled colours)."""
    boards: list[Board] = []
    bye: PlayerId | None = None
    for p in t.players:
        e = p.entry(round_no)
        if e.opponent is not None:
            white = e.colour is Colour.WHITE or (e.colour is None and p.id < e.opponent)
            if white:
                boards.append(Board(p.id, e.opponent))
        elif e.result is ResultCode.PAB:
            bye = p.id
    return RoundPairing(round_no, tuple(boards), bye)


def _as_paired(pairing: RoundPairing, reversed_pairs: set[frozenset[PlayerId]]) -> RoundPairing:
    """The file's pairing with the games played with reversed colours as they were paired."""
    if not reversed_pairs:
        return pairing
    boards = tuple(
        Board(b.black, b.white) if frozenset((b.white, b.black)) in reversed_pairs else b
        for b in pairing.boards
    )
    return replace(pairing, boards=boards)


Pairer = Callable[[Tournament, int], RoundPairing]


def check_tournament(
    t: Tournament,
    system: PairingSystem = PairingSystem.DUTCH_2017,
    *,
    rounds: range | None = None,
    pairer: Pairer | None = None,
) -> CheckReport:
    """Re-pair every round of ``t`` from the history before it and compare with the file."""
    report = CheckReport()
    last = t.rounds_paired()
    todo = rounds if rounds is not None else range(1, last + 1)

    def default_pairer(state: Tournament, r: int) -> RoundPairing:
        return pair_round(state, r, system)

    run = pairer or default_pairer
    # the initial colour is implied by round 1 of the whole file when XXC is absent
    init = initial_colour(t)
    # games the file's ### Correction lines say were played with the colours reversed: the
    # pairing had them the other way round (the file holds the colours as played)
    corrected = reversed_boards(t.extra_records)
    for r in todo:
        report.rounds_checked += 1
        state = tournament_before_round(t, r, as_recorded=True)
        if state.rounds_total is None or state.rounds_total < r:
            state = replace(state, rounds_total=max(last, r))
        if state.initial_colour is None and init is not None:
            state = replace(state, initial_colour=init)
        expected = _as_paired(file_pairing(t, r), corrected.get(r, set()))
        try:
            got = run(state, r)
        except NoValidPairing as exc:
            report.discrepancies.append(
                RoundDiscrepancy(r, expected.boards, (), expected.bye, None, error=str(exc))
            )
            continue
        mine, theirs = set(got.boards), set(expected.boards)
        if mine != theirs or got.bye != expected.bye:
            report.discrepancies.append(
                RoundDiscrepancy(
                    r,
                    tuple(sorted(theirs - mine, key=lambda b: (b.white, b.black))),
                    tuple(sorted(mine - theirs, key=lambda b: (b.white, b.black))),
                    expected.bye,
                    got.bye,
                )
            )
    return report

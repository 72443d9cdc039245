"""The journal's state: the tournament plus what the TRF cannot hold (board order, publication)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from pathlib import Path

from engine.journal.fide_record import FideRecord
from engine.model import Colour, Player, PlayerId, ResultCode, Tournament, points_of
from engine.norms.fields import NormFields
from engine.pairing.api import Board
from engine.ratings.settings import RatingSettings


@dataclass(frozen=True, slots=True)
class EventSettings:
    """Pairing settings the TRF has no place for (the tournament details dialog sets them)."""

    system: str = ""  # a PairingSystem value ("dutch", "dutch2026", ...); "" = by start date
    baku: bool = False  # Baku acceleration (C.04.5.1) in the rounds it covers
    tiebreaks: str = ""  # tie-break order as TRF-2026 codes, comma-separated ("BH/C1,BH,SB")
    bye_limit: int | None = None  # requested byes a player may take; None = no limit
    colour_by_lot: bool = False  # the initial colour was drawn by lot (and is recorded)
    # C.04.2 C.2: a late entrant "receives no points for unplayed rounds (unless the rules of
    # the tournament say otherwise)": ZERO_BYE or HALF_BYE once decided, None = not asked yet
    late_entry_bye: ResultCode | None = None
    ties_by_lot: bool = False  # C.04.2 B.2 c: equal rating and title ordered by lot, not name
    # issue 23, round-robins (system "roundrobin"): one or two cycles, and whether the first
    # cycle's last two rounds are reversed (C.05 Annex 1's advice for double round-robins)
    cycles: int = 1
    swap_cycle_end: bool = True

    @property
    def round_robin(self) -> bool:
        """True for a round-robin event (pairings from the Berger tables)."""
        return self.system == "roundrobin"


class LotsMethod(Enum):
    """How a round-robin's pairing numbers were decided (C.05 7.2-7.7)."""

    SEED = "seed"  # drawn by the program from a recorded seed (engine.roundrobin.lots)
    VARMA = "varma"  # restricted drawing by federations, Varma tables (C.05 Annex 2), seeded
    HAND = "hand"  # drawn at the venue and typed in
    FILE = "file"  # taken from an imported TRF (its starting ranks)


@dataclass(frozen=True, slots=True)
class LotsRecord:
    """The drawing of lots of a round-robin: how, from which seed, and who got which number."""

    method: LotsMethod
    seed: str = ""
    names: tuple[str, ...] = ()  # the players in pairing-number order, as drawn


@dataclass(frozen=True, slots=True)
class RoundState:
    """A paired round: its boards in publishing order, the PAB, and how far it has got."""

    round_no: int
    boards: tuple[Board, ...]
    bye: PlayerId | None = None
    manual: bool = False  # set by hand (or edited) rather than taken from the engine unchanged
    published: bool = False


@dataclass(frozen=True, slots=True)
class State:
    """Everything the journal knows, immutable. ``rounds[r - 1]`` is round ``r``; rounds 1..n."""

    tournament: Tournament = field(default_factory=Tournament)
    rounds: tuple[RoundState, ...] = ()
    settings: EventSettings = field(default_factory=EventSettings)
    # C.04.2 C.2 late entries: (pairing number, the first round he can be paired in); the
    # rounds before it hold the missed-round byes the AddPlayer gave him
    late_entries: tuple[tuple[PlayerId, int], ...] = ()
    # issue 22: the rating type and typed K factors, and the arbiter's fields of the norm
    # screen, IT1 and IT3 (no TRF record holds them)
    ratings: RatingSettings = field(default_factory=RatingSettings)
    norm_fields: NormFields = field(default_factory=NormFields)
    # issue 23: the drawing of lots of a round-robin (None: not drawn, or void since the field
    # changed); round 1 of a round-robin is paired only after it
    lots: LotsRecord | None = None
    # issue 21: FIDE mode, the ### log of pairing-integrity events, rating-only corrections,
    # the open manual-pairing session, rating method and national ratings
    fide: FideRecord = field(default_factory=FideRecord)
    # issue 21 (Q170-188): players the tournament does not allow a half-point bye, with the
    # reason (engine.journal.half_byes); sorted by pairing number
    half_bye_barred: tuple[tuple[PlayerId, str], ...] = ()

    @property
    def rounds_paired(self) -> int:
        """The number of rounds paired so far (published or not)."""
        return len(self.rounds)

    def round(self, round_no: int) -> RoundState | None:
        """Round ``round_no`` if it is paired, else None."""
        return self.rounds[round_no - 1] if 1 <= round_no <= len(self.rounds) else None

    @property
    def rounds_published(self) -> int:
        """Rounds 1..n whose pairing is published: a player registered now has missed them."""
        n = self.rounds_paired
        while n and not self.rounds[n - 1].published:
            n -= 1
        return n

    def joined_round(self, pid: PlayerId) -> int:
        """The first round ``pid`` could be paired in: 1, or later for a late entrant."""
        for p, first in self.late_entries:
            if p == pid:
                return first
        return 1

    def missing_results(self, round_no: int) -> tuple[int, ...]:
        """Board numbers (1-based, publishing order) of ``round_no`` that have no result yet."""
        rs = self.round(round_no)
        if rs is None:
            return ()
        t = self.tournament
        players = t.players
        count = len(players)
        missing = []
        for n, board in enumerate(rs.boards, start=1):
            w = board.white
            # by place (players are numbered 1..n), as Tournament.player: no dict of 3,000
            # players per call, no call per board
            white = players[w - 1] if 0 < w <= count and players[w - 1].id == w else None
            if white is None:
                try:
                    white = t.player(w)
                except KeyError:
                    missing.append(n)
                    continue
            rounds = white.rounds
            if len(rounds) < round_no or rounds[round_no - 1].result in _NO_RESULT:
                missing.append(n)
        return tuple(missing)

    def is_complete(self, round_no: int) -> bool:
        """True when ``round_no`` is paired and every board has a result."""
        return self.round(round_no) is not None and not self.missing_results(round_no)


_NO_RESULT = frozenset(code for code in ResultCode if not code.value.strip())
"""Result codes that say no result was entered (blank)."""


@dataclass(frozen=True, slots=True)
class Changes:
    """What one apply, undo or redo changed; screens refresh only that (Anki's OpChanges)."""

    seq: int  # the log entry written
    action: str  # "apply", "undo" or "redo"
    command: str  # the command's type name, e.g. "SetResult"
    details: bool = False  # name, dates, arbiters, rounds... (anything but players)
    players: tuple[PlayerId, ...] = ()  # players whose data or games changed (new numbers)
    rounds: tuple[int, ...] = ()  # rounds whose pairing, results or status changed
    structure: bool = False  # players added, removed or renumbered: refresh every list
    backups: tuple[Path, ...] = ()  # backup files written because of this change
    warnings: tuple[str, ...] = ()  # e.g. a backup that could not be written

    @property
    def empty(self) -> bool:
        """True when nothing visible changed."""
        return not (self.details or self.players or self.rounds or self.structure)


@dataclass(frozen=True, slots=True)
class Diff:
    """The difference between two states (see :func:`diff`)."""

    details: tuple[str, ...]  # names of the Tournament fields that differ (players excluded)
    players: tuple[PlayerId, ...]
    rounds: tuple[int, ...]
    structure: bool


_DETAIL_FIELDS = tuple(name for name in Tournament.__dataclass_fields__ if name != "players")
STATE_DETAILS = ("settings", "ratings", "norm_fields", "lots", "fide", "half_bye_barred")
"""Fields of the State beside the tournament that count as details when they change."""


def diff(before: State, after: State) -> Diff:
    """Which details, players and rounds differ between ``before`` and ``after``."""
    a, b = before.tournament, after.tournament
    details = tuple(name for name in _DETAIL_FIELDS if getattr(a, name) != getattr(b, name))
    details += tuple(
        name for name in STATE_DETAILS if getattr(before, name) != getattr(after, name)
    )
    old = {p.id: p for p in a.players}
    new = {p.id: p for p in b.players}
    if len(a.players) == len(b.players) and all(
        p is q or p.id == q.id for p, q in zip(a.players, b.players, strict=True)
    ):  # the same players in the same places (every change but a registration)
        players = sorted(
            q.id for p, q in zip(a.players, b.players, strict=True) if p is not q and p != q
        )
    else:
        players = sorted(
            pid
            for pid in old.keys() | new.keys()
            if old.get(pid) is not new.get(pid) and old.get(pid) != new.get(pid)
        )
    last = max(a.rounds_in_file, b.rounds_in_file, len(before.rounds), len(after.rounds))
    rounds = []
    for r in range(1, last + 1):
        if before.round(r) != after.round(r):
            rounds.append(r)
            continue
        for pid in players:
            p, q = old.get(pid), new.get(pid)
            if (p.entry(r) if p else None) != (q.entry(r) if q else None):
                rounds.append(r)
                break
    return Diff(details, tuple(players), tuple(rounds), old.keys() != new.keys())


def boards_from_entries(t: Tournament, round_no: int) -> tuple[tuple[Board, ...], PlayerId | None]:
    """The boards of ``round_no`` read from the players' entries, in the C.04.2 D.9 order.

    Used for rounds that come from a TRF file, which stores no board order: higher score of the
    higher-ranked player first, then the pair's total, then the higher-ranked player's number.
    """
    players = {p.id: p for p in t.players}
    before = {p.id: points_of(p, t.point_system, round_no - 1) for p in t.players}
    pairs: list[Board] = []
    bye: PlayerId | None = None
    for p in t.players:
        e = p.entry(round_no)
        if e.is_pab and bye is None:
            bye = p.id
        if e.opponent is None or e.opponent not in players:
            continue
        if e.colour is Colour.WHITE or (e.colour is None and p.id < e.opponent):
            pairs.append(Board(p.id, e.opponent))

    def key(b: Board) -> tuple[Fraction, Fraction, int]:
        hi = min((b.white, b.black), key=lambda pid: (-before[pid], pid))
        return (-before[hi], -(before[b.white] + before[b.black]), hi)

    return tuple(sorted(pairs, key=key)), bye


def player_index(t: Tournament) -> dict[PlayerId, Player]:
    """Players by pairing number."""
    return {p.id: p for p in t.players}

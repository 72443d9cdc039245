"""Frozen model of a Swiss tournament as the TRF describes it.

Rounds are numbered from 1; ``Player.rounds[r - 1]`` is the player's entry for round ``r``.
A player's line may be shorter than the tournament (round not yet paired, late entry): a missing
entry reads as :data:`NOT_PAIRED_ENTRY`. Points are always computed from results and the
:class:`PointSystem` (``Tournament.points``), never taken from the file's score column, which is
kept as ``Player.declared_points`` only so that a disagreement can be reported.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from operator import attrgetter
from typing import NewType

PlayerId = NewType("PlayerId", int)
"""A player's pairing number (the TRF starting rank), 1-based."""


class Colour(Enum):
    """The colour a player had or is to get; values are the TRF letters."""

    WHITE = "w"
    BLACK = "b"

    @property
    def opposite(self) -> Colour:
        """The other colour."""
        return Colour.BLACK if self is Colour.WHITE else Colour.WHITE


class ResultCode(Enum):
    """A TRF result code (column 99 of a round block). Values are the TRF characters."""

    WIN = "1"
    DRAW = "="
    LOSS = "0"
    WIN_UNRATED = "W"  # game lasted less than one move: played for pairing purposes
    DRAW_UNRATED = "D"
    LOSS_UNRATED = "L"
    FORFEIT_WIN = "+"  # paired, not played (C.04.2: not a game for colours or C.1)
    FORFEIT_LOSS = "-"
    HALF_BYE = "H"  # requested half-point bye: absent, not paired
    FULL_BYE = "F"  # full-point bye: absent, not paired
    PAB = "U"  # pairing-allocated bye (C.04.1.c): took part in the pairing
    ZERO_BYE = "Z"  # zero-point bye / known absence
    NOT_PAIRED = " "  # blank block or no block at all: treated like Z
    # TRF-2026 ITDX (with 162 X): an adjourned game, its result not known yet; a game played,
    # scored as a draw until it ends (162 "X = D" by default)
    ADJOURNED = "?"

    @property
    def is_game(self) -> bool:
        """True for a result of a game actually played over the board (1 = 0 W D L)."""
        return self in _PLAYED

    @property
    def is_bye(self) -> bool:
        """True for the codes written against opponent ``0000``."""
        return self in _BYES


_PLAYED = frozenset(
    {
        ResultCode.WIN,
        ResultCode.DRAW,
        ResultCode.LOSS,
        ResultCode.WIN_UNRATED,
        ResultCode.DRAW_UNRATED,
        ResultCode.LOSS_UNRATED,
        ResultCode.ADJOURNED,
    }
)
_BYES = frozenset(
    {
        ResultCode.HALF_BYE,
        ResultCode.FULL_BYE,
        ResultCode.PAB,
        ResultCode.ZERO_BYE,
        ResultCode.NOT_PAIRED,
    }
)


@dataclass(frozen=True, slots=True)
class RoundEntry:
    """One player's entry for one round: the opponent (or none), the colour and the result.

    A forfeit keeps its scheduled colour (TRF16), but only a played game counts for colour
    history and for C.04.1.b (C.04.2: unplayed games are not games).
    """

    opponent: PlayerId | None
    colour: Colour | None
    result: ResultCode

    @property
    def played(self) -> bool:
        """True when a game was played over the board (it counts for colours and rematches)."""
        return self.opponent is not None and self.result.is_game

    @property
    def paired(self) -> bool:
        """True when the player took part in this round's pairing (game, forfeit or PAB)."""
        return self.opponent is not None or self.result is ResultCode.PAB

    @property
    def is_pab(self) -> bool:
        """True for the pairing-allocated bye."""
        return self.opponent is None and self.result is ResultCode.PAB


NOT_PAIRED_ENTRY = RoundEntry(None, None, ResultCode.NOT_PAIRED)


@dataclass(frozen=True, slots=True)
class PointSystem:
    """Points for each kind of result (TRF ``XXS`` / ``BB?`` / ``162``). Exact fractions."""

    win: Fraction = Fraction(1)
    draw: Fraction = Fraction(1, 2)
    loss: Fraction = Fraction(0)
    forfeit_win: Fraction = Fraction(1)
    forfeit_loss: Fraction = Fraction(0)
    pab: Fraction = Fraction(1)
    full_bye: Fraction = Fraction(1)
    half_bye: Fraction = Fraction(1, 2)
    zero_bye: Fraction = Fraction(0)

    def points_for(self, result: ResultCode) -> Fraction:
        """Points scored with ``result``."""
        match result:
            case ResultCode.WIN | ResultCode.WIN_UNRATED:
                return self.win
            case ResultCode.DRAW | ResultCode.DRAW_UNRATED | ResultCode.ADJOURNED:
                return self.draw
            case ResultCode.LOSS | ResultCode.LOSS_UNRATED:
                return self.loss
            case ResultCode.FORFEIT_WIN:
                return self.forfeit_win
            case ResultCode.FORFEIT_LOSS:
                return self.forfeit_loss
            case ResultCode.PAB:
                return self.pab
            case ResultCode.FULL_BYE:
                return self.full_bye
            case ResultCode.HALF_BYE:
                return self.half_bye
            case ResultCode.ZERO_BYE | ResultCode.NOT_PAIRED:
                return self.zero_bye

    @property
    def is_standard(self) -> bool:
        """True for 1 / ½ / 0 with every bye at its usual value."""
        return self == PointSystem()


@dataclass(frozen=True, slots=True)
class Player:
    """A registered player and his round entries."""

    id: PlayerId
    name: str
    sex: str = ""  # "m", "w" or ""
    title: str = ""  # as written: "GM", "WIM", "g", ...
    rating: int = 0  # 0 = unrated
    federation: str = ""
    fide_id: str = ""  # digits as written; "" = none
    birth_date: str = ""  # as written (TRF allows several styles)
    declared_points: Fraction | None = None  # TRF columns 81-84; informative only
    declared_rank: int | None = None  # TRF columns 86-89; informative only
    rounds: tuple[RoundEntry, ...] = ()
    withdrawn_from: int | None = None  # not paired from this round on (C.04.2 withdrawals)
    club: str = ""  # the player's club (the TRF has no column for it)

    def entry(self, round_no: int) -> RoundEntry:
        """The entry for ``round_no`` (1-based); a missing one is :data:`NOT_PAIRED_ENTRY`."""
        if 1 <= round_no <= len(self.rounds):
            return self.rounds[round_no - 1]
        return NOT_PAIRED_ENTRY


@dataclass(frozen=True, slots=True)
class ForbiddenPairs:
    """Players none of whom may meet each other (TRF ``XXP``, TRF-2026 ``260``)."""

    players: tuple[PlayerId, ...]
    first_round: int | None = None  # None: from the start
    last_round: int | None = None  # None: to the end

    def applies_to(self, round_no: int) -> bool:
        """True when the restriction is in force in ``round_no``."""
        if self.first_round is not None and round_no < self.first_round:
            return False
        return self.last_round is None or round_no <= self.last_round


@dataclass(frozen=True, slots=True)
class UnknownResult:
    """A result code the TRF reader did not know, as the file wrote it (checklist Q169).

    The player's entry for ``round_no`` is read as an unknown result (``?``, TRF-2026's
    ``X``: a game whose result is not known, a draw for pairing, C.04.2 D.1) or, against
    ``0000``, as an absence; ``code`` is written back in its place as long as the entry is
    still what was read. The opponent of an unknown result keeps his own code here too: the
    game's result is unknown for both (docs/rulings.md F-16).
    """

    player: PlayerId
    round_no: int
    code: str  # one character, as in the file


@dataclass(frozen=True, slots=True)
class Tournament:
    """A tournament: header, settings and players. Build a new one to change anything."""

    name: str = ""
    city: str = ""
    federation: str = ""
    start_date: str = ""
    end_date: str = ""
    tournament_type: str = ""  # TRF 092 (free text, or a system code in TRF-2026 files)
    chief_arbiter: str = ""
    deputy_arbiters: tuple[str, ...] = ()
    time_control: str = ""
    round_dates: tuple[str, ...] = ()  # TRF 132, as written
    rounds_total: int | None = None  # XXR / 142
    initial_colour: Colour | None = None  # XXC white1|black1 / 152: top player's round-1 colour
    pair_by_rank: bool = False  # XXC rank
    point_system: PointSystem = field(default_factory=PointSystem)
    pairing_system: str = ""  # TRF-2026 192 code (e.g. FIDE_DUTCH_2025), "" when not given
    players: tuple[Player, ...] = ()  # sorted by id
    acceleration: tuple[tuple[PlayerId, tuple[Fraction, ...]], ...] = ()  # XXA: per round
    forbidden: tuple[ForbiddenPairs, ...] = ()
    extra_records: tuple[str, ...] = ()  # lines of unknown record codes, kept verbatim
    # TRF-2026 222, e.g. "5400+30" or "40/6000+30:900+30" (engine.trf.time_control); "" when
    # not known in encoded form (the free text of 122 is time_control)
    time_control_code: str = ""
    # result codes the reader did not know, kept to be written back (Q169), by player, round
    unknown_results: tuple[UnknownResult, ...] = ()

    # ---- look-ups -------------------------------------------------------------------------

    def player(self, pid: PlayerId) -> Player:
        """The player with pairing number ``pid``; KeyError when there is none.

        Pairing numbers are unique (the TRF reader and the journal refuse a duplicate), so the
        player found is the only one: at place ``pid`` when the players are numbered 1..n (the
        usual case, O(1)), by bisection when the numbers have gaps, by a scan otherwise. No
        index is kept: the journal holds every state since the file was opened, and a dict per
        state would grow with each result typed.

        >>> t = Tournament(players=(Player(PlayerId(1), "A"), Player(PlayerId(5), "B")))
        >>> t.player(PlayerId(5)).name
        'B'
        """
        players = self.players
        if type(pid) is int:  # a PlayerId; anything else is compared by the scan below
            if 1 <= pid <= len(players) and players[pid - 1].id == pid:
                return players[pid - 1]
            i = bisect_left(players, pid, key=_id_of)  # "sorted by id"; checked, not trusted
            if i < len(players) and players[i].id == pid:
                return players[i]
        for p in players:
            if p.id == pid:
                return p
        raise KeyError(pid)

    @property
    def rounds_in_file(self) -> int:
        """The highest round for which any player has an entry."""
        return max(map(len, map(_rounds_of, self.players)), default=0)

    def rounds_paired(self) -> int:
        """The last round in which anyone was paired (a game, a forfeit or a PAB).

        Bye-only entries after it are announced byes for the next round (TRF(x) convention).
        """
        # from the last round down: usually the first round looked at is the answer (one
        # pass over the players, not one over every entry: issue 26, 3,000 players)
        players = self.players
        for r in range(self.rounds_in_file, 0, -1):
            for p in players:
                if len(p.rounds) >= r and p.rounds[r - 1].paired:
                    return r
        return 0

    def next_round(self) -> int:
        """The round to pair: the first round after the last paired one that is not all byes.

        Bye-only entries after the last round anyone was paired in (``0000 - H``, ``0000 - Z``,
        ...) are byes announced in advance, for the round to pair or a later one. A round in
        which every player has a bye counts as played (rulings D-1), so the round after it is
        the one to pair.
        """
        r = self.rounds_paired() + 1
        while r <= self.rounds_in_file and all(
            p.entry(r).result is not ResultCode.NOT_PAIRED for p in self.players
        ):
            r += 1
        return r

    def acceleration_for(self, pid: PlayerId, round_no: int) -> Fraction:
        """Virtual (accelerated) points of ``pid`` for the pairing of ``round_no`` (XXA)."""
        for p, values in self.acceleration:
            if p == pid:
                return values[round_no - 1] if round_no <= len(values) else Fraction(0)
        return Fraction(0)

    def points(self, pid: PlayerId, after_round: int | None = None) -> Fraction:
        """Points of ``pid`` from the results of rounds ``1..after_round`` (all when None)."""
        p = self.player(pid)
        return points_of(p, self.point_system, after_round)


def _id_of(player: Player) -> PlayerId:
    return player.id


_rounds_of = attrgetter("rounds")


def points_of(player: Player, system: PointSystem, after_round: int | None = None) -> Fraction:
    """Points scored by ``player`` in rounds ``1..after_round`` under ``system``."""
    entries = player.rounds if after_round is None else player.rounds[:after_round]
    return sum((system.points_for(e.result) for e in entries), Fraction(0))

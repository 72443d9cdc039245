"""Round records and scores as C.07 sees them: played games and unplayed rounds (Art. 15-16).

Everything a tie-break needs about one player's round is in a :class:`RoundRecord`: the
scheduled opponent, whether a game was played over the board, the points awarded and, for an
unplayed round, its category (16.2). :class:`ScoreView` holds the records of every player for
rounds ``1..N`` together with the two scores of Art. 16: the real score and the *adjusted*
score the opponents see (16.3). :class:`TieBreakContext` bundles the views the tie-breaks use.

C.07 15.1: an unplayed round is any round in which a participant, paired or not, did not play a
game. In Swiss events forfeits are unplayed rounds. 15.2: with pre-determined pairings (a
round-robin) forfeits are treated as games: a :class:`TieBreakContext` made with
``predetermined=True`` tells the tie-breaks so, and Art. 16 (dummies, adjusted scores) is not
used (15.3: it is for Swiss events).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from types import MappingProxyType
from typing import TypeVar, cast

from engine.model import Colour, PlayerId, PointSystem, ResultCode, RoundEntry, Tournament
from engine.standings.edition import Edition, edition_for
from engine.standings.errors import StandingsError

T = TypeVar("T")


class Unplayed(Enum):
    """The categories of unplayed rounds of C.07 16.2 (values are the category numbers)."""

    BYE_WON = 1
    """16.2.1: a pairing-allocated bye or a full-point bye."""
    FORFEIT_WIN = 2
    """16.2.2: a forfeit win."""
    REQUESTED_BYE_THEN_PLAYED = 3
    """16.2.3: a requested bye followed later by at least one round that is not a VUR."""
    FORFEIT_LOSS = 4
    """16.2.4: a forfeit loss."""
    REQUESTED_BYE_TO_END = 5
    """16.2.5: a requested bye followed only by VURs, or in the final round."""

    @property
    def voluntary(self) -> bool:
        """True for a VUR (16.1.2): a requested bye (categories 3 and 5) or a forfeit loss."""
        return self in (
            Unplayed.REQUESTED_BYE_THEN_PLAYED,
            Unplayed.FORFEIT_LOSS,
            Unplayed.REQUESTED_BYE_TO_END,
        )

    @property
    def is_forfeit(self) -> bool:
        """True for categories 2 and 4, whose 2026 dummy is capped by the scheduled opponent."""
        return self in (Unplayed.FORFEIT_WIN, Unplayed.FORFEIT_LOSS)


_WINS = frozenset({ResultCode.WIN, ResultCode.WIN_UNRATED})
# an adjourned game counts as a draw until it ends (TRF-2026 162: X = D)
_DRAWS = frozenset({ResultCode.DRAW, ResultCode.DRAW_UNRATED, ResultCode.ADJOURNED})


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """One player's round as the tie-breaks see it."""

    round: int
    opponent: PlayerId | None
    """The scheduled opponent (of a game or a forfeit); None for a bye or an absence."""
    colour: Colour | None
    """The colour of a played game; None when no game was played (forfeits carry no colour)."""
    result: ResultCode
    points: Fraction
    """Points awarded under the tournament's point system."""
    played: bool
    """True for a game played over the board (C.07 15.1)."""
    category: Unplayed | None
    """The 16.2 category of an unplayed round; None for a played game."""

    @property
    def voluntary(self) -> bool:
        """True when the round is a VUR (16.1.2)."""
        return self.category is not None and self.category.voluntary

    @property
    def game_score(self) -> Fraction:
        """1, ½ or 0 for a played game, whatever the point system (the rating tables' p)."""
        if self.result in _WINS:
            return Fraction(1)
        if self.result in _DRAWS:
            return Fraction(1, 2)
        return Fraction(0)

    @property
    def won(self) -> bool:
        """True for a game won over the board."""
        return self.played and self.result in _WINS


def _unplayed_kind(entry: RoundEntry) -> Unplayed | None:
    """The category of an unplayed entry before the look-ahead that splits requested byes.

    Requested byes come back as REQUESTED_BYE_TO_END; :func:`_records` turns them into
    category 3 when a later round is not a VUR.
    """
    if entry.played:
        return None
    match entry.result:
        case ResultCode.PAB | ResultCode.FULL_BYE:
            return Unplayed.BYE_WON
        case ResultCode.FORFEIT_WIN if entry.opponent is not None:
            return Unplayed.FORFEIT_WIN
        case ResultCode.FORFEIT_LOSS if entry.opponent is not None:
            return Unplayed.FORFEIT_LOSS
        case ResultCode.FORFEIT_WIN:
            # A forfeit win with no opponent is a full point awarded without a game: as a
            # full-point bye (16.2.1) it is not voluntary.
            return Unplayed.BYE_WON
        case _:
            # H, Z, blank, a forfeit loss without an opponent, and a game result without an
            # opponent: the player was absent. 16.1.1: a requested bye is a half- or
            # zero-point bye; every round after a withdrawal counts as a zero-point bye.
            return Unplayed.REQUESTED_BYE_TO_END


def _records(
    entries: tuple[RoundEntry, ...], system: PointSystem, fore_round: int | None
) -> tuple[RoundRecord, ...]:
    """The records of one player's entries (rounds 1..N), with the 16.2 categories."""
    kinds: list[Unplayed | None] = []
    prepared: list[RoundEntry] = []
    for r, entry in enumerate(entries, start=1):
        if r == fore_round and entry.opponent is not None:
            # C.07 8.3: Fore Buchholz treats every paired game of the final round, forfeits
            # included, as a draw; byes of the final round stay as they are.
            entry = RoundEntry(entry.opponent, entry.colour, ResultCode.DRAW)
        prepared.append(entry)
        kinds.append(_unplayed_kind(entry))
    records: list[RoundRecord] = []
    for i, (entry, kind) in enumerate(zip(prepared, kinds, strict=True)):
        if kind is Unplayed.REQUESTED_BYE_TO_END and any(
            later is None or not later.voluntary for later in kinds[i + 1 :]
        ):
            # 16.2.3: a requested bye followed later by a round that is not a VUR.
            kind = Unplayed.REQUESTED_BYE_THEN_PLAYED
        records.append(
            RoundRecord(
                round=i + 1,
                opponent=entry.opponent,
                colour=entry.colour if kind is None else None,
                result=entry.result,
                points=system.points_for(entry.result),
                played=kind is None,
                category=kind,
            )
        )
    return tuple(records)


class ScoreView:
    """Every player's records for rounds ``1..rounds`` and the two scores of C.07 Art. 16.

    With ``fore=True`` the final round's paired games are draws (8.3), which gives the Fore
    scores that FB and AOB/F use for opponents and for the player's own dummy.
    """

    __slots__ = ("_adjusted", "_records", "_score", "fore", "rounds", "system")

    def __init__(self, t: Tournament, rounds: int, *, fore: bool = False) -> None:
        self.rounds = rounds
        self.fore = fore
        self.system = t.point_system
        records: dict[PlayerId, tuple[RoundRecord, ...]] = {}
        for p in t.players:
            entries = tuple(p.entry(r) for r in range(1, rounds + 1))
            records[p.id] = _records(entries, t.point_system, rounds if fore else None)
        for pid, recs in records.items():
            for rec in recs:
                if rec.opponent is not None and rec.opponent not in records:
                    raise StandingsError(
                        f"player {pid}, round {rec.round}: opponent {rec.opponent} is not "
                        "a registered player"
                    )
        self._records: Mapping[PlayerId, tuple[RoundRecord, ...]] = MappingProxyType(records)
        self._score = {
            pid: sum((r.points for r in recs), Fraction(0)) for pid, recs in records.items()
        }
        draw = t.point_system.draw
        # C.07 16.3: opponents see categories 1-4 at the points awarded; category 5 (requested
        # byes not followed by a non-VUR round, e.g. the rounds after a withdrawal) as a draw.
        self._adjusted = {
            pid: sum(
                (draw if r.category is Unplayed.REQUESTED_BYE_TO_END else r.points for r in recs),
                Fraction(0),
            )
            for pid, recs in records.items()
        }

    @property
    def players(self) -> tuple[PlayerId, ...]:
        """All player ids, ascending."""
        return tuple(sorted(self._records))

    def records(self, pid: PlayerId) -> tuple[RoundRecord, ...]:
        """The records of ``pid`` for rounds 1..N."""
        return self._records[pid]

    def score(self, pid: PlayerId) -> Fraction:
        """The player's own (final, for this view) score: the points awarded."""
        return self._score[pid]

    def adjusted(self, pid: PlayerId) -> Fraction:
        """The score opponents see (C.07 16.3)."""
        return self._adjusted[pid]


class TieBreakContext:
    """What the tie-break functions read: a tournament cut at ``after_round``, in one edition.

    Build it once per standings computation; it holds the plain and the Fore :class:`ScoreView`
    (the latter built on first use) and remembers per-player values that other players'
    tie-breaks reuse (the opponents' BH of AOB, their TPR of APRO): the context is the cache, so
    a new tournament state needs a new context.
    ``unrated_rating`` is the rating the regulations give unrated players for Art. 10
    tie-breaks; None leaves unrated players out of rating averages (Art. 10 note).
    ``predetermined``: the pairings were fixed in advance (a round-robin, C.07 15.2): forfeits
    count as games against the scheduled opponent in the tie-breaks of Art. 6, 8 and 9 and as
    wins in WON (2026: not in the rating tie-breaks of Art. 10, and a forfeit loss stays
    unplayed in the Type B ones); opponents count at their real score and a round without a
    scheduled opponent (the free round of an odd field) adds nothing, Art. 16 being for Swiss
    events (15.3).

    >>> from engine.model import Player, Tournament
    >>> ctx = TieBreakContext(Tournament(players=(Player(PlayerId(1), "A"),)), 0)
    >>> ctx.rounds, ctx.edition.name
    (0, 'C07_2026')
    """

    __slots__ = (
        "_fore",
        "_memo",
        "_ratings",
        "edition",
        "plain",
        "predetermined",
        "rounds",
        "system",
        "tournament",
        "unrated_rating",
    )

    def __init__(
        self,
        t: Tournament,
        after_round: int,
        edition: Edition | None = None,
        *,
        unrated_rating: int | None = None,
        predetermined: bool = False,
    ) -> None:
        if after_round < 0 or after_round > t.rounds_in_file:
            raise StandingsError(
                f"round {after_round} is out of range: the tournament has {t.rounds_in_file} "
                "rounds on file"
            )
        self.tournament = t
        self.rounds = after_round
        self.edition = edition if edition is not None else edition_for(t)
        self.system = t.point_system
        self.unrated_rating = unrated_rating
        self.predetermined = predetermined
        self.plain = ScoreView(t, after_round)
        self._fore: ScoreView | None = None
        self._ratings = {p.id: p.rating for p in t.players}
        self._memo: dict[tuple[str, PlayerId], object] = {}

    @property
    def fore(self) -> ScoreView:
        """The Fore view (8.3): the final round's paired games as draws."""
        if self._fore is None:
            self._fore = ScoreView(self.tournament, self.rounds, fore=True)
        return self._fore

    def remember(self, key: str, pid: PlayerId, compute: Callable[[], T]) -> T:
        """``compute()`` for (``key``, ``pid``), computed once per context."""
        memo_key = (key, pid)
        if memo_key not in self._memo:
            self._memo[memo_key] = compute()
        return cast("T", self._memo[memo_key])

    def view(self, fore: bool) -> ScoreView:
        """The Fore view (8.3) when ``fore``, else the plain one."""
        return self.fore if fore else self.plain

    def rating(self, pid: PlayerId) -> int | None:
        """The rating used by Art. 10 tie-breaks; None for an unrated player without a rule."""
        rating = self._ratings[pid]
        return rating if rating > 0 else self.unrated_rating

    def counts_as_game(self, rec: RoundRecord, *, forfeits_played: bool = False) -> bool:
        """True when ``rec`` is a game against its scheduled opponent for Art. 6, 8 and 9: a
        game played over the board, or a forfeit when ``/P`` or pre-determined pairings
        (15.2) make it one.
        """
        if rec.played:
            return rec.opponent is not None
        forfeit = rec.category is not None and rec.category.is_forfeit
        return forfeit and rec.opponent is not None and (forfeits_played or self.predetermined)

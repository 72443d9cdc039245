"""Rating change per game and per event (B.02 §5, §6, §8.3), from a tournament's results.

Per game against a rated opponent: D = own rating - opponent's rating, with the 400-point rule
(§8.3.1, from 1 October 2025: "A difference in rating of more than 400 points shall be counted
for rating purposes as though it were a difference of 400 points for players rated below 2650.
For players rated 2650 and above, the difference between ratings shall be used in all cases");
PD from table 8.1.2; ΔR = score - PD (§8.3.2); the change is K x ΣΔR, rounded once, 0.5 away
from zero (§8.3.4). Which games count (§5.1): only games actually played; forfeits and byes are
not counted, and a game where a player did not make a move (TRF ``W``/``D``/``L``) is not a
rated game either. A rated player's games against unrated opponents do not change his rating
(§8.3.1 "against a rated player"); they count for the opponent's initial rating (§8.2).

Rapid and blitz (B.02 R&B §7.3.1): the cap is 400 for everyone, and since 1 December 2024
"games played between players with a rating difference of 600 points or more shall not be rated
if at least one of the players is rated above 2600 on the relevant list".

Ratings are the ones in the file: the list in force when the event starts.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from engine.model import Player, PlayerId, ResultCode, Tournament
from engine.ratings.errors import RatingError
from engine.ratings.initial import InitialRating, initial_rating
from engine.ratings.kfactor import KFactor, capped_k, computed_k, year_of
from engine.ratings.performance import performance
from engine.ratings.rounding import round_half_away
from engine.ratings.settings import RatingKind, RatingSettings
from engine.ratings.tables import expected_score

CAP = 400
"""B.02 §8.3.1: a larger difference counts as 400."""
NO_CAP_FROM = 2650
"""B.02 §8.3.1 (1 October 2025): players rated 2650 and above use the real difference."""
RB_GAP = 600
RB_GAP_ABOVE = 2600
"""B.02 R&B §7.3.1 (1 December 2024): |D| >= 600 with a player above 2600 is not rated."""

_SCORES = {
    ResultCode.WIN: Fraction(1),
    ResultCode.DRAW: Fraction(1, 2),
    ResultCode.LOSS: Fraction(0),
}
_SHORT = frozenset({ResultCode.WIN_UNRATED, ResultCode.DRAW_UNRATED, ResultCode.LOSS_UNRATED})
_FORFEITS = frozenset({ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS})


class NotRated(Enum):
    """Why a round does not change a rating; the value is the sentence printed."""

    BYE = "no game: bye or absence (B.02 §5.1)"
    FORFEIT = "forfeit: the game was not played (B.02 §5.1)"
    SHORT_GAME = "fewer than one move made: not rated (B.02 §5.1)"
    NO_RESULT = "no result yet"
    OPPONENT_UNRATED = "opponent unrated: counts only for the opponent's first rating (§8.3.1)"
    BOTH_UNRATED = "both players unrated (B.02 §8.2.2: rated opponents only)"
    RATING_GAP = "difference of 600 or more with a player above 2600 (B.02 R&B §7.3.1)"
    UNKNOWN_OPPONENT = "the opponent is not in the file"


def counted_difference(own: int, opponent: int, kind: RatingKind = RatingKind.STANDARD) -> int:
    """D = ``own`` - ``opponent`` after the 400-point rule (B.02 §8.3.1).

    The player's own rating decides: a 2813 keeps D 413 against a 2400, who gets -400.

    >>> counted_difference(2813, 2400), counted_difference(2400, 2813)
    (413, -400)
    >>> counted_difference(2105, 1620), counted_difference(2813, 2400, RatingKind.RAPID)
    (400, 400)
    """
    d = own - opponent
    if kind is RatingKind.STANDARD and own >= NO_CAP_FROM:
        return d
    return max(-CAP, min(CAP, d))


def rated_in_kind(own: int, opponent: int, kind: RatingKind) -> bool:
    """False for a rapid or blitz game excluded by the 600-point rule (B.02 R&B §7.3.1).

    >>> rated_in_kind(2650, 2040, RatingKind.BLITZ), rated_in_kind(2650, 2040, RatingKind.STANDARD)
    (False, True)
    """
    if kind is RatingKind.STANDARD:
        return True
    return not (abs(own - opponent) >= RB_GAP and max(own, opponent) > RB_GAP_ABOVE)


def game_delta(
    own: int, opponent: int, score: Fraction, kind: RatingKind = RatingKind.STANDARD
) -> Fraction:
    """ΔR = score - PD of one rated game (B.02 §8.3.2).

    Test vector (c) of the note: a 2813 beats a 2400 (+0.07); the 2400 loses (-0.08).

    >>> game_delta(2813, 2400, Fraction(1)), game_delta(2400, 2813, Fraction(0))
    (Fraction(7, 100), Fraction(-2, 25))
    """
    return score - expected_score(counted_difference(own, opponent, kind))


@dataclass(frozen=True, slots=True)
class GameRating:
    """One round of a player as the rating calculation sees it."""

    round: int
    opponent: PlayerId | None
    opponent_name: str
    opponent_rating: int
    result: ResultCode
    score: Fraction | None
    """1, ½ or 0 of a game played over the board; None when no game counts."""
    not_rated: NotRated | None
    """None for a game that changes the player's rating (or counts for his first rating)."""
    difference: int | None = None
    """The real D = own - opponent (None when not rated)."""
    counted: int | None = None
    """D after the 400-point rule."""
    expected: Fraction | None = None
    """PD of table 8.1.2 for the counted D."""
    k: int | None = None

    @property
    def rated(self) -> bool:
        """True when the game changes the player's rating."""
        return self.not_rated is None and self.expected is not None

    @property
    def capped(self) -> bool:
        """True when the 400-point rule changed D."""
        return self.difference is not None and self.counted != self.difference

    @property
    def delta(self) -> Fraction | None:
        """ΔR = score - PD (B.02 §8.3.2 b)."""
        if self.expected is None or self.score is None:
            return None
        return self.score - self.expected

    @property
    def change(self) -> Fraction | None:
        """K x ΔR: this game's share of the change, exact."""
        delta = self.delta
        return None if delta is None or self.k is None else delta * self.k


@dataclass(frozen=True, slots=True)
class PlayerRatingChange:
    """A player's rating change over the event (or up to a round), game by game."""

    player: PlayerId
    name: str
    rating: int
    """The rating in the file (0: unrated)."""
    kind: RatingKind
    k: KFactor | None
    """None for an unrated player."""
    games: tuple[GameRating, ...]
    initial: InitialRating | None = None
    """For an unrated player: the §8.2 estimate from this event's games."""

    @property
    def rated_games(self) -> tuple[GameRating, ...]:
        """The games that change the rating."""
        return tuple(g for g in self.games if g.rated)

    @property
    def score(self) -> Fraction:
        """Points from rated games."""
        return sum((g.score or Fraction(0) for g in self.rated_games), Fraction(0))

    @property
    def expected(self) -> Fraction:
        """ΣPD over rated games."""
        return sum((g.expected or Fraction(0) for g in self.rated_games), Fraction(0))

    @property
    def sum_delta(self) -> Fraction:
        """ΣΔR (B.02 §8.3.2 c)."""
        return self.score - self.expected

    @property
    def change_exact(self) -> Fraction:
        """K x ΣΔR, unrounded (0 for an unrated player)."""
        return self.sum_delta * self.k.value if self.k is not None else Fraction(0)

    @property
    def change(self) -> int:
        """The change rounded to a whole number, 0.5 away from zero (B.02 §8.3.4).

        FIDE rounds once per rating period; for an event rated alone in its period this is it.
        """
        return round_half_away(self.change_exact)

    @property
    def new_rating(self) -> int | None:
        """Rating + rounded change; for an unrated player the estimated first rating."""
        if self.rating:
            return self.rating + self.change
        return self.initial.ru if self.initial is not None else None

    @property
    def capped_games(self) -> int:
        """Games whose D the 400-point rule changed."""
        return sum(1 for g in self.rated_games if g.capped)

    @property
    def performance(self) -> int | None:
        """Ra + dp over the games against rated opponents played over the board."""
        counted = [g for g in self.games if g.score is not None and g.opponent_rating > 0]
        counted = [g for g in counted if g.not_rated is None]
        if not counted:
            return None
        return performance(
            [g.opponent_rating for g in counted],
            sum((g.score or Fraction(0) for g in counted), Fraction(0)),
        )

    def running(self) -> tuple[tuple[int, Fraction], ...]:
        """(round, change so far, exact) after each round: the player card's column."""
        total = Fraction(0)
        out: list[tuple[int, Fraction]] = []
        for g in self.games:
            total += g.change or Fraction(0)
            out.append((g.round, total))
        return tuple(out)


def event_year(t: Tournament) -> int | None:
    """The year the event starts (for the junior K): start date, else the first round date."""
    for text in (t.start_date, *t.round_dates, t.end_date):
        year = year_of(text)
        if year is not None:
            return year
    return None


def k_factor_of(t: Tournament, p: Player, settings: RatingSettings, games: int) -> KFactor:
    """The K used for ``p``: typed by the arbiter, else computed; then the 700 rule."""
    typed = settings.typed_k(p.id)
    if typed is not None:
        k = KFactor(typed, "typed by the arbiter from the rating list", typed=True)
    else:
        k = computed_k(p.rating, year_of(p.birth_date), event_year(t))
    return capped_k(k, games)


def _classify(
    p: Player, round_no: int, by_id: dict[PlayerId, Player], kind: RatingKind
) -> GameRating:
    e = p.entry(round_no)
    opp = by_id.get(e.opponent) if e.opponent is not None else None

    def line(reason: NotRated | None, score: Fraction | None = None) -> GameRating:
        return GameRating(
            round_no,
            e.opponent,
            opp.name if opp is not None else "",
            opp.rating if opp is not None else 0,
            e.result,
            score,
            reason,
        )

    if e.opponent is None:
        return line(NotRated.BYE)
    if e.result in _FORFEITS:
        return line(NotRated.FORFEIT)
    if e.result in _SHORT:
        return line(NotRated.SHORT_GAME)
    score = _SCORES.get(e.result)
    if score is None:
        return line(NotRated.NO_RESULT)
    if opp is None:
        return line(NotRated.UNKNOWN_OPPONENT)
    if not opp.rating:
        return line(NotRated.BOTH_UNRATED if not p.rating else NotRated.OPPONENT_UNRATED)
    if not p.rating:
        return line(None, score)  # counts for his first rating (§8.2)
    if not rated_in_kind(p.rating, opp.rating, kind):
        return line(NotRated.RATING_GAP)
    counted = counted_difference(p.rating, opp.rating, kind)
    return GameRating(
        round_no,
        e.opponent,
        opp.name,
        opp.rating,
        e.result,
        score,
        None,
        p.rating - opp.rating,
        counted,
        expected_score(counted),
    )


def player_rating_change(
    t: Tournament,
    pid: PlayerId,
    *,
    after_round: int | None = None,
    settings: RatingSettings | None = None,
) -> PlayerRatingChange:
    """The rating change of ``pid`` over rounds ``1..after_round`` (all when None).

    Test vector (a) of the note (2105, K 20): +10.2, printed +10.
    """
    settings = settings or RatingSettings()
    try:
        p = t.player(pid)
    except KeyError:
        raise RatingError(f"no player {pid}") from None
    last = t.rounds_in_file if after_round is None else after_round
    if last < 0 or last > t.rounds_in_file:
        raise RatingError(f"round {last} is out of range (0..{t.rounds_in_file})")
    by_id = {q.id: q for q in t.players}
    lines = [_classify(p, r, by_id, settings.kind) for r in range(1, last + 1)]
    if not p.rating:
        counted = [g for g in lines if g.not_rated is None and g.score is not None]
        initial = initial_rating(
            [g.opponent_rating for g in counted],
            sum((g.score or Fraction(0) for g in counted), Fraction(0)),
        )
        return PlayerRatingChange(p.id, p.name, 0, settings.kind, None, tuple(lines), initial)
    n = sum(1 for g in lines if g.expected is not None)
    k = k_factor_of(t, p, settings, n)
    games = tuple(
        GameRating(
            g.round,
            g.opponent,
            g.opponent_name,
            g.opponent_rating,
            g.result,
            g.score,
            g.not_rated,
            g.difference,
            g.counted,
            g.expected,
            k.value if g.expected is not None else None,
        )
        for g in lines
    )
    return PlayerRatingChange(p.id, p.name, p.rating, settings.kind, k, games)


def rating_changes(
    t: Tournament, *, after_round: int | None = None, settings: RatingSettings | None = None
) -> tuple[PlayerRatingChange, ...]:
    """:func:`player_rating_change` of every player, by pairing number."""
    return tuple(
        player_rating_change(t, p.id, after_round=after_round, settings=settings)
        for p in sorted(t.players, key=lambda q: q.id)
    )

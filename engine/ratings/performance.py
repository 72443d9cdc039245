"""Performance ratings: the norm performance of B.01 §1.4.6-1.4.9 and the plain Ra + dp.

Norm performance (B.01, Title Regulations from 1 January 2024):

- §1.4.6: the rating of each opponent is the one of the list in force when the event starts;
  an unrated opponent counts as 1400 (1.4.6b); if the lowest-rated opponent is below the
  title's rating floor, *that one opponent only* is raised to the floor (1.4.6c).
- §1.4.7: Ra, the average of these ratings, rounded to the nearest whole number, .5 upwards.
- §1.4.8: p, the score in whole percent, .5 upwards; Rp = Ra + dp (table 1.4.9 = B.02 8.1.1).

Comparing rounded Ra + dp with 2600 is the same as comparing the exact average + dp with
2599.5, since dp is a whole number.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine.ratings.rounding import round_half_up, whole_percent
from engine.ratings.tables import dp_for

UNRATED_OPPONENT = 1400
"""B.01 §1.4.6b: an unrated opponent counts as rated 1400 for a norm."""

HALF = Fraction(1, 2)


@dataclass(frozen=True, slots=True)
class FloorRaise:
    """The one opponent raised to the rating floor (B.01 §1.4.6c)."""

    index: int
    """Position of the opponent in the ratings given (0-based)."""
    before: int
    after: int

    @property
    def amount(self) -> int:
        """Points added to the sum of ratings."""
        return self.after - self.before


@dataclass(frozen=True, slots=True)
class NormPerformance:
    """Ra, p and Rp of a set of games, with the floor adjustment that produced them."""

    ratings: tuple[int, ...]
    """Each opponent's rating as used: unrated = 1400, the lowest raised to the floor."""
    floor_raise: FloorRaise | None
    games: int
    score: Fraction
    ra_exact: Fraction
    ra: int
    p_percent: int
    dp: int

    @property
    def rp(self) -> int:
        """The performance rating Rp = Ra + dp (B.01 §1.4.8)."""
        return self.ra + self.dp


def ratings_for_norm(
    ratings: Sequence[int | None], floor: int
) -> tuple[tuple[int, ...], FloorRaise | None]:
    """The opponents' ratings as B.01 §1.4.6 counts them, and the floor raise if any.

    ``None`` or 0 is an unrated opponent (1400). Only the single lowest is raised; when two
    share the lowest rating, the first of them is (the sum is the same either way).

    >>> ratings_for_norm([1935, 2410, 2015], 2050)
    ((2050, 2410, 2015), FloorRaise(index=0, before=1935, after=2050))
    >>> ratings_for_norm([None, 2300], 2200)[0]
    (2200, 2300)
    """
    used = [r if r else UNRATED_OPPONENT for r in ratings]
    if not used:
        return (), None
    low = min(range(len(used)), key=lambda i: (used[i], i))
    if used[low] >= floor:
        return tuple(used), None
    raise_ = FloorRaise(low, used[low], floor)
    used[low] = floor
    return tuple(used), raise_


def norm_performance(ratings: Sequence[int | None], score: Fraction, floor: int) -> NormPerformance:
    """Ra, p and Rp of B.01 §1.4.6-1.4.8 for opponents rated ``ratings`` and ``score``.

    Worked example C of the note (FRA player, IM floor 2050): the 1935 is raised, the 2015 not.

    >>> perf = norm_performance(
    ...     [1935, 2410, 2540, 2302, 2395, 2015, 2431, 2555, 2288], Fraction(6), 2050)
    >>> perf.ra_exact, perf.ra, perf.p_percent, perf.dp, perf.rp
    (Fraction(20986, 9), 2332, 67, 125, 2457)
    """
    used, raise_ = ratings_for_norm(ratings, floor)
    n = len(used)
    if n == 0:
        raise ValueError("a performance needs at least one game")
    ra_exact = Fraction(sum(used), n)
    p = whole_percent(score, n)
    return NormPerformance(
        used, raise_, n, Fraction(score), ra_exact, round_half_up(ra_exact), p, dp_for(p)
    )


def score_required(ra: int, games: int, target: int) -> Fraction | None:
    """The smallest score, in half points, with Ra + dp >= ``target`` (B.01 §1.4.8); None
    when even a full score falls short. Ra does not depend on the score, so it is fixed.

    Worked example A of the note: Ra 2391 over 9 games, IM (2450) needs 5½ (61 % -> 80).

    >>> score_required(2391, 9, 2450), score_required(2391, 9, 2600)
    (Fraction(11, 2), Fraction(7, 1))
    >>> score_required(2000, 9, 2900) is None
    True
    """
    for halves in range(0, 2 * games + 1):
        s = Fraction(halves, 2)
        if ra + dp_for(whole_percent(s, games)) >= target:
            return s
    return None


def performance(ratings: Sequence[int], score: Fraction) -> int:
    """Ra + dp of games against the opponents rated ``ratings`` (no floor, no 1400): the
    performance shown in the standings and on the rating report.

    >>> performance([2000, 2200], Fraction(1))
    2100
    """
    if not ratings:
        raise ValueError("a performance needs at least one rated opponent")
    ra = round_half_up(Fraction(sum(ratings), len(ratings)))
    return ra + dp_for(whole_percent(score, len(ratings)))

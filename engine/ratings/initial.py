"""The initial rating of an unrated player (B.02 §7.1.4, §8.2).

Verbatim: "8.2.1 If an unrated player scores zero in their first event this score is
disregarded. Otherwise, their rating is calculated using all their results as in 7.1.4.
8.2.2 Ra is the average rating of the player's rated opponents plus two hypothetical opponents
rated 1800. The result against these two hypothetical opponents is considered as a draw.
8.2.3 Ru = Ra + dp. Ru is rounded to the nearest whole number. The maximum initial rating is
2200." §7.1.4: a rating is published when based on at least 5 games against rated opponents
(pooled over events within 26 months) and it is at least 1400.

Only this event is known here: the result is an estimate from this event's games alone. How p
is rounded before the table look-up is not written; whole percent, .5 up, as B.01 §1.4.8 does
(docs/rulings.md, "Initial rating: rounding p").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine.ratings.rounding import round_half_away, whole_percent
from engine.ratings.tables import dp_for

HYPOTHETICAL_OPPONENT = 1800
HYPOTHETICAL_GAMES = 2
MAX_INITIAL = 2200
MIN_PUBLISHED = 1400
MIN_GAMES = 5


@dataclass(frozen=True, slots=True)
class InitialRating:
    """The §8.2 calculation for one unrated player over this event's rated games."""

    games: int
    """Games against rated opponents."""
    score: Fraction
    opponents_total: int
    ra_exact: Fraction
    p_percent: int
    dp: int
    ru_exact: Fraction
    ru: int
    """Ru rounded and capped at 2200."""
    notes: tuple[str, ...]
    """Why it would not be published yet (fewer than 5 games, zero score, below 1400)."""

    @property
    def publishable(self) -> bool:
        """True when this event alone would give a published rating."""
        return not self.notes


def initial_rating(opponent_ratings: Sequence[int], score: Fraction) -> InitialRating | None:
    """Ru from games against opponents rated ``opponent_ratings`` with ``score``; None without
    a rated opponent.

    Test vector (b) of the note: W 1650, D 1720, W 1580, L 1810, D 1690.

    >>> ru = initial_rating([1650, 1720, 1580, 1810, 1690], Fraction(3))
    >>> float(round(ru.ra_exact, 2)), ru.p_percent, ru.dp, ru.ru, ru.publishable
    (1721.43, 57, 50, 1771, True)
    """
    n = len(opponent_ratings)
    if n == 0:
        return None
    total = sum(opponent_ratings)
    # §8.2.2: two hypothetical 1800 opponents, both drawn
    ra = Fraction(total + HYPOTHETICAL_GAMES * HYPOTHETICAL_OPPONENT, n + HYPOTHETICAL_GAMES)
    p = whole_percent(Fraction(score) + Fraction(HYPOTHETICAL_GAMES, 2), n + HYPOTHETICAL_GAMES)
    dp = dp_for(p)
    ru_exact = ra + dp
    ru = min(round_half_away(ru_exact), MAX_INITIAL)
    notes: list[str] = []
    if n < MIN_GAMES:
        notes.append(
            f"{n} game{'s' if n != 1 else ''} against rated opponents: a rating needs "
            f"{MIN_GAMES}, pooled over events within 26 months (B.02 §7.1.4)"
        )
    if score == 0:
        notes.append("a zero score in a first event is disregarded (B.02 §8.2.1)")
    if ru < MIN_PUBLISHED:
        notes.append(f"below {MIN_PUBLISHED}: not published (B.02 §7.1.4)")
    return InitialRating(n, Fraction(score), total, ra, p, dp, ru_exact, ru, tuple(notes))

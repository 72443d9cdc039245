"""The development coefficient K (B.02 §8.3.3).

The regulation, verbatim: "K = 40 for a player new to the rating list until they have
completed events with at least 30 games. K = 20 as long as a player's rating remains under
2400. K = 10 once a player's published rating has reached 2400 and remains at that level
subsequently, even if the rating drops below 2400. K = 40 for all players until the end of the
year of their 18th birthday, as long as their rating remains under 2300. If the number of
games (n) for a player on any list for a rating period multiplied by K (as defined above)
exceeds 700, then K shall be the largest whole number such that K x n does not exceed 700."

A TRF holds neither the number of rated games nor the rating history, so the K printed in the
rating list (typed by the arbiter) always wins; the computed K is a fallback and says what it
could not know. The precedence of the lines is not written (docs/rulings.md, "K factor").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

K_NEW = 40
K_JUNIOR = 40
K_STANDARD = 20
K_TOP = 10
JUNIOR_AGE = 18
JUNIOR_BELOW = 2300
TOP_FROM = 2400
NEW_PLAYER_GAMES = 30
K_TIMES_GAMES_MAX = 700

_YEAR = re.compile(r"(?<!\d)(19\d\d|20\d\d)(?!\d)")


def year_of(date_text: str) -> int | None:
    """The year in a date as the TRF writes it (``1978/00/00``, ``24/09/2010``, ``2010``).

    >>> year_of("1978/00/00"), year_of("24/09/2010"), year_of(""), year_of("12/05")
    (1978, 2010, None, None)
    """
    match = _YEAR.search(date_text)
    return int(match.group(1)) if match else None


@dataclass(frozen=True, slots=True)
class KFactor:
    """A player's K for this event and where it comes from."""

    value: int
    reason: str
    """Why this value: ``"typed by the arbiter from the rating list"`` or the §8.3.3 line used."""
    typed: bool = False
    before_cap: int | None = None
    """K before the 700 rule lowered it (None: not lowered)."""


def computed_k(
    rating: int,
    birth_year: int | None,
    event_year: int | None,
    *,
    rated_games: int | None = None,
) -> KFactor:
    """K from the §8.3.3 lines, in the order written (the first that applies).

    ``rated_games``: games in the player's rating history, when known (the TRF does not say).

    >>> computed_k(2105, 1990, 2026).value, computed_k(2450, 1990, 2026).value
    (20, 10)
    >>> computed_k(2250, 2009, 2026).value, computed_k(2350, 2009, 2026).value
    (40, 20)
    >>> computed_k(1800, 1980, 2026, rated_games=12).value
    40
    """
    if rated_games is not None and rated_games < NEW_PLAYER_GAMES:
        return KFactor(K_NEW, f"K 40: fewer than {NEW_PLAYER_GAMES} rated games (B.02 §8.3.3)")
    if (
        birth_year is not None
        and event_year is not None
        and event_year - birth_year <= JUNIOR_AGE
        and rating < JUNIOR_BELOW
    ):
        return KFactor(
            K_JUNIOR,
            f"K 40: born {birth_year}, at most {JUNIOR_AGE} in {event_year}, rated under "
            f"{JUNIOR_BELOW} (B.02 §8.3.3)",
        )
    if rating >= TOP_FROM:
        return KFactor(K_TOP, f"K 10: rated {TOP_FROM} or more (B.02 §8.3.3)")
    why = f"K 20: rated under {TOP_FROM} (B.02 §8.3.3)"
    if rated_games is None:
        why += "; K 40 if fewer than 30 rated games or once rated 2400 gives K 10: check the list"
    return KFactor(K_STANDARD, why)


def capped_k(k: KFactor, games: int) -> KFactor:
    """K lowered so that K x n does not exceed 700 (B.02 §8.3.3, last line).

    FIDE applies it to all games of the rating period; only this event's games are known here.

    >>> capped_k(KFactor(20, "x"), 39).value, capped_k(KFactor(40, "x"), 17).value
    (17, 40)
    """
    if games <= 0 or k.value * games <= K_TIMES_GAMES_MAX:
        return k
    value = K_TIMES_GAMES_MAX // games
    return KFactor(
        value,
        f"{k.reason}; lowered to {value}: {games} games x K may not exceed "
        f"{K_TIMES_GAMES_MAX} (B.02 §8.3.3)",
        k.typed,
        k.value,
    )

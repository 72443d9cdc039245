"""Game results drawn from the players' ratings (C.04.A A.5: "the games results may somewhat
respect the probabilities given by the FIDE rating table").

The expected score is table 8.1(b) of the FIDE Rating Regulations (B.02), the same table C.07
uses: :func:`engine.standings.fide_tables.expected_hundredths`, exact integers, no cap. The draw
rule is the established generators' (shared/spec/cli.md §7.3): the draw probability is the
configured percentage, capped at ``2 - 2E`` (E = the stronger player's expected score), and the
rest is split between the two wins so that the expected score stays E. All arithmetic is on
integers (units of 1/200), so a seed gives the same results on every platform.
"""

from __future__ import annotations

import math
from fractions import Fraction

from engine.model import ResultCode
from engine.rtg.config import NEVER
from engine.rtg.randomness import Chance
from engine.standings.fide_tables import expected_hundredths


def outcome_weights(
    white_rating: int, black_rating: int, draw_percentage: int
) -> tuple[int, int, int]:
    """(white wins, draw, black wins) in units of 1/200; they always add up to 200.

    >>> outcome_weights(2000, 2000, 30)
    (70, 60, 70)
    >>> outcome_weights(2400, 2000, 30)  # PD(400) = 0.92: draws capped at 2 - 2E = 16%
    (168, 32, 0)
    >>> outcome_weights(2000, 2100, 10)  # PD(-100) = 0.36
    (62, 20, 118)
    """
    e_white = expected_hundredths(white_rating - black_rating)
    stronger = max(e_white, 100 - e_white)
    draw = min(draw_percentage, 2 * (100 - stronger))  # in percent
    white = 2 * e_white - draw
    black = 200 - 2 * e_white - draw
    return white, 2 * draw, black


def draw_result(
    chance: Chance, white_rating: int, black_rating: int, draw_percentage: int
) -> tuple[ResultCode, ResultCode]:
    """A played game's result, White's code first."""
    white, draw, _black = outcome_weights(white_rating, black_rating, draw_percentage)
    x = chance.below(200)
    if x < white:
        return ResultCode.WIN, ResultCode.LOSS
    if x < white + draw:
        return ResultCode.DRAW, ResultCode.DRAW
    return ResultCode.LOSS, ResultCode.WIN


def no_show_probability(forfeit_rate: Fraction) -> float:
    """Chance that one paired player fails to appear, so that about one game in N is forfeited.

    Each player fails independently with p = 1 - sqrt(1 - 1/N): then a game is played with
    probability (1 - p)^2 = 1 - 1/N, and both players may fail (a double forfeit), as in the
    established generators. IEEE-754 division and square root are correctly rounded, so p is
    the same float everywhere.

    >>> no_show_probability(Fraction(1)), no_show_probability(NEVER)
    (1.0, 0.0)
    >>> round(1 - (1 - no_show_probability(Fraction(20))) ** 2, 12)
    0.05
    """
    if forfeit_rate >= NEVER:
        return 0.0
    return 1.0 - math.sqrt(1.0 - 1.0 / float(forfeit_rate))

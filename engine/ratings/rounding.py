"""Rounding as the FIDE regulations write it, on exact fractions (never floats).

Three rules are in use and they differ only on halves:

- B.02 §8.3.4: the rating change "is rounded to the nearest whole number. 0.5 is rounded away
  from zero" (−2.5 gives −3). Python's ``round()`` rounds halves to even (``round(-2.5)`` is
  −2) and Java's ``Math.round`` rounds them up (−2): both are wrong here.
- B.01 §1.4.7 and C.07 10.1: an average "rounded to the nearest whole number, .5 upwards"
  (ratings are positive, so this is the same as away from zero there).
- B.01 §1.4.8: the percentage score p "rounded to the nearest whole percent, .5 upwards".
"""

from __future__ import annotations

import math
from fractions import Fraction


def round_half_away(x: Fraction | int) -> int:
    """``x`` to the nearest integer, a half away from zero (B.02 §8.3.4).

    >>> [round_half_away(Fraction(n, 2)) for n in (-5, -3, -1, 1, 3, 5)]
    [-3, -2, -1, 1, 2, 3]
    >>> round_half_away(Fraction(-249, 100)), round_half_away(Fraction(51, 5))
    (-2, 10)
    """
    x = Fraction(x)
    magnitude = math.floor(abs(x) + Fraction(1, 2))
    return magnitude if x >= 0 else -magnitude


def round_half_up(x: Fraction | int) -> int:
    """``x`` to the nearest integer, a half upwards (B.01 §1.4.7: 2391.5 gives 2392).

    >>> round_half_up(Fraction(4783, 2)), round_half_up(Fraction(-5, 2))
    (2392, -2)
    """
    return math.floor(Fraction(x) + Fraction(1, 2))


def whole_percent(score: Fraction | int, games: int) -> int:
    """``score / games`` in whole percent, .5 upwards (B.01 §1.4.8): 6 of 9 is 67.

    >>> whole_percent(Fraction(6), 9), whole_percent(Fraction(11, 2), 9), whole_percent(4, 7)
    (67, 61, 57)
    """
    if games <= 0:
        raise ValueError(f"a percentage needs at least one game, not {games}")
    return round_half_up(Fraction(score) * 100 / games)


def signed(x: Fraction | int, places: int = 1) -> str:
    """A rating change as printed: sign always shown, ``places`` decimals (half away).

    >>> signed(Fraction(51, 5)), signed(Fraction(-1, 20), 2), signed(0), signed(3, 0)
    ('+10.2', '-0.05', '0.0', '+3')
    """
    scaled = round_half_away(Fraction(x) * 10**places)
    if scaled == 0:
        return "0" if places == 0 else "0." + "0" * places
    sign = "+" if scaled > 0 else "-"
    whole, frac = divmod(abs(scaled), 10**places)
    return f"{sign}{whole}" + (f".{frac:0{places}d}" if places else "")

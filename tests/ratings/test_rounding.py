"""Rounding half away from zero (B.02 §8.3.4) and half up (B.01 §1.4.7-1.4.8)."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.ratings import (
    computed_k,
    round_half_away,
    round_half_up,
    signed,
    whole_percent,
    year_of,
)


@pytest.mark.parametrize(
    ("x", "expected"),
    [
        (Fraction(-5, 2), -3),  # FIDE published -2.50 -> -3
        (Fraction(5, 2), 3),
        (Fraction(-1, 2), -1),
        (Fraction(1, 2), 1),
        (Fraction(-249, 100), -2),
        (Fraction(102, 10), 10),
        (Fraction(0), 0),
    ],
)
def test_half_away_from_zero(x, expected):
    assert round_half_away(x) == expected


def test_python_round_would_be_wrong():
    # the reason the module exists: banker's rounding gives -2 and 2 for these
    assert round(-2.5) == -2 and round(2.5) == 2
    assert round_half_away(Fraction(-5, 2)) == -3 and round_half_away(Fraction(5, 2)) == 3


@given(st.integers(-(10**6), 10**6), st.integers(1, 400))
def test_half_away_matches_decimal_round_half_up(num, den):
    # Decimal's ROUND_HALF_UP is "away from zero" on halves
    # (a half is a finite decimal, so Decimal's 28-digit quotient holds it exactly)
    dec = (Decimal(num) / Decimal(den)).quantize(Decimal(1), rounding=ROUND_HALF_UP)
    assert round_half_away(Fraction(num, den)) == int(dec)


def test_half_up():
    assert round_half_up(Fraction(4783, 2)) == 2392
    assert round_half_up(Fraction(21522, 9)) == 2391  # example A: 2391.33
    assert round_half_up(Fraction(20986, 9)) == 2332  # example C: 2331.78


@pytest.mark.parametrize(
    ("score", "games", "pct"),
    [(6, 9, 67), (Fraction(11, 2), 9, 61), (5, 9, 56), (Fraction(13, 2), 9, 72), (4, 7, 57)],
)
def test_whole_percent(score, games, pct):
    assert whole_percent(Fraction(score), games) == pct


def test_whole_percent_needs_games():
    with pytest.raises(ValueError, match="at least one game"):
        whole_percent(Fraction(1), 0)


def test_signed():
    assert signed(Fraction(51, 5)) == "+10.2"
    assert signed(Fraction(-5, 2), 0) == "-3"
    assert signed(0) == "0.0"


def test_k_factor_lines():
    assert computed_k(2105, 1990, 2026).value == 20
    assert computed_k(2400, 1990, 2026).value == 10
    assert computed_k(2299, 2008, 2026).value == 40  # 18 in 2026: until the end of the year
    assert computed_k(2299, 2007, 2026).value == 20  # 19 in 2026
    assert computed_k(2300, 2010, 2026).value == 20  # junior but not under 2300
    assert computed_k(2500, 1990, 2026, rated_games=10).value == 40  # first line written
    assert computed_k(2105, None, 2026).value == 20
    assert year_of("2010/00/00") == 2010 and year_of("abc") is None

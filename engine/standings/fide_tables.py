"""The two tables of the FIDE Rating Regulations (B.02 §8.1) that C.07 Art. 10 refers to.

Table 8.1(a) converts a fractional score p (in hundredths) into a rating difference dp; table
8.1(b) converts a rating difference D into the higher-rated player's expected score PD.
"""

from __future__ import annotations

from bisect import bisect_left
from fractions import Fraction

# B.02 8.1(a): dp for p = 0.50 .. 1.00 (index = hundredths above 0.50); dp(1 - p) = -dp(p).
_DP_UPPER_HALF = (
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65,
    72, 80, 87, 95, 102, 110, 117, 125, 133, 141,
    149, 158, 166, 175, 184, 193, 202, 211, 220, 230,
    240, 251, 262, 273, 284, 296, 309, 322, 336, 351,
    366, 383, 401, 422, 444, 470, 501, 538, 589, 677,
    800,
)  # fmt: skip

# B.02 8.1(b): the highest D of each band, in order; band i gives the higher-rated player
# PD = 0.50 + i/100 (0-3: .50, 4-10: .51, ..., 620-735: .99); above 735: 1.00.
_PD_BAND_TOPS = (
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68,
    76, 83, 91, 98, 106, 113, 121, 129, 137, 145,
    153, 162, 170, 179, 188, 197, 206, 215, 225, 235,
    245, 256, 267, 278, 290, 302, 315, 328, 344, 357,
    374, 391, 411, 432, 456, 484, 517, 559, 619, 735,
)  # fmt: skip


def dp_for(p_hundredths: int) -> int:
    """dp of table 8.1(a) for p = ``p_hundredths`` / 100.

    >>> dp_for(80), dp_for(50), dp_for(38), dp_for(0)
    (240, 0, -87, -800)
    """
    if not 0 <= p_hundredths <= 100:
        raise ValueError(f"p must be 0..100 hundredths, not {p_hundredths}")
    if p_hundredths >= 50:
        return _DP_UPPER_HALF[p_hundredths - 50]
    return -_DP_UPPER_HALF[50 - p_hundredths]


def expected_score(difference: int) -> Fraction:
    """PD of table 8.1(b) for a player rated ``difference`` points above the opponent.

    No ±400 cap: C.07 10.3 uses the table as printed. A negative difference gives 1 - PD.

    >>> expected_score(0), expected_score(412), expected_score(-38), expected_score(736)
    (Fraction(1, 2), Fraction(93, 100), Fraction(9, 20), Fraction(1, 1))
    """
    return Fraction(expected_hundredths(difference), 100)


def expected_hundredths(difference: int) -> int:
    """:func:`expected_score` in hundredths (an integer), for fast exact sums.

    >>> expected_hundredths(412), expected_hundredths(-38)
    (93, 45)
    """
    # The band of |D| is the first whose top is >= |D|; past the last band PD is 1.00.
    pd = 50 + bisect_left(_PD_BAND_TOPS, abs(difference))
    return pd if difference >= 0 else 100 - pd

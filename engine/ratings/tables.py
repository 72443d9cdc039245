"""The two conversion tables of the FIDE Rating Regulations (B.02 §8.1), as data.

Table 8.1.1 converts a fractional score p into a rating difference dp; table 8.1.2 converts a
rating difference D into the scoring probability PD of the higher-rated (H) and lower-rated (L)
player. The Title Regulations use the same p -> dp table (B.01 §1.4.9 equals 8.1.1 entry by
entry), and the tie-break TPR (C.07 10.2) reads it too.

Both tables are written exactly as the handbook prints them, one entry per printed cell; the
look-up functions below only index into them.
"""

from __future__ import annotations

from bisect import bisect_left
from fractions import Fraction

TABLE_8_1_1: tuple[tuple[int, int], ...] = (
    (100, 800), (99, 677), (98, 589), (97, 538), (96, 501), (95, 470), (94, 444), (93, 422),
    (92, 401), (91, 383), (90, 366), (89, 351), (88, 336), (87, 322), (86, 309), (85, 296),
    (84, 284), (83, 273), (82, 262), (81, 251), (80, 240), (79, 230), (78, 220), (77, 211),
    (76, 202), (75, 193), (74, 184), (73, 175), (72, 166), (71, 158), (70, 149), (69, 141),
    (68, 133), (67, 125), (66, 117), (65, 110), (64, 102), (63, 95), (62, 87), (61, 80),
    (60, 72), (59, 65), (58, 57), (57, 50), (56, 43), (55, 36), (54, 29), (53, 21),
    (52, 14), (51, 7), (50, 0), (49, -7), (48, -14), (47, -21), (46, -29), (45, -36),
    (44, -43), (43, -50), (42, -57), (41, -65), (40, -72), (39, -80), (38, -87), (37, -95),
    (36, -102), (35, -110), (34, -117), (33, -125), (32, -133), (31, -141), (30, -149),
    (29, -158), (28, -166), (27, -175), (26, -184), (25, -193), (24, -202), (23, -211),
    (22, -220), (21, -230), (20, -240), (19, -251), (18, -262), (17, -273), (16, -284),
    (15, -296), (14, -309), (13, -322), (12, -336), (11, -351), (10, -366), (9, -383),
    (8, -401), (7, -422), (6, -444), (5, -470), (4, -501), (3, -538), (2, -589), (1, -677),
    (0, -800),
)  # fmt: skip
"""B.02 8.1.1: (p in hundredths, dp), p = 1.00 down to 0.00, as printed (101 entries).

"For a zero or 1.0 score dp is necessarily indeterminate but is shown notionally as 800."
"""

TABLE_8_1_2: tuple[tuple[int, int | None, int], ...] = (
    (0, 3, 50), (4, 10, 51), (11, 17, 52), (18, 25, 53), (26, 32, 54), (33, 39, 55),
    (40, 46, 56), (47, 53, 57), (54, 61, 58), (62, 68, 59), (69, 76, 60), (77, 83, 61),
    (84, 91, 62), (92, 98, 63), (99, 106, 64), (107, 113, 65), (114, 121, 66),
    (122, 129, 67), (130, 137, 68), (138, 145, 69), (146, 153, 70), (154, 162, 71),
    (163, 170, 72), (171, 179, 73), (180, 188, 74), (189, 197, 75), (198, 206, 76),
    (207, 215, 77), (216, 225, 78), (226, 235, 79), (236, 245, 80), (246, 256, 81),
    (257, 267, 82), (268, 278, 83), (279, 290, 84), (291, 302, 85), (303, 315, 86),
    (316, 328, 87), (329, 344, 88), (345, 357, 89), (358, 374, 90), (375, 391, 91),
    (392, 411, 92), (412, 432, 93), (433, 456, 94), (457, 484, 95), (485, 517, 96),
    (518, 559, 97), (560, 619, 98), (620, 735, 99), (736, None, 100),
)  # fmt: skip
"""B.02 8.1.2: (lowest D, highest D or None for "> 735", PD of the higher-rated player in
hundredths); the lower-rated player's PD is 100 minus it (51 entries, as printed).
"""

_DP: dict[int, int] = dict(TABLE_8_1_1)
_BAND_TOPS: tuple[int, ...] = tuple(high for _, high, _ in TABLE_8_1_2 if high is not None)
_BAND_PD: tuple[int, ...] = tuple(pd for _, _, pd in TABLE_8_1_2)


def dp_for(p_hundredths: int) -> int:
    """dp of table 8.1.1 for p = ``p_hundredths`` / 100 (0..100).

    >>> dp_for(80), dp_for(50), dp_for(38), dp_for(0)
    (240, 0, -87, -800)
    """
    try:
        return _DP[p_hundredths]
    except KeyError:
        raise ValueError(f"p must be 0..100 hundredths, not {p_hundredths}") from None


def expected_hundredths(difference: int) -> int:
    """PD of table 8.1.2, in hundredths, for a player rated ``difference`` points above the
    opponent (negative: below). No 400-point cap here (B.02 §8.3.1 applies it before).

    >>> expected_hundredths(412), expected_hundredths(-38), expected_hundredths(736)
    (93, 45, 100)
    """
    # The band of |D| is the first whose top is >= |D|; past the last printed top, "> 735".
    pd = _BAND_PD[bisect_left(_BAND_TOPS, abs(difference))]
    return pd if difference >= 0 else 100 - pd


def expected_score(difference: int) -> Fraction:
    """:func:`expected_hundredths` as an exact fraction.

    >>> expected_score(0), expected_score(412), expected_score(-38), expected_score(736)
    (Fraction(1, 2), Fraction(93, 100), Fraction(9, 20), Fraction(1, 1))
    """
    return Fraction(expected_hundredths(difference), 100)

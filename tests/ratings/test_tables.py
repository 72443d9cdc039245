"""Every entry of the B.02 §8.1 tables against the note (spec/fide-ratings-norms.md §1).

The note's two blocks are copied below as text and parsed here, independently of the data in
``engine.ratings.tables``; when the shared note is present, its blocks are read from it too.
"""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

import pytest

from engine.ratings import TABLE_8_1_1, TABLE_8_1_2, dp_for, expected_hundredths, expected_score

NOTE_BLOCK = """
# 8.1.1  p -> dp, for p = 1.00, 0.99, ..., 0.51, 0.50;  dp(p) = -dp(1-p) below 0.50
800 677 589 538 501 470 444 422 401 383 366 351 336 322 309 296 284 273 262 251
240 230 220 211 202 193 184 175 166 158 149 141 133 125 117 110 102  95  87  80
 72  65  57  50  43  36  29  21  14   7   0
# 8.1.2  upper bound of |D| for row i (i = 0..49): higher-rated PD(H) = 0.50 + i/100,
#        lower-rated PD(L) = 1 - PD(H); |D| > 735 -> 1.00 / 0.00
3 10 17 25 32 39 46 53 61 68 76 83 91 98 106 113 121 129 137 145 153 162 170 179 188
197 206 215 225 235 245 256 267 278 290 302 315 328 344 357 374 391 411 432 456 484 517 559 619 735
"""

NOTE = Path(__file__).resolve().parents[3] / "shared" / "spec" / "fide-ratings-norms.md"


def parse_block(text: str) -> tuple[list[int], list[int]]:
    """The dp values (p = 1.00 .. 0.50) and the band tops, as the note prints them."""
    dp_part = text.split("# 8.1.1", 1)[1].split("# 8.1.2", 1)[0]
    pd_part = text.split("# 8.1.2", 1)[1]

    def numbers(part: str) -> list[int]:
        lines = part.splitlines()[1:]
        return [int(x) for line in lines if not line.startswith("#") for x in line.split()]

    return numbers(dp_part), numbers(pd_part)


NOTE_DP, NOTE_TOPS = parse_block(NOTE_BLOCK)


def test_note_block_has_every_entry():
    assert len(NOTE_DP) == 51  # p = 1.00 .. 0.50
    assert len(NOTE_TOPS) == 50  # rows .50 .. .99; .100 is "> 735"


@pytest.mark.parametrize("i", range(51))
def test_dp_upper_half_against_note(i):
    p = 100 - i
    assert dp_for(p) == NOTE_DP[i]
    assert dict(TABLE_8_1_1)[p] == NOTE_DP[i]


@pytest.mark.parametrize("i", range(1, 51))
def test_dp_lower_half_mirrors_note(i):
    # the note: dp(p) = -dp(1 - p) below 0.50
    p = 50 - i
    assert dp_for(p) == -NOTE_DP[50 - i]


@pytest.mark.parametrize("row", range(50))
def test_pd_band_against_note(row):
    top = NOTE_TOPS[row]
    bottom = NOTE_TOPS[row - 1] + 1 if row else 0
    pd = 50 + row
    for d in (bottom, top):
        assert expected_hundredths(d) == pd, d
        assert expected_hundredths(-d) == 100 - pd, -d
    low, high, printed = TABLE_8_1_2[row]
    assert (low, high, printed) == (bottom, top, pd)


def test_pd_beyond_735():
    assert TABLE_8_1_2[-1] == (736, None, 100)
    for d in (736, 800, 2000):
        assert expected_score(d) == 1
        assert expected_score(-d) == 0


def test_table_sizes_as_printed():
    assert len(TABLE_8_1_1) == 101  # p = 1.00 .. 0.00
    assert [p for p, _ in TABLE_8_1_1] == list(range(100, -1, -1))
    assert len(TABLE_8_1_2) == 51


def test_table_is_antisymmetric_and_monotonic():
    for p in range(101):
        assert dp_for(p) == -dp_for(100 - p)
    assert all(dp_for(p) < dp_for(p + 1) for p in range(100))
    assert all(expected_hundredths(d) <= expected_hundredths(d + 1) for d in range(-800, 800))


def test_out_of_range_p_is_an_error():
    with pytest.raises(ValueError, match=r"0\.\.100"):
        dp_for(101)


def test_worked_look_ups_of_the_note():
    # §1 test vectors and §3 examples: D 425 -> 400 -> .92, 413 -> .93, 67 % -> 125
    assert expected_score(400) == Fraction(92, 100)
    assert expected_score(413) == Fraction(93, 100)
    assert expected_score(-105) == Fraction(36, 100)  # 2105 vs 2210
    assert dp_for(67) == 125 and dp_for(72) == 166 and dp_for(61) == 80 and dp_for(57) == 50


@pytest.mark.skipif(not NOTE.exists(), reason="shared note not present")
def test_code_matches_the_shared_note_itself():
    text = NOTE.read_text(encoding="utf-8")
    block = re.search(r"```\n(# 8\.1\.1.*?)```", text, re.S)
    assert block is not None
    dp, tops = parse_block(block.group(1))
    assert dp == NOTE_DP and tops == NOTE_TOPS

"""The small text helpers of engine.trf, and the examples in the public docstrings."""

from __future__ import annotations

import doctest
from fractions import Fraction

import pytest

import engine.trf.reader
import engine.trf.writer
from engine.trf.text import (
    decode,
    fit_decimal,
    format_decimal,
    parse_decimal,
    parse_int,
    split_lines,
)


@pytest.mark.parametrize("module", [engine.trf.reader, engine.trf.writer])
def test_docstring_examples(module: object) -> None:
    failed, attempted = doctest.testmod(module)  # type: ignore[arg-type]
    assert attempted > 0 and failed == 0


def test_split_lines_only_on_cr_and_lf() -> None:
    assert split_lines("a\r\nb\rc\nd") == ["a", "b", "c", "d"]
    assert split_lines("a\x0bb\x0cc\x1cd\x85e\u2028f\u2029g\n") == [
        "a\x0bb\x0cc\x1cd\x85e\u2028f\u2029g"
    ]
    assert split_lines("a\n\nb\n") == ["a", "", "b"]
    assert split_lines("") == []


def test_decode() -> None:
    assert decode(b"\xef\xbb\xbf012 x").text == "012 x"
    assert decode("\ufeff012 x").text == "012 x"
    latin = decode(b"012 ok\r\n001 M\xfcller")
    assert (latin.text, latin.encoding, latin.bad_line, latin.bad_column) == (
        "012 ok\r\n001 Müller",
        "cp1252",
        2,
        6,
    )
    assert decode(b"\x81").encoding == "latin-1"


@pytest.mark.parametrize(
    ("text", "value"),
    [("12", 12), (" 007 ", 7), ("", None), ("1 2", None), ("-1", None), ("٣", None), ("²", None)],
)
def test_parse_int(text: str, value: int | None) -> None:
    assert parse_int(text) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("2.5", Fraction(5, 2)),
        (" .5", Fraction(1, 2)),
        ("10.", Fraction(10)),
        ("-1", Fraction(-1)),
        ("+1.25", Fraction(5, 4)),
        ("1,5", None),
        (".", None),
        ("", None),
        ("1e3", None),
        ("١.٥", None),
    ],
)
def test_parse_decimal(text: str, value: Fraction | None) -> None:
    assert parse_decimal(text) == value


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (Fraction(3), "3.0"),
        (Fraction(5, 2), "2.5"),
        (Fraction(-1, 2), "-0.5"),
        (Fraction(5, 4), "1.25"),
        (Fraction(1, 8), "0.125"),
        (Fraction(1, 3), None),
    ],
)
def test_format_decimal(value: Fraction, text: str | None) -> None:
    assert format_decimal(value) == text


def test_fit_decimal() -> None:
    assert fit_decimal(Fraction(100), 4) == "100"
    assert fit_decimal(Fraction(1, 8), 4) == ".125"
    assert (
        fit_decimal(Fraction(-1, 8), 4) == "-.125"[:0] or fit_decimal(Fraction(-1, 8), 5) == "-.125"
    )
    assert fit_decimal(Fraction(201, 2), 4) is None
    assert fit_decimal(Fraction(1, 3), 4) is None

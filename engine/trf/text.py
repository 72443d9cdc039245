"""Bytes to lines, and the small number formats of the TRF, without any column logic.

Numbers are parsed with ASCII-only patterns on purpose: Python's ``int`` accepts Arabic-Indic
digits and ``str.isdigit`` accepts superscripts, neither of which a TRF may hold.
"""

from __future__ import annotations

import re
from fractions import Fraction

_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_INT = re.compile(r"[0-9]{1,9}", re.ASCII)
_DECIMAL = re.compile(r"([+-]?)([0-9]{0,9})(?:\.([0-9]{0,9}))?", re.ASCII)
_BOM = "\ufeff"


class DecodeResult:
    """Decoded text plus, when the bytes were not UTF-8, where the first bad byte was."""

    __slots__ = ("bad_column", "bad_line", "encoding", "text")

    def __init__(self, text: str, encoding: str, bad_line: int = 0, bad_column: int = 0) -> None:
        self.text = text
        self.encoding = encoding
        self.bad_line = bad_line
        self.bad_column = bad_column


def decode(data: str | bytes) -> DecodeResult:
    """Text of a TRF: UTF-8 (a BOM is dropped), else Windows-1252, else Latin-1.

    TRF16 and TRF26 name no character set; old files are Windows-1252 or Latin-1. Latin-1 is the
    last resort because it maps every byte (Windows-1252 leaves five bytes undefined).
    """
    if isinstance(data, str):
        return DecodeResult(data.removeprefix(_BOM), "utf-8")
    raw = data.removeprefix(_BOM.encode("utf-8"))
    try:
        return DecodeResult(raw.decode("utf-8"), "utf-8")
    except UnicodeDecodeError as exc:
        before = raw[: exc.start]
        last_break = max(before.rfind(b"\n"), before.rfind(b"\r"))
        line = len(_LINE_BREAK.findall(before.decode("latin-1"))) + 1
        column = len(before) - last_break
    for encoding in ("cp1252", "latin-1"):
        try:
            return DecodeResult(raw.decode(encoding), encoding, line, column)
        except UnicodeDecodeError:
            continue
    raise AssertionError("latin-1 decodes every byte")  # pragma: no cover


def split_lines(text: str) -> list[str]:
    """Lines split on CR LF, CR or LF only.

    ``str.splitlines`` would also split on form feeds, U+2028 and other characters that can sit
    inside a mis-decoded name, shifting every line number after it.
    """
    lines = _LINE_BREAK.split(text)
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def parse_int(text: str) -> int | None:
    """A non-negative integer written with ASCII digits and blanks around it, or None."""
    m = _INT.fullmatch(text.strip(" "))
    return int(m.group(0)) if m else None


def parse_decimal(text: str) -> Fraction | None:
    """An exact decimal such as ``2.5``, ``.5``, ``-1``, ``10.`` (blanks around it), or None."""
    m = _DECIMAL.fullmatch(text.strip(" "))
    if m is None or not (m.group(2) or m.group(3)):
        return None
    sign, whole, frac = m.group(1), m.group(2), m.group(3) or ""
    value = Fraction(int(whole + frac), 10 ** len(frac))
    return -value if sign == "-" else value


def format_decimal(value: Fraction) -> str | None:
    """``value`` as an exact decimal with at least one decimal (``2.5``, ``3.0``, ``1.25``).

    None when the value has no finite decimal expansion (a third, say).
    """
    den = value.denominator
    if den == 1:  # the usual cases first: whole and half points
        return f"{value.numerator}.0"
    if den == 2:
        whole = abs(value.numerator) // 2
        return f"{'-' if value < 0 else ''}{whole}.5"
    decimals = 0
    while den % 10 == 0:
        den //= 10
        decimals += 1
    while den % 2 == 0 or den % 5 == 0:
        den = den // 2 if den % 2 == 0 else den // 5
        decimals += 1
    if den != 1:
        return None
    decimals = max(decimals, 1)
    scaled = abs(value) * 10**decimals
    digits = str(scaled.numerator).rjust(decimals + 1, "0")
    sign = "-" if value < 0 else ""
    return f"{sign}{digits[:-decimals]}.{digits[-decimals:]}"


def fit_decimal(value: Fraction, width: int) -> str | None:
    """``value`` written in at most ``width`` characters, or None when it cannot be.

    One decimal when possible (``2.5``, ``3.0``); an integer without its decimal when that is
    the only way to fit (``100`` in a 4-column points field, 3/1/0 scoring); ``.125`` without
    its leading zero likewise.
    """
    text = format_decimal(value)
    if text is None:
        return None
    if len(text) > width and value.denominator == 1:
        text = str(value.numerator)
    elif len(text) > width and text.startswith(("0.", "-0.")):
        text = text.replace("0.", ".", 1)
    return text if len(text) <= width else None

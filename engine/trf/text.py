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


_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")
# Files that are sometimes handed over for a TRF: what they are, and what to do instead.
_MAGIC = (
    (
        b"SQLite format 3\x00",
        "an SQLite database (a tournament program's own file, such as a "
        "Sharly-Chess .sce event), not a TRF; export a TRF from the program that made it",
    ),
    (
        b"PK\x03\x04",
        "a ZIP archive (a spreadsheet, a Swiss-Manager or office file?), not a "
        "TRF; export a TRF from the program that made it, or unpack the TRF from the archive",
    ),
    (b"%PDF-", "a PDF document, not a TRF; a TRF is the text file the pairing program exports"),
)
# Control characters a text file may hold: tab, line breaks, form feed, and the DOS end-of-file
# mark (Ctrl-Z) that old programs append.
_TEXT_CONTROLS = frozenset(b"\t\n\r\x0c\x1a")


def not_text(data: str | bytes) -> tuple[int, int, str] | None:
    """Why ``data`` is not the text of a TRF at all: (line, column, message), or None.

    The column is 0 when the message is about the whole file.

    Such a file would otherwise read as a TRF without a single record (every line a note),
    and then pair nobody. Recognised: SQLite, ZIP and PDF files by their first bytes, UTF-16
    without a byte-order mark (every other byte 0), and anything with a NUL byte or more
    than 1 byte in 20 a control character no text file holds.

    >>> not_text(b"012 Open\\n")
    >>> not_text("012 Open".encode("utf-16-le"))[2].startswith("UTF-16 text without")
    True
    """
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    for magic, what in _MAGIC:
        if raw.startswith(magic):
            return 1, 0, f"this file is {what}"
    if raw.startswith(_UTF16_BOMS):
        return None  # decoded as UTF-16 by decode()
    nul = raw.find(b"\x00")
    if nul >= 0:
        if _looks_utf16(raw):
            return (
                1,
                0,
                "UTF-16 text without a byte-order mark (every other byte is 0), which no TRF "
                "reader takes; save the file as UTF-8 (or ANSI) and read it again",
            )
        line, column = _place(raw, nul)
        return line, column, "a NUL byte (0x00): this is a binary file, not a TRF text file"
    controls = sum(1 for b in raw if b < 0x20 and b not in _TEXT_CONTROLS)
    if controls and 20 * controls > len(raw):
        first = next(i for i, b in enumerate(raw) if b < 0x20 and b not in _TEXT_CONTROLS)
        line, column = _place(raw, first)
        return (
            line,
            column,
            f"{controls} control characters in {len(raw)} bytes: this is a binary file, "
            "not a TRF text file",
        )
    return None


def _looks_utf16(raw: bytes) -> bool:
    """Every other byte 0 in most of the first 200 characters (ASCII written as UTF-16)."""
    head = raw[:400]
    pairs = len(head) // 2
    if pairs == 0:
        return False
    even = sum(1 for i in range(0, 2 * pairs, 2) if head[i] == 0)
    odd = sum(1 for i in range(1, 2 * pairs, 2) if head[i] == 0)
    return max(even, odd) * 10 >= pairs * 9 and min(even, odd) * 10 <= pairs


def _place(raw: bytes, index: int) -> tuple[int, int]:
    """1-based line and column of byte ``index``."""
    before = raw[:index]
    last_break = max(before.rfind(b"\n"), before.rfind(b"\r"))
    line = len(_LINE_BREAK.findall(before.decode("latin-1"))) + 1
    return line, index - last_break


def decode(data: str | bytes) -> DecodeResult:
    """Text of a TRF: UTF-8 (a BOM is dropped), else Windows-1252, else Latin-1.

    TRF16 and TRF26 name no character set; old files are Windows-1252 or Latin-1. Latin-1 is the
    last resort because it maps every byte (Windows-1252 leaves five bytes undefined). Text
    with a UTF-16 byte-order mark (Windows Notepad's "Unicode") is read as UTF-16.
    """
    if isinstance(data, str):
        return DecodeResult(data.removeprefix(_BOM), "utf-8")
    if data.startswith(_UTF16_BOMS):
        try:
            return DecodeResult(data.decode("utf-16").removeprefix(_BOM), "utf-16", 1, 1)
        except UnicodeDecodeError:
            pass  # not UTF-16 after all (odd length, say): read as bytes below
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

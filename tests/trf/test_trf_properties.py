"""Property: whatever bytes a TRF file holds, the reader returns a tournament or raises TrfError.

Files are mutated the ways real files go wrong: cut short, a wrong digit, two columns swapped,
random bytes (invalid UTF-8 included), random Unicode, lines dropped or repeated. When a mutant
still reads, writing it must work and be stable: dump(parse(dump(t))) == dump(t).
"""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from trf_helpers import DATA, SHARED

from engine.errors import TrfError
from engine.trf import dump_trf, parse_trf, read_trf_report

_SMALL_SHARED = (
    "corpus/dutch2017/d17_0003.trf",
    "corpus/dutch2026/d26_0011.trf",
    "real/files/py4swiss__javafo_example.trf",
    "real/files/sharly__2021_03.trf",
    "real/files/icurat__kilkenny_masters_2011.tab",
)


def _sources() -> list[bytes]:
    files = [DATA / "records_trf16.trf", DATA / "records_trf26.trf", DATA / "trf06_krause.tab"]
    files += [SHARED / name for name in _SMALL_SHARED if (SHARED / name).is_file()]
    return [Path(f).read_bytes() for f in files]


SOURCES = _sources()
TEXT = st.text(
    alphabet=st.one_of(
        st.sampled_from(" 0123456789.,=+-wbWBDLHFUZ|#\t\r\n"),
        st.characters(codec="utf-8"),
    ),
    max_size=12,
)


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    data = bytearray(draw(st.sampled_from(SOURCES)))
    for _ in range(draw(st.integers(1, 3))):
        size = len(data)
        at = draw(st.integers(0, max(size - 1, 0)))
        kind = draw(
            st.sampled_from(
                ["cut", "byte", "char", "swap", "insert", "delete", "dup-line", "drop-line"]
            )
        )
        if kind == "cut":
            del data[at:]
        elif kind == "byte" and size:
            data[at] = draw(st.integers(0, 255))
        elif kind == "char" and size:
            data[at] = draw(st.sampled_from(list(b"0123456789 .,-+=wbWBZHU|\t")))
        elif kind == "swap" and size > 8:
            width = draw(st.integers(1, 4))
            other = draw(st.integers(0, size - width))
            a, b = bytes(data[at : at + width]), bytes(data[other : other + width])
            if len(a) == len(b) and (at + width <= other or other + width <= at):
                data[at : at + width], data[other : other + width] = b, a
        elif kind == "insert":
            data[at:at] = draw(TEXT).encode("utf-8", "surrogatepass")
        elif kind == "delete":
            del data[at : at + draw(st.integers(1, 12))]
        else:
            lines = bytes(data).split(b"\n")
            i = draw(st.integers(0, len(lines) - 1))
            if kind == "dup-line":
                lines.insert(i, lines[i])
            else:
                del lines[i]
            data = bytearray(b"\n".join(lines))
    return bytes(data)


@settings(
    max_examples=150,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(mutated())
def test_mutated_files_read_or_raise_trf_error(raw: bytes) -> None:
    report = read_trf_report(raw, "m.trf")  # never raises
    try:
        t = parse_trf(raw, "m.trf")
    except TrfError as exc:
        assert report.tournament is None
        assert exc.path == "m.trf" and (exc.line is None or exc.line >= 1)
        return
    assert t == report.tournament
    text = dump_trf(t)
    assert dump_trf(parse_trf(text)) == text


@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.binary(max_size=300))
def test_random_bytes_read_or_raise_trf_error(raw: bytes) -> None:
    try:
        t = parse_trf(b"001    1" + raw)
    except TrfError:
        return
    text = dump_trf(t)
    assert dump_trf(parse_trf(text)) == text

"""Fuzz: TRF input, from raw bytes to the command line, never ends in an internal error.

Targets (each counted in the tally): random bytes; valid files mutated the ways files go wrong
and the ways a hostile file would (huge and repeated 260/XXP lines, NUL bytes, odd decimals,
very long lines); and the same mutants through ``swiss-pair --validate`` and ``-p`` in
process, which must end with an exit code, never a traceback.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from engine.cli.main import main as swiss_pair
from engine.errors import TrfError
from engine.trf import dump_trf, parse_trf, read_trf_report

from .budget import Refused, attempt, budget

ROOT = Path(__file__).resolve().parents[2]
SHARED = (ROOT / ".." / "shared").resolve()
_FILES = [
    ROOT / "resources" / "samples" / "sample_open.trf",
    ROOT / "tests" / "data" / "trf" / "records_trf16.trf",
    ROOT / "tests" / "data" / "trf" / "records_trf26.trf",
    SHARED / "corpus" / "dutch2017" / "d17_0003.trf",
]
SOURCES = [f.read_bytes() for f in _FILES if f.is_file()]

# whole lines a hostile or careless program might add
HOSTILE_LINES = st.one_of(
    st.builds(lambda n: "260   1   9" + " " + "    1" * n, st.integers(2, 3000)),
    st.builds(lambda ids: "XXP " + " ".join(map(str, ids)), st.lists(st.integers(0, 12000))),
    st.builds(lambda n: "XXR " + str(n), st.sampled_from([0, -1, 10**30, 999, 1000])),
    st.builds(lambda v: f"XXS W={v}", st.sampled_from(["1/0", "1e999", "NaN", "-0", "9" * 400])),
    st.builds(lambda n: "012 " + "x" * n, st.integers(0, 200_000)),
    st.just("001 " + "\x00" * 200),
    st.builds(lambda r: "XXA    1" + "  1.0" * r, st.integers(0, 2000)),
    st.builds(lambda n: "240 H " + "  1" * n, st.integers(0, 500)),
)
TEXT = st.text(
    alphabet=st.one_of(
        st.sampled_from(" 0123456789.,=+-/wbWBDLHFUZ|#\t\r\n\x00"), st.characters(codec="utf-8")
    ),
    max_size=16,
)


@st.composite
def mutants(draw: st.DrawFn) -> bytes:
    data = bytearray(draw(st.sampled_from(SOURCES)))
    for _ in range(draw(st.integers(1, 4))):
        size = len(data)
        at = draw(st.integers(0, max(size - 1, 0)))
        kind = draw(
            st.sampled_from(["cut", "byte", "insert", "delete", "dup-line", "drop-line", "line"])
        )
        if kind == "cut":
            del data[at:]
        elif kind == "byte" and size:
            data[at] = draw(st.integers(0, 255))
        elif kind == "insert":
            data[at:at] = draw(TEXT).encode("utf-8", "surrogatepass")
        elif kind == "delete":
            del data[at : at + draw(st.integers(1, 40))]
        else:
            lines = bytes(data).split(b"\n")
            i = draw(st.integers(0, len(lines) - 1))
            if kind == "dup-line":
                lines[i:i] = [lines[i]] * draw(st.integers(1, 50))
            elif kind == "drop-line":
                del lines[i]
            else:
                lines.insert(i, draw(HOSTILE_LINES).encode("utf-8"))
            data = bytearray(b"\n".join(lines))
    return bytes(data)


def _read(raw: bytes) -> None:
    report = read_trf_report(raw, "f.trf")  # never raises
    try:
        t = parse_trf(raw, "f.trf")
    except TrfError:
        assert report.tournament is None
        raise
    assert t == report.tournament
    text = dump_trf(t)  # what reads must write, and read back the same
    assert dump_trf(parse_trf(text)) == text


@budget()
@given(st.binary(max_size=4000))
def test_fuzz_trf_random_bytes(raw):
    with attempt("trf: random bytes", (TrfError,), raw):
        _read(raw)


@budget()
@given(mutants())
def test_fuzz_trf_mutants(raw):
    with attempt("trf: mutated files", (TrfError,), raw[:300]):
        _read(raw)


@budget(scale=0.2)
@given(mutants(), st.sampled_from(["--validate", "-p", "-c"]))
def test_fuzz_trf_command_line(tmp_path_factory, raw, mode):
    path = tmp_path_factory.mktemp("fuzz") / "f.trf"
    path.write_bytes(raw)
    args = ["--validate", str(path)] if mode == "--validate" else [str(path), mode]
    out, err = io.StringIO(), io.StringIO()
    with attempt(f"swiss-pair {mode}", (Refused,), raw[:300]):
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = swiss_pair(args)
        assert code in (0, 1, 3, 5), (code, err.getvalue()[-500:])
        assert "Traceback" not in err.getvalue()
        if code in (3, 5):  # invalid input, file error: the refusals
            raise Refused

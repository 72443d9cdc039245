"""Golden tests for the Lim System (C.04.4.3, shared/seeds/004_*.txt), one family per article.

One case per ``tests/golden/lim/articles/<CASE>.trf``: the tournament state before the round to
pair (its 012 line says what is tested). ``<CASE>.pairs`` holds the expected boards, one
``white black`` per line in publishing order (C.04.2 D.9), the bye last as ``id 0``. Every
expectation was worked by hand from the rule text; the working is in the ``.md`` of the case
family (the stem without its ``_control_...`` suffix), and README.md lists every case.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.pairing import pair_round
from engine.pairing.api import PairingSystem
from engine.trf import load_trf

CASES_DIR = Path(__file__).resolve().parents[1] / "golden" / "lim" / "articles"
_LINE = re.compile(r"(\d+) (\d+)")


def read_pairs(path: Path) -> tuple[list[tuple[int, int]], int | None]:
    """Parse a ``.pairs`` file strictly: boards, then the bye."""
    boards: list[tuple[int, int]] = []
    bye: int | None = None
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines, f"{path}: empty"
    for n, line in enumerate(lines, 1):
        m = _LINE.fullmatch(line)
        assert m is not None, f"{path}:{n}: expected 'white black' or 'id 0', got {line!r}"
        a, b = int(m.group(1)), int(m.group(2))
        if b == 0:
            assert n == len(lines), f"{path}:{n}: the bye line must be the last one"
            bye = a
        else:
            boards.append((a, b))
    return boards, bye


def system_of_case(stem: str) -> PairingSystem:
    """A ``*_maxi_*`` case is a Maxi-tournament (3.2, 3.8, 5.7); its ``_control_ordinary``
    twin, the same file, is paired as an ordinary Lim tournament."""
    if "_maxi_" in stem and not stem.endswith("_control_ordinary"):
        return PairingSystem.LIM_MAXI
    return PairingSystem.LIM


@pytest.mark.parametrize("trf", sorted(CASES_DIR.glob("*.trf")), ids=lambda p: p.stem)
def test_lim_golden(trf: Path) -> None:
    boards, bye = read_pairs(trf.with_suffix(".pairs"))
    t = load_trf(trf)
    result = pair_round(t, t.next_round(), system_of_case(trf.stem))
    got = [(int(b.white), int(b.black)) for b in result.boards]
    got_bye = None if result.bye is None else int(result.bye)
    shown = " | ".join(f"{w} {k}" for w, k in got) + (f" | {got_bye} 0" if got_bye else "")
    assert (got, got_bye) == (boards, bye), f"{trf.name}: ours {shown}"


def test_every_case_is_complete_and_explained() -> None:
    """Each .trf has a .pairs, a working (.md) and a row in README.md."""
    trfs = {p.stem for p in CASES_DIR.glob("*.trf")}
    assert trfs, "no golden cases found"
    assert trfs == {p.stem for p in CASES_DIR.glob("*.pairs")}
    readme = (CASES_DIR / "README.md").read_text(encoding="utf-8")
    assert not sorted(s for s in trfs if f"`{s}`" not in readme)
    for stem in trfs:
        family = stem.split("_control")[0]
        assert (CASES_DIR / f"{family}.md").exists(), f"no working for {stem}"
        first = (CASES_DIR / f"{stem}.trf").read_text(encoding="utf-8").splitlines()[0]
        assert first.startswith("012 "), f"{stem}.trf: the first line must be the 012 line"

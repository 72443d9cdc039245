"""Golden tests for the Burstein System, 2017-2025 text (C.04.4.2, shared/seeds/003_*.txt).

One case per ``tests/golden/burstein/<CASE>.trf``: the tournament state before the round to pair
(its 012 line says what is tested). ``<CASE>.pairs`` holds the expected boards, one ``white
black`` per line in publishing order (C.04.2 D.9), the PAB last as ``id 0``. Every expectation
was worked by hand from the rule text; the working is in the ``.md`` file of the case family
(the stem without its ``_control_...`` suffix), and README.md lists every case. Case names
start with the article they test: A05 seeding rounds, A06/A07 opposition index, B0 the bye,
C01-C08 criteria, D01 order, E00-E04 colours.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.pairing import pair_round
from engine.pairing.api import PairingSystem
from engine.trf import load_trf
from tests.golden_pairs import read_pairs

CASES_DIR = Path(__file__).resolve().parents[1] / "golden" / "burstein"
LEGACY_DIR = CASES_DIR / "legacy"  # the older text's own worked example (legacy variant)


def golden_cases() -> list[Path]:
    """Every case of the folder, sorted by name."""
    return sorted(CASES_DIR.glob("*.trf"))


def _family(stem: str) -> str:
    return stem.split("_control")[0]


def _check(trf: Path, system: PairingSystem) -> None:
    expected = read_pairs(trf.with_suffix(".pairs"))
    t = load_trf(trf)
    round_no = t.next_round()
    result = pair_round(t, round_no, system)
    got = [(int(b.white), int(b.black)) for b in result.boards]
    got_bye = None if result.bye is None else int(result.bye)
    shown = " | ".join(f"{w} {b}" for w, b in got) + (f" | {got_bye} 0" if got_bye else "")
    assert (got, got_bye) == (list(expected.boards), expected.bye), f"{trf.name}: ours {shown}"


@pytest.mark.parametrize("trf", golden_cases(), ids=lambda p: p.stem)
def test_burstein_golden(trf: Path) -> None:
    _check(trf, PairingSystem.BURSTEIN)


@pytest.mark.parametrize("trf", sorted(LEGACY_DIR.glob("*.trf")), ids=lambda p: p.stem)
def test_burstein_legacy_golden(trf: Path) -> None:
    _check(trf, PairingSystem.BURSTEIN_LEGACY)


@pytest.mark.parametrize("folder", [CASES_DIR, LEGACY_DIR], ids=["2017", "legacy"])
def test_every_case_is_complete_and_explained(folder: Path) -> None:
    """Each .trf has a .pairs, a working (.md) and a row in README.md."""
    trfs = {p.stem for p in folder.glob("*.trf")}
    pairs = {p.stem for p in folder.glob("*.pairs")}
    assert trfs, "no golden cases found"
    assert trfs == pairs, f"unmatched: {sorted(trfs ^ pairs)}"
    readme = (folder / "README.md").read_text(encoding="utf-8")
    missing = sorted(s for s in trfs if f"`{s}`" not in readme)
    assert not missing, f"not listed in README.md: {missing}"
    workings = {m.group(1) for m in re.finditer(r"\]\(([^)]+\.md)\)", readme)}
    assert all((folder / w).exists() for w in workings), "README.md links a missing working"
    if folder is CASES_DIR:
        unexplained = sorted(s for s in trfs if not (folder / f"{_family(s)}.md").exists())
        assert not unexplained, f"no working (.md) for: {unexplained}"
    for stem in sorted(trfs):
        first = (folder / f"{stem}.trf").read_text(encoding="utf-8").splitlines()[0]
        assert first.startswith("012 "), f"{stem}.trf: the first line must be the 012 line"

"""Golden tests for the revised Dubov System (C.04.4.1 draft, shared/seeds/002_*.txt).

One case per ``tests/golden/dubov/articles/<CASE>.trf``: the tournament state before the round to
pair (its 012 line says what is tested). ``<CASE>.pairs`` holds the expected boards, one ``white
black`` per line in publishing order (C.04.2 D.9), the PAB last as ``id 0``. Every expectation
was worked by hand from the rule text; the working is in ``<CASE>.md``. Case names start with the
article they test: A05/A06 preferences and ARO, B0 the bye, B1-B6 the bracket steps, C01-C12 the
criteria, D1-D3 the orders, E0-E4 the colours. ``legacy/`` holds the 1997 text's cases.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.pairing import pair_round
from engine.pairing.api import PairingSystem
from engine.trf import load_trf
from tests.golden_pairs import read_pairs

CASES_DIR = Path(__file__).resolve().parents[1] / "golden" / "dubov" / "articles"
LEGACY_DIR = CASES_DIR / "legacy"


def _check(trf: Path, system: PairingSystem) -> None:
    expected = read_pairs(trf.with_suffix(".pairs"))
    t = load_trf(trf)
    result = pair_round(t, t.next_round(), system)
    got = [(int(b.white), int(b.black)) for b in result.boards]
    got_bye = None if result.bye is None else int(result.bye)
    shown = " | ".join(f"{w} {b}" for w, b in got) + (f" | {got_bye} 0" if got_bye else "")
    assert (got, got_bye) == (list(expected.boards), expected.bye), f"{trf.name}: ours {shown}"


def _cases(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.trf"))


def test_every_case_is_documented() -> None:
    """Each case has its expected pairing and its hand working."""
    cases = _cases(CASES_DIR) + _cases(LEGACY_DIR)
    assert len(_cases(CASES_DIR)) >= 20
    for trf in cases:
        assert trf.with_suffix(".pairs").exists(), trf.name
        assert trf.with_suffix(".md").exists(), trf.name


@pytest.mark.parametrize("trf", _cases(CASES_DIR), ids=lambda p: p.stem)
def test_dubov_golden(trf: Path) -> None:
    _check(trf, PairingSystem.DUBOV)


@pytest.mark.parametrize("trf", _cases(LEGACY_DIR), ids=lambda p: p.stem)
def test_dubov_legacy_golden(trf: Path) -> None:
    _check(trf, PairingSystem.DUBOV_LEGACY)

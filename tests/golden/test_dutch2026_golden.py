"""Golden tests for the Dutch system, 2026 rules (C.04.3 approved 28/10/2025, in force 1 Feb 2026).

One case per ``dutch2026/<CASE>.trf``: the tournament state before the round to pair (its 012
line names the 2026 article and what is tested; its 092 line is ``FIDE_DUTCH_2025``, the code
under which bbpPairings and the TRF-2026 records know these rules). ``<CASE>.pairs`` holds the
expected boards, one ``white black`` per line in publishing order (C.04.2 Art. 3.6 / 2017 D.9),
the PAB last as ``id 0``; or the single line ``NO_VALID_PAIRING``.

Every case isolates a rule that differs from the 2017 edition. Where the 2017 rules give another
pairing, ``<CASE>.pairs2017`` holds it and the same file is also paired with
``PairingSystem.DUTCH_2017``: that pairing must differ from the 2026 expectation (the case
really isolates the difference) and be the recorded one. The expectations come from the rule
texts worked by hand (``<CASE>.md``, or the base case's ``.md`` for a ``_control_`` file) and
from the worked examples of ``shared/spec/dutch2026.md`` §10, never from our engine;
``dutch2026/README.md`` gives the source of every case.

The engine is imported inside the tests so that collection works without it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.golden_pairs import read_pairs

CASES_DIR = Path(__file__).parent / "dutch2026"
SYSTEM_LINE = "092 FIDE_DUTCH_2025"
_VARIANT = re.compile(r"_(?:control|var)_.*$")


def golden_cases() -> list[Path]:
    """Every case of the folder, sorted by name (ids are the file stems)."""
    return sorted(CASES_DIR.glob("*.trf"))


def contrast_cases() -> list[Path]:
    """The cases whose ``.md`` claims another pairing under the 2017 rules."""
    return [p for p in golden_cases() if p.with_suffix(".pairs2017").exists()]


def _show(boards: tuple[tuple[int, int], ...] | list[tuple[int, int]], bye: int | None) -> str:
    text = " | ".join(f"{w} {b}" for w, b in boards)
    return text + (f" | {bye} 0" if bye is not None else "")


def _pair(trf: Path, edition: str) -> tuple[int, list[tuple[int, int]], int | None]:
    from engine.pairing import pair_round
    from engine.pairing.api import PairingSystem
    from engine.trf import load_trf

    tournament = load_trf(trf)
    round_no = tournament.next_round()
    result = pair_round(tournament, round_no, PairingSystem[edition])
    got = [(int(b.white), int(b.black)) for b in result.boards]
    return round_no, got, None if result.bye is None else int(result.bye)


@pytest.mark.parametrize("trf", golden_cases(), ids=lambda p: p.stem)
def test_dutch2026_golden(trf: Path) -> None:
    from engine.errors import NoValidPairing

    expected = read_pairs(trf.with_suffix(".pairs"))
    if expected.no_valid:
        with pytest.raises(NoValidPairing):
            _pair(trf, "DUTCH_2026")
        return

    round_no, got, got_bye = _pair(trf, "DUTCH_2026")
    where = f"{trf.name} round {round_no}: ours {_show(got, got_bye)} | expected " + _show(
        expected.boards, expected.bye
    )
    # The boards (with colours) and the PAB, whatever their order ...
    assert (set(got), got_bye) == (set(expected.boards), expected.bye), where
    assert len(got) == len(set(got)), where
    # ... and separately the publishing order (C.04.2 Art. 3.6).
    assert got == list(expected.boards), "board order (C.04.2 Art. 3.6): " + where


@pytest.mark.parametrize("trf", contrast_cases(), ids=lambda p: p.stem)
def test_dutch2017_gives_another_pairing(trf: Path) -> None:
    """The same file under the 2017 rules: not the 2026 pairing, but the one the .md derives."""
    expected_2026 = read_pairs(trf.with_suffix(".pairs"))
    expected_2017 = read_pairs(trf.with_suffix(".pairs2017"))
    assert not expected_2017.no_valid, f"{trf.name}: a 2017 contrast must be a pairing"

    round_no, got, got_bye = _pair(trf, "DUTCH_2017")
    where = f"{trf.name} round {round_no}, 2017 rules: ours {_show(got, got_bye)} | 2026 " + _show(
        expected_2026.boards, expected_2026.bye
    )
    # The point of the case: the 2017 rules pair it otherwise ...
    assert (set(got), got_bye) != (set(expected_2026.boards), expected_2026.bye), where
    # ... namely as the case's .md works out.
    recorded = _show(expected_2017.boards, expected_2017.bye)
    assert (got, got_bye) == (list(expected_2017.boards), expected_2017.bye), (
        f"{where} | recorded 2017 {recorded}"
    )


def test_every_case_is_complete_and_listed() -> None:
    """Each .trf has a well-formed .pairs, a reasoning .md and a README row; nothing is orphaned."""
    trfs = {p.stem for p in CASES_DIR.glob("*.trf")}
    pairs = {p.stem for p in CASES_DIR.glob("*.pairs")}
    pairs2017 = {p.stem for p in CASES_DIR.glob("*.pairs2017")}
    notes = {p.stem for p in CASES_DIR.glob("*.md")} - {"README"}
    assert trfs, "no golden cases found"
    assert trfs == pairs, f"unmatched: {sorted(trfs ^ pairs)}"
    assert pairs2017 <= trfs, f".pairs2017 without a case: {sorted(pairs2017 - trfs)}"
    readme = (CASES_DIR / "README.md").read_text(encoding="utf-8")
    missing = sorted(s for s in trfs if f"`{s}`" not in readme)
    assert not missing, f"not listed in README.md: {missing}"
    no_notes = sorted(s for s in trfs if s not in notes and _VARIANT.sub("", s) not in notes)
    assert not no_notes, f"no reasoning .md: {no_notes}"
    assert notes <= trfs, f".md without a case: {sorted(notes - trfs)}"
    for stem in sorted(pairs):
        read_pairs(CASES_DIR / f"{stem}.pairs")
        lines = (CASES_DIR / f"{stem}.trf").read_text(encoding="utf-8").splitlines()
        assert lines[0].startswith("012 "), f"{stem}.trf: the first line must be the 012 line"
        assert SYSTEM_LINE in lines, f"{stem}.trf: no '{SYSTEM_LINE}' line"
        assert any(line.startswith("XXR ") for line in lines), f"{stem}.trf: no XXR line"
    for stem in sorted(pairs2017):
        read_pairs(CASES_DIR / f"{stem}.pairs2017")

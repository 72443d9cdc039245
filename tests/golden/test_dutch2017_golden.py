"""Golden tests for the Dutch system, 2017 rules (C.04.3 as approved in Baku 2016).

One case per ``dutch2017/<CASE>.trf``: the tournament state before the round to pair (its 012
line says what is tested and which article decides). ``<CASE>.pairs`` holds the expected boards,
one ``white black`` per line in publishing order (C.04.2 D.9), the PAB last as ``id 0``; or the
single line ``NO_VALID_PAIRING``. The expectations come from the rule texts worked by hand or from
the reference engine's runs recorded in ``shared/spec/dutch2017-notes.md``, never from our engine;
``dutch2017/README.md`` gives the source of every case.

The engine is imported inside the tests so that collection works without it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.golden_pairs import read_pairs

CASES_DIR = Path(__file__).parent / "dutch2017"


def golden_cases() -> list[Path]:
    """Every case of the folder, sorted by name (ids are the file stems)."""
    return sorted(CASES_DIR.glob("*.trf"))


def _show(boards: tuple[tuple[int, int], ...] | list[tuple[int, int]], bye: int | None) -> str:
    text = " | ".join(f"{w} {b}" for w, b in boards)
    return text + (f" | {bye} 0" if bye is not None else "")


@pytest.mark.parametrize("trf", golden_cases(), ids=lambda p: p.stem)
def test_dutch2017_golden(trf: Path) -> None:
    from engine.errors import NoValidPairing
    from engine.pairing import pair_round
    from engine.pairing.api import PairingSystem
    from engine.trf import load_trf

    expected = read_pairs(trf.with_suffix(".pairs"))
    tournament = load_trf(trf)
    round_no = tournament.next_round()

    if expected.no_valid:
        with pytest.raises(NoValidPairing):
            pair_round(tournament, round_no, PairingSystem.DUTCH_2017)
        return

    result = pair_round(tournament, round_no, PairingSystem.DUTCH_2017)
    got = [(int(b.white), int(b.black)) for b in result.boards]
    got_bye = None if result.bye is None else int(result.bye)
    where = f"{trf.name} round {round_no}: ours {_show(got, got_bye)} | expected " + _show(
        expected.boards, expected.bye
    )
    # The boards (with colours) and the PAB, whatever their order ...
    assert (set(got), got_bye) == (set(expected.boards), expected.bye), where
    assert len(got) == len(set(got)), where
    # ... and separately the publishing order (C.04.2 D.9).
    assert got == list(expected.boards), "board order (C.04.2 D.9): " + where


def test_every_case_is_complete_and_listed() -> None:
    """Each .trf has a well-formed .pairs and a row in README.md, and nothing is orphaned."""
    trfs = {p.stem for p in CASES_DIR.glob("*.trf")}
    pairs = {p.stem for p in CASES_DIR.glob("*.pairs")}
    assert trfs, "no golden cases found"
    assert trfs == pairs, f"unmatched: {sorted(trfs ^ pairs)}"
    readme = (CASES_DIR / "README.md").read_text(encoding="utf-8")
    missing = sorted(s for s in trfs if f"`{s}`" not in readme)
    assert not missing, f"not listed in README.md: {missing}"
    for stem in sorted(pairs):
        read_pairs(CASES_DIR / f"{stem}.pairs")
        first = (CASES_DIR / f"{stem}.trf").read_text(encoding="utf-8").splitlines()[0]
        assert first.startswith("012 "), f"{stem}.trf: the first line must be the 012 line"

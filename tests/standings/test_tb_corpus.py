"""Standings of a 42-player corpus tournament against independently computed values.

The expected values and their hand-worked checks are in data/d17_0040_standings.tsv.
"""

from __future__ import annotations

import csv
from fractions import Fraction
from pathlib import Path

import pytest

from engine.model import PlayerId
from engine.standings import (
    DEFAULT_SWISS_ORDER,
    Edition,
    TieBreakContext,
    direct_encounter,
    parse_tiebreak,
    standings,
    tiebreak_value,
)

REPO = Path(__file__).resolve().parents[2]
SHARED = (REPO / ".." / "shared").resolve()
TRF = SHARED / "corpus" / "dutch2017" / "d17_0040.trf"
EXPECTED = Path(__file__).parent / "data" / "d17_0040_standings.tsv"

pytestmark = pytest.mark.skipif(not TRF.is_file(), reason=f"corpus file not found: {TRF}")


def expected_rows() -> list[dict[str, str]]:
    lines = [ln for ln in EXPECTED.read_text().splitlines() if ln and not ln.startswith("#")]
    return list(csv.DictReader(lines, delimiter="\t"))


def value(text: str) -> Fraction | None:
    return None if text == "-" else Fraction(text)


@pytest.fixture(scope="module")
def tournament():
    from engine.trf import load_trf

    return load_trf(TRF)


@pytest.mark.parametrize("edition", [Edition.C07_2026, Edition.C07_2024], ids=["2026", "2024"])
def test_standings_order_and_values(tournament, edition):
    suffix = "@2024" if edition is Edition.C07_2024 else ""
    expected = sorted(expected_rows(), key=lambda r: int(r["rank" + suffix]))
    rows = standings(tournament, 7, DEFAULT_SWISS_ORDER, edition)
    assert [int(r.player) for r in rows] == [int(e["id"]) for e in expected]
    for row, exp in zip(rows, expected, strict=True):
        assert row.rank == row.rank_to == int(exp["rank" + suffix])
        assert row.points == Fraction(exp["pts"])
        bh_c1, bh, sb, de, won, bpg = row.tiebreaks
        assert (bh_c1, bh, sb) == (
            Fraction(exp["BH/C1" + suffix]),
            Fraction(exp["BH" + suffix]),
            Fraction(exp["SB" + suffix]),
        ), f"player {row.player}"
        # No tie survives SB in this event, so DE never applies.
        assert de is None
        assert (won, bpg) == (Fraction(exp["WON"]), Fraction(exp["BPG"]))


@pytest.mark.parametrize("code", ["ARO/C1", "PS", "WIN", "REP", "TPR", "FB"])
def test_other_tie_breaks(tournament, code):
    spec = parse_tiebreak(code)
    ctx = TieBreakContext(tournament, 7, Edition.C07_2026)
    ctx24 = TieBreakContext(tournament, 7, Edition.C07_2024)
    for exp in expected_rows():
        pid = PlayerId(int(exp["id"]))
        assert tiebreak_value(ctx, spec, pid) == value(exp[code]), f"{code} of {pid}"
        if code == "FB":
            assert tiebreak_value(ctx24, spec, pid) == value(exp["FB@2024"]), f"FB 2024 of {pid}"


def test_direct_encounter_groups(tournament):
    # See the end of the data file's header.
    ctx = TieBreakContext(tournament, 7, Edition.C07_2026)
    group = tuple(PlayerId(p) for p in (3, 6))
    assert direct_encounter(ctx, group) == (group,)
    group = tuple(PlayerId(p) for p in (32, 33, 34, 36, 42))
    assert direct_encounter(ctx, group) == (group,)

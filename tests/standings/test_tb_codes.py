"""Tie-break codes: TRF-2026 202/212 descriptors and prose spellings."""

from __future__ import annotations

import pytest

from engine.standings import (
    DEFAULT_SWISS_ORDER,
    FIDE_CYCLE_SWISS_ORDER,
    PRESETS,
    TieBreakCode,
    TieBreakCodeError,
    TieBreakSpec,
    format_tiebreaks,
    parse_tiebreak,
    parse_tiebreaks,
)

C = TieBreakCode


@pytest.mark.parametrize(
    ("text", "spec"),
    [
        ("BH", TieBreakSpec(C.BH)),
        ("bh/c1", TieBreakSpec(C.BH, cut=1)),
        ("BH/C2", TieBreakSpec(C.BH, cut=2)),
        ("BH/M1", TieBreakSpec(C.BH, median=1)),
        ("BH/M2", TieBreakSpec(C.BH, median=2)),
        ("BH/C1/P", TieBreakSpec(C.BH, cut=1, forfeits_played=True)),
        ("BH/F", TieBreakSpec(C.BH, fore=True)),
        ("FB/C1", TieBreakSpec(C.FB, cut=1)),
        ("SB/C1", TieBreakSpec(C.SB, cut=1)),
        ("DE/P", TieBreakSpec(C.DE, forfeits_played=True)),
        ("TPN/R", TieBreakSpec(C.TPN, reverse=True)),
        ("RTNG/R", TieBreakSpec(C.RTNG, reverse=True)),
        ("KS/L+1", TieBreakSpec(C.KS, limit=1)),
        ("KS/L-1", TieBreakSpec(C.KS, limit=-1)),
        ("AOB/F", TieBreakSpec(C.AOB, fore=True)),
        ("PS/C1", TieBreakSpec(C.PS, cut=1)),
        ("ARO/M1", TieBreakSpec(C.ARO, median=1)),
        # prose spellings (C.07 text and event regulations)
        ("BH-C1", TieBreakSpec(C.BH, cut=1)),
        ("ARO-C1", TieBreakSpec(C.ARO, cut=1)),
        ("AROC1", TieBreakSpec(C.ARO, cut=1)),
        ("AROC 1", TieBreakSpec(C.ARO, cut=1)),
        ("Buchholz Cut 1", TieBreakSpec(C.BH, cut=1)),
        ("Buchholz", TieBreakSpec(C.BH)),
        ("Sonneborn-Berger", TieBreakSpec(C.SB)),
        ("GE", TieBreakSpec(C.REP)),
        ("  win ", TieBreakSpec(C.WIN)),
        ("OTHER_KA", TieBreakSpec(C.OTHER, other="KA")),
    ],
)
def test_parse(text, spec):
    assert parse_tiebreak(text) == spec


def test_every_acronym_round_trips():
    for code in TieBreakCode:
        if code is TieBreakCode.OTHER:
            continue
        spec = TieBreakSpec(code)
        assert parse_tiebreak(str(spec)) == spec


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("XYZ", "unknown tie-break"),
        ("BH/C3", "modifiers"),
        ("SB/M1", "does not take /M"),
        ("ARO/P", "does not take /P"),
        ("WIN/C1", "has no variants"),
        ("BH/C1/M1", "cannot be combined"),
        ("BH/C1/C2", "given twice"),
        ("WIN:GP", "team events"),
        ("KS/L0", "Koya limit"),
        ("BH/V2024", "modifiers"),
    ],
)
def test_parse_errors(text, message):
    with pytest.raises(TieBreakCodeError, match=message) as info:
        parse_tiebreak(text)
    assert info.value.code == text


def test_spec_validates_on_construction():
    with pytest.raises(TieBreakCodeError):
        TieBreakSpec(C.WON, cut=1)
    with pytest.raises(TieBreakCodeError):
        TieBreakSpec(C.OTHER, other="bad code")


def test_lists_202_and_212():
    # 212 starts with PTS; Sharly writes commas, TieBreakServer spaces.
    specs = parse_tiebreaks("PTS,BH/C1,BH,SB")
    assert specs == (TieBreakSpec(C.BH, cut=1), TieBreakSpec(C.BH), TieBreakSpec(C.SB))
    assert parse_tiebreaks("BH/C1 BH SB") == specs
    assert format_tiebreaks(specs, with_points=True) == "PTS,BH/C1,BH,SB"
    assert format_tiebreaks(specs) == "BH/C1,BH,SB"
    assert parse_tiebreaks("") == ()
    assert parse_tiebreaks("Buchholz Cut 1, Sonneborn-Berger") == (
        TieBreakSpec(C.BH, cut=1),
        TieBreakSpec(C.SB),
    )


def test_presets():
    assert format_tiebreaks(FIDE_CYCLE_SWISS_ORDER) == "ARO/C1,BH/C1,BH,DE"
    assert format_tiebreaks(DEFAULT_SWISS_ORDER) == "BH/C1,BH,SB,DE,WON,BPG"
    assert PRESETS[0][1] == DEFAULT_SWISS_ORDER


def test_spec_properties():
    assert TieBreakSpec(C.BH).higher_is_better
    assert not TieBreakSpec(C.TPN).higher_is_better
    assert TieBreakSpec(C.TPN, reverse=True).higher_is_better
    assert TieBreakSpec(C.RTNG).higher_is_better
    assert not TieBreakSpec(C.RTNG, reverse=True).higher_is_better
    assert not TieBreakSpec(C.DE).higher_is_better
    assert C.SB.article == "C.07 9.1"
    assert C.BH.title == "Buchholz"
    assert repr(TieBreakSpec(C.KS, limit=-1)) == "TieBreakSpec(TieBreakCode.KS, limit=-1)"

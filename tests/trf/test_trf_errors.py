"""One test per problem the reader reports: the exact words an arbiter reads, with the place.

Errors make ``parse_trf`` raise :class:`TrfError` (its text is the rendered problem); warnings
and notes leave the tournament readable and only ``--validate`` shows them.
"""

from __future__ import annotations

import pytest
from trf_helpers import block, p001, trf

from engine.errors import TrfError
from engine.trf import Problem, Severity, parse_trf, read_trf_report

A = p001(1, "A", points="0.0")
B = p001(2, "B", points="0.0")


def _played(colour1: str = "w", result1: str = "1", colour2: str = "b", result2: str = "0") -> str:
    return trf(
        p001(1, "A", rounds=(block(2, colour1, result1),)),
        p001(2, "B", rounds=(block(1, colour2, result2),)),
    )


ERRORS = [
    # ---- 001 fields
    (
        "points-comma",
        trf(p001(1, "A", points="1,5")),
        "e.trf:1: columns 81-84 (points): '1,5' is not a number (write a dot: 1.5, not 1,5)",
    ),
    (
        "rating",
        trf(p001(1, "A", rating="12a4")),
        "e.trf:1: columns 49-52 (rating): '12a4' is not a number",
    ),
    ("rank", trf(p001(1, "A", rank="x")), "e.trf:1: columns 86-89 (rank): 'x' is not a number"),
    (
        "id-missing",
        trf("001      m    Nobody"),
        "e.trf:1: columns 5-8 (pairing number): the pairing number is missing",
    ),
    (
        "id-not-a-number",
        trf("001   1a m    Nobody"),
        "e.trf:1: columns 5-8 (pairing number): '1a' is not a pairing number (1-9999)",
    ),
    (
        "id-zero",
        trf("001    0 m    Nobody"),
        "e.trf:1: columns 5-8 (pairing number): the pairing number must be from 1 to 9999",
    ),
    (
        "shifted-field",
        trf(p001(1, "A", rating="2100")[:52] + "X"),
        "e.trf:1: columns 53-53 (layout): column 53 should be blank but holds 'X': the fields "
        "around it are shifted (a name longer than 33 characters, a missing blank, a tab?)",
    ),
    (
        "tab",
        trf(p001(1, "A").replace("A ", "A\t", 1)),
        "e.trf:1: columns 16-16 (tab): a tab character; TRF fields sit in fixed character "
        "columns, so replace tabs with blanks",
    ),
    # ---- round blocks
    (
        "block-misaligned",
        trf(p001(1, "A", rounds=("   2 wx1",)), p001(2, "B", rounds=(block(1, "b", "0"),))),
        "e.trf:1: columns 98-98 (round 1): column 98 should be blank but holds 'x': this "
        "round's block (columns 92-99) is misaligned",
    ),
    (
        "opponent-not-a-number",
        trf(p001(1, "A", rounds=("  2a w 1",))),
        "e.trf:1: columns 92-95 (round 1 opponent): '2a' is not a pairing number",
    ),
    (
        "colour",
        _played(colour1="x"),
        "e.trf:1: columns 97-97 (round 1 colour): 'x' is not a colour (w, b, or - for no game)",
    ),
    (
        # Q169 (rulings F-16): an unknown code is read as unknown, not refused; but a game
        # needs a colour whatever its result
        "unknown-result-without-colour",
        trf(p001(1, "A", rounds=(block(2, "-", "X"),)), p001(2, "B", rounds=(block(1, "b", "0"),))),
        "e.trf:1: columns 97-97 (round 1 colour): a played game (result 'X' against 2) needs a "
        "colour, w or b",
    ),
    (
        "game-without-opponent",
        trf(p001(1, "A", rounds=(block(None, "-", "1"),))),
        "e.trf:1: columns 99-99 (round 1 result): the game result '1' needs an opponent, but "
        "the opponent column is empty (0000 means a bye: U, H, F, Z)",
    ),
    (
        "self-opponent",
        trf(p001(1, "A", rounds=(block(1, "w", "1"),))),
        "e.trf:1: columns 92-95 (round 1 opponent): player 1 plays himself",
    ),
    (
        "bye-with-opponent",
        _played(result1="H"),
        "e.trf:1: columns 99-99 (round 1 result): the bye code 'H' cannot have an opponent (2); "
        "a bye is written against 0000",
    ),
    (
        "game-without-colour",
        _played(colour1="-"),
        "e.trf:1: columns 97-97 (round 1 colour): a played game (result '1' against 2) needs a "
        "colour, w or b",
    ),
    # ---- cross-references
    (
        "duplicate-id",
        trf(A, p001(1, "A again")),
        "e.trf:2: columns 5-8 (pairing number): pairing number 1 is also on line 1",
    ),
    (
        "opponent-missing",
        trf(p001(1, "A", rounds=(block(5, "w", "1"),))),
        "e.trf:1: columns 92-95 (round 1 opponent): player 5 has no 001 line",
    ),
    (
        "opponent-disagrees",
        trf(
            p001(1, "A", rounds=(block(2, "w", "1"),)),
            p001(2, "B", rounds=(block(None, "-", "H"),)),
        ),
        "e.trf:1: columns 92-95 (round 1 opponent): player 1 has 2 as opponent in round 1, but "
        "2's line (line 2) has a bye or no game",
    ),
    (
        "same-colour",
        _played(colour2="w"),
        "e.trf:1: columns 97-97 (round 1 colour): players 1 and 2 both have 'w' in round 1",
    ),
    (
        "results-disagree",
        _played(result2="1"),
        "e.trf:1: columns 99-99 (round 1 result): results do not match: 1 has '1' and 2 has '1' "
        "(line 2) in round 1",
    ),
    # ---- header and engine records
    (
        "column-4",
        trf("XXR5", A),
        "e.trf:1: columns 4-4 (XXR record): column 4 should be blank but holds '5'",
    ),
    (
        "vega",
        trf("142 | 9 | x", A),
        "e.trf:1: 142 record: '|'-separated fields: this looks like a Vega .tdf file, not a TRF "
        "(Vega gives 142-192 other meanings); export a TRF from Vega instead",
    ),
    (
        "xxr",
        trf("XXR nine", A),
        "e.trf:1: columns 5-8 (number of rounds): XXR needs one number of rounds (1-999), "
        "not 'nine'",
    ),
    (
        "xxr-142",
        trf("XXR 9", "142 7", A),
        "e.trf:2: number of rounds: 142 says 7 but XXR on line 1 says 9",
    ),
    (
        "152",
        trf("152 X", A),
        "e.trf:1: columns 5-5 (initial colour): 152 needs W or B (the top player's colour in "
        "round 1), not 'X'",
    ),
    (
        "xxc-152",
        trf("XXC white1", "152 B", A),
        "e.trf:2: initial colour: 152 says black but XXC on line 1 says white",
    ),
    (
        "xxc-option",
        trf("XXC purple", A),
        "e.trf:1: columns 5-10 (XXC): unknown option 'purple' (XXC knows rank, white1, black1)",
    ),
    ("xxc-both", trf("XXC white1 black1", A), "e.trf:1: XXC: both white1 and black1 given"),
    (
        "xxs-code",
        trf("XXS WIN=3", A),
        "e.trf:1: columns 5-9 (XXS): 'WIN=3' is not CODE=VALUE with a known code "
        "(WW BW WD BD WL BL ZPB HPB FPB PAB FW FL, or W, D)",
    ),
    (
        "xxs-value",
        trf("XXS W=3,0", A),
        "e.trf:1: columns 5-9 (XXS W): '3,0' is not a number (write a dot: 1.5, not 1,5)",
    ),
    (
        "xxs-colour-specific",
        trf("XXS WW=1 BW=0.5", A),
        "e.trf:1: XXS: colour-specific points are not supported: WW=1.0 but BW=0.5 "
        "(a win must score the same with either colour)",
    ),
    (
        "bb-value",
        trf("BBW 3,0", A),
        "e.trf:1: columns 5-7 (BBW points): '3,0' is not a number (write a dot: 1.5, not 1,5)",
    ),
    (
        "bb-twice",
        trf("BBW  3.0", "BBW  2.0", A),
        "e.trf:2: BBW points: BBW given twice with different values",
    ),
    (
        "xxs-bb-disagree",
        trf("XXS W=3", "BBW  2.0", A),
        "e.trf:2: point system: the BB? scoring (win 2.0, draw 0.5, loss 0.0, forfeit win 2.0, "
        "forfeit loss 0.0, PAB 2.0, full-point bye 2.0, half-point bye 0.5, zero-point bye 0.0) "
        "differs from the XXS scoring on line 1 (win 3.0, draw 0.5, loss 0.0, forfeit win 3.0, "
        "forfeit loss 0.0, PAB 1.0, full-point bye 3.0, half-point bye 0.5, zero-point bye 0.0)",
    ),
    (
        "162-symbol",
        trf("162  Q 1.0", A),
        "e.trf:1: columns 6-10 (162 scoring): unknown symbol 'Q' (W D L A P X)",
    ),
    ("162-leftover", trf("162  W 1.0 ?", A), "e.trf:1: 162 scoring: cannot read '?'"),
    ("192-empty", trf("192", A), "e.trf:1: columns 5-5 (pairing system): 192 is empty"),
    (
        "192-twice",
        trf("192 FIDE_DUTCH_2025", "192 FIDE_DUBOV", A),
        "e.trf:2: pairing system: 192 says FIDE_DUBOV but line 1 says FIDE_DUTCH_2025",
    ),
    (
        "092-192",
        trf("092 FIDE_DUTCH_2025", "192 FIDE_BURSTEIN", A),
        "e.trf:2: pairing system: 192 says FIDE_BURSTEIN but 092 on line 1 says FIDE_DUTCH_2025",
    ),
    ("xxz-id", trf("XXZ 1 x", A), "e.trf:1: columns 7-7 (XXZ): 'x' is not a pairing number"),
    ("xxz-unknown", trf("XXZ 9", A), "e.trf:1: columns 5-5 (XXZ): player 9 has no 001 line"),
    ("xxp-one", trf("XXP 1", A), "e.trf:1: XXP: needs at least two players who must not meet"),
    ("xxp-unknown", trf("XXP 1 9", A), "e.trf:1: forbidden pairs: player 9 has no 001 line"),
    (
        "240-type",
        trf("240 Q   3    1", A),
        "e.trf:1: columns 5-5 (240 bye type): 'Q' is not a bye type (F, H or Z)",
    ),
    (
        "240-round",
        trf("240 H   x    1", A),
        "e.trf:1: columns 7-9 (240 round): 'x' is not a round number",
    ),
    (
        "240-no-round",
        trf("240 H", A),
        "e.trf:1: columns 7-9 (240 round): the round is missing",
    ),
    ("240-no-players", trf("240 H 3", A), "e.trf:1: 240 players: no players given"),
    (
        "240-too-short",
        trf("240 H,3", A),
        "e.trf:1: 240 byes: needs a type (F, H, Z), a round and players",
    ),
    (
        "240-conflict",
        trf("240 H   1    1", *_played().splitlines()),
        "e.trf:1: columns 11-14 (240 players): 240 gives player 1 'H' in round 1, but his 001 "
        "line (line 2) has '   2 w 1'",
    ),
    (
        "240-unknown",
        trf("240 Z   1    9", A),
        "e.trf:1: columns 11-14 (240 players): player 9 has no 001 line",
    ),
    (
        "xxa-value",
        trf("XXA    1  1,0", A),
        "e.trf:1: columns 11-13 (XXA points): '1,0' is not a number (write a dot: 1.5, not 1,5)",
    ),
    (
        "xxa-twice",
        trf("XXA    1  1.0", "XXA    1  0.5", A),
        "e.trf:2: columns 5-8 (XXA player): player 1 already has an XXA line (line 1)",
    ),
    (
        "xxa-unknown",
        trf("XXA    9  1.0", A),
        "e.trf:1: columns 5-8 (XXA player): player 9 has no 001 line",
    ),
    (
        "xxa-too-wide",
        trf("XXA 1 100.5", A),
        "e.trf:1: XXA points: 100.5 does not fit the 4 columns a TRF gives it",
    ),
    (
        "250-unreadable",
        trf("250 1.0 x 2 1 5", A),
        "e.trf:1: 250 acceleration: cannot read first round 'x'",
    ),
    (
        "250-backwards",
        trf("250 1.0 3 2 1 5", A),
        "e.trf:1: 250 acceleration: a range runs backwards",
    ),
    (
        "xxa-250-disagree",
        trf("XXA    1  1.0", "250 0.5 1 1 1 1", A),
        "e.trf:1: acceleration: XXA and 250 lines disagree for player 1: 1.0 against 0.5",
    ),
    (
        "260-rounds",
        trf("260   a   4    1    2", A, B),
        "e.trf:1: 260 rounds: cannot read the first and last round (5-7, 9-11)",
    ),
    (
        "260-backwards",
        trf("260   5   4    1    2", A, B),
        "e.trf:1: 260 rounds: round 5 comes after round 4",
    ),
    (
        "260-one",
        trf("260   1   4    1", A),
        "e.trf:1: 260 players: needs at least two players who must not meet",
    ),
    ("xxa-empty", trf("XXA", A), "e.trf:1: XXA: needs a pairing number and points per round"),
    (
        "xxa-id",
        trf("XXA x 1.0", A),
        "e.trf:1: columns 5-5 (XXA player): 'x' is not a pairing number",
    ),
    (
        "xxa-id-zero",
        trf("XXA    0  1.0", A),
        "e.trf:1: columns 5-8 (XXA player): the pairing number must be from 1 to 9999",
    ),
    (
        "250-words",
        trf("250 1.0 1 2", A),
        "e.trf:1: 250 acceleration: needs points, first and last round, first and last "
        "pairing number",
    ),
    (
        "250-too-wide",
        trf("250 50.25 1 1 1 1", "250 50.25 1 1 1 1", A),
        "e.trf:1: acceleration: player 1's acceleration (100.5) does not fit the 4 columns of "
        "an XXA value",
    ),
    (
        "240-id",
        trf("240 H   1    x", A),
        "e.trf:1: columns 11-14 (240 players): 'x' is not a pairing number",
    ),
    (
        "260-id",
        trf("260   1   4    1    x", A, B),
        "e.trf:1: columns 18-21 (260 players): 'x' is not a pairing number",
    ),
    (
        "162-value",
        trf("162  W 1,0", A),
        "e.trf:1: columns 6-10 (162 W): '1,0' is not a number (write a dot: 1.5, not 1,5)",
    ),
    (
        "132-tab",
        trf("132   \t26/01/01", A),
        "e.trf:1: columns 7-7 (round dates): a tab character; use blanks",
    ),
    (
        "132-long",
        trf("132 2026/05/01/extra", A),
        "e.trf:1: columns 5-20 (round dates): '2026/05/01/extra' is longer than the 10 columns "
        "of a round date",
    ),
]


@pytest.mark.parametrize(("text", "expected"), [pytest.param(t, e, id=i) for i, t, e in ERRORS])
def test_error(text: str, expected: str) -> None:
    report = read_trf_report(text, "e.trf")
    assert report.tournament is None
    assert report.errors[0].render("e.trf") == expected
    with pytest.raises(TrfError) as caught:
        parse_trf(text, "e.trf")
    assert str(caught.value).startswith(expected)
    assert caught.value.line == report.errors[0].line
    assert caught.value.columns == report.errors[0].columns


def test_parse_error_counts_the_other_errors() -> None:
    text = trf(p001(1, "A", points="1,5"), p001(2, "B", rating="x"), p001(3, "C", rank="?"))
    with pytest.raises(TrfError) as caught:
        parse_trf(text, "many.trf")
    assert str(caught.value) == (
        "many.trf:1: columns 81-84 (points): '1,5' is not a number (write a dot: 1.5, not 1,5) "
        "(and 2 more errors: swiss-pair --validate lists them all)"
    )
    assert caught.value.field == "points" and caught.value.path == "many.trf"


def test_every_error_is_reported_not_just_the_first() -> None:
    text = trf(
        p001(1, "A", points="1,5", rounds=(block(2, "w", "1"),)),
        p001(2, "B", rating="x", rounds=(block(1, "w", "0"),)),
        "XXR 0",
    )
    report = read_trf_report(text, "e.trf")
    assert [(p.line, p.field) for p in report.errors] == [
        (1, "points"),
        (1, "round 1 colour"),
        (2, "rating"),
        (3, "number of rounds"),
    ]


WARNINGS = [
    (
        "points",
        trf(
            p001(1, "A", points="1.5", rounds=(block(2, "w", "1"),)),
            p001(2, "B", points="0.0", rounds=(block(1, "b", "0"),)),
        ),
        "e.trf:1: warning: columns 81-84 (points): 1.5 in the file, but the results give 1.0",
    ),
    (
        "points-3-1-0",
        trf(
            "XXS W=3 D=1",
            p001(1, "A", points="1.0", rounds=(block(2, "w", "1"),)),
            p001(2, "B", points="0.0", rounds=(block(1, "b", "0"),)),
        ),
        "e.trf:2: warning: columns 81-84 (points): 1.0 in the file, but the results give 3.0 "
        "(win 3.0, draw 1.0, loss 0.0, forfeit win 3.0, forfeit loss 0.0, PAB 1.0, "
        "full-point bye 3.0, half-point bye 1.0, zero-point bye 0.0)",
    ),
    (
        "points-absent-half-bye",
        trf(p001(1, "A", points="0.5", rounds=(" " * 8, block(None, "-", "Z"))), B),
        "e.trf:1: warning: columns 81-84 (points): 0.5 in the file, but the results give 0.0; "
        "the difference is 1 half-point bye: were 1 of the absences in rounds 1, 2 half-point "
        "byes (write 0000 - H)?",
    ),
    (
        "gap",
        trf(A, p001(3, "C", points="0.0")),
        "e.trf: warning: pairing numbers: pairing numbers should run from 1 to 3 without gaps; "
        "missing: 2. Other engines refuse such a file unless it has an 'XXC rank' line",
    ),
    (
        "two-pabs",
        trf(
            p001(1, "A", points="1.0", rounds=(block(None, "-", "U"),)),
            p001(2, "B", points="1.0", rounds=(block(None, "-", "U"),)),
        ),
        "e.trf: warning: pairing-allocated bye: 2 players have the pairing-allocated bye in "
        "round 1 (1, 2); there can be only one",
    ),
    (
        "one-sided-colour",
        trf(
            p001(1, "A", points="1.0", rounds=(block(2, "w", "+"),)),
            p001(2, "B", points="0.0", rounds=(block(1, "-", "-"),)),
        ),
        "e.trf:1: warning: columns 97-97 (round 1 colour): only one of players 1 and 2 has a "
        "colour in round 1",
    ),
    (
        "second-012",
        trf("012 First", "012 Second", A),
        "e.trf:2: warning: tournament name: a second 012 line (the first is on line 1); the "
        "first is used, this one is kept as written",
    ),
    (
        "xxz-after-last-round",
        trf("XXR 1", "XXZ 1", p001(1, "A", points="1.0", rounds=(block(None, "-", "U"),))),
        "e.trf:2: warning: XXZ: all 1 rounds (XXR) are paired, so there is no next round for "
        "these absences; the line is kept as written",
    ),
    (
        "second-132",
        trf("132" + " " * 88 + "26/01/01", "132" + " " * 88 + "26/01/02", A),
        "e.trf:2: warning: round dates: a second 132 line; kept as written",
    ),
    (
        "capital-colour",
        _played(colour1="W"),
        "e.trf:1: warning: columns 97-97 (round 1 colour): colour 'W' in capitals; TRF wants 'w' "
        "or 'b' (bbpPairings rejects it)",
    ),
    (
        "colour-on-a-bye",
        trf(p001(1, "A", rounds=(block(None, "w", "U"),))),
        "e.trf:1: warning: columns 97-97 (round 1 colour): a colour ('w') without an opponent; "
        "read as no colour",
    ),
    (
        "fide-id",
        trf(p001(1, "A", fide="12-34")),
        "e.trf:1: warning: columns 58-68 (FIDE id): '12-34' is not a number",
    ),
    (
        "encoding",
        trf(p001(1, "Müller")).encode("latin-1"),
        "e.trf:1: warning: columns 16-16 (encoding): not valid UTF-8 (the first bad byte is "
        "here); read as Windows-1252. Check the accented letters in names; saving the file "
        "writes UTF-8",
    ),
]


@pytest.mark.parametrize(("text", "expected"), [pytest.param(t, e, id=i) for i, t, e in WARNINGS])
def test_warning(text: str | bytes, expected: str) -> None:
    report = read_trf_report(text, "e.trf")
    assert report.tournament is not None and not report.valid
    assert report.errors == ()
    assert [p.render("e.trf") for p in report.warnings] == [expected]
    parse_trf(text)  # reads


NOTES = [
    (
        "sex",
        trf(p001(1, "A", sex="x")),
        "e.trf:1: note: columns 10-10 (sex): 'x' is not m or w; read as unknown",
    ),
    (
        "062",
        trf("062 5", "072 0", A),
        "e.trf:1: note: 062 count: says 5 players, the file has 1; written back as 1",
    ),
    (
        "072",
        trf("072 1", A),
        "e.trf:1: note: 072 count: says 1 rated players, the file has 0; written back as 0",
    ),
    (
        "not-a-record",
        trf("Results as of Sunday", A),
        "e.trf:1: note: record: 'Results as o'... is not a TRF record (3-character code, then a "
        "blank); kept as written",
    ),
    (
        "299",
        trf("299 W    1.0    0.0   1    1", A),
        "e.trf:1: note: 299 record: abnormal points assignments are kept as written but not "
        "applied to the points",
    ),
    (
        "xxc-rank-order",
        trf("XXC rank", B, A),
        "e.trf:1: note: XXC rank: the 001 lines are not in pairing-number order; Swiss Arbiter "
        "keeps players sorted by pairing number, so the file order is not kept",
    ),
    (
        "team",
        trf("013 " + "Team".ljust(32) + "   1    7", A),
        "e.trf:1: note: team: members [7] have no 001 line",
    ),
    (
        "count-twice",
        trf("062 1", "062 1", A),
        "e.trf:2: note: 062 count: given twice; the first one is checked",
    ),
    (
        "count-word",
        trf("062 many", A),
        "e.trf:1: note: 062 count: 'many' is not a number; not used",
    ),
    (
        "team-words",
        trf("013 " + "Team".ljust(32) + "   1    x", A),
        "e.trf:1: note: team: the member list (from column 37) is not all numbers",
    ),
    (
        "162-x",
        trf("162  W 1.0    X 0.5", A),
        "e.trf:1: note: 162 scoring: the X (unknown result) value is not used",
    ),
    (
        "old-bye",
        trf(p001(1, "A", points="1.0", rounds=(block(None, "-", "+"),))),
        "e.trf:1: note: bye: old (TRF06) bye spelling '0000 - +' read as a pairing-allocated "
        "bye (U), 1 time",
    ),
]


@pytest.mark.parametrize(("text", "expected"), [pytest.param(t, e, id=i) for i, t, e in NOTES])
def test_note(text: str | bytes, expected: str) -> None:
    report = read_trf_report(text, "e.trf")
    assert report.valid and report.tournament is not None
    assert [p.render("e.trf") for p in report.problems] == [expected]


def test_gap_is_no_warning_with_xxc_rank() -> None:
    report = read_trf_report(trf("XXC rank", A, p001(3, "C", points="0.0")))
    assert report.problems == ()


def test_points_may_include_acceleration() -> None:
    text = trf("XXA    1  1.0", p001(1, "A", points="1.0"), B)
    assert read_trf_report(text).problems == ()


def test_undecodable_bytes_fall_back_to_latin1() -> None:
    # 0x81 is undefined in Windows-1252: the whole file is then read as Latin-1.
    report = read_trf_report(trf(p001(1, "A\x81")).encode("latin-1"))
    assert report.tournament is not None
    assert report.tournament.players[0].name == "A\x81"
    assert "Latin-1" in report.problems[0].message


def test_problem_without_columns_renders_its_field() -> None:
    problem = Problem(Severity.ERROR, 3, "XXC", "both white1 and black1 given")
    assert problem.render(None) == "<input>:3: XXC: both white1 and black1 given"
    assert str(problem.to_error("x.trf")) == "x.trf:3: XXC: both white1 and black1 given"

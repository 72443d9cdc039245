"""Hand-written files (tests/data/trf) with every record type and every result code."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from trf_helpers import block, p001, trf

from engine.errors import TrfError
from engine.model import (
    NOT_PAIRED_ENTRY,
    Colour,
    ForbiddenPairs,
    PlayerId,
    PointSystem,
    ResultCode,
    RoundEntry,
    Tournament,
)
from engine.trf import Severity, dump_trf, load_trf, load_trf_report, parse_trf, read_trf_report

R = ResultCode
W, B = Colour.WHITE, Colour.BLACK


def _entry(opponent: int | None, colour: Colour | None, result: ResultCode) -> RoundEntry:
    return RoundEntry(None if opponent is None else PlayerId(opponent), colour, result)


def _bye(result: ResultCode) -> RoundEntry:
    return RoundEntry(None, None, result)


def _clean(path: Path) -> Tournament:
    report = load_trf_report(path)
    assert report.problems == (), [p.render(path.name) for p in report.problems]
    assert report.tournament is not None
    return report.tournament


def _round_trips(t: Tournament) -> str:
    text = dump_trf(t)
    assert parse_trf(text) == t
    assert dump_trf(parse_trf(text)) == text
    return text


# ---- TRF16 + TRF(x) + TRF(bx) -----------------------------------------------------------------


def test_trf16_header_records(data: Path) -> None:
    t = _clean(data / "records_trf16.trf")
    assert t.name == "Hand-written TRF16 sample: every record type and result code"
    assert (t.city, t.federation) == ("Dublin", "IRL")
    assert (t.start_date, t.end_date) == ("2026/05/01", "2026/05/03")
    assert t.tournament_type == "Individual: Swiss-System"
    assert t.pairing_system == ""  # free text in 092 is not a system code
    assert t.chief_arbiter == "IA Ann Arbiter"
    assert t.deputy_arbiters == ("FA Deputy One", "NA Deputy Two")
    assert t.time_control == "90 min + 30 s"
    assert t.round_dates == ("26/05/01", "26/05/01", "26/05/02", "26/05/02", "26/05/03")


def test_trf16_player_fields(data: Path) -> None:
    t = _clean(data / "records_trf16.trf")
    ann = t.player(PlayerId(1))
    assert (ann.sex, ann.title, ann.name, ann.rating) == ("w", "WGM", "Alpha, Ann", 2400)
    assert (ann.federation, ann.fide_id, ann.birth_date) == ("IRL", "2500001", "1990/01/01")
    assert (ann.declared_points, ann.declared_rank) == (Fraction(2), 1)
    cid = t.player(PlayerId(3))
    assert (cid.sex, cid.title, cid.fide_id, cid.birth_date) == ("m", "g", "", "")
    gus = t.player(PlayerId(7))
    assert gus.rating == 0  # written '   0': unrated
    assert [p.id for p in t.players] == list(range(1, 9))


def test_trf16_every_result_code(data: Path) -> None:
    t = _clean(data / "records_trf16.trf")
    rounds: dict[int, tuple[RoundEntry, ...]] = {p.id: p.rounds for p in t.players}
    assert rounds[1] == (
        _entry(5, W, R.WIN),
        _entry(2, B, R.FORFEIT_WIN),
        _entry(3, W, R.LOSS),
        _entry(2, W, R.NOT_PAIRED),  # paired, result not yet entered
    )
    assert rounds[2] == (
        _entry(6, B, R.DRAW),
        _entry(1, W, R.FORFEIT_LOSS),
        _entry(4, W, R.WIN_UNRATED),  # lower-case 'w' result
        _entry(1, B, R.NOT_PAIRED),
    )
    assert rounds[3] == (
        _entry(7, W, R.WIN_UNRATED),
        _entry(4, W, R.FORFEIT_LOSS),  # double forfeit
        _entry(1, B, R.WIN),
        _bye(R.PAB),  # 'u'
    )
    assert rounds[4] == (
        _entry(8, B, R.DRAW_UNRATED),
        _entry(3, B, R.FORFEIT_LOSS),
        _entry(2, B, R.LOSS_UNRATED),  # 'l'
        _bye(R.FULL_BYE),  # 'f'
    )
    assert rounds[5] == (
        _entry(1, B, R.LOSS),
        _bye(R.HALF_BYE),
        _entry(6, B, R.DRAW_UNRATED),  # 'd'
        _bye(R.ZERO_BYE),  # 'z'
        _bye(R.ZERO_BYE),  # from 'XXZ 5': absent in round 5, the round to pair
    )
    assert rounds[6][1] == _bye(R.FULL_BYE)
    assert rounds[7] == (
        _entry(3, B, R.LOSS_UNRATED),
        _bye(R.PAB),
        _bye(R.HALF_BYE),  # 'h'
        _entry(6, W, R.NOT_PAIRED),
    )
    assert rounds[8] == (
        _entry(4, W, R.DRAW_UNRATED),
        _bye(R.ZERO_BYE),
        NOT_PAIRED_ENTRY,  # ten blanks in the middle of the line
        _bye(R.HALF_BYE),
    )
    assert t.rounds_paired() == 4


def test_trf16_engine_records(data: Path) -> None:
    t = _clean(data / "records_trf16.trf")
    assert t.rounds_total == 5  # XXR
    assert t.initial_colour is Colour.WHITE and not t.pair_by_rank  # XXC white1
    assert t.acceleration == (
        (PlayerId(1), (Fraction(1), Fraction(1))),
        (PlayerId(2), (Fraction(1), Fraction(1, 2))),
    )
    assert t.acceleration_for(PlayerId(2), 2) == Fraction(1, 2)
    assert t.point_system == PointSystem()  # 'XXS W=1 D=0.5' is the standard system
    assert t.forbidden == (ForbiddenPairs((PlayerId(1), PlayerId(8))),)
    assert t.extra_records == (
        "### a comment line: kept and written back",
        "013 Team Alpha                         1    2",
        "IRL    1 m    Alpha, Ann national line kept as written",
        "999 an unknown numeric record, kept as written",
    )


def test_trf16_sample_written_back(data: Path) -> None:
    t = _clean(data / "records_trf16.trf")
    lines = _round_trips(t).splitlines()
    assert lines[:13] == [
        "012 Hand-written TRF16 sample: every record type and result code",
        "022 Dublin",
        "032 IRL",
        "042 2026/05/01",
        "052 2026/05/03",
        "062 8",
        "072 6",
        "092 Individual: Swiss-System",
        "102 IA Ann Arbiter",
        "112 FA Deputy One",
        "112 NA Deputy Two",
        "122 90 min + 30 s",
        "132" + " " * 88 + "26/05/01  26/05/01  26/05/02  26/05/02  26/05/03",
    ]
    source = [line.rstrip() for line in (data / "records_trf16.trf").read_text().splitlines()]
    players = [line for line in lines if line.startswith("001")]
    assert len(players) == 8
    for mine, theirs in zip(
        players, [line for line in source if line.startswith("001")], strict=True
    ):
        # Same columns; result letters in capitals; player 5's XXZ absence now a block.
        assert mine[:91] == theirs[:91]
        if not mine.startswith("001    5"):
            assert mine[91:].lower() == theirs[91:].lower()
    assert players[4].endswith("     6 b D  0000 - Z  0000 - Z")
    assert players[1][89:] == "     6 b =     1 w -     4 w W     1 b"
    assert lines[13:] == [line for line in lines if line[:3] in ("001",)] + [
        "XXR 5",
        "XXC white1",
        "XXA    1  1.0  1.0",
        "XXA    2  1.0  0.5",
        "XXP 1 8",
        "### a comment line: kept and written back",
        "013 Team Alpha                         1    2",
        "IRL    1 m    Alpha, Ann national line kept as written",
        "999 an unknown numeric record, kept as written",
    ]


# ---- TRF-2026 ---------------------------------------------------------------------------------


def test_trf26_records(data: Path) -> None:
    t = _clean(data / "records_trf26.trf")
    assert t.tournament_type == "FIDE_DUTCH_2025"  # 092 (bbp's generator writes it there)
    assert t.pairing_system == "FIDE_DUTCH_2025"  # 192, and the same code in 092
    assert t.rounds_total == 4  # 142
    assert t.initial_colour is Colour.BLACK  # 152 B
    three = Fraction(3)
    assert t.point_system == PointSystem(
        win=three,
        draw=Fraction(1),
        loss=Fraction(0),
        forfeit_win=three,
        forfeit_loss=Fraction(0),
        pab=three,
        full_bye=three,
        half_bye=Fraction(1),
        zero_bye=Fraction(0),
    )  # 162
    # 240: player 2's half-point bye repeats his block; player 5 gets a zero-point bye.
    assert t.player(PlayerId(2)).entry(3) == _bye(R.HALF_BYE)
    assert t.player(PlayerId(5)).rounds == (NOT_PAIRED_ENTRY, NOT_PAIRED_ENTRY, _bye(R.ZERO_BYE))
    # 250: one point for players 1-2 in rounds 1-2.
    assert t.acceleration == (
        (PlayerId(1), (Fraction(1), Fraction(1))),
        (PlayerId(2), (Fraction(1), Fraction(1))),
    )
    # 260: players 1 and 5 must not meet in rounds 1-4.
    assert t.forbidden == (ForbiddenPairs((PlayerId(1), PlayerId(5)), 1, 4),)
    assert t.time_control_code == "5400+30"  # 222 (issue 21: read into the model, not kept)
    assert t.extra_records == (
        "172 NOR FIDE",
        "182 Swiss Arbiter tests",
        "202 BH:C1,BH",
        "212 PTS,BH:C1,BH",
        "### engine data follows the players",
        "NOR    1 m    Aas, Ola                          2510",
    )


def test_trf26_written_back_with_engine_lines(data: Path) -> None:
    t = _clean(data / "records_trf26.trf")
    lines = _round_trips(t).splitlines()
    assert "092 FIDE_DUTCH_2025" in lines
    assert "192 FIDE_DUTCH_2025" in lines  # bbpPairings reads the system from 192
    engine = [line for line in lines if line[:3] in ("XXR", "XXC", "XXA", "XXS", "260")]
    assert engine == [
        "XXR 4",
        "XXC black1",
        "XXA    1  1.0  1.0",
        "XXA    2  1.0  1.0",
        "XXS WW=3.0 BW=3.0 WD=1.0 BD=1.0 WL=0.0 BL=0.0 ZPB=0.0 HPB=1.0 FPB=3.0 PAB=3.0 "
        "FW=3.0 FL=0.0",
        "260   1   4    1    5",
    ]
    assert [line for line in lines if line.startswith("BB")] == [
        "BBW  3.0",
        "BBD  1.0",
        "BBL  0.0",
        "BBZ  0.0",
        "BBF  0.0",
        "BBU  3.0",
    ]
    fifth = (
        "001    5 m    Fjeld, Tor                        2100 NOR                         0.0    5"
    )
    assert fifth + " " * 22 + "0000 - Z" in lines


def test_192_apart_from_free_text_092() -> None:
    t = parse_trf(
        trf("092 Individual: Swiss-System", "192 FIDE_DUTCH_2026", p001(1, "A", points="0.0"))
    )
    assert (t.tournament_type, t.pairing_system) == ("Individual: Swiss-System", "FIDE_DUTCH_2026")
    lines = dump_trf(t).splitlines()
    assert "092 Individual: Swiss-System" in lines and "192 FIDE_DUTCH_2026" in lines
    assert parse_trf(dump_trf(t, fill_missing=False)) == t


# ---- TRF06 and old files ----------------------------------------------------------------------


def test_trf06_krause_file(data: Path) -> None:
    report = load_trf_report(data / "trf06_krause.tab")
    t = report.tournament
    assert t is not None
    assert [(p.line, p.severity, p.field) for p in report.problems] == [
        (7, Severity.NOTE, "bye"),  # '0000 - =' first seen on line 7
        (7, Severity.WARNING, "encoding"),  # the 'Ó' of line 7, column 15
        (8, Severity.NOTE, "bye"),
        (9, Severity.NOTE, "bye"),
    ]
    assert not report.valid  # Windows-1252: other engines refuse it
    assert t.player(PlayerId(1)).name == "Ó Briain, Séamus"
    assert [p.sex for p in t.players] == ["m", "m", "w", "m"]  # 'M' and 'F' in the file
    assert t.player(PlayerId(1)).entry(3) == _bye(R.HALF_BYE)  # '0000 - ='
    assert t.player(PlayerId(2)).entry(2) == _bye(R.PAB)  # '0000 - +'
    assert t.player(PlayerId(3)).entry(1) == _bye(R.ZERO_BYE)  # '0000 - -'
    assert t.player(PlayerId(4)).rounds == (_bye(R.PAB), NOT_PAIRED_ENTRY, _bye(R.ZERO_BYE))
    assert t.round_dates == ("09.25.02", "09.26.02", "09.26.02")
    # Written back in TRF16 spelling, and as UTF-8.
    text = dump_trf(t)
    assert "  0000 - U" in text and "  0000 - H" in text and "0000 - +" not in text
    assert parse_trf(text.encode("utf-8")) == t


# ---- line ends, BOM, blanks, tabs, long names --------------------------------------------------


def test_bom_and_cr_only_line_ends_read_like_lf(data: Path) -> None:
    raw = (data / "records_trf16.trf").read_bytes()
    expected = parse_trf(raw)
    assert parse_trf(b"\xef\xbb\xbf" + raw.replace(b"\n", b"\r")) == expected
    assert parse_trf(b"\xef\xbb\xbf" + raw.replace(b"\n", b"\r\n")) == expected
    assert parse_trf("\ufeff" + raw.decode()) == expected


def test_a_bom_before_a_player_line_does_not_lose_the_player() -> None:
    t = parse_trf(b"\xef\xbb\xbf" + trf(p001(1, "First, Player"), p001(2, "Second")).encode())
    assert [p.id for p in t.players] == [1, 2]


def test_form_feed_and_line_separator_inside_a_name_do_not_split_lines() -> None:
    t = parse_trf(trf(p001(1, "Odd\x0cname\u2028here"), p001(2, "B")))
    assert t.player(PlayerId(1)).name == "Odd\x0cname\u2028here"
    assert len(t.players) == 2


def test_blank_lines_trailing_spaces_and_short_lines() -> None:
    text = "\n\n012 Short lines   \n   \n" + "001    1      Lone, Player" + "\n\n001    2\n"
    t = parse_trf(text)
    assert t.name == "Short lines"
    assert [(p.id, p.name, p.rounds) for p in t.players] == [(1, "Lone, Player", ()), (2, "", ())]


def test_trailing_blank_blocks_are_not_entries() -> None:
    line = p001(1, "A", rounds=(block(2, "w", "1"), " " * 8)) + "   "
    t = parse_trf(trf(line, p001(2, "B", rounds=(block(1, "b", "0"),))))
    assert t.player(PlayerId(1)).rounds == (_entry(2, W, R.WIN),)


def test_tab_in_a_player_line_is_an_error_naming_the_column() -> None:
    report = read_trf_report(trf("012 T", "001    1\tTabbed, Name"), "t.trf")
    (problem,) = report.errors
    assert problem.render("t.trf") == (
        "t.trf:2: columns 9-9 (tab): a tab character; TRF fields sit in fixed character "
        "columns, so replace tabs with blanks"
    )


def test_tab_in_free_text_is_kept() -> None:
    t = parse_trf(trf("012 Tab\tin name", p001(1, "A")))
    assert t.name == "Tab\tin name"


def test_name_longer_than_its_field_is_read_with_a_warning() -> None:
    long_name = "Wolfeschlegelsteinhausen, Hubert Blaine"  # 39 characters, 6 too many
    normal = p001(1, "X", rating="2100", points="1.0", rounds=(block(2, "w", "1"),))
    shifted = normal[:14] + long_name + normal[47:]
    text = trf(shifted, p001(2, "B", points="0.0", rounds=(block(1, "b", "0"),)))
    report = read_trf_report(text, "n.trf")
    assert report.errors == ()
    (warning,) = report.warnings
    assert warning.render("n.trf") == (
        "n.trf:1: warning: columns 15-53 (name): the name is 39 characters long but its field "
        "holds 33 (columns 15-47); the rest of the line was read 6 columns to the right. Other "
        "programs reject this line: shorten the name to 33 characters"
    )
    assert report.tournament is not None
    one = report.tournament.player(PlayerId(1))
    assert (one.name, one.rating, one.rounds) == (long_name, 2100, (_entry(2, W, R.WIN),))
    assert one.declared_points == 1
    # Written back cut to 33 characters, as TRF16 says, with every column in its place.
    written = dump_trf(report.tournament, fill_missing=False).splitlines()
    assert normal.replace("X" + " " * 32, long_name[:33]) in written


# ---- result codes one by one ------------------------------------------------------------------

GAME_PAIRS = [
    ("1", "0", R.WIN, R.LOSS),
    ("=", "=", R.DRAW, R.DRAW),
    ("W", "L", R.WIN_UNRATED, R.LOSS_UNRATED),
    ("w", "l", R.WIN_UNRATED, R.LOSS_UNRATED),
    ("D", "d", R.DRAW_UNRATED, R.DRAW_UNRATED),
    ("+", "-", R.FORFEIT_WIN, R.FORFEIT_LOSS),
    ("-", "-", R.FORFEIT_LOSS, R.FORFEIT_LOSS),
    (" ", " ", R.NOT_PAIRED, R.NOT_PAIRED),
]


@pytest.mark.parametrize(("mine", "theirs", "code", "other"), GAME_PAIRS)
def test_game_result_codes(mine: str, theirs: str, code: ResultCode, other: ResultCode) -> None:
    t = parse_trf(
        trf(
            p001(1, "A", rounds=(block(2, "w", mine),)),
            p001(2, "B", rounds=(block(1, "b", theirs),)),
        )
    )
    assert t.player(PlayerId(1)).rounds == (_entry(2, W, code),)
    assert t.player(PlayerId(2)).rounds == (_entry(1, B, other),)
    assert parse_trf(dump_trf(t, fill_missing=False)) == t


BYES = [
    ("U", R.PAB),
    ("u", R.PAB),
    ("H", R.HALF_BYE),
    ("h", R.HALF_BYE),
    ("F", R.FULL_BYE),
    ("f", R.FULL_BYE),
    ("Z", R.ZERO_BYE),
    ("z", R.ZERO_BYE),
    ("+", R.PAB),  # TRF06
    ("=", R.HALF_BYE),  # TRF06
    ("-", R.ZERO_BYE),  # TRF06
]


@pytest.mark.parametrize(("char", "code"), BYES)
@pytest.mark.parametrize("opponent", ["0000", "    "])
def test_bye_codes(char: str, code: ResultCode, opponent: str) -> None:
    line = p001(1, "A", rounds=(f"{opponent} - {char}", block(2, "w", "1")))
    t = parse_trf(trf(line, p001(2, "B", rounds=(block(None, "-", "U"), block(1, "b", "0")))))
    assert t.player(PlayerId(1)).rounds[0] == _bye(code)


def test_blank_block_with_a_later_round_is_not_paired() -> None:
    t = parse_trf(trf(p001(1, "A", rounds=(" " * 8, block(None, "-", "Z")))))
    assert t.player(PlayerId(1)).rounds == (NOT_PAIRED_ENTRY, _bye(R.ZERO_BYE))


def test_forfeit_without_colour_is_accepted() -> None:
    # Swiss-Manager-era files write '153 - -': a forfeit with no scheduled colour.
    t = parse_trf(
        trf(
            p001(1, "A", rounds=(block(2, "-", "+"),)),
            p001(2, "B", rounds=(block(1, "-", "-"),)),
        )
    )
    assert t.player(PlayerId(2)).rounds == (_entry(1, None, R.FORFEIT_LOSS),)


def test_point_system_from_bb_lines() -> None:
    text = trf(
        "BBW  3.0",
        "BBD  1.0",
        p001(1, "A", points="3.0", rounds=(block(2, "w", "1"),)),
        p001(2, "B", points="0.0", rounds=(block(1, "b", "0"),)),
        p001(3, "C", points="3.0", rounds=(block(None, "-", "U"),)),
    )
    report = read_trf_report(text)
    assert report.problems == ()
    t = report.tournament
    assert t is not None
    s = t.point_system
    assert (s.win, s.draw, s.pab, s.full_bye, s.half_bye) == (3, 1, 3, 3, 1)
    assert parse_trf(dump_trf(t, fill_missing=False)) == t


def test_xxs_shortcuts_and_members_later_one_wins() -> None:
    t = parse_trf(trf("XXS W=3 D=1", "XXS PAB=1 FL=-1", p001(1, "A")))
    s = t.point_system
    assert (s.win, s.forfeit_win, s.full_bye, s.pab) == (3, 3, 3, 1)
    assert (s.draw, s.half_bye, s.forfeit_loss) == (1, 1, -1)
    assert parse_trf(dump_trf(t, fill_missing=False)) == t
    # A forfeit loss of -1 cannot be said with BB? lines the same way; XXS carries it.
    assert any(line.startswith("XXS") for line in dump_trf(t).splitlines())


def test_xxc_rank_and_xxa_written_blank_separated() -> None:
    t = parse_trf(trf("XXC rank black1", "XXA 2 1.0 .5", p001(2, "B"), p001(1, "A")))
    assert t.pair_by_rank and t.initial_colour is Colour.BLACK
    assert t.acceleration == ((PlayerId(2), (Fraction(1), Fraction(1, 2))),)
    assert "XXC rank black1" in dump_trf(t).splitlines()


def test_xxa_blank_slot_reads_as_zero() -> None:
    t = parse_trf(trf("XXA    1  1.0       0.5", p001(1, "A")))
    assert t.acceleration == ((PlayerId(1), (Fraction(1), Fraction(0), Fraction(1, 2))),)


def test_xxz_goes_to_the_round_after_the_last_paired_one() -> None:
    t = parse_trf(
        trf(
            "XXZ 3",
            p001(1, "A", rounds=(block(2, "w", "1"),)),
            p001(2, "B", rounds=(block(1, "b", "0"),)),
            p001(3, "C", rounds=(block(None, "-", "U"),)),
        )
    )
    assert t.player(PlayerId(3)).rounds == (_bye(R.PAB), _bye(R.ZERO_BYE))
    assert t.rounds_paired() == 1
    assert "XXZ" not in dump_trf(t)


def test_xxz_keeps_an_announced_half_point_bye() -> None:
    report = read_trf_report(
        trf("XXZ 2", p001(1, "A", rounds=(block(None, "-", "U"),)), p001(2, "B"))
    )
    t = report.tournament
    assert t is not None
    assert t.player(PlayerId(2)).rounds == (NOT_PAIRED_ENTRY, _bye(R.ZERO_BYE))
    report = read_trf_report(
        trf("XXZ 1", p001(1, "A", rounds=(block(None, "-", "U"), block(None, "-", "H"))))
    )
    assert report.tournament is not None
    assert report.tournament.player(PlayerId(1)).entry(2) == _bye(R.HALF_BYE)
    (note,) = report.problems
    assert note.severity is Severity.NOTE and "already has 'H' in round 2" in note.message


def test_a_file_with_only_a_header_is_refused() -> None:
    # issue 18: it would pair nobody; -p printed "0" and -c checked 0 rounds, both exit 0
    report = read_trf_report("012 Empty\n")
    assert report.tournament is None
    assert [(p.field, p.line) for p in report.errors] == [("players", None)]
    assert dump_trf(Tournament(name="Empty")).startswith("012 Empty\n022\n032\n")


def test_empty_input_is_refused() -> None:
    with pytest.raises(TrfError, match="the file is empty"):
        parse_trf(b"")


def test_load_trf_reads_a_path_given_as_text(data: Path) -> None:
    assert load_trf(str(data / "records_trf16.trf")) == load_trf(data / "records_trf16.trf")

"""dump_trf and save_trf: the TRF16 layout column by column, engine lines, unwritable values."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from engine.model import (
    Colour,
    ForbiddenPairs,
    Player,
    PlayerId,
    PointSystem,
    ResultCode,
    RoundEntry,
    Tournament,
)
from engine.trf import TrfWriteError, dump_trf, load_trf, parse_trf, save_trf

R = ResultCode


def _pid(n: int) -> PlayerId:
    return PlayerId(n)


def _game(opponent: int, colour: Colour, result: ResultCode) -> RoundEntry:
    return RoundEntry(_pid(opponent), colour, result)


def _bye(result: ResultCode) -> RoundEntry:
    return RoundEntry(None, None, result)


def _two_players(**settings: object) -> Tournament:
    one = Player(
        _pid(1),
        "Karlsson, Anna-Maria",
        sex="w",
        title="WIM",
        rating=2345,
        federation="SWE",
        fide_id="1712345",
        birth_date="1999/12/31",
        declared_points=Fraction(3, 2),
        declared_rank=1,
        rounds=(_game(2, Colour.WHITE, R.WIN), _bye(R.HALF_BYE)),
    )
    two = Player(
        _pid(2),
        "Lee, Bo",
        sex="m",
        rating=1800,
        declared_points=Fraction(1),
        declared_rank=2,
        rounds=(_game(1, Colour.BLACK, R.LOSS), _bye(R.PAB)),
    )
    return Tournament(name="Writer test", players=(one, two), **settings)  # type: ignore[arg-type]


def test_player_line_columns() -> None:
    line = dump_trf(_two_players()).splitlines()[
        [ln[:3] for ln in dump_trf(_two_players()).splitlines()].index("001")
    ]

    def cols(first: int, last: int) -> str:
        return line[first - 1 : last]

    assert cols(1, 3) == "001"
    assert cols(5, 8) == "   1"
    assert cols(10, 10) == "w"
    assert cols(11, 13) == "WIM"
    assert cols(15, 47) == "Karlsson, Anna-Maria".ljust(33)
    assert cols(49, 52) == "2345"
    assert cols(54, 56) == "SWE"
    assert cols(58, 68) == "    1712345"
    assert cols(70, 79) == "1999/12/31"
    assert cols(81, 84) == " 1.5"
    assert cols(86, 89) == "   1"
    assert cols(92, 95) == "   2" and cols(97, 97) == "w" and cols(99, 99) == "1"
    assert cols(102, 105) == "0000" and cols(107, 107) == "-" and cols(109, 109) == "H"
    for blank in (4, 9, 14, 48, 53, 57, 69, 80, 85, 90, 91, 96, 98, 100, 101, 106, 108):
        assert line[blank - 1] == " ", blank
    assert len(line) == 109  # no trailing blanks


def test_model_round_trips_and_header_order() -> None:
    t = _two_players(
        city="Malmö",
        federation="SWE",
        start_date="2026/07/01",
        end_date="2026/07/02",
        tournament_type="Individual: Swiss-System",
        chief_arbiter="IA Chief",
        deputy_arbiters=("FA One",),
        time_control="90+30",
        round_dates=("26/07/01", "", "26/07/02"),
        rounds_total=5,
        initial_colour=Colour.WHITE,
        pairing_system="FIDE_DUTCH_2025",
        acceleration=((_pid(1), (Fraction(1), Fraction(1, 2))),),
        forbidden=(
            ForbiddenPairs((_pid(1), _pid(2))),
            ForbiddenPairs((_pid(2), _pid(1)), first_round=2, last_round=None),
        ),
        extra_records=("### note", "NOR    1 national"),
    )
    text = dump_trf(t)
    assert parse_trf(text) == t
    lines = text.splitlines()
    assert [ln[:3] for ln in lines] == [
        "012", "022", "032", "042", "052", "062", "072", "092", "102", "112", "122", "132",
        "192", "001", "001", "XXR", "XXC", "XXA", "XXP", "260", "###", "NOR",
    ]  # fmt: skip
    assert lines[11] == "132" + " " * 88 + "26/07/01" + " " * 12 + "26/07/02"
    assert lines[-6:-2] == ["XXC white1", "XXA    1  1.0  0.5", "XXP 1 2", "260   2        2    1"]


def test_engine_lines_can_be_left_out() -> None:
    t = _two_players(
        rounds_total=5, initial_colour=Colour.BLACK, point_system=PointSystem(win=Fraction(3))
    )
    text = dump_trf(t, engine_lines=False)
    assert not [ln for ln in text.splitlines() if ln[:2] in ("XX", "BB")]
    back = parse_trf(text)
    assert back.rounds_total is None and back.point_system == PointSystem()


@pytest.mark.parametrize("ending", ["\n", "\r\n", "\r"])
def test_line_endings(ending: str) -> None:
    t = _two_players()
    text = dump_trf(t, line_ending=ending)
    assert text.endswith(ending)
    assert text.count(ending) == len(dump_trf(t).splitlines())
    assert parse_trf(text) == t


def test_unknown_line_ending_is_refused() -> None:
    with pytest.raises(ValueError, match="line_ending"):
        dump_trf(_two_players(), line_ending="\n\r")


def test_missing_points_and_ranks_are_filled_in() -> None:
    players = tuple(
        Player(_pid(i), f"P{i}", rounds=(_bye(result),))
        for i, result in enumerate([R.PAB, R.HALF_BYE, R.HALF_BYE, R.ZERO_BYE], start=1)
    )
    t = Tournament(players=players)
    filled = [(ln[80:84], ln[85:89]) for ln in dump_trf(t).splitlines() if ln.startswith("001")]
    assert filled == [(" 1.0", "   1"), (" 0.5", "   2"), (" 0.5", "   2"), (" 0.0", "   4")]
    blank = [ln[80:89] for ln in dump_trf(t, fill_missing=False).splitlines() if ln[:3] == "001"]
    assert blank == [" " * 9] * 4
    assert parse_trf(dump_trf(t, fill_missing=False)) == t
    # Filled in once, the file is stable from then on.
    assert dump_trf(parse_trf(dump_trf(t))) == dump_trf(t)


def test_declared_points_are_written_as_declared() -> None:
    # A penalty: the points column says less than the results; written back unchanged.
    t = _two_players()
    one = t.players[0]
    penalised = Tournament(
        players=(
            Player(one.id, one.name, declared_points=Fraction(1, 2), rounds=one.rounds),
            t.players[1],
        )
    )
    assert " 0.5" in dump_trf(penalised).splitlines()[-2][80:84]


def test_points_of_three_figures_and_quarter_points() -> None:
    players = (
        Player(_pid(1), "A", declared_points=Fraction(102)),
        Player(_pid(2), "B", declared_points=Fraction(1, 8)),
        Player(_pid(3), "C", declared_points=Fraction(-5, 2)),
    )
    lines = [ln for ln in dump_trf(Tournament(players=players)).splitlines() if ln[:3] == "001"]
    assert [ln[80:84] for ln in lines] == [" 102", ".125", "-2.5"]
    assert parse_trf("\n".join(lines)).players == tuple(
        Player(p.id, p.name, declared_points=p.declared_points, declared_rank=r)
        for p, r in zip(players, (1, 2, 3), strict=True)
    )


def test_name_cut_to_33_characters() -> None:
    t = Tournament(players=(Player(_pid(1), "N" * 40),))
    line = dump_trf(t).splitlines()[-1]
    assert line[14:47] == "N" * 33 and line[47] == " "


def test_point_system_lines() -> None:
    three = PointSystem(
        win=Fraction(3), draw=Fraction(1), forfeit_win=Fraction(3), pab=Fraction(3),
        full_bye=Fraction(3), half_bye=Fraction(1),
    )  # fmt: skip
    lines = dump_trf(Tournament(point_system=three)).splitlines()
    assert [ln for ln in lines if ln[:2] in ("XX", "BB")] == [
        "XXS WW=3.0 BW=3.0 WD=1.0 BD=1.0 WL=0.0 BL=0.0 ZPB=0.0 HPB=1.0 FPB=3.0 PAB=3.0 "
        "FW=3.0 FL=0.0",
        "BBW  3.0",
        "BBD  1.0",
        "BBL  0.0",
        "BBZ  0.0",
        "BBF  0.0",
        "BBU  3.0",
    ]
    # A half-point bye worth more than a draw cannot be said with BB?: XXS alone.
    odd = PointSystem(half_bye=Fraction(3, 4))
    lines = dump_trf(Tournament(point_system=odd)).splitlines()
    assert [ln[:3] for ln in lines if ln[:2] in ("XX", "BB")] == ["XXS"]
    assert "HPB=0.75" in lines[-1]
    one = (Player(_pid(1), "A"),)  # a TRF without a 001 line is refused (issue 18)
    assert parse_trf(dump_trf(Tournament(point_system=odd, players=one))).point_system == odd


def test_system_code_without_tournament_type() -> None:
    one = Player(_pid(1), "A", declared_points=Fraction(0), declared_rank=1)
    t = Tournament(pairing_system="FIDE_DUTCH_2025", players=(one,))
    lines = dump_trf(t).splitlines()
    assert "092" in lines and "192 FIDE_DUTCH_2025" in lines
    assert parse_trf(dump_trf(t)) == t


UNWRITABLE = [
    (Tournament(players=(Player(_pid(1), "A", rating=10000),)), "player 1: rating: 10000"),
    (Tournament(players=(Player(_pid(1), "A", title="WGMX"),)), "player 1: title: 'WGMX'"),
    (Tournament(players=(Player(_pid(1), "A\nB"),)), "player 1: name: 'A\\nB' holds a line break"),
    (Tournament(players=(Player(_pid(1), "A", federation="FRAN"),)), "federation: 'FRAN'"),
    (Tournament(players=(Player(_pid(10000), "A"),)), "player 10000: pairing number"),
    (
        Tournament(players=(Player(_pid(1), "A", rounds=(_game(10000, Colour.WHITE, R.WIN),)),)),
        "round 1 opponent: 10000",
    ),
    (
        Tournament(players=(Player(_pid(1), "A", declared_points=Fraction(1, 3)),)),
        "points: 1/3 cannot be written in 4 columns",
    ),
    (Tournament(round_dates=("2026/05/01 am",)), "round 1 date"),
    (Tournament(extra_records=("X\rY",)), "extra record"),
    (
        Tournament(tournament_type="FIDE_DUTCH_2025", pairing_system="FIDE_BURSTEIN"),
        "092: the tournament type is the system code FIDE_DUTCH_2025",
    ),
    (
        Tournament(acceleration=((_pid(1), (Fraction(1005, 10),)),)),
        "XXA points: 201/2 cannot be written in 4 columns",
    ),
]


@pytest.mark.parametrize(("t", "message"), UNWRITABLE)
def test_what_cannot_be_written(t: Tournament, message: str) -> None:
    with pytest.raises(TrfWriteError) as caught:
        dump_trf(t)
    assert message in str(caught.value)
    assert str(caught.value).startswith("cannot write TRF: ")


def test_save_and_load(tmp_path: Path) -> None:
    t = _two_players(city="Malmö")
    target = tmp_path / "out.trf"
    save_trf(t, target, line_ending="\r\n")
    raw = target.read_bytes()
    assert not raw.startswith(b"\xef\xbb\xbf") and "Malmö".encode() in raw and b"\r\n" in raw
    assert load_trf(target) == t
    assert not list(tmp_path.glob("*.tmp"))
    save_trf(_two_players(city="Lund"), target)  # replaces the file
    assert load_trf(target).city == "Lund"


def test_save_refuses_text_that_is_not_unicode(tmp_path: Path) -> None:
    with pytest.raises(TrfWriteError, match="UTF-8"):
        save_trf(Tournament(name="bad \udc80 surrogate"), tmp_path / "x.trf")
    assert not (tmp_path / "x.trf").exists()

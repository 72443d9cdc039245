"""``swiss-pair --validate`` catches what a FIDE rating officer rejects (issue 19): the 132 dates,
the rank column, blocks for a round nobody played, an empty 092. Each defect alone, in a file
that is otherwise valid, makes the file invalid; the file without it is valid."""

from __future__ import annotations

from pathlib import Path

import pytest
from trf_helpers import block, p001, trf

from engine.cli import exitcodes
from engine.cli.validate import run_validate
from engine.model import Colour, Player, PlayerId, ResultCode, RoundEntry, Tournament
from engine.standings import parse_tiebreaks
from engine.trf import dump_trf, parse_trf
from engine.trf.report import full_date, report_tournament, round_date

HEADER = ("012 Venue Open", "042 2026/11/20", "092 Individual: Swiss-System")
DATES_OK = "132" + " " * 88 + "26/11/20  26/11/21"
DATES_BACK_TO_BACK = "132" + " " * 88 + "2026/11/202026/11/21"


def four_players(ranks=("1", "2", "3", "4"), extra_round=None):
    """Round 1: 1-3 1-0, 2-4 ½-½; round 2: 1-2 ½-½, 3-4 1-0. Points 1.5 1.0 1.0 0.5."""
    r4 = (extra_round,) if extra_round else ()
    return (
        p001(1, "A", points="1.5", rank=ranks[0], rounds=(block(3, "w", "1"), block(2, "b", "="))),
        p001(2, "B", points="1.0", rank=ranks[1], rounds=(block(4, "w", "="), block(1, "w", "="))),
        p001(3, "C", points="1.0", rank=ranks[2], rounds=(block(1, "b", "0"), block(4, "w", "1"))),
        p001(
            4,
            "D",
            points="0.5",
            rank=ranks[3],
            rounds=(block(2, "b", "="), block(3, "b", "0"), *r4),
        ),
    )


def validate(tmp_path: Path, capsys, *lines: str) -> tuple[int, list[str]]:
    path = tmp_path / "t.trf"
    path.write_text(trf(*lines), encoding="utf-8")
    capsys.readouterr()
    code = run_validate(path)
    out = capsys.readouterr().out.splitlines()
    return code, [line.split(":", 2)[2].strip() for line in out]


def test_the_clean_report_is_valid(tmp_path, capsys):
    code, out = validate(tmp_path, capsys, *HEADER, DATES_OK, *four_players())
    assert (code, out) == (exitcodes.OK, [])


def test_132_dates_back_to_back(tmp_path, capsys):
    code, out = validate(tmp_path, capsys, *HEADER, DATES_BACK_TO_BACK, *four_players())
    assert code == exitcodes.INVALID_INPUT
    assert len(out) == 1
    assert out[0].startswith("warning: columns 92-99 (round 1 date): '2026/11/' is not a date")
    assert "(2 of the 2 dates)" in out[0]


def test_132_dates_not_under_the_rounds(tmp_path, capsys):
    line = "132 26/11/20 26/11/21"
    code, out = validate(tmp_path, capsys, *HEADER, line, *four_players())
    assert code == exitcodes.INVALID_INPUT
    assert any("under the round blocks" in o for o in out)


def test_rank_ties_without_tiebreaks(tmp_path, capsys):
    code, out = validate(tmp_path, capsys, *HEADER, DATES_OK, *four_players(("1", "2", "2", "4")))
    assert code == exitcodes.INVALID_INPUT
    assert out == [
        "warning: columns 86-89 (rank): players 2, 3 share rank 2, and the file names no "
        "tie-breaks (202): the rank column is the final place after the tie-breaks"
    ]


def test_rank_against_points(tmp_path, capsys):
    code, out = validate(tmp_path, capsys, *HEADER, DATES_OK, *four_players(("2", "1", "3", "4")))
    assert code == exitcodes.INVALID_INPUT
    assert out == [
        "warning: columns 86-89 (rank): 2 with 1.5 points, below No. 2 (rank 1) with 1.0"
    ]


def test_rank_against_the_files_tiebreaks(tmp_path, capsys):
    # 2 and 3 both have 1.0; BH: 2 met 4 and 1 (0.5 + 1.5 = 2.0), 3 met 1 and 4 (2.0): equal;
    # SB: 2 drew both (0.25 + 0.75 = 1.0), 3 beat 4 (0.5): 2 is ahead
    lines = (*HEADER, DATES_OK, "202 BH,SB")
    code, out = validate(tmp_path, capsys, *lines, *four_players(("1", "2", "3", "4")))
    assert (code, out) == (exitcodes.OK, [])
    code, out = validate(tmp_path, capsys, *lines, *four_players(("1", "3", "2", "4")))
    assert code == exitcodes.INVALID_INPUT
    assert out == [
        "warning: columns 86-89 (rank): 3, but the standings after round 2 by the tie-breaks "
        "of line 5 (BH,SB) place No. 2 2",
        "warning: columns 86-89 (rank): 2, but the standings after round 2 by the tie-breaks "
        "of line 5 (BH,SB) place No. 3 3",
    ]


def test_a_block_for_a_round_nobody_played(tmp_path, capsys):
    players = four_players(extra_round=block(None, "-", "Z"))
    code, out = validate(tmp_path, capsys, *HEADER, DATES_OK, *players)
    assert code == exitcodes.INVALID_INPUT
    assert out == [
        "warning: columns 112-119 (round 3): a block for round 3, which nobody has played (the "
        "last round played is 2): a FIDE report ends with the last round played: leave the "
        "block out"
    ]
    # in a pairing engine's input it is the announced absence of the round to pair: a note
    code, out = validate(tmp_path, capsys, *HEADER, DATES_OK, "XXR 5", *players)
    assert code == exitcodes.OK
    assert len(out) == 1 and out[0].startswith("note:") and "announced" in out[0]


def test_empty_092(tmp_path, capsys):
    code, out = validate(tmp_path, capsys, "012 Venue Open", "092", DATES_OK, *four_players())
    assert code == exitcodes.INVALID_INPUT
    assert out == [
        "warning: 092 (type of tournament): empty; write the type, e.g. 'Individual: Swiss-System'"
    ]


# ---- making the report --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [("2026/11/20", "26/11/20"), ("2026-1-5", "26/01/05"), ("05.01.2026", "26/01/05"), ("", "")],
)
def test_round_date(text, expected):
    assert round_date(text) == expected


def test_full_date():
    assert full_date("05.01.2026") == "2026/01/05"


def game(opponent: int, colour: Colour, result: ResultCode) -> RoundEntry:
    return RoundEntry(PlayerId(opponent), colour, result)


def test_report_tournament_written_and_validated(tmp_path, capsys):
    w, b = Colour.WHITE, Colour.BLACK
    win, draw, loss = ResultCode.WIN, ResultCode.DRAW, ResultCode.LOSS
    absent = RoundEntry(None, None, ResultCode.ZERO_BYE)
    t = Tournament(
        name="Venue Open",
        start_date="20.11.2026",
        round_dates=("2026/11/20", "2026/11/21", "2026/11/22"),
        players=(
            Player(PlayerId(1), "A", rounds=(game(3, w, win), game(2, b, draw))),
            Player(PlayerId(2), "B", rounds=(game(4, w, draw), game(1, w, draw))),
            Player(PlayerId(3), "C", rounds=(game(1, b, loss), game(4, w, win), absent)),
            Player(PlayerId(4), "D", rounds=(game(2, b, draw), game(3, b, loss))),
        ),
    )
    report = report_tournament(t, 2, parse_tiebreaks("BH,SB"))
    text = dump_trf(report, engine_lines=False)
    path = tmp_path / "report.trf"
    path.write_text(text, encoding="utf-8")
    capsys.readouterr()
    assert run_validate(path) == exitcodes.OK, capsys.readouterr().out
    back = parse_trf(text)
    assert back.start_date == "2026/11/20"
    assert back.round_dates == ("26/11/20", "26/11/21")
    assert back.tournament_type == "Individual: Swiss-System"
    assert [p.declared_rank for p in back.players] == [1, 2, 3, 4]
    assert [len(p.rounds) for p in back.players] == [2, 2, 2, 2]
    assert "202 BH,SB" in back.extra_records


def test_docstring_examples():
    import doctest

    import engine.trf.report

    failed, attempted = doctest.testmod(engine.trf.report, optionflags=doctest.ELLIPSIS)
    assert attempted > 0 and failed == 0

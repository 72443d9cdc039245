"""Absences written in the round to pair: ``0000 -  `` and ``     -  `` (no result) (issue 18).

The Irish Chess Union's Krause files write a player who is not paired as ``0000 -  `` or as a
blank opponent with colour ``-``. In the round to pair such a block is an announced absence
(trf.md §5: a blank result means the same as Z); only a wholly blank block, or none, leaves the
player to be paired. The tournament here is worked by hand with C.04.3 (2017):

round 1 (XXC white1): 1-4 1-0, 5-2 0-1, 3-6 1-0. Round 2 without 5 and 6: the 1-point bracket
{1, 2, 3} pairs 1 with 2 and sends 3 down to 4 (C.04.3 B.2/C.6); 2 had black and 1 white, so
2 has White (E.1), and 4 (black) has White against 3 (white). Boards: ``2 1`` and ``4 3``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from trf_helpers import block, p001, trf

from engine.checker import check_tournament
from engine.cli import exitcodes
from engine.cli.main import main
from engine.model import PlayerId, ResultCode
from engine.pairing import PairingSystem, pair_round
from engine.pairing.common.history import is_absent
from engine.trf import Severity, parse_trf, read_trf_report

ROUND1 = {
    1: block(4, "w", "1"),
    2: block(5, "b", "1"),
    3: block(6, "w", "1"),
    4: block(1, "b", "0"),
    5: block(2, "w", "0"),
    6: block(3, "b", "0"),
}
BLANK_OPPONENT = "     -  "  # the ICU Bunratty spelling
ZERO_OPPONENT = "0000 -  "  # the ICU Galway / Irish championships spelling


def _file(round2: dict[int, str], *, xxr: int = 3) -> str:
    lines = ["012 Absences", f"XXR {xxr}", "XXC white1"]
    for pid in range(1, 7):
        rounds = (ROUND1[pid], *((round2[pid],) if pid in round2 else ()))
        lines.append(p001(pid, f"Player {pid}", rating=str(2000 - 10 * pid), rounds=rounds))
    return trf(*lines)


ABSENT_5_6 = _file({5: BLANK_OPPONENT, 6: ZERO_OPPONENT})


@pytest.mark.parametrize("spelling", [BLANK_OPPONENT, ZERO_OPPONENT, "0000    ", "     - Z"])
def test_a_no_result_block_in_the_round_to_pair_is_an_absence(spelling: str) -> None:
    t = parse_trf(_file({5: spelling}))
    assert t.next_round() == 2
    assert t.player(PlayerId(5)).entry(2).result is ResultCode.ZERO_BYE
    assert is_absent(t.player(PlayerId(5)), 2)
    assert not is_absent(t.player(PlayerId(6)), 2)


def test_a_wholly_blank_block_leaves_the_player_to_be_paired() -> None:
    # "a trailing blank block for the round being paired means present" (trf.md §5, JaVaFo)
    t = parse_trf(_file({5: " " * 8, 6: ZERO_OPPONENT}) + "\n")
    assert not is_absent(t.player(PlayerId(5)), 2)
    assert is_absent(t.player(PlayerId(6)), 2)


def test_a_no_result_block_in_a_paired_round_stays_a_round_without_a_game() -> None:
    # round 2 is paired (1-2, 3-4); 5 and 6 were left out: no announced absence, no note
    t = parse_trf(
        _file(
            {
                1: block(2, "b", "="),
                2: block(1, "w", "="),
                3: block(4, "b", "1"),
                4: block(3, "w", "0"),
                5: BLANK_OPPONENT,
                6: ZERO_OPPONENT,
            }
        )
    )
    assert t.next_round() == 3
    assert t.player(PlayerId(5)).entry(2).result is ResultCode.NOT_PAIRED
    assert not is_absent(t.player(PlayerId(5)), 3)


def test_the_validator_notes_each_spelling_with_its_line_and_columns() -> None:
    report = read_trf_report(ABSENT_5_6, "absent.trf")
    assert report.valid
    notes = [p for p in report.problems if p.severity is Severity.NOTE]
    assert len(notes) == 2
    assert {p.line for p in notes} == {8, 9}  # the 001 lines of players 5 and 6
    assert all(p.columns == (102, 109) for p in notes)  # round 2's block
    assert all("announced absence" in p.message for p in notes)


def test_an_xxz_line_and_a_no_result_block_agree() -> None:
    t = parse_trf(_file({5: BLANK_OPPONENT}) + "XXZ 5\n")
    assert t.player(PlayerId(5)).entry(2).result is ResultCode.ZERO_BYE


def test_a_240_half_point_bye_wins_over_a_no_result_block() -> None:
    t = parse_trf(_file({5: ZERO_OPPONENT}) + "240 H   2    5\n")
    assert t.player(PlayerId(5)).entry(2).result is ResultCode.HALF_BYE


def test_byes_announced_for_two_rounds_pair_the_first() -> None:
    # 0000 - H for rounds 2 and 3: round 2 is the round to pair, not round 3
    lines = ABSENT_5_6.splitlines()
    lines[4] += "  " + block(None, "-", "H") + "  " + block(None, "-", "H")  # player 2
    t = parse_trf("\n".join(lines))
    assert t.next_round() == 2
    assert is_absent(t.player(PlayerId(2)), 2)


def test_pair_leaves_the_absent_players_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "absent.trf"
    path.write_text(ABSENT_5_6, encoding="utf-8")
    assert main(["--dutch", str(path), "-p", "-"]) == exitcodes.OK
    assert capsys.readouterr().out.splitlines() == ["2", "2 1", "4 3"]
    pairing = pair_round(parse_trf(ABSENT_5_6), 2, PairingSystem.DUTCH_2017)
    assert {p for b in pairing.boards for p in (b.white, b.black)} == {1, 2, 3, 4}


def test_the_checker_leaves_out_whoever_the_file_leaves_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # round 2 played as worked above; 5's last block is '     -  ', 6's line ends after round 1
    text = _file(
        {
            1: block(2, "b", "1"),
            2: block(1, "w", "0"),
            3: block(4, "b", "="),
            4: block(3, "w", "="),
            5: BLANK_OPPONENT,
        }
    )
    t = parse_trf(text)
    assert check_tournament(t, PairingSystem.DUTCH_2017).discrepancies == []
    path = tmp_path / "played.trf"
    path.write_text(text, encoding="utf-8")
    assert main(["--dutch", str(path), "-c"]) == exitcodes.OK
    assert "2 rounds checked, 0 discrepancies" in capsys.readouterr().out

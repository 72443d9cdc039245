"""`swiss-pair --round-robin N [--double]` and `-c` / `-p` on round-robin TRF files."""

from __future__ import annotations

from engine.cli.main import main
from engine.journal import trf_tournament
from engine.roundrobin import schedule
from engine.trf import save_trf
from tests.roundrobin.helpers import play_round, rr_state


def test_the_table_for_ten_players(capsys):
    assert main(["--round-robin", "10"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("Berger table, 10 players, single round-robin")
    # the published 9/10 table, rounds 1 and 9 (C.05 Annex 1)
    assert out[1] == "Round 1: 1-10 2-9 3-8 4-7 5-6"
    assert out[9] == "Round 9: 5-10 6-4 7-3 8-2 9-1"
    assert len(out) == 10


def test_the_double_table_reverses_the_first_cycle_end(capsys):
    assert main(["--round-robin", "6", "--double"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[5] == "Round 4 (cycle 1, table round 5): 3-6 4-2 5-1"
    assert out[6] == "Round 5 (cycle 1, table round 4): 6-5 1-4 2-3"
    assert out[7] == "Round 6 (cycle 2, table round 1): 6-1 5-2 4-3"
    assert main(["--round-robin", "6", "--double", "--no-swap"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[5] == "Round 4 (cycle 1, table round 4): 6-5 1-4 2-3"


def test_too_few_players_is_invalid_input(capsys):
    assert main(["--round-robin", "2"]) == 3
    assert "3 to" in capsys.readouterr().err


def exported(tmp_path, rounds=4):
    state = rr_state(6, cycles=2)
    table = schedule(6, cycles=2)
    for r in range(1, rounds + 1):
        state = play_round(state, r, {w: "=" for w, _ in table[r - 1].boards})
    path = tmp_path / "rr.trf"
    save_trf(trf_tournament(state), path)
    return path


def test_check_of_a_round_robin_file(tmp_path, capsys):
    path = exported(tmp_path)
    assert main(["-c", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("4 rounds checked,") and " 0 discrepancies" in out, out


def test_check_finds_a_round_off_the_table(tmp_path, capsys):
    path = exported(tmp_path)
    lines = path.read_text(encoding="utf-8").splitlines()
    # exchange the colours of players 1 and 6 in round 1 (round 1 is 1-6 in the table)
    fixed = []
    for line in lines:
        if line.startswith("001    1") or line.startswith("001    6"):
            colour_at = 96  # round 1: opponent in columns 92-95, colour in column 97
            colour = line[colour_at]
            assert colour in "wb"
            line = line[:colour_at] + ("b" if colour == "w" else "w") + line[colour_at + 1 :]
        fixed.append(line)
    path.write_text("\n".join(fixed) + "\n", encoding="utf-8")
    assert main(["-c", str(path)]) == 1
    out = capsys.readouterr().out
    assert "round 1: discrepancy" in out
    assert "file:   6-1" in out and "engine: 1-6" in out


def test_pair_the_next_round_of_a_round_robin(tmp_path, capsys):
    path = exported(tmp_path, rounds=2)
    assert main([str(path), "-p"]) == 0
    out = capsys.readouterr().out.split()
    # round 3 of the double round-robin of 6: table round 3
    assert out == ["3", "2", "6", "3", "1", "4", "5"]


def test_a_file_without_192_checked_as_a_round_robin(tmp_path, capsys):
    path = exported(tmp_path)
    text = path.read_text(encoding="utf-8").replace("192 FIDE_DOUBLEROUNDROBIN\n", "")
    path.write_text(text, encoding="utf-8")
    assert main(["-c", str(path), "--round-robin"]) == 0
    assert "0 discrepancies" in capsys.readouterr().out

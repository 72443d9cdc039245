"""`swiss-pair --ratings IN.trf` and `--norms IN.trf`, text and JSON; every real event runs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.cli import exitcodes
from engine.cli.main import main
from engine.trf import dump_trf
from tests.norms.test_worked_examples import EXAMPLE_A
from tests.ratings.builders import Opp, solo_event
from tests.ratings.test_vectors import vector_a

SHARED = Path(__file__).resolve().parents[3] / "shared"
REAL = sorted((SHARED / "real" / "files").glob("*")) if (SHARED / "real").exists() else []


def write(tmp_path: Path, t, name="in.trf") -> Path:
    path = tmp_path / name
    path.write_text(dump_trf(t), encoding="utf-8")
    return path


def test_ratings_text(tmp_path, capsys):
    path = write(tmp_path, vector_a())
    assert main(["--ratings", str(path), "--k", "1=20"]) == exitcodes.OK
    out = capsys.readouterr().out.splitlines()
    assert out[0].split()[:4] == ["No.", "Name", "Rtg", "K"]
    line = next(ln for ln in out if "Subject, Sam" in ln)
    assert line.split()[-10:] == [
        "2105", "20", "5", "3½", "2.99", "+0.51", "+10.2", "+10", "2115", "2129"
    ]  # fmt: skip


def test_ratings_json_has_every_game(tmp_path, capsys):
    path = write(tmp_path, vector_a())
    assert main([str(path), "--ratings", "--json", "--k", "1=20"]) == exitcodes.OK
    doc = json.loads(capsys.readouterr().out)
    me = next(p for p in doc["players"] if p["player"] == 1)
    assert me["k"] == 20 and me["change"] == 10 and me["change_exact"] == 10.2
    assert me["sum_delta"] == 0.51 and me["new_rating"] == 2115
    g1 = me["games"][0]
    assert (g1["difference"], g1["counted_difference"], g1["expected"], g1["delta"]) == (
        425,
        400,
        0.92,
        0.08,
    )
    assert me["games"][4]["not_rated"].startswith("forfeit")
    unrated = next(p for p in doc["players"] if p["rating"] is None)
    assert unrated["initial_rating"]["games"] == 1


def test_ratings_after_round_and_rating_type(tmp_path, capsys):
    path = write(tmp_path, vector_a())
    assert main(["--ratings", str(path), "--json", "--after-round", "2"]) == exitcodes.OK
    doc = json.loads(capsys.readouterr().out)
    assert doc["after_round"] == 2 and len(doc["players"][0]["games"]) == 2
    assert main(["--ratings", str(path), "--json", "--rating-type", "blitz"]) == exitcodes.OK
    assert json.loads(capsys.readouterr().out)["rating_type"] == "blitz"


@pytest.mark.parametrize(
    "extra",
    [["--k", "1:20"], ["--k", "99=20"], ["--k", "1=0"], ["--after-round", "12"]],
)
def test_bad_options_exit_3(tmp_path, capsys, extra):
    path = write(tmp_path, vector_a())
    assert main(["--ratings", str(path), *extra]) == exitcodes.INVALID_INPUT
    assert capsys.readouterr().err.startswith("swiss-pair: ")


@pytest.mark.parametrize("flag", ["--ratings", "--norms"])
def test_invalid_trf_exits_3_and_missing_file_5(tmp_path, capsys, flag):
    bad = tmp_path / "bad.trf"
    bad.write_text("001    1      Adams, Ann                        abcd\n", encoding="utf-8")
    assert main([flag, str(bad)]) == exitcodes.INVALID_INPUT
    err = capsys.readouterr().err
    assert "bad.trf" in err
    assert main([flag, str(tmp_path / "none.trf")]) == exitcodes.FILE_ERROR


def test_norms_text_and_json(tmp_path, capsys):
    t = solo_event(2380, EXAMPLE_A, federation="ESP", title="FM")
    path = write(tmp_path, t)
    assert main(["--norms", str(path)]) == exitcodes.OK
    out = capsys.readouterr().out
    block = out.split("   2  ")[0]
    assert "IM   IM norm" in block
    assert "GM   no GM norm: R5 opponents holding the title: 1 GM opponent short" in block
    assert main(["--norms", str(path), "--json"]) == exitcodes.OK
    doc = json.loads(capsys.readouterr().out)
    im = next(v for v in doc["verdicts"] if v["player"] == 1 and v["title"] == "IM")
    assert im["status"] == "achieved" and im["ra"] == 2391 and im["rp"] == 2516
    assert im["score_required"] == 5.5 and im["exceeding_by"] == 0.5
    assert [c["id"] for c in im["checks"]][:3] == ["R1", "R2", "R3a"]
    gm = next(v for v in doc["verdicts"] if v["player"] == 1 and v["title"] == "GM")
    failed = [c for c in gm["checks"] if not c["passed"]]
    assert [c["id"] for c in failed] == ["R5", "R8"]
    assert failed[1]["shortfall"].startswith("83 points short")
    assert len(doc["exemption_143d"]["rounds"]) == 9


def test_norms_forecast_on_the_command_line(tmp_path, capsys):
    pending = [*EXAMPLE_A[:8], Opp("?", 2195, "", "SUI")]
    path = write(tmp_path, solo_event(2380, pending, federation="ESP", title="FM"))
    assert main(["--norms", str(path)]) == exitcodes.OK
    assert "IM   a draw in round 9 gives an IM norm" in capsys.readouterr().out
    assert main(["--norms", str(path), "--json"]) == exitcodes.OK
    doc = json.loads(capsys.readouterr().out)
    im = next(v for v in doc["verdicts"] if v["player"] == 1 and v["title"] == "IM")
    assert im["status"] == "possible"
    assert im["forecast"] == {
        "round": 9,
        "opponent": 10,
        "minimum_result": "draw",
        "play_required": True,
    }


def test_norms_exemption_option(tmp_path, capsys):
    from tests.norms.test_worked_examples import EXAMPLE_B

    path = write(tmp_path, solo_event(2500, EXAMPLE_B, federation="ESP", title="IM"))
    assert main(["--norms", str(path), "--json", "--exemption", "a"]) == exitcodes.OK
    doc = json.loads(capsys.readouterr().out)
    gm = next(v for v in doc["verdicts"] if v["player"] == 1 and v["title"] == "GM")
    assert gm["status"] == "achieved" and gm["waiver"] == "1.4.3a"


def test_all_real_files_present():
    if not REAL:
        pytest.skip("shared/real not present")
    assert len(REAL) == 32


@pytest.mark.parametrize("path", REAL, ids=[p.name for p in REAL])
@pytest.mark.parametrize("flag", ["--ratings", "--norms"])
def test_every_real_event(path, flag, capsys):
    assert main([flag, str(path)]) == exitcodes.OK
    text = capsys.readouterr().out
    assert text.strip()
    assert main([flag, str(path), "--json"]) == exitcodes.OK
    doc = json.loads(capsys.readouterr().out)
    key = "players" if flag == "--ratings" else "verdicts"
    assert doc[key]
    if flag == "--ratings":
        for p in doc["players"]:
            per_game = sum(g["change"] or 0 for g in p["games"])
            assert abs(per_game - p["change_exact"]) < 1e-9

"""The generator's configuration file: the established keys, their checks, absent-key defaults,
and `swiss-pair -g` on the command line (shared/spec/cli.md §7)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from engine.cli import exitcodes
from engine.cli.main import main
from engine.errors import ConfigError
from engine.rtg import KEY_NAMES, Acceleration, RtgConfig, config_lines, parse_config, resolve
from engine.rtg.randomness import Chance
from engine.trf import load_trf

FULL = """\
# every key, as in the corpus manifests
PlayersNumber=37
RoundsNumber=10
DrawPercentage=24
ForfeitRate=53
RetiredRate=1000000
HalfPointByeRate=12.5
HighestRating=2817
LowestRating=1305
PointsForWin=1.0
PointsForDraw=0.5
PointsForLoss=0.0
PointsForForfeitLoss=0.0
PointsForZPB=0.0
PointsForPAB=1.0

LateEntryRate=20
WithdrawalRate=30
Acceleration=baku
"""


def test_every_key_is_read() -> None:
    c = parse_config(FULL)
    assert c == RtgConfig(
        players=37,
        rounds=10,
        draw_percentage=24,
        forfeit_rate=Fraction(53),
        retired_rate=Fraction(1_000_000),
        half_point_bye_rate=Fraction(25, 2),
        highest_rating=2817,
        lowest_rating=1305,
        points_for_win=Fraction(1),
        points_for_draw=Fraction(1, 2),
        points_for_loss=Fraction(0),
        points_for_forfeit_loss=Fraction(0),
        points_for_zpb=Fraction(0),
        points_for_pab=Fraction(1),
        late_entry_rate=Fraction(20),
        withdrawal_rate=Fraction(30),
        acceleration=Acceleration.BAKU,
    )
    # written back key by key, in the documented order, it reads the same
    assert parse_config("\n".join(config_lines(c))) == c
    names = [line.split("=")[0] for line in config_lines(c)]
    assert names == [k for k in KEY_NAMES if k in names]  # in the documented order
    assert names == list(KEY_NAMES)[: len(names)]  # the established keys come first


def test_windows_file_with_bom_and_the_old_spelling() -> None:
    c = parse_config("\ufeffPlayersNumber=9\r\nHalfPointByteRate=15\r\n")
    assert c.players == 9
    assert c.half_point_bye_rate == 15


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("PlayersNumber=12\nPlayersNumbr=12\n", "cfg.txt:2: unknown key 'PlayersNumbr'"),
        ("PlayersNumber 12\n", "cfg.txt:1: 'PlayersNumber 12': expected Key=Value"),
        ("PlayersNumber = 12\n", "cfg.txt:1: 'PlayersNumber = 12': no blanks are allowed"),
        ("PlayersNumber=twelve\n", "cfg.txt:1: PlayersNumber: 'twelve' is not an integer"),
        ("PlayersNumber=0\n", "cfg.txt:1: PlayersNumber: 0 is below the minimum 1"),
        ("RoundsNumber=100\n", "cfg.txt:1: RoundsNumber: 100 is above the maximum 99"),
        ("DrawPercentage=101\n", "DrawPercentage: 101 is above the maximum 100"),
        ("DrawPercentage=-5\n", "DrawPercentage: '-5' is not an integer"),
        ("ForfeitRate=0.5\n", "cfg.txt:1: ForfeitRate: 0.5 is below the minimum 1"),
        ("RetiredRate=1\n", "RetiredRate: 1 is below the minimum 2"),
        ("PointsForDraw=0,5\n", "PointsForDraw: '0,5' is not a number of points"),
        ("PointsForWin=0.25\n", "PointsForWin: '0.25' is not a number of points"),
        ("Acceleration=fast\n", "Acceleration: 'fast' is not one of none, baku, baku-like"),
        ("RoundsNumber=5\n\nRoundsNumber=6\n", "cfg.txt:3: RoundsNumber is given twice (first"),
        ("HalfPointByeRate=5\nHalfPointByteRate=6\n", "HalfPointByeRate is given twice"),
        ("LowestRating=2000\nHighestRating=1999\n", "cfg.txt:2: HighestRating 1999 is below"),
    ],
)
def test_bad_lines_are_named(text: str, message: str) -> None:
    with pytest.raises(ConfigError) as info:
        parse_config(text, "cfg.txt")
    assert message in str(info.value)


def test_absent_keys_are_drawn_in_the_documented_ranges() -> None:
    for seed in range(60):
        r = resolve(RtgConfig(), Chance(seed))
        assert 15 <= r.players <= 215
        assert 5 <= r.rounds <= 15
        assert 10 <= r.draw_percentage <= 50
        assert 6 <= r.forfeit_rate <= 30
        for rate in (r.retired_rate, r.half_point_bye_rate, r.late_entry_rate, r.withdrawal_rate):
            assert 15 <= rate <= 3225
        assert 2400 <= r.highest_rating <= 2800
        assert 1400 <= r.lowest_rating <= 2300
        assert r.point_system.is_standard
        if r.acceleration is Acceleration.BAKU:
            assert r.rounds >= 9
        if r.acceleration is Acceleration.BAKU_LIKE:
            assert r.rounds < 9


def test_given_keys_are_kept_and_a_lone_bound_stays_ordered() -> None:
    r = resolve(parse_config("HighestRating=1500\nPointsForWin=3.0\n"), Chance(3))
    assert r.highest_rating == 1500 and r.lowest_rating <= 1500
    assert r.points_for_win == 3 and r.points_for_pab == 3  # PAB follows the win
    assert r.point_system.forfeit_win == 3 and r.point_system.half_bye == Fraction(1, 2)
    r = resolve(parse_config("LowestRating=2900\n"), Chance(3))
    assert r.highest_rating >= 2900
    r = resolve(parse_config("PointsForForfeitLoss=0.5\n"), Chance(3))
    assert r.points_for_zpb == Fraction(1, 2)  # bbp: the forfeit loss value is also the ZPB's


def test_the_resolved_text_reproduces_the_run() -> None:
    r = resolve(parse_config("PlayersNumber=20"), Chance(11))
    assert resolve(parse_config(r.text()), Chance(99)) == r


def test_scores_that_do_not_fit_the_trf_column() -> None:
    with pytest.raises(ConfigError, match="do not fit the TRF score column"):
        resolve(parse_config("PointsForWin=9.9\nRoundsNumber=99\n"), Chance(1))


# ---- swiss-pair -g ---------------------------------------------------------------------------


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_cli_unknown_key_exits_3(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cfg = write(tmp_path / "cfg.txt", "PlayersNumber=10\nColours=yes\n")
    assert main(["--dutch", "-g", str(cfg), "-o", "out.trf", "-s", "1"]) == exitcodes.INVALID_INPUT
    assert "cfg.txt:2: unknown key 'Colours'" in capsys.readouterr().err
    assert not (tmp_path / "out.trf").exists()


def test_cli_bad_value_exits_3(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cfg = write(tmp_path / "cfg.txt", "DrawPercentage=lots\n")
    assert main(["--dutch", "-g", str(cfg), "-o", "out.trf"]) == exitcodes.INVALID_INPUT
    assert "cfg.txt:1: DrawPercentage: 'lots' is not an integer" in capsys.readouterr().err


def test_cli_needs_an_output_and_a_good_seed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cfg = write(tmp_path / "cfg.txt", "PlayersNumber=6\nRoundsNumber=3\n")
    assert main(["-g", str(cfg)]) == exitcodes.INVALID_INPUT
    assert "-o OUT" in capsys.readouterr().err
    assert main(["-g", str(cfg), "-o", "x.trf", "-s", "-4"]) == exitcodes.INVALID_INPUT
    assert "the seed must be from 0" in capsys.readouterr().err


def test_cli_missing_config_file_is_a_file_error(tmp_path: Path) -> None:
    assert main(["-g", str(tmp_path / "none.txt"), "-o", "x.trf"]) == exitcodes.FILE_ERROR


def test_cli_writes_next_to_the_config(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    sub = tmp_path / "sub"
    sub.mkdir()
    cfg = write(sub / "cfg.txt", "PlayersNumber=11\nRoundsNumber=4\n")
    assert main(["--dutch", "-g", str(cfg), "-o", "out.trf", "-s", "77"]) == exitcodes.OK
    out = sub / "out.trf"
    data = out.read_bytes()
    assert b"\r" not in data  # LF line ends
    assert data.startswith(b"012 AutoTest Tournament 77\n")
    t = load_trf(out)
    assert (t.rounds_total, len(t.players), t.rounds_paired()) == (4, 11, 4)
    assert t.initial_colour is not None
    # a name with a directory part is used as given
    assert main(["-g", str(cfg), "-o", str(tmp_path / "o2.trf"), "-s", "77"]) == exitcodes.OK
    assert (tmp_path / "o2.trf").read_bytes() == data


def test_cli_without_seed_prints_the_seed_it_chose(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cfg = write(tmp_path / "cfg.txt", "PlayersNumber=8\nRoundsNumber=3\n")
    assert main(["-g", str(cfg), "-o", "a.trf"]) == exitcodes.OK
    err = capsys.readouterr().err
    seed = int(err.split("seed ")[1].split()[0])
    assert main(["-g", str(cfg), "-o", "b.trf", "-s", str(seed)]) == exitcodes.OK
    assert (tmp_path / "a.trf").read_bytes() == (tmp_path / "b.trf").read_bytes()


def test_cli_no_valid_pairing_writes_the_partial_file_and_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # 4 players cannot play 7 rounds without a rematch (C.04.1.b): generation stops
    cfg = write(tmp_path / "cfg.txt", "PlayersNumber=4\nRoundsNumber=7\nForfeitRate=1000000\n")
    code = main(["--dutch", "-g", str(cfg), "-o", "out.trf", "-s", "1"])
    assert code == exitcodes.NO_VALID_PAIRING
    assert "no valid pairing" in capsys.readouterr().err
    t = load_trf(tmp_path / "out.trf")
    assert t.rounds_total == 7 and 3 <= t.rounds_paired() < 7
    assert any(line.startswith("### RTG stopped: round") for line in t.extra_records)

"""Model mode: a tournament file gives the players, ratings, settings and XXA lines, and the
generator makes new rounds for them (shared/spec/cli.md §7.2; the corpus's XXA files were made
this way)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest
from rtg_helpers import BUSY, run

from engine.checker import check_tournament
from engine.cli import exitcodes
from engine.cli.main import main
from engine.errors import ConfigError
from engine.model import Colour, ForbiddenPairs, PlayerId, PointSystem
from engine.rtg import NEVER, RtgConfig, config_from_model, generate_report, parse_config
from engine.trf import dump_trf, load_trf

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "dutch2017"


def test_model_keeps_players_ratings_settings_and_xxa() -> None:
    model = run(4, PlayersNumber=18, RoundsNumber=9, Acceleration="baku", **BUSY).tournament
    model = replace(
        model,
        initial_colour=Colour.BLACK,
        point_system=PointSystem(win=Fraction(3), draw=Fraction(1), pab=Fraction(3)),
        forbidden=(ForbiddenPairs((PlayerId(1), PlayerId(2))),),
    )
    result = generate_report(RtgConfig(), 99, model=model)
    t = result.tournament
    assert [(p.id, p.name, p.rating) for p in t.players] == [
        (p.id, p.name, p.rating) for p in model.players
    ]
    assert t.acceleration == model.acceleration
    assert t.initial_colour is Colour.BLACK
    assert t.point_system.win == 3 and t.point_system.draw == 1
    assert t.forbidden == model.forbidden
    assert t.rounds_total == 9 and result.stopped is None
    assert t.name == "AutoTest Tournament 99"
    assert [p.rounds for p in t.players] != [p.rounds for p in model.players]
    for p in t.players:  # XXP: players 1 and 2 never meet
        if p.id == 1:
            assert all(e.opponent != 2 for e in p.rounds)
    assert not check_tournament(t).discrepancies


def test_rates_are_derived_from_the_model() -> None:
    model = run(6, PlayersNumber=30, RoundsNumber=8, ForfeitRate=5, DrawPercentage=40).tournament
    derived = config_from_model(model)
    assert derived.rounds == 8
    assert derived.draw_percentage is not None and 15 <= derived.draw_percentage <= 65
    assert derived.forfeit_rate is not None and 2 <= derived.forfeit_rate <= 15
    assert derived.points_for_win == 1 and derived.points_for_pab == 1
    # a model without any round: nothing to learn, the keys stay random
    bare = replace(model, players=tuple(replace(p, rounds=()) for p in model.players))
    assert config_from_model(bare).draw_percentage is None
    assert config_from_model(bare).forfeit_rate is None
    assert config_from_model(replace(bare, rounds_total=None)).rounds is None
    no_byes = config_from_model(run(2, PlayersNumber=10, RoundsNumber=3, RetiredRate=1000000,
                                    HalfPointByeRate=1000000, LateEntryRate=1000000,
                                    WithdrawalRate=1000000).tournament)  # fmt: skip
    assert no_byes.half_point_bye_rate == NEVER


def test_config_keys_override_the_model_but_not_its_players() -> None:
    model = run(5, PlayersNumber=12, RoundsNumber=5).tournament
    t = generate_report(parse_config("RoundsNumber=3\nAcceleration=baku"), 1, model=model)
    assert t.tournament.rounds_total == 3 and t.tournament.acceleration
    with pytest.raises(ConfigError, match="PlayersNumber: set by the model"):
        generate_report(parse_config("PlayersNumber=20"), 1, model=model)
    with pytest.raises(ConfigError, match="no players"):
        generate_report(RtgConfig(), 1, model=replace(model, players=()))


def test_an_explicit_none_drops_the_model_acceleration() -> None:
    model = run(4, PlayersNumber=14, RoundsNumber=6, Acceleration="baku").tournament
    assert model.acceleration
    t = generate_report(parse_config("Acceleration=none"), 1, model=model).tournament
    assert t.acceleration == ()


@pytest.mark.skipif(not (CORPUS / "d17_0036.trf").exists(), reason="corpus not present")
def test_cli_model_mode_on_a_corpus_file_with_xxa(tmp_path: Path) -> None:
    model_path = tmp_path / "model.trf"
    model_path.write_bytes((CORPUS / "d17_0036.trf").read_bytes())
    code = main(["--dutch", str(model_path), "-g", "-o", "out.trf", "-s", "100036"])
    assert code == exitcodes.OK
    model, t = load_trf(model_path), load_trf(tmp_path / "out.trf")
    assert t.acceleration == model.acceleration and len(model.acceleration) == 14
    assert [p.rating for p in t.players] == [p.rating for p in model.players]
    assert t.rounds_total == 10  # the model's 10 rounds (it has no XXR)
    assert not check_tournament(t).discrepancies
    assert dump_trf(t).count("### RTG Swiss Arbiter") == 1

"""Round 1 without an initial colour is invalid input, in every system (issue 18, item 3).

The initial colour is drawn by lot before round 1 (C.04.3 E, "Initial-colour"); a file that
does not say it (no ``XXC white1/black1``, no ``152``) cannot be paired, and the arbiter must
be told which line to add: exit 3, not exit 1 ("no valid pairing"), which would send him
looking for a C.04.1 problem that is not there.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.cli import exitcodes
from engine.cli.main import SYSTEM_FLAGS, main
from engine.errors import InitialColourNotSet, NoValidPairing
from engine.pairing import PairingSystem, pair_round
from engine.trf import parse_trf


def _file(extra: str = "") -> str:
    lines = ["012 Round one", "XXR 5", *([extra] if extra else [])]
    lines += [
        f"001 {pid:>4}      {f'Player {pid}':<33} {2100 - 10 * pid:>4}" for pid in range(1, 5)
    ]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("flag", SYSTEM_FLAGS)
def test_no_initial_colour_is_invalid_input(
    tmp_path: Path, flag: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "r1.trf"
    path.write_text(_file(), encoding="utf-8")
    assert main([flag, str(path), "-p", "-"]) == exitcodes.INVALID_INPUT
    out, err = capsys.readouterr()
    assert out == ""
    assert "initial colour is not set" in err
    assert "XXC white1" in err and "152 W" in err  # the line to add


# a round-robin's colours are the Berger table's (C.05 Annex 1): no initial colour is drawn
SWISS = [s for s in PairingSystem if s is not PairingSystem.ROUND_ROBIN]


@pytest.mark.parametrize("system", SWISS, ids=[s.value for s in SWISS])
def test_the_engine_raises_invalid_input_not_no_valid_pairing(system: PairingSystem) -> None:
    with pytest.raises(InitialColourNotSet) as caught:
        pair_round(parse_trf(_file()), 1, system)
    assert not isinstance(caught.value, NoValidPairing)


@pytest.mark.parametrize("flag", SYSTEM_FLAGS)
@pytest.mark.parametrize("line", ["XXC black1", "152 B"])
def test_the_line_the_message_names_makes_the_round_pair(
    tmp_path: Path, flag: str, line: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "r1.trf"
    path.write_text(_file(line), encoding="utf-8")
    assert main([flag, str(path), "-p", "-"]) == exitcodes.OK
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "2"
    # black1: the top player of round 1, No. 1, has Black on board 1
    assert out[1].split()[1] == "1"


def test_one_player_needs_no_colour() -> None:
    one = "012 Alone\nXXR 5\n001    1      Player 1                          2000\n"
    assert pair_round(parse_trf(one), 1, PairingSystem.DUTCH_2017).bye == 1

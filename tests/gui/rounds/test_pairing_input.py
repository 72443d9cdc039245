"""What the window hands the engine: the journal's state as its TRF export writes it.

No Qt here: :func:`arbiter_gui.rounds.logic.pairing_input` is a plain function.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from arbiter_gui.rounds.logic import pairing_input
from engine.journal import (
    AddPlayer,
    EventSettings,
    PlayerData,
    RequestBye,
    SetPairingSettings,
    SetTournamentDetails,
    State,
    TournamentDetails,
    apply_command,
)
from engine.model import Colour, PlayerId, ResultCode
from engine.pairing import PairingSystem, pair_round
from engine.pairing.common.history import is_absent


def _ten_players(rounds: int = 9) -> State:
    state = apply_command(
        State(), SetTournamentDetails(TournamentDetails(name="Input", rounds_total=rounds))
    )
    for i in range(10):
        state = apply_command(state, AddPlayer(PlayerData(f"P{i:02d}", rating=2400 - 10 * i)))
    return state


def test_baku_setting_reaches_the_engine() -> None:
    # C.04.5.1 with ten players: GA = the first six; one virtual point in round 1, so the
    # round-1 pairing is two brackets (1-6 with a point, 7-10 without), not 1-6, 2-7, ...
    state = apply_command(_ten_players(), SetPairingSettings(EventSettings(baku=True)))
    t = pairing_input(state, 1)
    assert {pid: values[0] for pid, values in t.acceleration} == {
        PlayerId(i): Fraction(1) for i in range(1, 7)
    }
    pairing = pair_round(replace(t, initial_colour=Colour.WHITE), 1, PairingSystem.DUTCH_2017)
    met = {frozenset((b.white, b.black)) for b in pairing.boards}
    assert frozenset((PlayerId(1), PlayerId(4))) in met  # S1 = 1-3 against S2 = 4-6
    assert frozenset((PlayerId(7), PlayerId(9))) in met  # S1 = 7-8 against S2 = 9-10
    plain = apply_command(state, SetPairingSettings(EventSettings(baku=False)))
    assert not pairing_input(plain, 1).acceleration


def test_a_bye_booked_for_a_later_round_leaves_earlier_rounds_alone() -> None:
    state = apply_command(_ten_players(), RequestBye(PlayerId(3), 4, ResultCode.HALF_BYE))
    for r in (1, 2, 3):
        assert not is_absent(pairing_input(state, r).player(PlayerId(3)), r)
    assert is_absent(pairing_input(state, 4).player(PlayerId(3)), 4)


# Round 1 played (1-4 1-0, 5-2 0-1, 3-6 1-0); for round 2 player 5 has a blank opponent with
# colour '-' and player 6 has '0000 -  ', both without a result: the ICU Krause spellings of
# "not paired" (issue 18). Name at column 15, rating 49-52, round r's block from 92+10(r-1).
_BLOCKS = {
    1: ["   4 w 1"],
    2: ["   5 b 1"],
    3: ["   6 w 1"],
    4: ["   1 b 0"],
    5: ["   2 w 0", "     -  "],
    6: ["   3 b 0", "0000 -  "],
}
_ABSENCES_TRF = "".join(
    ["012 Absences\nXXR 3\nXXC white1\n"]
    + [
        f"001 {pid:>4}      {f'Player {pid}':<33} {2000 - 10 * pid:>4}".ljust(91)
        + "  ".join(blocks)
        + "\n"
        for pid, blocks in _BLOCKS.items()
    ]
)


def test_imported_absences_of_the_round_to_pair_are_not_paired(tmp_path) -> None:
    from arbiter_gui.loading import create_journal

    src = tmp_path / "absences.trf"
    src.write_text(_ABSENCES_TRF, encoding="utf-8")
    with create_journal(tmp_path / "absences.swiss", src) as journal:
        state = journal.state
    t = pairing_input(state, 2)
    assert is_absent(t.player(PlayerId(5)), 2)
    assert is_absent(t.player(PlayerId(6)), 2)
    pairing = pair_round(t, 2, PairingSystem.DUTCH_2017)
    assert {p for b in pairing.boards for p in (b.white, b.black)} == {1, 2, 3, 4}
    assert pairing.bye is None

"""C.04.2 C.2 late entries and D.3 withdrawals: the journal's entries, the TRF export, the pairing.

The expected pairings below are worked by hand from C.04.3 (2017), not taken from the engine:

Round 1 (set by hand): 1-3 (1-0), 4-2 (½-½). Scores: 1: 1, 2: ½, 4: ½, 3: 0.

* Late entrant 5 with a half-point bye for round 1 (score ½): scoregroup 1 = {1} cannot pair,
  1 floats into {2, 4, 5} (S1 = {1}, S2 = {2, 4, 5}): 1-2; remainder {4, 5}: 4-5 (a pair of
  residents); 3, alone with score 0, gets the PAB.
* Late entrant 5 with a zero-point bye (score 0): {1} floats into {2, 4}: 1-2; 4 floats into
  {3, 5}: S1 = {4}, S2 = {3, 5}. The first candidate 4-3 leaves 5 for the PAB, a downfloat,
  but 5 already "received a downfloat" in round 1 by not playing (A.4 b), so C.12 prefers 4-5
  and the PAB goes to 3. Same boards, reached another way: 4 is an MDP here, 5 has score 0.
* No late entrant, 3 withdrawn from round 2: {1} floats into {2, 4}: 1-2 (both colour
  preferences granted, 1-4 would not); 4 is left: PAB 4.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from engine.explain.trace import ListTrace, PlayerFacts
from engine.journal import (
    AddPlayer,
    Command,
    CommandRejectedError,
    DeletePlayer,
    EventSettings,
    GameResult,
    Journal,
    PlayerData,
    PublishRound,
    RecordWithdrawal,
    RequestBye,
    SetInitialOrder,
    SetPairing,
    SetPairingSettings,
    SetResult,
    SetTournamentDetails,
    State,
    TournamentDetails,
    apply_command,
    trf_tournament,
)
from engine.model import Colour, PlayerId, ResultCode, Tournament
from engine.pairing import PairingSystem, pair_round
from engine.trf import dump_trf, parse_trf

from .helpers import boards

P = PlayerId


def _round_one_played() -> State:
    state = apply_command(
        State(),
        SetTournamentDetails(TournamentDetails(name="Late open", rounds_total=5)),
    )
    for name, rating in (("Alpha, A", 2400), ("Bravo, B", 2300), ("Charlie, C", 2200)):
        state = apply_command(state, AddPlayer(PlayerData(name, rating=rating)))
    state = apply_command(state, AddPlayer(PlayerData("Delta, D", rating=2100)))
    state = apply_command(state, SetPairing(1, boards((1, 3), (4, 2))))
    state = apply_command(state, PublishRound(1))
    state = apply_command(state, SetResult(1, P(1), GameResult.WHITE_WINS))
    return apply_command(state, SetResult(1, P(4), GameResult.DRAW))


def _pairs(
    state_or_t: State | Tournament, round_no: int, trace: ListTrace | None = None
) -> tuple[set[frozenset[int]], int | None]:
    # the engine pairs what a TRF shows (trf_tournament): played rounds, this round's absences
    t = trf_tournament(state_or_t) if isinstance(state_or_t, State) else state_or_t
    pairing = pair_round(t, round_no, PairingSystem.DUTCH_2017, trace=trace or ListTrace())
    return {frozenset((b.white, b.black)) for b in pairing.boards}, pairing.bye


def _facts(trace: ListTrace, pid: int) -> PlayerFacts:
    return next(e for e in trace.events if isinstance(e, PlayerFacts) and e.player == pid)


def _block(line: str, round_no: int) -> str:
    start = 91 + 10 * (round_no - 1)  # column 92 + 10(r-1), 0-based
    return line[start : start + 8]


def _line_of(text: str, pid: int) -> str:
    return next(line for line in text.splitlines() if line.startswith(f"001 {pid:>4}"))


def test_a_late_entrant_with_a_half_point_bye_is_paired_on_his_score() -> None:
    state = apply_command(
        _round_one_played(),
        AddPlayer(PlayerData("Echo, E", rating=2000), late_entry_bye=ResultCode.HALF_BYE),
    )
    echo = state.tournament.player(P(5))
    assert len(echo.rounds) == 1
    assert (echo.entry(1).opponent, echo.entry(1).result) == (None, ResultCode.HALF_BYE)
    assert state.tournament.points(P(5)) == Fraction(1, 2)
    assert state.joined_round(P(5)) == 2
    assert state.settings.late_entry_bye is ResultCode.HALF_BYE
    trace = ListTrace()
    pairs, bye = _pairs(state, 2, trace)
    assert pairs == {frozenset((1, 2)), frozenset((4, 5))}
    assert bye == 3
    assert Fraction(_facts(trace, 5).score) == Fraction(1, 2)  # the engine counts the H bye
    assert _facts(trace, 5).floats.endswith("D")  # A.4 b: he did not play round 1

    text = dump_trf(trf_tournament(state))
    line = _line_of(text, 5)
    assert _block(line, 1) == "0000 - H"
    assert line[80:84] == " 0.5"  # points, columns 81-84
    # what another program reads back pairs the same
    assert _pairs(parse_trf(text), 2) == (pairs, bye)


def test_a_late_entrant_with_the_default_zero_point_bye() -> None:
    state = apply_command(_round_one_played(), AddPlayer(PlayerData("Echo, E", rating=2000)))
    assert state.tournament.player(P(5)).entry(1).result is ResultCode.ZERO_BYE
    assert state.settings.late_entry_bye is None  # C.04.2 C.2 default, not a recorded choice
    trace = ListTrace()
    pairs, bye = _pairs(state, 2, trace)
    assert pairs == {frozenset((1, 2)), frozenset((4, 5))}
    assert bye == 3
    assert Fraction(_facts(trace, 5).score) == 0
    assert _facts(trace, 5).floats.endswith("D")
    text = dump_trf(trf_tournament(state))
    assert _block(_line_of(text, 5), 1) == "0000 - Z"
    assert _pairs(parse_trf(text), 2) == (pairs, bye)


def test_the_choice_is_remembered_and_cannot_change_once_used() -> None:
    state = apply_command(
        _round_one_played(),
        AddPlayer(PlayerData("Echo, E"), late_entry_bye=ResultCode.HALF_BYE),
    )
    state = apply_command(state, AddPlayer(PlayerData("Foxtrot, F")))  # no choice given
    assert state.tournament.player(P(6)).entry(1).result is ResultCode.HALF_BYE
    with pytest.raises(CommandRejectedError, match="half-point bye"):
        apply_command(state, AddPlayer(PlayerData("Golf, G"), late_entry_bye=ResultCode.ZERO_BYE))
    with pytest.raises(CommandRejectedError, match="can no longer change"):
        apply_command(
            state,
            SetPairingSettings(EventSettings(late_entry_bye=ResultCode.ZERO_BYE)),
        )
    with pytest.raises(CommandRejectedError, match="zero-point"):
        apply_command(state, AddPlayer(PlayerData("Golf, G"), late_entry_bye=ResultCode.PAB))
    # the same choice again is fine
    same = SetPairingSettings(EventSettings(late_entry_bye=ResultCode.HALF_BYE))
    assert apply_command(state, same).settings.late_entry_bye is ResultCode.HALF_BYE


def test_before_round_one_is_published_nobody_is_late() -> None:
    state = _round_one_played()
    early = apply_command(State(), AddPlayer(PlayerData("Alpha, A")))
    assert early.late_entries == ()
    # round 2 paired but not published: the newcomer can still be paired in it (re-pair)
    state = apply_command(state, SetPairing(2, boards((2, 1), (3, 4))))
    state = apply_command(state, AddPlayer(PlayerData("Echo, E"), ResultCode.HALF_BYE))
    echo = state.tournament.player(P(5))
    assert [e.result for e in echo.rounds] == [ResultCode.HALF_BYE]
    assert state.joined_round(P(5)) == 2


def test_late_entry_is_one_undoable_command_and_survives_reopening(tmp_path: Path) -> None:
    path = tmp_path / "late.swiss"
    state = _round_one_played()
    with Journal.create(path) as journal:
        for command in _commands_to(state):
            journal.apply(command)
        journal.apply(AddPlayer(PlayerData("Echo, E"), late_entry_bye=ResultCode.HALF_BYE))
        after = journal.state
    with Journal.open(path) as journal:
        assert journal.state == after
        journal.undo()
        assert journal.state.settings.late_entry_bye is None
        assert journal.state.late_entries == ()
        assert len(journal.tournament.players) == 4
        journal.redo()
        assert journal.state == after


def _commands_to(state: State) -> list[Command]:
    del state
    return [
        SetTournamentDetails(TournamentDetails(name="Late open", rounds_total=5)),
        AddPlayer(PlayerData("Alpha, A", rating=2400)),
        AddPlayer(PlayerData("Bravo, B", rating=2300)),
        AddPlayer(PlayerData("Charlie, C", rating=2200)),
        AddPlayer(PlayerData("Delta, D", rating=2100)),
        SetPairing(1, boards((1, 3), (4, 2))),
        PublishRound(1),
        SetResult(1, P(1), GameResult.WHITE_WINS),
        SetResult(1, P(4), GameResult.DRAW),
    ]


def test_a_late_entrant_can_be_deleted_and_renumbered() -> None:
    state = apply_command(
        _round_one_played(), AddPlayer(PlayerData("Echo, E"), ResultCode.HALF_BYE)
    )
    state = apply_command(state, AddPlayer(PlayerData("Foxtrot, F", rating=2500)))
    # re-sorting (allowed until round 4) moves the late entrants' numbers with them
    state = apply_command(state, SetInitialOrder())
    foxtrot = next(p for p in state.tournament.players if p.name == "Foxtrot, F")
    assert foxtrot.id == 1
    assert state.joined_round(P(1)) == 2
    assert state.tournament.player(P(1)).entry(1).result is ResultCode.HALF_BYE
    state = apply_command(state, DeletePlayer(P(1)))
    assert all(p.name != "Foxtrot, F" for p in state.tournament.players)
    echo = next(p for p in state.tournament.players if p.name == "Echo, E")
    assert state.joined_round(echo.id) == 2
    with pytest.raises(CommandRejectedError, match="recorded in round 1"):
        apply_command(state, DeletePlayer(P(1)))  # Alpha played round 1


def test_a_withdrawal_before_the_round_is_paired_is_in_the_export() -> None:
    state = apply_command(_round_one_played(), RecordWithdrawal(P(3), 2))
    state = apply_command(state, RequestBye(P(2), 4, ResultCode.HALF_BYE))
    trace = ListTrace()
    pairs, bye = _pairs(state, 2, trace)
    assert pairs == {frozenset((1, 2))}
    assert bye == 4
    assert all(not (isinstance(e, PlayerFacts) and e.player == 3) for e in trace.events)
    text = dump_trf(trf_tournament(state))
    line = _line_of(text, 3)
    assert _block(line, 2) == "0000 - Z"
    assert len(line.rstrip()) == 91 + 20 - 2  # two blocks, nothing after round 2
    # the round-4 bye has no place in a TRF: it must not make round 4 look like the next one
    assert len(_line_of(text, 2).rstrip()) == 91 + 10 - 2
    assert state.tournament.player(P(2)).entry(4).result is ResultCode.HALF_BYE
    parsed = parse_trf(text)
    assert parsed.next_round() == 2
    assert _pairs(parsed, 2) == (pairs, bye)


def test_absent_players_of_paired_rounds_are_written_as_zero_point_byes() -> None:
    state = apply_command(_round_one_played(), RecordWithdrawal(P(3), 2))
    state = apply_command(state, SetPairing(2, boards((2, 1)), bye=P(4)))
    text = dump_trf(trf_tournament(state))
    assert _block(_line_of(text, 3), 2) == "0000 - Z"
    assert _block(_line_of(text, 4), 2) == "0000 - U"


def test_settings_survive_pairing_renumbering_and_the_export(tmp_path: Path) -> None:
    settings = EventSettings(
        system="burstein", tiebreaks="BH/C1,BH,SB", bye_limit=2, colour_by_lot=True
    )
    state = apply_command(_round_one_played(), SetPairingSettings(settings))
    assert state.tournament.pairing_system == "FIDE_BURSTEIN"
    state = apply_command(state, SetInitialOrder())
    state = apply_command(state, SetPairing(2, boards((2, 1), (3, 4))))
    assert state.settings == settings
    text = dump_trf(trf_tournament(state))
    assert "202 BH/C1,BH,SB" in text.splitlines()
    assert "192 FIDE_BURSTEIN" in text.splitlines()
    assert text.count("\n202 ") == 1
    again = dump_trf(trf_tournament(State(parse_trf(text), settings=settings)))
    assert again.count("\n202 ") == 1


def test_initial_colour_is_exported_for_engines() -> None:
    details = TournamentDetails(name="Colours", rounds_total=5, initial_colour=Colour.BLACK)
    state = apply_command(State(), SetTournamentDetails(details))
    text = dump_trf(trf_tournament(state), engine_lines=True)
    assert "XXC black1" in text.splitlines()
    assert "XXR 5" in text.splitlines()


def test_baku_acceleration_is_exported_as_xxa() -> None:
    # C.04.5.1: ten players, GA = the first 2 * ceil(10 / 4) = 6 in the initial order; one
    # virtual point before rounds 1-3, half a point before rounds 4-5 (the XXA form)
    state = apply_command(
        State(), SetTournamentDetails(TournamentDetails(name="Baku", rounds_total=9))
    )
    for i in range(10):
        state = apply_command(state, AddPlayer(PlayerData(f"P{i:02d}", rating=2400 - 10 * i)))
    state = apply_command(state, SetPairingSettings(EventSettings(baku=True)))
    xxa = [ln for ln in dump_trf(trf_tournament(state)).splitlines() if ln.startswith("XXA")]
    assert [ln.split()[1] for ln in xxa] == ["1", "2", "3", "4", "5", "6"]
    assert xxa[0].split()[2:] == ["1.0", "1.0", "1.0", "0.5", "0.5"]
    plain = apply_command(state, SetPairingSettings(EventSettings(baku=False)))
    assert "XXA" not in dump_trf(trf_tournament(plain))

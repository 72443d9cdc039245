"""A round-robin event in the journal: lots, rounds from the table, refusals, undo, TRF."""

from __future__ import annotations

import pytest

from engine.checker import check_tournament
from engine.journal import (
    AddPlayer,
    Command,
    CommandRejectedError,
    DeletePlayer,
    DrawLots,
    EventSettings,
    GameResult,
    ImportTrf,
    Journal,
    LotsMethod,
    PairRoundRobinRound,
    PlayerData,
    PublishRound,
    RecordWithdrawal,
    RequestBye,
    SetInitialOrder,
    SetPairing,
    SetPairingSettings,
    SetResult,
    State,
    UnpairRound,
    apply_command,
    trf_tournament,
)
from engine.journal.policy import assess
from engine.journal.warnings import full_consent
from engine.model import PlayerId, ResultCode
from engine.model.system_codes import code_for_system
from engine.pairing import PairingSystem
from engine.pairing.api import Board
from engine.roundrobin import schedule
from engine.roundrobin.lots import draw_players
from engine.trf import load_trf, save_trf
from tests.roundrobin.helpers import play_round, rr_state


def test_settings_make_a_round_robin_with_its_192_code_and_rounds():
    state = rr_state(10, cycles=2)
    t = state.tournament
    assert t.pairing_system == "FIDE_DOUBLEROUNDROBIN"
    assert t.rounds_total == 18
    state = apply_command(state, SetPairingSettings(EventSettings(system="roundrobin")))
    assert (state.tournament.pairing_system, state.tournament.rounds_total) == (
        "FIDE_ROUNDROBIN",
        9,
    )
    state = apply_command(
        state,
        SetPairingSettings(EventSettings(system="roundrobin", cycles=2, swap_cycle_end=False)),
    )
    assert state.tournament.pairing_system == "BERGER_DOUBLEROUNDROBIN"
    state = apply_command(state, SetPairingSettings(EventSettings(system="dutch2026")))
    assert state.tournament.pairing_system == code_for_system(PairingSystem.DUTCH_2026)
    state = apply_command(state, SetPairingSettings(EventSettings(system="roundrobin")))
    state = apply_command(state, SetPairingSettings(EventSettings(system="dutch")))
    assert state.tournament.pairing_system == ""


def test_round_robin_refuses_buchholz_and_baku():
    state = rr_state(6)
    with pytest.raises(CommandRejectedError, match=r"Art\. 8"):
        apply_command(
            state, SetPairingSettings(EventSettings(system="roundrobin", tiebreaks="BH,SB"))
        )
    with pytest.raises(CommandRejectedError, match="acceleration"):
        apply_command(state, SetPairingSettings(EventSettings(system="roundrobin", baku=True)))


def registered(n: int) -> State:
    state = State()
    for name, fed in [
        ("Dunn", "NED"),
        ("Adams", "GER"),
        ("Cole", "NED"),
        ("Baker", "FRA"),
        ("Evans", "GER"),
        ("Fox", "ESP"),
        ("Gray", "ITA"),
        ("Hill", "USA"),
        ("Ives", "NED"),
        ("Judd", "ENG"),
    ][:n]:
        state = apply_command(state, AddPlayer(PlayerData(name, federation=fed)))
    return apply_command(state, SetPairingSettings(EventSettings(system="roundrobin")))


def test_lots_from_a_seed_are_reproducible_and_recorded():
    state = registered(6)
    before = [(p.name, p.fide_id, p.rating) for p in state.tournament.players]
    drawn = apply_command(state, DrawLots(LotsMethod.SEED, "20260411"))
    expected = [before[i][0] for i in draw_players(before, "20260411")]
    assert [p.name for p in drawn.tournament.players] == expected
    assert drawn.lots is not None
    assert (drawn.lots.method, drawn.lots.seed, list(drawn.lots.names)) == (
        LotsMethod.SEED,
        "20260411",
        expected,
    )
    again = apply_command(state, DrawLots(LotsMethod.SEED, "20260411"))
    assert again.tournament == drawn.tournament
    other = apply_command(state, DrawLots(LotsMethod.SEED, "20260412"))
    assert other.tournament != drawn.tournament


def test_varma_lots_keep_a_federation_in_one_set():
    state = registered(10)
    drawn = apply_command(state, DrawLots(LotsMethod.VARMA, "7"))
    dutch = sorted(int(p.id) for p in drawn.tournament.players if p.federation == "NED")
    sets = [(3, 4, 8), (5, 7, 9), (1, 6), (2, 10)]
    assert any(set(dutch) <= set(s) for s in sets)
    assert drawn.lots is not None and drawn.lots.method is LotsMethod.VARMA


def test_lots_typed_by_hand():
    state = registered(4)
    order = (PlayerId(3), PlayerId(1), PlayerId(4), PlayerId(2))
    drawn = apply_command(state, DrawLots(LotsMethod.HAND, order=order))
    assert [p.name for p in drawn.tournament.players] == ["Cole", "Dunn", "Baker", "Adams"]
    with pytest.raises(CommandRejectedError, match="every player exactly once"):
        apply_command(state, DrawLots(LotsMethod.HAND, order=order[:3]))


def test_round_one_waits_for_the_lots_and_a_changed_field_voids_them():
    state = registered(4)
    with pytest.raises(CommandRejectedError, match="draw lots"):
        apply_command(state, PairRoundRobinRound(1))
    state = apply_command(state, DrawLots(LotsMethod.SEED, "1"))
    added = apply_command(state, AddPlayer(PlayerData("Late, Lou")))
    assert added.lots is None
    assert added.tournament.rounds_total == 5  # 5 players: 5 rounds
    with pytest.raises(CommandRejectedError, match="draw lots"):
        apply_command(added, PairRoundRobinRound(1))
    assert apply_command(added, DeletePlayer(PlayerId(5))).lots is None
    assert apply_command(state, SetInitialOrder()).lots is None


def test_rounds_follow_the_table_with_the_free_round_as_a_zero_point_bye():
    state = rr_state(5)
    table = schedule(5)
    state = apply_command(state, PairRoundRobinRound(1))
    rs = state.round(1)
    assert rs is not None
    assert [(b.white, b.black) for b in rs.boards] == list(table[0].boards)
    assert table[0].free is not None
    free = state.tournament.player(PlayerId(table[0].free))
    assert free.entry(1).result is ResultCode.ZERO_BYE and free.entry(1).opponent is None
    with pytest.raises(CommandRejectedError, match="must be published"):
        apply_command(state, PairRoundRobinRound(2))


def test_a_whole_double_round_robin_follows_the_table():
    state = rr_state(4, cycles=2)
    table = schedule(4, cycles=2)
    for r in range(1, 7):
        state = play_round(state, r, {w: "=" for w, _ in table[r - 1].boards})
    assert [[(b.white, b.black) for b in rs.boards] for rs in state.rounds] == [
        list(x.boards) for x in table
    ]
    with pytest.raises(CommandRejectedError, match="6 rounds"):
        apply_command(state, PairRoundRobinRound(7))
    # the checker replays the file through the table: nothing to report
    report = check_tournament(state.tournament, PairingSystem.ROUND_ROBIN)
    assert report.rounds_checked == 6 and not report.discrepancies


def test_what_a_round_robin_refuses():
    state = rr_state(6)
    state = play_round(state, 1, {1: "1-0", 2: "0-1", 3: "="})
    refused: list[tuple[Command, str]] = [
        (RequestBye(PlayerId(1), 2), "no requested byes"),
        (SetPairing(2, (Board(PlayerId(1), PlayerId(2)),)), "Berger table"),
        (AddPlayer(PlayerData("Late, Lou")), "late entries"),
        (DeletePlayer(PlayerId(6)), "withdrawal"),
        (SetInitialOrder(), "cannot change once round 1"),
        (DrawLots(LotsMethod.SEED, "5"), "before round 1"),
        (SetPairingSettings(EventSettings(system="roundrobin", cycles=2)), "format"),
        (SetPairingSettings(EventSettings(system="dutch")), "format"),
    ]
    for command, text in refused:
        with pytest.raises(CommandRejectedError, match=text):
            apply_command(state, command)


def test_swiss_events_refuse_round_robin_commands():
    state = apply_command(State(), AddPlayer(PlayerData("A")))
    with pytest.raises(CommandRejectedError, match="not a round-robin"):
        apply_command(state, PairRoundRobinRound(1))
    with pytest.raises(CommandRejectedError, match="not a round-robin"):
        apply_command(state, DrawLots(LotsMethod.SEED, "1"))


def test_withdrawn_players_lose_their_remaining_games_by_forfeit():
    state = rr_state(6)
    state = play_round(state, 1, {1: "1-0", 2: "0-1", 3: "="})
    state = apply_command(state, RecordWithdrawal(PlayerId(6), 2))
    state = apply_command(state, RecordWithdrawal(PlayerId(5), 2))
    # round 2 of 6: 6-4 5-3 1-2; round 4: 6-5 1-4 2-3 (two absent players: two "-")
    state = apply_command(state, PairRoundRobinRound(2))
    t = state.tournament
    assert t.player(PlayerId(6)).entry(2).result is ResultCode.FORFEIT_LOSS
    assert t.player(PlayerId(4)).entry(2).result is ResultCode.FORFEIT_WIN
    assert t.player(PlayerId(5)).entry(2).result is ResultCode.FORFEIT_LOSS
    assert t.player(PlayerId(3)).entry(2).result is ResultCode.FORFEIT_WIN
    assert state.missing_results(2) == (3,)
    # the round can still be taken back before a result is typed: the forfeits do not block
    back = apply_command(state, UnpairRound(2))
    assert back.rounds_paired == 1 and back.tournament.player(PlayerId(6)).entry(2).opponent is None
    state = apply_command(state, PublishRound(2))
    state = apply_command(state, SetResult(2, PlayerId(1), GameResult.DRAW))
    # round 3: 2-6 and 4-5 are forfeits, 3-1 is played
    state = play_round(state, 3, {3: "1-0"})
    state = apply_command(state, PairRoundRobinRound(4))
    t = state.tournament
    assert t.player(PlayerId(6)).entry(4).result is ResultCode.FORFEIT_LOSS
    assert t.player(PlayerId(5)).entry(4).result is ResultCode.FORFEIT_LOSS


def test_unpairing_a_round_of_an_odd_field_clears_the_free_round():
    state = apply_command(rr_state(5), PairRoundRobinRound(1))
    back = apply_command(state, UnpairRound(1))
    assert all(not p.rounds for p in back.tournament.players)
    assert back.rounds == ()


def test_journal_file_keeps_the_event_and_undo_takes_steps_back(tmp_path):
    path = tmp_path / "rr.swiss"
    with Journal.create(path) as j:
        for name in ["Adams", "Baker", "Cole", "Dunn"]:
            j.apply(AddPlayer(PlayerData(name)))
        j.apply(SetPairingSettings(EventSettings(system="roundrobin", cycles=2)))
        j.apply(DrawLots(LotsMethod.SEED, "99"))
        drawn = [p.name for p in j.tournament.players]
        j.apply(PairRoundRobinRound(1))
        j.undo()
        assert j.state.rounds_paired == 0
        j.redo()
        j.apply(PublishRound(1))
    with Journal.open(path) as j:
        assert [p.name for p in j.tournament.players] == drawn
        assert j.state.lots is not None and j.state.lots.seed == "99"
        assert j.state.settings.cycles == 2
        first = j.state.round(1)
        assert first is not None and first.published


def test_trf_round_trip_keeps_the_round_robin(tmp_path):
    state = rr_state(6, cycles=2)
    table = schedule(6, cycles=2)
    for r in range(1, 4):
        state = play_round(state, r, {w: "1-0" for w, _ in table[r - 1].boards})
    state = apply_command(state, RecordWithdrawal(PlayerId(6), 4))
    state = play_round(state, 4, {w: "=" for w, b in table[3].boards if 6 not in (w, b)})
    path = tmp_path / "rr.trf"
    save_trf(trf_tournament(state), path)
    text = path.read_text(encoding="utf-8")
    assert "\n192 FIDE_DOUBLEROUNDROBIN" in text
    assert "\n202 DE,WIN,SB,KS" in text
    # no "absence" announced for the withdrawn player's next round: his games are forfeits
    line6 = next(line for line in text.splitlines() if line.startswith("001    6"))
    assert line6.rstrip().endswith("3 b -")
    t = load_trf(path)
    assert t.pairing_system == "FIDE_DOUBLEROUNDROBIN"
    assert t.rounds_total == 10
    imported = apply_command(State(), ImportTrf(t, source=str(path)))
    assert imported.settings.round_robin and imported.settings.cycles == 2
    assert imported.lots is not None and imported.lots.method is LotsMethod.FILE
    # board order is the table's again (a TRF stores none)
    assert [[(b.white, b.black) for b in rs.boards] for rs in imported.rounds] == [
        list(x.boards) for x in table[:4]
    ]
    # and the event goes on from the file: round 5 from the table
    imported = apply_command(imported, PairRoundRobinRound(5))
    rs5 = imported.round(5)
    assert rs5 is not None
    assert [(b.white, b.black) for b in rs5.boards] == list(table[4].boards)
    assert not check_tournament(t, PairingSystem.ROUND_ROBIN).discrepancies


def test_the_checker_reports_a_round_that_breaks_the_table():
    state = rr_state(4)
    state = play_round(state, 1, {1: "1-0", 2: "0-1"})
    t = state.tournament
    # swap the colours of board 1 in the file: 4-1 instead of 1-4
    import dataclasses

    from engine.model import Colour

    def flip(p):
        e = p.entry(1)
        if int(p.id) in (1, 4):
            colour = Colour.BLACK if e.colour is Colour.WHITE else Colour.WHITE
            return dataclasses.replace(p, rounds=(dataclasses.replace(e, colour=colour),))
        return p

    bad = dataclasses.replace(t, players=tuple(flip(p) for p in t.players))
    report = check_tournament(bad, PairingSystem.ROUND_ROBIN)
    assert [d.round_no for d in report.discrepancies] == [1]
    assert "engine 1-4 | file 4-1" in report.render()


def test_corrections_and_undo_as_in_a_swiss_event(tmp_path):
    with Journal.create(tmp_path / "rr.swiss") as j:
        for name in ["Adams", "Baker", "Cole", "Dunn"]:
            j.apply(AddPlayer(PlayerData(name)))
        j.apply(SetPairingSettings(EventSettings(system="roundrobin")))
        j.apply(DrawLots(LotsMethod.HAND, order=tuple(PlayerId(i) for i in (1, 2, 3, 4))))
        for r in (1, 2):
            j.apply(PairRoundRobinRound(r))
            j.apply(PublishRound(r))
            for b in j.state.round(r).boards:  # type: ignore[union-attr]
                j.apply(SetResult(r, b.white, GameResult.WHITE_WINS))
        j.apply(PairRoundRobinRound(3))
        # a correction of round 2 after round 3 is paired needs a reason (in FIDE mode only the
        # previous round's results may change at all: C.04 checklist, issue 21)
        game = j.tournament.player(PlayerId(1)).entry(2)
        opponent = game.opponent
        assert opponent is not None
        bare = SetResult(2, PlayerId(1), GameResult.DRAW)
        with pytest.raises(CommandRejectedError, match="give a reason"):
            j.apply(bare, answers=full_consent(assess(j.state, bare)))
        reasoned = SetResult(2, PlayerId(1), GameResult.DRAW, reason="scoresheets say draw")
        j.apply(reasoned, answers=full_consent(assess(j.state, reasoned)))
        assert j.tournament.player(opponent).entry(2).result is ResultCode.DRAW
        j.undo()
        assert j.tournament.player(opponent).entry(2).result is not ResultCode.DRAW
        rows = [row for row in j.history() if row.reason]
        assert [row.reason.split(";")[0] for row in rows] == ["scoresheets say draw"]

"""What each command does to the state, and the sentences it is refused with."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.journal import (
    AddPlayer,
    CommandRejectedError,
    DeletePlayer,
    EditPlayer,
    GameResult,
    ImportTrf,
    PlayerData,
    PublishRound,
    RecordWithdrawal,
    RequestBye,
    SetInitialOrder,
    SetPairing,
    SetResult,
    SetTournamentDetails,
    State,
    TournamentDetails,
    apply_command,
)
from engine.model import Colour, PlayerId, ResultCode, RoundEntry
from engine.trf import load_trf

from .helpers import boards, data, paired_round_1, registered

P = PlayerId


def rejected(state, command, match):
    with pytest.raises(CommandRejectedError, match=match):
        apply_command(state, command)


def test_add_player_takes_the_next_number():
    state = registered(3)
    assert [(p.id, p.name) for p in state.tournament.players] == [
        (1, "Kowalczyk, Łukasz"),
        (2, "Dvořák, Tomáš"),
        (3, "Παπαδόπουλος, Γεώργιος"),
    ]
    assert state.tournament.players[0].title == "GM"


@pytest.mark.parametrize(
    ("player", "match"),
    [
        (PlayerData("  "), "needs a name"),
        (PlayerData("A, B", sex="x"), "sex must be"),
        (PlayerData("A, B", rating=12000), "between 0"),
        (PlayerData("A, B", fide_id="12a"), "must be digits"),
        (PlayerData("A, B", federation="GERM"), "three letters"),
        (
            PlayerData("A, B", fide_id="1126253"),
            r"already registered for Kowalczyk, Łukasz \(No. 1\)",
        ),
    ],
)
def test_add_player_checks_the_data(player, match):
    rejected(registered(2), AddPlayer(player), match)


def test_edit_player_keeps_number_and_games():
    state = paired_round_1()
    new = apply_command(state, EditPlayer(P(4), PlayerData("Sergeev, Aleksei", rating=2401)))
    p = new.tournament.player(P(4))
    assert (p.name, p.rating, p.rounds) == (
        "Sergeev, Aleksei",
        2401,
        state.tournament.player(P(4)).rounds,
    )


def test_delete_player_renumbers_the_rest():
    state = apply_command(registered(4), RequestBye(P(4), 2, ResultCode.HALF_BYE))
    new = apply_command(state, DeletePlayer(P(2)))
    assert [(p.id, p.name) for p in new.tournament.players] == [
        (1, "Kowalczyk, Łukasz"),
        (2, "Παπαδόπουλος, Γεώργιος"),
        (3, "Сергеев, Алексей"),
    ]
    assert new.tournament.player(P(3)).entry(2).result is ResultCode.HALF_BYE


def test_delete_player_with_a_history_is_refused():
    rejected(paired_round_1(), DeletePlayer(P(2)), "recorded in round 1.*withdrawal instead")


def test_initial_order_sorts_by_rating_title_name():
    state = registered(0)
    for name, title, rating in [("B, b", "FM", 2300), ("A, a", "FM", 2300), ("C, c", "IM", 2300)]:
        state = apply_command(state, AddPlayer(PlayerData(name, title=title, rating=rating)))
    state = apply_command(state, AddPlayer(PlayerData("D, d", rating=2400)))
    new = apply_command(state, SetInitialOrder())
    assert [p.name for p in new.tournament.players] == ["D, d", "C, c", "A, a", "B, b"]


def test_explicit_order_renumbers_games_and_boards():
    state = paired_round_1()
    new = apply_command(state, SetInitialOrder((P(6), P(5), P(4), P(3), P(2), P(1))))
    assert new.tournament.player(P(1)).name == "Østergaard, Mikkel"
    # old 1-4 is now 6-3; the opponents follow
    assert new.tournament.player(P(6)).entry(1) == RoundEntry(
        P(3), Colour.WHITE, ResultCode.NOT_PAIRED
    )
    assert new.rounds[0].boards == boards((6, 3), (2, 5), (4, 1))


def test_order_must_be_a_permutation_and_locks_after_round_4():
    rejected(registered(3), SetInitialOrder((P(1), P(2))), "every player exactly once")
    state = paired_round_1()
    for r in (2, 3, 4):
        for b in state.rounds[-1].boards:
            state = apply_command(state, SetResult(r - 1, b.white, GameResult.DRAW))
        state = apply_command(state, SetPairing(r, boards((1, 2), (3, 4), (5, 6))))
        state = apply_command(state, PublishRound(r))
    rejected(state, SetInitialOrder(), "locked: round 4 is already paired")


def test_pairing_writes_both_entries_and_the_pab():
    state = paired_round_1(7)
    t = state.tournament
    assert t.player(P(1)).entry(1) == RoundEntry(P(4), Colour.WHITE, ResultCode.NOT_PAIRED)
    assert t.player(P(4)).entry(1) == RoundEntry(P(1), Colour.BLACK, ResultCode.NOT_PAIRED)
    assert t.player(P(7)).entry(1).is_pab
    assert t.points(P(7)) == 1
    assert state.rounds[0].published and state.rounds[0].bye == 7
    assert state.missing_results(1) == (1, 2, 3)


@pytest.mark.parametrize(
    ("command", "match"),
    [
        (SetPairing(2, boards((1, 2))), "next round to pair is 1"),
        (SetPairing(1, ()), "at least one board"),
        (SetPairing(1, boards((1, 2), (2, 3))), r"Dvořák, Tomáš \(No. 2\) is paired twice"),
        (SetPairing(1, boards((1, 9))), "no player No. 9"),
        (SetPairing(0, boards((1, 2))), "no round 0"),
    ],
)
def test_bad_pairings_are_refused(command, match):
    rejected(registered(6), command, match)


def test_repair_before_publication_replaces_the_old_pairing():
    state = apply_command(registered(6), SetPairing(1, boards((1, 4), (5, 2), (3, 6))))
    new = apply_command(state, SetPairing(1, boards((1, 2), (3, 4)), manual=True, reason="test"))
    assert new.tournament.player(P(5)).entry(1).opponent is None
    assert new.rounds[0].manual
    rejected(apply_command(new, PublishRound(1)), SetPairing(1, boards((1, 2))), "is published")


def test_next_round_needs_publication_and_all_results():
    state = apply_command(registered(6), SetPairing(1, boards((1, 4), (5, 2), (3, 6))))
    rejected(state, SetPairing(2, boards((1, 2))), "round 1 must be published")
    state = apply_command(state, PublishRound(1))
    state = apply_command(state, SetResult(1, P(1), GameResult.WHITE_WINS))
    # issue 21 (checklist Q161): pairing with games still without a result records them as
    # adjourned, a draw for the pairing (engine.journal.policy asks the arbiter first)
    paired = apply_command(state, SetPairing(2, boards((1, 5), (2, 3), (4, 6))))
    assert paired.tournament.player(P(5)).entry(1).result is ResultCode.ADJOURNED
    assert paired.tournament.player(P(2)).entry(1).result is ResultCode.ADJOURNED
    assert paired.missing_results(1) == ()


def test_results_and_their_codes():
    state = paired_round_1()
    state = apply_command(state, SetResult(1, P(1), GameResult.WHITE_WINS))
    state = apply_command(state, SetResult(1, P(5), GameResult.BLACK_WINS_FORFEIT))
    state = apply_command(state, SetResult(1, P(3), GameResult.DOUBLE_FORFEIT))
    t = state.tournament
    assert [t.points(P(i)) for i in range(1, 7)] == [1, 1, 0, 0, 0, 0]
    assert t.player(P(2)).entry(1).result is ResultCode.FORFEIT_WIN
    assert t.player(P(6)).entry(1).result is ResultCode.FORFEIT_LOSS
    assert state.is_complete(1)
    cleared = apply_command(state, SetResult(1, P(1), GameResult.NONE))
    assert cleared.missing_results(1) == (1,)


def test_result_must_name_white_and_a_published_round():
    state = apply_command(registered(6), SetPairing(1, boards((1, 4), (5, 2), (3, 6))))
    rejected(state, SetResult(1, P(1), GameResult.DRAW), "publish the pairing before")
    state = apply_command(state, PublishRound(1))
    rejected(state, SetResult(1, P(4), GameResult.DRAW), "No. 4 has Black on board 1")
    rejected(state, SetResult(2, P(1), GameResult.DRAW), "round 2 is not paired yet")


def test_correction_after_the_next_pairing_needs_a_reason():
    state = paired_round_1()
    for b in state.rounds[0].boards:
        state = apply_command(state, SetResult(1, b.white, GameResult.WHITE_WINS))
    state = apply_command(state, SetPairing(2, boards((2, 1), (4, 3), (6, 5))))
    rejected(
        state,
        SetResult(1, P(1), GameResult.DRAW),
        "round 2 is already paired with the old result 1-0",
    )
    fixed = apply_command(state, SetResult(1, P(1), GameResult.DRAW, reason="slip signed ½-½"))
    assert fixed.tournament.points(P(1)) == Fraction(1, 2)


def test_byes_and_withdrawals():
    state = registered(6)
    state = apply_command(state, RequestBye(P(6), 1, ResultCode.HALF_BYE))
    rejected(state, SetPairing(1, boards((1, 6))), "has a half-point bye")
    state = apply_command(state, RecordWithdrawal(P(5), 2))
    state = apply_command(state, RequestBye(P(4), 3, ResultCode.ZERO_BYE))
    rejected(state, RequestBye(P(5), 2), "withdrew from round 2")
    rejected(state, RequestBye(P(1), 1, ResultCode.PAB), "H \\(half point\\), F")
    state = apply_command(state, SetPairing(1, boards((1, 3), (5, 2))))
    rejected(state, RequestBye(P(3), 1), "round 1 is already paired")
    rejected(state, RecordWithdrawal(P(1), 1), "paired in round 1")
    withdrawn = apply_command(state, RecordWithdrawal(P(4), 2))
    assert withdrawn.tournament.player(P(4)).entry(3).result is ResultCode.NOT_PAIRED  # lapsed
    back = apply_command(withdrawn, RecordWithdrawal(P(4), None))
    assert back.tournament.player(P(4)).withdrawn_from is None
    taken_back = apply_command(state, RequestBye(P(4), 3, ResultCode.NOT_PAIRED))
    assert taken_back.tournament.player(P(4)).rounds == ()


def test_details_and_rounds_total():
    state = apply_command(
        paired_round_1(),
        SetTournamentDetails(
            TournamentDetails(name=" Brno Open ", rounds_total=7, deputy_arbiters=("FA X",))
        ),
    )
    assert (state.tournament.name, state.tournament.rounds_total) == ("Brno Open", 7)
    rejected(state, SetTournamentDetails(TournamentDetails(rounds_total=0)), "at least 1")
    rejected(state, SetPairing(8, boards((1, 2))), "has 7 rounds; there is no round 8")


def test_import_trf_marks_its_rounds_published(sample_path):
    t = load_trf(sample_path)
    state = apply_command(registered(2), ImportTrf(t, "sample_open.trf"))
    assert state.tournament == t
    assert [(r.round_no, r.published, len(r.boards)) for r in state.rounds] == [
        (1, True, 13),
        (2, True, 13),
        (3, True, 13),
    ]
    assert state.rounds[0].boards[0].white == 1  # all on 0 points: board 1 has No. 1
    assert all(state.is_complete(r) for r in (1, 2, 3))


def test_commands_never_change_the_state_they_get():
    state = paired_round_1()
    snapshot = repr(state)
    apply_command(state, SetResult(1, P(1), GameResult.DRAW))
    assert repr(state) == snapshot
    assert isinstance(state, State)


def test_data_helper_is_consistent():
    assert data(1).name == "Kowalczyk, Łukasz"

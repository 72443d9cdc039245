"""UnpairRound: the last round's pairing taken back, only while the rules allow it.

C.04.2 D.10: "Once published, the pairings shall not be changed unless they are found to violate
C.04.1.b" (two players shall not play against each other more than once). So a draft can be
unpaired freely, a published round only when a board pairs two players who already played (with
a reason), and no round with a result entered.
"""

from __future__ import annotations

import pytest

from engine.journal import (
    CommandRejectedError,
    GameResult,
    Journal,
    PublishRound,
    RequestBye,
    SetPairing,
    SetResult,
    UnpairRound,
    apply_command,
)
from engine.model import NOT_PAIRED_ENTRY, PlayerId, ResultCode

from .helpers import boards, fill, paired_round_1, registered


def round_1_played():
    """Round 1 (1-4, 5-2, 3-6) published with a played result on every board."""
    state = paired_round_1()
    for white in (1, 5, 3):
        state = apply_command(state, SetResult(1, PlayerId(white), GameResult.WHITE_WINS))
    return state


def test_a_draft_is_unpaired_and_requested_byes_stay():
    state = registered(7)
    state = apply_command(state, RequestBye(PlayerId(7), 1, ResultCode.HALF_BYE))
    before = state
    state = apply_command(state, SetPairing(1, boards((1, 4), (5, 2), (3, 6))))
    assert state.rounds_paired == 1
    after = apply_command(state, UnpairRound(1))
    assert after.rounds == ()
    assert after.tournament == before.tournament  # every board gone, the H bye of No. 7 kept
    assert after.tournament.players[6].entry(1).result is ResultCode.HALF_BYE


def test_a_draft_with_the_pab_is_unpaired():
    state = registered(7)
    state = apply_command(state, SetPairing(1, boards((1, 4), (5, 2), (3, 6)), PlayerId(7)))
    after = apply_command(state, UnpairRound(1))
    assert all(p.entry(1) == NOT_PAIRED_ENTRY for p in after.tournament.players)


def test_a_published_round_is_locked():
    state = paired_round_1()
    with pytest.raises(CommandRejectedError, match=r"published: C\.04\.2 D\.10"):
        apply_command(state, UnpairRound(1, reason="changed my mind"))


def test_only_the_last_round_and_only_a_paired_one():
    state = round_1_played()
    with pytest.raises(CommandRejectedError, match="round 2 is not paired"):
        apply_command(state, UnpairRound(2))
    state = apply_command(state, SetPairing(2, boards((4, 2), (6, 1), (3, 5))))
    with pytest.raises(CommandRejectedError, match="only the last paired round"):
        apply_command(state, UnpairRound(1))


def test_a_published_rematch_may_be_unpaired_with_a_reason():
    state = round_1_played()
    # 1 and 4 played in round 1: pairing them again breaks C.04.1.b
    state = apply_command(state, SetPairing(2, boards((2, 5), (4, 1), (6, 3)), manual=True))
    state = apply_command(state, PublishRound(2))
    with pytest.raises(CommandRejectedError, match=r"reason.*board 1, 2, 3 breaks C\.04\.1\.b"):
        apply_command(state, UnpairRound(2))
    after = apply_command(state, UnpairRound(2, reason="board 2 repeats a round-1 game"))
    assert after.rounds_paired == 1
    assert all(p.entry(2) == NOT_PAIRED_ENTRY for p in after.tournament.players)


def test_a_forfeit_is_no_game_for_c04_1_b():
    state = paired_round_1()
    state = apply_command(state, SetResult(1, PlayerId(1), GameResult.WHITE_WINS_FORFEIT))
    for white in (5, 3):
        state = apply_command(state, SetResult(1, PlayerId(white), GameResult.DRAW))
    # 1-4 was a forfeit (C.04.2 D.6: they may meet again): nothing for D.10 to allow
    state = apply_command(state, SetPairing(2, boards((4, 1), (2, 3), (6, 5))))
    state = apply_command(state, PublishRound(2))
    with pytest.raises(CommandRejectedError, match="no board of round 2"):
        apply_command(state, UnpairRound(2, reason="1 and 4 met"))


def test_no_unpairing_once_a_result_is_entered():
    state = round_1_played()
    state = apply_command(state, SetPairing(2, boards((1, 4), (2, 5), (3, 6))))
    state = apply_command(state, PublishRound(2))
    state = apply_command(state, SetResult(2, PlayerId(2), GameResult.DRAW))
    with pytest.raises(CommandRejectedError, match=r"round 2 has results \(board 2\)"):
        apply_command(state, UnpairRound(2, reason="1 and 4 met in round 1"))
    # a result cleared again is no result
    state = apply_command(state, SetResult(2, PlayerId(2), GameResult.NONE))
    assert apply_command(state, UnpairRound(2, reason="1 and 4 met in round 1")).rounds_paired == 1


def test_the_journal_logs_unpairing_and_undoes_it(tmp_path):
    path = tmp_path / "unpair.swiss"
    with Journal.create(path) as journal:
        fill(journal)
        journal.apply(SetPairing(1, boards((1, 4), (5, 2), (3, 6))))
        paired = journal.state
        changes = journal.apply(UnpairRound(1, reason="wrong player list"))
        assert changes.rounds == (1,) and journal.state.rounds == ()
        row = journal.history()[-1]
        assert (row.action, row.command, row.reason) == (
            "apply",
            "UnpairRound",
            "wrong player list",
        )
        assert row.old_value is not None and '"1"' in row.old_value  # round 1's record
        journal.undo()
        assert journal.state == paired
        journal.redo()
        assert journal.state.rounds == ()
    with Journal.open(path) as again:  # the log replays to the same state
        assert again.state.rounds == () and again.can_undo
        assert again.undo_command == UnpairRound(1, reason="wrong player list")

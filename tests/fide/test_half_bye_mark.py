"""Checklist Q170-188, the HPB-ineligible flag: a player the tournament does not allow a
half-point bye (rulings F-17). The journal refuses the bye while the mark stands, in FIDE mode
and out of it; the mark follows its player and is kept in the tournament file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.journal import (
    CommandRejectedError,
    DeletePlayer,
    Journal,
    LeaveFideMode,
    RequestBye,
    SetHalfPointByeEligibility,
    SetInitialOrder,
    State,
    apply_command,
)
from engine.journal.half_byes import barred
from engine.journal.journal import CODEC
from engine.model import ResultCode

from .helpers import P, consent, new_journal, play_round, registered

MARK = SetHalfPointByeEligibility(P(3), allowed=False, reason="qualifier: no byes in rounds 5-7")


def test_a_marked_player_is_refused_a_half_point_bye() -> None:
    state = apply_command(registered(8), MARK)
    assert barred(state, P(3)) == "qualifier: no byes in rounds 5-7"
    with pytest.raises(CommandRejectedError) as refused:
        apply_command(state, RequestBye(P(3), 2, ResultCode.HALF_BYE))
    assert str(refused.value) == (
        "Player03, Test (No. 3) is not allowed a half-point bye in this tournament (qualifier: "
        "no byes in rounds 5-7); to give one after all, lift the mark first (Tournament > "
        "Players > Edit)"
    )
    # the others, and his other byes, are not touched by the mark
    apply_command(state, RequestBye(P(4), 2, ResultCode.HALF_BYE))
    apply_command(state, RequestBye(P(3), 2, ResultCode.ZERO_BYE))
    apply_command(state, RequestBye(P(3), 2, ResultCode.FULL_BYE))


def test_also_out_of_fide_mode(tmp_path: Path) -> None:
    with new_journal(tmp_path) as journal:
        consent(journal, LeaveFideMode("club rules"))
        consent(journal, MARK)
        with pytest.raises(CommandRejectedError, match="not allowed a half-point bye"):
            consent(journal, RequestBye(P(3), 2, ResultCode.HALF_BYE))


def test_lifting_the_mark_allows_the_bye_again() -> None:
    state = apply_command(registered(8), MARK)
    state = apply_command(state, SetHalfPointByeEligibility(P(3), allowed=True))
    assert barred(state, P(3)) is None
    after = apply_command(state, RequestBye(P(3), 2, ResultCode.HALF_BYE))
    assert after.tournament.player(P(3)).entry(2).result is ResultCode.HALF_BYE
    with pytest.raises(CommandRejectedError, match="allowed half-point byes already"):
        apply_command(state, SetHalfPointByeEligibility(P(3), allowed=True))


def test_a_pending_half_point_bye_must_be_taken_back_first() -> None:
    state = apply_command(registered(8), RequestBye(P(3), 4, ResultCode.HALF_BYE))
    with pytest.raises(CommandRejectedError, match="requested for round 4: take it back first"):
        apply_command(state, MARK)
    with pytest.raises(CommandRejectedError, match=r"no player No\. 99"):
        apply_command(state, SetHalfPointByeEligibility(P(99)))


def test_half_point_byes_already_played_stay(tmp_path: Path) -> None:
    with new_journal(tmp_path) as journal:
        consent(journal, RequestBye(P(8), 1, ResultCode.HALF_BYE))
        play_round(journal, 1)
        consent(journal, SetHalfPointByeEligibility(P(8), reason="second bye not allowed"))
        assert journal.state.tournament.player(P(8)).entry(1).result is ResultCode.HALF_BYE


def test_the_mark_follows_its_player() -> None:
    state = apply_command(registered(8), MARK)
    # renumbering: player 3 becomes No. 1
    order = (P(3), P(1), P(2), P(4), P(5), P(6), P(7), P(8))
    moved = apply_command(state, SetInitialOrder(order))
    assert moved.tournament.player(P(1)).name == "Player03, Test"
    assert barred(moved, P(1)) == MARK.reason and barred(moved, P(3)) is None
    # deleting player 2 moves No. 3 up to No. 2, mark and all
    gone = apply_command(state, DeletePlayer(P(2)))
    assert barred(gone, P(2)) == MARK.reason and barred(gone, P(3)) is None


def test_kept_in_the_file_and_undone(tmp_path: Path) -> None:
    path = tmp_path / "t.swiss"
    with new_journal(tmp_path) as journal:
        consent(journal, MARK)
        assert journal.state.half_bye_barred == ((P(3), MARK.reason),)
    with Journal.open(path) as journal:
        assert barred(journal.state, P(3)) == MARK.reason
        journal.undo()
        assert barred(journal.state, P(3)) is None


def test_a_state_saved_before_the_mark_existed_still_reads() -> None:
    """Journal format: an additive field; a snapshot without it reads as no player marked."""
    data = json.loads(CODEC.dumps(registered(2)))
    del data["half_bye_barred"]
    assert CODEC.loads(State, json.dumps(data)).half_bye_barred == ()


def test_a_refused_second_half_point_bye_asks_nothing_first(tmp_path: Path) -> None:
    """Without the mark a second half-point bye is level 3; with it, a refusal and nothing to
    confirm in vain before it."""
    from engine.journal import assess

    with new_journal(tmp_path) as journal:
        consent(journal, RequestBye(P(8), 1, ResultCode.HALF_BYE))
        play_round(journal, 1)
        second = RequestBye(P(8), 3, ResultCode.HALF_BYE)
        assert [w.key for w in assess(journal.state, second)] == ["bye.second-half.8.3"]
        consent(journal, SetHalfPointByeEligibility(P(8), reason="one bye only"))
        assert assess(journal.state, second) == ()
        with pytest.raises(CommandRejectedError, match="not allowed a half-point bye"):
            journal.apply(second)

"""A draft is stale only when something the pairing reads changed (issue 26): the score and
rank columns of an imported file are informative, and the pairing itself clears them."""

from __future__ import annotations

from dataclasses import replace

from arbiter_gui.loading import create_journal, sample_path
from arbiter_gui.rounds.logic import draft_changes, stale_draft
from engine.journal import GameResult, SetPairing, SetResult
from engine.journal.policy import assess
from engine.journal.warnings import full_consent
from engine.model import PlayerId
from engine.pairing.api import Board


def _pair_next(journal):
    from arbiter_gui.rounds.logic import pairing_input
    from engine.pairing.common.history import is_absent

    r = journal.state.rounds_paired + 1
    t = pairing_input(journal.state, r)
    ids = [p.id for p in t.players if not is_absent(p, r)]
    boards = tuple(Board(PlayerId(ids[i]), PlayerId(ids[i + 1])) for i in range(0, len(ids) - 1, 2))
    bye = PlayerId(ids[-1]) if len(ids) % 2 else None
    basis = journal.state
    journal.apply(SetPairing(r, boards, bye, manual=False))
    return r, basis


def test_the_first_pairing_after_an_import_is_not_stale(tmp_path):
    journal = create_journal(tmp_path / "event.swiss", sample_path())
    try:
        assert any(p.declared_points is not None for p in journal.tournament.players)
        r, basis = _pair_next(journal)
        # the pairing cleared the file's score column: nothing the pairing reads changed
        assert all(p.declared_points is None for p in journal.tournament.players)
        assert stale_draft(journal, r) == []
        assert draft_changes(basis, journal.state, r) == []
    finally:
        journal.close()


def test_a_changed_score_column_alone_is_no_change_but_a_result_is(tmp_path):
    journal = create_journal(tmp_path / "event.swiss", sample_path())
    try:
        r, basis = _pair_next(journal)
        state = journal.state
        t = state.tournament
        scored = replace(
            t, players=tuple(replace(p, declared_points=None, declared_rank=7) for p in t.players)
        )
        assert draft_changes(basis, replace(state, tournament=scored), r) == []
        # a result of an earlier round corrected: named, board by board
        rs = state.round(r - 1)
        assert rs is not None
        b = rs.boards[0]
        was = GameResult.from_codes(
            t.player(b.white).entry(r - 1).result, t.player(b.black).entry(r - 1).result
        )
        new = GameResult.DRAW if was is not GameResult.DRAW else GameResult.WHITE_WINS
        correction = SetResult(r - 1, b.white, new, reason="misread")
        # FIDE mode: a correction of the previous round is confirmed (level 3, issue 21)
        journal.apply(correction, answers=full_consent(assess(journal.state, correction)))
        changes = stale_draft(journal, r)
        assert len(changes) == 1
        assert changes[0].startswith(f"round {r - 1}, board 1 (")
    finally:
        journal.close()


def test_players_to_pair_counts_as_the_engines_input(tmp_path):
    from arbiter_gui.rounds.logic import pairing_input, players_to_pair
    from engine.journal import PublishRound, RecordWithdrawal, RequestBye
    from engine.model import ResultCode
    from engine.pairing.common.history import is_absent

    journal = create_journal(tmp_path / "event.swiss", sample_path())
    try:
        r = journal.state.rounds_paired + 1
        ids = [p.id for p in journal.tournament.players]
        journal.apply(RequestBye(ids[0], r, ResultCode.HALF_BYE))
        journal.apply(RequestBye(ids[1], r, ResultCode.ZERO_BYE))
        full = RequestBye(ids[2], r + 1, ResultCode.FULL_BYE)  # a later round's
        journal.apply(full, answers=full_consent(assess(journal.state, full)))  # FIDE mode asks
        journal.apply(RecordWithdrawal(ids[3], r))
        journal.apply(RecordWithdrawal(ids[4], r + 2))  # still plays this round
        for round_no in (r, r + 1):
            t = pairing_input(journal.state, round_no)
            want = (len(t.players), sum(1 for p in t.players if is_absent(p, round_no)))
            assert players_to_pair(journal.state, round_no) == want
        assert players_to_pair(journal.state, r)[1] == 3
        _pair_next(journal)
        journal.apply(PublishRound(r))
        t = pairing_input(journal.state, r + 1)
        want = (len(t.players), sum(1 for p in t.players if is_absent(p, r + 1)))
        assert players_to_pair(journal.state, r + 1) == want
    finally:
        journal.close()

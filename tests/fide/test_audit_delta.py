"""The log's audit record of a change to FIDE mode's record names only what changed in it
(issue 26): the record keeps a rating source per player, and a correction adds one event."""

from __future__ import annotations

import json
from pathlib import Path

from engine.journal import GameResult, SetResult

from .helpers import consent, new_journal, play_round


def test_a_correction_logs_the_new_event_not_the_whole_fide_record(tmp_path: Path) -> None:
    with new_journal(tmp_path, n_players=8) as journal:
        play_round(journal, 1)
        play_round(journal, 2)
        before = journal.state.fide
        rs = journal.state.round(1)
        assert rs is not None
        board = rs.boards[0]
        consent(journal, SetResult(1, board.white, GameResult.DRAW, reason="sheet misread"))
        after = journal.state.fide
        assert len(after.events) == len(before.events) + 1
        assert after.rating_sources == before.rating_sources  # unchanged: not in the record
        row = journal.history()[-1]
        assert row.old_value is not None and row.new_value is not None
        old, new = json.loads(row.old_value), json.loads(row.new_value)
        assert set(old["details"]["fide"]) == set(new["details"]["fide"]) == {"events"}
        assert len(new["details"]["fide"]["events"]) == len(after.events)
        assert len(old["details"]["fide"]["events"]) == len(before.events)
        assert "sheet misread" in json.dumps(new["details"]["fide"]["events"][-1])
        # the players' part is unchanged by this: only the two players of the board
        assert set(new["players"]) == {str(int(board.white)), str(int(board.black))}

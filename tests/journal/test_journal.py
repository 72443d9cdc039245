"""The journal on disk: saved before apply returns, undo/redo, history, reopening, backups."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from dataclasses import replace

import pytest

from engine.journal import (
    SCHEMA_VERSION,
    AddPlayer,
    BackupPolicy,
    CommandRejectedError,
    EditPlayer,
    GameResult,
    ImportTrf,
    Journal,
    JournalError,
    PlayerData,
    PublishRound,
    SetPairing,
    SetResult,
)
from engine.model import PlayerId
from engine.trf import load_trf

from .helpers import boards, data, fill, raw

P = PlayerId
NOON = dt.datetime(2026, 4, 11, 12, 0, tzinfo=dt.UTC)


@pytest.fixture
def path(tmp_path):
    return tmp_path / "open.swiss"


@pytest.fixture
def journal(path):
    j = Journal.create(path, author="IA Novotná", backups=BackupPolicy(keep=0), clock=lambda: NOON)
    yield j
    j.close()


def test_create_refuses_an_existing_file(path, journal):
    with pytest.raises(JournalError, match="already exists"):
        Journal.create(path)


def test_apply_is_saved_before_it_returns(path, journal):
    changes = journal.apply(AddPlayer(data(1)))
    assert (changes.seq, changes.action, changes.command, changes.players) == (
        1,
        "apply",
        "AddPlayer",
        (1,),
    )
    assert changes.structure and not changes.rounds
    # while the journal is open, nobody else can even read the file
    con = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True, timeout=0)
    with pytest.raises(sqlite3.OperationalError, match="locked"):
        con.execute("SELECT count(*) FROM log").fetchone()
    con.close()
    journal.close()
    with raw(path) as con:
        rows = con.execute("SELECT seq, action, command, author, created_at FROM log").fetchall()
        assert con.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert rows == [(1, "apply", "AddPlayer", "IA Novotná", "2026-04-11T12:00:00+00:00")]


def test_rejected_command_writes_nothing(journal):
    fill(journal, 2)
    with pytest.raises(CommandRejectedError, match="needs a name"):
        journal.apply(AddPlayer(PlayerData("")))
    assert journal.version == 2
    assert len(journal.history()) == 2


def test_undo_redo_walk_the_log_and_keep_history(path, journal):
    fill(journal, 3)
    after_three = journal.state
    journal.apply(EditPlayer(P(2), replace(data(2), name="Dvořák, Tomas"), reason="spelling"))
    edited = journal.state
    undo = journal.undo()
    assert (undo.action, undo.command, undo.players) == ("undo", "EditPlayer", (2,))
    assert journal.state == after_three
    assert journal.can_redo and isinstance(journal.redo_command, EditPlayer)
    redo = journal.redo()
    assert redo.action == "redo" and journal.state == edited
    journal.undo()
    journal.undo()
    assert [p.name for p in journal.tournament.players] == ["Kowalczyk, Łukasz", "Dvořák, Tomáš"]
    history = journal.history()
    assert [(h.seq, h.action, h.target) for h in history] == [
        (1, "apply", None),
        (2, "apply", None),
        (3, "apply", None),
        (4, "apply", None),
        (5, "undo", 4),
        (6, "redo", 4),
        (7, "undo", 4),
        (8, "undo", 3),
    ]
    assert history[3].reason == "spelling"
    assert json.loads(history[3].old_value) == {"players": {"2": {"name": "Dvořák, Tomáš"}}}
    assert json.loads(history[3].new_value) == {"players": {"2": {"name": "Dvořák, Tomas"}}}
    # a new change ends the redo chain, but the undone entries stay in the log
    journal.apply(AddPlayer(data(5)))
    assert not journal.can_redo
    with pytest.raises(CommandRejectedError, match="nothing to redo"):
        journal.redo()
    assert len(journal.history()) == 9


def test_nothing_to_undo(journal):
    with pytest.raises(CommandRejectedError, match="nothing to undo"):
        journal.undo()


def test_reopen_gives_the_same_state_and_undo_stack(path, journal):
    fill(journal, 6)
    journal.apply(SetPairing(1, boards((1, 4), (5, 2), (3, 6))))
    journal.apply(PublishRound(1))
    journal.apply(SetResult(1, P(1), GameResult.DRAW))
    journal.undo()
    state, version = journal.state, journal.version
    journal.close()
    with Journal.open(path) as again:
        assert again.state == state
        assert again.version == version
        assert isinstance(again.redo_command, SetResult)
        again.redo()
        assert again.tournament.points(P(1)) == 0.5
        assert isinstance(again.undo_command, SetResult)


def test_log_is_append_only(path, journal):
    fill(journal, 2)
    journal.close()
    with raw(path) as con:
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            con.execute("DELETE FROM log WHERE seq = 1")
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            con.execute("UPDATE log SET command = 'x'")


def test_snapshots_make_no_difference(path, monkeypatch):
    from engine.journal import journal as journal_module

    monkeypatch.setattr(journal_module, "SNAPSHOT_EVERY", 3)
    with Journal.create(path, backups=BackupPolicy(keep=0)) as j:
        fill(j, 7)
        j.undo()
        j.undo()  # below the last snapshot (after entry 6)
        j.redo()
        state = j.state
    with raw(path) as con:
        assert [r[0] for r in con.execute("SELECT seq FROM snapshot")] == [3, 6]
    with Journal.open(path) as j:
        assert j.state == state
        j.undo()
        j.undo()
        assert len(j.tournament.players) == 4


def test_import_then_results_clear_the_files_declared_points(path, sample_path):
    t = load_trf(sample_path)
    with Journal.create(path, backups=BackupPolicy(keep=0)) as j:
        changes = j.apply(ImportTrf(t, "sample_open.trf"))
        assert changes.structure and changes.rounds == (1, 2, 3) and changes.details
        assert j.state.tournament == t


def test_backups_after_pairing_and_complete_results(path):
    policy = BackupPolicy(keep=2)
    with Journal.create(path, backups=policy) as j:
        fill(j, 4)
        paired = j.apply(SetPairing(1, boards((1, 3), (4, 2))))
        assert [f.name for f in paired.backups] == [
            "open-000005-r1-paired.swiss",
            "open-000005-r1-paired.trf",
        ]
        j.apply(PublishRound(1))
        assert j.apply(SetResult(1, P(1), GameResult.WHITE_WINS)).backups == ()
        done = j.apply(SetResult(1, P(4), GameResult.DRAW))
        assert [f.suffix for f in done.backups] == [".swiss", ".trf"]
        assert "r1-results" in done.backups[0].name
        again = j.apply(SetPairing(2, boards((3, 4), (2, 1))))
        assert again.backups and not again.warnings
    folder = path.with_name("open.swiss backups")
    names = sorted(f.name for f in folder.iterdir())
    assert names == [  # keep=2: the r1-paired set was pruned
        "open-000008-r1-results.swiss",
        "open-000008-r1-results.trf",
        "open-000009-r2-paired.swiss",
        "open-000009-r2-paired.trf",
        "open.swiss.last-saved",  # the marker of the last saved change (engine.journal.evidence)
    ]
    with Journal.open(folder / "open-000009-r2-paired.swiss") as copy:
        assert copy.state.rounds_paired == 2
    trf = (folder / "open-000008-r1-results.trf").read_text(encoding="utf-8")
    assert load_trf(folder / "open-000008-r1-results.trf").points(P(4)) == 0.5
    assert "Kowalczyk" in trf


def test_backup_failure_is_a_warning_not_an_error(path, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    with Journal.create(path, backups=BackupPolicy(folder=blocker / "sub")) as j:
        fill(j, 2)
        changes = j.apply(SetPairing(1, boards((1, 2))))
        assert changes.backups == ()
        assert changes.warnings and "backup" in changes.warnings[0]
        assert j.state.rounds_paired == 1

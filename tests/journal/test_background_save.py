"""Saving from a worker thread (issue 26): a command made from an older version is refused
without a trace, and reading the state never waits for a save in progress."""

from __future__ import annotations

import threading

import pytest

from engine.journal import ChangedMeanwhileError, CommandRejectedError, Journal, SetPairing

from .helpers import boards, fill


@pytest.fixture
def journal(tmp_path):
    j = Journal.create(tmp_path / "open.swiss")
    fill(j)
    yield j
    j.close()


def test_a_command_for_the_current_version_is_saved(journal):
    version = journal.version
    journal.apply(SetPairing(1, boards((1, 4), (5, 2), (3, 6))), if_version=version)
    assert journal.state.round(1) is not None
    assert journal.version == version + 1


def test_a_command_for_an_older_version_is_refused_and_nothing_is_written(journal):
    version = journal.version
    history = len(journal.history())
    state = journal.state
    journal.apply(SetPairing(1, boards((1, 2), (3, 4), (5, 6))))
    journal.undo()  # back to the same state, but the journal moved on
    with pytest.raises(ChangedMeanwhileError) as caught:
        journal.apply(SetPairing(1, boards((1, 4), (5, 2), (3, 6))), if_version=version)
    assert isinstance(caught.value, CommandRejectedError)
    assert journal.state == state
    assert len(journal.history()) == history + 2  # the pairing and its undo, nothing else


def test_the_state_is_read_while_another_thread_saves(journal):
    before = journal.state
    holding, release = threading.Event(), threading.Event()

    def saver() -> None:
        with journal._lock:  # a save in progress holds the lock
            holding.set()
            release.wait(10)

    t = threading.Thread(target=saver)
    t.start()
    try:
        assert holding.wait(10)
        read: list[object] = []
        reader = threading.Thread(target=lambda: read.append(journal.state))
        reader.start()
        reader.join(2)
        assert read == [before]  # did not wait for the lock
    finally:
        release.set()
        t.join()


def test_the_log_records_of_a_publication_only_the_flag(journal):
    import json

    from engine.journal import PublishRound

    journal.apply(SetPairing(1, boards((1, 4), (5, 2), (3, 6))))
    paired = journal.history()[-1]
    # a new round: its whole record (the boards)
    assert json.loads(paired.old_value)["rounds"] == {"1": None}
    assert json.loads(paired.new_value)["rounds"]["1"]["boards"]
    journal.apply(PublishRound(1))
    published = journal.history()[-1]
    assert json.loads(published.old_value) == {"rounds": {"1": {"published": False}}}
    assert json.loads(published.new_value) == {"rounds": {"1": {"published": True}}}

"""Crafted tournament files: every way a file's contents can be wrong ends in DamagedFileError.

The rows are edited with plain SQLite, as a hostile or careless program would; whatever the
edit, opening the file must say "damaged" (with the place), never raise an internal error.
"""

from __future__ import annotations

import pytest

import engine.journal.journal as journal_module
from engine.journal import DamagedFileError, ImportTrf, Journal
from engine.model import Player, PlayerId, Tournament

from .helpers import fill, raw


def _edit(path, sql, *args):
    with raw(path) as con:
        con.execute("DROP TRIGGER IF EXISTS log_is_append_only_update")
        con.execute(sql, args)


@pytest.fixture
def with_snapshot(tmp_path, monkeypatch):
    """A file whose entry 4 carries a snapshot of the state."""
    monkeypatch.setattr(journal_module, "SNAPSHOT_EVERY", 4)
    path = tmp_path / "snap.swiss"
    with Journal.create(path) as j:
        fill(j, 5)
    with raw(path) as con:
        assert [r[0] for r in con.execute("SELECT seq FROM snapshot")] == [4]
    return path


@pytest.fixture
def imported(tmp_path):
    """A file whose first entry is an ImportTrf (a whole tournament, fractions included)."""
    path = tmp_path / "imported.swiss"
    t = Tournament(name="Open", players=(Player(PlayerId(1), "Adams, Ann"),))
    with Journal.create(path) as j:
        j.apply(ImportTrf(t, source="open.trf"))
    return path


def test_a_zero_denominator_in_a_snapshot_is_damage(with_snapshot):
    _edit(with_snapshot, "UPDATE snapshot SET state = replace(state, '\"1/2\"', '\"1/0\"')")
    with pytest.raises(DamagedFileError, match=r"entry 4"):
        Journal.open(with_snapshot)


def test_a_zero_denominator_in_a_command_is_damage(imported):
    _edit(imported, "UPDATE log SET payload = replace(payload, '\"1/2\"', '\"1/0\"')")
    with pytest.raises(DamagedFileError, match=r"log entry 1 \(ImportTrf\)"):
        Journal.open(imported)


DEEP = "[" * 100_000 + "]" * 100_000


def test_a_command_nested_100000_deep_is_damage(imported):
    _edit(imported, "UPDATE log SET payload = ? WHERE seq = 1", DEEP)
    with pytest.raises(DamagedFileError, match=r"log entry 1 \(ImportTrf\)"):
        Journal.open(imported)


def test_a_snapshot_nested_100000_deep_is_damage(with_snapshot):
    _edit(with_snapshot, "UPDATE snapshot SET state = ?", '{"rounds":' + DEEP + "}")
    with pytest.raises(DamagedFileError, match=r"entry 4"):
        Journal.open(with_snapshot)


@pytest.mark.parametrize(
    "payload",
    [
        '{"player":{"name":"\\ud800"}}',  # a lone surrogate: not text any program can write
        '{"player":{"name":"A","rating":' + "9" * 5000 + "}}",  # beyond int() digits
        '{"player":{"name":"A","sex":[1,2]}}',  # a list where text belongs
        '{"player":{"name":"A","rating":1e999}}',  # a float, and an infinite one
        '{"player":{"name":"A","rating":NaN}}',
        '{"player":"A"}',
        "null",
        "",
        "\x00\x01",
    ],
)
def test_odd_values_in_a_command_are_damage(tmp_path, payload):
    path = tmp_path / "odd.swiss"
    with Journal.create(path) as j:
        fill(j, 2)
    _edit(path, "UPDATE log SET payload = ? WHERE seq = 2", payload)
    with pytest.raises(DamagedFileError, match=r"log entry 2 \(AddPlayer\)"):
        Journal.open(path)


def test_an_odd_enum_value_in_a_snapshot_is_damage(with_snapshot):
    # an unhashable value where an enum belongs raised TypeError inside Enum()
    old, new = '"late_entry_bye":null', '"late_entry_bye":[1]'
    _edit(with_snapshot, "UPDATE snapshot SET state = replace(state, ?, ?)", old, new)
    with pytest.raises(DamagedFileError, match=r"entry 4"):
        Journal.open(with_snapshot)

"""Fuzz: the journal's codec and files. Whatever a file holds, opening it gives a tournament or
a JournalError; decoding gives a value or CodecError; never an internal error.

Targets (each counted in the tally): random JSON decoded as every stored type; valid encodings
with one value swapped for a random or hostile one (a zero denominator, a lone surrogate, a
huge number, deep nesting); and whole files with a row changed, its checksums recomputed (so
the decoder and the replay see it, not only the chain) or not.
"""

from __future__ import annotations

import contextlib
import json
import shutil
import sqlite3
import tempfile
from functools import cache
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st
from journal.helpers import raw
from journal.random_commands import Simulation, arbiter_apply

from engine.journal import BackupPolicy, Journal, JournalError, State
from engine.journal.codec import CodecError
from engine.journal.commands import COMMAND_TYPES
from engine.journal.journal import CODEC

from .budget import attempt, budget

TYPES = [State, *COMMAND_TYPES]

SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=20),
)
HOSTILE = st.sampled_from(
    [
        "1/0",
        "0/0",
        "-1/-2",
        "1/ 2",
        "1//2",
        "\ud800",
        "x" * 10_000,
        10**400,
        -(2**63),
        2**63,
        [],
        {},
        [[[[[]]]]],
        {"": None},
        "½",
        True,
        0.5,
    ]
)
JSON = st.recursive(
    st.one_of(SCALARS, HOSTILE),
    lambda inner: st.one_of(
        st.lists(inner, max_size=6), st.dictionaries(st.text(max_size=12), inner, max_size=6)
    ),
    max_leaves=40,
)


def _dumps(value: object) -> str:
    return json.dumps(value)  # ASCII: a lone surrogate is written as \ud800, as a file may


def _check_decoded(tp: type, text: str) -> None:
    value: object = CODEC.loads(tp, text)  # CodecError is the refusal
    again: object = CODEC.loads(tp, CODEC.dumps(value))
    assert again == value, "what decodes must encode and decode to the same value"


@budget()
@given(st.sampled_from(TYPES), JSON)
def test_fuzz_codec_random_json(tp, value):
    with attempt("codec: random JSON", (CodecError,), (tp.__name__, value)):
        _check_decoded(tp, _dumps(value))


@budget(scale=0.5)
@given(st.sampled_from(TYPES), st.text(max_size=200), st.integers(0, 200_000))
def test_fuzz_codec_text_and_nesting(tp, text, depth):
    with attempt("codec: text, deep nesting", (CodecError,), (tp.__name__, text[:50], depth)):
        _check_decoded(tp, "[" * depth + text + "]" * depth)


@cache
def _encoded_samples() -> list[tuple[type, object]]:
    """Valid encodings of states and commands reached by random journal sessions."""
    out: list[tuple[type, object]] = []
    for seed in range(6):
        simulation = Simulation(seed)
        for _ in range(60):
            simulation.step()
        out.append((State, CODEC.encode(simulation.state)))
        out.extend((type(c), CODEC.encode(c)) for c in simulation.applied[-8:])
    return out


def _paths(value: object, here: tuple = ()) -> list[tuple]:
    found = [here]
    if isinstance(value, dict):
        for k, v in value.items():
            found += _paths(v, (*here, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            found += _paths(v, (*here, i))
    return found


def _replace(value: object, path: tuple, new: object) -> object:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: _replace(value[head], rest, new)}
    assert isinstance(value, list)
    return [_replace(v, rest, new) if i == head else v for i, v in enumerate(value)]


@budget()
@given(st.data(), JSON)
def test_fuzz_codec_mutated_encodings(data, new):
    tp, encoded = data.draw(st.sampled_from(_encoded_samples()))
    path = data.draw(st.sampled_from(_paths(encoded)))
    mutated = _replace(encoded, path, new)
    with attempt("codec: mutated encodings", (CodecError,), (tp.__name__, path, new)):
        _check_decoded(tp, _dumps(mutated))


# ---- whole files --------------------------------------------------------------------------

_COLUMNS = ["payload", "command", "action", "target", "old_value", "reason", "created_at"]


@cache
def _base_file() -> Path:
    """A tournament file of a random session (undo and redo included), with snapshots."""
    import engine.journal.journal as journal_module

    folder = Path(tempfile.mkdtemp(prefix="fuzz-journal-"))
    path = folder / "base.swiss"
    every, journal_module.SNAPSHOT_EVERY = journal_module.SNAPSHOT_EVERY, 7
    try:
        simulation = Simulation(3)
        with Journal.create(path, backups=BackupPolicy(keep=0)) as j:
            for _ in range(40):
                step, wrote = simulation.step()
                if not wrote:
                    continue
                if step == "undo":
                    j.undo()
                elif step == "redo":
                    j.redo()
                else:
                    arbiter_apply(j, step)
    finally:
        journal_module.SNAPSHOT_EVERY = every
    return path


@budget(scale=0.3)
@given(st.data())
def test_fuzz_journal_files(tmp_path_factory, data):
    base = _base_file()
    path = tmp_path_factory.mktemp("fuzz-file") / "t.swiss"
    shutil.copyfile(base, path)
    with raw(base, reseal=False) as con:
        last = con.execute("SELECT max(seq) FROM log").fetchone()[0]
        snaps = [s for (s,) in con.execute("SELECT seq FROM snapshot")]
    reseal = data.draw(st.sampled_from([True, True, True, False]), label="reseal")
    where = data.draw(st.sampled_from(["log", "snapshot", "delete", "insert"]), label="where")
    seq = data.draw(st.integers(1, last), label="seq")
    with raw(path, reseal=reseal) as con, contextlib.suppress(sqlite3.IntegrityError):
        # (an edit the schema's own checks refuse leaves the file as it was: still a case)
        con.execute("DROP TRIGGER IF EXISTS log_is_append_only_update")
        con.execute("DROP TRIGGER IF EXISTS log_is_append_only_delete")
        if where == "log":
            column = data.draw(st.sampled_from(_COLUMNS), label="column")
            (old,) = con.execute(f"SELECT {column} FROM log WHERE seq = ?", (seq,)).fetchone()
            new = data.draw(_new_value(old), label="value")
            con.execute(f"UPDATE log SET {column} = ? WHERE seq = ?", (new, seq))
        elif where == "snapshot" and snaps:
            at = data.draw(st.sampled_from(snaps), label="snapshot")
            (old,) = con.execute("SELECT state FROM snapshot WHERE seq = ?", (at,)).fetchone()
            con.execute(
                "UPDATE snapshot SET state = ? WHERE seq = ?",
                (data.draw(_new_value(old), label="state"), at),
            )
        elif where == "delete":
            con.execute("DELETE FROM snapshot WHERE seq >= ?", (seq,))
            con.execute("DELETE FROM log WHERE seq = ?", (seq,))
        else:
            con.execute(
                "INSERT INTO log (seq, action, target, command, payload, created_at, program, "
                "checksum) VALUES (?, 'apply', NULL, ?, ?, '2026-01-01', 'fuzz', '')",
                (
                    last + 1,
                    data.draw(st.sampled_from([c.__name__ for c in COMMAND_TYPES])),
                    _dumps(data.draw(JSON, label="payload")),
                ),
            )
    with (
        attempt("journal: changed files", (JournalError,), (where, seq, reseal)),
        Journal.open(path, backups=BackupPolicy(keep=0), accept_older=True) as j,
    ):
        assert isinstance(j.state, State)
        assert len(j.history()) == j.version


def _new_value(old: object) -> st.SearchStrategy[object]:
    """A replacement for a stored value: a mutation of its JSON, or any scalar."""
    options: list[st.SearchStrategy[object]] = [  # what an SQLite column can hold
        st.one_of(st.none(), st.integers(-(2**63), 2**63 - 1), st.text(max_size=30))
    ]
    if isinstance(old, str):
        try:
            parsed = json.loads(old)
        except ValueError:
            parsed = None
        if parsed is not None:
            paths = _paths(parsed)
            options.append(
                st.tuples(st.sampled_from(paths), JSON).map(
                    lambda pv: _dumps(_replace(parsed, pv[0], pv[1]))
                )
            )
        options.append(
            st.integers(0, max(len(old) - 1, 0)).map(lambda i: old[:i] + "\x00" + old[i + 1 :])
        )
    return st.one_of(*options)

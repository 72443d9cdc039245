"""The journal: every change to a tournament, applied, saved and undoable.

>>> import tempfile, pathlib
>>> from engine.journal import AddPlayer, Journal, PlayerData
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> with Journal.create(folder / "open.swiss") as j:
...     changes = j.apply(AddPlayer(PlayerData("Adams, Ann", rating=2100)))
...     [p.name for p in j.tournament.players], changes.players
...     _ = j.undo()
...     len(j.tournament.players)
(['Adams, Ann'], (1,))
0
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as _dt
import os
import shutil
import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

from engine.journal.backup import (
    BackupPolicy,
    GoodBackup,
    backup_reasons,
    clean_leftovers,
    newest_good_backup,
    write_backup,
)
from engine.journal.chain import chain_start
from engine.journal.codec import Codec, CodecError, json_text
from engine.journal.commands import COMMAND_TYPES, Command, LeaveFideMode, PublishRound
from engine.journal.errors import (
    ChangedMeanwhileError,
    CommandRejectedError,
    DamagedFileError,
    FileBehindError,
    JournalError,
    NewerFormatError,
)
from engine.journal.evidence import SavedMark, check_not_behind, marker_path, write_marker
from engine.journal.policy import assess
from engine.journal.rules import apply_command
from engine.journal.state import STATE_DETAILS, Changes, Diff, RoundState, State, diff
from engine.journal.store import FILE_ID, SCHEMA_VERSION, Contents, Row, Store, read_contents
from engine.journal.warnings import (
    Answers,
    ConfirmationNeeded,
    Level,
    RefusedError,
    answers_note,
    unanswered,
)
from engine.model import Player, Tournament
from engine.version import VERSION

SNAPSHOT_EVERY = 100
"""A snapshot of the state is stored with every this-many-th applied command (faster opening)."""

CODEC = Codec(State, *COMMAND_TYPES)
_BY_NAME: dict[str, type[Command]] = {cls.__name__: cls for cls in COMMAND_TYPES}


def _utc_now() -> _dt.datetime:
    return _dt.datetime.now(_dt.UTC)


@dataclass(frozen=True, slots=True)
class _Applied:
    seq: int
    command: Command


class Journal:
    """One open tournament file. Use :meth:`create` or :meth:`open`; close it (or use ``with``).

    All methods may be called from any thread; calls are serialised.
    """

    def __init__(
        self,
        store: Store,
        contents: Contents,
        *,
        author: str,
        backups: BackupPolicy,
        clock: Callable[[], _dt.datetime],
    ) -> None:
        self._store = store
        self._author = author
        self._backups = backups
        self._clock = clock
        self._lock = threading.RLock()
        self._stack: list[_Applied] = []
        self._redo: list[_Applied] = []
        self._states: dict[int, State] = {}
        self._current = State()  # the state after the stack: set by _load, apply, undo, redo
        self._last_seq = 0
        # what :attr:`version` tells other threads: set only after ``_current`` (a thread that
        # sees the version move on must also see the state of that version)
        self._published_seq = 0
        self._marker_warned = False
        self._load(contents)

    # ---- opening and closing ---------------------------------------------------------------

    @classmethod
    def create(
        cls,
        path: Path | str,
        *,
        author: str = "",
        backups: BackupPolicy | None = None,
        clock: Callable[[], _dt.datetime] = _utc_now,
    ) -> Journal:
        """A new, empty tournament file at ``path``; JournalError if it exists or can't be made."""
        path = Path(path)
        meta = {
            "format": "Swiss Arbiter tournament",
            "created_by": VERSION,
            "created_at": clock().isoformat(timespec="seconds"),
            "schema": str(SCHEMA_VERSION),
        }
        store = Store.create(path, meta)
        try:
            return cls(
                store,
                Contents((), {}, meta),
                author=author,
                backups=backups or BackupPolicy(),
                clock=clock,
            )
        except BaseException:
            store.close()
            raise

    @classmethod
    def open(
        cls,
        path: Path | str,
        *,
        author: str = "",
        backups: BackupPolicy | None = None,
        clock: Callable[[], _dt.datetime] = _utc_now,
        accept_older: bool = False,
    ) -> Journal:
        """Open an existing tournament file; a :class:`JournalError` subclass says why not.

        A damaged file (:class:`DamagedFileError`) or one that is behind what was saved in it
        (:class:`FileBehindError`) is left as it is; the error names the newest backup that is
        still good (``error.backup``). ``accept_older``: open a file that is behind anyway (the
        arbiter chose to go on from it); from then on its state is the one saved.
        """
        path = Path(path)
        policy = backups or BackupPolicy()
        try:
            store, contents = Store.open(path)
            try:
                if not accept_older:
                    check_not_behind(path, contents, policy)
                journal = cls(store, contents, author=author, backups=policy, clock=clock)
            except BaseException:
                store.close()
                raise
        except DamagedFileError as exc:
            raise _offer_backup(exc, policy, path) from exc
        except FileBehindError as exc:
            good = newest_good_backup(policy, path)
            raise FileBehindError(
                path,
                f"{exc.detail} {_backup_note(good)}",
                found=exc.found,
                saved=exc.saved,
                evidence=exc.evidence,
                saved_at=exc.saved_at,
                backup=good.path if good else None,
            ) from exc
        with journal._lock:
            journal._opened(accept_older)
        return journal

    def _opened(self, accepted: bool) -> None:
        """Right after opening: fold a ``-wal`` left by a crash into the file; when the arbiter
        accepted an older state, or the marker trails the file, mark the state as saved."""
        with contextlib.suppress(JournalError):  # a read-only medium: the file is fine as it is
            self._store.checkpoint()
        clean_leftovers(self._backups.folder_for(self.path), self.path.stem)
        if accepted or marker_path(self._backups, self.path).exists():
            self._mark_saved()  # no marker yet: the first change writes it (no empty folders)

    def close(self) -> None:
        """Release the file (and its lock). Everything is already saved; it is folded into the
        file itself (no ``-wal`` left), so a copy of the file alone is complete."""
        with self._lock:
            with contextlib.suppress(JournalError):  # closing checkpoints again anyway
                self._store.checkpoint()
            self._store.close()

    def __enter__(self) -> Journal:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    # ---- reading ---------------------------------------------------------------------------

    @property
    def path(self) -> Path:
        return self._store.path

    @property
    def state(self) -> State:
        """The current state (immutable: hand it to a worker freely).

        Never waits: while another thread saves a change, this is the state before it (the
        window keeps drawing while a 3,000-player pairing is saved in the background).
        """
        return self._current

    @property
    def tournament(self) -> Tournament:
        """The current tournament (``state.tournament``)."""
        return self.state.tournament

    @property
    def version(self) -> int:
        """Grows with every saved change; a worker's result is stale if it changed meanwhile."""
        return self._published_seq

    @property
    def can_undo(self) -> bool:
        return bool(self._stack)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    @property
    def undo_command(self) -> Command | None:
        """The command :meth:`undo` would take back (for the menu text)."""
        with self._lock:
            return self._stack[-1].command if self._stack else None

    @property
    def redo_command(self) -> Command | None:
        with self._lock:
            return self._redo[-1].command if self._redo else None

    def applied(self) -> tuple[tuple[int, Command], ...]:
        """The commands in effect (undone ones left out), oldest first, with their log entry.

        >>> from engine.journal import SetTournamentDetails, TournamentDetails
        >>> import tempfile, pathlib
        >>> with tempfile.TemporaryDirectory() as d, Journal.create(pathlib.Path(d) / "t") as j:
        ...     _ = j.apply(SetTournamentDetails(TournamentDetails(name="Club open")))
        ...     [(seq, type(c).__name__) for seq, c in j.applied()]
        [(1, 'SetTournamentDetails')]
        """
        with self._lock:
            return tuple((a.seq, a.command) for a in self._stack)

    def state_before(self, seq: int) -> State:
        """The state just before the command of log entry ``seq`` (one in effect) was applied.

        What a command was applied to: e.g. the state a round's pairing was made from.

        Raises:
            KeyError: entry ``seq`` is not a command in effect (undone, or an undo record).
        """
        with self._lock:
            for depth, applied in enumerate(self._stack):
                if applied.seq == seq:
                    return self._state_at(depth)
            raise KeyError(f"log entry {seq} is not a command in effect")

    def history(self) -> tuple[Row, ...]:
        """The whole audit log, oldest first (undone entries included)."""
        with self._lock:
            return tuple(self._store.rows())

    def save_copy(self, target: Path | str) -> Path:
        """A consistent copy of the whole file at ``target`` (File > Save As).

        The copy is written next to ``target`` first and moved into place, so a crash never
        leaves half a tournament file; JournalError if ``target`` exists or cannot be written.
        """
        target = Path(target)
        if target.exists():
            raise JournalError(target, "a file of that name exists already; choose another name")
        partial = target.with_name(target.name + ".partial")
        with self._lock:
            try:
                self._store.backup_to(partial)
                os.replace(partial, target)
            except (OSError, sqlite3.Error) as exc:
                with contextlib.suppress(OSError):
                    partial.unlink()
                raise JournalError(target, f"cannot write the copy: {exc}") from exc
        return target

    # ---- changing --------------------------------------------------------------------------

    def apply(
        self,
        command: Command,
        *,
        answers: Answers | None = None,
        if_version: int | None = None,
    ) -> Changes:
        """Apply ``command`` and save it before returning.

        ``answers``: the arbiter's answers to the change's warnings
        (:func:`engine.journal.policy.assess`; a key -> the steps confirmed). A change with a
        warning not answered as its level asks is not applied.
        ``if_version``: only onto the state at that :attr:`version` (the command was made in
        the background from it); :class:`ChangedMeanwhileError` if the journal moved on.

        Raises:
            RefusedError: the rules refuse the change (a level 5 warning; nothing was saved).
            ConfirmationNeeded: the change needs the answers to its warnings first.
            CommandRejectedError: not allowed now (nothing was saved).
            JournalError: the file could not be written (nothing changed).
        """
        with self._lock:
            if if_version is not None and if_version != self._last_seq:
                raise ChangedMeanwhileError(
                    f"the tournament changed while this {type(command).__name__} was being "
                    f"prepared (version {if_version}, now {self._last_seq})"
                )
            if type(command) not in _BY_NAME.values():
                raise CommandRejectedError(f"not a journal command: {command!r}")
            before = self.state
            # issue 21: one mechanism for every warning level, none of which can be skipped
            warnings = assess(before, command)
            refused = tuple(w for w in warnings if w.level is Level.REFUSE)
            if refused:
                raise RefusedError(refused)
            pending = unanswered(warnings, answers or {})
            if pending:
                raise ConfirmationNeeded(warnings, pending)
            after = apply_command(before, command)
            d = diff(before, after)
            seq = self._last_seq + 1
            depth = len(self._stack) + 1
            old, new = _audit(before, after, d)
            row = Row(
                seq=seq,
                action="apply",
                target=None,
                command=type(command).__name__,
                payload=CODEC.dumps(command),
                old_value=old,
                new_value=new,
                reason="; ".join(
                    x
                    for x in (
                        str(getattr(command, "reason", "")),
                        answers_note(warnings, answers or {}),
                    )
                    if x
                ),
                author=self._author,
                created_at=self._clock().isoformat(timespec="seconds"),
                program=VERSION,
            )
            snapshot = CODEC.dumps(after) if depth % SNAPSHOT_EVERY == 0 else None
            self._store.append(row, snapshot)
            self._last_seq = seq
            self._mark_saved()
            self._stack.append(_Applied(seq, command))
            self._redo.clear()
            self._states[depth] = after
            self._current = after
            self._published_seq = self._last_seq
            return self._changes(seq, "apply", command, before, after, d)

    def undo(self) -> Changes:
        """Take back the last change still in effect (the log keeps it, marked undone)."""
        with self._lock:
            if not self._stack:
                raise CommandRejectedError("there is nothing to undo")
            top = self._stack[-1]
            if isinstance(top.command, LeaveFideMode):
                # checklist Q45: once left, FIDE mode cannot be entered again, not by undo
                raise CommandRejectedError(
                    "leaving FIDE mode cannot be undone: the tournament stays out of FIDE mode"
                )
            before = self.state
            after = self._state_at(len(self._stack) - 1)
            d = diff(before, after)
            seq = self._write_walk("undo", top, before, after, d)
            self._stack.pop()
            self._redo.append(top)
            self._states.pop(len(self._stack) + 1, None)
            self._current = after
            self._published_seq = self._last_seq
            return self._changes(seq, "undo", top.command, before, after, d)

    def redo(self) -> Changes:
        """Apply again the change taken back last (only until a new change is applied)."""
        with self._lock:
            if not self._redo:
                raise CommandRejectedError("there is nothing to redo")
            top = self._redo[-1]
            before = self.state
            after = apply_command(before, top.command)
            d = diff(before, after)
            seq = self._write_walk("redo", top, before, after, d)
            self._redo.pop()
            self._stack.append(top)
            self._states[len(self._stack)] = after
            self._current = after
            self._published_seq = self._last_seq
            return self._changes(seq, "redo", top.command, before, after, d)

    # ---- internals -------------------------------------------------------------------------

    def _write_walk(self, action: str, top: _Applied, before: State, after: State, d: Diff) -> int:
        seq = self._last_seq + 1
        old, new = _audit(before, after, d)
        self._store.append(
            Row(
                seq=seq,
                action=action,
                target=top.seq,
                command=type(top.command).__name__,
                payload=None,
                old_value=old,
                new_value=new,
                reason="",
                author=self._author,
                created_at=self._clock().isoformat(timespec="seconds"),
                program=VERSION,
            )
        )
        self._last_seq = seq
        self._mark_saved()
        return seq

    def _changes(
        self, seq: int, action: str, command: Command, before: State, after: State, d: Diff
    ) -> Changes:
        reasons = backup_reasons(before, after, d.rounds)
        notices = tuple(self._store.notices)
        self._store.notices.clear()
        if reasons or isinstance(command, PublishRound):
            # a natural point (a round paired or published, its results in): fold the -wal
            # into the file, so a copy of the file alone holds everything up to here
            try:
                self._store.checkpoint()
            except JournalError as exc:
                notices += (f"the file could not be brought up to date: {exc.detail}",)
        files, warnings = write_backup(
            self._backups, self.path, seq, reasons, after, self._store.backup_to
        )
        warnings = warnings + notices
        return Changes(
            seq=seq,
            action=action,
            command=type(command).__name__,
            details=bool(d.details),
            players=d.players,
            rounds=d.rounds,
            structure=d.structure,
            backups=files,
            warnings=warnings,
        )

    def _mark_saved(self) -> None:
        """Rewrite the marker of the last saved change (evidence if the -wal is ever lost)."""
        file_id = self._store.file_id
        if not file_id:
            return
        mark = SavedMark(
            file_id,
            self._last_seq,
            self._store.tip,
            self._clock().isoformat(timespec="seconds"),
        )
        try:
            write_marker(marker_path(self._backups, self.path), mark)
        except OSError as exc:
            if not self._marker_warned:
                self._marker_warned = True
                self._store.notices.append(
                    "the record of the last saved change could not be written "
                    f"({exc.strerror or exc})"
                )

    def _state_at(self, depth: int) -> State:
        """The state after the first ``depth`` commands of the stack (replayed if not cached)."""
        state = self._states.get(depth)
        if state is not None:
            return state
        start = max(d for d in self._states if d < depth)
        state = self._states[start]
        for k in range(start, depth):
            state = apply_command(state, self._stack[k].command)
            self._states[k + 1] = state
        return state

    def _load(self, contents: Contents) -> None:
        """Rebuild the undo stack from the log and the current state from the last snapshot."""
        path = self._store.path
        by_seq: dict[int, _Applied] = {}
        for row in contents.rows:
            if row.seq != self._last_seq + 1:
                raise DamagedFileError(path, f"log entry {self._last_seq + 1} is missing")
            self._last_seq = row.seq
            if row.action == "apply":
                command = _decode_command(path, row)
                applied = _Applied(row.seq, command)
                by_seq[row.seq] = applied
                self._stack.append(applied)
                self._redo.clear()
            elif row.action == "undo":
                if not self._stack or self._stack[-1].seq != row.target:
                    raise DamagedFileError(
                        path, f"log entry {row.seq} undoes an entry not in effect"
                    )
                self._redo.append(self._stack.pop())
            elif row.action == "redo":
                if not self._redo or self._redo[-1].seq != row.target:
                    raise DamagedFileError(path, f"log entry {row.seq} redoes an entry not undone")
                self._stack.append(self._redo.pop())
            else:
                raise DamagedFileError(
                    path, f"log entry {row.seq} has unknown action {row.action!r}"
                )
        self._states = {0: State()}
        for depth in range(len(self._stack), 0, -1):
            text = contents.snapshots.get(self._stack[depth - 1].seq)
            if text is not None:
                try:
                    self._states[depth] = CODEC.loads(State, text)
                except CodecError as exc:
                    where = self._stack[depth - 1].seq
                    raise DamagedFileError(
                        path, f"the snapshot after entry {where} is unreadable: {exc}"
                    ) from exc
                break
        try:
            self._current = self._state_at(len(self._stack))
            self._published_seq = self._last_seq
        except CommandRejectedError as exc:
            raise DamagedFileError(
                path, f"the log cannot be replayed ({exc}); the file may come from another program"
            ) from exc
        except Exception as exc:
            # The commands were decoded from the file: well-typed, but any values at all. The
            # rules refuse what they foresee (CommandRejectedError); whatever else a crafted
            # command trips over is still the file's fault, and must read as damage.
            raise DamagedFileError(
                path,
                f"the log cannot be replayed ({type(exc).__name__}: {exc}); the file is damaged",
            ) from exc


def _offer_backup(exc: DamagedFileError, policy: BackupPolicy, path: Path) -> DamagedFileError:
    """``exc`` with the newest good backup of ``path`` named (it is the arbiter's way back)."""
    good = newest_good_backup(policy, path)
    return DamagedFileError(
        path,
        f"{exc.detail.rstrip('.')}. {_backup_note(good)}",
        entry=exc.entry,
        backup=good.path if good else None,
    )


def _backup_note(good: GoodBackup | None) -> str:
    if good is None:
        return "There is no backup of it that could replace it."
    return f"The newest good backup is {good.path} (version {good.version})."


def restore_backup(
    path: Path | str, backup: Path | str, policy: BackupPolicy | None = None
) -> Path:
    """Put the backup copy ``backup`` in the place of the tournament file ``path``.

    Nothing is deleted: the file (with its ``-wal``, if any) is first renamed to
    ``<name> (set aside <time>)<suffix>`` in its folder, and that name is returned. The backup
    becomes the saved state, so :meth:`Journal.open` then opens it without a
    :class:`FileBehindError`. JournalError if the backup is itself damaged or the files
    cannot be moved.
    """
    path, backup = Path(path), Path(backup)
    policy = policy or BackupPolicy()
    contents = read_contents(backup)  # damaged, newer, not ours: say so before moving anything
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.stem} (set aside {stamp}){path.suffix}")
    n = 1
    while aside.exists():
        n += 1
        aside = path.with_name(f"{path.stem} (set aside {stamp} {n}){path.suffix}")
    partial = path.with_name(path.name + ".restoring")
    try:
        shutil.copyfile(backup, partial)
        if path.exists():
            os.replace(path, aside)
            for companion in ("-wal", "-shm"):
                old = path.with_name(path.name + companion)
                if old.exists():
                    os.replace(old, aside.with_name(aside.name + companion))
        os.replace(partial, path)
    except OSError as exc:
        with contextlib.suppress(OSError):
            partial.unlink()
        raise JournalError(path, f"cannot restore the backup: {exc.strerror or exc}") from exc
    file_id = contents.meta.get(FILE_ID)
    if file_id:
        last = contents.rows[-1] if contents.rows else None
        mark = SavedMark(
            file_id,
            last.seq if last else 0,
            (last.checksum if last else None) or chain_start(file_id),
            _utc_now().isoformat(timespec="seconds"),
        )
        with contextlib.suppress(OSError):
            write_marker(marker_path(policy, path), mark)
    return aside


def _decode_command(path: Path, row: Row) -> Command:
    cls = _BY_NAME.get(row.command)
    if cls is None:
        _newer(path, row, f"the change {row.command!r}")
        raise DamagedFileError(path, f"log entry {row.seq}: unknown command {row.command!r}")
    try:
        return CODEC.loads(cls, row.payload or "")
    except CodecError as exc:
        if "unknown field" in str(exc):
            _newer(path, row, f"a setting of {row.command} this version does not know")
        raise DamagedFileError(
            path, f"log entry {row.seq} ({row.command}) is unreadable: {exc}"
        ) from exc


def _newer(path: Path, row: Row, what: str) -> None:
    """NewerFormatError when ``row`` was written by another program version (else: damaged)."""
    if row.program and row.program != VERSION:
        raise NewerFormatError(
            path,
            f"log entry {row.seq} holds {what}: the file was written by Swiss Arbiter "
            f"{row.program} (this is {VERSION}). Open it with that version or a newer one; "
            "the file is left as it is.",
        )


def _audit(before: State, after: State, d: Diff) -> tuple[str | None, str | None]:
    """What the change replaced and what it put instead, field by field (JSON, for the log).

    Players list only their changed fields, and of their games only the changed rounds;
    rounds list their pairing record only when it changed (boards, PAB, publication).
    """
    old: dict[str, object] = {}
    new: dict[str, object] = {}
    if d.details:

        def field_of(state: State, name: str) -> object:
            # "settings", "ratings", "norm_fields" live beside the tournament, the rest in it
            return getattr(state if name in STATE_DETAILS else state.tournament, name)

        old_d: dict[str, object] = {}
        new_d: dict[str, object] = {}
        for n in d.details:
            old_d[n], new_d[n] = _detail_delta(field_of(before, n), field_of(after, n))
        old["details"], new["details"] = old_d, new_d
    if d.players:
        was = {p.id: p for p in before.tournament.players}
        now = {p.id: p for p in after.tournament.players}
        old_p: dict[str, object] = {}
        new_p: dict[str, object] = {}
        for pid in d.players:
            a, b = was.get(pid), now.get(pid)
            old_p[str(pid)], new_p[str(pid)] = _player_delta(a, b)
        old["players"], new["players"] = old_p, new_p
    changed_rounds = [r for r in d.rounds if before.round(r) != after.round(r)]
    if changed_rounds:
        old_r: dict[str, object] = {}
        new_r: dict[str, object] = {}
        for r in changed_rounds:
            old_r[str(r)], new_r[str(r)] = _round_delta(before.round(r), after.round(r))
        old["rounds"], new["rounds"] = old_r, new_r
    if not old and not new:
        return None, None
    return _json(old), _json(new)


def _detail_delta(a: object, b: object) -> tuple[object, object]:
    """A details field before and after; a record (a dataclass) only by its changed fields.

    FIDE mode's record keeps a rating source per player: a correction adds one ``### Correction``
    event to it, and writing the whole record twice cost some 100 ms per change at 3,000
    players, on the window's thread (issue 26)."""
    if (
        dataclasses.is_dataclass(a)
        and not isinstance(a, type)
        and type(a) is type(b)
        and dataclasses.is_dataclass(b)
        and not isinstance(b, type)
    ):
        names = [f.name for f in dataclasses.fields(a) if getattr(a, f.name) != getattr(b, f.name)]
        return (
            {n: CODEC.encode(getattr(a, n)) for n in names},
            {n: CODEC.encode(getattr(b, n)) for n in names},
        )
    return CODEC.encode(a), CODEC.encode(b)


def _round_delta(a: RoundState | None, b: RoundState | None) -> tuple[object, object]:
    """A round's pairing record before and after: whole when it comes or goes, else only the
    fields that changed (publishing 1,500 boards records the flag, not the boards twice)."""
    if a is None or b is None:
        return CODEC.encode(a), CODEC.encode(b)
    old: dict[str, object] = {}
    new: dict[str, object] = {}
    for name in RoundState.__dataclass_fields__:
        x, y = getattr(a, name), getattr(b, name)
        if x is not y and x != y:
            old[name], new[name] = CODEC.encode(x), CODEC.encode(y)
    return old, new


def _player_delta(a: Player | None, b: Player | None) -> tuple[object, object]:
    if a is None or b is None:
        return CODEC.encode(a), CODEC.encode(b)
    old: dict[str, object] = {}
    new: dict[str, object] = {}
    for name in Player.__dataclass_fields__:
        x, y = getattr(a, name), getattr(b, name)
        if x == y:
            continue
        if name == "rounds":
            last = max(len(a.rounds), len(b.rounds))
            rounds = [r for r in range(1, last + 1) if a.entry(r) != b.entry(r)]
            old[name] = {str(r): CODEC.encode(a.entry(r)) for r in rounds}
            new[name] = {str(r): CODEC.encode(b.entry(r)) for r in rounds}
        else:
            old[name], new[name] = CODEC.encode(x), CODEC.encode(y)
    return old, new


def _json(value: object) -> str:
    return json_text(value)  # json.dumps' compact sorted text, a piece at a time (codec)

"""The tournament file: every change is a command, saved before it returns, undoable.

``Journal.create(path)`` / ``Journal.open(path)`` give a :class:`Journal`; ``apply(command)``,
``undo()`` and ``redo()`` return :class:`Changes`; ``journal.state`` is the immutable
:class:`State` (``state.tournament`` is the engine's :class:`~engine.model.Tournament`).
"""

from engine.journal.backup import BackupPolicy, describe_backup
from engine.journal.commands import (
    COMMAND_TYPES,
    AddPlayer,
    Command,
    CorrectRatingResult,
    DeletePlayer,
    EditPlayer,
    EndManualPairing,
    GameResult,
    ImportTrf,
    LeaveFideMode,
    PlayerData,
    PublishRound,
    RecordWithdrawal,
    RequestBye,
    SetForbiddenPairs,
    SetInitialOrder,
    SetNormFields,
    SetPairing,
    SetPairingSettings,
    SetRatingMethod,
    SetRatingSettings,
    SetResult,
    SetTournamentDetails,
    StartManualPairing,
    TournamentDetails,
    UnpairRound,
)
from engine.journal.errors import (
    CommandRejectedError,
    DamagedFileError,
    DiskFullError,
    FileBehindError,
    FileLockedError,
    JournalError,
    NewerFormatError,
    NotATournamentFileError,
    ReadOnlyError,
)
from engine.journal.export import trf_tournament
from engine.journal.fide_record import FideRecord, IntegrityEvent, IntegrityKind, RatingMethod
from engine.journal.journal import Journal, restore_backup
from engine.journal.policy import assess
from engine.journal.rules import LATE_ENTRY_BYES, apply_command, initial_order_key
from engine.journal.state import Changes, EventSettings, RoundState, State
from engine.journal.store import SCHEMA_VERSION
from engine.journal.store import Row as LogEntry
from engine.journal.warnings import (
    ConfirmationNeeded,
    Level,
    RefusedError,
    RuleWarning,
    full_consent,
)

__all__ = [
    "COMMAND_TYPES",
    "LATE_ENTRY_BYES",
    "SCHEMA_VERSION",
    "AddPlayer",
    "BackupPolicy",
    "Changes",
    "Command",
    "CommandRejectedError",
    "ConfirmationNeeded",
    "CorrectRatingResult",
    "DamagedFileError",
    "DeletePlayer",
    "DiskFullError",
    "EditPlayer",
    "EndManualPairing",
    "EventSettings",
    "FideRecord",
    "FileBehindError",
    "FileLockedError",
    "GameResult",
    "ImportTrf",
    "IntegrityEvent",
    "IntegrityKind",
    "Journal",
    "JournalError",
    "LeaveFideMode",
    "Level",
    "LogEntry",
    "NewerFormatError",
    "NotATournamentFileError",
    "PlayerData",
    "PublishRound",
    "RatingMethod",
    "ReadOnlyError",
    "RecordWithdrawal",
    "RefusedError",
    "RequestBye",
    "RoundState",
    "RuleWarning",
    "SetForbiddenPairs",
    "SetInitialOrder",
    "SetNormFields",
    "SetPairing",
    "SetPairingSettings",
    "SetRatingMethod",
    "SetRatingSettings",
    "SetResult",
    "SetTournamentDetails",
    "StartManualPairing",
    "State",
    "TournamentDetails",
    "UnpairRound",
    "apply_command",
    "assess",
    "describe_backup",
    "full_consent",
    "initial_order_key",
    "restore_backup",
    "trf_tournament",
]

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
    DeletePlayer,
    DrawLots,
    EditPlayer,
    GameResult,
    ImportTrf,
    PairRoundRobinRound,
    PlayerData,
    PublishRound,
    RecordWithdrawal,
    RequestBye,
    SetInitialOrder,
    SetNormFields,
    SetPairing,
    SetPairingSettings,
    SetRatingSettings,
    SetResult,
    SetTournamentDetails,
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
from engine.journal.journal import Journal, restore_backup
from engine.journal.rules import LATE_ENTRY_BYES, apply_command, initial_order_key
from engine.journal.state import (
    Changes,
    EventSettings,
    LotsMethod,
    LotsRecord,
    RoundState,
    State,
)
from engine.journal.store import SCHEMA_VERSION
from engine.journal.store import Row as LogEntry

__all__ = [
    "COMMAND_TYPES",
    "LATE_ENTRY_BYES",
    "SCHEMA_VERSION",
    "AddPlayer",
    "BackupPolicy",
    "Changes",
    "Command",
    "CommandRejectedError",
    "DamagedFileError",
    "DeletePlayer",
    "DiskFullError",
    "DrawLots",
    "EditPlayer",
    "EventSettings",
    "FileBehindError",
    "FileLockedError",
    "GameResult",
    "ImportTrf",
    "Journal",
    "JournalError",
    "LogEntry",
    "LotsMethod",
    "LotsRecord",
    "NewerFormatError",
    "NotATournamentFileError",
    "PairRoundRobinRound",
    "PlayerData",
    "PublishRound",
    "ReadOnlyError",
    "RecordWithdrawal",
    "RequestBye",
    "RoundState",
    "SetInitialOrder",
    "SetNormFields",
    "SetPairing",
    "SetPairingSettings",
    "SetRatingSettings",
    "SetResult",
    "SetTournamentDetails",
    "State",
    "TournamentDetails",
    "UnpairRound",
    "apply_command",
    "describe_backup",
    "initial_order_key",
    "restore_backup",
    "trf_tournament",
]

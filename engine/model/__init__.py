"""The tournament model: frozen dataclasses and enums shared by every part of the engine."""

from engine.model.pairing import Board, PairingSystem, PrefStrength, RoundPairing
from engine.model.tournament import (
    NOT_PAIRED_ENTRY,
    Colour,
    ForbiddenPairs,
    Player,
    PlayerId,
    PointSystem,
    ResultCode,
    RoundEntry,
    Tournament,
    UnknownResult,
    points_of,
)

__all__ = [
    "NOT_PAIRED_ENTRY",
    "Board",
    "Colour",
    "ForbiddenPairs",
    "PairingSystem",
    "Player",
    "PlayerId",
    "PointSystem",
    "PrefStrength",
    "ResultCode",
    "RoundEntry",
    "RoundPairing",
    "Tournament",
    "UnknownResult",
    "points_of",
]

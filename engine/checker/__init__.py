"""The pairings checker (C.04.A): re-pair every round from the rounds before it and compare."""

from engine.checker.check import (
    CheckReport,
    RoundDiscrepancy,
    check_tournament,
    tournament_before_round,
)

__all__ = ["CheckReport", "RoundDiscrepancy", "check_tournament", "tournament_before_round"]

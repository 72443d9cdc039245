"""Round-robin tournament types in TRF-2026 record 192 (ETT26, C.02.03 Annex C).

ETT26 lists ``FIDE_ROUNDROBIN``, ``FIDE_DOUBLEROUNDROBIN``, ``BERGER_ROUNDROBIN[_Gn]``,
``BERGER_DOUBLEROUNDROBIN`` and ``CUSTOM_ROUNDROBIN`` (spec/fide-endorsement-2026.md §3; the
codes as Gacrux's ``trf2json.py`` maps them). We write the ``FIDE_`` codes for the handbook's
tables (a double round-robin with the last two rounds of the first cycle reversed, C.05
Annex 1) and ``BERGER_DOUBLEROUNDROBIN`` for a double round-robin played without that swap; we
read them all, ``_G1``/``_G2`` giving the number of cycles.

>>> round_robin_code(1, True), round_robin_code(2, True), round_robin_code(2, False)
('FIDE_ROUNDROBIN', 'FIDE_DOUBLEROUNDROBIN', 'BERGER_DOUBLEROUNDROBIN')
>>> parse_round_robin_code("berger_roundrobin_g2"), parse_round_robin_code("FIDE_DUTCH")
(RoundRobinFormat(cycles=2, swap_cycle_end=False), None)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.roundrobin.errors import RoundRobinError


@dataclass(frozen=True, slots=True)
class RoundRobinFormat:
    """How many cycles, and whether the first cycle's last two rounds are reversed."""

    cycles: int = 1
    swap_cycle_end: bool = True


FIDE_ROUNDROBIN = "FIDE_ROUNDROBIN"
FIDE_DOUBLEROUNDROBIN = "FIDE_DOUBLEROUNDROBIN"
BERGER_ROUNDROBIN = "BERGER_ROUNDROBIN"
BERGER_DOUBLEROUNDROBIN = "BERGER_DOUBLEROUNDROBIN"
CUSTOM_ROUNDROBIN = "CUSTOM_ROUNDROBIN"


def round_robin_code(cycles: int, swap_cycle_end: bool = True) -> str:
    """The record 192 code we write for a round-robin of ``cycles`` cycles."""
    if cycles == 1:
        return FIDE_ROUNDROBIN
    if cycles == 2:
        return FIDE_DOUBLEROUNDROBIN if swap_cycle_end else BERGER_DOUBLEROUNDROBIN
    raise RoundRobinError(f"a round-robin has one or two cycles, not {cycles}")


def is_round_robin_code(code: str) -> bool:
    """True for any individual round-robin code of ETT26 (custom ones included)."""
    text = code.strip().upper()
    return "ROUNDROBIN" in text and "TEAM" not in text


def parse_round_robin_code(code: str) -> RoundRobinFormat | None:
    """The format a 192 code names; None for a code that is no round-robin.

    RoundRobinError for a round-robin we cannot pair by the handbook's tables: a custom one,
    or one of more than two cycles.
    """
    text = code.strip().upper()
    if not is_round_robin_code(text):
        return None
    if text.startswith("CUSTOM_"):
        raise RoundRobinError(
            f"{text}: a round-robin of the competition's own schedule cannot be paired by the "
            "Berger tables"
        )
    match = re.fullmatch(r"(FIDE|BERGER)_(DOUBLE)?ROUNDROBIN(?:_G(\d+))?", text)
    if match is None:
        raise RoundRobinError(f"{text} is not a round-robin code of ETT26")
    fide, double, games = match.groups()
    cycles = int(games) if games else (2 if double else 1)
    if double and games and cycles != 2:
        raise RoundRobinError(f"{text}: a double round-robin cannot have {cycles} cycles")
    if cycles not in (1, 2):
        raise RoundRobinError(f"{text}: only single and double round-robins are supported")
    # FIDE_: the handbook's advice (last two rounds of the first cycle reversed) is followed;
    # BERGER_: the bare table, cycle after cycle (a single cycle has nothing to reverse)
    return RoundRobinFormat(cycles, swap_cycle_end=fide == "FIDE" or cycles == 1)


__all__ = [
    "BERGER_DOUBLEROUNDROBIN",
    "BERGER_ROUNDROBIN",
    "CUSTOM_ROUNDROBIN",
    "FIDE_DOUBLEROUNDROBIN",
    "FIDE_ROUNDROBIN",
    "RoundRobinFormat",
    "is_round_robin_code",
    "parse_round_robin_code",
    "round_robin_code",
]

"""The TRF codes of the pairing systems: :mod:`engine.model.system_codes` (kept under this name
for code written before the table moved below the TRF reader and the pairing systems)."""

from __future__ import annotations

from engine.model.system_codes import (
    BAKU_SUFFIX,
    READ,
    ROUND_ROBIN_MARK,
    WRITTEN,
    code_for_system,
    names_baku,
    system_for_code,
)

__all__ = [
    "BAKU_SUFFIX",
    "READ",
    "ROUND_ROBIN_MARK",
    "WRITTEN",
    "code_for_system",
    "names_baku",
    "system_for_code",
]

"""The Lim System is selectable in the tournament details and read back from a TRF code."""

from __future__ import annotations

from dataclasses import replace

from arbiter_gui.dialogs.settings import SYSTEM_NAMES, system_of
from engine.pairing import PairingSystem

from .helpers import generated


def test_lim_is_offered_and_recognised() -> None:
    assert PairingSystem.LIM in SYSTEM_NAMES
    t = generated(6, 2, 1)
    assert t.pairing_system == "FIDE_LIM"  # what our generator writes (TRF-2026 192)
    assert system_of(t) is PairingSystem.LIM
    assert system_of(replace(t, pairing_system="lim")) is PairingSystem.LIM
    assert system_of(replace(t, pairing_system="FIDE_DUTCH_2025")) is PairingSystem.DUTCH_2026


def test_lim_maxi_is_offered_and_recognised() -> None:
    assert SYSTEM_NAMES[PairingSystem.LIM_MAXI] == "Lim (Maxi-tournament)"
    t = generated(6, 2, 1)
    assert system_of(replace(t, pairing_system="lim-maxi")) is PairingSystem.LIM_MAXI
    assert system_of(replace(t, pairing_system="FIDE_LIM")) is PairingSystem.LIM

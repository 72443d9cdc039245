"""Pairing settings the journal cannot store yet (see the details dialog's note)."""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field

from arbiter_gui.i18n import QT_TRANSLATE_NOOP
from engine.errors import ConfigError
from engine.model import PointSystem, Tournament
from engine.model.system_codes import names_baku, system_for_code
from engine.pairing.api import PairingSystem
from engine.standings import DEFAULT_SWISS_ORDER, TieBreakSpec

DUTCH_2026_FROM = _dt.date(2026, 2, 1)
"""C.04.3 (2026) is in force for tournaments starting on or after this day."""

SYSTEM_NAMES: dict[PairingSystem, str] = {
    PairingSystem.DUTCH_2026: QT_TRANSLATE_NOOP("Settings", "FIDE Dutch (2026 rules)"),
    PairingSystem.DUTCH_2017: QT_TRANSLATE_NOOP("Settings", "FIDE Dutch (2017 rules)"),
    PairingSystem.BURSTEIN: QT_TRANSLATE_NOOP("Settings", "FIDE Burstein (2017-2025 text)"),
    PairingSystem.BURSTEIN_LEGACY: QT_TRANSLATE_NOOP("Settings", "FIDE Burstein (older text)"),
    PairingSystem.LIM: QT_TRANSLATE_NOOP("Settings", "FIDE Lim System"),
    PairingSystem.LIM_MAXI: QT_TRANSLATE_NOOP("Settings", "Lim (Maxi-tournament)"),
    PairingSystem.DUBOV: QT_TRANSLATE_NOOP("Settings", "FIDE Dubov (revised text)"),
    PairingSystem.DUBOV_LEGACY: QT_TRANSLATE_NOOP("Settings", "FIDE Dubov (1997 text)"),
    PairingSystem.ROUND_ROBIN: QT_TRANSLATE_NOOP("Settings", "Round-robin (Berger tables, C.05)"),
}
"""The systems the set-up offers, default first (shown translated, context ``Settings``)."""

DEFAULT_BYE_LIMIT = 1
"""Requested byes per player (Sharly Chess's default, arbiter-workflow §2)."""


def default_system(start: _dt.date | None, today: _dt.date | None = None) -> PairingSystem:
    """Dutch 2026 for an event starting on or after 2026-02-01 (or today's date if none)."""
    day = start or today or _dt.date.today()
    return PairingSystem.DUTCH_2026 if day >= DUTCH_2026_FROM else PairingSystem.DUTCH_2017


def system_of(t: Tournament) -> PairingSystem | None:
    """The system a tournament names (TRF 192/092 code or our value), None if it names none
    or names one the engine does not pair (the table: :mod:`engine.model.system_codes`)."""
    try:
        return system_for_code(t.pairing_system)
    except ConfigError:
        return None


@dataclass(frozen=True, slots=True)
class PairingSettings:
    """Pairing system, acceleration, points, tie-break order and bye limit of one tournament."""

    system: PairingSystem = PairingSystem.DUTCH_2026
    baku: bool = False
    points: PointSystem = field(default_factory=PointSystem)
    tiebreaks: tuple[TieBreakSpec, ...] = DEFAULT_SWISS_ORDER
    bye_limit: int = DEFAULT_BYE_LIMIT
    colour_by_lot: bool = False

    @classmethod
    def for_tournament(cls, t: Tournament, start: _dt.date | None = None) -> PairingSettings:
        """What a tournament's own fields say, defaults for the rest."""
        return cls(
            system=system_of(t) or default_system(start),
            baku=bool(t.acceleration) or names_baku(t.pairing_system),
            points=t.point_system,
        )

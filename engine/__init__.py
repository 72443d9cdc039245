"""Swiss Arbiter's engine: pure Python, no Qt. Tournament model, TRF, pairing systems.

The small public surface, importable from here:

- ``load_trf(path)`` / ``dump_trf(t)``: read and write Tournament Report Files;
- ``pair_round(t, round_no, system)``: pair one round (FIDE Dutch 2017 or 2026 rules, ...);
- ``check_tournament(t, system)``: re-pair every round of a file and list the differences;
- ``generate(config, seed)``: a random tournament (the FIDE endorsement generator).
"""

from __future__ import annotations

from typing import Any

_EXPORTS = {
    "load_trf": "engine.trf",
    "dump_trf": "engine.trf",
    "pair_round": "engine.pairing",
    "PairingSystem": "engine.pairing",
    "check_tournament": "engine.checker",
    "generate": "engine.rtg",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:  # noqa: ANN401 - re-exported objects of several kinds
    # Lazy, so that importing one layer never drags in the others.
    if name in _EXPORTS:
        import importlib

        return getattr(importlib.import_module(_EXPORTS[name]), name)
    raise AttributeError(name)

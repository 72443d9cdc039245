"""Random tournament generator (C.04.A A.5): complete random tournaments from an explicit seed.

``generate(config, seed)`` pairs every round with :func:`engine.pairing.pair_round`, so the
checker (C.04.A A.4) must agree with every round of every file. ``parse_config`` reads the
established engines' ``Key=Value`` configuration (see :mod:`engine.rtg.config`).
"""

from engine.rtg.config import (
    KEY_NAMES,
    NEVER,
    Acceleration,
    ResolvedConfig,
    RtgConfig,
    config_lines,
    parse_config,
    resolve,
)
from engine.rtg.generator import RtgResult, config_from_model, generate, generate_report

__all__ = [
    "KEY_NAMES",
    "NEVER",
    "Acceleration",
    "ResolvedConfig",
    "RtgConfig",
    "RtgResult",
    "config_from_model",
    "config_lines",
    "generate",
    "generate_report",
    "parse_config",
    "resolve",
]

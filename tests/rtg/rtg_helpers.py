"""Shared helpers of the generator tests."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from engine.model import ResultCode, Tournament
from engine.rtg import RtgConfig, RtgResult, generate_report, parse_config

ROOT = Path(__file__).resolve().parents[2]

# every absence and event at a high rate: the C.04.2 situations show up in small tournaments
BUSY = {
    "ForfeitRate": "8",
    "RetiredRate": "6",
    "HalfPointByeRate": "6",
    "LateEntryRate": "7",
    "WithdrawalRate": "7",
}


def config(**keys: object) -> RtgConfig:
    """A configuration from keyword keys: ``config(PlayersNumber=12, RoundsNumber=5)``."""
    return parse_config("".join(f"{k}={v}\n" for k, v in keys.items()))


def run(seed: int, **keys: object) -> RtgResult:
    return generate_report(config(**keys), seed)


def count(t: Tournament, code: ResultCode) -> int:
    """Entries with ``code`` over all players and rounds."""
    return sum(e.result is code for p in t.players for e in p.rounds)


def load_endorse() -> ModuleType:
    """tools/endorse.py as a module (tools is not a package)."""
    name = "swiss_arbiter_tools_endorse"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / "endorse.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module

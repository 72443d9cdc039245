"""The corpus folders of shared/, one pytest case per MANIFEST.tsv row (used by the replays)."""

from __future__ import annotations

import csv
import os
from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
MAX_PLAYERS = 10_000 if os.environ.get("SLOW") else 150
"""Files with more players run only with SLOW=1 (``make corpus`` checks them all)."""


def folder(name: str) -> Path:
    """The corpus folder ``name`` (dutch2017, dutch2026, burstein)."""
    return SHARED / "corpus" / name


def cases(name: str) -> list[tuple[str, int]]:
    """(file, players) of every MANIFEST.tsv row of the folder; none when it is absent."""
    manifest = folder(name) / "MANIFEST.tsv"
    if not manifest.exists():
        return []
    with manifest.open(encoding="utf-8") as fh:
        return [(r["file"], int(r["players"])) for r in csv.DictReader(fh, delimiter="\t")]


def params(rows: list[tuple[str, int]]) -> list[object]:
    """The rows as pytest params, the large ones skipped unless SLOW=1."""
    big = pytest.mark.skipif(True, reason="large file: SLOW=1 or make corpus")
    return [pytest.param(n, p, id=n, marks=[big] if p > MAX_PLAYERS else []) for n, p in rows]

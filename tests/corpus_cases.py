"""The corpus folders of shared/, one pytest case per MANIFEST.tsv row (used by the replays)."""

from __future__ import annotations

import csv
import functools
import os
import tarfile
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


def archive(name: str) -> Path:
    """The corpus archive ``name`` (dutch2017-large, dutch2026-large)."""
    return SHARED / "corpus" / f"{name}.tar.xz"


@functools.cache
def archive_files(name: str) -> dict[str, bytes]:
    """Every TRF file of the archive, by file name, read in place (never unpacked on disk)."""
    path = archive(name)
    if not path.exists():
        return {}
    out: dict[str, bytes] = {}
    with tarfile.open(path, "r:xz") as tar:
        for member in tar:
            if member.isfile() and member.name.endswith(".trf"):
                fh = tar.extractfile(member)
                assert fh is not None
                out[Path(member.name).name] = fh.read()
    return out


def archive_sample(name: str, every: int = 20) -> list[str]:
    """Every ``every``-th file of the archive in name order (the fixed sample of make test)."""
    return sorted(archive_files(name))[::every]

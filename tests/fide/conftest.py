from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def sample_trf() -> Path:
    return ROOT / "resources" / "samples" / "sample_open.trf"

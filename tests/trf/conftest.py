"""Fixtures of the TRF tests: where the shared corpora are, and the hand-written files."""

from __future__ import annotations

from pathlib import Path

import pytest
from trf_helpers import DATA, SHARED


@pytest.fixture(scope="session")
def shared() -> Path:
    """The shared read-only folder next to the repository (corpora, real files)."""
    if not SHARED.is_dir():
        pytest.skip(f"the shared test material is not at {SHARED} (a folder next to the repo)")
    return SHARED


@pytest.fixture(scope="session")
def data() -> Path:
    """The hand-written TRF files of these tests."""
    return DATA

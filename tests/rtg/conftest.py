"""Markers of the generator tests."""

from __future__ import annotations

import pytest


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "endorse: a small C.04.A A.7 run (our RTG through our checker); part of `make test`",
    )

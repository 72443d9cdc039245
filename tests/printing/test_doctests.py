"""The docstring examples of the report code run as tests."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "engine.reports.table",
    "engine.reports.text",
    "engine.reports.rounds",
    "engine.reports.standings",
    "engine.reports.ratings",
    "engine.reports.norms",
    "arbiter_gui.printing.html",
]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0

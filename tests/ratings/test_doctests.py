"""The examples in engine.ratings' docstrings run (make test does not use --doctest-modules)."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "engine.ratings",
    "engine.ratings.change",
    "engine.ratings.initial",
    "engine.ratings.kfactor",
    "engine.ratings.performance",
    "engine.ratings.rounding",
    "engine.ratings.settings",
    "engine.ratings.tables",
    "engine.standings.fide_tables",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0

"""The examples in engine.norms' docstrings run (make test does not use --doctest-modules)."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["engine.norms", "engine.norms.checks", "engine.norms.fields", "engine.norms.titles"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0

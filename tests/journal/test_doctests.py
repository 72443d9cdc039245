"""The examples in engine.journal's docstrings run (make test does not use --doctest-modules)."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["engine.journal.codec", "engine.journal.journal", "engine.journal.rules"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0

"""The examples in engine.roundrobin's docstrings run (make test does not use --doctest-modules)."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "engine.roundrobin",
    "engine.roundrobin.berger",
    "engine.roundrobin.codes",
    "engine.roundrobin.lots",
    "engine.roundrobin.varma",
    "engine.cli.roundrobin",
    "engine.reports.roundrobin",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0

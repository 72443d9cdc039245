"""The examples in engine.publish's and engine.i18n's docstrings run."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "engine.publish",
    "engine.publish.server",
    "engine.i18n",
    "engine.i18n.catalogue",
    "engine.i18n.reports",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0

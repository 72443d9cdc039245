"""The examples in engine.ratinglist's docstrings run (make test does not use --doctest-modules)."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "engine.ratinglist.compare",
    "engine.ratinglist.csvfile",
    "engine.ratinglist.entry",
    "engine.ratinglist.federations",
    "engine.ratinglist.index",
    "engine.ratinglist.titles",
    "engine.ratinglist.txt",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0

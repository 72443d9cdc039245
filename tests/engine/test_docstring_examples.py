"""Every docstring example of the engine and the window runs (issue 24: most never did).

One test per module of ``engine`` and ``arbiter_gui``, by ``doctest`` itself (pytest's own
``--doctest-modules`` would also collect the test folders' conftest files by name).
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
"""The repository: the packages are found by their folders, since the name ``engine`` is this
test folder's own package while pytest imports it (its submodules resolve to the real ones)."""


def _modules() -> list[str]:
    names: list[str] = []
    for package in ("engine", "arbiter_gui"):
        prefix = package + "."
        names += [m.name for m in pkgutil.walk_packages([str(ROOT / package)], prefix)]
    return sorted(n for n in names if not n.endswith("__main__"))


def _written(module: ModuleType) -> int:
    """The ``>>>`` lines in the module's file: the examples a reader sees, wherever they are."""
    source = Path(str(module.__file__)).read_text(encoding="utf-8")
    return sum(1 for line in source.splitlines() if line.lstrip().startswith(">>>"))


@pytest.mark.parametrize("name", _modules())
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples failed"
    # An example doctest cannot find (in a comment, in the string under a constant, in a
    # wrapped function doctest skips) is documentation nobody checks: the issue-24 count
    assert result.attempted == _written(module), "examples written but never run"


def test_the_engine_has_examples() -> None:
    attempted = sum(
        doctest.testmod(importlib.import_module(n), optionflags=doctest.ELLIPSIS).attempted
        for n in _modules()
        if n.startswith("engine")
    )
    assert attempted >= 100, attempted

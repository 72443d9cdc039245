"""Every module of engine/ imports in a process where Qt cannot be imported at all.

The import-linter contract checks the static imports; this test also catches a lazy import inside
a function body that runs at import time, a plugin hook, or a dependency that pulls Qt in.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = textwrap.dedent(
    """
    import importlib, importlib.abc, os, sys

    class NoQt(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in {"PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2"}:
                raise ImportError(f"Qt is not available to the engine: {name}")
            return None

    sys.meta_path.insert(0, NoQt())
    root = sys.argv[1]
    names = []
    for folder, dirs, files in os.walk(os.path.join(root, "engine")):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        rel = os.path.relpath(folder, root).replace(os.sep, ".")
        for f in sorted(files):
            if f.endswith(".py"):
                stem = f[:-3]
                names.append(rel if stem == "__init__" else f"{rel}.{stem}")
    failed = []
    for name in names:
        try:
            importlib.import_module(name)
        except Exception as exc:
            failed.append(f"{name}: {type(exc).__name__}: {exc}")
    qt = sorted(m for m in sys.modules if m.split(".")[0] in {"PySide6", "shiboken6"})
    print(f"imported {len(names) - len(failed)} of {len(names)} modules")
    for line in failed:
        print("FAILED", line)
    if qt:
        print("QT LOADED", qt)
    sys.exit(1 if failed or qt else 0)
    """
)


def test_every_engine_module_imports_without_qt():
    result = subprocess.run(
        [sys.executable, "-c", CHILD, str(ROOT)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "imported" in result.stdout


def test_the_guard_really_blocks_qt():
    """The finder above must make a Qt import fail, or the test proves nothing."""
    probe = CHILD.split("root = sys.argv[1]")[0] + "\nimport PySide6.QtCore\n"
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, cwd=ROOT
    )
    assert result.returncode != 0
    assert "Qt is not available to the engine: PySide6" in result.stderr

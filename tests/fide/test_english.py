"""§4 row "English, warnings": every message in English by default (checklist Q1-15).

The program installs no translator, and the texts it shows (string literals of the GUI and of
the engine's messages) are English: letters outside ASCII appear only in the symbols the rules
and the TRF use (½, dashes, arrows, bullets) and in the names of the sample data.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ALLOWED = re.compile(r"[\x00-\x7f½–—−…·▸⚠⛔✓✗→←↑↓×•’“”‘§≤≥±\ud800-\udfff]")
"""ASCII, and the symbols the texts use (½ of the rules, dashes, arrows, marks, §); the lone
surrogates are a regular expression's range in the journal's codec, not text."""


SAMPLE_DATA = {"arbiter_gui/selftest.py"}
"""Files whose non-ASCII literals are sample names (the self-test folds "Østergaard" to check the
bundled transliteration tables), not texts shown to the arbiter."""


def _literals(path: Path) -> list[tuple[int, str]]:
    """String literals the program can show: docstrings (with their doctest names) left out."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            docstrings.add(id(body[0].value))
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
    ]


def test_no_translator_is_installed() -> None:
    for path in (ROOT / "arbiter_gui").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "QTranslator" not in text and "installTranslator" not in text, path


def test_the_texts_are_english() -> None:
    checked = 0
    foreign = []
    files = [*(ROOT / "arbiter_gui").rglob("*.py"), *(ROOT / "engine" / "journal").rglob("*.py")]
    for path in files:
        if path.relative_to(ROOT).as_posix() in SAMPLE_DATA:
            continue
        for line, text in _literals(path):
            checked += 1
            odd = sorted({ch for ch in text if not ALLOWED.match(ch)})
            if odd:
                foreign.append(f"{path.relative_to(ROOT)}:{line}: {''.join(odd)} in {text[:50]!r}")
    assert checked > 1000
    assert foreign == [], "\n".join(foreign)

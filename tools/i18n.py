"""Keep the translations in step with the program: `make i18n`.

1. ``arbiter_gui/i18n/noop.py``: the texts the window translates but builds from tables (menu
   entries, column headers, command names) or from data (the templates of ``Words``), written
   out as ``QT_TRANSLATE_NOOP`` calls so that ``lupdate`` finds them.
2. ``lupdate`` (Qt's, shipped with PySide6) scans arbiter_gui and updates
   ``resources/i18n/swiss_arbiter_{de,fr,es}.ts``: new texts arrive unfinished, for Qt Linguist.
3. ``lrelease`` compiles each ``.ts`` to the ``.qm`` the program loads.
4. The report catalogues (``engine/i18n/reports_*.ts``) are checked against every report the
   program builds: texts no catalogue covers are listed (add them with Linguist or by hand).

``python tools/i18n.py --check`` changes nothing and exits 1 when a step would.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

LANGUAGES = ("de", "fr", "es")
NOOP = ROOT / "arbiter_gui" / "i18n" / "noop.py"
TS_DIR = ROOT / "resources" / "i18n"


def qt_tool(name: str) -> str:
    import PySide6

    path = Path(PySide6.__file__).resolve().parent / name
    if path.exists():
        return str(path)
    return name  # on PATH (a Qt installation of the system)


def table_texts() -> dict[str, list[str]]:
    """(context -> texts) of the window's table-built texts, in the order they appear."""
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from arbiter_gui.models.boards import _HEADERS as BOARD_HEADERS
    from arbiter_gui.models.players import _HEADERS
    from arbiter_gui.printing.actions import REPORTS
    from arbiter_gui.rounds.logic import KEY_LEGEND
    from arbiter_gui.session import command_label
    from arbiter_gui.views.main_window import MainWindow
    from engine.journal.commands import COMMAND_TYPES

    out: dict[str, list[str]] = {
        "Players": [],
        "Boards": [],
        "Rounds": [],
        "Tournament": [],
        "RoundRobin": [],
        "Reports": [],
        "Commands": [],
    }

    def add(context: str, text: str) -> None:
        if text and text not in out[context]:
            out[context].append(text)

    for text, tip in _HEADERS.values():
        add("Players", text)
        add("Players", tip)
    for text, tip in BOARD_HEADERS.values():
        add("Boards", text)
        add("Boards", tip)
    add("Rounds", KEY_LEGEND)
    window = MainWindow()
    for action in window.findChildren(QAction):
        name = action.objectName()
        if name.startswith("setup-"):
            add("Tournament", action.text())
            add("Tournament", action.statusTip())
        elif name.startswith("round-robin-"):
            add("RoundRobin", action.text())
    for kind in REPORTS:
        add("Reports", kind.text)
    for command in COMMAND_TYPES:
        add("Commands", command_label(command.__name__))
    for text in words_templates():
        add("Rounds", text)
    window.deleteLater()
    del app
    return out


def words_templates() -> list[str]:
    """The templates of every ``Words("...", ...)`` of the window's code (arbiter_gui.rounds.
    words: texts made from data, translated where shown), in the order they are written."""
    import ast

    found: list[str] = []
    for path in sorted((ROOT / "arbiter_gui").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call)]
        calls.sort(key=lambda n: (n.lineno, n.col_offset))
        for node in calls:
            if (
                isinstance(node.func, ast.Name)
                and node.func.id == "Words"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
                and node.args[0].value not in found
            ):
                found.append(node.args[0].value)
    return found


def noop_source(texts: dict[str, list[str]]) -> str:
    lines = [
        "# ruff: noqa: E501 (each text on one line, as lupdate reads it)",
        '"""Texts the window builds from tables, for ``lupdate`` (written by tools/i18n.py).',
        "",
        "Never imported: the program translates these texts where it shows them",
        '(``QCoreApplication.translate(context, text)``)."""',
        "",
        "from PySide6.QtCore import QT_TRANSLATE_NOOP",
        "",
        "TEXTS = (",
    ]
    lines.extend(
        f"    QT_TRANSLATE_NOOP({_quoted(context)}, {_quoted(text)}),"
        for context, items in texts.items()
        for text in items
    )
    lines.append(")")
    source = "\n".join(lines) + "\n"
    ruff = Path(sys.executable).parent / "ruff"
    formatted = subprocess.run(
        [str(ruff), "format", "--stdin-filename", str(NOOP), "-"],
        input=source,
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    return formatted.stdout


def _quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def run_lupdate(ts_files: list[Path]) -> str:
    sources = sorted(str(p) for p in (ROOT / "arbiter_gui").rglob("*.py"))
    result = subprocess.run(
        [
            qt_tool("lupdate"),
            "-locations",
            "none",
            "-no-obsolete",
            *sources,
            "-ts",
            *map(str, ts_files),
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    return result.stdout


def run_lrelease(ts: Path, qm: Path) -> None:
    subprocess.run(
        [qt_tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True, capture_output=True
    )


def unfinished(ts: Path) -> int:
    return ts.read_text(encoding="utf-8").count('type="unfinished"')


def report_gaps() -> dict[str, list[str]]:
    from engine.i18n import load_catalogue
    from tests.i18n.samples import report_texts

    texts = sorted(report_texts())
    return {lang: [t for t in texts if not load_catalogue(lang).covers(t)] for lang in LANGUAGES}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if stale")
    args = parser.parse_args()
    stale: list[str] = []

    source = noop_source(table_texts())
    if NOOP.read_text(encoding="utf-8") != source if NOOP.exists() else True:
        stale.append(str(NOOP.relative_to(ROOT)))
        if not args.check:
            NOOP.write_text(source, encoding="utf-8")

    ts_files = [TS_DIR / f"swiss_arbiter_{lang}.ts" for lang in LANGUAGES]
    with tempfile.TemporaryDirectory() as tmp:
        work = [Path(tmp) / ts.name for ts in ts_files]
        for ts, copy in zip(ts_files, work, strict=True):
            if ts.exists():
                copy.write_bytes(ts.read_bytes())
        print(run_lupdate(work), end="")
        for ts, copy in zip(ts_files, work, strict=True):
            if not ts.exists() or copy.read_bytes() != ts.read_bytes():
                stale.append(str(ts.relative_to(ROOT)))
                if not args.check:
                    ts.write_bytes(copy.read_bytes())
            qm = ts.with_suffix(".qm")
            fresh = copy.with_suffix(".qm")
            run_lrelease(copy, fresh)
            if not qm.exists() or qm.read_bytes() != fresh.read_bytes():
                stale.append(str(qm.relative_to(ROOT)))
                if not args.check:
                    qm.write_bytes(fresh.read_bytes())
            left = unfinished(copy)
            if left:
                print(f"{ts.name}: {left} text(s) to translate (Qt Linguist)")
    for lang, gaps in report_gaps().items():
        for text in gaps:
            print(f"engine/i18n/reports_{lang}.ts: no translation for {text!r}")
    if stale:
        print(("stale: " if args.check else "updated: ") + ", ".join(stale))
    return 1 if (args.check and stale) else 0


if __name__ == "__main__":
    raise SystemExit(main())

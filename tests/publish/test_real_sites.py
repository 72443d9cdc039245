"""`swiss-pair --publish` on every real event of shared/real (issue 25's "done when").

Each site is written by the command line into a folder, then every page is read back: it parses,
it holds no external reference (no script, style sheet, font, image or link off the site), its
links reach pages of the site, and the site holds every player: in the players list, on a card
of his own and, once a round is published, in the crosstable.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.cli import exitcodes
from engine.cli.main import main
from engine.publish import MANIFEST
from engine.trf import load_trf
from tests.publish.pagecheck import external_references, parse

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
REAL = sorted((SHARED / "real" / "files").glob("*")) if (SHARED / "real").exists() else []


def test_the_real_events_are_there():
    if not REAL:
        pytest.skip("shared/real not present")
    assert len(REAL) == 32


@pytest.mark.parametrize("path", REAL, ids=[p.name for p in REAL])
def test_published_site_of_a_real_event(path: Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "site"
    assert main(["--publish", str(path), str(out)]) == exitcodes.OK, capsys.readouterr().err
    t = load_trf(path)
    files = {p.name for p in out.iterdir()}
    assert set((out / MANIFEST).read_text(encoding="utf-8").split()) == files - {MANIFEST}
    pages = {name: parse((out / name).read_bytes()) for name in files if name.endswith(".html")}
    for name, page in pages.items():
        assert external_references(page) == [], f"{path.name} {name}"
        assert page.scripts == [], f"{path.name} {name}"
        for href in page.links():
            target = href.split("#")[0]
            assert not target or target in files, f"{path.name} {name} links to {href}"
    listing = pages["players.html"].plain
    cross = pages["crosstable.html"].plain if "crosstable.html" in pages else None
    for p in t.players:
        assert p.name in listing, f"{p.name} not in players.html"
        assert p.name in pages[f"player-{int(p.id)}.html"].plain
        if cross is not None:
            assert p.name in cross, f"{p.name} not in the crosstable"
    for r in range(1, t.rounds_in_file + 1):
        by_name = pages[f"round-{r}-names.html"].plain
        playing = [p for p in t.players if p.entry(r).opponent is not None]
        for p in playing:
            assert p.name in by_name, f"round {r}: {p.name} not on the list by name"

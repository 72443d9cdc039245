"""Files of the large corpus archives that the engine once paired differently (issue 18).

Each is checked in full, whatever the every-20th sample of ``test_corpus_archives.py`` holds,
so a reading that fixed one of them cannot quietly come undone. The pairings are the reference
engine's (the archives' READMEs); the readings are in docs/rulings.md.
"""

from __future__ import annotations

import pytest

from engine.checker import check_tournament
from engine.pairing import PairingSystem
from engine.trf import parse_trf
from tests.corpus_cases import archive_files

CASES = [
    # D-12: C.7 into the last bracket counts its PAB (2017)
    ("dutch2017-large", "x17_0058.trf"),
    ("dutch2017-large", "x17_0097.trf"),
    ("dutch2017-large", "x17_0239.trf"),
    ("dutch2017-large", "x17_0666.trf"),
    ("dutch2017-large", "x17_1045.trf"),
    ("dutch2017-large", "x17_1953.trf"),
    ("dutch2017-large", "x17_2436.trf"),
    # the bound shortcut left an ineligible player for the PAB: "no valid pairing" (2017)
    ("dutch2017-large", "x17_0575.trf"),
    # N-1: C9 for a C4 re-pairing that sends down one player who may take the PAB (2026)
    ("dutch2026-large", "x26_0415.trf"),
    ("dutch2026-large", "x26_0562.trf"),
    ("dutch2026-large", "x26_0630.trf"),
    ("dutch2026-large", "x26_0672.trf"),
]
SYSTEMS = {"dutch2017-large": PairingSystem.DUTCH_2017, "dutch2026-large": PairingSystem.DUTCH_2026}


@pytest.mark.corpus
@pytest.mark.parametrize(("archive", "name"), CASES, ids=[n for _, n in CASES])
def test_once_different_now_as_the_reference(archive: str, name: str) -> None:
    t = parse_trf(archive_files(archive)[name], name)
    report = check_tournament(t, SYSTEMS[archive])
    assert not report.discrepancies, report.render(name)

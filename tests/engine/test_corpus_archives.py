"""A fixed sample of the large corpus archives (every 20th file), round by round.

``shared/corpus/dutch2017-large.tar.xz`` (2,926 tournaments) and ``dutch2026-large.tar.xz``
(770) were paired by the reference engine (their READMEs); an exact engine reproduces every
round. ``make corpus`` checks every file of both; this sample keeps ``make test`` honest about
them at a fraction of the time. Files are read in place from the archives.
"""

from __future__ import annotations

import pytest

from engine.checker import check_tournament
from engine.pairing import PairingSystem
from engine.trf import parse_trf
from tests.corpus_cases import archive_files, archive_sample

ARCHIVES = {
    "dutch2017-large": PairingSystem.DUTCH_2017,
    "dutch2026-large": PairingSystem.DUTCH_2026,
}
CASES = [(name, f) for name in ARCHIVES for f in archive_sample(name)]


@pytest.mark.corpus
@pytest.mark.parametrize(("archive", "name"), CASES, ids=[f for _, f in CASES])
def test_archive_sample_round_by_round(archive: str, name: str) -> None:
    t = parse_trf(archive_files(archive)[name], name)
    report = check_tournament(t, ARCHIVES[archive])
    assert report.rounds_checked > 0
    assert not report.discrepancies, report.render(name)


def test_archives_are_present() -> None:
    assert len(archive_files("dutch2017-large")) == 2926
    assert len(archive_files("dutch2026-large")) == 770

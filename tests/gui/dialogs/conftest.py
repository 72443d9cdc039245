from __future__ import annotations

import pytest

from arbiter_gui.session import Session
from engine.journal import ImportTrf, Journal

from ..builders import small_open


@pytest.fixture
def session(tmp_path, qtbot):
    journal = Journal.create(tmp_path / "t.swiss")
    s = Session(journal)
    yield s
    s.close()


@pytest.fixture
def played(session):
    """The 7-player tournament with two published rounds."""
    session.apply(ImportTrf(small_open()))
    return session

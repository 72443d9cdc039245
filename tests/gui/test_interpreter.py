"""The window's process asks a busy worker thread to let go of the interpreter sooner than
Python's default (issue 26: arbiter_gui.interpreter); its effect is measured by make bench-gui."""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest

from arbiter_gui.interpreter import WINDOW_SWITCH_INTERVAL_S, window_first


@pytest.fixture
def switch_interval() -> Iterator[float]:
    before = sys.getswitchinterval()
    yield before
    sys.setswitchinterval(before)


def test_window_first_shortens_the_switch_interval(switch_interval: float) -> None:
    sys.setswitchinterval(0.005)  # Python's default
    window_first()
    assert sys.getswitchinterval() == pytest.approx(WINDOW_SWITCH_INTERVAL_S, rel=0.01)
    assert sys.getswitchinterval() <= 0.001


def test_the_app_sets_it_before_the_window_opens() -> None:
    import inspect

    from arbiter_gui import app

    source = inspect.getsource(app.main)
    assert source.index("window_first()") < source.index("MainWindow()")

"""The window's answer to files it cannot use: a clear message, never a hang or a traceback."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QMessageBox

from arbiter_gui.views.main_window import MainWindow


def _message(w, qtbot) -> QMessageBox:
    qtbot.waitUntil(lambda: any(b.isVisible() for b in w.findChildren(QMessageBox)), timeout=10000)
    return next(b for b in w.findChildren(QMessageBox) if b.isVisible())


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close_session()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs (POSIX)")
@pytest.mark.parametrize("how", ["open TRF", "open tournament", "import TRF"])
@pytest.mark.parametrize("kind", ["fifo", "zero"])
def test_a_special_file_is_refused_with_a_message(window, qtbot, tmp_path, how, kind):
    suffix = ".swiss" if how == "open tournament" else ".trf"
    target = tmp_path / f"input{suffix}"
    if kind == "fifo":
        os.mkfifo(target)
    else:
        target.symlink_to("/dev/zero")
    if how == "import TRF":
        window.create_tournament(tmp_path / "new.swiss", target)
    else:
        window.open_path(target)
    box = _message(window, qtbot)
    text = box.text()
    assert "not a regular file" in text, text
    assert "Traceback" not in text + box.detailedText()
    assert window.session is None
    assert not (tmp_path / "new.swiss").exists()
    box.close()


# ---- a file behind what was saved in it, a damaged file: the way back is offered ----------


def _behind(folder):
    """t.swiss saved with 12 changes (a backup after round 1's pairing, at change 7), then
    replaced by its copy taken after 6 changes: the state a lost -wal leaves."""
    from journal.helpers import boards, fill

    from engine.journal import AddPlayer, Journal, PlayerData, SetPairing

    path = folder / "t.swiss"
    early = folder / "early.swiss"
    with Journal.create(path) as j:
        fill(j, 6)
        j.save_copy(early)
        j.apply(SetPairing(1, boards((1, 4), (5, 2), (3, 6))))
        for i in range(5):
            j.apply(AddPlayer(PlayerData(f"Late{i}, Test")))
    shutil.copyfile(early, path)
    early.unlink()
    return path


def _problem(w, qtbot) -> QMessageBox:
    qtbot.waitUntil(lambda: w.findChild(QMessageBox, "file-problem") is not None, timeout=10000)
    box = w.findChild(QMessageBox, "file-problem")
    qtbot.waitUntil(box.isVisible, timeout=5000)
    return box


def _version(w) -> int:
    session = w.session
    assert session is not None
    return session.journal.version


def _button(box: QMessageBox, name: str) -> QAbstractButton:
    button = box.findChild(QAbstractButton, name)
    assert button is not None, [b.text() for b in box.buttons()]
    return button


def test_a_file_behind_offers_the_newest_backup(window, qtbot, tmp_path):
    path = _behind(tmp_path)
    before = path.read_bytes()
    window.open_path(path)
    box = _problem(window, qtbot)
    assert "missing its newest changes" in box.text()
    text = box.informativeText()
    assert "holds 6 changes, but 12 were saved" in text
    assert "t.swiss-wal" in text
    assert "after round 1's pairing (change 7)" in text and "t-000007-r1-paired.swiss" in text
    assert box.defaultButton() is _button(box, "restore-backup")
    assert window.session is None and path.read_bytes() == before  # nothing opened or changed
    qtbot.mouseClick(_button(box, "restore-backup"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session is not None, timeout=10000)
    assert _version(window) == 7
    kept = [f for f in tmp_path.iterdir() if "set aside" in f.name and f.suffix == ".swiss"]
    assert len(kept) == 1 and kept[0].read_bytes() == before
    assert kept[0].name in window.statusBar().currentMessage()


def test_a_file_behind_can_be_opened_as_it_is_on_purpose(window, qtbot, tmp_path):
    path = _behind(tmp_path)
    window.open_path(path)
    box = _problem(window, qtbot)
    qtbot.mouseClick(_button(box, "open-older"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session is not None, timeout=10000)
    assert _version(window) == 6


def test_escape_leaves_everything_as_it_was(window, qtbot, tmp_path):
    path = _behind(tmp_path)
    before = sorted(f.name for f in tmp_path.iterdir())
    window.open_path(path)
    box = _problem(window, qtbot)
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=5000)
    assert window.session is None
    assert sorted(f.name for f in tmp_path.iterdir()) == before


def test_a_damaged_file_offers_the_newest_good_backup(window, qtbot, tmp_path):
    from journal.helpers import raw

    path = _behind(tmp_path)
    with raw(path, reseal=False) as con:  # and edited behind our back, too
        con.execute("DROP TRIGGER log_is_append_only_update")
        con.execute("UPDATE log SET payload = replace(payload, 'Müller', 'Muller')")
    window.open_path(path)
    box = _problem(window, qtbot)
    assert "is damaged" in box.text()
    assert "at change 5" in box.informativeText()
    assert box.findChild(QAbstractButton, "open-older") is None  # no going on from damage
    qtbot.mouseClick(_button(box, "restore-backup"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session is not None, timeout=10000)
    assert _version(window) == 7


def test_a_read_only_file_is_said_as_such(window, qtbot, tmp_path, monkeypatch):
    from journal.helpers import fill

    import engine.journal.store as store
    from engine.journal import Journal

    path = tmp_path / "t.swiss"
    with Journal.create(path) as j:
        fill(j, 2)
    # permissions mean nothing to root: the file reads as write-protected instead
    real_access = os.access
    monkeypatch.setattr(
        store.os,
        "access",
        lambda p, mode: False if Path(p) == path and mode & os.W_OK else real_access(p, mode),
    )
    window.open_path(path)
    box = _message(window, qtbot)
    assert "the file is read-only" in box.text()
    assert "copy the file to a folder you can write to" in box.text()
    assert "damaged" not in box.text()
    box.close()

"""Reports > Publish to folder, and F9 after each round: only published rounds go out."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from arbiter_gui.publish.actions import PUBLISH_AGAIN_KEY, FolderDialog, publisher_of
from tests.gui.publish.helpers import pair, publish, score


def _action(window, key):
    return window.findChild(type(window.publish_action), f"report-{key}")


def test_f9_writes_the_site_after_each_round(window, qtbot, tmp_path):
    publisher = publisher_of(window)
    folder = tmp_path / "stick" / "brno"
    # the first F9 asks where: the dialog's folder and language are taken
    again = _action(window, "publish-again")
    assert again.shortcut().toString() == PUBLISH_AGAIN_KEY
    again.trigger()
    dialog = window.findChild(FolderDialog, "publish-folder-dialog")
    assert dialog is not None and dialog.isVisible()
    dialog.path.setText(str(folder))
    with qtbot.waitSignal(publisher.published, timeout=30000):
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert (folder / "index.html").is_file() and (folder / "standings-3.html").is_file()
    assert publisher.folder == folder

    session = window.session
    pair(session, 4)  # a draft: not published, not on the site
    assert window.session.state.rounds_paired == 4
    with qtbot.waitSignal(publisher.published, timeout=30000):
        window.findChild(type(window.publish_action), "report-publish-again").trigger()
    assert not (folder / "round-4.html").exists()

    with qtbot.waitSignal(publisher.published, timeout=30000):
        publish(session, 4)  # publishing the pairing sends the site out by itself
    assert (folder / "round-4.html").is_file() and not (folder / "standings-4.html").exists()

    score(session, 4)
    assert not (folder / "standings-4.html").exists()  # results wait for the arbiter's key
    window.activateWindow()  # the folder dialog had the focus
    qtbot.waitUntil(window.isActiveWindow)
    with qtbot.waitSignal(publisher.published, timeout=30000):
        qtbot.keyClick(window, Qt.Key.Key_F9)
    assert (folder / "standings-4.html").is_file()
    assert window.statusBar().currentMessage().startswith("Published rounds 1-4 to ")


def test_the_folder_is_remembered_for_the_tournament_file(window, qtbot, tmp_path):
    publisher = publisher_of(window)
    publisher.set_folder(tmp_path / "site")
    from PySide6.QtCore import QSettings

    from arbiter_gui.publish.publisher import Publisher

    again = Publisher(window, QSettings())
    assert again.folder == tmp_path / "site"
    again.setParent(None)


def test_a_folder_of_other_files_is_refused_with_a_message(window, qtbot, tmp_path, monkeypatch):
    folder = tmp_path / "theirs"
    folder.mkdir()
    (folder / "index.html").write_text("their page")
    shown = []
    monkeypatch.setattr(
        "arbiter_gui.errors.report_error", lambda parent, exc, title="": shown.append(str(exc))
    )
    publisher = publisher_of(window)
    publisher.set_folder(folder)
    with qtbot.waitSignal(publisher.failed, timeout=30000):
        publisher.publish()
    assert shown and "not written by Swiss Arbiter" in shown[0]
    assert (folder / "index.html").read_text() == "their page"

"""Settings of their own: the recent files of other runs are not this window's texts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings

from arbiter_gui.i18n import install_language


@pytest.fixture(autouse=True)
def own_settings(tmp_path):
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "cfg"))
    yield


@pytest.fixture
def german(qapp):
    app = QCoreApplication.instance()
    assert app is not None
    installed = install_language("de")
    yield
    for translator in installed:
        app.removeTranslator(translator)
        translator.deleteLater()
    install_language("en")

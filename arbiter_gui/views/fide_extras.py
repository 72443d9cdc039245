"""The rest of issue 21 in the window: the rating method dialog (Tournament menu) and colour
corrections of played games (round pages' context menu). Installed by
:func:`arbiter_gui.views.fide_mode.install_fide_mode`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from arbiter_gui.views.main_window import MainWindow


class FideExtras(QObject):
    """Holds what :func:`install_fide_extras` added (find it with ``findChild``)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("fide-extras")
        from arbiter_gui.dialogs.rating_method import install_rating_method_action
        from arbiter_gui.rounds.colour_correction import ColourCorrection

        self.rating_method_action = install_rating_method_action(window, lambda: window.session)
        self.colour_correction = ColourCorrection(window.rounds, window)


def install_fide_extras(window: MainWindow) -> FideExtras:
    """Add the rating method action and the colour-correction menu entry to ``window``."""
    return FideExtras(window)


__all__ = ["FideExtras", "install_fide_extras"]

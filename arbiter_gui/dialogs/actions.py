"""The Tournament menu: set-up dialogs hooked into the main window."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter_gui.views.main_window import MainWindow


def install_setup_actions(window: MainWindow) -> None:
    """Add the set-up actions (details, players, initial order, byes, TRF export) to ``window``."""

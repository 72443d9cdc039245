"""Icons from the platform's own style, never emoji: a warning sign drawn as a glyph needs a
font that has it (many Windows and Linux installations show an empty box instead)."""

from __future__ import annotations

from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import QApplication, QLabel, QStyle, QWidget

ICON_PX = 16

WARNING = QStyle.StandardPixmap.SP_MessageBoxWarning
STOP = QStyle.StandardPixmap.SP_MessageBoxCritical
INFO = QStyle.StandardPixmap.SP_MessageBoxInformation
OK = QStyle.StandardPixmap.SP_DialogApplyButton


def icon(kind: QStyle.StandardPixmap, widget: QWidget | None = None) -> QIcon:
    """The style's icon of ``kind`` (the widget's style, else the application's)."""
    style = widget.style() if widget is not None else QApplication.style()
    return style.standardIcon(kind)


def pixmap(kind: QStyle.StandardPixmap, widget: QWidget | None = None) -> QPixmap:
    return icon(kind, widget).pixmap(ICON_PX, ICON_PX)


def icon_label(kind: QStyle.StandardPixmap, parent: QWidget) -> QLabel:
    """A small label showing the icon of ``kind`` (hidden until the text beside it shows)."""
    label = QLabel(parent)
    label.setPixmap(pixmap(kind, parent))
    label.setFixedSize(ICON_PX + 4, ICON_PX + 2)
    label.setVisible(False)
    return label

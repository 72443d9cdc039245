"""The bundled print font (DejaVu Sans, resources/fonts): every script our players' names use."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase

FONTS = Path(__file__).resolve().parent.parent.parent / "resources" / "fonts"
FAMILY = "DejaVu Sans"
FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")

_registered: list[str] = []


def register_fonts() -> str:
    """Register the bundled fonts with Qt once; returns the family to print with.

    Falls back to Qt's default family when the files are missing (a broken install): names
    may then lack glyphs, but printing still works.
    """
    if _registered:
        return _registered[0]
    family = ""
    for name in FILES:
        font_id = QFontDatabase.addApplicationFont(str(FONTS / name))
        if font_id >= 0 and not family:
            families = QFontDatabase.applicationFontFamilies(font_id)
            family = families[0] if families else ""
    _registered.append(family or QFont().defaultFamily())
    return _registered[0]


def print_font(point_size: float = 8.0) -> QFont:
    """The print font at ``point_size``."""
    font = QFont(register_fonts())
    font.setPointSizeF(point_size)
    return font

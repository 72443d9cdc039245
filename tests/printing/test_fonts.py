"""The bundled print font is registered from resources/fonts, with its licence beside it."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase, QFontMetrics

from arbiter_gui.printing.fonts import FAMILY, FILES, FONTS, print_font, register_fonts


def test_bundled_font_files_and_licence():
    for name in FILES:
        assert (FONTS / name).stat().st_size > 100_000
    assert "Bitstream" in (FONTS / "LICENSE").read_text(encoding="utf-8")


def test_register_fonts_gives_dejavu_with_every_script_we_print(qapp):
    assert register_fonts() == FAMILY
    assert register_fonts() == FAMILY  # idempotent
    font_id = QFontDatabase.addApplicationFont(str(FONTS / FILES[0]))
    assert FAMILY in QFontDatabase.applicationFontFamilies(font_id)
    metrics = QFontMetrics(print_font(8))
    for ch in "ŁłČčŘřΠαπСсЖжễ½−":
        assert metrics.inFontUcs4(ord(ch)), ch

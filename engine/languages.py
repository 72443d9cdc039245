"""The languages the program ships, apart from their catalogues (:mod:`engine.i18n`), so
that a command line can offer them without loading the translations."""

from __future__ import annotations

LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "es": "Español",
}
"""The languages shipped, by code, each in its own language; English is the default."""

__all__ = ["LANGUAGES"]

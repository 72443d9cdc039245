"""Translations of the reports and the published site (Qt TS catalogues read without Qt).

>>> from engine.i18n import load_catalogue
>>> load_catalogue("en").tr("Standings")
'Standings'
"""

from engine.i18n.catalogue import (
    LANGUAGES,
    REPORTS,
    SITE,
    Catalogue,
    CatalogueError,
    catalogue_path,
    load_catalogue,
    read_ts,
)
from engine.i18n.reports import NAME_COLUMNS, translate_report, translate_table, translate_text

__all__ = [
    "LANGUAGES",
    "NAME_COLUMNS",
    "REPORTS",
    "SITE",
    "Catalogue",
    "CatalogueError",
    "catalogue_path",
    "load_catalogue",
    "read_ts",
    "translate_report",
    "translate_table",
    "translate_text",
]

"""FIDE rating lists and registration files: read them, search them, no Qt.

``open_list(path)`` streams the players of a downloaded list (ZIP, TXT or XML, any layout FIDE
has used); ``RatingListIndex.build(path, db)`` makes it searchable; ``read_csv`` and
``guess_mapping`` read a pre-registration CSV. :mod:`engine.ratinglist.federations` and
:mod:`engine.ratinglist.titles` hold the code tables.
"""

from engine.ratinglist.csvfile import (
    CsvField,
    CsvPlayer,
    CsvTable,
    convert,
    convert_row,
    guess_mapping,
    parse_csv,
    read_csv,
)
from engine.ratinglist.entry import NO_RATING, ListPlayer, Rating, RatingType, fold
from engine.ratinglist.errors import RatingListError
from engine.ratinglist.federations import FEDERATIONS, federation_name, is_known_federation
from engine.ratinglist.index import RatingListIndex
from engine.ratinglist.source import ListInfo, open_list
from engine.ratinglist.titles import PLAYING_TITLES, normalise_title, playing_title, title_rank
from engine.ratinglist.txt import detect_layout, iter_txt
from engine.ratinglist.xml import iter_xml

__all__ = [
    "FEDERATIONS",
    "NO_RATING",
    "PLAYING_TITLES",
    "CsvField",
    "CsvPlayer",
    "CsvTable",
    "ListInfo",
    "ListPlayer",
    "Rating",
    "RatingListError",
    "RatingListIndex",
    "RatingType",
    "convert",
    "convert_row",
    "detect_layout",
    "federation_name",
    "fold",
    "guess_mapping",
    "is_known_federation",
    "iter_txt",
    "iter_xml",
    "normalise_title",
    "open_list",
    "parse_csv",
    "playing_title",
    "read_csv",
    "title_rank",
]

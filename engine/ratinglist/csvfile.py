"""Registration lists in CSV: read a preview, guess which column is which, convert rows.

Pre-registrations come from web forms and spreadsheets in every shape, so the arbiter maps the
columns (the GUI shows a preview); :func:`guess_mapping` offers a start from the header names.
Rows are converted to plain field values with a message per bad field; nothing is dropped
silently.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

from engine.files import read_input
from engine.ratinglist.errors import RatingListError
from engine.ratinglist.titles import normalise_title


class CsvField(Enum):
    """The player fields a CSV column can fill."""

    NAME = "name"
    SURNAME = "surname"
    GIVEN_NAME = "given name"
    FIDE_ID = "FIDE ID"
    RATING = "rating"
    TITLE = "title"
    FEDERATION = "federation"
    SEX = "sex"
    BIRTH = "birth date"


_GUESSES: dict[CsvField, tuple[str, ...]] = {
    CsvField.NAME: ("name", "player", "full name", "fullname", "nom", "spieler"),
    CsvField.SURNAME: ("surname", "last name", "lastname", "family name", "nachname"),
    CsvField.GIVEN_NAME: ("given name", "first name", "firstname", "forename", "vorname", "prenom"),
    CsvField.FIDE_ID: ("fide id", "fideid", "fide_id", "fide", "id fide", "fide number"),
    CsvField.RATING: ("rating", "elo", "fide rating", "rtg", "std", "srtng"),
    CsvField.TITLE: ("title", "tit", "titel"),
    CsvField.FEDERATION: ("federation", "fed", "country", "nation", "land"),
    CsvField.SEX: ("sex", "gender", "m/f"),
    CsvField.BIRTH: (
        "birth date",
        "birthdate",
        "born",
        "birthday",
        "b-day",
        "year of birth",
        "dob",
    ),
}


@dataclass(frozen=True, slots=True)
class CsvTable:
    """The file's header and rows (all text), and the dialect that read it."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    delimiter: str


@dataclass(frozen=True, slots=True)
class CsvPlayer:
    """One converted row: field values (text) and the problems found, by field."""

    row: int  # 1-based data row (the header is row 0)
    values: Mapping[str, str]  # keys: name, fide_id, rating, title, federation, sex, birth_date
    problems: tuple[str, ...] = field(default=())

    @property
    def ok(self) -> bool:
        return not self.problems


def read_csv(path: Path | str, *, max_rows: int | None = None) -> CsvTable:
    """Read a CSV (comma, semicolon or tab; UTF-8 with or without BOM, else cp1252)."""
    raw = read_input(path)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = raw.decode("cp1252", errors="replace")
    return parse_csv(text, max_rows=max_rows)


def parse_csv(text: str, *, max_rows: int | None = None) -> CsvTable:
    """:func:`read_csv` on text.

    >>> parse_csv("Name;Elo\\nAdams, Ann;2100\\n").rows
    (('Adams, Ann', '2100'),)
    """
    first_line = text.split("\n", 1)[0]
    # the header decides: names never hold the delimiter, data rows may ("Adams, Ann")
    counts = {d: first_line.count(d) for d in (";", "\t", ",")}
    delimiter = max(counts, key=lambda d: counts[d]) if any(counts.values()) else "\t"
    reader = csv.reader(io.StringIO(text), delimiter=delimiter)
    header = next(reader, None)
    if header is None:
        raise RatingListError("the CSV file is empty")
    rows: list[tuple[str, ...]] = []
    for row in reader:
        if not any(cell.strip() for cell in row):
            continue
        rows.append(tuple(cell.strip() for cell in row))
        if max_rows is not None and len(rows) >= max_rows:
            break
    return CsvTable(tuple(h.strip() for h in header), tuple(rows), delimiter)


def guess_mapping(header: Sequence[str]) -> dict[CsvField, int]:
    """Column index of each field whose name is recognisable in ``header``.

    >>> guess_mapping(["Last name", "First name", "Elo", "Fed"])[CsvField.RATING]
    2
    """
    result: dict[CsvField, int] = {}
    lowered = [h.strip().casefold() for h in header]
    for fld, names in _GUESSES.items():
        for i, h in enumerate(lowered):
            if h in names and i not in result.values():
                result[fld] = i
                break
    if CsvField.NAME in result and CsvField.SURNAME in result:
        del result[CsvField.NAME]
    return result


def _cell(row: Sequence[str], mapping: Mapping[CsvField, int], fld: CsvField) -> str:
    i = mapping.get(fld)
    return row[i].strip() if i is not None and i < len(row) else ""


def convert_row(row_no: int, row: Sequence[str], mapping: Mapping[CsvField, int]) -> CsvPlayer:
    """The player in ``row`` under ``mapping``; problems name the field and the bad value."""
    problems: list[str] = []
    name = _cell(row, mapping, CsvField.NAME)
    surname = _cell(row, mapping, CsvField.SURNAME)
    given = _cell(row, mapping, CsvField.GIVEN_NAME)
    if surname:
        name = f"{surname}, {given}" if given else surname
    elif given and not name:
        name = given
    if not name:
        problems.append("no name")
    fide_id = _cell(row, mapping, CsvField.FIDE_ID)
    if fide_id and not fide_id.isdigit():
        problems.append(f"FIDE ID {fide_id!r} is not a number")
    rating = _cell(row, mapping, CsvField.RATING)
    if rating and not rating.isdigit():
        problems.append(f"rating {rating!r} is not a number")
    elif rating and int(rating) > 9999:
        problems.append(f"rating {rating} is too high")
    raw_title = _cell(row, mapping, CsvField.TITLE)
    title = normalise_title(raw_title)
    if raw_title and not title:
        problems.append(f"title {raw_title!r} is not a FIDE playing title")
    federation = _cell(row, mapping, CsvField.FEDERATION).upper()
    if federation and (len(federation) != 3 or not federation.isalpha()):
        problems.append(f"federation {federation!r} is not a three-letter code")
    sex_text = _cell(row, mapping, CsvField.SEX).casefold()
    sex = {"m": "m", "male": "m", "w": "w", "f": "w", "female": "w"}.get(sex_text, "")
    if sex_text and not sex:
        problems.append(f"sex {sex_text!r} is not m or w")
    values = {
        "name": name,
        "fide_id": fide_id,
        "rating": str(int(rating)) if rating.isdigit() else "",
        "title": title,
        "federation": federation,
        "sex": sex,
        "birth_date": _cell(row, mapping, CsvField.BIRTH),
    }
    return CsvPlayer(row_no, values, tuple(problems))


def convert(table: CsvTable, mapping: Mapping[CsvField, int]) -> list[CsvPlayer]:
    """Every row of ``table`` converted (see :func:`convert_row`)."""
    return [convert_row(n, row, mapping) for n, row in enumerate(table.rows, start=1)]


__all__ = [
    "CsvField",
    "CsvPlayer",
    "CsvTable",
    "convert",
    "convert_row",
    "guess_mapping",
    "parse_csv",
    "read_csv",
]

from __future__ import annotations

from pathlib import Path

from engine.ratinglist import CsvField, convert, guess_mapping, parse_csv, read_csv

DATA = Path(__file__).resolve().parents[1] / "data" / "ratinglist"


def test_registrations_csv_is_read_and_mapped_by_its_header():
    table = read_csv(DATA / "registrations.csv")
    assert table.delimiter == ";"
    assert len(table.rows) == 4
    mapping = guess_mapping(table.header)
    assert mapping == {
        CsvField.SURNAME: 0,
        CsvField.GIVEN_NAME: 1,
        CsvField.FIDE_ID: 2,
        CsvField.RATING: 3,
        CsvField.TITLE: 4,
        CsvField.FEDERATION: 5,
        CsvField.SEX: 6,
        CsvField.BIRTH: 7,
    }
    rows = convert(table, mapping)
    assert rows[0].ok
    assert dict(rows[0].values) == {
        "name": "Zedkova, Alena",
        "fide_id": "990000011",
        "rating": "2391",
        "title": "WGM",
        "federation": "CZE",
        "sex": "w",
        "birth_date": "1996/03/04",
    }
    assert rows[2].ok and rows[2].values["rating"] == ""
    assert rows[3].problems == (
        "FIDE ID '12ab' is not a number",
        "rating 'high' is not a number",
        "title 'XX' is not a FIDE playing title",
        "federation 'NETHERLANDS' is not a three-letter code",
        "sex 'q' is not m or w",
    )


def test_comma_file_with_bom_and_a_single_name_column(tmp_path):
    path = tmp_path / "reg.csv"
    path.write_bytes('\ufeffName,Elo\n"Adams, Ann",2100\n,\nBo,\n'.encode())
    table = read_csv(path)
    assert table.header == ("Name", "Elo")
    rows = convert(table, guess_mapping(table.header))
    assert [r.values["name"] for r in rows] == ["Adams, Ann", "Bo"]


def test_a_remapped_column_and_a_row_without_name():
    table = parse_csv("a;b\n2200;\n")
    rows = convert(table, {CsvField.RATING: 0, CsvField.NAME: 1})
    assert rows[0].problems == ("no name",)
    assert rows[0].values["rating"] == "2200"


def test_cp1252_file(tmp_path):
    path = tmp_path / "reg.csv"
    path.write_bytes("Name\nGarçon, André\n".encode("cp1252"))
    assert read_csv(path).rows == (("Garçon, André",),)

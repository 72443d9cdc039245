"""The rating-list readers on the invented samples of fide-rating-list.md section 11."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from engine.ratinglist import (
    ListPlayer,
    RatingListError,
    RatingListIndex,
    RatingType,
    detect_layout,
    iter_txt,
    open_list,
)

DATA = Path(__file__).resolve().parents[1] / "data" / "ratinglist"

# section 11's table: id -> (surname, given, fed, sex, title, std, K, born, flag)
EXPECTED = {
    "990000011": ("Zedkova", "Alena", "CZE", "w", "WGM", 2391, 20, 1996, "w"),
    "990000022": ("Marlow", "Peter James", "ENG", "m", "IM", 2448, 10, 1988, ""),
    "990000033": ("Oyelaran", "Tunde", "NGR", "m", "FM", 2287, 20, 2001, ""),
    "990000044": ("Quispe Huaman", "Rosa", "PER", "w", "WFM", 2051, 40, 2008, "w"),
    "990000055": ("Van der Test", "Joost", "NED", "m", "CM", 2203, 20, 1975, "i"),
    "990000066": ("Ilyin", "Fyodor", "FID", "m", "", 1987, 40, 2011, ""),
    "990000077": ("Sample-Doe", "Mary-Ann", "USA", "w", "", 1742, 20, 1969, "wi"),
    "990000088": ("Kowalik", "Jan", "POL", "m", "", 1523, 40, 2014, ""),
    "990000099": ("Tanaka-Fictus", "", "JPN", "m", "", None, None, None, ""),
    "990000101": ("O'Testy", "Sean", "IRL", "m", "", None, None, 1999, ""),
}


def _read(name: str) -> list[ListPlayer]:
    with open_list(DATA / name) as (_info, players):
        return list(players)


def _check_standard(players: list[ListPlayer]) -> None:
    assert [p.fide_id for p in players] == list(EXPECTED)
    for p in players:
        surname, given, fed, sex, title, std, k, born, flag = EXPECTED[p.fide_id]
        assert (p.surname, p.given_name, p.federation, p.trf_sex) == (surname, given, fed, sex)
        assert p.playing_title == title
        assert (p.standard.rating, p.standard.k) == (std, k)
        assert (p.birth_year, p.flag) == (born, flag)


@pytest.mark.parametrize(
    "name",
    [
        "players_list_foa.txt",
        "standard_rating_list.txt",
        "standard_trimmed.txt",
        "players_list_xml_foa.xml",
    ],
)
def test_every_form_gives_the_expected_table(name):
    _check_standard(_read(name))


def test_combined_list_keeps_all_three_ratings_and_other_titles():
    players = {p.fide_id: p for p in _read("players_list_foa.txt")}
    zed = players["990000011"]
    assert (zed.rapid.rating, zed.blitz.rating, zed.blitz.games) == (2350, 2402, 12)
    assert players["990000055"].other_titles == ("FA", "NI")
    assert players["990000066"].foa_title == "AIM"
    assert players["990000077"].rapid.rating is None  # blank rapid block
    assert players["990000077"].inactive
    assert players["990000088"].rapid.rating is None  # 0 = unrated


def test_xml_and_txt_agree():
    assert _read("players_list_xml_foa.xml") == _read("players_list_foa.txt")


def test_single_type_list_reports_its_month():
    with open_list(DATA / "standard_rating_list.txt") as (info, _players):
        assert (info.kind, info.month, info.single_type) == ("single", "JAN27", RatingType.STANDARD)


def test_rapid_single_list_fills_the_rapid_rating(tmp_path):
    target = tmp_path / "rapid_rating_list.txt"
    target.write_bytes((DATA / "standard_rating_list.txt").read_bytes())
    with open_list(target) as (info, players):
        first = next(players)
    assert info.single_type is RatingType.RAPID
    assert (first.rapid.rating, first.standard.rating) == (2391, None)


def test_legacy_combined_layout():
    players = _read("legacy_players_list.txt")
    assert [(p.fide_id, p.standard.rating, p.rapid.rating, p.birth_year) for p in players] == [
        ("990000011", 2391, 2350, 1996),
        ("990000022", 2448, 2410, 1988),
        ("990000101", None, None, 1999),
    ]


def test_2011_single_list_with_glued_header_tokens():
    header = "ID number Name                              TitlFed  Mar11 GamesBorn  Flag"
    line = "  990001".ljust(10) + "Oldtimer, Otto".ljust(34) + "g   AUT  2501  9    1950  "
    layout = detect_layout(header)
    assert layout.kind == "single-2011" and layout.month == "Mar11"
    (p,) = iter_txt([header, line])
    assert (p.fide_id, p.name, p.federation, p.playing_title, p.standard.rating) == (
        "990001",
        "Oldtimer, Otto",
        "AUT",
        "GM",
        2501,
    )


def test_zip_as_downloaded_any_member_name(tmp_path):
    archive = tmp_path / "standard_jan27frl.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
        z.write(DATA / "players_list_foa.txt", "whatever_name.txt")
    with open_list(archive) as (info, players):
        assert info.kind == "combined"
        _check_standard(list(players))


def test_zip_with_two_members_is_refused(tmp_path):
    archive = tmp_path / "two.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("a.txt", "x")
        z.writestr("b.txt", "y")
    with pytest.raises(RatingListError, match="holds one file"), open_list(archive):
        pass


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("Name,Rating\nAnn,2000\n", "unknown column|does not start"),
        ("", "empty"),
        ("<html><body/></html>", "root is <html>"),
        ("<playerslist><player><fideid>1</fideid>", "damaged"),
    ],
)
def test_files_that_are_not_lists_are_refused(tmp_path, text, message):
    path = tmp_path / "list.txt"
    path.write_text(text)
    with pytest.raises(RatingListError, match=message), open_list(path) as (_info, players):
        list(players)


def test_a_line_longer_than_the_layout_and_a_cp1252_name(tmp_path):
    header = (DATA / "players_list_foa.txt").read_bytes().split(b"\r\n")[0]
    line = (
        (
            "990000999".ljust(15)
            + "Gar\xe7on, Andr\xe9".ljust(61)
            + "FRA M   "
            + " " * 10
            + "FA,NI,IO,FST,XYZ".ljust(15)
            + "    "
            + "2001  0   20"
        )
        .encode("cp1252")
        .ljust(163)
    )
    path = tmp_path / "players_list_foa.txt"
    path.write_bytes(header + b"\r\n" + line + b"\r\n")
    (p,) = _read_path(path)
    assert p.name == "Garçon, André"
    assert p.standard.rating is not None  # the overflowing OTit did not shift the rating away


def _read_path(path: Path) -> list[ListPlayer]:
    with open_list(path) as (_info, players):
        return list(players)


def test_streaming_does_not_read_ahead(tmp_path):
    lines = (DATA / "players_list_foa.txt").read_text().splitlines()
    path = tmp_path / "players_list_foa.txt"
    path.write_text("\n".join([lines[0]] + lines[1:] * 2000) + "\n")
    with open_list(path) as (_info, players):
        first = next(players)
    assert first.fide_id == "990000011"


# ---- the index and search -----------------------------------------------------------------


@pytest.fixture
def index():
    idx = RatingListIndex.build(DATA / "players_list_foa.txt")
    yield idx
    idx.close()


def test_index_holds_every_player_and_the_source(index, tmp_path):
    assert len(index) == 10
    assert index.info("kind") == "combined"
    assert index.get("990000044").playing_title == "WFM"
    assert "FID" in index.federations()


@pytest.mark.parametrize(
    ("query", "ids"),
    [
        ("zed", ["990000011"]),
        ("alena zedk", ["990000011"]),
        ("ZEDKOVA", ["990000011"]),
        ("990000022", ["990000022"]),
        ("9900000", []),  # a number matches the ID exactly
        ("der test", ["990000055"]),
        ("o'test", ["990000101"]),
        ("mary doe", ["990000077"]),
        ("", []),
    ],
)
def test_search(index, query, ids):
    assert [p.fide_id for p in index.search(query)] == ids


def test_search_folds_accents_and_ranks_the_host_federation_first():
    idx = RatingListIndex(":memory:")
    idx.add(
        [
            ListPlayer("3", "Novak, Jan", "CZE"),
            ListPlayer("1", "Nováková, Jana", "SVK"),
            ListPlayer("2", "Kovac, Novak", "SVK"),
        ]
    )
    assert [p.fide_id for p in idx.search("novak")] == ["3", "1", "2"]
    assert [p.fide_id for p in idx.search("novak", federation="svk")] == ["1", "3", "2"]
    assert [p.fide_id for p in idx.search("NOVÁK 1")] == ["1"]
    idx.close()


def test_index_on_disk_can_be_reopened(tmp_path):
    db = tmp_path / "list.sqlite"
    RatingListIndex.build(DATA / "standard_rating_list.txt", db).close()
    again = RatingListIndex(db)
    assert again.info("month") == "JAN27"
    assert len(again) == 10
    again.close()


def test_build_reports_progress(tmp_path):
    seen: list[int] = []
    RatingListIndex.build(DATA / "players_list_foa.txt", progress=seen.append).close()
    assert seen[-1] == 10

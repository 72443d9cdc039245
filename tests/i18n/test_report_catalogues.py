"""The report and site catalogues (engine/i18n/reports_*.ts): every text of every report in
German, French and Spanish; names, codes and rule articles never translated."""

from __future__ import annotations

import dataclasses
import re

import pytest

from engine.i18n import (
    LANGUAGES,
    REPORTS,
    Catalogue,
    CatalogueError,
    catalogue_path,
    load_catalogue,
    read_ts,
    translate_report,
)
from engine.model import Colour, Player, PlayerId, ResultCode, RoundEntry, Tournament
from engine.publish import build_site, site_input_from_trf
from engine.reports import pairings_alphabetical, player_card_report, standings_report
from tests.i18n.samples import report_texts
from tests.publish.pagecheck import parse

SHIPPED = [code for code in LANGUAGES if code != "en"]
ARTICLE = re.compile(r"\b[A-C]\.\d\d(?:\.\d+)*|§\s?[\d.]+\d|\b1\.4\.\d\w?")
PLACEHOLDER = re.compile(r"\{(\w+)\}")


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return sorted(report_texts())


def test_the_shipped_languages():
    assert SHIPPED == ["de", "fr", "es"]
    assert load_catalogue("en").tr("Standings") == "Standings"
    with pytest.raises(CatalogueError, match="no translation for 'xx'"):
        load_catalogue("xx")


@pytest.mark.parametrize("lang", SHIPPED)
def test_every_report_text_is_in_the_catalogue(lang, texts):
    cat = load_catalogue(lang)
    missing = [t for t in texts if not cat.covers(t, REPORTS)]
    assert missing == []
    assert len(texts) > 250  # every kind of report was built


@pytest.mark.parametrize("lang", SHIPPED)
def test_every_message_is_finished_and_keeps_placeholders_and_articles(lang):
    path = catalogue_path(lang)
    raw = path.read_text(encoding="utf-8")
    assert 'type="unfinished"' not in raw
    messages = read_ts(path)
    english = {ctx for ctx, _ in messages}
    assert english == {"Reports", "Site"}
    for (ctx, source), translation in messages.items():
        assert sorted(PLACEHOLDER.findall(source)) == sorted(PLACEHOLDER.findall(translation)), (
            ctx,
            source,
        )
        for article in ARTICLE.findall(source):
            assert article in translation, (source, article)


@pytest.mark.parametrize("lang", SHIPPED)
def test_the_three_catalogues_have_the_same_sources(lang):
    de = set(read_ts(catalogue_path("de")))
    assert set(read_ts(catalogue_path(lang))) == de


def _tricky() -> Tournament:
    """Players named like words of the reports: a name is never translated."""
    names = ["White", "Standings", "free", "withdrawn"]
    players = []
    for i, name in enumerate(names, start=1):
        opp = i + 1 if i % 2 else i - 1
        colour = Colour.WHITE if i % 2 else Colour.BLACK
        result = ResultCode.WIN if i % 2 else ResultCode.LOSS
        players.append(
            Player(PlayerId(i), name, rounds=(RoundEntry(PlayerId(opp), colour, result),))
        )
    return Tournament(name="Open", players=tuple(players), rounds_total=5)


@pytest.mark.parametrize("lang", SHIPPED)
def test_player_names_are_never_translated(lang):
    cat = load_catalogue(lang)
    t = _tricky()
    boards = [(PlayerId(1), PlayerId(2)), (PlayerId(3), PlayerId(4))]
    shown = translate_report(pairings_alphabetical(t, 1, boards), cat)
    name_col = [c.header for c in shown.tables[0].columns].index(cat.tr("Name"))
    assert sorted(row[name_col] for row in shown.tables[0].rows) == sorted(
        ["White", "Standings", "free", "withdrawn"]
    )
    colour_col = [c.header for c in shown.tables[0].columns].index(cat.tr("Colour"))
    assert {row[colour_col] for row in shown.tables[0].rows} == {cat.tr("White"), cat.tr("Black")}
    assert cat.tr("White") != "White"
    card = translate_report(player_card_report(t, PlayerId(1), 1), cat)
    assert card.title.endswith(": White")
    standings = translate_report(standings_report(t, 1), cat)
    assert "Standings" in {row[3] for row in standings.tables[0].rows}


def test_a_catalogue_without_a_text_leaves_it_in_english():
    cat = Catalogue.from_messages("de", {("Reports", "Standings"): "Rangliste"})
    assert cat.tr("Crosstable") == "Crosstable"
    assert not cat.covers("Crosstable") and cat.covers("Standings")


def test_the_german_site(tmp_path):
    from engine.trf import load_trf
    from tests.i18n.samples import SAMPLE

    inp = dataclasses.replace(site_input_from_trf(load_trf(SAMPLE)), language="de")
    site = build_site(inp)
    index = site.get("index.html") or b""
    assert b'<html lang="de">' in index
    text = parse(index).plain
    assert "Runden" in text and "Nach Brett" in text and "Kreuztabelle" in text
    standings = parse(site.get("standings-3.html") or b"").plain
    assert "Rangliste nach Runde 3" in standings and "Buchholz" in standings
    assert "Kowalczyk, Łukasz" in standings

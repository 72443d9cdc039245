"""Rating-change report, rating columns, norm screen, IT1 and IT3: rows and PDF (issue 22)."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import replace

import pytest

from arbiter_gui.printing.document import export_pdf
from arbiter_gui.printing.html import report_html
from engine.model import PlayerId
from engine.norms import NormFields, NormTitle, norm_context, norm_verdicts, player_verdict
from engine.norms.fields import ArbiterEntry, Precondition
from engine.ratings import RatingSettings
from engine.reports import (
    ReportError,
    it1_report,
    it3_report,
    norm_screen_report,
    player_card_report,
    rating_change_report,
    standings_report,
    verdict_cell,
)
from engine.reports.norms import RECONSTRUCTED_IT1, chief_arbiter_id
from tests.norms.test_worked_examples import EXAMPLE_A, EXAMPLE_B, EXAMPLE_C
from tests.ratings.builders import Opp, solo_event
from tests.ratings.test_vectors import K20, vector_a

from .helpers import pdf_pages


def fields(table):
    """A form table's (field, entry) pairs, one or two pairs a row."""
    out = {}
    for row in table.rows:
        for i in range(0, len(row), 2):
            if row[i]:
                out[row[i]] = row[i + 1]
    return out


def _rows(table):
    return {row[0]: row for row in table.rows}


def test_rating_change_report_vector_a():
    rep = rating_change_report(vector_a(), settings=K20, players=[PlayerId(1)])
    summary = rep.tables[0].rows[0]
    assert summary == (
        "1",
        "Subject, Sam",
        "2105",
        "20",
        "5",
        "3½",
        "2.99",
        "+0.51",
        "+10.2",
        "+10",
        "2115",
        "2129",
    )
    games = _rows(rep.tables[1])
    assert games["1"][3:11] == ("1680", "1", "425", "400", ".92", "+0.08", "+1.6", "+1.6")
    assert games["2"][5:10] == ("-105", "", ".36", "+0.64", "+12.8")
    assert "opponent unrated" in games["3"][11]
    assert "forfeit" in games["5"][11]
    assert games["7"][10] == "+10.2"
    assert rep.subtitle.endswith("change +10")
    assert any("0.5 away from zero" in n for n in rep.notes)


def test_rating_report_every_player_and_the_date_note():
    t = replace(vector_a(), start_date="2024/05/01")
    rep = rating_change_report(t)
    assert len(rep.tables) == 1 + len(t.players)
    assert any("before 1 October 2025" in n for n in rep.notes)
    # an unrated opponent's first rating is listed with why it is not published yet
    unrated = next(r for r in rep.tables[0].rows if r[0] == "4")
    assert unrated[10] == "(2505)" or unrated[10].startswith("(")
    assert any(n.startswith("No. 4 Opponent 03:") for n in rep.notes)


def test_rating_report_unknown_player():
    with pytest.raises(ReportError, match="no player 42"):
        rating_change_report(vector_a(), players=[PlayerId(42)])


def test_standings_with_performance_and_change():
    t = vector_a()
    plain = standings_report(t, 7)
    rep = standings_report(t, 7, ratings=K20)
    assert rep.tables[0].headers[-2:] == ("Perf", "±Rtg")
    assert plain.tables[0].headers == rep.tables[0].headers[:-2]
    row = next(r for r in rep.tables[0].rows if r[1] == "1")
    assert row[-2:] == ("2129", "+10")
    assert any("±Rtg" in n for n in rep.notes)


def test_player_card_running_change():
    rep = player_card_report(vector_a(), PlayerId(1), 7, ratings=K20)
    assert rep.tables[0].headers[-2:] == ("ΔR×K", "Rtg ±")
    rows = _rows(rep.tables[0])
    assert rows["1"][-2:] == ("+1.6", "+1.6")
    assert rows["2"][-2:] == ("+12.8", "+14.4")
    assert rows["5"][-2:] == ("", "+10.4")  # forfeit: no change
    assert rows["7"][-2:] == ("+1.6", "+10.2")
    assert any("rounded +10" in n for n in rep.notes)


def test_norm_screen_cells_and_detail():
    t = solo_event(2380, EXAMPLE_A, federation="ESP", title="FM")
    ctx = norm_context(t)
    verdicts = norm_verdicts(t)
    rep = norm_screen_report(t, verdicts, ctx)
    first = rep.tables[0].rows[0]
    assert first[:2] == ("1", "Subject, Sam")
    assert first[6:] == ("R5: 1 GM opponent short", "NORM", "–", "–")
    detail = rep.tables[1].rows
    assert (
        detail[0][2] == "IM"
        and detail[0][-1] == "IM norm"
        and detail[0][5:8] == ("2391", "2516", "5½")
    )
    assert len(rep.tables[2].rows) == 9  # the 1.4.3d counts of each round
    assert any("Not confirmed by the arbiter" in n for n in rep.notes)


def test_norm_screen_forecast_cell():
    pending = [*EXAMPLE_A[:8], Opp("?", 2195, "", "SUI")]
    t = solo_event(2380, pending, federation="ESP", title="FM")
    v = player_verdict(t, PlayerId(1), NormTitle.IM)
    assert verdict_cell(v) == "draw R9"


def test_it1_example_c_fields():
    t = solo_event(2300, EXAMPLE_C, federation="FRA", title="FM", host="FRA")
    t = replace(t, time_control="90 min/40 moves + 30 min, 30 s/move")
    typed = NormFields(
        chief_arbiter_fide_id="123456",
        federation_official="Rating Officer",
        remarks=((PlayerId(1), "IM", "PGN sent"),),
    )
    ctx = norm_context(t, fields=typed)
    v = player_verdict(t, PlayerId(1), NormTitle.IM, ctx)
    rep = it1_report(t, v, ctx)
    head = fields(rep.tables[0])
    assert head["Title result"] == "IM norm"
    assert head["Family name"] == "Subject" and head["First name"] == "Sam"
    assert head["Federation"] == "FRA France"
    assert head["Rate of play"].startswith("90 min")
    assert head["Chief arbiter"] == "IA Test Arbiter (FIDE ID 123456)"
    counts = fields(rep.tables[1])
    assert counts["Number of games"] == "9"
    assert counts["Opponents not from the applicant's federation"] == "7"
    assert counts["Opponents from the host federation"] == "2"
    assert counts["Titled opponents"] == "7" and counts["IM opponents"] == "3"
    games = _rows(rep.tables[2])
    assert games["1"][4:6] == ("1935", "2050") and "floor" in games["1"][8]
    assert games["6"][4:6] == ("2015", "2015")  # not raised: only the lowest is
    result = fields(rep.tables[3])
    assert result["Rating average of the opponents (Ra)"] == "2332 (2331.78)"
    assert result["Score required"] == "6" and result["Exceeding by"] == "0"
    assert result["Performance (Rp = Ra + dp)"].startswith("2457")
    assert ("PGN sent",) in rep.tables[4].rows
    assert rep.footer == RECONSTRUCTED_IT1
    assert "Unrated = 1400, but see 1.4.6b." in rep.notes


def test_it1_refused_without_a_norm():
    t = solo_event(2500, EXAMPLE_B, federation="ESP", title="IM")
    ctx = norm_context(t)
    v = player_verdict(t, PlayerId(1), NormTitle.GM, ctx)
    with pytest.raises(ReportError, match="has no GM norm: no GM norm: R2"):
        it1_report(t, v, ctx)


def test_it1_marks_unplayed_and_left_out_rounds():
    games = [*EXAMPLE_A[:8], Opp("PAB")]
    t = solo_event(2380, games, federation="ESP", title="FM")
    ctx = norm_context(t)
    v = player_verdict(t, PlayerId(1), NormTitle.IM, ctx)
    assert v.result is not None and v.result.mix.nine_round_rule  # 5/8 at Ra 2416: Rp 2511
    rep = it1_report(t, v, ctx)
    row = _rows(rep.tables[2])["9"]
    assert row[7] == "+" and "1.4.1c" in row[1]


def test_it3_lists_all_arbiters_and_norms():
    t = solo_event(2380, EXAMPLE_A, federation="ESP", title="FM")
    t = replace(t, deputy_arbiters=("FA Deputy, Dan",))
    typed = NormFields(
        arbiters=(ArbiterEntry("Helper, Hana", "777", "Arbiter", "NA"),),
        organiser="Club",
        preconditions=tuple(Precondition),
    )
    ctx = norm_context(t, fields=typed)
    rep = it3_report(t, norm_verdicts(t, fields=typed), ctx)
    arbiters = rep.tables[2].rows
    assert [a[0] for a in arbiters] == ["Chief Arbiter", "Deputy Chief Arbiter", "Arbiter"]
    assert arbiters[2] == ("Arbiter", "NA Helper, Hana", "777")
    assert rep.tables[3].rows == (
        ("1", "Subject, Sam", "999", "ESP", "IM", "9", "6", "2391", "2516"),
    )
    stats = fields(rep.tables[1])
    assert stats["Players"] == "10" and stats["Players holding GM, IM, WGM or WIM"] == "5"
    assert "reconstructed" in rep.footer


def test_chief_arbiter_id_from_trf_102():
    from engine.model import Tournament

    assert (
        chief_arbiter_id(Tournament(chief_arbiter="IA Mikel (22232540)"), NormFields())
        == "22232540"
    )
    assert chief_arbiter_id(Tournament(chief_arbiter="IA Mikel"), NormFields()) == ""


def test_footer_in_html_and_on_every_pdf_page(qapp, tmp_path):
    t = solo_event(2380, EXAMPLE_A, federation="ESP", title="FM")
    ctx = norm_context(t)
    rep = it1_report(t, player_verdict(t, PlayerId(1), NormTitle.IM, ctx), ctx)
    assert 'class="footer"' in report_html(rep)
    path = tmp_path / "it1.pdf"
    pages = export_pdf(rep, path)
    text = pdf_pages(path)
    assert len(text) == pages
    for page in text:
        assert "IT1 reconstructed" in page
    whole = re.sub(r"\s+", " ", unicodedata.normalize("NFKC", "\n".join(text)))
    assert "IT1 Certificate of Title Result" in whole and "2391 (2391.33)" in whole
    assert "Unrated = 1400, but see 1.4.6b." in whole


def test_norm_screen_and_rating_report_pdf(qapp, tmp_path):
    t = solo_event(2380, EXAMPLE_A, federation="ESP", title="FM")
    ctx = norm_context(t)
    screen = norm_screen_report(t, norm_verdicts(t), ctx)
    export_pdf(screen, tmp_path / "screen.pdf")
    text = "\n".join(pdf_pages(tmp_path / "screen.pdf"))
    assert "Norm screen" in text and "NORM" in text
    export_pdf(rating_change_report(vector_a(), settings=K20), tmp_path / "rating.pdf")
    text = "\n".join(pdf_pages(tmp_path / "rating.pdf"))
    assert "+10.2" in text and "Rating changes" in text
    assert RatingSettings() == RatingSettings()

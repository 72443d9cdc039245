"""The published site (engine.publish): pages, escaping, publication, folder, command line."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from engine.cli import exitcodes
from engine.cli.main import main
from engine.journal import ImportTrf, PublishRound, SetPairing, State, apply_command
from engine.model import Colour, Player, PlayerId, ResultCode, RoundEntry, Tournament
from engine.pairing import pair_round
from engine.publish import (
    MANIFEST,
    VERSION_FILE,
    PublishError,
    build_site,
    site_input_from_state,
    site_input_from_trf,
    write_site,
)
from engine.trf import load_trf
from tests.publish.pagecheck import external_references, parse

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "resources" / "samples" / "sample_open.trf"


@pytest.fixture(scope="module")
def sample() -> Tournament:
    return load_trf(SAMPLE)


@pytest.fixture(scope="module")
def sample_site(sample):
    return build_site(site_input_from_trf(sample))


def raw(site, name: str) -> bytes:
    data = site.get(name)
    assert data is not None, f"{name} is not in the site"
    return data


def text_of(site, name: str) -> str:
    return parse(raw(site, name)).plain


def boards_of(state: State, r: int):
    rs = state.round(r)
    assert rs is not None
    return rs.boards


def test_the_sample_has_every_page(sample, sample_site):
    rounds = sample.rounds_in_file
    expected = {"index.html", "players.html", "crosstable.html", "404.html"}
    for r in range(1, rounds + 1):
        expected |= {f"round-{r}.html", f"round-{r}-names.html", f"standings-{r}.html"}
    expected |= {f"player-{int(p.id)}.html" for p in sample.players}
    assert expected <= set(sample_site.pages)
    assert VERSION_FILE not in sample_site.files  # a folder site has no live script


def test_pages_hold_no_external_reference_and_no_script(sample_site):
    for name in sample_site.pages:
        page = parse(raw(sample_site, name))
        assert external_references(page) == [], name
        assert page.scripts == [], name
        assert ("meta", {"name": "viewport", "content": "width=device-width, initial-scale=1"}) in (
            page.tags
        )


def test_every_internal_link_reaches_a_page_of_the_site(sample_site):
    for name in sample_site.pages:
        for href in parse(raw(sample_site, name)).links():
            target = href.split("#")[0]
            if target:
                assert target in sample_site.files, f"{name} links to missing {href}"


def test_tables_are_semantic(sample_site):
    page = parse(raw(sample_site, "round-2.html"))
    tags = [t for t, _ in page.tags]
    assert "caption" in tags and "thead" in tags
    headers = [a for t, a in page.tags if t == "th"]
    assert all(a.get("scope") in ("col", "row") for a in headers)
    assert any(a.get("scope") == "row" for a in headers)
    regions = [a for t, a in page.tags if t == "div" and a.get("role") == "region"]
    assert regions and all(a.get("aria-labelledby") and a.get("tabindex") == "0" for a in regions)


def test_round_page_shows_the_boards_in_order_with_results(sample, sample_site):
    text = text_of(sample_site, "round-1.html")
    from engine.journal.state import boards_from_entries

    boards, _ = boards_from_entries(sample, 1)
    first = sample.player(boards[0].white).name
    last = sample.player(boards[-1].black).name
    assert text.index(first) < text.index(last)
    assert "1-0" in text or "0-1" in text or "½-½" in text


def test_every_player_is_on_the_players_page_and_has_a_card(sample, sample_site):
    listing = text_of(sample_site, "players.html")
    for p in sample.players:
        assert p.name in listing
        card = text_of(sample_site, f"player-{int(p.id)}.html")
        assert p.name in card


def test_standings_carry_the_tiebreaks(sample, sample_site):
    text = text_of(sample_site, "standings-3.html")
    assert "BH/C1" in text and "Buchholz" in text  # the header and the legend (C.07)


def test_names_and_event_are_escaped():
    evil = '<script>alert("x")</script> & Co'
    t = Tournament(
        name="Open <b>2026</b>",
        players=(
            Player(
                PlayerId(1), evil, rounds=(RoundEntry(PlayerId(2), Colour.WHITE, ResultCode.WIN),)
            ),
            Player(
                PlayerId(2),
                'Smith, "Bob" <i>',
                rounds=(RoundEntry(PlayerId(1), Colour.BLACK, ResultCode.LOSS),),
            ),
        ),
    )
    site = build_site(site_input_from_trf(t))
    for name in site.pages:
        html = raw(site, name).decode("utf-8")
        assert "<script>" not in html and "<b>2026" not in html and "<i>" not in html, name
        assert external_references(parse(html)) == []
    assert evil in text_of(site, "players.html")  # shown as text, exactly
    assert 'Smith, "Bob" <i>' in text_of(site, "player-2.html")
    assert "Open <b>2026</b>" in text_of(site, "index.html")


def test_a_round_without_every_result_has_no_standings_yet(sample):
    # take the result of one game of round 3 away: round 3 is in play
    white = next(p for p in sample.players if p.entry(3).colour is Colour.WHITE)
    black = sample.player(white.entry(3).opponent)

    def pending(p: Player) -> Player:
        rounds = list(p.rounds)
        rounds[2] = dataclasses.replace(rounds[2], result=ResultCode.NOT_PAIRED)
        return dataclasses.replace(p, rounds=tuple(rounds))

    players = tuple(pending(p) if p.id in (white.id, black.id) else p for p in sample.players)
    site = build_site(site_input_from_trf(dataclasses.replace(sample, players=players)))
    assert "round-3.html" in site.files and "standings-3.html" not in site.files
    assert "standings-2.html" in site.files
    assert "1 result still to come." in text_of(site, "round-3.html")
    assert "After round 2" in text_of(site, "crosstable.html")


def _state_with_draft(sample: Tournament) -> State:
    state = apply_command(State(), ImportTrf(sample, "sample_open.trf"))
    assert state.rounds_published == 3
    pairing = pair_round(state.tournament, 4)
    return apply_command(state, SetPairing(4, pairing.boards, pairing.bye))


def test_only_published_rounds_are_on_the_site(sample):
    state = _state_with_draft(sample)
    assert state.rounds_paired == 4 and state.rounds_published == 3
    site = build_site(site_input_from_state(state))
    assert "round-4.html" not in site.files and "round-3.html" in site.files
    first = boards_of(state, 4)[0]
    card = text_of(site, f"player-{int(first.white)}.html")
    assert "After round 3" in card
    # the draft opponent of round 4 is on no page
    opp = state.tournament.player(first.black).name
    assert opp not in text_of(site, "index.html")
    published = apply_command(state, PublishRound(4))
    site4 = build_site(site_input_from_state(published))
    assert "round-4.html" in site4.files and "standings-4.html" not in site4.files
    order = [
        raw(site4, "round-4.html").decode().index(f"player-{int(b.white)}.html")
        for b in boards_of(published, 4)[:3]
    ]
    assert order == sorted(order)  # in the order published


def test_a_live_site_has_a_version_and_the_one_script(sample):
    inp = dataclasses.replace(site_input_from_trf(sample), live=True)
    site = build_site(inp)
    assert site.get(VERSION_FILE) == site.version.encode()
    page = parse(raw(site, "index.html"))
    assert len(page.scripts) == 1 and "version.txt" in page.scripts[0]
    body = next(a for t, a in page.tags if t == "body")
    assert body["data-version"] == site.version
    again = build_site(inp)
    assert again.version == site.version and dict(again.files) == dict(site.files)


def test_write_site_keeps_a_manifest_and_removes_pages_that_are_gone(tmp_path, sample):
    out = tmp_path / "site"
    full = build_site(site_input_from_trf(sample))
    write_site(full, out)
    assert (out / "standings-3.html").is_file()
    (out / "notes.txt").write_text("the arbiter's own file")
    fewer = build_site(site_input_from_state(_cut_state(sample, 2)))
    write_site(fewer, out)
    assert not (out / "round-3.html").exists() and (out / "round-2.html").is_file()
    assert (out / "notes.txt").read_text() == "the arbiter's own file"
    assert sorted((out / MANIFEST).read_text().split()) == sorted(fewer.files)
    assert not list(out.glob(".*.tmp"))


def _cut_state(sample: Tournament, published: int) -> State:
    from engine.publish import cut_to_rounds

    state = apply_command(State(), ImportTrf(cut_to_rounds(sample, published), "cut"))
    return state


def test_write_site_refuses_to_overwrite_a_file_it_did_not_write(tmp_path, sample_site):
    out = tmp_path / "stick"
    out.mkdir()
    (out / "index.html").write_text("someone else's page")
    with pytest.raises(PublishError, match=r"index\.html"):
        write_site(sample_site, out)
    assert (out / "index.html").read_text() == "someone else's page"
    assert sorted(p.name for p in out.iterdir()) == ["index.html"]


def test_a_manifest_never_deletes_outside_the_folder(tmp_path, sample_site):
    out = tmp_path / "site"
    out.mkdir()
    victim = tmp_path / "victim.txt"
    victim.write_text("keep")
    (out / MANIFEST).write_text("../victim.txt\n/etc/passwd\n")
    write_site(sample_site, out)
    assert victim.read_text() == "keep"


def test_cli_publish(tmp_path, capsys):
    out = tmp_path / "open"
    assert main(["--publish", str(SAMPLE), str(out)]) == exitcodes.OK
    assert (out / "index.html").is_file() and (out / "player-1.html").is_file()
    assert capsys.readouterr().out.strip() == str(out / "index.html")
    assert main(["--publish", str(SAMPLE), str(out)]) == exitcodes.OK  # again: same folder


def test_cli_publish_errors(tmp_path, capsys):
    taken = tmp_path / "taken"
    taken.mkdir()
    (taken / "index.html").write_text("x")
    assert main(["--publish", str(SAMPLE), str(taken)]) == exitcodes.FILE_ERROR
    assert "not written by Swiss Arbiter" in capsys.readouterr().err
    assert main(["--publish", str(tmp_path / "none.trf"), str(tmp_path / "o")]) == (
        exitcodes.FILE_ERROR
    )
    bad = tmp_path / "bad.trf"
    bad.write_text("001 abc\n")
    assert main(["--publish", str(bad), str(tmp_path / "o")]) == exitcodes.INVALID_INPUT
    with pytest.raises(SystemExit) as exc:
        main(["--publish", str(SAMPLE), str(tmp_path / "o"), "--lang", "xx"])
    assert exc.value.code == exitcodes.INVALID_INPUT


def test_round_robin_site_uses_the_table_and_the_square_crosstable():
    from tests.roundrobin.helpers import play_round, rr_state

    state = rr_state(6)
    state = play_round(state, 1, {1: "1-0", 2: "=", 3: "0-1"})  # 1-6, 2-5, 3-4
    state = play_round(state, 2, {})  # published, no result yet
    site = build_site(site_input_from_state(state))
    assert {"schedule.html", "crosstable.html", "round-1.html", "round-2.html"} <= set(site.files)
    assert "standings-1.html" in site.files and "standings-2.html" not in site.files
    cross = parse(raw(site, "crosstable.html"))
    headers = [d for d in cross.text if d in {"1", "2", "3", "4", "5", "6"}]
    assert headers[:6] == ["1", "2", "3", "4", "5", "6"]  # one column per pairing number
    assert "Berger" in text_of(site, "round-1.html")  # C.05 Annex 1 order, said so
    schedule = text_of(site, "schedule.html")
    assert "Round 5" in schedule  # every round is known from the start (C.05 7.5)

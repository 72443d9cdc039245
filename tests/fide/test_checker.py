"""§4 row "PTC": ``swiss-pair -c`` on a TRF-2026 file replays every round with the system of
its 192 record, ranks by its 212/202 list, and reports wrong pairings by round and wrong
standings places; exit 1 on any finding. Our own exports pass (checklist Q19-21)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from engine.checker.standings import check_standings
from engine.cli import exitcodes
from engine.cli.main import main as swiss_pair
from engine.journal.trf2026 import fide_trf
from engine.model import Colour, PlayerId, ResultCode, RoundEntry, Tournament
from engine.trf import dump_trf, parse_trf

from .helpers import new_journal, play_round


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> str:
    """Four rounds of nine players paired by the engine (a PAB every round), exported."""
    folder = tmp_path_factory.mktemp("ptc")
    from engine.journal import GameResult

    with new_journal(folder, 9) as journal:
        for r, result in enumerate(
            (GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS, GameResult.DRAW), 1
        ):
            play_round(journal, r, result)
        return fide_trf(journal.state)


def _write(tmp_path: Path, text: str, name: str = "t.trf") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _check(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = swiss_pair([str(path), "-c"])
    return code, capsys.readouterr().out


def test_our_export_passes(exported: str, tmp_path: Path, capsys) -> None:
    code, out = _check(_write(tmp_path, exported), capsys)
    assert code == exitcodes.OK, out
    assert "4 rounds checked, standings after round 4, 0 discrepancies, 0 standings findings" in out


def _players(t: Tournament) -> dict[PlayerId, object]:
    return {p.id: p for p in t.players}


def _with_entries(t: Tournament, changes: dict[tuple[int, int], RoundEntry]) -> Tournament:
    players = []
    for p in t.players:
        rounds = list(p.rounds)
        for (pid, r), entry in changes.items():
            if pid == p.id:
                rounds[r - 1] = entry
        players.append(dataclasses.replace(p, rounds=tuple(rounds)))
    return dataclasses.replace(t, players=tuple(players))


def test_swapped_colours_are_reported_by_round(exported: str, tmp_path: Path, capsys) -> None:
    t = parse_trf(exported)
    white = next(p for p in t.players if p.entry(2).colour is Colour.WHITE)
    e = white.entry(2)
    assert e.opponent is not None
    black = t.player(e.opponent)
    f = black.entry(2)
    mutated = _with_entries(
        t,
        {
            (white.id, 2): dataclasses.replace(e, colour=Colour.BLACK),
            (black.id, 2): dataclasses.replace(f, colour=Colour.WHITE),
        },
    )
    code, out = _check(_write(tmp_path, dump_trf(mutated, engine_lines=False)), capsys)
    assert code == exitcodes.NO_VALID_PAIRING
    assert "t.trf: round 2: discrepancy" in out
    assert f"  file:   {black.id}-{white.id}" in out


def test_a_second_pab_is_reported(exported: str, tmp_path: Path, capsys) -> None:
    t = parse_trf(exported)
    first = next(p for p in t.players if p.entry(1).is_pab)
    later = next(p for p in t.players if p.entry(3).is_pab)
    taken = first.entry(3)  # the first PAB receiver's game in round 3 goes to the other
    assert taken.opponent is not None
    opponent = t.player(taken.opponent)
    mutated = _with_entries(
        t,
        {
            (first.id, 3): RoundEntry(None, None, ResultCode.PAB),
            (later.id, 3): taken,
            (opponent.id, 3): dataclasses.replace(opponent.entry(3), opponent=later.id),
        },
    )
    code, out = _check(_write(tmp_path, dump_trf(mutated, engine_lines=False)), capsys)
    assert code == exitcodes.NO_VALID_PAIRING
    assert "t.trf: round 3: discrepancy" in out
    assert f"bye {first.id}" in out  # the file's PAB; the engine gives it to another player


def test_a_swapped_pair_of_ranks_is_reported_by_place(
    exported: str, tmp_path: Path, capsys
) -> None:
    t = parse_trf(exported)
    by_rank = sorted(t.players, key=lambda p: (p.declared_rank or 0, p.id))
    a, b = by_rank[0], by_rank[-1]
    assert a.declared_rank != b.declared_rank
    players = tuple(
        dataclasses.replace(p, declared_rank=b.declared_rank)
        if p.id == a.id
        else dataclasses.replace(p, declared_rank=a.declared_rank)
        if p.id == b.id
        else p
        for p in t.players
    )
    mutated = dataclasses.replace(t, players=players)
    findings = check_standings(mutated).findings
    assert {f.player for f in findings} == {a.id, b.id}
    code, out = _check(_write(tmp_path, dump_trf(mutated, engine_lines=False)), capsys)
    assert code == exitcodes.NO_VALID_PAIRING
    assert "0 discrepancies" in out  # the pairings are right; the standings are not
    lines = [line.strip() for line in out.splitlines()]
    assert any(
        line.startswith(f"No. {a.id} ") and f"rank {b.declared_rank} in the file" in line
        for line in lines
    )
    assert any(
        line.startswith(f"No. {b.id} ") and f"rank {a.declared_rank} in the file" in line
        for line in lines
    )


def test_tied_players_may_share_or_split_their_places(exported: str) -> None:
    t = parse_trf(exported)
    from engine.standings import parse_tiebreaks, standings

    rows = standings(t, 4, parse_tiebreaks("BH/C1,BH,SB"))
    assert check_standings(t).findings == ()
    groups = [r for r in rows if r.shared]
    if groups:  # a group tied on everything: any order inside it is right
        row = groups[0]
        players = tuple(
            dataclasses.replace(p, declared_rank=row.rank_to) if p.id == row.player else p
            for p in t.players
        )
        assert check_standings(dataclasses.replace(t, players=players)).findings == ()

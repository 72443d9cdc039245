"""The bundled sample (resources/samples/sample_open.trf) is a valid, consistent tournament.

Its first three rounds are rounds 1-3 of corpus file dutch2017/d17_0094.trf (26 players, 7 rounds,
bbpPairings' Dutch 2017), so they are correct FIDE Dutch pairings by construction; only names and
other rating-independent fields were replaced, and ratings keep the pairing-number order.
These checks slice the columns themselves so that they do not depend on the TRF reader.
"""

from __future__ import annotations

import itertools
import os
from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_gui.loading import sample_path

ROOT = Path(__file__).resolve().parents[2]
CORPUS_FILE = (
    Path(os.environ.get("SHARED", ROOT.parent / "shared")) / "corpus" / "dutch2017" / "d17_0094.trf"
)
ROUNDS = 3
HALF = Fraction(1, 2)
POINTS: dict[str, Fraction | int] = {
    "1": 1,
    "=": HALF,
    "0": 0,
    "+": 1,
    "-": 0,
    "U": 1,
    "H": HALF,
    "Z": 0,
}


def _lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def _blocks(line: str, rounds: int) -> list[tuple[int, str, str]]:
    out = []
    for r in range(rounds):
        block = line[91 + 10 * r : 99 + 10 * r]  # columns 92-99 (+10 per round), 1-based
        out.append((int(block[0:4]), block[5], block[7]))
    return out


@pytest.fixture(scope="module")
def sample() -> list[str]:
    return _lines(sample_path())


def _players(lines: list[str]) -> list[str]:
    return [line for line in lines if line.startswith("001")]


def test_header_lines(sample):
    codes = {line[:3]: line[4:] for line in sample if not line.startswith("001")}
    for code in ("012", "022", "032", "042", "052", "102", "112", "122", "132", "XXR", "XXC"):
        assert codes.get(code, "").strip(), f"missing {code}"
    assert codes["XXR"] == "7"
    assert codes["XXC"] == "white1"  # player 1 had White in the corpus's round 1


def test_first_rounds_are_the_corpus_pairings_and_results(sample):
    if not CORPUS_FILE.exists():
        pytest.skip(f"corpus not available at {CORPUS_FILE}")
    ours = [_blocks(line, ROUNDS) for line in _players(sample)]
    corpus = [_blocks(line, ROUNDS) for line in _players(_lines(CORPUS_FILE))]
    assert len(ours) == len(corpus) == 26
    assert ours == corpus


def test_only_three_rounds_are_in_the_file(sample):
    assert {len(line.rstrip()) for line in _players(sample)} == {89 + 10 * ROUNDS}


def test_ratings_descend_with_pairing_numbers(sample):
    players = _players(sample)
    assert [int(line[4:8]) for line in players] == list(range(1, 27))
    ratings = [int(line[48:52]) for line in players]
    assert all(a > b for a, b in itertools.pairwise(ratings)), ratings


def test_points_column_matches_the_results(sample):
    for line in _players(sample):
        scored = sum((Fraction(POINTS[res]) for _, _, res in _blocks(line, ROUNDS)), Fraction(0))
        assert Fraction(line[80:84].strip()) == scored, line


def test_games_are_recorded_on_both_sides(sample):
    entries = {int(line[4:8]): _blocks(line, ROUNDS) for line in _players(sample)}
    other = {"1": "0", "0": "1", "=": "=", "+": "-", "-": "+"}
    for pid, blocks in entries.items():
        for r, (opp, colour, res) in enumerate(blocks):
            if opp == 0:
                continue
            o_opp, o_colour, o_res = entries[opp][r]
            assert o_opp == pid
            assert {colour, o_colour} == {"w", "b"}
            assert o_res == other[res]


def test_player_fields_are_plausible(sample):
    players = _players(sample)
    ids = [line[57:68].strip() for line in players]
    assert len(set(ids)) == len(ids) and all(i.isdigit() for i in ids)
    names = [line[14:47].rstrip() for line in players]
    assert len(set(names)) == len(names) and all(", " in n for n in names)
    assert any(any(ord(c) > 0x370 for c in n) for n in names)  # Greek / Cyrillic names
    assert all(line[9] in "mw" for line in players)

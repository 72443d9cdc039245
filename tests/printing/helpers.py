"""Tournaments and PDF helpers for the printing tests."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Sequence
from pathlib import Path

import pytest

from arbiter_gui.loading import sample_path
from arbiter_gui.models.rounds import round_view
from engine.model import Colour, Player, PlayerId, ResultCode, RoundEntry, Tournament
from engine.trf import load_trf

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "dutch2017"
BIG = CORPUS / "d17_0018.trf"  # 150 players, 6 rounds (MANIFEST.tsv)

_OTHER = {"1": "0", "0": "1", "=": "=", "+": "-", "-": "+", " ": " "}

PEOPLE = [
    ("GM", "Kowalczyk, Łukasz", 2512, "POL"),
    ("IM", "Dvořák, Tomáš", 2468, "CZE"),
    ("IM", "Παπαδόπουλος, Γεώργιος", 2431, "GRE"),
    ("FM", "Сергеев, Алексей", 2397, "KAZ"),
    ("WGM", "Müller, Anna", 2356, "GER"),
    ("", "Østergaard, Mikkel", 2230, "DEN"),
    ("", "Rossi, Giulia", 0, "ITA"),
    ("", "Čech, Adam", 1900, "CZE"),
]


def make_tournament(
    rounds: Sequence[Sequence[tuple[int, int, str] | tuple[int, str]]],
    n_players: int = 8,
    withdrawn: dict[int, int] | None = None,
) -> Tournament:
    """Players 1..n from PEOPLE; rounds as (white, black, white's result) boards and
    (player, code) byes; anyone not mentioned in a round is not paired.
    """
    entries: dict[int, list[RoundEntry]] = {i: [] for i in range(1, n_players + 1)}
    for r, boards in enumerate(rounds, start=1):
        for item in boards:
            if len(item) == 3:
                w, b, res = item  # type: ignore[misc]
                entries[w].append(RoundEntry(PlayerId(b), Colour.WHITE, ResultCode(res)))
                entries[b].append(RoundEntry(PlayerId(w), Colour.BLACK, ResultCode(_OTHER[res])))
            else:
                pid, code = item  # type: ignore[misc]
                entries[pid].append(RoundEntry(None, None, ResultCode(code)))
        for lst in entries.values():
            if len(lst) < r:
                lst.append(RoundEntry(None, None, ResultCode.NOT_PAIRED))
    players = tuple(
        Player(
            id=PlayerId(i),
            name=PEOPLE[i - 1][1],
            title=PEOPLE[i - 1][0],
            rating=PEOPLE[i - 1][2],
            federation=PEOPLE[i - 1][3],
            fide_id=str(1000 + i),
            rounds=tuple(entries[i]),
            withdrawn_from=(withdrawn or {}).get(i),
        )
        for i in range(1, n_players + 1)
    )
    return Tournament(
        name="Test Open",
        rounds_total=5,
        start_date="2026/04/11",
        round_dates=("2026/04/11", "2026/04/12"),
        players=players,
    )


def small_open() -> Tournament:
    """8 players, 2 rounds with Unicode names. Round 1: 1-5 1-0, 6-2 draw, 3-7 forfeit,
    4 has the PAB, 8 is absent. Round 2: 2-1 0-1, 4-3 still being played, 5-6 1-0,
    7 has a half-point bye, 8 the PAB.
    """
    return make_tournament(
        [
            [(1, 5, "1"), (6, 2, "="), (3, 7, "+"), (4, "U"), (8, "Z")],
            [(2, 1, "0"), (4, 3, " "), (5, 6, "1"), (7, "H"), (8, "U")],
        ]
    )


def sample() -> Tournament:
    return load_trf(sample_path())


def big() -> Tournament:
    if not BIG.exists():
        pytest.skip(f"corpus file {BIG} not present")
    return load_trf(BIG)


def boards_of(t: Tournament, round_no: int) -> list[tuple[PlayerId, PlayerId]]:
    """The boards in the order the round tab shows them (recommended order)."""
    return [(b.white.id, b.black.id) for b in round_view(t, round_no).boards]


def need(tool: str) -> str:
    path = shutil.which(tool)
    if path is None:
        pytest.skip(f"{tool} (poppler-utils) is not installed; `make qt-deps` installs it")
    return path


def pdf_pages(path: Path) -> list[str]:
    """The text of each page (pdftotext -layout), in page order."""
    out = subprocess.run(
        [need("pdftotext"), "-layout", "-enc", "UTF-8", str(path), "-"],
        check=True,
        capture_output=True,
        text=True,
        encoding="utf-8",
    ).stdout
    pages = out.split("\f")
    return pages[:-1] if pages and not pages[-1].strip() else pages


def pdf_info(path: Path) -> dict[str, str]:
    out = subprocess.run(
        [need("pdfinfo"), str(path)], check=True, capture_output=True, text=True
    ).stdout
    info = {}
    for line in out.splitlines():
        key, _, value = line.partition(":")
        info[key.strip()] = value.strip()
    return info

"""Shared helpers of the explanation tests: corpus rounds as the engine sees them."""

from __future__ import annotations

import csv
import os
from dataclasses import replace
from pathlib import Path

from engine.checker import tournament_before_round
from engine.explain.trace import ListTrace, TraceEvent
from engine.model import Tournament
from engine.pairing import PairingSystem, RoundPairing, pair_round
from engine.pairing.common.history import initial_colour
from engine.trf import load_trf

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
CORPUS = SHARED / "corpus" / "dutch2017"
GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "dutch2017"
SLOW = bool(os.environ.get("SLOW"))


def corpus_files(max_players: int) -> list[tuple[str, int]]:
    """(file, players) of the corpus files with at most ``max_players`` players."""
    manifest = CORPUS / "MANIFEST.tsv"
    if not manifest.exists():
        return []
    with manifest.open(encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh, delimiter="\t"))
    return [(r["file"], int(r["players"])) for r in rows if int(r["players"]) <= max_players]


def state_before(t: Tournament, round_no: int) -> Tournament:
    """``t`` as it stood before ``round_no`` was paired, as the checker rebuilds it."""
    s = tournament_before_round(t, round_no)
    last = t.rounds_paired()
    if s.rounds_total is None or s.rounds_total < round_no:
        s = replace(s, rounds_total=max(last, round_no))
    if s.initial_colour is None:
        s = replace(s, initial_colour=initial_colour(t))
    return s


def corpus_state(name: str, round_no: int) -> tuple[Tournament, Tournament]:
    """(whole file, state before ``round_no``) of a corpus file."""
    t = load_trf(CORPUS / name)
    return t, state_before(t, round_no)


def traced(t: Tournament, round_no: int) -> tuple[RoundPairing, list[TraceEvent]]:
    """Pair ``round_no`` with a :class:`ListTrace`; the pairing and the events."""
    tr = ListTrace()
    pairing = pair_round(t, round_no, PairingSystem.DUTCH_2017, trace=tr)
    return pairing, tr.events


def golden(stem: str) -> tuple[Tournament, int]:
    """A golden case's tournament and the round it pairs."""
    t = load_trf(GOLDEN / f"{stem}.trf")
    return t, t.next_round()

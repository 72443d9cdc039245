"""Every state of the real events in shared/real pairs, absent players left out (issues 4, 18).

Each file is cut before each of its rounds and the round is paired with the system the file
declares (Dutch 2017 when it declares none, as ``swiss-pair`` does). The files were paired by many
programs and by hand under older rules, so the pairings are not compared; what is tested is that
the engine reads the state, leaves out exactly the players the state says are absent, and makes
a pairing without a rematch or a second PAB (C.04.1.b, C.04.1.d).

A state is built twice, as the two ways into the engine build it:

- as a file (``swiss-pair -p``, the GUI import): the TRF text is cut after round r-1, keeping
  round r's blocks that are not a pairing, in their own spelling (``0000 - H``, ``0000 -  ``,
  ``     -  ``...). Those players, and only those, are absent; the text is sliced here by column,
  independently of the reader.
- as the checker replays the file (``swiss-pair -c``): whoever the file leaves out of round r
  was absent, also when his line simply ends earlier.

Every state is paired with the declared system in the default run; with SLOW=1 every state is
paired with every system, and without it two Irish files (both absence spellings) are.
"""

from __future__ import annotations

import argparse
import os
from dataclasses import replace
from pathlib import Path

import pytest

from engine.checker import tournament_before_round
from engine.cli.pairing import system_of
from engine.model import Tournament
from engine.pairing import PairingSystem, RoundPairing, pair_round
from engine.pairing.common.history import build_histories, initial_colour, is_absent
from engine.trf import parse_trf
from engine.trf.text import decode, split_lines

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
FILES = sorted((SHARED / "real" / "files").glob("*")) if (SHARED / "real").exists() else []
SLOW = bool(os.environ.get("SLOW"))
SAMPLE = ("icutour__bunratty_masters_2011.tab", "icutour__irish_junior_champs_2011.tab")
FIRST_BLOCK = 91  # 0-based index of round 1's opponent field (column 92)


def _block(line: str, r: int) -> str:
    start = FIRST_BLOCK + 10 * (r - 1)
    return line[start : start + 8].ljust(8)


def _is_pairing(block: str) -> bool:
    """A game, a forfeit or the PAB (``0000 - U``, TRF06 ``0000 - +``)."""
    return block[0:4].strip(" ") not in ("", "0000") or block[7].upper() in ("U", "+")


def cut_before(text: str, r: int) -> tuple[str, set[int]]:
    """The file as it stood before round ``r`` and the players it shows absent from ``r``.

    ``XXZ`` and ``240`` lines go: they announce the absences of the file's own next round.
    """
    lines, absent = [], set()
    for line in split_lines(text):
        if line.startswith(("XXZ", "240")):
            continue
        if line.startswith("001"):
            kept = line[: FIRST_BLOCK + 10 * (r - 1)]
            block = _block(line, r)
            if block.strip(" ") and not _is_pairing(block):
                kept = kept.ljust(FIRST_BLOCK + 10 * (r - 1)) + block
                absent.add(int(line[4:8]))
            line = kept.rstrip(" ")
        lines.append(line)
    return "\n".join(lines) + "\n", absent


def _ready(state: Tournament, full: Tournament) -> Tournament:
    """XXC and XXR as the checker takes them from the whole file when the file has none."""
    return replace(
        state,
        initial_colour=state.initial_colour or initial_colour(full),
        rounds_total=max(state.rounds_total or 0, full.rounds_paired()),
    )


def _check(
    state: Tournament, r: int, system: PairingSystem, pairing: RoundPairing, expected: set[int]
) -> None:
    """``expected`` are on the boards or have the PAB; no rematch; the PAB only once."""
    seen = [p for b in pairing.boards for p in (b.white, b.black)]
    if pairing.bye is not None:
        seen.append(pairing.bye)
    assert sorted(seen) == sorted(expected), f"round {r}"
    hist = build_histories(state, r, edition_2026=system is PairingSystem.DUTCH_2026)
    for b in pairing.boards:
        assert b.black not in hist[b.white].opponents, f"round {r}: {b} is a rematch"
    if pairing.bye is not None:
        assert hist[pairing.bye].pab_eligible, f"round {r}: PAB {pairing.bye}"


def _pair_every_state(path: Path, system: PairingSystem | None) -> None:
    text = decode(path.read_bytes()).text
    full = parse_trf(text, path)
    chosen = system or system_of(argparse.Namespace(system=None), full)
    for r in range(1, full.rounds_paired() + 1):
        took_part = {int(p.id) for p in full.players if p.entry(r).paired}
        cut, absent = cut_before(text, r)
        as_file = _ready(parse_trf(cut, path), full)
        assert as_file.next_round() == r
        assert {int(p.id) for p in as_file.players if is_absent(p, r)} == absent, f"round {r}"
        present = {int(p.id) for p in full.players} - absent
        _check(as_file, r, chosen, pair_round(as_file, r, chosen), present)
        if present != took_part:  # a line that ends early, a blank block: the checker's view
            replayed = _ready(tournament_before_round(full, r, as_recorded=True), full)
            _check(replayed, r, chosen, pair_round(replayed, r, chosen), took_part)


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_every_state_pairs_with_the_declared_system(path: Path) -> None:
    _pair_every_state(path, None)


# the Swiss systems: a round-robin is paired by its table from round 1, not from a Swiss history
SWISS = [s for s in PairingSystem if s is not PairingSystem.ROUND_ROBIN]


@pytest.mark.parametrize("system", SWISS, ids=[s.value for s in SWISS])
@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_every_state_pairs_with_every_system(path: Path, system: PairingSystem) -> None:
    if not SLOW and path.name not in SAMPLE:
        pytest.skip("every system on every real file: SLOW=1")
    _pair_every_state(path, system)


def test_the_checker_leaves_out_the_absent_players_of_every_real_round() -> None:
    # 27 round states of the ICU files came out with an absent player paired (issue 18)
    for path in [f for f in FILES if f.name.startswith("icu")]:
        full = parse_trf(path.read_bytes(), path)
        for r in range(1, full.rounds_paired() + 1):
            state = tournament_before_round(full, r, as_recorded=True)
            took_part = {p.id for p in full.players if p.entry(r).paired}
            assert {p.id for p in state.players if not is_absent(p, r)} == took_part


def test_all_real_files_present() -> None:
    assert len(FILES) == 32

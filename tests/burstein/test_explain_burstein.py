"""The explanation of a Burstein round speaks the Burstein texts' vocabulary (C.04.4.2).

The 2017-2025 text: opposition index (A.6/A.7), seeding rounds (A.5), the bye (B.0), the
criteria C.x, the order D.1, colours E.0-E.4, incoming and outgoing floaters; no Dutch terms
(MDPs, S1/S2 candidates, B.3-B.8, topscorers). A seeding round is a Dutch round and says so.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.checker.check import tournament_before_round
from engine.explain.render import TreeNode, render_text, to_tree
from engine.explain.trace import ListTrace
from engine.pairing import pair_round
from engine.pairing.api import PairingSystem
from engine.trf import load_trf

TOURNAMENTS = Path(__file__).resolve().parents[1] / "golden" / "burstein" / "tournaments"


def _explain(name: str, round_no: int, system: PairingSystem = PairingSystem.BURSTEIN) -> str:
    """The rendered text with its line folding undone (folded lines are indented)."""
    t = tournament_before_round(load_trf(TOURNAMENTS / name), round_no)
    trace = ListTrace()
    pair_round(t, round_no, system, trace=trace)
    return " ".join(render_text(trace.events).split())


DUTCH_TERMS = ("MDP", "S1 =", "(B.3)", "B.8", "topscorer", "Downfloaters", "(E.5)", "A.2: score")


def test_burstein_round_speaks_burstein() -> None:
    text = _explain("02_nine_pab_every_round.trf", 3)
    assert "C.04.4.2 (2017-2025 text)" in text
    assert "Seeding rounds (A.5): rounds 1-2 of 5" in text
    assert "Initial colour (E.0)" in text
    assert "opposition index (A.7: Buchholz, Sonneborn-Berger" in text
    # player 3's index, worked in 02_nine_pab_every_round.md: Buchholz 7 (1.0) + 1 (1.5) = 2.5
    assert " 3 0 BH 2.5, SB 0 WW +2 absolute B yes " in text
    assert "Pairing-allocated bye (B.0, C.2, C.4): 3" in text
    assert "In-bracket sequence numbers (D, in A.7 order): 1 = 9" in text
    assert "Incoming floaters (A.2): 2" in text
    assert "Outgoing floaters (B.1):" in text
    assert "colours by E.0-E.4" in text
    for term in DUTCH_TERMS:
        assert term not in text, term


def test_c7_with_c4_is_named() -> None:
    # tournament 17 round 4: C.7 valued with C.4 (reading N9) moves the pairing off D.1's first
    text = _explain("17_eight_bye_needs_complete_pairing.trf", 4)
    assert "Bracket 2: scoregroup 2 (C.7 with C.4)" in text
    assert "Why not the first pairing: C.7:" in text


def test_seeding_round_is_a_dutch_round_and_says_so() -> None:
    text = _explain("02_nine_pab_every_round.trf", 2)
    assert text.startswith("Round 2: FIDE (Dutch) System (a Burstein seeding round, C.04.4.2 A.5)")


@pytest.mark.parametrize("round_no", [3, 4, 5])
def test_older_text_cites_its_own_articles(round_no: int) -> None:
    text = _explain("02_nine_pab_every_round.trf", round_no, PairingSystem.BURSTEIN_LEGACY)
    assert "C.04.4.2 (older text)" in text
    assert "(3.2)" in text and "colours by 5.1-5.4" in text
    assert "Pairing-allocated bye (4.1, 4.2, 4.3)" in text
    for term in DUTCH_TERMS:
        assert term not in text, term


def _tree_text(nodes: list[TreeNode]) -> str:
    return " | ".join(f"{n.label} {n.detail} {_tree_text(list(n.children))}" for n in nodes)


def test_tree_for_the_gui_speaks_burstein() -> None:
    t = tournament_before_round(load_trf(TOURNAMENTS / "02_nine_pab_every_round.trf"), 3)
    trace = ListTrace()
    pair_round(t, 3, PairingSystem.BURSTEIN, trace=trace)
    nodes = to_tree(trace.events)
    labels = [n.label for n in nodes]
    assert labels[:3] == ["Round 3: 9 players", "Players in ranking order", "PAB: 3"]
    assert labels[-1] == "Boards (C.04.2 D.9), colours by E.0-E.4"
    flat = " ".join(_tree_text(nodes).split())
    assert "BH 2.5, SB 0" in flat and "Outgoing floaters (B.1)" in flat
    for term in DUTCH_TERMS:
        assert term not in flat, term

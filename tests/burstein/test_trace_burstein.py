"""The Burstein engines explain themselves: typed trace events with Burstein article names."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from engine.checker.check import tournament_before_round
from engine.explain.trace import (
    BracketPaired,
    BracketStarted,
    ByeAssigned,
    ColourAllocated,
    ListTrace,
    RoundPaired,
    RoundStarted,
)
from engine.pairing import PairingSystem, pair_round
from engine.pairing.common.history import initial_colour
from engine.trf import load_trf

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "burstein"
CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus" / "burstein"


def _trace(
    path: Path, system: PairingSystem
) -> tuple[ListTrace, list[tuple[int, int]], int | None]:
    t = load_trf(path)
    trace = ListTrace()
    result = pair_round(t, t.next_round(), system, trace=trace)
    boards = [(int(b.white), int(b.black)) for b in result.boards]
    return trace, boards, None if result.bye is None else int(result.bye)


def test_round_brackets_colours_and_listing_2017() -> None:
    trace, boards, bye = _trace(
        GOLDEN / "C04_outgoing_floater_completes_the_round.trf", PairingSystem.BURSTEIN
    )
    events = trace.events
    started = [e for e in events if isinstance(e, RoundStarted)]
    assert len(started) == 1
    assert started[0].system == "Burstein System"
    brackets = [e for e in events if isinstance(e, BracketStarted)]
    paired = [e for e in events if isinstance(e, BracketPaired)]
    assert [b.residents for b in brackets] == [(1, 2, 3), (4, 5), (6,)]
    assert [b.mdps for b in brackets][1:] == [((3, "3"),), ((3, "3"),)]
    assert [p.pairs for p in paired] == [((1, 2),), ((4, 5),), ((6, 3),)]
    assert [p.downfloaters for p in paired] == [(3,), (3,), ()]
    # C.4 moved both upper brackets away from their first pairing
    assert brackets[0].kind == "scoregroup, C.4"
    assert paired[0].deciding[0].startswith("C.4")
    assert paired[1].deciding[0].startswith("C.4")
    colours = [e for e in events if isinstance(e, ColourAllocated)]
    assert {c.rule for c in colours} == {"E.1"}
    listing = [e for e in events if isinstance(e, RoundPaired)]
    assert listing[-1].boards == tuple(boards) and listing[-1].bye == bye


def test_bye_and_colour_rules_2017() -> None:
    trace, _, bye = _trace(GOLDEN / "B0_most_games_played.trf", PairingSystem.BURSTEIN)
    byes = [e for e in trace.events if isinstance(e, ByeAssigned)]
    assert [b.player for b in byes] == [bye] == [2]
    assert byes[0].articles == ("B.0", "C.2", "C.4")
    for case, rule in (
        ("E00_neither_has_played", "E.0"),
        ("E02_stronger_preference_granted", "E.2"),
        ("E03_alternate_from_last_difference", "E.3"),
        ("E04_higher_ranked_preference", "E.4"),
    ):
        trace, _, _ = _trace(GOLDEN / f"{case}.trf", PairingSystem.BURSTEIN)
        rules = [e.rule for e in trace.events if isinstance(e, ColourAllocated)]
        assert rule in rules, (case, rules)


def test_seeding_round_is_explained_by_the_dutch_engine() -> None:
    trace, _, _ = _trace(GOLDEN / "A05_seeding_round_paired_by_dutch.trf", PairingSystem.BURSTEIN)
    started = [e for e in trace.events if isinstance(e, RoundStarted)]
    assert started[0].system.startswith("FIDE (Dutch)")


def test_legacy_round_names_the_older_articles() -> None:
    t = load_trf(CORPUS / "bur_0070.trf")
    state = replace(tournament_before_round(t, 4), initial_colour=initial_colour(t), rounds_total=5)
    trace = ListTrace()
    result = pair_round(state, 4, PairingSystem.BURSTEIN_LEGACY, trace=trace)
    events = trace.events
    assert [e.system for e in events if isinstance(e, RoundStarted)] == [
        "Burstein System (older text)"
    ]
    paired = [e for e in events if isinstance(e, BracketPaired)]
    assert sum(len(p.pairs) for p in paired) == len(result.boards)
    assert any(d.startswith("6.5") for p in paired for d in p.deciding)
    rules = {e.rule for e in events if isinstance(e, ColourAllocated)}
    assert rules and all(r.startswith(("5.1", "5.4")) for r in rules)
    listing = [e for e in events if isinstance(e, RoundPaired)][-1]
    assert listing.boards == tuple((b.white, b.black) for b in result.boards)

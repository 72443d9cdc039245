"""Unit checks of single Dubov articles, with expectations worked by hand.

C.11 and C.12 need maximum upfloaters (A.7: MaxT = 2 + [Rnds/5] upfloats), which takes long
tournaments to build as files; here the bracket solver is given the players' facts directly.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.model import Colour, PlayerId
from engine.pairing.common.cardinality import CardinalityMatcher
from engine.pairing.common.history import PlayerHistory, PrefStrength
from engine.pairing.dubov import upfloaters
from engine.pairing.dubov.definitions import DubovPlayer, Options, aro, max_t
from engine.pairing.dubov.engine import Dubov
from engine.pairing.dubov.subgroups import middle_first
from engine.pairing.dubov.upfloaters import Bracket
from engine.trf import load_trf

ARTICLES = Path(__file__).resolve().parents[1] / "golden" / "dubov" / "articles"


def _player(
    pid: int,
    score: int,
    colour: Colour,
    upfloats: int = 0,
    last: bool = False,
    maximum: bool = False,
) -> DubovPlayer:
    h = PlayerHistory(
        id=PlayerId(pid),
        score=score,
        points=score,
        colours=(colour.opposite,),
        opponents=frozenset(),
        forbidden=frozenset(),
        floats=(),
        pab_eligible=True,
        e5_index=pid,
        topscorer=False,
        colour_difference=1 if colour is Colour.BLACK else -1,
        preference=(PrefStrength.STRONG, colour),
    )
    return DubovPlayer(h, 2000, 2000, PrefStrength.STRONG, colour, upfloats, last, maximum)


def _choose(players: list[DubovPlayer], last_round: bool) -> list[int]:
    """Residents: the players with the highest score; the others are lower."""
    n = len(players)
    adj = [set(range(n)) - {i} for i in range(n)]
    top = max(p.score for p in players)
    residents = [i for i, p in enumerate(players) if p.score == top]
    lower = [i for i, p in enumerate(players) if p.score < top]
    solver = Bracket(players, adj, Options(), last_round, 2)
    choice = solver.choose(residents, lower, lower, CardinalityMatcher(adj))
    return [int(players[v].id) for v in choice.up]


def test_c11_fewest_maximum_upfloaters() -> None:
    # residents 1 (W), 2 (B), 3 (B); upfloaters by D.1: 4, 5 (both White seekers, 1 point,
    # neither upfloated last round); 4 is a maximum upfloater: C.11 takes 5. The rest (4, 6
    # and 5, 6) can always be paired.
    players = [
        _player(1, 4, Colour.WHITE),
        _player(2, 4, Colour.BLACK),
        _player(3, 4, Colour.BLACK),
        _player(4, 2, Colour.WHITE, upfloats=3, maximum=True),
        _player(5, 2, Colour.WHITE, upfloats=1),
        _player(6, 2, Colour.BLACK),
    ]
    assert _choose(players, last_round=False) == [5]
    # C.10-C.12 do not apply in the last round: D.1 takes 4
    assert _choose(players, last_round=True) == [4]


def test_c12_fewest_upfloats_of_maximum_upfloaters() -> None:
    # both candidates are maximum upfloaters; 4 has been upfloated 4 times, 5 three: C.12
    players = [
        _player(1, 4, Colour.WHITE),
        _player(2, 4, Colour.BLACK),
        _player(3, 4, Colour.BLACK),
        _player(4, 2, Colour.WHITE, upfloats=4, maximum=True),
        _player(5, 2, Colour.WHITE, upfloats=3, maximum=True),
        _player(6, 2, Colour.BLACK),
    ]
    assert _choose(players, last_round=False) == [5]


def test_c10_before_c11() -> None:
    # 4 upfloated last round (C.10) but is no maximum upfloater; 5 is one: C.10 ranks higher
    players = [
        _player(1, 4, Colour.WHITE),
        _player(2, 4, Colour.BLACK),
        _player(3, 4, Colour.BLACK),
        _player(4, 2, Colour.WHITE, upfloats=1, last=True),
        _player(5, 2, Colour.WHITE, upfloats=3, maximum=True),
        _player(6, 2, Colour.BLACK),
    ]
    assert _choose(players, last_round=False) == [5]


def test_c6_alternative_wording_lowest_score_first() -> None:
    # C06 golden case: the first wording takes {3 (2.0), 6 (1.0)}; the alternative ("maximize
    # the lowest score among the upfloaters") takes {4, 5} (1.5 each), leaving 3-6 paired
    t = load_trf(ARTICLES / "C06_highest_upfloater_score_first.trf")
    first = Dubov().pair_round(t, 4)
    alt = Dubov(Options(c6_lowest_first=True)).pair_round(t, 4)
    pairs = {frozenset((int(b.white), int(b.black))) for b in first.boards}
    alt_pairs = {frozenset((int(b.white), int(b.black))) for b in alt.boards}
    assert frozenset((2, 6)) in pairs and frozenset((4, 5)) in pairs
    assert frozenset((3, 6)) in alt_pairs


def test_d2_sequence_numbers_from_the_middle() -> None:
    # the draft's example: A..G get #1 D, #2 C, #3 E, #4 B, #5 F, #6 A, #7 G
    assert "".join(middle_first("ABCDEFG")) == "DCEBFAG"
    assert "".join(middle_first("ABCD")) == "BCAD"


def test_a6_aro_rounding_and_a7_maxt() -> None:
    assert aro([2001, 2000]) == 2001  # 2000.5: the higher
    assert aro([2000, 2001, 2001]) == 2001  # 2000.67
    assert aro([2000, 2000, 2001]) == 2000  # 2000.33
    assert aro([]) == 0
    assert [max_t(r) for r in (4, 5, 9, 10, 14, 15)] == [2, 3, 3, 4, 4, 5]


def test_gui_settings_offer_both_dubov_texts() -> None:
    from arbiter_gui.dialogs.settings import SYSTEM_NAMES, system_of
    from engine.model import Tournament
    from engine.pairing.api import PairingSystem

    assert PairingSystem.DUBOV in SYSTEM_NAMES and PairingSystem.DUBOV_LEGACY in SYSTEM_NAMES
    assert system_of(Tournament(pairing_system="FIDE_DUBOV")) is PairingSystem.DUBOV
    assert system_of(Tournament(pairing_system="dubov")) is PairingSystem.DUBOV
    assert system_of(Tournament(pairing_system="dubov-legacy")) is PairingSystem.DUBOV_LEGACY


def _c7_trap(below: int) -> tuple[list[DubovPlayer], list[set[int]], list[int], list[int]]:
    """Residents 1, 2 (White seekers, met each other: two upfloaters, B.1). The following
    scoregroup (2 points) is 3 (y1) and 4 (y2), Black seekers, 5 (x1) and 6 (x2), White seekers
    who can meet only 3 and 4 there, and White seekers 7, 8, ...; at 0 points z (only 5
    can meet him) and z2 (anybody). Worked by hand: C.4 keeps 5 for z; C.7 wants every player
    of the following scoregroup paired, so 3 (5's only partner) stays and 4 goes only with 6;
    C.8 then prefers {4, 6} (one White seeker against a resident) to two White seekers."""
    players = [_player(1, 8, Colour.WHITE), _player(2, 8, Colour.WHITE)]
    players += [_player(3 + i, 4, Colour.BLACK if i < 2 else Colour.WHITE) for i in range(below)]
    players.append(_player(3 + below, 0, Colour.BLACK))
    players.append(_player(4 + below, 0, Colour.WHITE))
    n = len(players)
    adj = [set(range(n)) - {i} for i in range(n)]
    adj[0].discard(1)
    adj[1].discard(0)
    for x, y in ((4, 2), (5, 3)):  # x1 only with y1, x2 only with y2 in the scoregroup
        for v in range(2, n - 2):
            if v not in (x, y):
                adj[x].discard(v)
                adj[v].discard(x)
    z = n - 2
    for v in range(n):
        if v not in (z, 4):
            adj[z].discard(v)
            adj[v].discard(z)
    lower = list(range(2, n))
    following = [v for v in lower if players[v].score == 4]
    return players, adj, lower, following


def test_exhaustive_route_puts_c7_before_colours() -> None:
    # the one matching of everybody (C.4-C.6, C.8-C.12) takes {3, 4}, which leaves 5 and 6
    # without a partner in their scoregroup (C.7); the sets are then compared in D.1 order
    players, adj, lower, following = _c7_trap(20)
    choice = Bracket(players, adj, Options(), False, 2).choose(
        [0, 1], lower, following, CardinalityMatcher(adj)
    )
    assert [int(players[v].id) for v in choice.up] == [4, 6]
    assert any(note.startswith("C.7-C.12, then D.1") for note in choice.notes)


def test_exhaustive_route_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    # DV16: past SET_LIMIT sets the best set so far or the matching's set stands: here the
    # first 5 sets all hold 3, and the matching's {3, 4} (best on C.8) is kept - legal, but not
    # the text's {4, 6}
    monkeypatch.setattr(upfloaters, "SET_LIMIT", 5)
    players, adj, lower, following = _c7_trap(20)
    live = CardinalityMatcher(adj)
    choice = Bracket(players, adj, Options(), False, 2).choose([0, 1], lower, following, live)
    assert [int(players[v].id) for v in choice.up] == [3, 4]
    assert any("DV16" in note for note in choice.notes)
    assert live.perfect  # the players below can still all be paired (C.4)

"""Never "no valid pairing" when one exists (C.04.3 A.9), both Dutch editions.

Random small tournaments (up to 12 players, many rounds, byes, forfeits, double forfeits,
random colours so that absolute preferences abound) are built directly as histories, not by
any pairing engine, so the states are harder than a real event's. For the next round an
exhaustive search decides whether a complete legal round-pairing exists: every present player
paired but at most one, who takes the PAB; no pair that met over the board (C.1, forfeits are
not games: C.04.2 D.6), no PAB for a player who had one or won by forfeit (C.2, C.04.1.d),
no two non-topscorers with the same absolute colour preference (C.3). The engine must find a
pairing exactly when one exists, and its pairing must itself be legal.

C.1 and C.2 are computed here from the entries, independently of the engine; C.3 uses the
engine's colour preferences (A.6), whose own tests are elsewhere.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from engine.errors import NoValidPairing
from engine.model import Colour, Player, PlayerId, ResultCode, RoundEntry, Tournament
from engine.pairing import PairingSystem, pair_round
from engine.pairing.common.history import PlayerHistory, PrefStrength, build_histories

SYSTEMS = (PairingSystem.DUTCH_2017, PairingSystem.DUTCH_2026)
_GAME_RESULTS = ((ResultCode.WIN, ResultCode.LOSS), (ResultCode.DRAW, ResultCode.DRAW))


def _random_tournament(rng: random.Random) -> tuple[Tournament, int]:
    """A random history of ``rounds`` rounds and the round to pair after it."""
    n = rng.randint(4, 12)
    played_rounds = rng.randint(1, max(1, n - 2))
    entries: dict[int, list[RoundEntry]] = {i: [] for i in range(1, n + 1)}
    met: set[frozenset[int]] = set()
    absence = rng.choice((0.0, 0.05, 0.12, 0.25))
    draws = rng.choice((0.1, 0.4, 0.8))
    for _ in range(played_rounds):
        present = [i for i in entries if rng.random() >= absence]
        for i in entries:
            if i not in present:
                code = rng.choice((ResultCode.HALF_BYE, ResultCode.ZERO_BYE, ResultCode.FULL_BYE))
                entries[i].append(RoundEntry(None, None, code))
        rng.shuffle(present)
        if len(present) % 2:
            entries[present.pop()].append(RoundEntry(None, None, ResultCode.PAB))
        # pair the rest at random, avoiding rematches of played games where the draw allows
        pairs: list[tuple[int, int]] = []
        for _attempt in range(30):
            rng.shuffle(present)
            pairs = list(zip(present[::2], present[1::2], strict=True))
            if all(frozenset(p) not in met for p in pairs):
                break
        for a, b in pairs:
            white_a = rng.random() < 0.5
            ca, cb = (Colour.WHITE, Colour.BLACK) if white_a else (Colour.BLACK, Colour.WHITE)
            roll = rng.random()
            if roll < 0.08 or frozenset((a, b)) in met:
                ra, rb = rng.choice(
                    (
                        (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
                        (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN),
                        (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS),
                    )
                )
            else:
                ra, rb = _GAME_RESULTS[rng.random() < draws]
                if rng.random() < 0.5:
                    ra, rb = rb, ra
                met.add(frozenset((a, b)))
            entries[a].append(RoundEntry(PlayerId(b), ca, ra))
            entries[b].append(RoundEntry(PlayerId(a), cb, rb))
    round_no = played_rounds + 1
    for i in entries:
        if rng.random() < 0.08:
            entries[i].append(RoundEntry(None, None, ResultCode.ZERO_BYE))
    players = tuple(
        Player(id=PlayerId(i), name=f"P{i}", rating=2000 - i, rounds=tuple(entries[i]))
        for i in sorted(entries)
    )
    total = round_no + rng.choice((0, 0, 1, 3))  # often the final round: topscorers (A.7)
    return (
        Tournament(
            players=players,
            rounds_total=total,
            initial_colour=rng.choice((Colour.WHITE, Colour.BLACK)),
        ),
        round_no,
    )


def _met(t: Tournament, round_no: int) -> set[frozenset[int]]:
    """C.1: pairs that played a game over the board before ``round_no``."""
    out: set[frozenset[int]] = set()
    for p in t.players:
        for e in p.rounds[: round_no - 1]:
            if e.opponent is not None and e.result.is_game:
                out.add(frozenset((int(p.id), int(e.opponent))))
    return out


def _may_get_pab(t: Tournament, pid: int, round_no: int, system: PairingSystem) -> bool:
    """C.2 / C.04.1.d: neither a PAB nor a forfeit win before; from 2026 (C.04.1 Art. 4) not
    after a full-point bye either (a win's points without playing)."""
    barred = {ResultCode.PAB, ResultCode.FORFEIT_WIN}
    if system is PairingSystem.DUTCH_2026:
        barred.add(ResultCode.FULL_BYE)
    entries = t.players[pid - 1].rounds[: round_no - 1]
    return not any(e.result in barred for e in entries)


def _legal(a: PlayerHistory, b: PlayerHistory, met: set[frozenset[int]]) -> bool:
    if frozenset((int(a.id), int(b.id))) in met:
        return False
    if a.topscorer or b.topscorer:
        return True
    (sa, ca), (sb, cb) = a.preference, b.preference
    return not (sa is PrefStrength.ABSOLUTE and sb is PrefStrength.ABSOLUTE and ca is cb)


def _perfect(group: Sequence[PlayerHistory], met: set[frozenset[int]]) -> bool:
    if not group:
        return True
    first, rest = group[0], group[1:]
    return any(
        _legal(first, o, met) and _perfect([*rest[:i], *rest[i + 1 :]], met)
        for i, o in enumerate(rest)
    )


@pytest.mark.parametrize("system", SYSTEMS, ids=lambda s: s.value)
def test_a_pairing_is_found_exactly_when_one_exists(system: PairingSystem) -> None:
    rng = random.Random(20261127)
    checked = impossible = 0
    while checked < 400:
        t, r = _random_tournament(rng)
        present = list(build_histories(t, r, system is PairingSystem.DUTCH_2026).values())
        met = _met(t, r)
        if len(present) % 2:
            exists = any(
                _may_get_pab(t, int(p.id), r, system)
                and _perfect([q for q in present if q is not p], met)
                for p in present
            )
        else:
            exists = _perfect(present, met)
        try:
            got = pair_round(t, r, system)
        except NoValidPairing as exc:
            assert not exists, f"round {r} of {len(present)}: {exc}; a pairing exists"
            impossible += 1
        else:
            assert exists, f"round {r}: the engine paired an impossible round"
            ids = [int(x) for b in got.boards for x in (b.white, b.black)]
            if got.bye is not None:
                assert _may_get_pab(t, int(got.bye), r, system), "C.2"
                ids.append(int(got.bye))
            assert sorted(ids) == sorted(int(p.id) for p in present), "everybody exactly once"
            hist = {int(p.id): p for p in present}
            for b in got.boards:
                assert _legal(hist[int(b.white)], hist[int(b.black)], met), f"C.1/C.3 {b}"
        checked += 1
    # the sample must contain both kinds of round to mean something
    assert 20 < impossible < checked - 100, impossible


def _history(pid: int, score: int, *, pab_eligible: bool = True) -> PlayerHistory:
    return PlayerHistory(
        id=PlayerId(pid),
        score=score,
        points=score,
        colours=(),
        opponents=frozenset(),
        forbidden=frozenset(),
        floats=(),
        pab_eligible=pab_eligible,
        e5_index=pid,
        topscorer=False,
        colour_difference=0,
        preference=(PrefStrength.NONE, None),
    )


def test_last_bracket_shortcut_leaves_no_ineligible_player_for_the_pab() -> None:
    """Two MDPs and three residents, the last of whom already had a PAB (C.2). The bound
    shortcut paired the MDPs with the first two residents (the first MDP-pairing) and left the
    third for the PAB: "no valid pairing: last bracket cannot be completed" (x17_0575 round 8
    had this shape). The MDP-pairing must leave a player who may take the PAB (A.9)."""
    from engine.pairing.dutch.bracket import BracketSolver, Mode

    mdps = [_history(1, 5), _history(2, 5)]
    residents = [_history(3, 4), _history(4, 4), _history(5, 4, pab_eligible=False)]
    got = BracketSolver(mdps, residents, Mode.LAST, Colour.WHITE).solve()
    assert got.bye is not None and got.bye.id != 5
    assert len(got.pairs) == 2 and 5 in {p.id for pair in got.pairs for p in pair}

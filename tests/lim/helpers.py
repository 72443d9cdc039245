"""Shared helpers of the Lim tests: RTG tournaments and the absolute rules checked by hand."""

from __future__ import annotations

from dataclasses import replace

from engine.checker.check import tournament_before_round
from engine.model import Colour, Tournament
from engine.pairing import PairingSystem, RoundPairing
from engine.pairing.common.history import PlayerHistory, build_histories, initial_colour
from engine.rtg import parse_config
from engine.rtg.generator import generate_report

LIM = PairingSystem.LIM


def generated(
    players: int, rounds: int, seed: int, extra: str = "", system: PairingSystem = LIM
) -> Tournament:
    """A tournament written by our random tournament generator (the Lim engine by default)."""
    config = parse_config(
        f"PlayersNumber={players}\nRoundsNumber={rounds}\n"
        "ForfeitRate=12\nRetiredRate=8\nHalfPointByeRate=8" + extra
    )
    return generate_report(config, seed, system).tournament


def state_before(t: Tournament, round_no: int) -> Tournament:
    """The tournament as it stood before ``round_no`` was paired."""
    state = tournament_before_round(t, round_no)
    return replace(
        state,
        initial_colour=initial_colour(t),
        rounds_total=max(t.rounds_total or 0, round_no),
    )


def colours_ok(p: PlayerHistory, c: Colour) -> bool:
    """5.1.a/5.1.b (2.1) written out: no third colour in a row, never three more of one."""
    cols = (*p.colours, c)
    if len(cols) >= 3 and cols[-1] is cols[-2] is cols[-3]:
        return False
    diff = sum(1 if x is Colour.WHITE else -1 for x in cols)
    return abs(diff) < 3


def absolute_violations(hist: dict, pairing: RoundPairing, last_round: bool) -> list[str]:
    """C.04.1.b-d and 2.1/5.1 (6.1 in the last round) broken by ``pairing``."""
    out: list[str] = []
    seen = [p for b in pairing.boards for p in (b.white, b.black)]
    if pairing.bye is not None:
        seen.append(pairing.bye)
        if not hist[pairing.bye].pab_eligible:
            out.append(f"C.04.1.d: {pairing.bye} may not have the bye")
    if sorted(seen) != sorted(hist):
        out.append("every present player exactly once")
    if (pairing.bye is not None) != (len(hist) % 2 == 1):
        out.append("a bye only for an odd number of players")
    for b in pairing.boards:
        w, k = hist[b.white], hist[b.black]
        if b.black in w.opponents or b.black in w.forbidden:
            out.append(f"C.04.1.b: {b.white}-{b.black} met before")
        if last_round and w.score == k.score:
            continue  # 6.1
        if not colours_ok(w, Colour.WHITE) or not colours_ok(k, Colour.BLACK):
            out.append(f"5.1: {b.white}-{b.black}")
    return out


def histories(state: Tournament, round_no: int) -> dict:
    """build_histories keyed by int."""
    return {int(k): v for k, v in build_histories(state, round_no).items()}


def exhaustive_exists(hist: dict, last_round: bool) -> bool:
    """Whether any bye and pairing satisfy the absolute rules (plain recursion, small fields)."""
    ids = sorted(hist)

    def ok(a: int, b: int) -> bool:
        x, y = hist[a], hist[b]
        if b in x.opponents or b in x.forbidden or a in y.forbidden:
            return False
        if last_round and x.score == y.score:
            return True
        return (colours_ok(x, Colour.WHITE) and colours_ok(y, Colour.BLACK)) or (
            colours_ok(x, Colour.BLACK) and colours_ok(y, Colour.WHITE)
        )

    def match(rest: list[int]) -> bool:
        if not rest:
            return True
        a = rest[0]
        return any(ok(a, b) and match([c for c in rest[1:] if c != b]) for b in rest[1:])

    if len(ids) % 2 == 0:
        return match(ids)
    return any(hist[p].pab_eligible and match([q for q in ids if q != p]) for p in ids)

"""C.04.4.3 section 5 (colour allocation) and 7.2 (round one).

5.1: "each player shall be given the alternate colour; at the end of each even-numbered round
each player shall have had an equal number of whites and blacks" - the colour a player is *due*
is the equalising colour when his whites and blacks differ (5.5, 5.6), else the colour that
alternates with his last game (reading L6). Only played games count (C.04.2 D.5).

Two players due the same colour (reading L17): 5.5/5.6 first - in an even-numbered round the
colour goes to the player it equalises when it equalises only one of them (after an unplayed
game one of them may have an even number of games and cannot be equalised); only when 5.5/5.6
do not separate them do the histories decide (5.4, reading L11).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.model import Colour
from engine.pairing.common.history import PlayerHistory
from engine.pairing.lim.compatibility import BOTH, permitted_colours


def due_colour(p: PlayerHistory) -> Colour | None:
    """The colour ``p`` is due (5.1, 5.5, 5.6); None when he has played no game."""
    if not p.colours:
        return None
    if p.colour_difference > 0:
        return Colour.BLACK  # 5.5/5.6: the equalising colour
    if p.colour_difference < 0:
        return Colour.WHITE
    return p.colours[-1].opposite  # 5.1: the alternate colour


def colour_conflict(a: PlayerHistory, b: PlayerHistory) -> bool:
    """True when a and b are due the same colour: one of them cannot get it (5.2)."""
    da, db = due_colour(a), due_colour(b)
    return da is not None and da is db


@dataclass(frozen=True, slots=True)
class Allocation:
    """The colours of one board and the rule that decided them."""

    white: PlayerHistory
    black: PlayerHistory
    rule: str
    detail: str


def _rank_key(p: PlayerHistory) -> tuple[int, int]:
    return (-p.score, p.id)


def meets_parity_rule(p: PlayerHistory, c: Colour, even_round: bool) -> bool:
    """True when colour ``c`` gives ``p`` what 5.5/5.6 ask for in this round.

    5.6 (even-numbered rounds): "the colour that gives him an equal number of whites and
    blacks"; 5.5 (odd-numbered rounds): "the colour which gives him one more only of one colour
    than the other". Played games only (C.04.2 D.5), so after an unplayed game a player may be
    unable to meet it with either colour (reading L17).
    """
    after = p.colour_difference + (1 if c is Colour.WHITE else -1)
    return after == 0 if even_round else abs(after) == 1


def _give(
    hi: PlayerHistory, lo: PlayerHistory, p: PlayerHistory, c: Colour, rule: str, detail: str
) -> Allocation:
    """The board of hi v lo on which ``p`` has colour ``c``."""
    other = lo if p is hi else hi
    if c is Colour.WHITE:
        return Allocation(p, other, rule, detail)
    return Allocation(other, p, rule, detail)


def allocate(
    a: PlayerHistory, b: PlayerHistory, upper: bool, initial: Colour, even_round: bool
) -> Allocation:
    """Colours for a v b. ``upper``: the pair is made in the median score-group or above (5.4).

    ``initial`` is the colour drawn for No. 1 in round one (7.2); ``even_round``: the round
    being paired is even-numbered (5.6; else 5.5).
    """
    hi, lo = sorted((a, b), key=_rank_key)
    ph, pl = permitted_colours(hi), permitted_colours(lo)
    forced_h = next(iter(ph)) if ph != BOTH and ph else None
    forced_l = next(iter(pl)) if pl != BOTH and pl else None
    if forced_h is not None and forced_l is not forced_h:
        return _give(
            hi, lo, hi, forced_h, "5.1", f"{hi.id} must have {forced_h.name.lower()} (5.1)"
        )
    if forced_l is not None and forced_h is None:
        return _give(
            hi, lo, lo, forced_l, "5.1", f"{lo.id} must have {forced_l.name.lower()} (5.1)"
        )
    dh, dl = due_colour(hi), due_colour(lo)
    if forced_h is not None:  # both forced to the same colour: only in the last round (6.1)
        dh = dl = forced_h
    if dh is None and dl is None:
        # 7.2: No. 1 gets the colour drawn, odd positions of the upper half the same colour
        c = initial if hi.e5_index % 2 == 1 else initial.opposite
        return _give(hi, lo, hi, c, "7.2", f"{hi.id} is No. {hi.e5_index} of the pairing list")
    if dh is None:
        assert dl is not None
        return _give(
            hi, lo, lo, dl, "5.2", f"{lo.id} is due {dl.name.lower()}, {hi.id} has no colour"
        )
    if dl is None or dl is not dh:
        return _give(hi, lo, hi, dh, "5.2", f"{hi.id} is due {dh.name.lower()}")
    bound = forced_h is not None
    return _by_parity(hi, lo, dh, bound, even_round) or _by_history(hi, lo, dh, bound, upper)


def _by_parity(
    hi: PlayerHistory, lo: PlayerHistory, due: Colour, bound: bool, even_round: bool
) -> Allocation | None:
    """Both are due (or, 6.1, ``bound`` to) the same colour. 5.5/5.6 first, reading L17:
    "whenever possible, each player shall be given the colour that gives him an equal number of
    whites and blacks" (even rounds; odd rounds: "one more only of one colour"). When one way
    of giving the colour meets that for more of the two players than the other, it is the one;
    None when it does not separate them."""
    parity = "5.6" if even_round else "5.5"

    def meeting(first: PlayerHistory) -> list[PlayerHistory]:
        """The players 5.5/5.6 is met for when ``first`` is given the colour."""
        second = lo if first is hi else hi
        return [
            p
            for p, c in ((first, due), (second, due.opposite))
            if meets_parity_rule(p, c, even_round)
        ]

    if_hi, if_lo = meeting(hi), meeting(lo)
    if len(if_hi) == len(if_lo):
        return None
    (winner, won), (loser, lost) = sorted(((hi, if_hi), (lo, if_lo)), key=lambda wl: -len(wl[1]))
    goal = "equal colours" if even_round else "one colour more only"

    def names(ps: list[PlayerHistory]) -> str:
        return " and ".join(str(p.id) for p in ps) or "nobody"

    return _give(
        hi,
        lo,
        winner,
        due,
        "6.1" if bound else parity,
        f"both are due {due.name.lower()}; {goal} for {names(won)} if {winner.id} has it, "
        f"for {names(lost)} if {loser.id} has it ({parity})",
    )


def _by_history(
    hi: PlayerHistory, lo: PlayerHistory, due: Colour, bound: bool, upper: bool
) -> Allocation:
    """5.4/5.6: "the colour history will decide ... as in Rule 5.4": go back in sequence to the
    latest round in which their colours differed; the player who then had the other colour is
    given it now. Identical histories: the higher ranked player in the median score-group or
    above, the lower ranked one below it."""
    rule = "6.1" if bound else "5.4"
    ch, cl = hi.colours, lo.colours
    for k in range(1, min(len(ch), len(cl)) + 1):
        if ch[-k] is not cl[-k]:
            winner = hi if ch[-k] is not due else lo
            return _give(
                hi,
                lo,
                winner,
                due,
                rule,
                f"both are due {due.name.lower()}; {k} game(s) back {winner.id} had "
                f"{due.opposite.name.lower()}",
            )
    if upper:
        return _give(
            hi,
            lo,
            hi,
            due,
            rule,
            f"both are due {due.name.lower()}, identical histories: the higher ranked {hi.id} "
            "gets it (median score-group or above)",
        )
    return _give(
        hi,
        lo,
        lo,
        due,
        rule,
        f"both are due {due.name.lower()}, identical histories: the lower ranked {lo.id} gets "
        "it (below the median score-group)",
    )

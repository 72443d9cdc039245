"""C.04.4.1 (revised draft) A.1-A.7: what the Dubov rules know about a player.

* A.1 rating: the rating of the TRF (an unrated player's is 0 unless the arbiter gives one);
* A.2 initial ranking: the pairing number (C.04.2 B: the file's order is the initial order);
* A.5 colour difference and colour preference; "d. Players who did not play any games are
  considered to have a mild colour preference for black" - so every player has one;
* A.6 ARO: "the sum of the ratings of the opponents the player met over-the-board (i.e. only
  played games are used to compute ARO), divided by the number of such opponents, and rounded
  to the nearest integer number (the higher, if the division ends for 0.5)"; 0 without games;
* A.7 maximum upfloater: upfloated MaxT times already, "MaxT = 2 + [Rnds/5]".
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine.model import Colour, PlayerId, Tournament
from engine.pairing.common.history import PlayerHistory, PrefStrength, score_unit


@dataclass(frozen=True, slots=True)
class Options:
    """Choices the draft leaves open (docs/rulings.md, "Dubov System").

    ``c6_lowest_first``: the draft's two wordings of C.6; False (default) is the first wording,
    "maximize the highest score among the upfloaters (and then the second highest ...)", the
    one D.1.b's example of containers follows; True is the alternative, "maximize the lowest
    score among the upfloaters (and then the second lowest ...)".
    ``strong_colour_criterion``: C.9 (shaded in the draft); True keeps it.
    """

    c6_lowest_first: bool = False
    strong_colour_criterion: bool = True


DEFAULT_OPTIONS = Options()


@dataclass(frozen=True, slots=True)
class DubovPlayer:
    """One player of the round as the Dubov rules see him."""

    h: PlayerHistory
    rating: int  # A.1
    aro: int  # A.6
    strength: PrefStrength  # A.5 a-d: never NONE
    colour: Colour  # A.5: the colour preference ("due colour")
    upfloats: int  # times upfloated before this round (A.7)
    upfloated_last: bool  # upfloated in the previous round (C.10)
    max_upfloater: bool  # A.7

    @property
    def id(self) -> PlayerId:
        """The pairing number, which is also the initial ranking (A.2)."""
        return self.h.id

    @property
    def rank(self) -> int:
        """Position in the initial ranking list (A.2): 1 is the highest."""
        return int(self.h.id)

    @property
    def score(self) -> int:
        """The pairing score in integer units (points plus XXA acceleration)."""
        return self.h.score

    @property
    def games(self) -> int:
        """Games played over the board (B.0.d)."""
        return len(self.h.colours)

    @property
    def white_seeker(self) -> bool:
        """A.5: the colour preference is White (a WS; the others are BSs)."""
        return self.colour is Colour.WHITE


def max_t(rounds: int) -> int:
    """A.7: MaxT = 2 + [Rnds/5].

    >>> [max_t(n) for n in (5, 9, 10, 15)]
    [3, 3, 4, 5]
    """
    return 2 + rounds // 5


def aro(ratings: list[int]) -> int:
    """A.6: the average of the opponents' ratings, rounded half up; 0 without games.

    >>> aro([2000, 2001]), aro([2000, 2002]), aro([]), aro([1999, 2000])
    (2001, 2001, 0, 2000)
    """
    if not ratings:
        return 0
    n = len(ratings)
    return (2 * sum(ratings) + n) // (2 * n)


def preference(h: PlayerHistory) -> tuple[PrefStrength, Colour]:
    """A.5 a-d: the common rules of A.5 a-c, and d. no games: a mild preference for Black."""
    strength, colour = h.preference
    if colour is None:
        return PrefStrength.MILD, Colour.BLACK
    return strength, colour


def pairing_scores(t: Tournament, round_no: int) -> dict[PlayerId, list[int]]:
    """Each player's pairing score (points before the round plus its XXA acceleration) for
    rounds 1..round_no-1, in integer units of :func:`score_unit` (index r-1 for round r)."""
    unit = score_unit(t)
    ps = t.point_system
    accel = dict(t.acceleration)
    out: dict[PlayerId, list[int]] = {}
    for p in t.players:
        points = 0
        row: list[int] = []
        for r in range(1, round_no):
            extra = accel.get(p.id, ())
            bonus = extra[r - 1] if r <= len(extra) else 0
            row.append(int(points + bonus * unit))
            points += int(ps.points_for(p.entry(r).result) * unit)
        out[p.id] = row
    return out


def dubov_players(
    t: Tournament,
    round_no: int,
    hist: Mapping[PlayerId, PlayerHistory],
) -> dict[PlayerId, DubovPlayer]:
    """The :class:`DubovPlayer` of every player present in ``round_no``."""
    rating = {p.id: p.rating for p in t.players}
    rounds = t.rounds_total if t.rounds_total is not None else round_no
    limit = max_t(rounds)
    scores = pairing_scores(t, round_no)
    out: dict[PlayerId, DubovPlayer] = {}
    for pid, h in hist.items():
        reg = t.player(pid)
        met: list[int] = []
        up_rounds: list[int] = []
        for r in range(1, round_no):
            e = reg.entry(r)
            if e.played and e.opponent is not None:
                met.append(rating.get(e.opponent, 0))  # A.6: over-the-board games only
            # A.3/A.7: paired (a game or a forfeit) with a player of a higher score: upfloated
            theirs = scores.get(e.opponent) if e.opponent is not None else None
            if theirs is not None and scores[pid][r - 1] < theirs[r - 1]:
                up_rounds.append(r)
        ups = len(up_rounds)
        strength, colour = preference(h)
        out[pid] = DubovPlayer(
            h=h,
            rating=reg.rating,
            aro=aro(met),
            strength=strength,
            colour=colour,
            upfloats=ups,
            upfloated_last=round_no - 1 in up_rounds,
            max_upfloater=ups >= limit,
        )
    return out

"""What the pairing rules need to know about each player before a round is paired.

Everything here is derived from a :class:`~engine.model.Tournament` and the round to pair:
pairing scores (points plus acceleration, C.04.3 A.2 / C.04.5.1), colour history of *played*
games only (C.04.2 D.5, C.04.3 A.6), float history (A.4.b), opponents met (C.04.1.b) and
whether the player may still receive the pairing-allocated bye (C.04.1.d).

Scores are integers in units of the smallest fraction the point system uses, so that the hot
paths of the engine never touch :class:`~fractions.Fraction`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from math import lcm

from engine.errors import InitialColourNotSet
from engine.model import Colour, Player, PlayerId, PointSystem, ResultCode, Tournament
from engine.model import PrefStrength as PrefStrength  # the model's, named here as the rules do


class Float(Enum):
    """The float a player received in one round (C.04.3 A.4.b)."""

    NONE = 0
    DOWN = 1
    UP = 2


@dataclass(frozen=True, slots=True)
class PlayerHistory:
    """One present player as the pairing of one round sees him.

    ``score`` is the pairing score in integer units (points before the round plus this round's
    acceleration); ``points`` the real points (used to order the boards, C.04.2 D.9).
    """

    id: PlayerId
    score: int
    points: int
    colours: tuple[Colour, ...]  # colours of played games, oldest first (compressed history)
    opponents: frozenset[PlayerId]  # opponents actually met over the board (C.04.1.b)
    forbidden: frozenset[PlayerId]  # XXP / 260 restrictions in force now (may hold his own id)
    floats: tuple[Float, ...]  # float received in rounds 1..r-1 (A.4.b), oldest first
    pab_eligible: bool  # C.04.1.d: no PAB and no forfeit win so far
    e5_index: int  # 1-based number used by E.5 (C.04.2: only players in the pairing count)
    topscorer: bool  # A.7: only when pairing the final round
    colour_difference: int  # whites minus blacks over played games (A.6)
    preference: tuple[PrefStrength, Colour | None]  # A.6.a-d
    unplayed: int = 0  # rounds so far without a game played over the board (2026 C9)

    def float_before(self, rounds_back: int) -> Float:
        """The float received ``rounds_back`` rounds before the round being paired."""
        if rounds_back <= len(self.floats):
            return self.floats[-rounds_back]
        return Float.NONE


def colour_preference(colours: tuple[Colour, ...]) -> tuple[PrefStrength, Colour | None]:
    """Colour preference from the played-colour sequence (C.04.3 A.6).

    >>> colour_preference((Colour.WHITE, Colour.WHITE))
    (<PrefStrength.ABSOLUTE: 3>, <Colour.BLACK: 'b'>)
    >>> colour_preference((Colour.WHITE, Colour.BLACK))
    (<PrefStrength.MILD: 1>, <Colour.WHITE: 'w'>)
    """
    if not colours:
        return PrefStrength.NONE, None  # A.6.d
    cd = sum(1 if c is Colour.WHITE else -1 for c in colours)
    if cd > 1:
        return PrefStrength.ABSOLUTE, Colour.BLACK
    if cd < -1:
        return PrefStrength.ABSOLUTE, Colour.WHITE
    if len(colours) >= 2 and colours[-1] is colours[-2]:
        # A.6.a: the same colour in the two latest rounds played
        return PrefStrength.ABSOLUTE, colours[-1].opposite
    if cd == 1:
        return PrefStrength.STRONG, Colour.BLACK
    if cd == -1:
        return PrefStrength.STRONG, Colour.WHITE
    return PrefStrength.MILD, colours[-1].opposite  # A.6.c: alternate


def points_text(score: int, unit: int) -> str:
    """Integer score units as points, the way the explanations print them.

    >>> points_text(5, 2), points_text(4, 2), points_text(1, 4)
    ('2.5', '2', '0.25')
    """
    whole, rest = divmod(score, unit)
    if rest == 0:
        return str(whole)
    return str(float(score) / unit).rstrip("0")


def score_unit(t: Tournament) -> int:
    """The denominator that makes every score of ``t`` an integer."""
    ps = t.point_system
    values: list[Fraction] = [
        ps.win,
        ps.draw,
        ps.loss,
        ps.forfeit_win,
        ps.forfeit_loss,
        ps.pab,
        ps.full_bye,
        ps.half_bye,
        ps.zero_bye,
    ]
    for _, accel in t.acceleration:
        values.extend(accel)
    unit = 1
    for v in values:
        unit = lcm(unit, Fraction(v).denominator)
    return unit


def is_absent(player: Player, round_no: int) -> bool:
    """True when ``player`` is not to be paired in ``round_no``.

    An entry for the round being paired that is a bye (H, F, Z, U written in advance is not
    possible, blank) marks an announced absence (TRF(x) convention); a withdrawal stops pairing.
    """
    if player.withdrawn_from is not None and round_no >= player.withdrawn_from:
        return True
    if round_no <= len(player.rounds):
        e = player.rounds[round_no - 1]
        return e.opponent is None and e.result is not ResultCode.PAB
    return False


class _Scores:
    """Points and pairing scores of every player, round by round, in integer units."""

    def __init__(self, t: Tournament, prev: int) -> None:
        self.unit = score_unit(t)
        self.accel: dict[PlayerId, tuple[Fraction, ...]] = dict(t.acceleration)
        ps = t.point_system
        # points after each round, per player (index k = points after k rounds)
        self.progress: dict[PlayerId, list[int]] = {}
        for p in t.players:
            acc = [0]
            for r in range(1, prev + 1):
                acc.append(acc[-1] + self.units(ps.points_for(p.entry(r).result)))
            self.progress[p.id] = acc

    def units(self, x: Fraction) -> int:
        """``x`` points in score units."""
        v = x * self.unit
        assert v.denominator == 1
        return int(v)

    def pairing_score(self, pid: PlayerId, r: int) -> int:
        """Score used to pair round r: points after r-1 rounds plus round r's acceleration."""
        values = self.accel.get(pid, ())
        accel = self.units(values[r - 1]) if r <= len(values) else 0
        return self.progress[pid][r - 1] + accel


def _e5_numbers(t: Tournament, present: list[Player], prev: int) -> dict[PlayerId, int]:
    """E.5 numbering: players in this round's pairing or paired before (game, forfeit, PAB);
    a late entry or a player absent now who never took part is skipped (C.04.2 B/C)."""
    present_ids = {p.id for p in present}
    numbered = [
        p.id
        for p in sorted(t.players, key=lambda q: q.id)
        if p.id in present_ids or any(p.entry(r).paired for r in range(1, prev + 1))
    ]
    return {pid: i for i, pid in enumerate(numbered, start=1)}


def _forbidden_sets(t: Tournament, round_no: int) -> dict[PlayerId, frozenset[PlayerId]]:
    """XXP / 260: a player's restriction is the union of the groups he is in.

    One frozenset per group, shared by its members (his own id in it is harmless: nobody is
    paired with himself), keeps a line of n players at n entries, not n squared; the checker
    builds this again for every round."""
    groups: dict[PlayerId, list[frozenset[PlayerId]]] = {}
    for fp in t.forbidden:
        if fp.applies_to(round_no):
            group = frozenset(fp.players)
            for a in group:
                groups.setdefault(a, []).append(group)
    out: dict[PlayerId, frozenset[PlayerId]] = {}
    for pid, mine in groups.items():
        out[pid] = mine[0] if len(mine) == 1 else frozenset().union(*mine)
    return out


@dataclass(slots=True)
class _Past:
    """What the rounds before tell of one player (played games only for colours, A.6)."""

    colours: list[Colour]
    opponents: set[PlayerId]
    floats: list[Float]
    pab_ok: bool = True
    unplayed: int = 0


def _past(p: Player, prev: int, scores: _Scores, ps: PointSystem, edition_2026: bool) -> _Past:
    out = _Past([], set(), [])
    for r in range(1, prev + 1):
        e = p.entry(r)
        if e.played and e.opponent is not None:
            assert e.colour is not None
            out.colours.append(e.colour)
            out.opponents.add(e.opponent)
            mine = scores.pairing_score(p.id, r)
            known = e.opponent in scores.progress
            theirs = scores.pairing_score(e.opponent, r) if known else mine
            out.floats.append(
                Float.DOWN if mine > theirs else Float.UP if mine < theirs else Float.NONE
            )
        else:
            out.unplayed += 1
            gained = ps.points_for(e.result)
            if not edition_2026 or e.result is ResultCode.PAB or gained > ps.loss:
                # 2017 A.4.b: whoever does not play receives a downfloat; 2026 1.4.3: only
                # the PAB receiver and whoever scored more than a loss without playing
                out.floats.append(Float.DOWN)
            else:
                out.floats.append(Float.NONE)  # 2026 1.4.4: forfeit loss, zero-point bye
            if edition_2026 and e.result is not ResultCode.PAB and gained >= ps.win:
                out.pab_ok = False  # 2026 C.04.1 Art. 4: a win's points without playing
        if e.result is ResultCode.PAB or (
            e.result is ResultCode.FORFEIT_WIN and e.opponent is not None
        ):
            out.pab_ok = False  # C.04.1.d
    return out


def build_histories(
    t: Tournament, round_no: int, edition_2026: bool = False
) -> dict[PlayerId, PlayerHistory]:
    """The :class:`PlayerHistory` of every player present in ``round_no``.

    Only rounds ``1..round_no-1`` of the players' entries are used. ``edition_2026`` applies
    the Dutch 2026 float rule for unplayed rounds (1.4.3/1.4.4) and PAB bar (C.04.1 Art. 4).
    """
    prev = round_no - 1
    scores = _Scores(t, prev)
    present = [p for p in t.players if not is_absent(p, round_no)]
    e5 = _e5_numbers(t, present, prev)
    last_round = t.rounds_total is not None and round_no == t.rounds_total
    max_points = prev * scores.units(t.point_system.win)
    forbidden = _forbidden_sets(t, round_no)
    out: dict[PlayerId, PlayerHistory] = {}
    for p in present:
        past = _past(p, prev, scores, t.point_system, edition_2026)
        score = scores.pairing_score(p.id, round_no)
        cols = tuple(past.colours)
        out[p.id] = PlayerHistory(
            id=p.id,
            score=score,
            points=scores.progress[p.id][prev],
            colours=cols,
            opponents=frozenset(past.opponents),
            forbidden=forbidden.get(p.id, frozenset()),
            floats=tuple(past.floats),
            pab_eligible=past.pab_ok,
            e5_index=e5[p.id],
            # A.7: over 50% of the maximum possible score, virtual points not in the maximum
            topscorer=last_round and 2 * score > max_points,
            colour_difference=sum(1 if c is Colour.WHITE else -1 for c in cols),
            preference=colour_preference(cols),
            unplayed=past.unplayed,
        )
    return out


def initial_colour_to_pair(t: Tournament, round_no: int, to_pair: int) -> Colour:
    """The initial colour for pairing ``round_no`` with ``to_pair`` players, in every system.

    Raises :class:`~engine.errors.InitialColourNotSet` when round 1 makes a board and the
    colour was never drawn (no ``XXC white1/black1``, no ``152``). In a later round a file
    without it takes it from round 1 (:func:`initial_colour`); when round 1 had no game at
    all, White.
    """
    init = initial_colour(t)
    if init is not None:
        return init
    if round_no == 1 and to_pair >= 2:
        raise InitialColourNotSet(round_no)
    return Colour.WHITE


def initial_colour(t: Tournament) -> Colour | None:
    """The top player's round-1 colour: XXC/152, else implied by round 1 of the file.

    Take the round-1 colour of the highest-ranked player who took part in the round-1
    pairing; if he had no colour (the PAB), take the next one, reversing for each step down.
    """
    if t.initial_colour is not None:
        return t.initial_colour
    step = 0
    for p in sorted(t.players, key=lambda q: q.id):
        e = p.entry(1)
        if not e.paired:
            continue
        step += 1
        if e.colour is not None and e.opponent is not None:
            return e.colour if step % 2 == 1 else e.colour.opposite
    return None

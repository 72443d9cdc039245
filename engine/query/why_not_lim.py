""" "Why not A against B?" for the Lim System (C.04.4.3), answered by the engine itself.

Either a rule forbids the pair outright (not in the round; C.04.1.b / 2.1 they have played each
other; 2.1 / 5.1 the pairing would require a third colour in a row or three more of one colour,
6.1 excepted), or the engine pairs the round twice, normally and with A and B allowed to meet
nobody but each other, and the first difference is named in the Lim text's terms: the bye
(1.1), a score-group's floaters and pairs by the priorities the engine applies (2.3, 3.9, 3.10,
3.2-3.4, 5.2; the values are the engine's own records,
:data:`~engine.explain.events_lim.KEY_ARTICLES`) or, all of those equal, the order of trial
(4.2, 4.3, 3.8).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.errors import ConfigError, EngineError, NoValidPairing
from engine.explain.events import ByeAssigned, ListTrace, PlayerFacts, RoundStarted, TraceEvent
from engine.explain.events_lim import (
    KEY_ARTICLES,
    LimGroupPaired,
    LimGroupStarted,
    LimScrutinised,
)
from engine.explain.records import Names, fold, ref
from engine.model import PairingSystem, PlayerId, Tournament
from engine.pairing import pair_round
from engine.pairing.common.history import build_histories
from engine.pairing.lim.compatibility import colours_permit
from engine.pairing.lim.exchanges import LATER
from engine.query.answers import Verdict, WhyNot


class LimInconsistency(EngineError):
    """The pairing with A-B forced is better than the engine's: the engine missed it (a bug)."""


@dataclass(frozen=True, slots=True)
class LimWhyNot:
    """The answer: the deciding article, the reason, and where the pairings part."""

    round_no: int
    a: int
    b: int
    verdict: str  # "paired", "not present", "already met", "colours", "no pairing", ...
    article: str
    reason: str
    group: str = ""  # the first score-group that differs, as the explanation names it
    engine_side: str = ""
    forced_side: str = ""


def lim_why_not(
    t: Tournament, round_no: int, a: int, b: int, system: PairingSystem = PairingSystem.LIM
) -> LimWhyNot:
    """Why the Lim engine does not pair ``a`` against ``b`` in ``round_no`` of ``t``
    (``system``: LIM, or LIM_MAXI for a Maxi-tournament)."""
    known = {int(p.id) for p in t.players}
    for x in (a, b):
        if x not in known:
            raise ConfigError(f"no player with pairing number {x}")
    if a == b:
        return LimWhyNot(round_no, a, b, "same player", "C.04.1", "the same player")
    normal = ListTrace()
    pairing = pair_round(t, round_no, system, trace=normal)
    if any({int(x.white), int(x.black)} == {a, b} for x in pairing.boards):
        return LimWhyNot(round_no, a, b, "paired", "", "the engine pairs them")
    started = next(e for e in normal.events if isinstance(e, RoundStarted))
    absent = dict(started.absent)
    for x in (a, b):
        if x not in started.present:
            why = absent.get(x, "not in the pairing of this round")
            return LimWhyNot(round_no, a, b, "not present", "C.04.2 D.3/D.4", f"{x}: {why}")
    hist = build_histories(t, round_no)
    ha, hb = hist[PlayerId(a)], hist[PlayerId(b)]
    met = [
        r
        for r in range(1, round_no)
        if t.player(PlayerId(a)).entry(r).played and t.player(PlayerId(a)).entry(r).opponent == b
    ]
    if met:
        rounds = ", ".join(map(str, met))
        return LimWhyNot(
            round_no,
            a,
            b,
            "already met",
            "C.04.1.b, 2.1",
            f"they played each other (round {rounds})",
        )
    if b in ha.forbidden or a in hb.forbidden:
        return LimWhyNot(round_no, a, b, "forbidden", "C.04.1.b", "the tournament forbids the pair")
    last = t.rounds_total is not None and round_no == t.rounds_total
    if not colours_permit(ha, hb) and not (last and ha.score == hb.score):
        facts = {e.player: e for e in normal.events if isinstance(e, PlayerFacts)}
        return LimWhyNot(
            round_no,
            a,
            b,
            "colours",
            "2.1, 5.1",
            "the pairing would require one of them to have the same colour in three successive "
            "rounds or three more of one colour than the other "
            f"({a}: {facts[a].colours or '-'}, {b}: {facts[b].colours or '-'})",
        )
    forced = ListTrace()
    try:
        pair_round(t, round_no, system, trace=forced, forced=(PlayerId(a), PlayerId(b)))
    except NoValidPairing as exc:
        return LimWhyNot(
            round_no,
            a,
            b,
            "no pairing",
            "2.6",
            f"with {a}-{b} paired the round cannot be completed: {exc.reason}",
        )
    ratings = {int(p.id): p.rating for p in t.players} if system is PairingSystem.LIM_MAXI else None
    return _compare(round_no, a, b, normal.events, forced.events, ratings)


def _bye(events: list[TraceEvent]) -> ByeAssigned | None:
    return next((e for e in events if isinstance(e, ByeAssigned)), None)


def _groups(events: list[TraceEvent]) -> dict[int, tuple[LimGroupStarted, LimGroupPaired]]:
    """The last attempt of every score-group (2.6 may pair the median several times)."""
    out: dict[int, tuple[LimGroupStarted, LimGroupPaired]] = {}
    started: LimGroupStarted | None = None
    for e in events:
        if isinstance(e, LimGroupStarted):
            started = e
        elif isinstance(e, LimGroupPaired) and started is not None:
            out[e.group] = (started, e)
    return out


def _side(p: LimGroupPaired) -> str:
    pairs = ", ".join(f"{x}-{y}" for x, y in p.pairs) or "no pairs"
    return pairs + (f"; floaters {', '.join(map(str, p.floaters))}" if p.floaters else "")


def _compare(
    round_no: int,
    a: int,
    b: int,
    normal: list[TraceEvent],
    forced: list[TraceEvent],
    ratings: dict[int, int] | None = None,
) -> LimWhyNot:
    bn, bf = _bye(normal), _bye(forced)
    if bn is not None and (bf is None or bf.player != bn.player):
        other = bf.player if bf is not None else None
        return LimWhyNot(
            round_no,
            a,
            b,
            "bye",
            "1.1",
            f"the bye goes to {bn.player} ({bn.detail}); with {a}-{b} paired it would have to "
            f"go to {other}",
        )
    gn, gf = _groups(normal), _groups(forced)
    for index in sorted(gn):
        sn, pn = gn[index]
        if index not in gf:
            break
        sf, pf = gf[index]
        same = (set(pn.pairs), set(pn.floaters)) == (set(pf.pairs), set(pf.floaters))
        if same and sn == sf:
            continue
        where = f"score-group {index} (score {sn.score}, {sn.position}, paired {sn.direction})"
        if (
            sn.residents != sf.residents
            or sn.down_floaters != sf.down_floaters
            or (sn.up_floaters != sf.up_floaters)
        ):
            return LimWhyNot(
                round_no,
                a,
                b,
                "2.6",
                "2.6",
                "with the pair forced the median score-group had to be extended (2.6) differently",
                where,
                _side(pn),
                _side(pf),
            )
        for k, (article, what) in enumerate(KEY_ARTICLES):
            if k >= len(pn.key) or pn.key[k] == pf.key[k]:
                continue
            if pn.key[k] > pf.key[k]:
                blocked = (
                    _maxi_exchange(pn, pf, ratings, _scrutinies(normal).get(index, {}), a, b)
                    if article == "5.2"
                    else None
                )
                if blocked is not None:
                    return LimWhyNot(
                        round_no, a, b, "criterion", *blocked, where, _side(pn), _side(pf)
                    )
                raise LimInconsistency(f"round {round_no}: the pairing with {a}-{b} is better")
            values = (
                (str(-pn.key[k]), str(-pf.key[k])) if k == 0 else (str(pn.key[k]), str(pf.key[k]))
            )
            if article == "3.2-3.4":
                values = (", ".join(map(str, pn.floaters)), ", ".join(map(str, pf.floaters)))
            return LimWhyNot(
                round_no,
                a,
                b,
                "criterion",
                article,
                f"{what}: {values[0]} in the engine's pairing, {values[1]} with {a}-{b}",
                where,
                _side(pn),
                _side(pf),
            )
        beyond = _first_beyond(pn, pf, ratings, _scrutinies(normal).get(index, {}), a, b)
        if beyond is not None:
            return LimWhyNot(
                round_no, a, b, "criterion", "5.7", beyond, where, _side(pn), _side(pf)
            )
        return LimWhyNot(
            round_no,
            a,
            b,
            "order of trial",
            "4.2, 4.3, 3.8",
            _trial_text(pn, pf, a, b),
            where,
            _side(pn),
            _side(pf),
        )
    raise LimInconsistency(f"round {round_no}: no difference found although {a}-{b} is forced")


def _scrutinies(events: list[TraceEvent]) -> dict[int, dict[int, LimScrutinised]]:
    """The scrutinised players of the last attempt of every score-group, by player."""
    out: dict[int, dict[int, LimScrutinised]] = {}
    for e in events:
        if isinstance(e, LimGroupStarted):
            out[e.index] = {}
        elif isinstance(e, LimScrutinised) and e.group in out:
            out[e.group][e.player] = e
    return out


def _maxi_exchange(
    pn: LimGroupPaired,
    pf: LimGroupPaired,
    ratings: dict[int, int] | None,
    scrutinised: dict[int, LimScrutinised],
    a: int,
    b: int,
) -> tuple[str, str] | None:
    """(article, reason) when, in a Maxi-tournament, the pairing with a-b forced has fewer
    pairs due the same colour than the engine's and the engine could not reach it.

    5.2 is applied player by player there (rulings L15): each scrutinised player may be given
    another opponent than the one he gets without regard to colours only within 100 points of
    him (5.7), each later player the same. The first scrutinised player whose opponent differs
    tells which: his forced opponent is beyond his 100 points (5.7); or within them, but with
    every later player held to his own limit it leaves more pairs due the same colour (with
    a-b forced, a and b may meet nobody else, which changes the later players' opponents
    without regard to colours and so their limits); or the engine's search of the group
    reached its work bound (L15, :attr:`LimGroupPaired.bounded`). None when none of these
    holds: then the engine missed the pairing.
    Not a Maxi-tournament: None.
    """
    if ratings is None:
        return None
    forced = dict(pf.pairs) | {y: x for x, y in pf.pairs}
    for p, q in pn.pairs:  # in the order of the scrutiny
        r = forced.get(p)
        if r is None or r == q:
            continue
        e = scrutinised.get(p)
        # no record: he took the first of his order of trial, his opponent regardless of colour
        reference = e.reference if e is not None and e.reference else q
        gap = abs(ratings.get(r, 0) - ratings.get(reference, 0))
        counts = (
            f"pairs due the same colour: {pn.colour_conflicts} in the engine's pairing, "
            f"{pf.colour_conflicts} with {a}-{b}"
        )
        if r != reference and gap > 100:
            return "5.7", _beyond(p, r, reference, ratings, a, b) + f" ({counts}, 5.2)"
        if pn.bounded:
            return "5.2, 5.7 (L15)", (
                f"scrutinising {p}, the engine gives him {q}; the Maxi search of this "
                "score-group reached its work bound (rulings L15) before it could follow every "
                f"opponent within the players' 100 points, so the group is paired with the best "
                f"it had found ({counts})"
            )
        why = dict(e.rejected).get(r) if e is not None else None
        if {p, r} == {a, b} or why not in (LATER, None):
            return None  # the rest of that pairing was open to the engine too
        return "5.2, 5.7", (
            f"scrutinising {p}, the engine gives him {q}: with every later player held within "
            f"100 points of his own opponent without regard to colours (5.7), no opponent "
            f"within {p}'s limit leaves fewer pairs due the same colour, and {q} comes first "
            f"in the order of trial; with {a}-{b} forced, {a} and {b} may meet nobody else, "
            f"which changes the later players' opponents without regard to colours and so "
            f"their limits ({counts})"
        )
    return None


def _beyond(p: int, r: int, reference: int, ratings: dict[int, int], a: int, b: int) -> str:
    gap = abs(ratings.get(r, 0) - ratings.get(reference, 0))
    return (
        "in a Maxi-tournament a scrutinised player may be given another opponent than the one "
        "he gets without regard to colours only if their ratings differ by 100 points or less; "
        f"scrutinising {p}, that is {reference} ({ratings.get(reference, 0)}); {r} "
        f"({ratings.get(r, 0)}), his opponent with {a}-{b} paired, is {gap} points from him, "
        "so the engine cannot exchange for him"
    )


def _first_beyond(
    pn: LimGroupPaired,
    pf: LimGroupPaired,
    ratings: dict[int, int] | None,
    scrutinised: dict[int, LimScrutinised],
    a: int,
    b: int,
) -> str | None:
    """5.7 (Maxi-tournament): the first scrutinised player whose opponent differs has, with
    a-b forced, one beyond 100 points of his opponent without regard to colours."""
    if ratings is None:
        return None
    forced = dict(pf.pairs) | {y: x for x, y in pf.pairs}
    for p, q in pn.pairs:
        r = forced.get(p)
        if r is None or r == q:
            continue
        e = scrutinised.get(p)
        reference = e.reference if e is not None and e.reference else q
        if r != reference and abs(ratings.get(r, 0) - ratings.get(reference, 0)) > 100:
            return _beyond(p, r, reference, ratings, a, b)
        return None
    return None


def _trial_text(pn: LimGroupPaired, pf: LimGroupPaired, a: int, b: int) -> str:
    forced_partner = dict(pf.pairs) | {y: x for x, y in pf.pairs}
    for p, q in pn.pairs:
        if forced_partner.get(p) != q:
            r = forced_partner.get(p)
            if r is None:
                return (
                    f"every priority before the order of trial is equal; the engine pairs {p} "
                    f"with {q}, which {p} reaches first in the order of trial"
                )
            return (
                f"every priority before the order of trial is equal; scrutinising {p}, the "
                f"engine reaches {q} before {r} in the order of trial, and {p}-{q} leaves the "
                "others a pairing as good"
            )
    return "every priority is equal; the engine's pairing comes first in the order of trial"


def render_lim_why_not(w: LimWhyNot, names: Names | None = None) -> str:
    """The answer as plain text."""
    lines = [f"Why not {ref(w.a, names)} against {ref(w.b, names)} in round {w.round_no}?"]
    if w.verdict == "paired":
        lines.append("They are paired.")
    else:
        lines.append(f"{w.article}: {w.reason}.")
    if w.group:
        lines.append(f"First difference: {w.group}")
        lines.append(f"  engine: {w.engine_side}")
        lines.append(f"  with {w.a}-{w.b}: {w.forced_side}")
    return "\n".join(fold(lines)) + "\n"


def as_why_not(w: LimWhyNot) -> WhyNot:
    """The answer in the shared :class:`~engine.query.answers.WhyNot` shape (for the GUI).

    The Lim priorities are not the Dutch quality criteria, so a decided comparison is carried
    as its article and reason, with the differing score-group in ``route``.
    """
    verdicts = {
        "paired": Verdict.PAIRED,
        "same player": Verdict.SAME_PLAYER,
        "not present": Verdict.NOT_PRESENT,
        "already met": Verdict.ALREADY_MET,
        "forbidden": Verdict.FORBIDDEN,
        "colours": Verdict.SAME_ABSOLUTE_COLOUR,
        "no pairing": Verdict.NO_COMPLETE_PAIRING,
    }
    route = ""
    if w.group:
        route = f"{w.group}: engine {w.engine_side}; with {w.a}-{w.b} {w.forced_side}"
    return WhyNot(
        w.round_no,
        w.a,
        w.b,
        verdicts.get(w.verdict, Verdict.GENERATION_ORDER),
        w.article,
        w.reason,
        route=route,
    )


__all__ = ["LimInconsistency", "LimWhyNot", "as_why_not", "lim_why_not", "render_lim_why_not"]

""" "Why not A against B?" answered by the engine itself (C.04.1.i).

Either an absolute rule forbids the pair (the same player, a player not in the pairing, C.1
already played, a pair the tournament forbids, C.3 same absolute colour preference), or the
engine pairs the round twice, normally and with A and B allowed to meet nobody but each other
(``pair_round(..., forced=(a, b))``), and the two traces are compared: the first bracket whose
accepted candidate differs, criterion by criterion in the priority order of B.8 (C.5 ... C.19),
then the generation order (D.1-D.3). Nothing is re-derived here: both pairings, and every value
compared, are the engine's own records.

A forced pairing that is *better* than the engine's on the first criterion where they differ
would mean the engine missed a better candidate: :class:`EngineInconsistency` is raised.

Note on C.7 (choice of downfloaters for the following bracket): the trace records no C.7 value.
When two candidates with different downfloaters tie on C.5 and C.6, C.7 is read from what the
following bracket achieved in each run (pairs, then PSD), which the answer says.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from engine.errors import ConfigError, NoValidPairing
from engine.explain.articles import QUALITY_ORDER, QUALITY_ORDER_2026, cite, rule_text
from engine.explain.events import BracketPaired, ListTrace, TraceEvent
from engine.explain.events_dutch import BracketRole
from engine.explain.records import (
    BracketRecord,
    RoundRecord,
    collect,
    compare_keys,
    criterion_key,
    criterion_short,
    downfloater_scores,
    measure,
    numbers,
    pair_count,
    pairs_short,
    points,
    psd,
    sd_text,
)
from engine.explain.render_dutch import kind_label
from engine.model import Board, Colour, PairingSystem, PlayerId, Tournament
from engine.pairing import pair_round
from engine.pairing.common.manual import Breach
from engine.pairing.registry import ENGINES
from engine.query import why_not_burstein, why_not_dubov
from engine.query.answers import Comparison, EngineInconsistency, Verdict, WhyNot
from engine.query.why_not_lim import as_why_not, lim_why_not


def why_not(
    t: Tournament,
    round_no: int,
    a: int,
    b: int,
    system: PairingSystem = PairingSystem.DUTCH_2017,
) -> WhyNot:
    """Why the engine does not pair ``a`` against ``b`` in ``round_no`` of ``t``.

    ``t`` is the tournament as :func:`~engine.pairing.pair_round` takes it (rounds before
    ``round_no``). Raises :class:`~engine.errors.ConfigError` for an unknown pairing number,
    :class:`~engine.errors.NoValidPairing` when the round itself cannot be paired, and
    :class:`EngineInconsistency` when forcing the pair gives a better pairing (an engine bug).
    """
    known = {int(p.id) for p in t.players}
    for x in (a, b):
        if x not in known:
            raise ConfigError(f"no player with pairing number {x}")
    if a == b:
        return WhyNot(round_no, a, b, Verdict.SAME_PLAYER, "C.04.1", "the same player")
    if system in (PairingSystem.LIM, PairingSystem.LIM_MAXI):  # Lim's own priorities
        return as_why_not(lim_why_not(t, round_no, a, b, system))
    normal = ListTrace()
    pairing = pair_round(t, round_no, system, trace=normal)
    q = _Question(t, round_no, a, b, system, tuple(normal.events))
    if any({int(x.white), int(x.black)} == {a, b} for x in pairing.boards):
        return q.answer(Verdict.PAIRED, "", "the engine pairs them")
    return q.cannot_meet() or q.with_the_pair()


@dataclass(frozen=True, slots=True)
class _Rerun:
    """The engine's run of the round and the one with A and B forced together, to compare."""

    t: Tournament  # before the round (the Dubov comparer reads the players' bye order)
    round_no: int
    a: int
    b: int
    normal: RoundRecord
    forced: RoundRecord
    engine_events: tuple[TraceEvent, ...]
    forced_events: tuple[TraceEvent, ...]

    def no_difference(self) -> EngineInconsistency:
        """The forced run paired the round as the engine did: the engine contradicts itself."""
        return EngineInconsistency(
            f"round {self.round_no}: the pairings with and without {self.a}-{self.b} forced "
            "do not differ"
        )

    def answer(
        self,
        verdict: Verdict,
        article: str,
        reason: str,
        *,
        bracket: int | None = None,
        comparisons: tuple[Comparison, ...] = (),
        route: str = "",
        route_bracket: int | None = None,
        met_in: tuple[int, ...] = (),
    ) -> WhyNot:
        """The answer, with both runs' events and the edition cited."""
        return WhyNot(
            self.round_no,
            self.a,
            self.b,
            verdict,
            article,
            reason,
            bracket=bracket,
            comparisons=comparisons,
            met_in=met_in,
            route=route,
            route_bracket=route_bracket,
            engine_events=self.engine_events,
            forced_events=self.forced_events,
            edition=_edition(self.normal),
        )


Comparer = Callable[[_Rerun], WhyNot]
"""A system's comparison of the engine's run with the forced one -> the answer."""


class _Question:
    """One "why not A against B?" and the engine's own pairing of the round."""

    def __init__(
        self,
        t: Tournament,
        round_no: int,
        a: int,
        b: int,
        system: PairingSystem,
        engine_events: tuple[TraceEvent, ...],
    ) -> None:
        self.t, self.round_no, self.a, self.b, self.system = t, round_no, a, b, system
        self.engine_events = engine_events
        self.rec = collect(engine_events)
        self.edition = _edition(self.rec)

    def answer(
        self,
        verdict: Verdict,
        article: str,
        reason: str,
        met_in: tuple[int, ...] = (),
        forced_events: tuple[TraceEvent, ...] = (),
    ) -> WhyNot:
        """An answer about the engine's pairing of the round (and the forced run's events,
        when it could not be completed)."""
        runs = _Rerun(
            self.t,
            self.round_no,
            self.a,
            self.b,
            self.rec,
            collect(forced_events),
            self.engine_events,
            forced_events,
        )
        return runs.answer(verdict, article, reason, met_in=met_in)

    def cannot_meet(self) -> WhyNot | None:
        """Not in the pairing (C.04.2), or a rule of the system keeps them apart: C.04.1.b as
        the system cites it, a pair the tournament forbids, the same absolute colour."""
        t, round_no, a, b, rec = self.t, self.round_no, self.a, self.b, self.rec
        present = set(rec.started.present) if rec.started is not None else set()
        absent = dict(rec.started.absent) if rec.started is not None else {}
        for x in (a, b):
            if x not in present:
                why = absent.get(x, "not in the pairing of this round")
                return self.answer(Verdict.NOT_PRESENT, "C.04.2", f"{x}: {why}")
        engine = ENGINES[self.system]
        met = _rounds_met(t, round_no, a, b)
        if met:
            reason = "they have already played each other"
            return self.answer(Verdict.ALREADY_MET, engine.criteria.meet, reason, met_in=met)
        if _forbidden(t, round_no, a, b):
            reason = "the tournament forbids this pair (XXP restriction)"
            return self.answer(Verdict.FORBIDDEN, engine.criteria.meet, reason)
        board = (Board(PlayerId(a), PlayerId(b)),)
        for v in engine.check_pairing(t, round_no, board, None):
            if v.breach is Breach.SAME_ABSOLUTE_COLOUR:
                return self._same_colour(v.article, v.colour)
        return None

    def _same_colour(self, article: str, colour: Colour | None) -> WhyNot:
        fa, fb = self.rec.facts(self.a), self.rec.facts(self.b)
        assert fa is not None and fb is not None  # both are in the pairing
        word = "White" if colour is Colour.WHITE else "Black"
        return self.answer(
            Verdict.SAME_ABSOLUTE_COLOUR,
            article,
            f"both have an absolute colour preference for {word} "
            f"({self.a}: colours {fa.colours}, colour difference {fa.colour_difference}; "
            f"{self.b}: colours {fb.colours}, colour difference {fb.colour_difference}) "
            f"and neither is a topscorer ({cite('A.7', self.edition)})",
        )

    def with_the_pair(self) -> WhyNot:
        """The round paired again with A and B able to meet nobody but each other, and the
        first difference by the system's own criteria."""
        a, b, round_no = self.a, self.b, self.round_no
        forced = ListTrace()
        try:
            forced_pairing = pair_round(
                self.t, round_no, self.system, trace=forced, forced=(PlayerId(a), PlayerId(b))
            )
        except NoValidPairing as exc:
            return self.answer(
                Verdict.NO_COMPLETE_PAIRING,
                _completion_article(self.system),
                f"with {a}-{b} paired the round-pairing cannot be completed: {exc.reason}",
                forced_events=tuple(forced.events),
            )
        forced_events = tuple(forced.events)
        if not any({int(x.white), int(x.black)} == {a, b} for x in forced_pairing.boards):
            raise EngineInconsistency(
                f"round {round_no}: the pairing with {a}-{b} forced does not pair them"
            )
        started = self.rec.started
        paired_by = started.pairing_system if started is not None else None
        compare = _COMPARERS.get(paired_by, _compare) if paired_by is not None else _compare
        return compare(
            _Rerun(
                self.t,
                round_no,
                a,
                b,
                self.rec,
                collect(forced_events),
                self.engine_events,
                forced_events,
            )
        )


def _compare_dubov(r: _Rerun) -> WhyNot:
    """The Dubov text's order (:mod:`.why_not_dubov`): the pairing-allocated bye, which both
    texts assign before the brackets (revised B.0, 1997 text 4), then the criteria on the first
    bracket that differs."""
    paired_by = r.normal.started.pairing_system if r.normal.started is not None else None
    legacy = paired_by is PairingSystem.DUBOV_LEGACY
    bye = why_not_dubov.bye_difference(r.t, r.round_no, r.normal, r.forced, r.a, r.b, legacy)
    if bye is not None:
        byes = tuple(Comparison(*row, rule=bye.rule) for row in bye.rows)
        if byes[-1].order >= 0:  # the forced run's receiver could have had it unforced
            raise EngineInconsistency(
                f"the pairing-allocated bye: with {r.a}-{r.b} forced it goes to "
                f"{byes[-1].forced}, whom {byes[-1].article} does not place after the "
                f"engine's {byes[-1].engine}"
            )
        return r.answer(Verdict.CRITERION, bye.article, bye.reason, comparisons=byes)
    found = why_not_dubov.first_difference(r.normal, r.forced)
    if found is None:
        raise r.no_difference()
    bn, bf = found
    article, reason, rows = why_not_dubov.compare(bn, bf, legacy)
    comps = tuple(
        Comparison(art, en, fo, what, order, rule=why_not_dubov.RULES.get(art, reason))
        for art, en, fo, what, order in rows
    )
    if comps and comps[-1].order > 0:
        d = comps[-1]
        raise EngineInconsistency(
            f"bracket {bn.index}: the pairing with {r.a}-{r.b} forced is better on {d.article} "
            f"({d.forced} instead of {d.engine} {d.measure})"
        )
    verdict = Verdict.CRITERION if comps and comps[-1].order < 0 else Verdict.GENERATION_ORDER
    return r.answer(
        verdict,
        article,
        reason if verdict is Verdict.GENERATION_ORDER else "",
        bracket=bn.index,
        comparisons=comps,
    )


def _compare_burstein(r: _Rerun) -> WhyNot:
    """The Burstein text's own order (:mod:`.why_not_burstein`)."""
    found = why_not_burstein.compare(r.normal, r.forced)
    if found is None:
        raise r.no_difference()
    rows = found.rows
    if rows and rows[-1].order > 0:
        d = rows[-1]
        raise EngineInconsistency(
            f"the pairing with {r.a}-{r.b} forced is better on {d.article} "
            f"({d.forced} instead of {d.engine} {d.measure})"
        )
    comps = tuple(
        Comparison(r.article, r.engine, r.forced, r.measure, r.order, r.exact, found.rule)
        for r in rows
    )
    verdict = {
        "criterion": Verdict.CRITERION,
        "order": Verdict.GENERATION_ORDER,
        "bracket": Verdict.BRACKET,
    }[found.kind]
    return r.answer(verdict, found.article, found.reason, bracket=found.bracket, comparisons=comps)


def _completion_article(system: PairingSystem) -> str:
    """The article that asks for a complete round-pairing, in the system's own text."""
    return {
        PairingSystem.DUTCH_2017: "A.9, C.4",
        PairingSystem.DUTCH_2026: "1.9, C4",
        PairingSystem.BURSTEIN: "C.4",
        PairingSystem.BURSTEIN_LEGACY: "6.6",
        PairingSystem.DUBOV: "C.4",
        PairingSystem.DUBOV_LEGACY: "9",
    }.get(system, "C.04.1")


def _rounds_met(t: Tournament, round_no: int, a: int, b: int) -> tuple[int, ...]:
    """Rounds before ``round_no`` in which a and b played each other over the board."""
    pa = t.player(PlayerId(a))
    return tuple(r for r in range(1, round_no) if pa.entry(r).opponent == b and pa.entry(r).played)


def _forbidden(t: Tournament, round_no: int, a: int, b: int) -> bool:
    return any(
        fp.applies_to(round_no) and a in fp.players and b in fp.players for fp in t.forbidden
    )


def _same_paired(x: BracketPaired | None, y: BracketPaired | None) -> bool:
    if x is None or y is None:
        return x is y
    return (
        set(map(frozenset, x.pairs)) == set(map(frozenset, y.pairs))
        and set(x.downfloaters) == set(y.downfloaters)
        and x.bye == y.bye
    )


def _compare(r: _Rerun) -> WhyNot:
    """Find the first bracket that differs and what decides between the two candidates."""
    normal, forced, a, b = r.normal, r.forced, r.a, r.b
    indices = sorted({br.index for br in normal.brackets} | {br.index for br in forced.brackets})
    route: int | None = None  # first bracket where the A.9 route (PPB/CLB) differs
    decision: _Decision | None = None
    at = 0
    for i in indices:
        bn, bf = normal.bracket(i), forced.bracket(i)
        if bn is None or bf is None:
            break
        same = _same_paired(bn.paired, bf.paired)
        if same and (bn.collapsed is None) == (bf.collapsed is None):
            continue
        if same:
            route = i if route is None else route
            continue
        at = i
        if route is not None and _composition(bn) != _composition(bf):
            break  # after different routes the brackets hold different players
        decision = _compare_bracket(bn, bf, normal, forced, a, b)
        break
    if decision is None:
        if route is None:
            raise r.no_difference()
        at = route
        decision = (Verdict.COLLAPSE, "A.9", _route_text(normal, forced, route, a, b), [])
    verdict, article, reason, comps = decision
    return r.answer(
        verdict,
        article,
        reason,
        bracket=at,
        comparisons=tuple(comps),
        route=_route_text(normal, forced, route, a, b) if route is not None else "",
        route_bracket=route,
    )


def _composition(br: BracketRecord) -> tuple[frozenset[int], frozenset[int]]:
    s = br.started
    if s is None:
        return frozenset(), frozenset()
    return frozenset(s.residents), frozenset(m for m, _ in s.mdps)


def _route_text(normal: RoundRecord, forced: RoundRecord, index: int, a: int, b: int) -> str:
    """A.9: which run turned bracket ``index`` into the PPB."""
    bn, bf = normal.bracket(index), forced.bracket(index)
    if bn is not None and bn.collapsed is not None:
        who, other = "the engine's pairing", f"with {a}-{b} paired it does not"
    else:
        who, other = f"the pairing with {a}-{b}", "in the engine's pairing it does not"
    c = (bn.collapsed if bn is not None and bn.collapsed is not None else None) or (
        bf.collapsed if bf is not None else None
    )
    if c is not None and c.downfloaters:
        first = (
            f"the downfloaters {numbers(c.downfloaters)} of bracket {index}, together with all "
            "the remaining players, do not allow the completion of the round-pairing"
        )
    else:
        first = (
            f"without downfloaters from bracket {index} the remaining players do not allow the "
            "completion of the round-pairing"
        )
    return (
        f"in {who} {first}, so bracket {index} becomes the PPB and is re-paired (C.4), the "
        f"remaining players forming the CLB; {other}"
    )


_Decision = tuple[Verdict, str, str, list[Comparison]]


@dataclass(frozen=True, slots=True)
class _Rules:
    """The Dutch criteria of one edition, as B.8 (2017) or 3.8 (2026) compares them."""

    edition: str
    pairs: str  # maximize the pairs: 2017 C.5, 2026 C6
    scores: str  # 2017 C.6 (PSD), 2026 C7 (the downfloaters' scores)
    look_ahead: str  # the downfloaters for the following bracket: 2017 C.7, 2026 C8
    rest: tuple[str, ...]  # the criteria after the look-ahead, in priority order

    def cite(self, article: str) -> str:
        return cite(article, self.edition)


_RULES_2017 = _Rules("2017", "C.5", "C.6", "C.7", QUALITY_ORDER[QUALITY_ORDER.index("C.8") :])
_RULES_2026 = _Rules("2026", "C6", "C7", "C8", QUALITY_ORDER_2026[QUALITY_ORDER_2026.index("C9") :])


def _rules(rec: RoundRecord) -> _Rules:
    return _RULES_2026 if _edition(rec) == "2026" else _RULES_2017


def _edition(rec: RoundRecord) -> str:
    return rec.started.edition if rec.started is not None else "2017"


def _comparison(
    bn: BracketRecord, pn: BracketPaired, pf: BracketPaired, article: str
) -> Comparison:
    order = compare_keys(
        criterion_key(pn, article, bn.started), criterion_key(pf, article, bn.started)
    )
    return Comparison(
        article,
        criterion_short(pn, article, bn.started),
        criterion_short(pf, article, bn.started),
        measure(article),
        order,
    )


def _pab_comparison(
    article: str, pn: BracketPaired, pf: BracketPaired, normal: RoundRecord
) -> Comparison | None:
    """2026 C5 (the PAB receiver's score) and C9 (his unplayed games), from the players' facts."""
    if pn.bye == pf.bye or pn.bye is None or pf.bye is None:
        return None
    started = normal.started
    played_rounds = started.round_no - 1 if started is not None else 0

    def value(player: int) -> Fraction:
        facts = normal.facts(player)
        if facts is None:
            return Fraction(0)
        if article == "C5":
            return Fraction(facts.score)
        return Fraction(played_rounds - len(facts.colours))  # C9: rounds without a game

    vn, vf = value(pn.bye), value(pf.bye)
    what = "score of the PAB receiver" if article == "C5" else "unplayed games of the PAB receiver"
    return Comparison(
        article,
        f"{points(vn)} ({pn.bye})",
        f"{points(vf)} ({pf.bye})",
        what,
        (vn > vf) - (vn < vf),
    )


def _compare_bracket(
    bn: BracketRecord,
    bf: BracketRecord,
    normal: RoundRecord,
    forced: RoundRecord,
    a: int,
    b: int,
) -> _Decision:
    """B.8 (2026: 3.8) between the engine's candidate and the forced one: the first criterion
    that differs.

    Both brackets have the same players (every bracket before them was paired alike), so the
    forced candidate is one the engine could have chosen: it may never be better.
    """
    pn, pf = bn.paired, bf.paired
    assert pn is not None and pf is not None
    rules = _rules(normal)
    comps: list[Comparison] = []
    look_ahead_open = False  # C.7 / C8 may have decided, but the trace does not record it

    def judge(c: Comparison) -> _Decision | None:
        comps.append(c)
        if c.order < 0:
            return Verdict.CRITERION, c.article, rule_text(c.article), comps
        if c.order == 0:
            return None
        if look_ahead_open:
            # the engine's candidate can only have won on the look-ahead, which outranks this
            comps.pop()
            comps.append(_downfloaters_comparison(pn, pf, rules.look_ahead))
            return Verdict.CRITERION, rules.look_ahead, rule_text(rules.look_ahead), comps
        raise EngineInconsistency(
            f"bracket {bn.index}: the pairing with {a}-{b} forced is better on {c.article} "
            f"({c.forced} instead of {c.engine} {c.measure}): "
            f"engine {pairs_short(pn.pairs)} | forced {pairs_short(pf.pairs)}"
        )

    def check(article: str) -> _Decision | None:
        if article in ("C5", "C9"):
            c = _pab_comparison(article, pn, pf, normal)
            return judge(c) if c is not None else None
        return judge(_comparison(bn, pn, pf, article))

    for article in (*(("C5",) if rules.edition == "2026" else ()), rules.pairs, rules.scores):
        got = check(article)
        if got is not None:
            return got
    last = _DUTCH_ROLES.get(bn.kind) is BracketRole.LAST
    applies = bn.applies_c7 if rules.edition == "2017" else not last
    if applies and set(pn.downfloaters) != set(pf.downfloaters):
        look = _look_ahead(bn.index, normal, forced, rules)
        if look is not None:
            comps.append(look)
            if look.order < 0:
                return Verdict.CRITERION, rules.look_ahead, rule_text(rules.look_ahead), comps
        look_ahead_open = True
    for article in rules.rest:
        got = check(article)
        if got is not None:
            return got
    if look_ahead_open:
        reason = (
            f"the downfloaters differ and {rules.look_ahead} (which the trace does not record) "
            "may also have decided"
        )
    else:
        reason = ""
    return Verdict.GENERATION_ORDER, _generation_article(bn, pn, pf, rules), reason, comps


def _downfloaters_comparison(pn: BracketPaired, pf: BracketPaired, article: str) -> Comparison:
    return Comparison(
        article,
        numbers(pn.downfloaters),
        numbers(pf.downfloaters),
        "downfloaters chosen for the following bracket",
        -1,
        exact=False,
    )


def _look_ahead(
    index: int, normal: RoundRecord, forced: RoundRecord, rules: _Rules
) -> Comparison | None:
    """C.7 (2026: C8) as the following bracket shows it in each run: its pairs, then its PSD
    (2026: its downfloaters' scores), when it can be read."""
    nn, nf = normal.bracket(index + 1), forced.bracket(index + 1)
    if nn is None or nf is None or nn.paired is None or nf.paired is None:
        return None
    if nn.collapsed is not None or nf.collapsed is not None:
        return None
    if nn.kind in ("PPB", "CLB") or nf.kind in ("PPB", "CLB"):
        return None

    def key(br: BracketRecord) -> tuple[Fraction, ...]:
        assert br.paired is not None
        if rules.edition == "2026":
            return downfloater_scores(br.paired, br.started)
        return psd(br.paired)

    def text(br: BracketRecord) -> str:
        assert br.paired is not None
        n = pair_count(br.paired)
        what = "downfloaters' scores" if rules.edition == "2026" else "PSD"
        return f"{n} pair{'s' if n != 1 else ''}, {what} {sd_text(key(br))}"

    kn, kf = nn.paired, nf.paired
    if pair_count(kn) != pair_count(kf):
        order = -1 if pair_count(kn) > pair_count(kf) else 1
    else:
        order = compare_keys(key(nn), key(nf))
    return Comparison(
        rules.look_ahead, text(nn), text(nf), measure(rules.look_ahead), order, exact=False
    )


def _generation_article(
    bn: BracketRecord, pn: BracketPaired, pf: BracketPaired, rules: _Rules = _RULES_2017
) -> str:
    """Which generation rule orders the two candidates (B.8 ties go to the earlier one)."""
    c = rules.cite
    mdps = {m for m, _ in bn.started.mdps} if bn.started is not None else set()
    if set(map(frozenset, pn.mdp_pairing)) != set(map(frozenset, pf.mdp_pairing)):
        paired_n = {x for pair in pn.mdp_pairing for x in pair if x in mdps}
        paired_f = {x for pair in pf.mdp_pairing for x in pair if x in mdps}
        if paired_n != paired_f:
            # another set of MDPs in S1: an MDP-exchange (2026: the next MDP set)
            return f"{c('B.8')} ({c('B.7')}, {c('D.3')})"
        return f"{c('B.8')} ({c('B.7')}, {c('D.1')})"  # another MDP-pairing
    if (pn.exchange_out, pn.exchange_in) != (pf.exchange_out, pf.exchange_in):
        return f"{c('B.8')} ({c('B.6')}, {c('D.2')})"  # a resident-exchange
    return f"{c('B.8')} ({c('B.6')}, {c('D.1')})"  # a transposition


_DUTCH_ROLES = {kind_label(r, h): r for r in BracketRole for h in (False, True)}
"""A Dutch bracket's role from its recorded kind (the Dutch renderer's own labels, read back
through the same function, not by the words' beginnings)."""

_COMPARERS: dict[PairingSystem, Comparer] = {
    PairingSystem.BURSTEIN: _compare_burstein,
    PairingSystem.BURSTEIN_LEGACY: _compare_burstein,
    PairingSystem.DUBOV: _compare_dubov,
    PairingSystem.DUBOV_LEGACY: _compare_dubov,
}
"""The comparison of each system that has its own criteria; the Dutch rules' otherwise (the
Dutch editions and a Burstein seeding round, which the Dutch engine pairs)."""

__all__ = [
    "Comparison",
    "EngineInconsistency",
    "Verdict",
    "WhyNot",
    "why_not",
]

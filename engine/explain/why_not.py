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

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from engine.errors import ConfigError, EngineError, NoValidPairing
from engine.explain.articles import QUALITY_ORDER, QUALITY_ORDER_2026, cite, rule_text
from engine.explain.records import (
    BracketRecord,
    Names,
    RoundRecord,
    collect,
    compare_keys,
    criterion_key,
    criterion_short,
    downfloater_scores,
    fold,
    measure,
    numbers,
    pair_count,
    pairs_short,
    points,
    psd,
    ref,
    sd_text,
)
from engine.explain.trace import BracketPaired, ListTrace, TraceEvent
from engine.model import PlayerId, Tournament
from engine.pairing import PairingSystem, pair_round


class EngineInconsistency(EngineError):
    """The forced pairing beats the engine's own: the engine missed a better candidate (a bug)."""


class Verdict(Enum):
    """What kind of answer a :class:`WhyNot` is."""

    PAIRED = "paired"  # the engine does pair them
    SAME_PLAYER = "same player"
    NOT_PRESENT = "not present"  # absent (bye, withdrawn) in this round
    ALREADY_MET = "already met"  # C.1
    FORBIDDEN = "forbidden"  # XXP: the tournament forbids the pair
    SAME_ABSOLUTE_COLOUR = "same absolute colour"  # C.3
    NO_COMPLETE_PAIRING = "no complete pairing"  # A.9 / C.4 with A-B forced
    COLLAPSE = "collapse"  # the A.9 route differs, the bracket itself is paired alike
    CRITERION = "criterion"  # a quality criterion C.5-C.19 prefers the engine's candidate
    GENERATION_ORDER = "generation order"  # all criteria equal: B.8, D.1-D.3
    BRACKET = "bracket"  # the pair would change the bracket itself (Burstein older text: 6.6)


@dataclass(frozen=True, slots=True)
class Comparison:
    """One criterion of the first differing bracket, engine's pairing against A-B forced."""

    article: str
    engine: str  # the value in the engine's pairing: "1", "[1, 0.5, 0]", ...
    forced: str  # the value with A-B paired
    measure: str  # what the values measure: "players who do not get their colour preference"
    order: int  # -1: the engine's is better, 0: equal, 1: the forced one is better
    exact: bool = True  # False: C.7, read from what the following bracket achieved
    rule: str = ""  # the rule's words when they are not the Dutch C.5-C.19 (Dubov)

    @property
    def trivial(self) -> bool:
        """Equal and zero (or empty) on both sides."""
        values = self.engine.strip("[]").split(", ")
        return self.order == 0 and self.engine == self.forced and set(values) <= {"0", ""}


@dataclass(frozen=True, slots=True)
class WhyNot:
    """The answer to "why are A and B not paired in this round?"."""

    round_no: int
    a: int
    b: int
    verdict: Verdict
    article: str  # the deciding article: "C.1", "C.3", "C.10", "B.8 (D.1)", ...
    reason: str = ""  # the deciding fact in words
    bracket: int | None = None  # the first bracket that differs
    comparisons: tuple[Comparison, ...] = ()  # in priority order, up to the deciding one
    met_in: tuple[int, ...] = ()  # C.1: rounds in which A and B played each other
    route: str = ""  # A.9: how the two runs' routes (PPB, CLB) differ, if they do
    route_bracket: int | None = None  # the bracket where the routes part
    engine_events: tuple[TraceEvent, ...] = ()
    forced_events: tuple[TraceEvent, ...] = ()
    edition: str = "2017"  # the rules' edition whose articles the answer cites ("2026": C1-C21)

    @property
    def decisive(self) -> Comparison | None:
        """The comparison that decides (the last one), if the answer is a criterion."""
        if self.verdict is Verdict.CRITERION and self.comparisons:
            return self.comparisons[-1]
        return None


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
        from engine.explain.lim_why_not import as_why_not, lim_why_not

        return as_why_not(lim_why_not(t, round_no, a, b, system))

    normal = ListTrace()
    pairing = pair_round(t, round_no, system, trace=normal)
    engine_events = tuple(normal.events)
    rec = collect(engine_events)
    edition = _edition(rec)

    def answer(
        verdict: Verdict,
        article: str,
        reason: str,
        met_in: tuple[int, ...] = (),
        forced_events: tuple[TraceEvent, ...] = (),
    ) -> WhyNot:
        return WhyNot(
            round_no,
            a,
            b,
            verdict,
            article,
            reason,
            met_in=met_in,
            engine_events=engine_events,
            forced_events=forced_events,
            edition=edition,
        )

    if any({int(x.white), int(x.black)} == {a, b} for x in pairing.boards):
        return answer(Verdict.PAIRED, "", "the engine pairs them")

    present = set(rec.started.present) if rec.started is not None else set()
    absent = dict(rec.started.absent) if rec.started is not None else {}
    for x in (a, b):
        if x not in present:
            why = absent.get(x, "not in the pairing of this round")
            return answer(Verdict.NOT_PRESENT, "C.04.2", f"{x}: {why}")

    met = _rounds_met(t, round_no, a, b)
    if met:
        return answer(
            Verdict.ALREADY_MET,
            cite("C.1", edition),
            "they have already played each other",
            met_in=met,
        )
    if _forbidden(t, round_no, a, b):
        return answer(
            Verdict.FORBIDDEN,
            cite("C.1", edition),
            "the tournament forbids this pair (XXP restriction)",
        )
    fa, fb = rec.facts(a), rec.facts(b)
    topscorers = set(rec.started.topscorers) if rec.started is not None else set()
    if (
        fa is not None
        and fb is not None
        and fa.preference.startswith("absolute")
        and fa.preference == fb.preference
        and a not in topscorers
        and b not in topscorers
    ):
        colour = "White" if fa.preference.endswith("W") else "Black"
        return answer(
            Verdict.SAME_ABSOLUTE_COLOUR,
            cite("C.3", edition),
            f"both have an absolute colour preference for {colour} "
            f"({a}: colours {fa.colours}, colour difference {fa.colour_difference}; "
            f"{b}: colours {fb.colours}, colour difference {fb.colour_difference}) "
            f"and neither is a topscorer ({cite('A.7', edition)})",
        )

    forced = ListTrace()
    try:
        forced_pairing = pair_round(
            t, round_no, system, trace=forced, forced=(PlayerId(a), PlayerId(b))
        )
    except NoValidPairing as exc:
        return answer(
            Verdict.NO_COMPLETE_PAIRING,
            _completion_article(system),
            f"with {a}-{b} paired the round-pairing cannot be completed: {exc.reason}",
            forced_events=tuple(forced.events),
        )
    forced_events = tuple(forced.events)
    if not any({int(x.white), int(x.black)} == {a, b} for x in forced_pairing.boards):
        raise EngineInconsistency(
            f"round {round_no}: the pairing with {a}-{b} forced does not pair them"
        )
    if rec.started is not None and rec.started.system.startswith("Burstein"):
        return _compare_burstein(
            round_no, a, b, rec, collect(forced_events), engine_events, forced_events
        )
    if system in (PairingSystem.DUBOV, PairingSystem.DUBOV_LEGACY):
        return _compare_dubov(
            t, round_no, a, b, system, rec, collect(forced_events), engine_events, forced_events
        )
    return _compare(round_no, a, b, rec, collect(forced_events), engine_events, forced_events)


def _compare_dubov(
    t: Tournament,
    round_no: int,
    a: int,
    b: int,
    system: PairingSystem,
    normal: RoundRecord,
    forced: RoundRecord,
    engine_events: tuple[TraceEvent, ...],
    forced_events: tuple[TraceEvent, ...],
) -> WhyNot:
    """The Dubov text's order (engine/explain/why_not_dubov): the pairing-allocated bye, which
    both texts assign before the brackets (revised B.0, 1997 text 4), then the criteria on the
    first bracket that differs."""
    from engine.explain import why_not_dubov

    legacy = system is PairingSystem.DUBOV_LEGACY
    bye = why_not_dubov.bye_difference(t, round_no, normal, forced, a, b, legacy)
    if bye is not None:
        byes = tuple(Comparison(*row, rule=bye.rule) for row in bye.rows)
        if byes[-1].order >= 0:  # the forced run's receiver could have had it unforced
            raise EngineInconsistency(
                f"the pairing-allocated bye: with {a}-{b} forced it goes to "
                f"{byes[-1].forced}, whom {byes[-1].article} does not place after the "
                f"engine's {byes[-1].engine}"
            )
        return WhyNot(
            round_no,
            a,
            b,
            Verdict.CRITERION,
            bye.article,
            bye.reason,
            comparisons=byes,
            engine_events=engine_events,
            forced_events=forced_events,
            edition=_edition(normal),
        )
    found = why_not_dubov.first_difference(normal, forced)
    if found is None:
        raise EngineInconsistency(
            f"round {round_no}: the pairings with and without {a}-{b} forced do not differ"
        )
    bn, bf = found
    article, reason, rows = why_not_dubov.compare(bn, bf, legacy)
    comps = tuple(
        Comparison(art, en, fo, what, order, rule=why_not_dubov.RULES.get(art, reason))
        for art, en, fo, what, order in rows
    )
    if comps and comps[-1].order > 0:
        d = comps[-1]
        raise EngineInconsistency(
            f"bracket {bn.index}: the pairing with {a}-{b} forced is better on {d.article} "
            f"({d.forced} instead of {d.engine} {d.measure})"
        )
    verdict = Verdict.CRITERION if comps and comps[-1].order < 0 else Verdict.GENERATION_ORDER
    return WhyNot(
        round_no,
        a,
        b,
        verdict,
        article,
        reason if verdict is Verdict.GENERATION_ORDER else "",
        bracket=bn.index,
        comparisons=comps,
        engine_events=engine_events,
        forced_events=forced_events,
        edition=_edition(normal),
    )


def _compare_burstein(
    round_no: int,
    a: int,
    b: int,
    normal: RoundRecord,
    forced: RoundRecord,
    engine_events: tuple[TraceEvent, ...],
    forced_events: tuple[TraceEvent, ...],
) -> WhyNot:
    """The Burstein text's own order (engine/explain/why_not_burstein)."""
    from engine.explain import why_not_burstein

    found = why_not_burstein.compare(normal, forced)
    if found is None:
        raise EngineInconsistency(
            f"round {round_no}: the pairings with and without {a}-{b} forced do not differ"
        )
    rows = found.rows
    if rows and rows[-1].order > 0:
        d = rows[-1]
        raise EngineInconsistency(
            f"the pairing with {a}-{b} forced is better on {d.article} "
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
    return WhyNot(
        round_no,
        a,
        b,
        verdict,
        found.article,
        found.reason,
        bracket=found.bracket,
        comparisons=comps,
        engine_events=engine_events,
        forced_events=forced_events,
        edition=_edition(normal),
    )


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


def _compare(
    round_no: int,
    a: int,
    b: int,
    normal: RoundRecord,
    forced: RoundRecord,
    engine_events: tuple[TraceEvent, ...],
    forced_events: tuple[TraceEvent, ...],
) -> WhyNot:
    """Find the first bracket that differs and what decides between the two candidates."""
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
            raise EngineInconsistency(
                f"round {round_no}: the pairings with and without {a}-{b} forced do not differ"
            )
        at = route
        decision = (Verdict.COLLAPSE, "A.9", _route_text(normal, forced, route, a, b), [])
    verdict, article, reason, comps = decision
    return WhyNot(
        round_no,
        a,
        b,
        verdict,
        article,
        reason,
        bracket=at,
        comparisons=tuple(comps),
        route=_route_text(normal, forced, route, a, b) if route is not None else "",
        route_bracket=route,
        engine_events=engine_events,
        forced_events=forced_events,
        edition=_edition(normal),
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
    applies = bn.applies_c7 if rules.edition == "2017" else not bn.kind.startswith("last")
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


# ---- the answer in words ------------------------------------------------------------------


def render_why_not(w: WhyNot, names: Names | None = None) -> str:
    """The answer as plain text: the question, one answer paragraph, then supporting facts."""
    a, b = ref(w.a, names), ref(w.b, names)
    lines = [f"Why not {a} against {b} in round {w.round_no}?", _answer(w, names)]
    if w.route and w.verdict is not Verdict.COLLAPSE:
        lines.append(f"Note (A.9): {w.route}.")
    lines += _details(w, names)
    return "\n".join(fold(lines)) + "\n"


def _answer(w: WhyNot, names: Names | None) -> str:
    a, b = ref(w.a, names), ref(w.b, names)
    pair = f"{w.a}-{w.b}"
    v = w.verdict
    if v is Verdict.PAIRED:
        return f"They are paired: {_board_text(w, names)}."
    if v is Verdict.SAME_PLAYER:
        return f"{a} and {b} are the same player."
    if v is Verdict.NOT_PRESENT:
        return f"Not in this round's pairing: {w.reason}."
    if v is Verdict.ALREADY_MET:
        rounds = ", ".join(str(r) for r in w.met_in)
        return (
            f"{w.article}: they have already played each other (round {rounds}); "
            f"{rule_text(w.article)}."
        )
    if v is Verdict.FORBIDDEN:
        return f"They may not meet: {w.reason}."
    if v is Verdict.SAME_ABSOLUTE_COLOUR:
        return f"{w.article}: {w.reason}; {rule_text(w.article)}."
    if v is Verdict.NO_COMPLETE_PAIRING:
        return f"{w.article}: no complete round-pairing contains {pair}: {w.reason}."
    if v is Verdict.COLLAPSE:
        return (
            f"A.9: {w.reason}. From there on the two routes pair brackets of different "
            "players, which B.8 cannot compare; see the brackets below."
        )
    if v is Verdict.BRACKET:
        return f"{w.article} ({w.comparisons[-1].rule}): {w.reason}."
    where = _bracket_words(w)
    if v is Verdict.CRITERION:
        d = w.comparisons[-1]
        if d.rule and w.bracket is None:  # the Burstein PAB, assigned before the brackets
            return (
                f"{w.article} ({d.rule}): {w.reason}; {d.article}: {d.engine} in the engine's "
                f"pairing, {d.forced} with {pair} ({d.measure})."
            )
        if d.rule:  # the Dubov and Burstein criteria (why_not_dubov.py, why_not_burstein.py)
            return (
                f"{d.article} ({d.rule}): with {pair} paired, {where} has {d.forced} instead "
                f"of {d.engine} ({d.measure})."
            )
        rule = rule_text(d.article)
        look = d.article in ("C.7", "C8")  # the downfloaters for the following bracket
        if look and d.measure == measure(d.article):
            return (
                f"{d.article} ({rule}): with {pair} paired, {where} sends down "
                f"{_downfloaters(w, True)} "
                f"instead of {_downfloaters(w, False)}, and the following bracket then has "
                f"{d.forced} instead of {d.engine}."
            )
        if look:
            return (
                f"{d.article} ({rule}): with {pair} paired, {where} sends down {d.forced} instead "
                f"of {d.engine}; every criterion above {d.article} is equal, and a lower "
                "criterion prefers the pair's candidate, so the engine's downfloaters must be "
                f"the better choice for the following bracket ({d.article} values are not "
                "recorded in the trace)."
            )
        return (
            f"{d.article} ({rule}): with {pair} paired, {where} has {d.forced} instead of "
            f"{d.engine} ({d.measure})."
        )
    # GENERATION_ORDER
    text = (
        f"{w.article}: with {pair} paired, {where} meets every recorded quality criterion as "
        "well as the engine's candidate, which comes earlier in the generation order and is "
        "therefore preferred."
    )
    if w.reason:
        text += f" Note: {w.reason}."
    return text


def _downfloaters(w: WhyNot, forced: bool) -> str:
    events = w.forced_events if forced else w.engine_events
    br = collect(events).bracket(w.bracket) if w.bracket is not None else None
    if br is None or br.paired is None:
        return "?"
    return numbers(br.paired.downfloaters)


def _board_text(w: WhyNot, names: Names | None) -> str:
    rec = collect(w.engine_events)
    if rec.paired is not None:
        for n, (white, black) in enumerate(rec.paired.boards, start=1):
            if {white, black} == {w.a, w.b}:
                return f"board {n}, {ref(white, names)} with White"
    return "in the engine's pairing"


def _bracket_words(w: WhyNot) -> str:
    rec = collect(w.engine_events)
    br = rec.bracket(w.bracket) if w.bracket is not None else None
    if br is None or br.started is None:
        return f"bracket {w.bracket}"
    return f"bracket {w.bracket} (score {br.started.score})"


def _where(rec: RoundRecord, player: int, names: Names | None) -> str:
    if rec.paired is not None and rec.paired.bye == player:
        return f"{ref(player, names)} receives the PAB"
    br = rec.bracket_of(player)
    if rec.paired is not None:
        for n, (white, black) in enumerate(rec.paired.boards, start=1):
            if player in (white, black):
                other = black if white == player else white
                at = f" in bracket {br.index}" if br is not None else ""
                return f"{ref(player, names)} plays {ref(other, names)} on board {n}{at}"
    return f"{ref(player, names)} is not paired"


def bracket_label(br: BracketRecord) -> str:
    """``"bracket 3 (score 3.5, heterogeneous)"``."""
    if br.started is None:
        return f"bracket {br.index}"
    return f"bracket {br.index} (score {br.started.score}, {br.started.kind})"


def _candidate(br: BracketRecord) -> str:
    p = br.paired
    if p is None:
        return "(not recorded)"
    text = pairs_short(p.pairs)
    if p.downfloaters:
        text += f"; downfloaters {numbers(p.downfloaters)}"
    if p.bye is not None:
        text += f"; PAB {p.bye}"
    extra = []
    if p.mdp_pairing:
        extra.append(f"MDP-pairing {pairs_short(p.mdp_pairing)}")
    if p.exchange_out or p.exchange_in:
        extra.append(f"exchange {numbers(p.exchange_out)} <-> {numbers(p.exchange_in)}")
    if p.s2_order:
        extra.append(f"S2 order {numbers(p.s2_order)}")
    return "; ".join([text, *extra])


def _details(w: WhyNot, names: Names | None) -> list[str]:
    if w.verdict in (Verdict.PAIRED, Verdict.SAME_PLAYER, Verdict.NOT_PRESENT):
        return []
    rec = collect(w.engine_events)
    lines = [f"In the engine's pairing {_where(rec, w.a, names)}; {_where(rec, w.b, names)}."]
    if w.bracket is None and w.comparisons and w.forced_events:
        # the pairing-allocated bye, assigned before the brackets (Burstein, Dubov)
        lines.append(f"The bye's order ({w.article}): engine | with {w.a}-{w.b}")
        for c in w.comparisons:
            verdict = {-1: "engine first", 0: "equal", 1: f"{w.a}-{w.b} first"}[c.order]
            lines.append(f"  {c.article:<5} {c.engine} | {c.forced}: {verdict} ({c.measure})")
        return lines
    if w.bracket is None or not w.forced_events:
        return lines
    forced = collect(w.forced_events)
    pair = f"{w.a}-{w.b}"
    shown = [w.bracket]
    if w.route_bracket is not None:
        first = w.route_bracket
        shown = sorted(
            {br.index for br in rec.brackets if first <= br.index <= w.bracket}
            | {br.index for br in forced.brackets if first <= br.index <= w.bracket}
        )
        if w.verdict is Verdict.COLLAPSE:
            shown = sorted(
                {br.index for br in rec.brackets if br.index >= first}
                | {br.index for br in forced.brackets if br.index >= first}
            )
    head = "First bracket that differs" if len(shown) == 1 else "Brackets from the first difference"
    lines.append(f"{head}:")
    for i in shown:
        bn, bf = rec.bracket(i), forced.bracket(i)
        if bn is not None:
            lines.append(f"  {bracket_label(bn)}, engine: {_candidate(bn)}")
        if bf is not None:
            lines.append(f"  {bracket_label(bf)}, with {pair}: {_candidate(bf)}")
    if w.comparisons:
        where = f" ({cite('B.8', w.edition)})" if w.edition in ("2017", "2026") else ""
        lines.append(f"Criteria in priority order{where}: engine | with {pair}")
        zero = [c.article for c in w.comparisons if c.trivial]
        for c in w.comparisons:
            if c.trivial:
                continue
            verdict = {-1: "engine better", 0: "equal", 1: f"{pair} better"}[c.order]
            note = "" if c.exact else ", not recorded: read from the following bracket"
            if c.article in ("C.7", "C8") and c.measure != measure(c.article) and not c.rule:
                note = ", not recorded by the trace"
            lines.append(f"  {c.article:<5} {c.engine} | {c.forced}: {verdict} ({c.measure}{note})")
        if zero:
            lines.append(f"  zero in both: {', '.join(zero)}")
    return lines


def names_of(t: Tournament) -> dict[int, str]:
    """Pairing number -> name, for the renderers."""
    return {int(p.id): p.name for p in t.players}


__all__ = [
    "Comparison",
    "EngineInconsistency",
    "Verdict",
    "WhyNot",
    "names_of",
    "render_why_not",
    "why_not",
]

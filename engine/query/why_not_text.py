"""The answer to "why not A against B?" in words: the command line's text, and the plain words
and tables the window shows and prints (one place for both; the window only lays them out).

The answer cites the articles in the numbering of the edition that paired the round (the 2026
Dutch rules renumbered the criteria: C.5 became C6, C.10 became C12 ...,
:func:`engine.explain.articles.cite`). Nothing here judges a pairing: every value is the
engine's own record.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from engine.explain.articles import QUALITY_TO_2026, STRUCTURE_2026, cite, rule_text
from engine.explain.events import RoundPaired, RoundStarted, TraceEvent
from engine.explain.records import (
    BracketRecord,
    Names,
    RoundRecord,
    collect,
    fold,
    measure,
    numbers,
    pairs_short,
    ref,
)
from engine.model import Tournament
from engine.query.answers import Comparison, Verdict, WhyNot


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
        if d.rule and w.bracket is None:  # the PAB (Burstein, Dubov), assigned before the brackets
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


# ---- the plain answer the window shows and prints ------------------------------------------

ARTICLES_2026: Mapping[str, str] = {**STRUCTURE_2026, **QUALITY_TO_2026}
"""C.04.3 2017 article -> the same article in the 2026 text (shared/spec/dutch2026.md §9)."""

_ARTICLE = re.compile(r"\b[A-E]\.\d+\b")


def edition_of(answer: WhyNot) -> str:
    """The edition whose articles the round's pairing follows: "2017", "2026" or another
    system's own text ("" when the trace does not say)."""
    if answer.edition:
        return answer.edition
    for event in answer.engine_events:
        if isinstance(event, RoundStarted):
            return event.edition
    return ""


def cite_text(text: str, edition: str) -> str:
    """Articles of ``text`` in ``edition``'s numbering: ``cite_text("B.8 (B.6, D.2)", "2026")``
    is ``"3.8 (3.6, 4.3)"``; 2017 text (or text already in 2026 numbering) is left as it is.

    >>> cite_text("C.10", "2026"), cite_text("C.10", "2017"), cite_text("C12", "2026")
    ('C12', 'C.10', 'C12')
    >>> cite_text("C.04.2", "2026")
    'C.04.2'
    """
    if edition != "2026":
        return text
    return _ARTICLE.sub(lambda m: cite(m.group(0), edition), text)


def player_text(pid: int, names: Mapping[int, str]) -> str:
    """A player as the plain answer names him: ``"4 (Ann)"``, or ``"4"`` without a name."""
    name = names.get(pid)
    return f"{pid} ({name})" if name else str(pid)


def _boards(events: Sequence[TraceEvent]) -> tuple[tuple[tuple[int, int], ...], int | None]:
    paired = [e for e in events if isinstance(e, RoundPaired)]
    if not paired:
        return (), None
    last = paired[-1]
    return tuple((int(w), int(b)) for w, b in last.boards), last.bye


def differing(answer: WhyNot) -> list[Comparison]:
    """The criteria whose values differ between the two pairings (what decided, and how)."""
    return [c for c in answer.comparisons if c.order != 0 or c.engine != c.forced]


def plain_answer(answer: WhyNot, names: Mapping[int, str]) -> str:
    """The answer in one or two sentences an arbiter can read out to a player."""
    a, b = player_text(answer.a, names), player_text(answer.b, names)
    edition = edition_of(answer)
    art = cite_text(answer.article, edition)
    v = answer.verdict
    if v is Verdict.PAIRED:
        boards, _bye = _boards(answer.engine_events)
        for n, (white, black) in enumerate(boards, start=1):
            if {white, black} == {answer.a, answer.b}:
                has_white = player_text(white, names)
                return f"{a} and {b} do play each other: board {n}, {has_white} has White."
        return f"{a} and {b} do play each other in the engine's pairing."
    cannot = _cannot_meet(answer, art, edition)
    if cannot:
        return cannot
    could = f"{a} and {b} could have played"
    where = _where_words(answer)
    if v is Verdict.CRITERION and answer.comparisons:
        d = answer.comparisons[-1]
        article = cite_text(d.article, edition)
        rule = d.rule or rule_text(d.article)
        because = f"{article}, {rule}" if rule else article
        if answer.bracket is None and d.rule:
            # the pairing-allocated bye, assigned before the brackets (Burstein, Dubov)
            reason = cite_text(answer.reason, edition)
            return (
                f"{could}; the engine's pairing comes first because of {because}: {reason} "
                f"({article}: {d.engine} where the pairing with {answer.a}-{answer.b} has "
                f"{d.forced}, {d.measure})."
            )
        return (
            f"{could}; the engine's pairing comes first because of {because}: in {where} it "
            f"has {d.engine} ({d.measure}) where the pairing with {answer.a}-{answer.b} has "
            f"{d.forced}."
        )
    if v is Verdict.GENERATION_ORDER:
        return (
            f"{could}; the pairing with {answer.a}-{answer.b} is as good on every criterion, "
            f"and the engine's pairing comes first in the order the rules try the candidates "
            f"in {where}: {art}."
        )
    if v is Verdict.COLLAPSE:
        reason = cite_text(answer.reason, edition)
        return f"{could}, but not with the rest of the round paired as well ({art}): {reason}"
    reason = cite_text(answer.reason, edition)
    return f"{could}; the engine's pairing comes first ({art}{': ' + reason if reason else ''})."


def _cannot_meet(answer: WhyNot, art: str, edition: str) -> str:
    """The plain answer when the pair cannot meet at all ("" when it could)."""
    v = answer.verdict
    if v is Verdict.SAME_PLAYER:
        return "That is the same player twice: choose two players."
    if v is Verdict.NOT_PRESENT:
        return f"They cannot meet: one of them is not in this round's pairing ({answer.reason})."
    if v is Verdict.ALREADY_MET:
        rounds = ", ".join(str(r) for r in answer.met_in)
        word = "rounds" if len(answer.met_in) > 1 else "round"
        return f"They cannot meet: {art}, they played each other in {word} {rounds}."
    if v is Verdict.FORBIDDEN:
        return f"They cannot meet: {art}, the tournament's rules forbid this pair."
    if v is Verdict.SAME_ABSOLUTE_COLOUR:
        return f"They cannot meet: {art}, {cite_text(answer.reason, edition)}."
    if v is Verdict.NO_COMPLETE_PAIRING:
        return (
            f"They cannot meet in this round: with {answer.a}-{answer.b} paired, the other "
            f"players cannot all be paired ({art})."
        )
    return ""


def _where_words(answer: WhyNot) -> str:
    """``bracket 2 (score 1.5)``, or ``the round`` when the answer names no bracket."""
    if answer.bracket is None:
        return "the round"
    br = collect(answer.engine_events).bracket(answer.bracket)
    if br is None or br.started is None:
        return f"bracket {answer.bracket}"
    return f"bracket {answer.bracket} (score {br.started.score})"


def _pab_text(bye: int | None, names: Mapping[int, str]) -> str:
    return f"PAB: {player_text(bye, names)}" if bye is not None else "no PAB"


def _pair_text(pair: tuple[int, int], names: Mapping[int, str]) -> str:
    return f"{player_text(pair[0], names)} – {player_text(pair[1], names)}"


def alternative_rows(answer: WhyNot, names: Mapping[int, str]) -> tuple[tuple[str, str], ...]:
    """The boards that differ: the engine's beside the pairing with the pair (White first)."""
    if not answer.forced_events:
        return ()
    engine, engine_bye = _boards(answer.engine_events)
    forced, forced_bye = _boards(answer.forced_events)
    mine = {frozenset(p): p for p in engine}
    theirs = {frozenset(p): p for p in forced}
    left = [_pair_text(p, names) for p in engine if frozenset(p) not in theirs]
    right = [_pair_text(p, names) for p in forced if frozenset(p) not in mine]
    if engine_bye != forced_bye:
        left.append(
            f"PAB: {player_text(engine_bye, names)}" if engine_bye is not None else "no PAB"
        )
        right.append(
            f"PAB: {player_text(forced_bye, names)}" if forced_bye is not None else "no PAB"
        )
    size = max(len(left), len(right))
    left += [""] * (size - len(left))
    right += [""] * (size - len(right))
    return tuple(zip(left, right, strict=True))


__all__ = [
    "ARTICLES_2026",
    "alternative_rows",
    "bracket_label",
    "cite_text",
    "differing",
    "edition_of",
    "names_of",
    "plain_answer",
    "player_text",
    "render_why_not",
]

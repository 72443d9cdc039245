"""Why not A against B: the engine's answer (:mod:`engine.explain.why_not`) as a printable report.

An arbiter hands this to a player, so it reads in plain words first ("4 and 17 could have
played; the engine's pairing comes first because ..." or "they cannot meet: C.1, they played
in round 2"), then only the criteria whose values differ between the engine's pairing and the
one with the pair, cited in the numbering of the edition that paired the round (the 2026 rules
renumbered the criteria: C.5 became C6, C.10 became C12 ...), then the alternative pairing.
Nothing here judges a pairing: every value is the engine's own record. Qt-free.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from anyascii import anyascii

from engine.explain.articles import rule_text
from engine.explain.records import collect
from engine.explain.trace import RoundPaired, RoundStarted, TraceEvent
from engine.explain.why_not import Comparison, Verdict, WhyNot
from engine.model import Player, PlayerId, Tournament
from engine.reports import Align, Column, Report, Table

ARTICLES_2026 = {
    "A.7": "1.8",
    "A.8": "C7",
    "A.9": "1.9",
    "B.6": "3.6",
    "B.7": "3.7",
    "B.8": "3.8",
    "C.1": "C1",
    "C.2": "C2",
    "C.3": "C3",
    "C.4": "C4",
    "C.5": "C6",
    "C.6": "C7",
    "C.7": "C8",
    "C.8": "C10",
    "C.9": "C11",
    "C.10": "C12",
    "C.11": "C13",
    "C.12": "C14",
    "C.13": "C15",
    "C.14": "C16",
    "C.15": "C17",
    "C.16": "C18",
    "C.17": "C19",
    "C.18": "C20",
    "C.19": "C21",
    "D.1": "4.2",
    "D.2": "4.3",
    "D.3": "4.4",
}
"""C.04.3 2017 article -> the same article in the 2026 text (shared/spec/dutch2026.md §9)."""

_ARTICLE = re.compile(r"\b[A-E]\.\d+\b")


def edition_of(answer: WhyNot) -> str:
    """The edition whose articles the round's pairing follows: "2017", "2026" or another
    system's own text ("" when the trace does not say)."""
    stated = getattr(answer, "edition", "")
    if isinstance(stated, str) and stated:
        return stated
    for event in answer.engine_events:
        if isinstance(event, RoundStarted):
            return event.edition
    return ""


def cite(text: str, edition: str) -> str:
    """Articles of ``text`` in ``edition``'s numbering: ``cite("B.8 (B.6, D.2)", "2026")`` is
    ``"3.8 (3.6, 4.3)"``; 2017 text (or text already in 2026 numbering) is left as it is.

    >>> cite("C.10", "2026"), cite("C.10", "2017"), cite("C12", "2026"), cite("C.04.2", "2026")
    ('C12', 'C.10', 'C12', 'C.04.2')
    """
    if edition != "2026":
        return text
    return _ARTICLE.sub(lambda m: ARTICLES_2026.get(m.group(0), m.group(0)), text)


# ---- the players --------------------------------------------------------------------------


def fold(text: str) -> str:
    """A name as a search compares it: letters without accents or special forms, any case
    (Østergaard ~ ostergaard, Łukasiewicz ~ lukasiewicz, Yılmaz ~ yilmaz).

    >>> fold("Østergaard, Mikkel") == fold("OSTERGAARD, mikkel")
    True
    """
    return anyascii(text).casefold()


@dataclass(frozen=True, slots=True)
class Found:
    """The player a text names, or why it names none."""

    player: PlayerId | None
    problem: str = ""


def find_player(text: str, players: Sequence[Player]) -> Found:
    """The player ``text`` names: a pairing number, or (part of) a name, any accents and case.

    >>> from engine.model import Player, PlayerId
    >>> ps = [Player(PlayerId(1), "Østergaard, Mikkel"), Player(PlayerId(2), "Olsen, Ola")]
    >>> find_player("2", ps).player, find_player("oster", ps).player
    (2, 1)
    >>> find_player("o", ps).problem
    "2 players match 'o': 1 Østergaard, Mikkel; 2 Olsen, Ola — type more of the name"
    """
    text = text.strip()
    if not text:
        return Found(None, "type a pairing number or a name")
    number = text.split()[0].rstrip(".")
    if number.isdigit():
        pid = int(number)
        if any(int(p.id) == pid for p in players):
            return Found(PlayerId(pid))
        return Found(None, f"there is no player No. {pid}")
    key = fold(text)
    exact = [p for p in players if fold(p.name) == key]
    matches = exact or [p for p in players if key in fold(p.name)]
    if len(matches) == 1:
        return Found(matches[0].id)
    if not matches:
        return Found(None, f"no player's name contains '{text}'")
    shown = "; ".join(f"{p.id} {p.name}" for p in matches[:5])
    more = f" and {len(matches) - 5} more" if len(matches) > 5 else ""
    return Found(
        None, f"{len(matches)} players match '{text}': {shown}{more} — type more of the name"
    )


# ---- the answer -----------------------------------------------------------------------------


def _who(pid: int, names: dict[int, str]) -> str:
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


def plain_answer(answer: WhyNot, names: dict[int, str]) -> str:
    """The answer in one or two sentences an arbiter can read out to a player."""
    a, b = _who(answer.a, names), _who(answer.b, names)
    edition = edition_of(answer)
    art = cite(answer.article, edition)
    v = answer.verdict
    if v is Verdict.PAIRED:
        boards, _bye = _boards(answer.engine_events)
        for n, (white, _black) in enumerate(boards, start=1):
            if {white, _black} == {answer.a, answer.b}:
                return f"{a} and {b} do play each other: board {n}, {_who(white, names)} has White."
        return f"{a} and {b} do play each other in the engine's pairing."
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
        return f"They cannot meet: {art}, {cite(answer.reason, edition)}."
    if v is Verdict.NO_COMPLETE_PAIRING:
        return (
            f"They cannot meet in this round: with {answer.a}-{answer.b} paired, the other "
            f"players cannot all be paired ({art})."
        )
    could = f"{a} and {b} could have played"
    where = _bracket_words(answer)
    if v is Verdict.CRITERION and answer.comparisons:
        d = answer.comparisons[-1]
        article = cite(d.article, edition)
        rule = d.rule or rule_text(d.article)
        because = f"{article}, {rule}" if rule else article
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
        return f"{could}, but not with the rest of the round paired as well ({art}): " + cite(
            answer.reason, edition
        )
    reason = cite(answer.reason, edition)
    return f"{could}; the engine's pairing comes first ({art}{': ' + reason if reason else ''})."


def _bracket_words(answer: WhyNot) -> str:
    """``bracket 2 (score 1.5)``, or ``the round`` when the answer names no bracket."""
    if answer.bracket is None:
        return "the round"
    br = collect(answer.engine_events).bracket(answer.bracket)
    if br is None or br.started is None:
        return f"bracket {answer.bracket}"
    return f"bracket {answer.bracket} (score {br.started.score})"


def _pair_text(pair: tuple[int, int], names: dict[int, str]) -> str:
    return f"{_who(pair[0], names)} – {_who(pair[1], names)}"


def alternative_rows(answer: WhyNot, names: dict[int, str]) -> tuple[tuple[str, str], ...]:
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
        left.append(f"PAB: {_who(engine_bye, names)}" if engine_bye is not None else "no PAB")
        right.append(f"PAB: {_who(forced_bye, names)}" if forced_bye is not None else "no PAB")
    size = max(len(left), len(right))
    left += [""] * (size - len(left))
    right += [""] * (size - len(right))
    return tuple(zip(left, right, strict=True))


def why_not_report(
    answer: WhyNot,
    t: Tournament,
    *,
    event: str = "",
    date: str = "",
    note: str = "",
) -> Report:
    """The printable answer: plain words, the criteria that differ, the alternative pairing.

    ``note``: what the arbiter should know about the state answered from (e.g. the round was
    paired before a correction: answered from the state recorded with the pairing).
    """
    names = {int(p.id): p.name for p in t.players}
    edition = edition_of(answer)
    pair = f"{answer.a}-{answer.b}"
    tables: list[Table] = []
    rows = differing(answer)
    if rows:
        tables.append(
            Table(
                (
                    Column("Article"),
                    Column("What it measures", wide=True),
                    Column("Engine's pairing", Align.CENTER),
                    Column(f"With {pair}", Align.CENTER),
                ),
                tuple(
                    (
                        cite(c.article, edition),
                        c.measure + ("" if c.exact else " (read from the following bracket)"),
                        c.engine,
                        c.forced,
                    )
                    for c in rows
                ),
                caption="The criteria that differ, in priority order",
            )
        )
    alternative = alternative_rows(answer, names)
    if alternative:
        tables.append(
            Table(
                (Column("Engine's pairing", wide=True), Column(f"With {pair}", wide=True)),
                alternative,
                caption=f"The alternative pairing: the boards that change with {pair}",
            )
        )
    system = next((e for e in answer.engine_events if isinstance(e, RoundStarted)), None)
    notes = []
    if note:
        notes.append(note)
    if system is not None:
        notes.append(f"Rules: {system.system}, C.04.3 ({system.edition} text and numbering).")
    title = f"Why not {answer.a} against {answer.b}?"
    subtitle = f"{_who(answer.a, names)} and {_who(answer.b, names)}"
    return Report(
        title,
        event or t.name,
        f"round {answer.round_no}",
        date,
        tuple(tables),
        notes=tuple(notes),
        subtitle=subtitle,
        lead=(plain_answer(answer, names),),
    )


__all__ = [
    "ARTICLES_2026",
    "Found",
    "alternative_rows",
    "cite",
    "differing",
    "edition_of",
    "find_player",
    "fold",
    "plain_answer",
    "why_not_report",
]

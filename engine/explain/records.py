"""The trace of one round grouped for reading: round facts, players, brackets, boards.

Only regroups the engine's events (:mod:`engine.explain.trace`); nothing is recomputed. Also the
small formatting helpers every renderer shares: player references with names, points, and the
value of a criterion as the engine recorded it (``BracketPaired.costs`` and ``.values``).
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from engine.explain.articles import SCORE_DIFFERENCE_CRITERIA, counted
from engine.explain.trace import (
    BracketPaired,
    BracketStarted,
    ByeAssigned,
    CandidateRejected,
    Collapsed,
    ColourAllocated,
    Pair,
    PlayerFacts,
    RoundPaired,
    RoundStarted,
    TraceEvent,
)

Names = Mapping[int, str]


@dataclass(frozen=True, slots=True)
class BracketRecord:
    """Everything the engine recorded about one bracket, in the order it happened."""

    index: int
    started: BracketStarted | None = None
    rejected: CandidateRejected | None = None  # the first candidate, when it was not accepted
    paired: BracketPaired | None = None
    collapsed: Collapsed | None = None  # A.9: this bracket is the PPB

    @property
    def kind(self) -> str:
        """``"homogeneous"``, ``"heterogeneous"``, ``"PPB"``, ``"CLB"``, ``"last, ..."``."""
        return self.started.kind if self.started is not None else ""

    @property
    def applies_c7(self) -> bool:
        """C.7 applies: the bracket is neither the PPB, nor the CLB, nor the last bracket."""
        return self.kind in ("homogeneous", "heterogeneous")


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """One round's trace, grouped. ``boards`` of :attr:`paired` are in publishing order."""

    started: RoundStarted | None
    players: tuple[PlayerFacts, ...]
    brackets: tuple[BracketRecord, ...]
    colours: tuple[ColourAllocated, ...]
    bye: ByeAssigned | None
    paired: RoundPaired | None

    def facts(self, player: int) -> PlayerFacts | None:
        """The engine's facts about ``player`` (None when he is not in the pairing)."""
        for p in self.players:
            if p.player == player:
                return p
        return None

    def bracket(self, index: int) -> BracketRecord | None:
        """The bracket with this 1-based index, if there is one."""
        for b in self.brackets:
            if b.index == index:
                return b
        return None

    def bracket_of(self, player: int) -> BracketRecord | None:
        """The bracket in which ``player`` was paired (or got the PAB)."""
        for b in self.brackets:
            p = b.paired
            if p is None:
                continue
            if p.bye == player or any(player in pair for pair in p.pairs):
                return b
        return None

    def colour_of(self, pair: Pair) -> ColourAllocated | None:
        """The colour decision (E.1-E.5) of the board with these two players."""
        key = frozenset(pair)
        for c in self.colours:
            if frozenset((c.white, c.black)) == key:
                return c
        return None


def collect(events: Iterable[TraceEvent]) -> RoundRecord:
    """Group the events of one ``pair_round`` call (unknown event types are skipped)."""
    started: RoundStarted | None = None
    players: list[PlayerFacts] = []
    parts: dict[int, dict[str, TraceEvent]] = {}
    colours: list[ColourAllocated] = []
    bye: ByeAssigned | None = None
    paired: RoundPaired | None = None
    for e in events:
        if isinstance(e, RoundStarted):
            started = e
        elif isinstance(e, PlayerFacts):
            players.append(e)
        elif isinstance(e, BracketStarted):
            parts.setdefault(e.index, {})["started"] = e
        elif isinstance(e, CandidateRejected):
            parts.setdefault(e.bracket, {})["rejected"] = e
        elif isinstance(e, BracketPaired):
            parts.setdefault(e.bracket, {})["paired"] = e
        elif isinstance(e, Collapsed):
            parts.setdefault(e.bracket, {})["collapsed"] = e
        elif isinstance(e, ColourAllocated):
            colours.append(e)
        elif isinstance(e, ByeAssigned):
            bye = e
        elif isinstance(e, RoundPaired):
            paired = e
    brackets = []
    for index in sorted(parts):
        p = parts[index]
        s, r, b, c = p.get("started"), p.get("rejected"), p.get("paired"), p.get("collapsed")
        brackets.append(
            BracketRecord(
                index=index,
                started=s if isinstance(s, BracketStarted) else None,
                rejected=r if isinstance(r, CandidateRejected) else None,
                paired=b if isinstance(b, BracketPaired) else None,
                collapsed=c if isinstance(c, Collapsed) else None,
            )
        )
    return RoundRecord(started, tuple(players), tuple(brackets), tuple(colours), bye, paired)


# ---- words -----------------------------------------------------------------------------------


def ref(player: int, names: Names | None = None) -> str:
    """A player as the explanation names him: pairing number, then the name if known.

    >>> ref(7, {7: "Carlsen, Magnus"})
    '7 (Carlsen, Magnus)'
    >>> ref(7)
    '7'
    """
    name = (names or {}).get(player, "").strip()
    return f"{player} ({name})" if name else str(player)


def refs(players: Iterable[int], names: Names | None = None, empty: str = "none") -> str:
    """Several players, comma-separated (``empty`` when there are none)."""
    out = [ref(p, names) for p in players]
    return ", ".join(out) if out else empty


def numbers(players: Iterable[int], empty: str = "none") -> str:
    """Pairing numbers only, blank-separated, as the rule book writes S1 and S2."""
    out = [str(p) for p in players]
    return " ".join(out) if out else empty


def pair_text(pair: Pair, names: Names | None = None) -> str:
    """``"4 (Name) - 17 (Name)"``; the first player is the higher ranked one."""
    return f"{ref(pair[0], names)} - {ref(pair[1], names)}"


def pairs_short(pairs: Iterable[Pair], empty: str = "none") -> str:
    """Pairs by pairing numbers: ``"1-5, 3-6"``."""
    out = [f"{a}-{b}" for a, b in pairs]
    return ", ".join(out) if out else empty


def points(value: Fraction) -> str:
    """Points as the trace writes them: ``"2"``, ``"2.5"`` (``"7/3"`` if not a decimal).

    >>> points(Fraction(5, 2)), points(Fraction(3)), points(Fraction(-1, 4))
    ('2.5', '3', '-0.25')
    """
    if value.denominator == 1:
        return str(value.numerator)
    d = value.denominator
    while d % 2 == 0:
        d //= 2
    while d % 5 == 0:
        d //= 5
    if d != 1:
        return f"{value.numerator}/{value.denominator}"
    sign = "-" if value < 0 else ""
    v = abs(value)
    whole = v.numerator // v.denominator
    rest = v - whole
    digits = ""
    while rest:
        rest *= 10
        digit = rest.numerator // rest.denominator
        digits += str(digit)
        rest -= digit
    return f"{sign}{whole}.{digits}"


WIDTH = 100
# a player reference "12 (First Last)" or a short parenthesis stays on one line; a long
# parenthesis (a rule's words) may fold like the rest
_PROTECT = re.compile(r"\d+ \([^()]{0,60}\)|\([^()]{0,60}\)")


def fold(lines: Iterable[str], width: int = WIDTH) -> list[str]:
    """Fold long lines at blanks; continuation lines are indented four more than the first.

    A player reference ``"12 (First Last)"`` is never split.

    >>> fold(["  " + "word " * 30], width=40)[1]
    '      word word word word word word word'
    """
    out: list[str] = []
    for line in lines:
        if len(line) <= width:
            out.append(line)
            continue
        indent = line[: len(line) - len(line.lstrip())]
        protected = _PROTECT.sub(lambda m: m.group(0).replace(" ", "\0"), line)
        parts = textwrap.wrap(
            protected,
            width=width,
            subsequent_indent=indent + "    ",
            break_long_words=False,
            break_on_hyphens=False,
        )
        out += [part.replace("\0", " ") for part in parts]
    return out


# ---- criterion values as the engine recorded them ---------------------------------------------

_LIST = re.compile(r"\[([^\]]*)\]")


def score_differences(text: str) -> tuple[Fraction, ...]:
    """The non-zero score differences in a recorded value such as ``"score differences [1, 0.5]"``.

    >>> score_differences("score differences [1, 0.5]")
    (Fraction(1, 1), Fraction(1, 2))
    >>> score_differences("score differences []")
    ()
    """
    m = _LIST.search(text)
    if m is None:
        raise ValueError(f"not a list of score differences: {text!r}")
    inner = m.group(1).strip()
    if not inner:
        return ()
    return tuple(Fraction(x.strip()) for x in inner.split(","))


def recorded_value(paired: BracketPaired, article: str) -> str:
    """The engine's text for ``article`` in this bracket's accepted candidate ("" if zero)."""
    for v in paired.values:
        if v.article == article:
            return v.value
    return ""


def cost(paired: BracketPaired, article: str) -> int:
    """The engine's raw cost for ``article`` (0 when not recorded)."""
    for art, value in paired.costs:
        if art == article:
            return value
    return 0


def pair_count(paired: BracketPaired) -> int:
    """Number of pairs of the accepted candidate."""
    return len(paired.pairs)


def psd(paired: BracketPaired) -> tuple[Fraction, ...]:
    """A.8: the PSD of the accepted candidate, highest first, one SD per pair and downfloater.

    The engine records the non-zero SDs (C.6 value); the others are zero.
    """
    nonzero = score_differences(recorded_value(paired, "C.6") or "[]")
    size = len(paired.pairs) + len(paired.downfloaters) + (1 if paired.bye is not None else 0)
    zeros = max(0, size - len(nonzero))
    return tuple(sorted(nonzero, reverse=True)) + (Fraction(0),) * zeros


def sd_text(values: Iterable[Fraction]) -> str:
    """``"[1, 0.5, 0]"``."""
    return "[" + ", ".join(points(v) for v in values) + "]"


def downfloater_scores(
    paired: BracketPaired, started: BracketStarted | None
) -> tuple[Fraction, ...]:
    """2026 C7: the scores of the bracket's downfloaters, highest first.

    The player the last bracket leaves for the PAB counts with them (1.9: he downfloats out of
    the last bracket). MDPs keep their own scores, residents have the bracket's score.
    """
    if started is None:
        return ()
    base = Fraction(started.score) if started.score else Fraction(0)
    mdp_scores = {p: Fraction(sc) for p, sc in started.mdps}
    out = [*paired.downfloaters, *((paired.bye,) if paired.bye is not None else ())]
    return tuple(sorted((mdp_scores.get(p, base) for p in out), reverse=True))


def criterion_key(
    paired: BracketPaired, article: str, started: BracketStarted | None = None
) -> tuple[Fraction, ...]:
    """A comparable value of ``article`` for the accepted candidate (lower is better).

    Counts (C.5 as minus the pairs, C.8-C.15) come from the recorded costs; score-difference
    criteria (C.6, C.16-C.19) from the recorded lists, highest first, so that two brackets
    paired by different solvers (normal bracket and PPB) compare by the text of A.8. The 2026
    criteria likewise: C6 the pairs, C7 the downfloaters' scores (from ``started``), C18-C21
    lists, the others counts.
    """
    if article in ("C.5", "C6"):
        return (Fraction(-pair_count(paired)),)
    if article == "C.6":
        return psd(paired)
    if article == "C7":
        return downfloater_scores(paired, started)
    if article in SCORE_DIFFERENCE_CRITERIA:
        text = recorded_value(paired, article)
        return tuple(sorted(score_differences(text), reverse=True)) if text else ()
    return (Fraction(cost(paired, article)),)


def criterion_text(
    paired: BracketPaired, article: str, started: BracketStarted | None = None
) -> str:
    """The value of ``article`` for the accepted candidate, in words."""
    if article in ("C.5", "C6"):
        n = pair_count(paired)
        return f"{n} pair" if n == 1 else f"{n} pairs"
    if article == "C.6":
        return f"PSD {sd_text(psd(paired))}"
    if article == "C7":
        return f"downfloaters' scores {sd_text(downfloater_scores(paired, started))}"
    if article in SCORE_DIFFERENCE_CRITERIA:
        text = recorded_value(paired, article)
        diffs = sorted(score_differences(text), reverse=True) if text else []
        return f"score differences {sd_text(diffs)}" if diffs else "no such score differences"
    return counted(article, cost(paired, article))


def criterion_short(
    paired: BracketPaired, article: str, started: BracketStarted | None = None
) -> str:
    """The value of ``article`` alone: ``"3"``, ``"[1, 0.5, 0]"`` (see :func:`measure`)."""
    if article in ("C.5", "C6"):
        return str(pair_count(paired))
    if article == "C.6":
        return sd_text(psd(paired))
    if article == "C7":
        return sd_text(downfloater_scores(paired, started))
    if article in SCORE_DIFFERENCE_CRITERIA:
        text = recorded_value(paired, article)
        return sd_text(sorted(score_differences(text), reverse=True) if text else [])
    return str(cost(paired, article))


_SD_OF = {
    "C.16": "the players with the same downfloat as the previous round",
    "C.17": "the players with the same upfloat as the previous round",
    "C.18": "the players with the same downfloat as two rounds before",
    "C.19": "the players with the same upfloat as two rounds before",
    "C18": "the MDPs who downfloated in the previous round",
    "C19": "the MDPs' opponents who upfloated in the previous round",
    "C20": "the MDPs who downfloated two rounds before",
    "C21": "the MDPs' opponents who upfloated two rounds before",
}


def measure(article: str) -> str:
    """What :func:`criterion_short` measures for ``article``.

    >>> measure("C.10")
    'players who do not get their colour preference'
    >>> measure("C14")
    'resident downfloaters who downfloated in the previous round'
    """
    if article in ("C.5", "C6"):
        return "pairs"
    if article == "C.6":
        return "PSD, the score differences of pairs and downfloaters (A.8)"
    if article == "C.7":
        return "pairs and PSD of the following bracket"
    if article == "C7":
        return "the downfloaters' scores, highest first"
    if article == "C8":
        return "pairs and downfloaters' scores of the following bracket"
    if article in SCORE_DIFFERENCE_CRITERIA:
        return "score differences of " + _SD_OF[article]
    return counted(article, 2)[2:]


def compare_keys(a: tuple[Fraction, ...], b: tuple[Fraction, ...]) -> int:
    """-1, 0 or 1 as ``a`` is better, equal or worse than ``b`` (lexicographic, zero-padded).

    >>> compare_keys((Fraction(1),), (Fraction(1), Fraction(1, 2)))
    -1
    """
    n = max(len(a), len(b))
    pa = a + (Fraction(0),) * (n - len(a))
    pb = b + (Fraction(0),) * (n - len(b))
    return (pa > pb) - (pa < pb)


__all__ = [
    "BracketRecord",
    "Names",
    "RoundRecord",
    "collect",
    "compare_keys",
    "cost",
    "criterion_key",
    "criterion_short",
    "criterion_text",
    "downfloater_scores",
    "fold",
    "measure",
    "numbers",
    "pair_count",
    "pair_text",
    "pairs_short",
    "points",
    "psd",
    "recorded_value",
    "ref",
    "refs",
    "score_differences",
    "sd_text",
]

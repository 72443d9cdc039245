"""Each norm requirement as a named check that says, on failure, by how much it fails.

The rows R1-R10 of spec/fide-ratings-norms.md §3. G is the number of games the thresholds use:
the counted games, or the 8 played games of a 9-round norm under 1.4.1c (R2-R9 are checked on
them). A waived check (1.4.3a-d) passes and names the exemption.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from engine.norms.games import NormGame
from engine.norms.titles import TITLED, TitleRequirement
from engine.ratings import NormPerformance

MIN_GAMES = 9
"""B.01 1.4.1: at least nine games (1.4.1c: eight plus a forfeit win or PAB in 9 rounds)."""
MIN_FOREIGN_FEDERATIONS = 2
MIN_HOLDERS = 3
MIN_SCORE = Fraction(35, 100)
"""B.01 1.4.8b: "The minimum score is 35% for all norms"."""


class CheckId(Enum):
    """A norm requirement; the value is its row in the note's table."""

    GAMES = "R1"
    FEDERATIONS = "R2"
    OWN_FEDERATION = "R3a"
    ONE_FEDERATION = "R3b"
    TITLED = "R4"
    TITLE_HOLDERS = "R5"
    FLOOR = "R6"
    AVERAGE = "R7"
    PERFORMANCE = "R8"
    SCORE = "R9"
    WOMEN = "R10"

    @property
    def label(self) -> str:
        """The requirement's name as printed."""
        return _LABELS[self][0]

    @property
    def article(self) -> str:
        """The B.01 article (those marked paraphrase are from a summary of the text)."""
        return _LABELS[self][1]


_LABELS: dict[CheckId, tuple[str, str]] = {
    CheckId.GAMES: ("games", "B.01 1.4.1"),
    CheckId.FEDERATIONS: ("opponents' federations", "B.01 1.4.3"),
    CheckId.OWN_FEDERATION: ("own federation at most 3/5", "B.01 1.4.3"),
    CheckId.ONE_FEDERATION: ("one federation at most 2/3", "B.01 1.4.3"),
    CheckId.TITLED: ("titled opponents at least half", "B.01 1.4.4"),
    CheckId.TITLE_HOLDERS: ("opponents holding the title", "B.01 1.4.5"),
    CheckId.FLOOR: ("rating floor", "B.01 1.4.6b-c"),
    CheckId.AVERAGE: ("rating average Ra", "B.01 1.4.7, 1.4.8a"),
    CheckId.PERFORMANCE: ("performance Rp", "B.01 1.4.8"),
    CheckId.SCORE: ("score at least 35 %", "B.01 1.4.8b"),
    CheckId.WOMEN: ("women's title", "B.01 0.3"),
}


@dataclass(frozen=True, slots=True)
class Check:
    """The outcome of one requirement for one player, title and set of games."""

    id: CheckId
    passed: bool
    actual: str
    required: str
    shortfall: str = ""
    """By how much it fails ("" when it passes): "2 games short", "6 points short"."""
    detail: str = ""
    waived: str = ""
    """The exemption that waives it ("1.4.3d"), "" when none."""

    @property
    def text(self) -> str:
        """``R8 performance Rp: 2444, needs 2450 or more — 6 points short``."""
        head = f"{self.id.value} {self.id.label}: {self.actual}"
        if self.waived:
            return f"{head} — waived ({self.waived})"
        need = f", needs {self.required}" if self.required else ""
        tail = f" — {self.shortfall}" if self.shortfall else ""
        return head + need + tail


def points_text(points: Fraction) -> str:
    """Points as arbiters write them: ``5½``, ``½``, ``6``.

    >>> points_text(Fraction(11, 2)), points_text(Fraction(1, 2)), points_text(Fraction(6))
    ('5½', '½', '6')
    """
    whole, rest = divmod(points, 1)
    if rest == 0:
        return str(int(whole))
    if rest == Fraction(1, 2):
        return "½" if whole == 0 else f"{int(whole)}½"
    return f"{float(points):g}"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def games_check(
    counted: int, *, nine_round_rule: bool = False, withdrawn: int | None = None
) -> Check:
    """R1: at least nine games (1.4.1; 1.4.1c counts one forfeit win or PAB in 9 rounds).

    >>> games_check(7).text
    'R1 games: 7, needs 9 or more — 2 games short'
    """
    detail = (
        "8 games and a forfeit win or pairing-allocated bye (1.4.1c)" if nine_round_rule else ""
    )
    if withdrawn is not None and counted < MIN_GAMES:
        detail = f"withdrew from round {withdrawn}"
    short = MIN_GAMES - counted
    return Check(
        CheckId.GAMES,
        short <= 0,
        str(counted),
        f"{MIN_GAMES} or more",
        _plural(short, "game") + " short" if short > 0 else "",
        detail,
    )


def federations_check(games: Sequence[NormGame], applicant: str, waived: str = "") -> Check:
    """R2: opponents from at least two federations other than the applicant's (1.4.3)."""
    feds = sorted(
        {g.federation for g in games if g.counts_as_federation and g.federation != applicant}
    )
    short = MIN_FOREIGN_FEDERATIONS - len(feds)
    return Check(
        CheckId.FEDERATIONS,
        short <= 0 or bool(waived),
        f"{len(feds)} other than {applicant or '(none given)'}"
        + (f" ({', '.join(feds)})" if feds else ""),
        f"{MIN_FOREIGN_FEDERATIONS} or more",
        _plural(short, "federation") + " short" if short > 0 and not waived else "",
        waived=waived if short > 0 else "",  # named only when the exemption is needed
    )


def own_federation_check(
    games: Sequence[NormGame], g: int, applicant: str, waived: str = ""
) -> Check:
    """R3a: at most 3/5 of the opponents from the applicant's federation (1.4.3)."""
    own = sum(1 for x in games if x.federation == applicant and applicant)
    limit = 3 * g // 5
    over = own - limit
    return Check(
        CheckId.OWN_FEDERATION,
        over <= 0 or bool(waived),
        f"{own} from {applicant or '(none given)'}",
        f"{limit} or fewer (3/5 of {g})",
        _plural(over, "opponent") + " too many" if over > 0 and not waived else "",
        waived=waived if over > 0 else "",
    )


def one_federation_check(games: Sequence[NormGame], g: int, waived: str = "") -> Check:
    """R3b: at most 2/3 of the opponents from any one federation (1.4.3)."""
    counts = Counter(x.federation for x in games if x.counts_as_federation)
    fed, most = max(sorted(counts.items()), key=lambda kv: kv[1], default=("", 0))
    limit = 2 * g // 3
    over = most - limit
    return Check(
        CheckId.ONE_FEDERATION,
        over <= 0 or bool(waived),
        f"{most} from {fed}" if fed else "0",
        f"{limit} or fewer (2/3 of {g})",
        _plural(over, "opponent") + " too many" if over > 0 and not waived else "",
        waived=waived if over > 0 else "",
    )


def titled_check(games: Sequence[NormGame], g: int) -> Check:
    """R4: at least half of the opponents title-holders, CM and WCM excluded (1.4.4)."""
    titled = sum(1 for x in games if x.title in TITLED)
    need = math.ceil(g / 2)
    short = need - titled
    return Check(
        CheckId.TITLED,
        short <= 0,
        str(titled),
        f"{need} or more (half of {g}; GM IM WGM WIM FM WFM)",
        _plural(short, "titled opponent") + " short" if short > 0 else "",
    )


def holders_check(games: Sequence[NormGame], g: int, req: TitleRequirement) -> Check:
    """R5: at least max(3, G/3) opponents holding the title (or a higher one) (1.4.5)."""
    holders = sum(1 for x in games if x.title in req.holders)
    need = max(MIN_HOLDERS, math.ceil(g / 3))
    short = need - holders
    return Check(
        CheckId.TITLE_HOLDERS,
        short <= 0,
        f"{holders} {req.holders_text}",
        f"{need} or more",
        _plural(short, req.holders_text + " opponent") + " short" if short > 0 else "",
    )


def floor_check(perf: NormPerformance, req: TitleRequirement) -> Check:
    """R6: the lowest opponent counted at the floor at least (1.4.6b-c): an adjustment, never
    a failure; it says what was raised.
    """
    if perf.floor_raise is None:
        low = min(perf.ratings, default=0)
        return Check(CheckId.FLOOR, True, f"lowest {low}, floor {req.floor}", "", detail="no raise")
    r = perf.floor_raise
    return Check(
        CheckId.FLOOR,
        True,
        f"lowest {r.before} counted as {r.after} (floor)",
        "",
        detail=f"+{r.amount} to the sum; only the lowest opponent is raised (1.4.6c)",
    )


def average_check(perf: NormPerformance, req: TitleRequirement) -> Check:
    """R7: the rating average Ra, rounded .5 up, at least the title's minimum (1.4.8a)."""
    short = req.min_ra - perf.ra
    return Check(
        CheckId.AVERAGE,
        short <= 0,
        f"{perf.ra} ({float(perf.ra_exact):.2f})",
        f"{req.min_ra} or more",
        _plural(short, "point") + " short" if short > 0 else "",
    )


def performance_check(
    perf: NormPerformance, req: TitleRequirement, required: Fraction | None
) -> Check:
    """R8: Rp = Ra + dp at least the minimum (1.4.8); says the score it needs."""
    short = req.min_rp - perf.rp
    need = (
        "not reachable with these opponents"
        if required is None
        else f"a score of {points_text(required)}"
    )
    return Check(
        CheckId.PERFORMANCE,
        short <= 0,
        f"{perf.rp} (Ra {perf.ra} + dp {perf.dp} at {perf.p_percent} %)",
        f"{req.min_rp} or more",
        f"{_plural(short, 'point')} short; needs {need}, has {points_text(perf.score)}"
        if short > 0
        else "",
    )


def score_check(score: Fraction, g: int) -> Check:
    """R9: at least 35 % (1.4.8b), tested exactly: 20·S >= 7·G.

    >>> score_check(Fraction(3), 9).text
    'R9 score at least 35 %: 3, needs 3½ or more — ½ point short'
    """
    need = Fraction(math.ceil(MIN_SCORE * g * 2), 2)  # the smallest half point at 35 %
    ok = 20 * score >= 7 * g
    short = need - score
    return Check(
        CheckId.SCORE,
        ok,
        points_text(score),
        f"{points_text(need)} or more",
        "" if ok else f"{points_text(short)} point{'s' if short > 1 else ''} short",
    )


def women_check(sex: str, req: TitleRequirement) -> Check:
    """R10: WGM and WIM norms only for women."""
    woman = sex.strip().lower() in ("w", "f")
    return Check(
        CheckId.WOMEN,
        woman or not req.women_only,
        "woman" if woman else ("man" if sex.strip() else "sex not given"),
        "a woman" if req.women_only else "",
        "" if woman or not req.women_only else f"{req.title.value} norms are for women only",
    )

"""Whether an event gives a player a title norm, for every player and title (B.01 §1.4).

For one player and title the search (spec note §3, "Dropped games") tries the sets of games
the regulations allow, the whole event first:

- 1.4.1e: a Swiss event may be cut after any round from the 9th on, once the title result is
  reached (later losses or a withdrawal do not cancel it);
- 1.4.1f: games against defeated opponents may be left out while at least nine games remain;
- 1.4.1c: in a 9-round event, 8 games plus one forfeit win or pairing-allocated bye count as a
  9-game norm, the other requirements checked on the 8 games.

The first passing set found in the order "whole event, then most games, then largest excess"
is the norm. When none passes, the verdict carries the checks of the whole event, each saying
by how much it fails. Before the end of the event a paired round without a result is forecast:
which result (loss, draw, win) gives the norm (:mod:`engine.norms.forecast`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from fractions import Fraction
from itertools import combinations

from engine.model import Player, PlayerId, ResultCode, Tournament
from engine.norms.checks import (
    MIN_GAMES,
    Check,
    average_check,
    federations_check,
    floor_check,
    games_check,
    holders_check,
    one_federation_check,
    own_federation_check,
    performance_check,
    points_text,
    score_check,
    titled_check,
    women_check,
)
from engine.norms.exemption import Exemption143d, exemption_143d
from engine.norms.fields import Exemption, NormFields
from engine.norms.games import NormGame, NormRound, federation_of, norm_rounds
from engine.norms.titles import REQUIREMENTS, NormTitle, TitleRequirement
from engine.ratinglist.federations import is_known_federation
from engine.ratinglist.titles import normalise_title
from engine.ratings import (
    UNRATED_OPPONENT,
    NormPerformance,
    RatingKind,
    dp_for,
    norm_performance,
    round_half_up,
    score_required,
)
from engine.roundrobin.codes import is_round_robin_code

NINE_ROUND_EVENT = 9
MAX_COUNTED = 13
"""B.01 1.7: "Norms achieved in a tournament with more than 13 rounds count only as 13 games"."""
_UNPLAYED_COUNTED = frozenset({ResultCode.FORFEIT_WIN, ResultCode.PAB})


class NormStatus(Enum):
    """The verdict for one player and title; values are what the norm screen shows."""

    ACHIEVED = "norm"
    POSSIBLE = "possible"
    """Not yet, but a result of the paired round without a result gives it."""
    OPEN = "open"
    """Rounds not yet paired remain; not reached so far."""
    FAILED = "no norm"
    HOLDS_TITLE = "holds the title"
    NOT_ELIGIBLE = "not eligible"


@dataclass(frozen=True, slots=True)
class Mix:
    """A set of games checked for a norm: rounds ``1..last_round`` less any dropped wins."""

    last_round: int
    games: tuple[NormGame, ...]
    dropped: tuple[int, ...] = ()
    """Rounds of won games left out (1.4.1f)."""
    bye_round: int | None = None
    """The forfeit win or PAB counted as a game under 1.4.1c (9-round events)."""

    @property
    def nine_round_rule(self) -> bool:
        """True when 1.4.1c counts an unplayed round as the ninth game."""
        return self.bye_round is not None

    @property
    def counted(self) -> int:
        """Games for R1: the played games, plus one under 1.4.1c."""
        return len(self.games) + (1 if self.nine_round_rule else 0)

    @property
    def score(self) -> Fraction:
        """Points from the games (the 1.4.1c round adds none: its point is not a game)."""
        return sum((g.score for g in self.games), Fraction(0))


@dataclass(frozen=True, slots=True)
class MixResult:
    """The checks of one mix for one title."""

    mix: Mix
    checks: tuple[Check, ...]
    performance: NormPerformance | None
    score_required: Fraction | None

    @property
    def passed(self) -> bool:
        """True when every check passes: the mix is a norm."""
        return all(c.passed for c in self.checks)

    @property
    def excess(self) -> Fraction | None:
        """Score above the score required (IT1 "exceeding by"); None if none suffices."""
        if self.score_required is None:
            return None
        return self.mix.score - self.score_required


@dataclass(frozen=True, slots=True)
class NormContext:
    """The event facts every verdict shares."""

    host: str
    rounds_total: int
    rounds_in_file: int
    """The rounds played or being played: the last round anyone is paired in (later entries
    of the file are byes announced for rounds to come)."""
    kind: RatingKind
    exemption_d: Exemption143d
    fields: NormFields
    round_robin: bool = False
    """A round-robin (record 192): every round counts, 1.4.1e cuts Swiss events only."""

    @property
    def waiver(self) -> str:
        """The exemption that waives the federation mix: ``1.4.3a``-``c`` typed by the
        arbiter, ``1.4.3d`` when every round qualifies, "" when none.
        """
        if self.fields.exemption is not Exemption.NONE:
            return f"1.4.3{self.fields.exemption.value}"
        return "1.4.3d" if self.exemption_d.holds else ""


def norm_context(
    t: Tournament, *, kind: RatingKind = RatingKind.STANDARD, fields: NormFields | None = None
) -> NormContext:
    """The shared facts of ``t``: host federation (TRF 032), rounds, the 1.4.3d counts."""
    last = t.rounds_paired()
    return NormContext(
        t.federation.strip().upper(),
        max(t.rounds_total or 0, last),
        last,
        kind,
        exemption_143d(t, last),
        fields or NormFields(),
        is_round_robin_code(t.pairing_system),
    )


@dataclass(frozen=True, slots=True)
class Forecast:
    """What the paired round without a result needs for the norm."""

    round: int
    opponent: PlayerId
    minimum: ResultCode | None
    """LOSS (any result), DRAW or WIN: the least result that gives the norm; None: none does."""
    play_required: bool
    """False when the norm holds even if the game is not played (1.4.1e: already reached)."""


@dataclass(frozen=True, slots=True)
class NormVerdict:
    """Whether ``player`` has a ``title`` norm, with every check and how it was found."""

    player: PlayerId
    name: str
    title: NormTitle
    status: NormStatus
    result: MixResult | None
    """The norm's mix, or the whole event's checks when there is no norm."""
    rounds: tuple[NormRound, ...]
    waiver: str = ""
    remarks: tuple[str, ...] = ()
    forecast: Forecast | None = None
    rounds_to_play: int = 0
    eligibility: tuple[Check, ...] = ()

    @property
    def checks(self) -> tuple[Check, ...]:
        """Every check made (eligibility first)."""
        return self.eligibility + (self.result.checks if self.result is not None else ())

    @property
    def failed(self) -> tuple[Check, ...]:
        """The checks that fail."""
        return tuple(c for c in self.checks if not c.passed)

    @property
    def summary(self) -> str:
        """One line for the norm screen and the command line."""
        a = f"{'an' if self.title is NormTitle.IM else 'a'} {self.title.value} norm"
        match self.status:
            case NormStatus.ACHIEVED:
                how = []
                mix = self.result.mix if self.result is not None else None
                if mix is not None and mix.last_round < self.rounds_done:
                    how.append(f"rounds 1-{mix.last_round}")
                if mix is not None and mix.dropped:
                    how.append(f"won game of round {', '.join(map(str, mix.dropped))} left out")
                if mix is not None and mix.nine_round_rule:
                    how.append(f"8 games and round {mix.bye_round} (1.4.1c)")
                return f"{self.title.value} norm" + (f" ({'; '.join(how)})" if how else "")
            case NormStatus.POSSIBLE:
                return forecast_text(self.forecast, a) if self.forecast else f"{a} is possible"
            case NormStatus.HOLDS_TITLE:
                return f"holds the {self.title.value} title or a higher one"
            case NormStatus.NOT_ELIGIBLE:
                return "; ".join(c.shortfall or c.actual for c in self.failed) or "not eligible"
            case NormStatus.OPEN:
                rp = self.result.performance.rp if self.result and self.result.performance else None
                so_far = f"; Rp so far {rp}" if rp is not None else ""
                left = self.rounds_to_play
                plural = "s" if left != 1 else ""
                return f"{self.title.value} norm open: {left} round{plural} to play{so_far}"
            case NormStatus.FAILED:
                why = "; ".join(f"{c.id.value} {c.id.label}: {c.shortfall}" for c in self.failed)
                f = self.forecast
                even = f", even with a win in round {f.round}" if f and f.minimum is None else ""
                return f"no {self.title.value} norm{even}: {why}"
        return self.status.value

    @property
    def rounds_done(self) -> int:
        """The rounds considered (those in the file)."""
        return len(self.rounds)


def forecast_text(f: Forecast, norm: str) -> str:
    """``a draw in round 9 gives an IM norm``."""
    if f.minimum is None:
        return f"no result in round {f.round} gives {norm}"
    if not f.play_required:
        return f"{norm} is reached whatever happens in round {f.round}"
    what = {
        ResultCode.LOSS: "any result (the game must be played)",
        ResultCode.DRAW: "a draw",
        ResultCode.WIN: "a win",
    }[f.minimum]
    return f"{what} in round {f.round} gives {norm}"


def _bye_round(rounds: Sequence[NormRound]) -> int | None:
    return next((r.round for r in rounds if r.game is None and r.result in _UNPLAYED_COUNTED), None)


def mixes(
    rounds: Sequence[NormRound], rounds_total: int, *, round_robin: bool = False
) -> Iterator[Mix]:
    """Every set of games 1.4.1c, e and f allow, the whole event first.

    A round-robin is never cut after a round (1.4.1e speaks of Swiss events): all its rounds
    count; 1.4.1f may still leave out won games.
    """
    done = len(rounds)
    ends = [done] if round_robin else [done, *range(done - 1, MIN_GAMES - 1, -1)]
    for end in ends:
        games = tuple(r.game for r in rounds[:end] if r.game is not None)
        bye = None
        if (
            rounds_total == NINE_ROUND_EVENT
            and end == NINE_ROUND_EVENT
            and len(games) == MIN_GAMES - 1
        ):
            bye = _bye_round(rounds[:end])  # 1.4.1c
        yield Mix(end, games, bye_round=bye)
        if bye is not None:
            continue  # one rule at a time: 1.4.1c norms keep their 8 games
        wins = [g for g in games if g.score == 1]
        for k in range(1, min(len(games) - MIN_GAMES, len(wins)) + 1):
            for left_out in combinations(wins, k):
                out = {g.round for g in left_out}
                kept = tuple(g for g in games if g.round not in out)
                yield Mix(end, kept, dropped=tuple(sorted(out)))


def check_mix(
    mix: Mix,
    me: Player,
    req: TitleRequirement,
    waiver: str,
    withdrawn: int | None = None,
) -> MixResult:
    """Every requirement for ``req`` on ``mix`` (the R1-R9 checks)."""
    applicant = federation_of(me)
    g = len(mix.games)
    checks = [games_check(mix.counted, nine_round_rule=mix.nine_round_rule, withdrawn=withdrawn)]
    checks += [
        federations_check(mix.games, applicant, waiver),
        own_federation_check(mix.games, g, applicant, waiver),
        one_federation_check(mix.games, g, waiver),
        titled_check(mix.games, g),
        holders_check(mix.games, g, req),
    ]
    if not mix.games:
        return MixResult(mix, tuple(checks), None, None)
    perf = norm_performance([x.rating for x in mix.games], mix.score, req.floor)
    required = score_required(perf.ra, g, req.min_rp)
    checks += [
        floor_check(perf, req),
        average_check(perf, req),
        performance_check(perf, req, required),
        score_check(mix.score, g),
    ]
    return MixResult(mix, tuple(checks), perf, required)


def _preference(r: MixResult, done: int) -> tuple[int, int, Fraction, int, int]:
    whole = r.mix.last_round == done and not r.mix.dropped
    return (
        0 if whole else 1,
        -r.mix.counted,
        -(r.excess or Fraction(0)),
        -r.mix.last_round,
        len(r.mix.dropped),
    )


def best_mix(
    rounds: Sequence[NormRound],
    me: Player,
    req: TitleRequirement,
    ctx: NormContext,
) -> tuple[MixResult, bool]:
    """The norm's mix and True, or the whole event's checks and False."""
    done = len(rounds)
    results = mixes(rounds, ctx.rounds_total, round_robin=ctx.round_robin)
    first = check_mix(next(results), me, req, ctx.waiver, me.withdrawn_from)
    if first.passed:
        return first, True
    if not first.checks[0].passed:
        return first, False  # R1: every other mix has fewer games
    if not _search_can_help(rounds, req):
        return first, False
    passing = [r for mix in results if (r := check_mix(mix, me, req, ctx.waiver)).passed]
    if not passing:
        return first, False
    return min(passing, key=lambda r: _preference(r, done)), True


def _search_can_help(rounds: Sequence[NormRound], req: TitleRequirement) -> bool:
    """False when no shorter mix can reach Ra and Rp: a bound that spares the search for most
    players of a big event.

    Every mix has at least 9 of the player's games, so its Ra is at most the average of the 9
    highest ratings as counted (unrated 1400, none below the floor), and its score rate is at
    most the best rate of a prefix (leaving out a win only lowers it).
    """
    games = [r.game for r in rounds if r.game is not None]
    top = sorted((max(g.rating or UNRATED_OPPONENT, req.floor) for g in games), reverse=True)
    if len(top) < MIN_GAMES:
        return False  # the whole event (tried first) was the only mix with its 1.4.1c round
    best = top[:MIN_GAMES]
    ra_bound = round_half_up(Fraction(sum(best), len(best)))
    if ra_bound < req.min_ra:
        return False
    rate = Fraction(0)
    score, played = Fraction(0), 0
    for r in rounds:
        if r.game is not None:
            score += r.game.score
            played += 1
            if played >= MIN_GAMES:
                rate = max(rate, score / played)
    return ra_bound + dp_for(round_half_up(rate * 100)) >= req.min_rp


def _remarks(verdict_mix: MixResult, ctx: NormContext, me: Player, total_rounds: int) -> list[str]:
    mix = verdict_mix.mix
    out: list[str] = []
    if mix.nine_round_rule:
        out.append(
            f"1.4.1c: 8 games and the unplayed round {mix.bye_round} count as a 9-game norm "
            "(one such norm per application)"
        )
    if mix.last_round < total_rounds:
        out.append(f"1.4.1e: rounds 1-{mix.last_round} count; later rounds are left out")
    if mix.dropped:
        rounds = ", ".join(str(r) for r in mix.dropped)
        out.append(
            f"1.4.1f: the won game{'s' if len(mix.dropped) > 1 else ''} of round {rounds} left out"
        )
    waived = [c.id.value for c in verdict_mix.checks if c.waived]
    if waived:
        what = ctx.fields.exemption.text if ctx.fields.exemption is not Exemption.NONE else ""
        worst = ctx.exemption_d.worst
        if ctx.waiver == "1.4.3d" and worst is not None:
            what = f"every round qualifies (fewest: {worst.text})"
        out.append(
            f"{ctx.waiver} waives {' and '.join(waived)}: {what}; an application needs one norm "
            "meeting 1.4.3 without an exemption (1.4.3e)"
        )
    if mix.counted > MAX_COUNTED:
        out.append(f"1.7: {mix.counted} games count as {MAX_COUNTED}")
    excess = verdict_mix.excess
    if excess is not None and excess >= 1:
        extra = int(excess)
        out.append(
            f"1.4.1d: {points_text(excess)} above the score required: counts as {extra} extra "
            f"game{'s' if extra > 1 else ''} for the application"
        )
    fed = federation_of(me)
    if not fed or not is_known_federation(fed):
        out.append(f"the player's federation {fed or '(none)'} is not a FIDE federation code")
    blank = sorted({g.round for g in mix.games if not g.federation})
    if blank:
        out.append(f"no federation given for the opponents of round {', '.join(map(str, blank))}")
    return out


def holds(me: Player, req: TitleRequirement) -> bool:
    """True when the player's title makes this norm unnecessary."""
    return normalise_title(me.title) in req.held_by


_ABSENT = frozenset({ResultCode.HALF_BYE, ResultCode.FULL_BYE, ResultCode.ZERO_BYE})


def _rounds_to_play(me: Player, ctx: NormContext) -> int:
    """Rounds after the current one the player can still play: not withdrawn, no bye
    announced for them.
    """
    return sum(
        1
        for r in range(ctx.rounds_in_file + 1, ctx.rounds_total + 1)
        if (me.withdrawn_from is None or r < me.withdrawn_from)
        and me.entry(r).result not in _ABSENT
    )


def _pending_round(rounds: Sequence[NormRound]) -> NormRound | None:
    return next(
        (r for r in rounds if r.opponent is not None and r.result is ResultCode.NOT_PAIRED), None
    )


def _with_outcome(
    rounds: Sequence[NormRound],
    t_by_id: dict[PlayerId, Player],
    pending: NormRound,
    outcome: ResultCode | None,
) -> tuple[NormRound, ...]:
    """``rounds`` with the pending round's result set (None: not played, a forfeit loss)."""
    out = []
    for r in rounds:
        if r.round != pending.round:
            out.append(r)
            continue
        if outcome is None:
            out.append(NormRound(r.round, r.opponent, ResultCode.FORFEIT_LOSS, None, "forfeit"))
            continue
        opp = t_by_id[pending.opponent] if pending.opponent is not None else None
        if opp is None:
            out.append(r)
            continue
        score = {ResultCode.WIN: Fraction(1), ResultCode.DRAW: Fraction(1, 2)}.get(
            outcome, Fraction(0)
        )
        game = NormGame(
            r.round,
            opp.id,
            opp.name,
            opp.fide_id,
            federation_of(opp),
            opp.rating,
            normalise_title(opp.title),
            score,
        )
        out.append(NormRound(r.round, r.opponent, outcome, game))
    return tuple(out)


def player_verdict(
    t: Tournament,
    pid: PlayerId,
    title: NormTitle,
    ctx: NormContext | None = None,
) -> NormVerdict:
    """The norm verdict of ``pid`` for ``title`` after the rounds in the file."""
    ctx = ctx or norm_context(t)
    by_id = {p.id: p for p in t.players}
    me = by_id[pid]
    req = next(r for r in REQUIREMENTS if r.title is title)
    rounds = norm_rounds(t, pid, ctx.rounds_in_file)
    base = NormVerdict(pid, me.name, title, NormStatus.FAILED, None, rounds, ctx.waiver)
    women = women_check(me.sex, req)
    if women.passed and holds(me, req):
        return replace(base, status=NormStatus.HOLDS_TITLE, waiver="")
    if ctx.kind is not RatingKind.STANDARD:
        kind = Check(
            women.id,
            False,
            f"a {ctx.kind.value} event",
            "a standard-rated event",
            "norms come from standard games only (B.01 0.5)",
        )
        return replace(base, status=NormStatus.NOT_ELIGIBLE, eligibility=(kind,))
    if not women.passed:
        return replace(base, status=NormStatus.NOT_ELIGIBLE, eligibility=(women,))
    found, achieved = best_mix(rounds, me, req, ctx)
    # the verdict names an exemption only when a check needed it (1.4.3e counts those norms)
    base = replace(base, waiver=ctx.waiver if any(c.waived for c in found.checks) else "")
    to_play = _rounds_to_play(me, ctx)
    remarks = _remarks(found, ctx, me, ctx.rounds_in_file) if achieved else []
    if achieved:
        return replace(
            base,
            status=NormStatus.ACHIEVED,
            result=found,
            remarks=tuple(remarks),
            rounds_to_play=to_play,
        )
    pending = _pending_round(rounds)
    forecast = None
    if pending is not None and pending.opponent in by_id:
        forecast, with_win = _forecast(rounds, by_id, pending, me, req, ctx)
        if forecast.minimum is None:
            # no result gives it: show what fails even with a win, not the missing game
            found = with_win
            pending = None
    if forecast is not None and forecast.minimum is not None:
        return replace(
            base,
            status=NormStatus.POSSIBLE,
            result=found,
            forecast=forecast,
            rounds_to_play=to_play,
        )
    games_possible = found.mix.counted + to_play + (1 if pending is not None else 0)
    if to_play > 0 and games_possible >= MIN_GAMES:
        return replace(
            base, status=NormStatus.OPEN, result=found, forecast=forecast, rounds_to_play=to_play
        )
    return replace(base, result=found, forecast=forecast, rounds_to_play=to_play)


def _forecast(
    rounds: Sequence[NormRound],
    by_id: dict[PlayerId, Player],
    pending: NormRound,
    me: Player,
    req: TitleRequirement,
    ctx: NormContext,
) -> tuple[Forecast, MixResult]:
    """The forecast, and the checks of the norm with a win (the best case)."""
    assert pending.opponent is not None
    minimum = None
    result: MixResult | None = None
    for outcome in (ResultCode.LOSS, ResultCode.DRAW, ResultCode.WIN):
        result, ok = best_mix(_with_outcome(rounds, by_id, pending, outcome), me, req, ctx)
        if ok:
            minimum = outcome
            break
    assert result is not None
    secured = False
    if minimum is not None:
        _, secured = best_mix(_with_outcome(rounds, by_id, pending, None), me, req, ctx)
    return Forecast(pending.round, pending.opponent, minimum, not secured), result


def norm_verdicts(
    t: Tournament,
    *,
    kind: RatingKind = RatingKind.STANDARD,
    fields: NormFields | None = None,
    titles: Sequence[NormTitle] = tuple(NormTitle),
) -> tuple[NormVerdict, ...]:
    """Every player's verdict for every title, by pairing number then title."""
    ctx = norm_context(t, kind=kind, fields=fields)
    return tuple(
        player_verdict(t, p.id, title, ctx)
        for p in sorted(t.players, key=lambda q: q.id)
        for title in titles
    )

"""The random tournament generator (C.04.A A.5): complete tournaments paired by our engine.

Each round goes as in the established generators (shared/spec/cli.md §7.3): the round's
announced absences are written into its entries, the round is paired by
:func:`engine.pairing.pair_round` exactly as an arbiter would pair it, then the results are
drawn. So every round of the output is the engine's own pairing from the history before it, and
the checker (C.04.A A.4) must find no discrepancy.

When a round cannot be paired (C.04.3 A.9 leaves it to the arbiter; small fields with many
rounds run into C.1-C.3), generation stops like the established engine's: the tournament holds
the rounds before it plus that round's announced absences (so pairing the file reproduces the
failure), a ``### RTG stopped`` comment says why, and :attr:`RtgResult.stopped` carries the
:class:`~engine.errors.NoValidPairing`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from engine.errors import ConfigError, EngineError, NoValidPairing
from engine.model import (
    NOT_PAIRED_ENTRY,
    Colour,
    Player,
    PlayerId,
    ResultCode,
    RoundEntry,
    Tournament,
)
from engine.model.system_codes import code_for_system
from engine.pairing import Board, PairingSystem, pair_round
from engine.pairing.baku import baku_acceleration
from engine.rtg.absences import AbsencePlan, add_byes, plan_absences
from engine.rtg.amounts import NOTHING, Amount, per_round_counts
from engine.rtg.config import NEVER, Acceleration, ResolvedConfig, RtgConfig, resolve
from engine.rtg.randomness import Chance
from engine.rtg.results import draw_result, no_show_probability
from engine.standings.trf_ranks import ranked
from engine.trf import dump_trf, parse_trf

SYSTEM_NAMES = {
    PairingSystem.DUTCH_2017: "FIDE (Dutch) System, 2017 rules",
    PairingSystem.DUTCH_2026: "FIDE (Dutch) System, 2026 rules",
    PairingSystem.BURSTEIN: "Burstein System",
    PairingSystem.BURSTEIN_LEGACY: "Burstein System (older text)",
    PairingSystem.DUBOV: "Dubov System",
    PairingSystem.DUBOV_LEGACY: "Dubov System (1997 text)",
    PairingSystem.LIM: "Lim System",
    PairingSystem.LIM_MAXI: "Lim System (Maxi-tournament)",
}


@dataclass(frozen=True, slots=True)
class RtgResult:
    """What one generator run made: the tournament and how it was made."""

    tournament: Tournament
    config: ResolvedConfig  # every key's value, random ones included
    seed: int
    rounds_paired: int  # equal to config.rounds unless generation stopped
    stopped: NoValidPairing | None = None  # the round that could not be paired
    late_entries: tuple[PlayerId, ...] = ()
    withdrawals: tuple[tuple[PlayerId, int], ...] = ()  # (player, first round missed)


def generate(
    config: RtgConfig,
    seed: int,
    system: PairingSystem = PairingSystem.DUTCH_2017,
    model: Tournament | None = None,
) -> Tournament:
    """A complete random tournament; :func:`generate_report` also says how it went.

    >>> from engine.rtg import parse_config
    >>> t = generate(parse_config("PlayersNumber=8\\nRoundsNumber=3"), seed=1)
    >>> len(t.players), t.rounds_total, t.rounds_paired(), t.name
    (8, 3, 3, 'AutoTest Tournament 1')
    """
    return generate_report(config, seed, system, model).tournament


def generate_report(
    config: RtgConfig,
    seed: int,
    system: PairingSystem = PairingSystem.DUTCH_2017,
    model: Tournament | None = None,
) -> RtgResult:
    """Generate a tournament from ``config`` and ``seed`` (see the module docstring).

    Model mode (``model`` given): the model's players, ratings, settings (XXC, scoring, XXP)
    and XXA lines are kept, its rounds are dropped, and keys the configuration leaves out are
    derived from the model (:func:`config_from_model`), as the established engines do.
    ``PlayersNumber``, ``HighestRating`` and ``LowestRating`` then come from the model.

    Raises:
        ConfigError: a bad configuration or model, or a seed outside 0..2**64-1.
    """
    try:
        chance = Chance(seed)
    except ValueError as exc:
        raise ConfigError(str(exc)) from None
    if model is not None:
        given = [
            name
            for name, value in (
                ("PlayersNumber", config.players),
                ("HighestRating", config.highest_rating),
                ("LowestRating", config.lowest_rating),
            )
            if value is not None
        ]
        if given:
            raise ConfigError(f"{', '.join(given)}: set by the model file; remove from config")
        if not model.players:
            raise ConfigError("the model file has no players")
        ratings = [p.rating for p in model.players]
        fixed = RtgConfig(
            players=len(model.players),
            highest_rating=max(ratings),
            lowest_rating=min(ratings),
            # the model's XXA lines stay unless the configuration names an acceleration
            acceleration=config.acceleration or Acceleration.NONE,
        )
        keep_xxa = config.acceleration is None
        config = config_from_model(model).merged(config).merged(fixed)
    else:
        keep_xxa = False
    values, events = streams(seed)
    resolved = resolve(config, chance, values)
    return _Generator(resolved, seed, system, chance, model, keep_xxa, events).run()


def streams(seed: int) -> tuple[Chance, Chance]:
    """The two streams of the checklist's parameters (issue 21), derived from ``seed``: one
    draws absent keys, one places byes, forfeits and unusual results. Kept apart from the
    established stream, so every key of the established engines draws what it always drew.

    >>> a, b = streams(7)
    >>> a.below(1000) != b.below(1000)
    True
    """
    mask = 2**64 - 1
    return (
        Chance((seed * 0x9E3779B97F4A7C15 + 1) & mask),
        Chance((seed * 0xD1B54A32D192ED03 + 2) & mask),
    )


class _Generator:
    def __init__(
        self,
        config: ResolvedConfig,
        seed: int,
        system: PairingSystem,
        chance: Chance,
        model: Tournament | None,
        keep_model_acceleration: bool,
        events: Chance | None = None,
    ) -> None:
        self.keep_model_acceleration = keep_model_acceleration
        self.events = events if events is not None else streams(seed)[1]
        self.config = config
        self.seed = seed
        self.system = system
        self.chance = chance
        self.model = model

    def _players(self) -> tuple[Player, ...]:
        if self.model is not None:
            return tuple(
                replace(p, rounds=(), declared_points=None, declared_rank=None, withdrawn_from=None)
                for p in sorted(self.model.players, key=lambda q: q.id)
            )
        c = self.config
        ratings = sorted(
            (self.chance.between(c.lowest_rating, c.highest_rating) for _ in range(c.players)),
            reverse=True,
        )
        # C.04.2.B: pairing numbers by rating, the strongest first
        return tuple(
            Player(PlayerId(i), f"Test{i:04d} Player{i:04d}", rating=rating)
            for i, rating in enumerate(ratings, start=1)
        )

    def _base(self, players: tuple[Player, ...]) -> Tournament:
        c = self.config
        model = self.model
        colour = model.initial_colour if model is not None else None
        if colour is None:
            colour = Colour.WHITE if self.chance.below(2) == 0 else Colour.BLACK
        name = f"AutoTest Tournament {self.seed}"
        kind = SYSTEM_NAMES.get(self.system, self.system.value)
        # TRF-2026: rounds, initial colour and the tie-break list the file is ranked by
        records: tuple[str, ...] = (
            f"142 {c.rounds}",
            f"152 {'W' if colour is Colour.WHITE else 'B'}",
        )
        if c.tiebreaks:
            records += (f"202 {c.tiebreaks}", f"212 PTS,{c.tiebreaks}")
        if model is None:
            return Tournament(
                name=name,
                tournament_type=kind,
                rounds_total=c.rounds,
                initial_colour=colour,
                point_system=c.point_system,
                pairing_system=code_for_system(self.system),
                players=players,
                extra_records=records,
            )
        comments = tuple(
            line
            for line in model.extra_records
            if line.startswith("###") and not line.startswith("### RTG")
        )
        return replace(
            model,
            name=name,
            tournament_type=kind,
            rounds_total=c.rounds,
            initial_colour=colour,
            pairing_system=code_for_system(self.system),
            players=players,
            extra_records=(*records, *comments),
        )

    def _acceleration(
        self, t: Tournament, plan: AbsencePlan
    ) -> tuple[tuple[PlayerId, tuple[Fraction, ...]], ...]:
        c = self.config
        if self.model is not None and self.keep_model_acceleration:
            return self.model.acceleration  # model mode keeps the model's XXA lines
        if c.acceleration is Acceleration.NONE:
            return ()
        full_rounds, half_rounds = 3, 2  # C.04.5.1 4
        if c.acceleration is Acceleration.BAKU_LIKE:
            accelerated = (c.rounds + 1) // 2
            full_rounds, half_rounds = (accelerated + 1) // 2, accelerated // 2
        return baku_acceleration(
            t,
            late_entries=plan.late_entries,
            full_rounds=full_rounds,
            half_rounds=half_rounds,
            full_points=c.points_for_win,  # "1" and "0.5" are a win and half a win
            half_points=c.points_for_win / 2,
        )

    def _strengths(self, players: tuple[Player, ...]) -> dict[PlayerId, int]:
        """Ratings for the results; an unrated model player plays like the lowest rated one."""
        rated = [p.rating for p in players if p.rating > 0]
        fallback = min(rated) if rated else 1000
        return {p.id: p.rating if p.rating > 0 else fallback for p in players}

    def run(self) -> RtgResult:
        c = self.config
        players = self._players()
        base = self._base(players)
        plan = plan_absences(
            self.chance,
            [p.id for p in players],
            c.rounds,
            late_entry_rate=c.late_entry_rate,
            withdrawal_rate=c.withdrawal_rate,
            retired_rate=c.retired_rate,
            half_point_bye_rate=c.half_point_bye_rate,
        )
        plan = add_byes(
            plan,
            self.events,
            [p.id for p in players],
            (
                (ResultCode.FULL_BYE, c.full_point_byes),
                (ResultCode.HALF_BYE, c.half_point_byes or NOTHING),
                (ResultCode.ZERO_BYE, c.zero_point_byes or NOTHING),
            ),
        )
        if self.system is PairingSystem.ROUND_ROBIN:
            plan = _scheduled_games(plan)
        base = replace(base, acceleration=self._acceleration(base, plan))
        strength = self._strengths(players)
        boards_expected = [
            (len(players) - len(plan.absent_in(r))) // 2 for r in range(1, c.rounds + 1)
        ]
        events = _GameEvents(c, boards_expected, self.events)
        p_fail = no_show_probability(c.forfeit_rate)
        entries: dict[PlayerId, list[RoundEntry]] = {p.id: [] for p in players}
        stopped: NoValidPairing | None = None
        paired = 0

        def snapshot() -> Tournament:
            return replace(
                base, players=tuple(replace(p, rounds=tuple(entries[p.id])) for p in players)
            )

        for r in range(1, c.rounds + 1):
            absent = plan.absent_in(r)
            for pid, code in absent:  # announced before the pairing (TRF(x) convention)
                entries[pid].append(RoundEntry(None, None, code))
            try:
                pairing = pair_round(snapshot(), r, self.system)
            except NoValidPairing as exc:
                stopped = exc
                break
            _check_complete(r, pairing.boards, pairing.bye, players, {pid for pid, _ in absent})
            no_show = set(plan.no_shows_in(r))
            outcomes: list[tuple[ResultCode, ResultCode]] = []
            for board in pairing.boards:
                w, b = board.white, board.black
                # draw both players' turning up every time, so one stream serves all rates
                w_fails = self.chance.unit() < p_fail or w in no_show
                b_fails = self.chance.unit() < p_fail or b in no_show
                if w_fails or b_fails:  # C.04.2.D.5: a forfeit keeps its scheduled colours
                    w_code = ResultCode.FORFEIT_LOSS if w_fails else ResultCode.FORFEIT_WIN
                    b_code = ResultCode.FORFEIT_LOSS if b_fails else ResultCode.FORFEIT_WIN
                else:
                    w_code, b_code = draw_result(
                        self.chance, strength[w], strength[b], c.draw_percentage
                    )
                outcomes.append((w_code, b_code))
            outcomes = events.apply(r, outcomes)
            for board, (w_code, b_code) in zip(pairing.boards, outcomes, strict=True):
                w, b = board.white, board.black
                entries[w].append(RoundEntry(b, Colour.WHITE, w_code))
                entries[b].append(RoundEntry(w, Colour.BLACK, b_code))
            if pairing.bye is not None:  # C.04.1.c
                entries[pairing.bye].append(RoundEntry(None, None, ResultCode.PAB))
            paired = r

        for rounds in entries.values():  # canonical form: no trailing blank blocks
            while rounds and rounds[-1] == NOT_PAIRED_ENTRY:
                rounds.pop()
        t = snapshot()
        comments = [
            f"### RTG Swiss Arbiter, seed {self.seed}, {SYSTEM_NAMES.get(self.system, '')}"
            + (", model file" if self.model is not None else ""),
            "### RTG " + ";".join(c.text().splitlines()),
        ]
        if stopped is not None:
            comments.append(f"### RTG stopped: {stopped}")
        t = replace(t, extra_records=(*t.extra_records, *comments))
        # what the file will say, exactly: the score and rank columns filled in (and a check
        # that the TRF writer and reader agree on everything generated); the ranks follow the
        # file's own tie-break list (checklist Q32: files rank by their own list)
        t = parse_trf(dump_trf(ranked(parse_trf(dump_trf(t)), c.tiebreaks)))
        return RtgResult(
            tournament=t,
            config=c,
            seed=self.seed,
            rounds_paired=paired,
            stopped=stopped,
            late_entries=plan.late_entries,
            withdrawals=plan.withdrawals,
        )


_UNUSUAL = (
    ("half_zero", (ResultCode.DRAW, ResultCode.LOSS)),  # ½-0
    ("zero_half", (ResultCode.LOSS, ResultCode.DRAW)),  # 0-½
    ("zero_zero", (ResultCode.LOSS, ResultCode.LOSS)),  # 0-0
)


class _GameEvents:
    """Forfeits and unusual results in the amounts the configuration asks (issue 21).

    A total count is spread over the rounds before round 1 (by the boards each round is
    expected to have); a percentage or a per-round value is decided when the round is paired.
    Only games that were to be played are turned into forfeits or unusual results.
    """

    def __init__(self, c: ResolvedConfig, boards: list[int], chance: Chance) -> None:
        self.chance = chance
        self.kinds: list[tuple[str, Amount]] = []
        if c.forfeit_wins is not None:
            self.kinds.append(("forfeit_win", c.forfeit_wins))
        if c.forfeit_losses is not None:
            self.kinds.append(("forfeit_loss", c.forfeit_losses))
        for attr, _codes in _UNUSUAL:
            self.kinds.append((attr, getattr(c, attr)))
        self.planned: dict[str, list[int]] = {
            kind: per_round_counts(amount, boards, chance)
            for kind, amount in self.kinds
            if amount.count is not None and not amount.per_round
        }

    def _count(self, kind: str, amount: Amount, r: int, chances: int) -> int:
        if kind in self.planned:
            return min(chances, self.planned[kind][r - 1])
        if amount.per_round:
            part = amount.for_round(r)
            if part is None:
                return 0
            return per_round_counts(part, [chances], self.chance)[0]
        return per_round_counts(amount, [chances], self.chance)[0]

    def apply(
        self, r: int, outcomes: list[tuple[ResultCode, ResultCode]]
    ) -> list[tuple[ResultCode, ResultCode]]:
        out = list(outcomes)
        changed: set[int] = set()
        for kind, amount in self.kinds:
            if amount.none:
                continue
            played = [i for i, (w, _b) in enumerate(out) if w in _GAME_CODES and i not in changed]
            n = self._count(kind, amount, r, len(played))
            for i in self.chance.sample(played, n):
                changed.add(i)
                if kind == "forfeit_win":  # one side did not come: which one, by chance
                    out[i] = (
                        (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS)
                        if self.chance.below(2) == 0
                        else (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN)
                    )
                elif kind == "forfeit_loss":  # neither came: 0F-0F
                    out[i] = (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS)
                else:
                    out[i] = dict(_UNUSUAL)[kind]
        return out


_GAME_CODES = frozenset({ResultCode.WIN, ResultCode.DRAW, ResultCode.LOSS})


def _scheduled_games(plan: AbsencePlan) -> AbsencePlan:
    """A round-robin plan: every absence is a no-show at the scheduled game.

    A round-robin's pairings are its table (C.05 Annex 1), fixed before round 1: nobody is
    left out of a round. A player who is absent loses that game by forfeit (C.04.2.D.2 for
    a Swiss; the table keeps the game and its colours, C.04.2.D.5); a withdrawn player's later
    games are forfeits too. No bye is announced.
    """
    no_shows = tuple(
        tuple(sorted({*shows, *(pid for pid, _ in announced)}))
        for shows, announced in zip(plan.no_shows, plan.announced, strict=True)
    )
    return replace(plan, announced=tuple(() for _ in plan.announced), no_shows=no_shows)


def _check_complete(
    round_no: int,
    boards: tuple[Board, ...],
    bye: PlayerId | None,
    players: tuple[Player, ...],
    absent: set[PlayerId],
) -> None:
    """Every present player is on exactly one board or has the PAB (C.04.1.c)."""
    seen: list[PlayerId] = []
    for board in boards:
        seen.extend((board.white, board.black))
    if bye is not None:
        seen.append(bye)
    present = sorted(p.id for p in players if p.id not in absent)
    if sorted(seen) != present:
        raise EngineError(f"round {round_no}: the pairing does not cover the present players")


# ---- model mode -----------------------------------------------------------------------------


def _rate(total: int, events: int) -> Fraction:
    """``total / events`` cut to four decimals (a finite decimal for the config text)."""
    if events == 0:
        return NEVER
    return Fraction(total * 10_000 // events, 10_000)


def config_from_model(model: Tournament) -> RtgConfig:
    """The keys a model file implies (shared/spec/cli.md §7.2, plus our own keys).

    ``DrawPercentage`` = draws per played game, ``ForfeitRate`` = scheduled games per forfeited
    game, ``RetiredRate`` and ``HalfPointByeRate`` = players per player with such a bye,
    ``LateEntryRate`` = players per player absent in round 1 who played later,
    ``WithdrawalRate`` = players per player absent from some round to the end after playing,
    ``RoundsNumber`` = XXR (or the rounds played), the points = the model's scoring. A rate with
    no event is :data:`~engine.rtg.config.NEVER`; a count with no data is left out (random).
    """
    played = model.rounds_paired()
    n = len(model.players)
    games = draws = scheduled = forfeits = 0
    zpb = hpb = late = withdrawn = 0
    for p in model.players:
        entries = [p.entry(r) for r in range(1, played + 1)]
        for e in entries:
            if e.opponent is not None:
                scheduled += 1
                if e.played:
                    games += 1
                    draws += e.result in (ResultCode.DRAW, ResultCode.DRAW_UNRATED)
                else:
                    forfeits += 1
        present = [e.paired for e in entries]
        first = present.index(True) if True in present else None
        last = len(present) - 1 - present[::-1].index(True) if first is not None else None
        if first is not None and first > 0:
            late += 1
        if last is not None and last < played - 1:
            withdrawn += 1
        middle = entries[first : (last or 0) + 1] if first is not None else []
        if any(e.result in (ResultCode.ZERO_BYE, ResultCode.NOT_PAIRED) for e in middle):
            zpb += 1
        if any(e.result is ResultCode.HALF_BYE for e in entries):
            hpb += 1
    ps = model.point_system
    rounds = model.rounds_total or played or None
    return RtgConfig(
        rounds=rounds,
        draw_percentage=draws * 100 // games if games else None,
        forfeit_rate=_rate(scheduled, forfeits) if played else None,
        retired_rate=max(_rate(n, zpb), Fraction(2)) if played else None,
        half_point_bye_rate=_rate(n, hpb) if played else None,
        points_for_win=ps.win,
        points_for_draw=ps.draw,
        points_for_loss=ps.loss,
        points_for_forfeit_loss=ps.forfeit_loss,
        points_for_zpb=ps.zero_bye,
        points_for_pab=ps.pab,
        late_entry_rate=_rate(n, late) if played else None,
        withdrawal_rate=_rate(n, withdrawn) if played else None,
    )


__all__ = ["RtgResult", "config_from_model", "generate", "generate_report"]

"""The random tournament generator's configuration: ``Key=Value`` lines (C.04.A A.5).

The keys and their meanings are those of the established engines (JaVaFo 1.4 and bbpPairings,
see ``shared/spec/cli.md`` §7.1), so one configuration file drives either generator:

=========================  ===============  ==============================================
key                        value            if absent (drawn from the seed)
=========================  ===============  ==============================================
``PlayersNumber``          integer 1-9999   U[15, 215]
``RoundsNumber``           integer 1-99     U[5, 15]
``DrawPercentage``         integer 0-100    U[10, 50]
``ForfeitRate``            real >= 1        U[6, 30]
``RetiredRate``            real >= 2        U[15, 3225]
``HalfPointByeRate``       real >= 1        U[15, 3225] (``HalfPointByteRate`` too)
``HighestRating``          integer 0-9999   U[2400, 2800], at least LowestRating
``LowestRating``           integer 0-9999   U[1400, 2300], at most HighestRating
``PointsForWin``           ``p.p``          1.0 (also forfeit wins and full-point byes)
``PointsForDraw``          ``p.p``          0.5 (also half-point byes)
``PointsForLoss``          ``p.p``          0.0
``PointsForForfeitLoss``   ``p.p``          0.0 (also zero-point byes, unless PointsForZPB)
``PointsForZPB``           ``p.p``          = PointsForForfeitLoss
``PointsForPAB``           ``p.p``          = PointsForWin
=========================  ===============  ==============================================

Our own keys, for the C.04.2 situations the established generators do not produce:

=========================  ===============  ==============================================
``LateEntryRate``          real >= 1        U[15, 3225]: about players/N late entries
``WithdrawalRate``         real >= 1        U[15, 3225]: about players/N withdrawals
``Acceleration``           ``none``,        ``none`` 9 times in 10, else ``baku`` when there
                           ``baku``,        are 9 rounds or more and ``baku-like`` below
                           ``baku-like``
=========================  ===============  ==============================================

The 2026 endorsement checklist's parameters (Q24), each a count, a percentage or per round
(:mod:`engine.rtg.amounts`: ``7``, ``2.5%``, ``3:2,5:10%``); absent ones are drawn from the
seed too (a second stream, so the keys above draw exactly what they always did):

=========================  ===============  ==============================================
``FullPointByes``          amount           none half the time, else 1 to players/10
``HalfPointByes``          amount           ``HalfPointByeRate`` decides (drawn as above)
``ZeroPointByes``          amount           ``RetiredRate`` decides (drawn as above)
``ForfeitWins``            amount of games  ``ForfeitRate`` decides (one side absent)
``ForfeitLosses``          amount of games  ``ForfeitRate`` decides (both absent: 0F-0F)
``HalfZeroResults``        amount of games  none two times in three, else 1 or 2 (½-0)
``ZeroHalfResults``        amount of games  as HalfZeroResults (0-½)
``ZeroZeroResults``        amount of games  as HalfZeroResults (0-0)
``TieBreaks``              a 202 list       one of the tie-break presets; the file's
                                            ``202``/``212`` lines, its ranks follow it
=========================  ===============  ==============================================

A bye amount counts player-rounds (a percentage: of all player-rounds), a result amount
counts games; ``HalfPointByes`` and ``HalfPointByeRate`` (likewise ``ZeroPointByes`` and
``RetiredRate``, ``ForfeitWins``/``ForfeitLosses`` and ``ForfeitRate``) cannot both be given.

A rate N means "about one in N": ``ForfeitRate`` about one scheduled game in N is forfeited;
``RetiredRate``, ``HalfPointByeRate``, ``LateEntryRate`` and ``WithdrawalRate`` give
``floor(players / N)`` players such an absence. A huge value (``1000000``) means "practically
never". The file format is the established one: one ``Key=Value`` per line, no blanks around
``=``, ``#`` lines and empty lines skipped, an unknown key is an error.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace
from enum import Enum
from fractions import Fraction

from engine.errors import ConfigError
from engine.model import PointSystem
from engine.rtg.amounts import NOTHING, Amount, parse_amount
from engine.rtg.randomness import Chance
from engine.standings import PRESETS, format_tiebreaks, parse_tiebreaks
from engine.standings.errors import TieBreakCodeError
from engine.trf.text import fit_decimal, format_decimal


class Acceleration(Enum):
    """How the generator accelerates the first rounds (virtual points written as XXA)."""

    NONE = "none"
    BAKU = "baku"  # C.04.5.1 as written: GA gets 1 point in rounds 1-3, 0.5 in rounds 4-5
    # The scheme of the dutch2017 corpus (its README): GA as in C.04.5.1, a = ceil(rounds/2)
    # accelerated rounds, the first ceil(a/2) at 1 point and the rest at 0.5.
    BAKU_LIKE = "baku-like"


NEVER = Fraction(10**12)
"""A rate meaning "never" (model mode: the model had no such event)."""


@dataclass(frozen=True, slots=True)
class RtgConfig:
    """A generator configuration as written; ``None`` = absent (drawn from the seed)."""

    players: int | None = None  # PlayersNumber
    rounds: int | None = None  # RoundsNumber
    draw_percentage: int | None = None  # DrawPercentage
    forfeit_rate: Fraction | None = None  # ForfeitRate
    retired_rate: Fraction | None = None  # RetiredRate
    half_point_bye_rate: Fraction | None = None  # HalfPointByeRate
    highest_rating: int | None = None  # HighestRating
    lowest_rating: int | None = None  # LowestRating
    points_for_win: Fraction | None = None  # PointsForWin
    points_for_draw: Fraction | None = None  # PointsForDraw
    points_for_loss: Fraction | None = None  # PointsForLoss
    points_for_forfeit_loss: Fraction | None = None  # PointsForForfeitLoss
    points_for_zpb: Fraction | None = None  # PointsForZPB
    points_for_pab: Fraction | None = None  # PointsForPAB
    late_entry_rate: Fraction | None = None  # LateEntryRate (ours)
    withdrawal_rate: Fraction | None = None  # WithdrawalRate (ours)
    acceleration: Acceleration | None = None  # Acceleration (ours)
    # the 2026 checklist's parameters (issue 21)
    full_point_byes: Amount | None = None  # FullPointByes
    half_point_byes: Amount | None = None  # HalfPointByes
    zero_point_byes: Amount | None = None  # ZeroPointByes
    forfeit_wins: Amount | None = None  # ForfeitWins
    forfeit_losses: Amount | None = None  # ForfeitLosses
    half_zero: Amount | None = None  # HalfZeroResults
    zero_half: Amount | None = None  # ZeroHalfResults
    zero_zero: Amount | None = None  # ZeroZeroResults
    tiebreaks: str | None = None  # TieBreaks

    def merged(self, override: RtgConfig) -> RtgConfig:
        """This configuration with every key ``override`` gives replaced."""
        changes = {
            f.name: getattr(override, f.name)
            for f in fields(self)
            if getattr(override, f.name) is not None
        }
        return replace(self, **changes)


@dataclass(frozen=True, slots=True)
class ResolvedConfig:
    """Every key with its value: what the generator actually used (written into the file)."""

    players: int
    rounds: int
    draw_percentage: int
    forfeit_rate: Fraction
    retired_rate: Fraction
    half_point_bye_rate: Fraction
    highest_rating: int
    lowest_rating: int
    points_for_win: Fraction
    points_for_draw: Fraction
    points_for_loss: Fraction
    points_for_forfeit_loss: Fraction
    points_for_zpb: Fraction
    points_for_pab: Fraction
    late_entry_rate: Fraction
    withdrawal_rate: Fraction
    acceleration: Acceleration
    full_point_byes: Amount = NOTHING
    half_point_byes: Amount | None = None  # None: HalfPointByeRate decides
    zero_point_byes: Amount | None = None  # None: RetiredRate decides
    forfeit_wins: Amount | None = None  # None (both): ForfeitRate decides
    forfeit_losses: Amount | None = None
    half_zero: Amount = NOTHING
    zero_half: Amount = NOTHING
    zero_zero: Amount = NOTHING
    tiebreaks: str = ""

    @property
    def point_system(self) -> PointSystem:
        """The scoring: forfeit wins and full-point byes score a win, half-point byes a draw."""
        return PointSystem(
            win=self.points_for_win,
            draw=self.points_for_draw,
            loss=self.points_for_loss,
            forfeit_win=self.points_for_win,
            forfeit_loss=self.points_for_forfeit_loss,
            pab=self.points_for_pab,
            full_bye=self.points_for_win,
            half_bye=self.points_for_draw,
            zero_bye=self.points_for_zpb,
        )

    def as_config(self) -> RtgConfig:
        """The same values as an :class:`RtgConfig` (every key present, but a rate that an
        amount replaces: the amount says it)."""
        config = RtgConfig(**{f.name: getattr(self, f.name) for f in fields(self)})
        if self.forfeit_wins is not None or self.forfeit_losses is not None:
            config = replace(config, forfeit_rate=None)
        if self.zero_point_byes is not None:
            config = replace(config, retired_rate=None)
        if self.half_point_byes is not None:
            config = replace(config, half_point_bye_rate=None)
        return config

    def text(self) -> str:
        """The configuration file that reproduces this run (with the same seed).

        >>> print(resolve(parse_config("PlayersNumber=9"), Chance(1)).text().splitlines()[0])
        PlayersNumber=9
        """
        return "".join(f"{line}\n" for line in config_lines(self.as_config()))


# ---- the keys ---------------------------------------------------------------------------------


class _Kind(Enum):
    INTEGER = "an integer"
    POINTS = "a number of points written p.p (for instance 1.0 or 0.5)"
    RATE = "a positive number (for instance 20 or 12.5)"
    ACCELERATION = "one of none, baku, baku-like"
    AMOUNT = "a count (7), a percentage (2.5%) or ROUND:AMOUNT pairs (3:2,5:10%)"
    TIEBREAKS = "a tie-break list as in a 202 record (BH/C1,BH,SB)"


@dataclass(frozen=True, slots=True)
class _Key:
    name: str
    attr: str
    kind: _Kind
    low: int | None = None  # inclusive bounds for integers and rates
    high: int | None = None


_KEYS = (
    _Key("PlayersNumber", "players", _Kind.INTEGER, 1, 9999),
    _Key("RoundsNumber", "rounds", _Kind.INTEGER, 1, 99),
    _Key("DrawPercentage", "draw_percentage", _Kind.INTEGER, 0, 100),
    _Key("ForfeitRate", "forfeit_rate", _Kind.RATE, 1),
    _Key("RetiredRate", "retired_rate", _Kind.RATE, 2),
    _Key("HalfPointByeRate", "half_point_bye_rate", _Kind.RATE, 1),
    _Key("HighestRating", "highest_rating", _Kind.INTEGER, 0, 9999),
    _Key("LowestRating", "lowest_rating", _Kind.INTEGER, 0, 9999),
    _Key("PointsForWin", "points_for_win", _Kind.POINTS),
    _Key("PointsForDraw", "points_for_draw", _Kind.POINTS),
    _Key("PointsForLoss", "points_for_loss", _Kind.POINTS),
    _Key("PointsForForfeitLoss", "points_for_forfeit_loss", _Kind.POINTS),
    _Key("PointsForZPB", "points_for_zpb", _Kind.POINTS),
    _Key("PointsForPAB", "points_for_pab", _Kind.POINTS),
    _Key("LateEntryRate", "late_entry_rate", _Kind.RATE, 1),
    _Key("WithdrawalRate", "withdrawal_rate", _Kind.RATE, 1),
    _Key("Acceleration", "acceleration", _Kind.ACCELERATION),
    _Key("FullPointByes", "full_point_byes", _Kind.AMOUNT),
    _Key("HalfPointByes", "half_point_byes", _Kind.AMOUNT),
    _Key("ZeroPointByes", "zero_point_byes", _Kind.AMOUNT),
    _Key("ForfeitWins", "forfeit_wins", _Kind.AMOUNT),
    _Key("ForfeitLosses", "forfeit_losses", _Kind.AMOUNT),
    _Key("HalfZeroResults", "half_zero", _Kind.AMOUNT),
    _Key("ZeroHalfResults", "zero_half", _Kind.AMOUNT),
    _Key("ZeroZeroResults", "zero_zero", _Kind.AMOUNT),
    _Key("TieBreaks", "tiebreaks", _Kind.TIEBREAKS),
)
_BY_NAME = {k.name: k for k in _KEYS}
# bbpPairings (and another implementation) also accept this spelling (cli.md 7.1)
_ALIASES = {"HalfPointByteRate": "HalfPointByeRate"}

KEY_NAMES: tuple[str, ...] = tuple(k.name for k in _KEYS)
"""Every key, in the order :func:`config_lines` writes them."""

_INTEGER = re.compile(r"[0-9]+")
_POINTS = re.compile(r"[0-9]{1,2}(\.[0-9])?")
_RATE = re.compile(r"[0-9]+(\.[0-9]+)?")


Value = int | Fraction | Acceleration | Amount | str


def _parse_value(key: _Key, text: str) -> Value:
    """The value of ``key`` written as ``text``; ValueError with the reason."""
    if key.kind is _Kind.AMOUNT:
        return parse_amount(text)
    if key.kind is _Kind.TIEBREAKS:
        try:
            return format_tiebreaks(parse_tiebreaks(text))
        except TieBreakCodeError as exc:
            raise ValueError(str(exc)) from None
    if key.kind is _Kind.ACCELERATION:
        try:
            return Acceleration(text)
        except ValueError:
            raise ValueError(f"{text!r} is not {key.kind.value}") from None
    pattern = {_Kind.INTEGER: _INTEGER, _Kind.POINTS: _POINTS, _Kind.RATE: _RATE}[key.kind]
    if not pattern.fullmatch(text):
        raise ValueError(f"{text!r} is not {key.kind.value}")
    value: int | Fraction = int(text) if key.kind is _Kind.INTEGER else Fraction(text)
    if key.low is not None and value < key.low:
        raise ValueError(f"{text} is below the minimum {key.low}")
    if key.high is not None and value > key.high:
        raise ValueError(f"{text} is above the maximum {key.high}")
    return value


def parse_config(text: str, source: str = "<config>") -> RtgConfig:
    """Read a configuration file; :class:`~engine.errors.ConfigError` names the bad line.

    >>> parse_config("# a comment\\nPlayersNumber=12\\nPointsForDraw=0.5\\n").players
    12
    >>> parse_config("PlayersNumber = 12", "cfg.txt")
    Traceback (most recent call last):
    ...
    engine.errors.ConfigError: cfg.txt:1: 'PlayersNumber = 12': no blanks are allowed around '='
    """
    values: dict[str, Value] = {}
    seen: dict[str, int] = {}
    text = text.removeprefix("\ufeff")
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip("\r")
        if not line or line.startswith("#"):
            continue
        where = f"{source}:{number}"
        if "=" not in line:
            raise ConfigError(f"{where}: {line!r}: expected Key=Value (no '=' found)")
        name, value = line.split("=", 1)
        if name != name.strip() or value != value.strip():
            raise ConfigError(f"{where}: {line!r}: no blanks are allowed around '='")
        name = _ALIASES.get(name, name)
        key = _BY_NAME.get(name)
        if key is None:
            raise ConfigError(f"{where}: unknown key {name!r} (known keys: {', '.join(KEY_NAMES)})")
        if name in seen:
            raise ConfigError(f"{where}: {name} is given twice (first on line {seen[name]})")
        try:
            values[key.attr] = _parse_value(key, value)
        except ValueError as exc:
            raise ConfigError(f"{where}: {name}: {exc}") from None
        seen[name] = number
    config = RtgConfig(**values)  # type: ignore[arg-type]
    for new, old_key in (
        ("HalfPointByes", "HalfPointByeRate"),
        ("ZeroPointByes", "RetiredRate"),
        ("ForfeitWins", "ForfeitRate"),
        ("ForfeitLosses", "ForfeitRate"),
    ):
        if new in seen and old_key in seen:
            raise ConfigError(
                f"{source}:{seen[new]}: give {new} or {old_key} (line {seen[old_key]}), not both"
            )
    low, high = config.lowest_rating, config.highest_rating
    if low is not None and high is not None and high < low:
        raise ConfigError(
            f"{source}:{seen['HighestRating']}: HighestRating {high} is below LowestRating {low}"
        )
    return config


def _value_text(value: Value, kind: _Kind = _Kind.POINTS) -> str:
    if isinstance(value, Amount | str):
        return str(value)
    if isinstance(value, Acceleration):
        return value.value
    if isinstance(value, int):
        return str(value)
    if kind is _Kind.RATE and value.denominator == 1:
        return str(value.numerator)  # "ForfeitRate=20", as the established engines' files
    text = format_decimal(value)
    if text is None:  # an endless decimal expansion; this module never makes one
        raise ValueError(f"{value} has no finite decimal form")
    return text


def config_lines(config: RtgConfig) -> list[str]:
    """``Key=Value`` lines for every key ``config`` gives, in the order of :data:`KEY_NAMES`.

    >>> config_lines(RtgConfig(players=10, forfeit_rate=Fraction(25, 2)))
    ['PlayersNumber=10', 'ForfeitRate=12.5']
    """
    lines = []
    for key in _KEYS:
        value = getattr(config, key.attr)
        if value is not None:
            lines.append(f"{key.name}={_value_text(value, key.kind)}")
    return lines


# ---- absent keys: drawn from the seed ---------------------------------------------------------


def resolve(config: RtgConfig, chance: Chance, extra: Chance | None = None) -> ResolvedConfig:
    """Fill every absent key with a random value (the ranges of the established engines).

    The draws happen in a fixed order, one per absent key, so a seed and a configuration name
    one result. The checklist's keys (``FullPointByes`` ...) draw from ``extra``, a stream of
    their own (:func:`engine.rtg.generator.streams`), so that the established keys draw what
    they always drew. Raises :class:`~engine.errors.ConfigError` for combinations that cannot
    work (the highest rating below the lowest, scores that do not fit the TRF score column).
    """

    def pick_int(value: int | None, low: int, high: int) -> int:
        return value if value is not None else chance.between(low, high)

    def pick_rate(value: Fraction | None, low: int, high: int) -> Fraction:
        return value if value is not None else Fraction(chance.between(low, high))

    players = pick_int(config.players, 15, 215)
    rounds = pick_int(config.rounds, 5, 15)
    draws = pick_int(config.draw_percentage, 10, 50)
    forfeit = pick_rate(config.forfeit_rate, 6, 30)
    retired = pick_rate(config.retired_rate, 15, 3225)
    hpb = pick_rate(config.half_point_bye_rate, 15, 3225)
    # an amount given replaces the established rate (drawn all the same: the stream stays)
    if config.forfeit_wins is not None or config.forfeit_losses is not None:
        forfeit = NEVER
    if config.zero_point_byes is not None:
        retired = NEVER
    if config.half_point_byes is not None:
        hpb = NEVER
    # a missing bound is drawn from its usual range, clipped so that the pair stays ordered
    high, low = config.highest_rating, config.lowest_rating
    if high is None:
        floor = low if low is not None else 0
        high = chance.between(max(2400, floor), max(2800, floor))
    if low is None:
        low = chance.between(min(1400, high), min(2300, high))
    if high < low:
        raise ConfigError(f"HighestRating {high} is below LowestRating {low}")
    win = config.points_for_win if config.points_for_win is not None else Fraction(1)
    draw = config.points_for_draw if config.points_for_draw is not None else Fraction(1, 2)
    loss = config.points_for_loss if config.points_for_loss is not None else Fraction(0)
    forfeit_loss = config.points_for_forfeit_loss
    if forfeit_loss is None:
        forfeit_loss = Fraction(0)
    zpb = config.points_for_zpb if config.points_for_zpb is not None else forfeit_loss
    pab = config.points_for_pab if config.points_for_pab is not None else win
    late = pick_rate(config.late_entry_rate, 15, 3225)
    withdrawn = pick_rate(config.withdrawal_rate, 15, 3225)
    acceleration = config.acceleration
    if acceleration is None:
        if chance.below(10) == 0:
            acceleration = Acceleration.BAKU if rounds >= 9 else Acceleration.BAKU_LIKE
        else:
            acceleration = Acceleration.NONE
    best = max(win, draw, loss, forfeit_loss, zpb, pab)
    if fit_decimal(best * rounds, 4) is None:
        raise ConfigError(
            f"{rounds} rounds at up to {_value_text(best)} points each do not fit the TRF "
            "score column (4 characters, columns 81-84)"
        )
    more = extra if extra is not None else Chance(0)

    def rare(value: Amount | None, odds: int, most: int) -> Amount:
        """Absent: nothing ``odds - 1`` times in ``odds``, else a count from 1 to ``most``."""
        if value is not None:
            return value
        if more.below(odds) != 0:
            return NOTHING
        return Amount(count=more.between(1, max(1, most)))

    full_point_byes = rare(config.full_point_byes, 2, players // 10)
    half_zero = rare(config.half_zero, 3, 2)
    zero_half = rare(config.zero_half, 3, 2)
    zero_zero = rare(config.zero_zero, 3, 2)
    tiebreaks = config.tiebreaks
    if tiebreaks is None:
        tiebreaks = format_tiebreaks(PRESETS[more.below(len(PRESETS))][1])
    return ResolvedConfig(
        players=players,
        rounds=rounds,
        draw_percentage=draws,
        forfeit_rate=forfeit,
        retired_rate=retired,
        half_point_bye_rate=hpb,
        highest_rating=high,
        lowest_rating=low,
        points_for_win=win,
        points_for_draw=draw,
        points_for_loss=loss,
        points_for_forfeit_loss=forfeit_loss,
        points_for_zpb=zpb,
        points_for_pab=pab,
        late_entry_rate=late,
        withdrawal_rate=withdrawn,
        acceleration=acceleration,
        full_point_byes=full_point_byes,
        half_point_byes=config.half_point_byes,
        zero_point_byes=config.zero_point_byes,
        forfeit_wins=config.forfeit_wins,
        forfeit_losses=config.forfeit_losses,
        half_zero=half_zero,
        zero_half=zero_half,
        zero_zero=zero_zero,
        tiebreaks=tiebreaks,
    )

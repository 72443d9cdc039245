"""The rating-change report (B.02 §8.3): a summary line per player and, per player, his
opponents, the expected score of each game and its share of the change.

Per-game changes are printed exactly (one or two decimals, never rounded to whole points), so
they add up to the event's K x ΣΔR; the event change is then rounded once, 0.5 away from zero
(§8.3.4). Which K was used and why is printed with each player.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from engine.model import PlayerId, Tournament
from engine.ratings import (
    GameRating,
    PlayerRatingChange,
    RatingError,
    RatingKind,
    RatingSettings,
    player_rating_change,
    signed,
)
from engine.ratings.kfactor import year_of
from engine.reports.errors import ReportError
from engine.reports.table import Align, Column, Report, Table
from engine.reports.text import event_name, points_text, rating_text, round_date, side_result_text

AMENDMENT_DATE = (2025, 10, 1)
"""B.02 §8.3.1 as amended: the 2650 exception to the 400-point rule applies from this date."""


def hundredths(x: Fraction) -> str:
    """A value of table 8.1.2 as printed: ``.92``, ``1.00``, ``.08``.

    >>> hundredths(Fraction(92, 100)), hundredths(Fraction(1)), hundredths(Fraction(0))
    ('.92', '1.00', '.00')
    """
    text = f"{float(x):.2f}"
    return text[1:] if text.startswith("0.") else text


def delta_text(x: Fraction | None) -> str:
    """ΔR with its sign, two decimals: ``+0.08``, ``-0.20``; blank when None."""
    return "" if x is None else signed(x, 2)


def _change_rows(change: PlayerRatingChange) -> tuple[tuple[str, ...], ...]:
    running = dict(change.running())
    return tuple(
        (
            str(g.round),
            str(g.opponent) if g.opponent is not None else "",
            g.opponent_name,
            rating_text(g.opponent_rating),
            _result(g),
            "" if g.difference is None else str(g.difference),
            "" if g.counted is None or g.counted == g.difference else str(g.counted),
            "" if g.expected is None else hundredths(g.expected),
            delta_text(g.delta),
            "" if g.change is None else signed(g.change, 1),
            signed(running[g.round], 1) if change.k is not None else "",
            g.not_rated.value if g.not_rated is not None else "",
        )
        for g in change.games
    )


def _result(g: GameRating) -> str:
    text = side_result_text(g.result)
    return text or ("" if g.opponent is None else "…")


_GAME_COLUMNS = (
    Column("Rd", Align.RIGHT),
    Column("No.", Align.RIGHT),
    Column("Opponent", wide=True),
    Column("Rtg", Align.RIGHT),
    Column("Res", Align.CENTER),
    Column("D", Align.RIGHT),
    Column("D 400", Align.RIGHT),
    Column("PD", Align.RIGHT),
    Column("ΔR", Align.RIGHT),
    Column("K×ΔR", Align.RIGHT),
    Column("Running", Align.RIGHT),
    Column("Not rated", wide=True),
)


def _caption(change: PlayerRatingChange) -> str:
    if change.k is None:
        return f"No. {change.player} {change.name}: unrated"
    return (
        f"No. {change.player} {change.name}: {change.rating}, K {change.k.value} "
        f"({change.k.reason})"
    )


def summary_row(change: PlayerRatingChange) -> tuple[str, ...]:
    """One summary line: games, score, expected score, ΣΔR, change exact and rounded, new."""
    rated = change.rated_games
    perf = change.performance
    if change.k is None:
        ru = change.initial
        first = ""
        if ru is not None:
            first = f"{ru.ru}*" if ru.publishable else f"({ru.ru})"
        return (
            str(change.player),
            change.name,
            "",
            "",
            str(ru.games if ru else 0),
            points_text(ru.score) if ru else "",
            "",
            "",
            "",
            "",
            first,
            str(perf) if perf is not None else "",
        )
    return (
        str(change.player),
        change.name,
        str(change.rating),
        str(change.k.value),
        str(len(rated)),
        points_text(change.score),
        f"{float(change.expected):.2f}",
        delta_text(change.sum_delta),
        signed(change.change_exact, 1),
        signed(change.change, 0),
        str(change.new_rating),
        str(perf) if perf is not None else "",
    )


SUMMARY_COLUMNS = (
    Column("No.", Align.RIGHT),
    Column("Name", wide=True),
    Column("Rtg", Align.RIGHT),
    Column("K", Align.RIGHT),
    Column("Games", Align.RIGHT),
    Column("Score", Align.CENTER),
    Column("Exp.", Align.RIGHT),
    Column("ΣΔR", Align.RIGHT),
    Column("K×ΣΔR", Align.RIGHT),
    Column("Change", Align.RIGHT),
    Column("New", Align.RIGHT),
    Column("Perf", Align.RIGHT),
)


def rating_notes(t: Tournament, settings: RatingSettings) -> tuple[str, ...]:
    """The notes every rating report prints: rules used and what is an estimate."""
    notes = [
        f"{settings.kind.label} rating, ratings as in the file (the list in force when the event "
        "starts). Only games played over the board against rated opponents count (B.02 §5.1, "
        "§8.3.1); forfeits, byes and games of less than one move do not.",
        "D: own rating minus the opponent's; D 400: the difference counted under the 400-point "
        "rule (B.02 §8.3.1 from 1 October 2025: players rated 2650 and above keep the real D"
        + (
            "; in rapid and blitz everyone is capped"
            if settings.kind is not RatingKind.STANDARD
            else ""
        )
        + "). PD: expected score (table 8.1.2); ΔR = score − PD; the change is K × ΣΔR.",
        "Change: K × ΣΔR rounded once, 0.5 away from zero (B.02 §8.3.4). FIDE rounds the change "
        "of a whole rating period: with other events in the same period, the rounded figure is "
        "an estimate.",
        "K: typed from the rating list where given, else computed (B.02 §8.3.3) from the rating "
        "and year of birth; the file does not tell the number of rated games (K 40 under 30) or "
        "whether 2400 was ever reached (K 10). K × games may not exceed 700 (this event's games).",
        "New for an unrated player: the first rating from this event alone (B.02 §8.2: two "
        "hypothetical 1800 opponents drawn, maximum 2200); * publishable now, (…) not yet.",
        "Perf: Ra + dp over the games against rated opponents (table 8.1.1, p in whole percent).",
    ]
    start = _date(t.start_date)
    if start is not None and start < AMENDMENT_DATE:
        notes.append(
            "The event started before 1 October 2025: the 400-point rule of that time capped "
            "every player; these figures use the amended rule (docs/rulings.md RN-4)."
        )
    return tuple(notes)


def _date(text: str) -> tuple[int, int, int] | None:
    year = year_of(text)
    if year is None:
        return None
    parts = [int(x) for x in text.replace("-", "/").replace(".", "/").split("/") if x.isdigit()]
    if len(parts) == 3:
        if parts[0] == year:
            return (year, parts[1], parts[2])
        return (year, parts[1], parts[0])
    return (year, 1, 1)


def rating_change_report(
    t: Tournament,
    after_round: int | None = None,
    settings: RatingSettings | None = None,
    players: Sequence[PlayerId] | None = None,
) -> Report:
    """Rating changes after ``after_round`` (default: the last round in the file).

    ``players`` limits the report to those players (one player: his card of rated games).
    """
    settings = settings or RatingSettings()
    last = t.rounds_in_file if after_round is None else after_round
    ids = (
        list(players)
        if players is not None
        else [p.id for p in sorted(t.players, key=lambda p: p.id)]
    )
    try:
        changes = [player_rating_change(t, pid, after_round=last, settings=settings) for pid in ids]
    except RatingError as exc:
        raise ReportError(str(exc)) from exc
    tables = [Table(SUMMARY_COLUMNS, tuple(summary_row(c) for c in changes), caption="Summary")]
    tables += [Table(_GAME_COLUMNS, _change_rows(c), caption=_caption(c)) for c in changes]
    title = "Rating change" if players is not None and len(ids) == 1 else "Rating changes"
    notes = list(rating_notes(t, settings))
    notes += [
        f"No. {c.player} {c.name}: " + "; ".join(c.initial.notes) + "."
        for c in changes
        if c.initial is not None and c.initial.notes
    ]
    subtitle = ""
    if len(changes) == 1:
        c = changes[0]
        subtitle = f"No. {c.player} · {c.name} · " + (
            f"rating {c.rating} · K {c.k.value} · change {signed(c.change, 0)}"
            if c.k
            else "unrated"
        )
    total = f" of {t.rounds_total}" if t.rounds_total else ""
    return Report(
        title,
        event_name(t),
        f"After round {last}{total}",
        round_date(t, last) if last else t.start_date,
        tuple(tables),
        notes=tuple(notes),
        landscape=True,
        subtitle=subtitle,
    )

"""The TRF as a FIDE rating officer receives it: making one, and the checks the officer makes.

:func:`report_tournament` turns a tournament into the report file's contents (shared/spec/trf.md):

- ``132``: each round's date as ``YY/MM/DD`` in columns 92+10(r-1)..99+10(r-1), under the round's
  block (a ``YYYY/MM/DD`` there runs into the next round's columns);
- ``042``/``052``: ``YYYY/MM/DD`` (TRF-2026);
- ``092``: the type of tournament, never empty;
- points and the rank column: the rank is the place in the standings by the event's tie-breaks
  (C.07), which the ``202`` record names so that anyone can check it;
- no block for a round not played: a withdrawn player's ``0000 - Z`` for the next round, or a
  bye requested for it, belong in a pairing engine's input (trf.md §7.2), not in the report.

:func:`report_problems` finds those defects in a file (``swiss-pair --validate`` adds them to the
reader's problems): they are what makes a rating officer send a file back.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections.abc import Sequence
from fractions import Fraction

from engine.errors import EngineError
from engine.model import Player, PlayerId, Tournament
from engine.standings import TieBreakSpec, format_tiebreaks, parse_tiebreaks, standings
from engine.trf.problems import Problem, Severity, TrfWriteError
from engine.trf.scoring import PointsCounter
from engine.trf.text import split_lines

DEFAULT_TYPE = "Individual: Swiss-System"
"""092 when the arbiter gave no type (the wording of FIDE's own files)."""

_YYMMDD = re.compile(r"(\d\d)/(\d\d)/(\d\d)", re.ASCII)
_FORMS = (
    (re.compile(r"(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})", re.ASCII), ("y", "m", "d")),
    (re.compile(r"(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})", re.ASCII), ("d", "m", "y")),
)
_ENGINE_RECORD = re.compile(r"(XX[RCASZP]|BB[WDLZFU])( |$)")


def _parts(text: str) -> tuple[int, int, int] | None:
    """Year (4 digits), month, day of a date written YYYY/MM/DD, YYYY-MM-DD, DD.MM.YYYY..."""
    for pattern, order in _FORMS:
        m = pattern.fullmatch(text.strip())
        if m is not None:
            values = dict(zip(order, (int(g) for g in m.groups()), strict=True))
            if 1 <= values["m"] <= 12 and 1 <= values["d"] <= 31:
                return values["y"], values["m"], values["d"]
    return None


def round_date(text: str) -> str:
    """A round date as the 132 record writes it, ``YY/MM/DD``.

    >>> round_date("2026/11/20"), round_date("20.11.2026"), round_date("26/11/20"), round_date("")
    ('26/11/20', '26/11/20', '26/11/20', '')

    Raises:
        TrfWriteError: the text is no date this function knows and does not fit 8 columns.
    """
    text = text.strip()
    parts = _parts(text)
    if parts is not None:
        y, m, d = parts
        return f"{y % 100:02d}/{m:02d}/{d:02d}"
    if len(text) > 8:
        raise TrfWriteError(
            None, "132 round date", f"{text!r} is not a date (YYYY/MM/DD): correct it first"
        )
    return text


def full_date(text: str) -> str:
    """A start or end date as TRF-2026 writes it, ``YYYY/MM/DD`` (other text unchanged).

    >>> full_date("20.11.2026"), full_date("2026-11-20"), full_date("Nov 2026")
    ('2026/11/20', '2026/11/20', 'Nov 2026')
    """
    parts = _parts(text)
    if parts is None:
        return text
    y, m, d = parts
    return f"{y:04d}/{m:02d}/{d:02d}"


def report_tournament(
    t: Tournament,
    rounds: int | None,
    tiebreaks: Sequence[TieBreakSpec],
    *,
    tournament_type: str = DEFAULT_TYPE,
) -> Tournament:
    """``t`` as the FIDE report file after ``rounds`` rounds (see the module docstring).

    Args:
        t: the tournament (absences in the rounds played already written as ``0000 - Z``).
        rounds: the rounds played; entries after them are left out. None keeps every entry
            (a pairing engine's input, where the next round's byes are announced).
        tiebreaks: the event's tie-break order: the rank column and the 202 record.
        tournament_type: the 092 text when ``t`` has none.

    Raises:
        TrfWriteError: a round date is no date.

    >>> from engine.model import Colour, Player, PlayerId, ResultCode, RoundEntry
    >>> win = RoundEntry(PlayerId(2), Colour.WHITE, ResultCode.WIN)
    >>> loss = RoundEntry(PlayerId(1), Colour.BLACK, ResultCode.LOSS)
    >>> absent = RoundEntry(None, None, ResultCode.ZERO_BYE)
    >>> a = Player(PlayerId(1), "A", rounds=(win, absent))
    >>> b = Player(PlayerId(2), "B", rounds=(loss,))
    >>> t = Tournament(round_dates=("2026/11/20", "2026/11/21"), players=(a, b))
    >>> r = report_tournament(t, 1, ())
    >>> r.round_dates, r.tournament_type, [p.rounds for p in r.players][0] == (win,)
    (('26/11/20',), 'Individual: Swiss-System', True)
    >>> [(p.id, p.declared_rank) for p in r.players]
    [(1, 1), (2, 2)]
    """
    played = rounds if rounds is not None else t.rounds_in_file
    players = tuple(
        dataclasses.replace(p, rounds=p.rounds[:rounds]) if rounds is not None else p
        for p in t.players
    )
    cut = dataclasses.replace(t, players=players)
    ranks = ranks_by_standings(cut, played, tiebreaks)
    counter = PointsCounter(t.point_system)
    players = tuple(
        dataclasses.replace(p, declared_points=counter(p), declared_rank=ranks[p.id])
        for p in players
    )
    dates = t.round_dates[:played] if rounds is not None else t.round_dates
    extra = tuple(line for line in t.extra_records if not line.startswith(("202", "212")))
    if tiebreaks:
        extra = (*extra, f"202 {format_tiebreaks(tiebreaks)}")
    return dataclasses.replace(
        cut,
        start_date=full_date(t.start_date),
        end_date=full_date(t.end_date),
        tournament_type=t.tournament_type.strip() or tournament_type,
        round_dates=tuple(round_date(d) for d in dates),
        players=players,
        extra_records=extra,
    )


def ranks_by_standings(
    t: Tournament, after_round: int, tiebreaks: Sequence[TieBreakSpec]
) -> dict[PlayerId, int]:
    """Each player's place in the standings after ``after_round`` (C.07: points, then the
    tie-breaks in order). Players tied on everything share the best place of their group (a
    TRF-2026 rank may be shared; C.07 leaves the order among them to lots)."""
    if after_round <= 0:
        return {p.id: p.id for p in t.players}  # before round 1: the initial order
    rows = standings(t, after_round, tuple(tiebreaks))
    return {row.player: row.rank for row in rows}


# ---- the checks --------------------------------------------------------------------------------


def report_problems(text: str, t: Tournament | None) -> tuple[Problem, ...]:
    """What a rating officer rejects in the TRF ``text`` (``t``: what the reader made of it;
    None when it could not be read, then only the text is checked).

    - the 132 round dates are not ``YY/MM/DD`` under their rounds' columns;
    - the rank column contradicts the standings by the tie-breaks the file names (202/212), or,
      without tie-breaks, shares places or ranks fewer points above more;
    - a block for a round nobody has played (a warning in a report; in a pairing engine's input,
      with XX? or BB? records, it is the announced absence of the round to pair: a note);
    - an empty 092 (type of tournament).

    >>> text = "092\\n132" + " " * 88 + "2026/11/202026/11/21\\n"
    >>> for p in report_problems(text, None):
    ...     print(p.render("t.trf")[:71])
    t.trf:1: warning: 092 (type of tournament): empty; write the type, e.g.
    t.trf:2: warning: columns 92-99 (round 1 date): '2026/11/' is not a dat
    """
    lines = split_lines(text)
    problems: list[Problem] = []
    engine_input = any(_ENGINE_RECORD.match(line) for line in lines)
    player_lines: dict[int, int] = {}
    tiebreak_line: tuple[int, str] | None = None
    for number, line in enumerate(lines, start=1):
        code = line[:3]
        if code == "092" and not line[4:].strip():
            problems.append(
                Problem(
                    Severity.WARNING,
                    number,
                    "092 (type of tournament)",
                    f"empty; write the type, e.g. '{DEFAULT_TYPE}'",
                )
            )
        elif code == "132":
            problems.extend(_dates_132(number, line))
        elif code == "001":
            pid = line[4:8].strip()
            if pid.isdigit():
                player_lines.setdefault(int(pid), number)
        elif code in ("202", "212") and tiebreak_line is None and line[4:].strip():
            tiebreak_line = (number, line[4:].strip())
    if t is not None:
        problems.extend(_ranks(t, player_lines, tiebreak_line))
        texts = {pid: lines[number - 1] for pid, number in player_lines.items()}
        problems.extend(_unplayed_rounds(t, player_lines, texts, engine_input))
    return tuple(sorted(problems, key=lambda p: (p.line or 0, p.columns or (0, 0))))


def _dates_132(number: int, line: str) -> list[Problem]:
    if line[4:91].strip():
        return [
            Problem(
                Severity.WARNING,
                number,
                "round dates",
                "the dates must stand under the round blocks, round 1's at columns 92-99",
            )
        ]
    bad: list[tuple[int, str]] = []
    rounds = 0
    for k, start in enumerate(range(91, len(line.rstrip()), 10), start=1):
        rounds = k
        field = line[start : start + 8]
        gap = line[start + 8 : start + 10]
        if field.strip() and (not _YYMMDD.fullmatch(field) or gap.strip()):
            bad.append((k, field))
    if not bad:
        return []
    k, field = bad[0]
    first = 92 + 10 * (k - 1)
    more = f" ({len(bad)} of the {rounds} dates)" if len(bad) > 1 else ""
    return [
        Problem(
            Severity.WARNING,
            number,
            f"round {k} date",
            f"{field!r} is not a date YY/MM/DD{more}: 132 holds each round's date as YY/MM/DD "
            f"in the 8 columns of its round block (trf.md §3), e.g. '26/11/20'",
            (first, first + 7),
        )
    ]


def _points(t: Tournament) -> dict[PlayerId, Fraction]:
    counter = PointsCounter(t.point_system)
    return {
        p.id: p.declared_points if p.declared_points is not None else counter(p) for p in t.players
    }


def _rank_problem(p: Player, lines: dict[int, int], message: str) -> Problem:
    return Problem(Severity.WARNING, lines.get(p.id), "rank", message, (86, 89))


def _ranks(
    t: Tournament, lines: dict[int, int], tiebreak_line: tuple[int, str] | None
) -> list[Problem]:
    ranked = [p for p in t.players if p.declared_rank is not None]
    if not ranked:
        return []
    after = t.rounds_paired()  # bye-only blocks after it announce the next round
    if tiebreak_line is not None and after > 0:
        number, codes = tiebreak_line
        try:
            specs = parse_tiebreaks(codes)
            rows = standings(t, after, specs)
        except EngineError as exc:
            return [Problem(Severity.NOTE, number, "tie-breaks", f"rank not checked: {exc}")]
        places = {row.player: (row.rank, row.rank_to) for row in rows}
        out = []
        for p in ranked:
            low, high = places[p.id]
            if not low <= (p.declared_rank or 0) <= high:
                place = f"{low}" if low == high else f"{low}-{high}"
                out.append(
                    _rank_problem(
                        p,
                        lines,
                        f"{p.declared_rank}, but the standings after round {after} by the "
                        f"tie-breaks of line {number} ({codes}) place No. {p.id} {place}",
                    )
                )
        return out
    points = _points(t)
    out = []
    by_rank = sorted(ranked, key=lambda p: (p.declared_rank or 0, p.id))
    for above, below in itertools.pairwise(by_rank):
        if points[below.id] > points[above.id]:
            out.append(
                _rank_problem(
                    below,
                    lines,
                    f"{below.declared_rank} with {_dec(points[below.id])} points, below "
                    f"No. {above.id} (rank {above.declared_rank}) with {_dec(points[above.id])}",
                )
            )
    groups: dict[int, list[Player]] = {}
    for p in ranked:
        groups.setdefault(p.declared_rank or 0, []).append(p)
    for rank, group in sorted(groups.items()):
        if len(group) > 1:
            ids = ", ".join(str(p.id) for p in group)
            out.append(
                _rank_problem(
                    group[0],
                    lines,
                    f"players {ids} share rank {rank}, and the file names no tie-breaks (202): "
                    "the rank column is the final place after the tie-breaks",
                )
            )
    return out


def _unplayed_rounds(
    t: Tournament, lines: dict[int, int], texts: dict[int, str], engine_input: bool
) -> list[Problem]:
    last = 0
    for p in t.players:
        for k, e in enumerate(p.rounds, start=1):
            if e.paired and k > last:
                last = k
    out = []
    severity = Severity.NOTE if engine_input else Severity.WARNING
    for p in t.players:
        if len(p.rounds) <= last:
            continue
        k = last + 1
        first = 92 + 10 * (k - 1)
        if not texts.get(p.id, "")[first - 1 : first + 7].strip():
            continue  # no block in the 001 line: a TRF-2026 240 record announces the bye
        if engine_input:
            why = "read as the announced bye or absence of the round to pair (a FIDE report ends "
            why += "with the last round played)"
        else:
            why = "a FIDE report ends with the last round played: leave the block out"
        out.append(
            Problem(
                severity,
                lines.get(p.id),
                f"round {k}",
                f"a block for round {k}, which nobody has played (the last round played is "
                f"{last}): {why}",
                (first, first + 7),
            )
        )
    return out


def _dec(value: Fraction) -> str:
    return f"{float(value):.1f}"


__all__ = [
    "DEFAULT_TYPE",
    "full_date",
    "ranks_by_standings",
    "report_problems",
    "report_tournament",
    "round_date",
]

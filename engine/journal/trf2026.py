"""TRF-2026 out of the journal: every record the tournament uses, and the ``###`` log.

:func:`fide_trf` writes what :func:`~engine.journal.trf_tournament` gives (the ``001`` lines,
the header, ``192``/``202``) plus the TRF-2026 records the state knows
(spec/fide-endorsement-2026.md §3, trf.md §9):

======  ==========================================================================
``142``  number of rounds
``152``  initial colour (W/B)
``162``  scoring, when it is not 1-½-0 with the PAB a win, or an adjourned game is open
         (``X``); only when 162 can say it (it cannot give a forfeit win, a full-point
         or half-point bye a value of its own: the ITDX file's ``XXS`` line does)
``172``  rating method, with the ``NRS`` lines of the national ratings
``182``  the pairing controller (this program)
``192``  pairing system (``FIDE_DUTCH`` and ``_BAKU`` when the journal has no code)
``202``  tie-breaks; ``212`` the standings order (``PTS`` first)
``240``  byes requested for the round to pair (later ones as ``### Requested bye`` lines)
``250``  acceleration (id ranges by round ranges)
``260``  prohibited pairings
``###``  the pairing-integrity events, the rating-only corrections, and first of all the
         ``### NOT IN FIDE MODE`` marker of a tournament that left FIDE mode
======  ==========================================================================

:func:`mandatory_problems` says which records FIDE requires that the tournament cannot fill
yet (the rating set, the pairing set, the title-event set); :func:`final_blockers` why no final
file may be written (an adjourned game still open, Q163).
"""

from __future__ import annotations

import dataclasses
import os
import re
from fractions import Fraction
from pathlib import Path

from engine.errors import EngineError
from engine.journal.export import trf_tournament
from engine.journal.fide import correction_line
from engine.journal.fide_record import (
    NOT_FIDE_MODE_MARKER,
    IntegrityKind,
    NationalRating,
    RatingMethod,
)
from engine.journal.state import State
from engine.model import Colour, PlayerId, PointSystem, ResultCode, Tournament
from engine.standings.trf_ranks import ranked
from engine.trf import dump_trf
from engine.trf.player_line import NAME_WIDTH
from engine.trf.text import fit_decimal
from engine.version import VERSION

PAIRING_CONTROLLER = f"Swiss Arbiter {VERSION}"
"""Record 182: the program that made the pairings."""

_NRS = re.compile(r"[A-Z]{3} [ 0-9]{3}[0-9]")
_REGENERATED = ("142", "152", "162", "172", "182", "212", "240", "250")
_DATE = re.compile(r"[0-9]{4}/[0-9]{2}/[0-9]{2}")


class FinalOutputError(EngineError):
    """A final output (the FIDE report TRF, the final standings) cannot be made yet."""


# ---- 172 and NRS -------------------------------------------------------------------------------


def parse_172(line: str) -> tuple[str, RatingMethod] | None:
    """``(federation, method)`` of a ``172`` line (federation 5-7, method 9-13), else None.

    >>> parse_172("172 NOR HBFN")
    ('NOR', <RatingMethod.HBFN: 'HBFN'>)
    """
    if not line.startswith("172 "):
        return None
    words = line[4:].split()
    method = words[-1].upper() if words else ""
    try:
        found = RatingMethod(method)
    except ValueError:
        return None
    federation = words[0].upper() if len(words) == 2 else ""
    return federation, found


def line_172(federation: str, method: RatingMethod) -> str:
    """The ``172`` record: federation in 5-7, method from 9."""
    return f"172 {federation:<3} {method.value}".rstrip(" ")


def parse_nrs(line: str) -> NationalRating | None:
    """A national rating (``NRS``) record: the ``001`` columns under a federation code."""
    if not _NRS.match(line) or line[:3] in ("XXR", "XXC", "XXS", "XXA", "XXZ", "XXP", "DAT"):
        return None
    text = line.ljust(79)
    rating_text = text[48:52].strip(" ")
    if rating_text and not rating_text.isdigit():
        return None
    return NationalRating(
        player=PlayerId(int(text[4:8])),
        federation=text[0:3],
        rating=int(rating_text) if rating_text else 0,
        number=text[57:68].strip(" "),
        origin=text[53:56].strip(" "),
        classification=text[10:13].strip(" "),
        name=text[14:47].strip(" "),
        sex=text[9:10].strip(" "),
        birth_date=text[69:79].strip(" "),
    )


def nrs_line(n: NationalRating) -> str:
    """The ``NRS`` record of ``n`` (columns as the ``001`` line's static part)."""
    line = (
        f"{n.federation.upper():<3} {n.player:>4} {n.sex[:1]:1}{n.classification[:3]:>3} "
        f"{n.name[:NAME_WIDTH]:<{NAME_WIDTH}} {n.rating or '':>4} {n.origin[:3]:<3} "
        f"{n.number[:11]:>11} {n.birth_date[:10]:<10}"
    )
    return line.rstrip(" ")


# ---- the other records -------------------------------------------------------------------------


def line_162(points: PointSystem, adjourned: bool) -> str | None:
    """The ``162`` scoring record, or None when it is not needed or cannot say the scoring.

    Symbol in column 6, points in 7-10, then every 9 columns (TRF-2026).

    >>> line_162(PointSystem(win=Fraction(3), draw=Fraction(1), pab=Fraction(3),
    ...                      forfeit_win=Fraction(3), full_bye=Fraction(3),
    ...                      half_bye=Fraction(1)), False)
    '162  W 3.0    D 1.0    L 0.0    A 0.0    P 3.0'
    """
    expressible = (
        points.forfeit_win == points.win
        and points.full_bye == points.win
        and points.half_bye == points.draw
        and points.forfeit_loss == points.zero_bye
    )
    if not expressible or (points.is_standard and not adjourned):
        return None
    values = [
        ("W", points.win),
        ("D", points.draw),
        ("L", points.loss),
        ("A", points.zero_bye),
        ("P", points.pab),
    ]
    if adjourned:
        values.append(("X", points.draw))
    items = []
    for symbol, value in values:
        text = fit_decimal(value, 4)
        if text is None:
            return None
        items.append(f" {symbol}{text:>4}   ")  # symbol 6, points 7-10, every 9 columns
    return ("162 " + "".join(items)).rstrip(" ")


def acceleration_250(t: Tournament) -> list[str]:
    """``250`` records for the per-player acceleration values (consecutive ids with the same
    points over the same rounds become one range)."""
    runs: dict[tuple[Fraction, int, int], list[int]] = {}
    for pid, values in t.acceleration:
        r = 1
        while r <= len(values):
            v = values[r - 1]
            if not v:
                r += 1
                continue
            last = r
            while last < len(values) and values[last] == v:
                last += 1
            runs.setdefault((v, r, last), []).append(int(pid))
            r = last + 1
    lines = []
    for (value, first, last), ids in sorted(runs.items(), key=lambda kv: (kv[0][1], min(kv[1]))):
        shown = fit_decimal(value, 4)
        if shown is None:
            raise EngineError(f"acceleration {value} does not fit the 250 record")
        ids.sort()
        start = prev = ids[0]
        for number in [*ids[1:], None]:
            if number is not None and number == prev + 1:
                prev = number
                continue
            lines.append(f"250      {shown:>4} {first:>3} {last:>3} {start:>4} {prev:>4}")
            if number is not None:
                start = prev = number
    return lines


def forbidden_260(t: Tournament) -> list[str]:
    """``260`` records for the prohibited pairings (an open range is the whole event)."""
    last_round = t.rounds_total or 999
    lines = []
    for fp in t.forbidden:
        first = fp.first_round or 1
        last = fp.last_round or last_round
        ids = "".join(f" {p:>4}" for p in fp.players)
        lines.append(f"260 {first:>3} {last:>3}{ids}")
    return lines


def byes_240(state: State) -> tuple[list[str], list[str]]:
    """``240`` records for the byes requested for the round to pair (its ``001`` blocks say the
    same, which every engine reads), and ``###`` lines for byes requested for later rounds.

    A ``240`` line for a later round would be taken for the round to pair by the engines that
    read bye-only entries after the last paired round as announced absences (trf.md §7.2), and
    would make the points column look wrong: those byes are written as comments.
    """
    t = state.tournament
    nxt = state.rounds_paired + 1
    byes: dict[tuple[int, str], list[int]] = {}
    letters = {ResultCode.HALF_BYE: "H", ResultCode.FULL_BYE: "F", ResultCode.ZERO_BYE: "Z"}
    for p in t.players:
        for r in range(nxt, len(p.rounds) + 1):
            letter = letters.get(p.entry(r).result)
            if letter is not None and p.entry(r).opponent is None:
                byes.setdefault((r, letter), []).append(int(p.id))
    records, comments = [], []
    for (r, letter), ids in sorted(byes.items()):
        if r == nxt:
            for i in range(0, len(ids), 20):
                chunk = "".join(f" {pid:>4}" for pid in ids[i : i + 20])
                records.append(f"240 {letter} {r:>3}{chunk}")
        else:
            shown = ", ".join(f"No. {pid}" for pid in ids)
            comments.append(f"### Requested bye @ Round {r}: {letter} for {shown}")
    return records, comments


def system_code(state: State) -> str:
    """The ``192`` code: the tournament's own, else the Dutch System (``FIDE_DUTCH``) or the
    system chosen, with ``_BAKU`` for Baku acceleration (ETT26; trf.md §9 correction)."""
    from engine.journal.manual import effective_system
    from engine.pairing import PairingSystem

    code = state.tournament.pairing_system
    if not code:
        code = {
            PairingSystem.BURSTEIN: "FIDE_BURSTEIN",
            PairingSystem.DUBOV: "FIDE_DUBOV",
        }.get(effective_system(state), "FIDE_DUTCH")
    if state.settings.baku and not code.endswith("_BAKU"):
        code += "_BAKU"
    return code


def log_lines(state: State, t: Tournament) -> list[str]:
    """The ``###`` lines of the journal: integrity events, then rating-only corrections."""
    events = [e.line for e in state.fide.events]
    events.extend(correction_line(t, c) for c in state.fide.rating_corrections)
    return events


def adjourned_games(state: State) -> list[tuple[int, int]]:
    """(round, board) of every adjourned game still open."""
    out = []
    players = {p.id: p for p in state.tournament.players}
    for rs in state.rounds:
        for n, b in enumerate(rs.boards, start=1):
            w = players.get(b.white)
            if w is not None and w.entry(rs.round_no).result is ResultCode.ADJOURNED:
                out.append((rs.round_no, n))
    return out


def final_blockers(state: State) -> list[str]:
    """Why no final standings and no final TRF may be made now (empty: they may)."""
    games = adjourned_games(state)
    if not games:
        return []
    shown = ", ".join(f"round {r} board {n}" for r, n in games[:10])
    return [
        f"{len(games)} adjourned game(s) or game(s) of unknown result without a final result "
        f"({shown}): enter their results first (Q163)"
    ]


def mandatory_problems(state: State) -> list[str]:
    """The records TRF-2026 makes mandatory that this tournament cannot fill yet.

    Rating: 012 022 032 042 052 102 132 (dates as YYYY/MM/DD, one round date per paired round)
    and a FIDE ID for every rated player; pairing and tie-breaks: 192 and 202; a title event
    also 182 (always written) and, when used, 250 and 260 (always written then).
    """
    t = state.tournament
    out = []
    named = (
        ("012", "tournament name", t.name),
        ("022", "city", t.city),
        ("032", "federation", t.federation),
        ("042", "start date", t.start_date),
        ("052", "end date", t.end_date),
        ("102", "chief arbiter", t.chief_arbiter),
    )
    for code, label, value in named:
        if not value.strip():
            out.append(f"{code} {label} is missing")
    for code, label, value in (
        ("042", "start date", t.start_date),
        ("052", "end date", t.end_date),
    ):
        if value.strip() and not _DATE.fullmatch(value.strip()):
            out.append(f"{code} {label} {value!r} is not written YYYY/MM/DD")
    paired = state.rounds_paired
    dated = sum(1 for d in t.round_dates[:paired] if d.strip())
    if dated < paired:
        out.append(f"132 round dates: {paired - dated} of the {paired} paired round(s) have none")
    if not state.settings.tiebreaks:
        out.append("202 tie-breaks are not chosen (tournament details)")
    missing_id = [p.id for p in t.players if p.rating and not p.fide_id]
    if missing_id:
        shown = ", ".join(map(str, missing_id[:10]))
        out.append(f"001 FIDE ID missing for {len(missing_id)} rated player(s): No. {shown}")
    return out


# ---- the file ----------------------------------------------------------------------------------


def fide_tournament(
    state: State, *, itdx: bool = False, base: Tournament | None = None
) -> Tournament:
    """The tournament with the TRF-2026 records in its extra lines (see :func:`fide_trf`).

    ``base``: the tournament to add them to, as another export made it (its ranks and
    header kept); default: :func:`~engine.journal.trf_tournament`, ranked by the tie-breaks.
    """
    if base is None:
        t = ranked(trf_tournament(state), state.settings.tiebreaks)
    else:
        t = base
    t = dataclasses.replace(t, pairing_system=system_code(state))
    kept = [
        line
        for line in t.extra_records
        if not line.startswith(_REGENERATED)
        and parse_nrs(line) is None
        and not line.startswith(NOT_FIDE_MODE_MARKER)
        and not (itdx is False and line.startswith("260"))
    ]
    records: list[str] = []
    if t.rounds_total is not None:
        records.append(f"142 {t.rounds_total}")
    if t.initial_colour is not None:
        records.append(f"152 {'W' if t.initial_colour is Colour.WHITE else 'B'}")
    scoring = line_162(t.point_system, bool(adjourned_games(state)))
    if scoring is not None:
        records.append(scoring)
    record = state.fide
    if record.national:
        federation = record.rating_federation or record.national[0].federation
        records.append(line_172(federation, record.rating_method))
    records.append(f"182 {PAIRING_CONTROLLER}")
    byes, later_byes = byes_240(state)
    records.extend(byes)
    if t.acceleration:
        records.extend(acceleration_250(t))
    if not itdx:
        records.extend(forbidden_260(t))
    records.extend(nrs_line(n) for n in record.national)
    for line in kept:
        if not line.startswith("###"):
            records.append(line)
            if line.startswith("202 ") and state.settings.tiebreaks:
                records.append(f"212 PTS,{state.settings.tiebreaks}")  # the standings order
    records.extend(line for line in kept if line.startswith("###"))
    records.extend(log_lines(state, t))
    records.extend(later_byes)
    return dataclasses.replace(t, extra_records=tuple(records))


def fide_trf(
    state: State,
    *,
    itdx: bool = False,
    line_ending: str = "\r\n",
    final: bool = False,
    base: Tournament | None = None,
) -> str:
    """The TRF-2026 text of the tournament (see the module docstring).

    ``itdx``: the in-tournament file a pairing engine reads (with the ``XX?`` engine lines,
    announced byes, ``?`` for adjourned games); else the FIDE report. ``final``: refuse
    (:class:`FinalOutputError`) while an adjourned game is open or, in FIDE mode, while a
    mandatory record cannot be filled. ``line_ending``: ``"\\r"`` is the TRF specification's.
    ``base``: see :func:`fide_tournament`.
    """
    if final:
        problems = final_blockers(state)
        if state.fide.active:
            problems += mandatory_problems(state)
        if problems:
            raise FinalOutputError("the FIDE report cannot be written yet: " + "; ".join(problems))
    t = fide_tournament(state, itdx=itdx, base=base)
    text = dump_trf(t, engine_lines=itdx, line_ending=line_ending)
    if not state.fide.active:
        # the permanent marker: first line of every file of a tournament out of FIDE mode
        round_no = state.fide.left_round
        marker = f"{NOT_FIDE_MODE_MARKER} (left in round {round_no})"
        text = marker + line_ending + text
    return text


def save_text(path: Path | str, text: str) -> None:
    """Write a TRF text as UTF-8 without BOM, replacing the file atomically (a temporary file
    next to it first, so a crash never leaves half a file)."""
    target = Path(path)
    temporary = target.with_name(target.name + ".tmp")
    temporary.write_bytes(text.encode("utf-8"))
    os.replace(temporary, target)


def final_standings_blockers(state: State, after_round: int) -> list[str]:
    """Why the standings after ``after_round`` may not be shown as final (Q163): they are the
    last round's and an adjourned game is still open."""
    total = state.tournament.rounds_total
    if total is None or after_round < total:
        return []
    return final_blockers(state)


def integrity_kinds() -> tuple[str, ...]:
    """The words of the ``###`` lines, for readers of the file."""
    return tuple(k.value for k in IntegrityKind)


__all__ = [
    "PAIRING_CONTROLLER",
    "FinalOutputError",
    "acceleration_250",
    "adjourned_games",
    "byes_240",
    "fide_tournament",
    "fide_trf",
    "final_blockers",
    "final_standings_blockers",
    "forbidden_260",
    "integrity_kinds",
    "line_162",
    "line_172",
    "log_lines",
    "mandatory_problems",
    "nrs_line",
    "parse_172",
    "parse_nrs",
    "save_text",
    "system_code",
]

"""Writing a tournament as a TRF16 file, with the TRF(x)/TRF(bx) engine lines.

The layout is the one :mod:`engine.trf.player_line` reads, so ``parse_trf(dump_trf(t)) == t`` for
every tournament the reader produced, and ``dump_trf(parse_trf(dump_trf(t))) == dump_trf(t)`` for
every tournament at all (the first dump fills in what the model left open, see ``fill_missing``).

Order: header 012-122 (062/072 recomputed), 132 when there are round dates, 192 when there is a
pairing-system code (even when 092 holds it too), the 001 lines by pairing number, then (with
``engine_lines``) XXR, XXC, XXA, XXS with the equivalent BB? lines, XXP/260, and last the
records the reader did not know, verbatim (``###`` comments among them).
"""

from __future__ import annotations

import os
import re
from fractions import Fraction
from pathlib import Path

from engine.model import (
    Colour,
    Player,
    PlayerId,
    PointSystem,
    ResultCode,
    RoundEntry,
    Tournament,
)
from engine.trf.player_line import NAME_WIDTH
from engine.trf.problems import TrfWriteError
from engine.trf.scoring import PointsCounter
from engine.trf.text import fit_decimal

_LINE_ENDINGS = ("\n", "\r\n", "\r")
_SYSTEM_CODE = re.compile(r"FIDE_[A-Z0-9_]+")


def dump_trf(
    t: Tournament,
    *,
    engine_lines: bool = True,
    line_ending: str = "\n",
    fill_missing: bool = True,
) -> str:
    """The tournament as TRF16 text.

    Args:
        t: the tournament.
        engine_lines: also write XXR, XXC, XXA, XXS/BB? and XXP/260 (what a pairing engine
            needs; leave them out for a pure FIDE rating report).
        line_ending: ``"\\n"`` (default), ``"\\r\\n"`` or ``"\\r"`` (the TRF spec's CR).
        fill_missing: write the computed points for a player whose ``declared_points`` is None,
            and for a player without ``declared_rank`` the rank by points (players on equal
            points share a rank: tie-breaks belong to the standings, not to this module). With
            False such columns stay blank.

    Raises:
        TrfWriteError: a value does not fit its columns (a rating above 9999, a title of four
            characters, a line break inside a name...). Names longer than 33 characters are
            cut to 33, as TRF16 says.

    >>> from engine.model import Player, PlayerId, Tournament
    >>> t = Tournament(name="Club open", players=(Player(PlayerId(1), "Adams, Ann"),))
    >>> dump_trf(t).splitlines()[-1]
    '001    1      Adams, Ann                           0                             0.0    1'
    """
    if line_ending not in _LINE_ENDINGS:
        raise ValueError(f"line_ending must be one of {_LINE_ENDINGS!r}, not {line_ending!r}")
    lines = _header(t)
    lines.extend(_player_lines(t, fill_missing))
    if engine_lines:
        lines.extend(_engine_lines(t))
    for extra in t.extra_records:
        _check_text(None, "extra record", extra)
        lines.append(extra)
    return "".join(line + line_ending for line in lines)


def save_trf(
    t: Tournament,
    path: Path | str,
    *,
    engine_lines: bool = True,
    line_ending: str = "\n",
    fill_missing: bool = True,
) -> None:
    """Write :func:`dump_trf` to ``path`` as UTF-8 without BOM, replacing the file atomically.

    The text goes to a temporary file next to ``path`` first, so a crash never leaves a
    half-written TRF behind.
    """
    text = dump_trf(
        t, engine_lines=engine_lines, line_ending=line_ending, fill_missing=fill_missing
    )
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise TrfWriteError(None, "text", f"a character cannot be written as UTF-8: {exc}") from exc
    target = Path(path)
    temporary = target.with_name(target.name + ".tmp")
    temporary.write_bytes(data)
    os.replace(temporary, target)


# ---- header ---------------------------------------------------------------------------------


def _record(code: str, value: str) -> str:
    _check_text(None, code, value)
    return f"{code} {value}" if value else code


def _check_text(player: int | None, fld: str, value: str) -> None:
    if "\r" in value or "\n" in value:
        raise TrfWriteError(player, fld, f"{value!r} holds a line break")


def _header(t: Tournament) -> list[str]:
    system = t.pairing_system
    if system and _SYSTEM_CODE.fullmatch(t.tournament_type) and t.tournament_type != system:
        raise TrfWriteError(
            None,
            "092",
            f"the tournament type is the system code {t.tournament_type} but the pairing system "
            f"is {system}; a reader would take both for the pairing system",
        )
    lines = [
        _record("012", t.name),
        _record("022", t.city),
        _record("032", t.federation),
        _record("042", t.start_date),
        _record("052", t.end_date),
        _record("062", str(len(t.players))),
        _record("072", str(sum(1 for p in t.players if p.rating > 0))),
        _record("092", t.tournament_type),
        _record("102", t.chief_arbiter),
    ]
    lines.extend(_record("112", deputy) for deputy in t.deputy_arbiters)
    lines.append(_record("122", t.time_control))
    if t.time_control_code:
        # TRF-2026 222, the encoded time control (engine.trf.time_control checks it)
        lines.append(_record("222", t.time_control_code))
    if t.round_dates:
        dates = []
        for r, date in enumerate(t.round_dates, start=1):
            _check_text(None, f"round {r} date", date)
            if len(date) > 10 or "\t" in date:
                raise TrfWriteError(
                    None, f"round {r} date", f"{date!r} does not fit 10 columns under round {r}"
                )
            dates.append(date.ljust(10))
        lines.append(("132".ljust(91) + "".join(dates)).rstrip(" "))
    if system:
        # Also when 092 holds the same code: bbpPairings reads the system from 192 only.
        lines.append(_record("192", system))
    return lines


# ---- players --------------------------------------------------------------------------------


def _fit(player: int, fld: str, value: str, width: int) -> str:
    _check_text(player, fld, value)
    if len(value) > width or "\t" in value:
        raise TrfWriteError(player, fld, f"{value!r} does not fit {width} columns")
    return value


def _number(player: int | None, fld: str, value: Fraction, width: int) -> str:
    text = fit_decimal(value, width)
    if text is None or len(text) > width:
        raise TrfWriteError(
            player, fld, f"{value} cannot be written in {width} columns as a decimal"
        )
    return text


def _ranks(points: dict[PlayerId, Fraction]) -> dict[PlayerId, int]:
    """Rank by points alone; equal points share the best rank (1, 2, 2, 4)."""
    ordered = sorted(points.values(), reverse=True)
    first_at: dict[Fraction, int] = {}
    for i, value in enumerate(ordered, start=1):
        first_at.setdefault(value, i)
    return {pid: first_at[value] for pid, value in points.items()}


def _player_lines(t: Tournament, fill_missing: bool) -> list[str]:
    counter = PointsCounter(t.point_system)
    points = {
        p.id: p.declared_points if p.declared_points is not None else counter(p) for p in t.players
    }
    needs_rank = fill_missing and any(p.declared_rank is None for p in t.players)
    ranks = _ranks(points) if needs_rank else {}
    written: dict[RoundEntry, str] = {}  # the same entry recurs all over a file
    kept = _kept_codes(t)
    lines = []
    for p in sorted(t.players, key=lambda q: q.id):
        if fill_missing or p.declared_points is not None:
            shown_points = _number(p.id, "points", points[p.id], 4)
        else:
            shown_points = ""
        rank = p.declared_rank if p.declared_rank is not None else ranks.get(p.id)
        lines.append(_player_line(p, shown_points, rank, written, kept.get(p.id)))
    return lines


def _kept_codes(t: Tournament) -> dict[PlayerId, dict[int, str]]:
    """Result codes the reader did not know (Q169), by player and round: written back in
    place of the entry's own code while the entry is still what was read (an unknown result
    of a game, or an absence against 0000)."""
    kept: dict[PlayerId, dict[int, str]] = {}
    for u in t.unknown_results:
        kept.setdefault(u.player, {})[u.round_no] = u.code
    return kept


def _player_line(
    p: Player,
    points: str,
    rank: int | None,
    written: dict[RoundEntry, str],
    kept: dict[int, str] | None = None,
) -> str:
    pid = p.id
    if not 1 <= pid <= 9999:
        raise TrfWriteError(pid, "pairing number", "must be from 1 to 9999")
    if not 0 <= p.rating <= 9999:
        raise TrfWriteError(pid, "rating", f"{p.rating} does not fit 4 columns")
    if rank is not None and not 0 <= rank <= 9999:
        raise TrfWriteError(pid, "rank", f"{rank} does not fit 4 columns")
    name = p.name[:NAME_WIDTH]
    _fit(pid, "name", name, NAME_WIDTH)
    sex = _fit(pid, "sex", p.sex, 1)
    title = _fit(pid, "title", p.title, 3)
    federation = _fit(pid, "federation", p.federation, 3)
    fide_id = _fit(pid, "FIDE id", p.fide_id, 11)
    birth = _fit(pid, "birth date", p.birth_date, 10)
    shown_rank = "" if rank is None else str(rank)
    head = (
        f"001 {pid:>4} {sex:1}{title:>3} {name:<{NAME_WIDTH}} {p.rating:>4} {federation:<3} "
        f"{fide_id:>11} {birth:<10} {points:>4} {shown_rank:>4}"
    )
    blocks = "".join(
        "  " + (known if (known := written.get(e)) is not None else _block(pid, r, e, written))
        for r, e in enumerate(p.rounds, start=1)
    )
    if kept:
        blocks = "".join(
            "  " + _kept_block(pid, r, e, kept.get(r), written)
            for r, e in enumerate(p.rounds, start=1)
        )
    return (head + blocks).rstrip(" ")


def _kept_block(
    pid: int, r: int, e: RoundEntry, code: str | None, written: dict[RoundEntry, str]
) -> str:
    text = written.get(e)
    if text is None:
        text = _block(pid, r, e, written)
    still = e.result is (ResultCode.ADJOURNED if e.opponent is not None else ResultCode.ZERO_BYE)
    if code is None or not still or len(code) != 1 or code in "\r\n":
        return text
    return text[:7] + code


def _block(pid: int, r: int, e: RoundEntry, written: dict[RoundEntry, str]) -> str:
    if e.opponent is None:
        if e.colour is None and e.result.value == " ":
            return " " * 8  # absent, nothing written: the TRF blank block
        opponent = "0000"
    elif 1 <= e.opponent <= 9999:
        opponent = f"{e.opponent:>4}"
    else:
        raise TrfWriteError(pid, f"round {r} opponent", f"{e.opponent} is not from 1 to 9999")
    colour = e.colour.value if isinstance(e.colour, Colour) else "-"
    text = f"{opponent} {colour} {e.result.value}"
    written[e] = text
    return text


# ---- engine lines ---------------------------------------------------------------------------


def _engine_lines(t: Tournament) -> list[str]:
    lines = []
    if t.rounds_total is not None:
        lines.append(f"XXR {t.rounds_total}")
    options = ["rank"] if t.pair_by_rank else []
    if t.initial_colour is not None:
        options.append("white1" if t.initial_colour is Colour.WHITE else "black1")
    if options:
        lines.append("XXC " + " ".join(options))
    for pid, values in t.acceleration:
        shown = "".join(f" {_number(pid, 'XXA points', v, 4):>4}" for v in values)
        lines.append(f"XXA {pid:>4}{shown}")
    if not t.point_system.is_standard:
        lines.extend(_scoring_lines(t.point_system))
    for fp in t.forbidden:
        if fp.first_round is None and fp.last_round is None:
            lines.append("XXP " + " ".join(str(p) for p in fp.players))
        else:
            first = "" if fp.first_round is None else fp.first_round
            last = "" if fp.last_round is None else fp.last_round
            ids = "".join(f" {p:>4}" for p in fp.players)
            lines.append(f"260 {first:>3} {last:>3}{ids}")
    return lines


def _scoring_lines(s: PointSystem) -> list[str]:
    """XXS (JaVaFo) with every code, plus BB? (bbpPairings) when BB? can say the same thing."""
    codes = (
        ("WW", s.win),
        ("BW", s.win),
        ("WD", s.draw),
        ("BD", s.draw),
        ("WL", s.loss),
        ("BL", s.loss),
        ("ZPB", s.zero_bye),
        ("HPB", s.half_bye),
        ("FPB", s.full_bye),
        ("PAB", s.pab),
        ("FW", s.forfeit_win),
        ("FL", s.forfeit_loss),
    )
    lines = ["XXS " + " ".join(f"{code}={_number(None, 'XXS', v, 40)}" for code, v in codes)]
    # bbpPairings takes forfeit wins and full-point byes at the win value, half-point byes at
    # the draw value; BB? lines would misstate any other system, so XXS alone carries it.
    if s.forfeit_win == s.win and s.full_bye == s.win and s.half_bye == s.draw:
        bb = (
            ("BBW", s.win),
            ("BBD", s.draw),
            ("BBL", s.loss),
            ("BBZ", s.zero_bye),
            ("BBF", s.forfeit_loss),
            ("BBU", s.pab),
        )
        texts = [fit_decimal(v, 4) for _, v in bb]
        if all(x is not None for x in texts):
            lines.extend(f"{code} {x:>4}" for (code, _), x in zip(bb, texts, strict=True))
    return lines

"""Reading a TRF (TRF16, TRF06 byes, TRF(x) ``XX?``, TRF(bx) ``BB?``, TRF-2026) into the model.

What the reader decides, so that every caller sees the same tournament:

- **Record order is free**, blank lines are skipped, lines split on CR LF, CR or LF.
- **Unknown records** (3-letter NRS federation lines, TRF-2026 records the model has no place for,
  ``013`` team lines, ``###`` comments, a second ``012``) go to ``Tournament.extra_records``
  verbatim and are written back untouched.
- **Absences announced for the next round** (``XXZ``, TRF-2026 ``240``) become bye entries in
  the player's round blocks: ``XXZ`` a ``ZERO_BYE`` in the round after the last paired one,
  ``240`` the bye it names in the round it names. That is the TRF(x) in-block convention every
  engine already reads (trf.md §7.2), so a pairing engine needs no second source of absences,
  and writing the file back gives ``0000 - Z`` blocks instead of the ``XXZ`` line.
- **Acceleration** from ``250`` ranges becomes per-player ``XXA`` values; ``XXA`` and ``250``
  in one file must agree. The same holds for ``XXR``/``142``, ``XXC``/``152`` and the scoring
  lines ``XXS``/``BB?``/``162``: two dialects may say the same thing, never different things.
- **Pairing numbers** need not run 1..N: a gap is a warning (bbpPairings refuses such a file
  unless ``XXC rank`` is given), a duplicate an error.
- **The points column** is kept as ``Player.declared_points`` and compared with the points the
  results give under the point system, with or without the acceleration of some round; a
  difference is a warning (a penalty or a typo the arbiter must look at), never a refusal.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Generic, TypeVar

from engine.errors import ConfigError
from engine.files import read_input
from engine.model import (
    NOT_PAIRED_ENTRY,
    Colour,
    ForbiddenPairs,
    Player,
    PlayerId,
    PointSystem,
    ResultCode,
    RoundEntry,
    Tournament,
    UnknownResult,
)
from engine.model.system_codes import names_baku, system_for_code
from engine.trf.player_line import PlayerDraft, parse_player_line
from engine.trf.problems import Problem, Severity, TrfReport
from engine.trf.scoring import PointsCounter
from engine.trf.text import (
    decode,
    fit_decimal,
    not_text,
    parse_decimal,
    parse_int,
    split_lines,
)
from engine.trf.time_control import time_control_problem

_HEADERS = {
    "012": ("name", "tournament name"),
    "022": ("city", "city"),
    "032": ("federation", "federation"),
    "042": ("start_date", "start date"),
    "052": ("end_date", "end date"),
    "092": ("tournament_type", "tournament type"),
    "102": ("chief_arbiter", "chief arbiter"),
    "122": ("time_control", "time control"),
}
_SYSTEM_CODE = re.compile(r"FIDE_[A-Z0-9_]+")
_TOKEN = re.compile(r"\S+")
_RECORD_LIKE = re.compile(r"[0-9A-Za-z]{3}(?: |$)")
_MAX_ROUND = 999  # three columns in 240/250/260

# XXS codes (JaVaFo AUM): the member codes, and what each shortcut sets.
_XXS_CODES = ("WW", "BW", "WD", "BD", "WL", "BL", "ZPB", "HPB", "FPB", "PAB", "FW", "FL")
_XXS_SHORTCUTS = {
    "W": ("WW", "BW", "FW", "FPB"),
    "D": ("WD", "BD", "HPB"),
    "L": ("WL", "BL"),  # mentioned by one source only; harmless to accept
}
_BB_CODES = ("BBW", "BBD", "BBL", "BBZ", "BBF", "BBU")

_COMPLEMENTS: dict[ResultCode, frozenset[ResultCode]] = {
    ResultCode.WIN: frozenset({ResultCode.LOSS}),
    # the results 1/2-0, 0-1/2 and 0-0 of a game played (issue 21): each side its own points
    ResultCode.LOSS: frozenset({ResultCode.WIN, ResultCode.DRAW, ResultCode.LOSS}),
    ResultCode.DRAW: frozenset({ResultCode.DRAW, ResultCode.LOSS}),
    ResultCode.ADJOURNED: frozenset({ResultCode.ADJOURNED}),
    ResultCode.WIN_UNRATED: frozenset({ResultCode.LOSS_UNRATED}),
    ResultCode.LOSS_UNRATED: frozenset({ResultCode.WIN_UNRATED}),
    ResultCode.DRAW_UNRATED: frozenset({ResultCode.DRAW_UNRATED}),
    ResultCode.FORFEIT_WIN: frozenset({ResultCode.FORFEIT_LOSS}),
    ResultCode.FORFEIT_LOSS: frozenset({ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS}),
    ResultCode.NOT_PAIRED: frozenset({ResultCode.NOT_PAIRED}),  # paired, result not yet in
}


@dataclass(frozen=True, slots=True)
class _Token:
    text: str
    first: int  # 1-based columns
    last: int


def _tokens(text: str, start: int = 4) -> list[_Token]:
    """Blank-separated words of ``text`` from index ``start`` on, with their columns."""
    return [_Token(m.group(0), m.start() + 1, m.end()) for m in _TOKEN.finditer(text, start)]


T = TypeVar("T")


@dataclass(slots=True)
class _Setting(Generic[T]):
    """A value given by one or more records (``XXR`` and ``142``, say), with where it came from."""

    value: T
    line: int
    record: str


@dataclass(slots=True)
class _Acceleration250:
    line: int
    points: Fraction
    first_round: int
    last_round: int
    first_id: int
    last_id: int


@dataclass(slots=True)
class _Bye240:
    line: int
    result: ResultCode
    round_no: int
    ids: list[tuple[int, tuple[int, int]]]


@dataclass(slots=True)
class _State:
    """Everything read so far; turned into a Tournament once every line is in."""

    header: dict[str, str] = field(default_factory=dict)
    header_lines: dict[str, int] = field(default_factory=dict)
    deputies: list[str] = field(default_factory=list)
    round_dates: tuple[str, ...] = ()
    counts: dict[str, tuple[int, str]] = field(default_factory=dict)
    drafts: list[PlayerDraft] = field(default_factory=list)
    unreadable_players: int = 0
    extra: list[str] = field(default_factory=list)
    rounds_total: _Setting[int] | None = None
    initial_colour: _Setting[Colour] | None = None
    pair_by_rank: bool = False
    pair_by_rank_line: int = 0
    scoring: list[_Setting[PointSystem]] = field(default_factory=list)
    xxs: dict[str, Fraction] = field(default_factory=dict)
    xxs_line: int = 0
    bb: dict[str, Fraction] = field(default_factory=dict)
    bb_line: int = 0
    system_092: _Setting[str] | None = None
    system_192: _Setting[str] | None = None
    xxa: dict[int, tuple[int, tuple[Fraction, ...]]] = field(default_factory=dict)
    acc250: list[_Acceleration250] = field(default_factory=list)
    forbidden: list[tuple[int, ForbiddenPairs]] = field(default_factory=list)
    byes240: list[_Bye240] = field(default_factory=list)
    xxz: list[tuple[int, str, list[tuple[int, tuple[int, int]]]]] = field(default_factory=list)
    teams: list[tuple[int, list[int]]] = field(default_factory=list)
    abnormal_points_line: int = 0
    time_control_code: _Setting[str] | None = None  # TRF-2026 222


class _Reader:
    def __init__(self, path: Path | str | None) -> None:
        self.path = path
        self.problems: list[Problem] = []
        self.s = _State()
        self.blocks: dict[str, RoundEntry] = {}
        self.handlers: dict[str, Callable[[int, str], None]] = {
            "001": self._player,
            "062": self._count,
            "072": self._count,
            "082": self._count,
            "112": self._deputy,
            "132": self._round_dates,
            "013": self._team,
            "142": self._rounds_total,
            "XXR": self._rounds_total,
            "152": self._colour_152,
            "XXC": self._xxc,
            "162": self._scoring_162,
            "XXS": self._xxs,
            "192": self._system_192,
            "222": self._time_control_222,
            "240": self._bye_240,
            "XXZ": self._xxz,
            "XXA": self._xxa,
            "250": self._acceleration_250,
            "XXP": self._xxp,
            "260": self._forbidden_260,
        }
        for code in _HEADERS:
            self.handlers[code] = self._header
        for code in _BB_CODES:
            self.handlers[code] = self._bb

    # ---- problems -------------------------------------------------------------------------

    def _add(
        self,
        severity: Severity,
        line: int | None,
        fld: str,
        message: str,
        cols: tuple[int, int] | None = None,
    ) -> None:
        self.problems.append(Problem(severity, line, fld, message, cols))

    def error(
        self, line: int | None, fld: str, message: str, cols: tuple[int, int] | None = None
    ) -> None:
        self._add(Severity.ERROR, line, fld, message, cols)

    def warn(
        self, line: int | None, fld: str, message: str, cols: tuple[int, int] | None = None
    ) -> None:
        self._add(Severity.WARNING, line, fld, message, cols)

    def note(
        self, line: int | None, fld: str, message: str, cols: tuple[int, int] | None = None
    ) -> None:
        self._add(Severity.NOTE, line, fld, message, cols)

    # ---- driver ---------------------------------------------------------------------------

    def read(self, data: str | bytes) -> TrfReport:
        binary = not_text(data)
        if binary is not None:
            line, column, message = binary
            self.error(line, "file", message, (column, column) if column else None)
            return TrfReport(self.path, None, tuple(self.problems))
        decoded = decode(data)
        if decoded.encoding == "utf-16":
            self.warn(
                1,
                "encoding",
                "UTF-16 text (it starts with a byte-order mark); read as UTF-16. Other "
                "programs read only UTF-8 or ANSI TRF files; saving the file writes UTF-8",
            )
        elif decoded.encoding != "utf-8":
            # A warning, not a note: bbpPairings aborts on such a file. Saving writes UTF-8.
            self.warn(
                decoded.bad_line,
                "encoding",
                "not valid UTF-8 (the first bad byte is here); read as "
                f"{'Windows-1252' if decoded.encoding == 'cp1252' else 'Latin-1'}. "
                "Check the accented letters in names; saving the file writes UTF-8",
                (decoded.bad_column, decoded.bad_column),
            )
        lines = split_lines(decoded.text)
        if not any(text.strip(" \t\x0c\x1a") for text in lines):
            self.error(
                None,
                "file",
                "the file is empty" if not lines else "the file holds only blank lines",
            )
            return TrfReport(self.path, None, tuple(self.problems))
        for number, text in enumerate(lines, start=1):
            self._line(number, text)
        tournament: Tournament | None = self._build()
        located = sorted(
            (p for p in self.problems if p.line is not None),
            key=lambda p: (p.line or 0, p.columns or (0, 0)),
        )
        loose = [p for p in self.problems if p.line is None]
        problems = tuple(located + loose)
        if any(p.severity is Severity.ERROR for p in problems):
            tournament = None
        return TrfReport(self.path, tournament, problems)

    def _line(self, number: int, text: str) -> None:
        if not text.strip(" "):
            return
        if text.startswith("###"):
            self.s.extra.append(text)
            return
        code = text[:3]
        handler = self.handlers.get(code)
        if handler is None:
            if not _RECORD_LIKE.match(text):
                self.note(
                    number,
                    "record",
                    f"{text[:12]!r}... is not a TRF record (3-character code, then a blank); "
                    "kept as written",
                )
            elif code == "299":
                self.s.abnormal_points_line = number
            self.s.extra.append(text)
            return
        if len(text) > 3 and text[3] != " ":
            self.error(
                number,
                f"{code} record",
                f"column 4 should be blank but holds {text[3]!r}",
                (4, 4),
            )
            return
        if code in ("142", "152", "162", "192") and "|" in text:
            self.error(
                number,
                f"{code} record",
                "'|'-separated fields: this looks like a Vega .tdf file, not a TRF "
                "(Vega gives 142-192 other meanings); export a TRF from Vega instead",
            )
            return
        handler(number, text)

    # ---- header records -------------------------------------------------------------------

    def _header(self, number: int, text: str) -> None:
        code = text[:3]
        attr, label = _HEADERS[code]
        value = text[4:].strip(" ")
        if attr in self.s.header:
            self.warn(
                number,
                label,
                f"a second {code} line (the first is on line {self.s.header_lines[attr]}); "
                "the first is used, this one is kept as written",
            )
            self.s.extra.append(text)
            return
        self.s.header[attr] = value
        self.s.header_lines[attr] = number
        if code == "092" and _SYSTEM_CODE.fullmatch(value):
            self.s.system_092 = _Setting(value, number, "092")

    def _deputy(self, number: int, text: str) -> None:
        value = text[4:].strip(" ")
        if value:
            self.s.deputies.append(value)

    def _count(self, number: int, text: str) -> None:
        code = text[:3]
        if code in self.s.counts:
            self.note(number, f"{code} count", "given twice; the first one is checked")
            return
        self.s.counts[code] = (number, text[4:].strip(" "))

    def _round_dates(self, number: int, text: str) -> None:
        if self.s.round_dates:
            self.warn(number, "round dates", "a second 132 line; kept as written")
            self.s.extra.append(text)
            return
        if "\t" in text:
            col = text.index("\t") + 1
            self.error(number, "round dates", "a tab character; use blanks", (col, col))
            return
        if text[4:91].strip(" "):
            # Not aligned under the round blocks: take the dates as blank-separated words.
            self.note(
                number,
                "round dates",
                "the dates do not start at column 92 (under round 1); read as a list of words",
            )
            dates = []
            for tok in _tokens(text):
                if len(tok.text) > 10:
                    self.error(
                        number,
                        "round dates",
                        f"{tok.text!r} is longer than the 10 columns of a round date",
                        (tok.first, tok.last),
                    )
                    return
                dates.append(tok.text)
        else:
            dates = []
            for start in range(91, len(text), 10):
                dates.append(text[start : start + 10].strip(" "))
        while dates and not dates[-1]:
            dates.pop()
        self.s.round_dates = tuple(dates)

    def _team(self, number: int, text: str) -> None:
        # 013 lines stay verbatim (the model has no teams); their members are checked.
        self.s.extra.append(text)
        members = [parse_int(t.text) for t in _tokens(text.ljust(36), 36)]
        if any(m is None for m in members):
            self.note(number, "team", "the member list (from column 37) is not all numbers")
            return
        self.s.teams.append((number, [m for m in members if m is not None]))

    # ---- engine settings ------------------------------------------------------------------

    def _set_once(
        self,
        current: _Setting[T] | None,
        new: _Setting[T],
        label: str,
        shown: Callable[[T], str],
    ) -> _Setting[T] | None:
        """``new`` unless an earlier record already said something else (an error)."""
        if current is None:
            return new
        if current.value != new.value:
            self.error(
                new.line,
                label,
                f"{new.record} says {shown(new.value)} but {current.record} on line "
                f"{current.line} says {shown(current.value)}",
            )
        return current

    def _rounds_total(self, number: int, text: str) -> None:
        code = text[:3]
        tokens = _tokens(text)
        value = parse_int(tokens[0].text) if len(tokens) == 1 else None
        if value is None or not 1 <= value <= _MAX_ROUND:
            shown = text[4:].strip(" ")
            self.error(
                number,
                "number of rounds",
                f"{code} needs one number of rounds (1-{_MAX_ROUND}), not {shown!r}",
                (5, max(5, len(text))),
            )
            return
        self.s.rounds_total = self._set_once(
            self.s.rounds_total, _Setting(value, number, code), "number of rounds", str
        )

    def _set_colour(self, colour: Colour, number: int, code: str) -> None:
        self.s.initial_colour = self._set_once(
            self.s.initial_colour,
            _Setting(colour, number, code),
            "initial colour",
            lambda c: "white" if c is Colour.WHITE else "black",
        )

    def _colour_152(self, number: int, text: str) -> None:
        value = text[4:].strip(" ")
        if value.upper() not in ("W", "B"):
            self.error(
                number,
                "initial colour",
                f"152 needs W or B (the top player's colour in round 1), not {value!r}",
                (5, max(5, len(text))),
            )
            return
        self._set_colour(Colour.WHITE if value.upper() == "W" else Colour.BLACK, number, "152")

    def _xxc(self, number: int, text: str) -> None:
        colours = []
        for tok in _tokens(text):
            word = tok.text.lower()
            if word == "rank":
                self.s.pair_by_rank = True
                self.s.pair_by_rank_line = number
            elif word in ("white1", "black1"):
                colours.append((word, tok))
            else:
                self.error(
                    number,
                    "XXC",
                    f"unknown option {tok.text!r} (XXC knows rank, white1, black1)",
                    (tok.first, tok.last),
                )
        if len({w for w, _ in colours}) > 1:
            self.error(number, "XXC", "both white1 and black1 given")
            return
        if colours:
            word = colours[0][0]
            self._set_colour(Colour.WHITE if word == "white1" else Colour.BLACK, number, "XXC")

    def _decimal_token(self, number: int, tok: _Token, label: str, text: str) -> Fraction | None:
        value = parse_decimal(text)
        if value is None:
            hint = " (write a dot: 1.5, not 1,5)" if "," in text else ""
            self.error(number, label, f"{text!r} is not a number{hint}", (tok.first, tok.last))
        return value

    def _xxs(self, number: int, text: str) -> None:
        if not self.s.xxs_line:
            self.s.xxs_line = number
        for tok in _tokens(text):
            code, sep, raw = tok.text.partition("=")
            code = code.upper()
            if not sep or (code not in _XXS_CODES and code not in _XXS_SHORTCUTS):
                self.error(
                    number,
                    "XXS",
                    f"{tok.text!r} is not CODE=VALUE with a known code "
                    f"({' '.join(_XXS_CODES)}, or W, D)",
                    (tok.first, tok.last),
                )
                continue
            value = self._decimal_token(number, tok, f"XXS {code}", raw)
            if value is None:
                continue
            for member in _XXS_SHORTCUTS.get(code, (code,)):
                self.s.xxs[member] = value

    def _bb(self, number: int, text: str) -> None:
        code = text[:3]
        raw = text[4:].strip(" ")
        tok = _Token(raw, 5, max(5, len(text)))
        value = self._decimal_token(number, tok, f"{code} points", raw)
        if value is None:
            return
        if code in self.s.bb and self.s.bb[code] != value:
            self.error(number, f"{code} points", f"{code} given twice with different values")
            return
        self.s.bb[code] = value
        if not self.s.bb_line:
            self.s.bb_line = number

    def _scoring_162(self, number: int, text: str) -> None:
        # Symbol in column 6, points in 7-10, then every 9 columns; read as symbol/number
        # pairs so that a line typed with other spacing still reads.
        values: dict[str, Fraction] = {}
        body = text[4:]
        for m in re.finditer(r"([A-Za-z])\s*([^\sA-Za-z]*)", body):
            symbol = m.group(1).upper()
            first, last = m.start() + 5, m.end() + 4
            if symbol not in "WDLAZPX":
                self.error(
                    number,
                    "162 scoring",
                    f"unknown symbol {m.group(1)!r} (W D L A P X)",
                    (first, last),
                )
                continue
            value = self._decimal_token(
                number, _Token(m.group(0), first, last), f"162 {symbol}", m.group(2)
            )
            if value is not None:
                values["A" if symbol == "Z" else symbol] = value
        leftover = re.sub(r"([A-Za-z])\s*([^\sA-Za-z]*)", "", body).strip(" ")
        if leftover:
            self.error(number, "162 scoring", f"cannot read {leftover!r}")
        if "X" in values:
            self.note(number, "162 scoring", "the X (unknown result) value is not used")
        win = values.get("W", Fraction(1))
        draw = values.get("D", Fraction(1, 2))
        absent = values.get("A", Fraction(0))
        system = PointSystem(
            win=win,
            draw=draw,
            loss=values.get("L", Fraction(0)),
            forfeit_win=win,
            forfeit_loss=absent,
            pab=values.get("P", win),
            full_bye=win,
            half_bye=draw,
            zero_bye=absent,
        )
        self.s.scoring.append(_Setting(system, number, "162"))

    def _system_192(self, number: int, text: str) -> None:
        value = text[4:].strip(" ")
        if not value:
            self.error(number, "pairing system", "192 is empty", (5, 5))
            return
        if self.s.system_192 is not None and self.s.system_192.value != value:
            self.error(
                number,
                "pairing system",
                f"192 says {value} but line {self.s.system_192.line} says "
                f"{self.s.system_192.value}",
            )
            return
        self.s.system_192 = _Setting(value, number, "192")

    def _time_control_222(self, number: int, text: str) -> None:
        """TRF-2026 222, the encoded time control (engine.trf.time_control): a code that does
        not follow the grammar is kept as written, with a warning, and not taken over."""
        value = text[4:].strip(" ")
        first = self.s.time_control_code
        if first is not None:
            self.warn(
                number,
                "222 time control",
                f"a second 222 line (the first is on line {first.line}); the first is used, "
                "this one is kept as written",
            )
            self.s.extra.append(text)
            return
        problem = time_control_problem(value)
        if problem:
            self.warn(
                number,
                "222 time control",
                f"{problem}; the line is kept as written",
                (5, max(5, len(text.rstrip(" ")))),
            )
            self.s.extra.append(text)
            return
        self.s.time_control_code = _Setting(value, number, "222")

    def _ids(
        self, number: int, tokens: list[_Token], label: str
    ) -> list[tuple[int, tuple[int, int]]] | None:
        ids = []
        for tok in tokens:
            pid = parse_int(tok.text)
            if pid is None or not 1 <= pid <= 9999:
                self.error(
                    number, label, f"{tok.text!r} is not a pairing number", (tok.first, tok.last)
                )
                return None
            ids.append((pid, (tok.first, tok.last)))
        return ids

    def _distinct(self, number: int, ids: list[tuple[int, tuple[int, int]]], label: str) -> bool:
        """False (and an error at the second mention) when a forbidden-pairs line names a
        player twice: a slip, and "1 1 1 ..." must not pass for a list of players."""
        first: dict[int, tuple[int, int]] = {}
        for pid, cols in ids:
            if pid in first:
                was = first[pid]
                self.error(
                    number,
                    label,
                    f"player {pid} is named twice in this line (columns {was[0]}-{was[1]} and "
                    f"{cols[0]}-{cols[1]})",
                    cols,
                )
                return False
            first[pid] = cols
        return True

    def _xxz(self, number: int, text: str) -> None:
        ids = self._ids(number, _tokens(text), "XXZ")
        if ids is not None:
            self.s.xxz.append((number, text, ids))

    def _xxp(self, number: int, text: str) -> None:
        ids = self._ids(number, _tokens(text), "XXP")
        if ids is None or not self._distinct(number, ids, "XXP"):
            return
        if len(ids) < 2:
            self.error(number, "XXP", "needs at least two players who must not meet")
            return
        players = tuple(PlayerId(p) for p, _ in ids)
        self.s.forbidden.append((number, ForbiddenPairs(players)))

    def _round_field(self, number: int, text: str, label: str, cols: tuple[int, int]) -> int | None:
        raw = text[cols[0] - 1 : cols[1]]
        value = parse_int(raw)
        if value is None or not 1 <= value <= _MAX_ROUND:
            shown = raw.strip(" ")
            message = f"{shown!r} is not a round number" if shown else "the round is missing"
            self.error(number, label, message, cols)
            return None
        return value

    @staticmethod
    def _positional(text: str, fields: list[tuple[int, int]], ids_from: int = 0) -> bool:
        """True when ``text`` follows a TRF-2026 column layout.

        Every character from column 5 on must sit inside one of ``fields`` (or, from column
        ``ids_from``, inside a 4-column slot of a 5-column grid), and no field holds a blank
        between two characters.
        """
        inside: set[int] = set()
        for first, last in fields:
            inside.update(range(first, last + 1))
            if " " in text[first - 1 : last].strip(" "):
                return False
        if ids_from:
            for start in range(ids_from, len(text) + 1, 5):
                inside.update(range(start, start + 4))
                if " " in text[start - 1 : start + 3].strip(" "):
                    return False
        return all(ch == " " or col in inside for col, ch in enumerate(text[4:], start=5))

    def _bye_240(self, number: int, text: str) -> None:
        # Type col 5, round 7-9, ids 11-14, 16-19, ... (TRF-2026).
        if self._positional(text, [(5, 5), (7, 9)], 11) and text[4:5].strip(" "):
            kind_tok = _Token(text[4], 5, 5)
            round_no = self._round_field(number, text, "240 round", (7, 9))
            id_tokens = [
                _Token(text[s - 1 : s + 3].strip(" "), s, s + 3)
                for s in range(11, len(text) + 1, 5)
                if text[s - 1 : s + 3].strip(" ")
            ]
        else:
            tokens = _tokens(text)
            if len(tokens) < 3:
                self.error(number, "240 byes", "needs a type (F, H, Z), a round and players")
                return
            kind_tok = tokens[0]
            round_no = parse_int(tokens[1].text)
            if round_no is None or not 1 <= round_no <= _MAX_ROUND:
                self.error(
                    number,
                    "240 round",
                    f"{tokens[1].text!r} is not a round number",
                    (tokens[1].first, tokens[1].last),
                )
                round_no = None
            id_tokens = tokens[2:]
        kinds = {"F": ResultCode.FULL_BYE, "H": ResultCode.HALF_BYE, "Z": ResultCode.ZERO_BYE}
        kind = kinds.get(kind_tok.text.upper())
        if kind is None:
            self.error(
                number,
                "240 bye type",
                f"{kind_tok.text!r} is not a bye type (F, H or Z)",
                (kind_tok.first, kind_tok.last),
            )
            return
        ids = self._ids(number, id_tokens, "240 players")
        if round_no is None or ids is None:
            return
        if not ids:
            self.error(number, "240 players", "no players given")
            return
        self.s.byes240.append(_Bye240(number, kind, round_no, ids))

    def _xxa(self, number: int, text: str) -> None:
        # Id in 5-8, round r's value in 10+5(r-1)..13+5(r-1); blank-separated words also read.
        values: list[Fraction] = []
        pid = parse_int(text[4:8])
        positional = pid is not None and text[8:9] in ("", " ")
        if positional:
            for start in range(9, len(text), 5):
                slot = text[start : start + 5]
                if slot[0] != " " or (slot.strip(" ") and parse_decimal(slot) is None):
                    positional = False
                    break
                values.append(parse_decimal(slot) or Fraction(0))
        if not positional:
            tokens = _tokens(text)
            if not tokens:
                self.error(number, "XXA", "needs a pairing number and points per round")
                return
            pid = parse_int(tokens[0].text)
            if pid is None or not 1 <= pid <= 9999:
                self.error(
                    number,
                    "XXA player",
                    f"{tokens[0].text!r} is not a pairing number",
                    (tokens[0].first, tokens[0].last),
                )
                return
            values = []
            for tok in tokens[1:]:
                value = self._decimal_token(number, tok, "XXA points", tok.text)
                if value is None:
                    return
                values.append(value)
        assert pid is not None
        unwritable = [v for v in values if fit_decimal(v, 4) is None]
        if unwritable:
            self.error(
                number,
                "XXA points",
                f"{_dec(unwritable[0])} does not fit the 4 columns a TRF gives it",
            )
            return
        if not 1 <= pid <= 9999:
            self.error(number, "XXA player", "the pairing number must be from 1 to 9999", (5, 8))
            return
        if pid in self.s.xxa:
            self.error(
                number,
                "XXA player",
                f"player {pid} already has an XXA line (line {self.s.xxa[pid][0]})",
                (5, 8),
            )
            return
        self.s.xxa[pid] = (number, tuple(values))

    def _acceleration_250(self, number: int, text: str) -> None:
        # Match points 5-8, game points 10-13, rounds 15-17 and 19-21, ids 23-26 and 28-31.
        fields: list[str]
        if self._positional(text, [(5, 8), (10, 13), (15, 17), (19, 21), (23, 26), (28, 31)]):
            fields = [text[9:13], text[14:17], text[18:21], text[22:26], text[27:31]]
        else:
            words = [t.text for t in _tokens(text)]
            if len(words) not in (5, 6):
                self.error(
                    number,
                    "250 acceleration",
                    "needs points, first and last round, first and last pairing number",
                )
                return
            fields = words[-5:]
        points = parse_decimal(fields[0])
        numbers = [parse_int(f) for f in fields[1:]]
        labels = ("first round", "last round", "first player", "last player")
        bad = [
            f"{label} {raw.strip(' ')!r}"
            for label, raw, n in zip(labels, fields[1:], numbers, strict=True)
            if n is None or n < 1 or (label.endswith("round") and n > _MAX_ROUND) or n > 9999
        ]
        if points is None:
            bad.insert(0, f"points {fields[0].strip(' ')!r}")
        if bad:
            self.error(number, "250 acceleration", "cannot read " + ", ".join(bad))
            return
        r1, r2, p1, p2 = (n or 0 for n in numbers)
        assert points is not None
        if r1 > r2 or p1 > p2:
            self.error(number, "250 acceleration", "a range runs backwards")
            return
        self.s.acc250.append(_Acceleration250(number, points, r1, r2, p1, p2))

    def _forbidden_260(self, number: int, text: str) -> None:
        # First round 5-7, last round 9-11, ids 13-16, 18-21, ... (TRF-2026).
        first: int | None
        last: int | None
        if self._positional(text, [(5, 7), (9, 11)], 13):
            first = parse_int(text[4:7]) if text[4:7].strip(" ") else None
            last = parse_int(text[8:11]) if text[8:11].strip(" ") else None
            ok = (text[4:7].strip(" ") == "" or first is not None) and (
                text[8:11].strip(" ") == "" or last is not None
            )
            id_tokens = [
                _Token(text[s - 1 : s + 3].strip(" "), s, s + 3)
                for s in range(13, len(text) + 1, 5)
                if text[s - 1 : s + 3].strip(" ")
            ]
        else:
            tokens = _tokens(text)
            first = parse_int(tokens[0].text) if tokens else None
            last = parse_int(tokens[1].text) if len(tokens) > 1 else None
            ok = first is not None and last is not None
            id_tokens = tokens[2:]
        if not ok or (first is not None and first < 1) or (last is not None and last < 1):
            self.error(number, "260 rounds", "cannot read the first and last round (5-7, 9-11)")
            return
        if first is not None and last is not None and first > last:
            self.error(number, "260 rounds", f"round {first} comes after round {last}")
            return
        ids = self._ids(number, id_tokens, "260 players")
        if ids is None or not self._distinct(number, ids, "260 players"):
            return
        if len(ids) < 2:
            self.error(number, "260 players", "needs at least two players who must not meet")
            return
        players = tuple(PlayerId(p) for p, _ in ids)
        self.s.forbidden.append((number, ForbiddenPairs(players, first, last)))

    # ---- players --------------------------------------------------------------------------

    def _player(self, number: int, text: str) -> None:
        draft, problems = parse_player_line(text, number, self.blocks)
        self.problems.extend(problems)
        if draft is None:
            self.s.unreadable_players += 1
            return
        self.s.drafts.append(draft)

    # ---- the whole file -------------------------------------------------------------------

    def _build(self) -> Tournament:
        s = self.s
        if not s.drafts and not s.unreadable_players:
            self.error(
                None,
                "players",
                "no 001 line: a TRF lists every player on a line starting '001' (pairing "
                "number in columns 5-8, name from column 15); this file has none",
            )
        players: dict[int, PlayerDraft] = {}
        for d in s.drafts:
            if d.id in players:
                self.error(
                    d.line,
                    "pairing number",
                    f"pairing number {d.id} is also on line {players[d.id].line}",
                    (5, 8),
                )
                continue
            players[d.id] = d
        ordered = [players[k] for k in sorted(players)]
        self._check_order(s.drafts)

        point_system = self._point_system()
        self._apply_byes_240(players)
        rounds_total = s.rounds_total.value if s.rounds_total else None
        self._apply_xxz(players, rounds_total)
        self._announced_absences(ordered)
        acceleration = self._acceleration(players)
        forbidden = self._forbidden(players)
        for line, members in s.teams:
            unknown = [m for m in members if m not in players]
            if unknown:
                self.note(line, "team", f"members {unknown} have no 001 line")

        if s.system_092 and s.system_192 and s.system_092.value != s.system_192.value:
            self.error(
                s.system_192.line,
                "pairing system",
                f"192 says {s.system_192.value} but 092 on line {s.system_092.line} says "
                f"{s.system_092.value}",
            )
        # 192 is the TRF-2026 place; bbp's generator writes the code into 092 (trf.md §9).
        system_source = s.system_192 or s.system_092
        pairing_system = system_source.value if system_source else ""
        if system_source is not None:
            self._check_system_code(system_source, acceleration)

        built = tuple(
            Player(
                id=d.id,
                name=d.name,
                sex=d.sex,
                title=d.title,
                rating=d.rating,
                federation=d.federation,
                fide_id=d.fide_id,
                birth_date=d.birth_date,
                declared_points=d.points,
                declared_rank=d.rank,
                rounds=tuple(_trim(d.rounds)),
            )
            for d in ordered
        )
        built, unknown_codes = self._unknown_results(built, players)
        tournament = Tournament(
            name=s.header.get("name", ""),
            city=s.header.get("city", ""),
            federation=s.header.get("federation", ""),
            start_date=s.header.get("start_date", ""),
            end_date=s.header.get("end_date", ""),
            tournament_type=s.header.get("tournament_type", ""),
            chief_arbiter=s.header.get("chief_arbiter", ""),
            deputy_arbiters=tuple(s.deputies),
            time_control=s.header.get("time_control", ""),
            time_control_code=s.time_control_code.value if s.time_control_code else "",
            round_dates=s.round_dates,
            rounds_total=rounds_total,
            initial_colour=s.initial_colour.value if s.initial_colour else None,
            pair_by_rank=s.pair_by_rank,
            point_system=point_system,
            pairing_system=pairing_system,
            players=built,
            acceleration=acceleration,
            forbidden=forbidden,
            extra_records=tuple(s.extra),
            unknown_results=unknown_codes,
        )
        self._check_ids(tournament, players)
        self._check_pairings(tournament, players)
        self._check_points(tournament, players)
        self._check_counts(tournament)
        self._report_old_byes(ordered)
        if s.abnormal_points_line:
            self.note(
                s.abnormal_points_line,
                "299 record",
                "abnormal points assignments are kept as written but not applied to the points",
            )
        return tournament

    def _unknown_results(
        self, built: tuple[Player, ...], drafts: dict[int, PlayerDraft]
    ) -> tuple[tuple[Player, ...], tuple[UnknownResult, ...]]:
        """Q169 (docs/rulings.md F-16): the codes the 001 lines did not know, kept; a game
        one side of which has an unknown code has an unknown result for both sides (its
        opponent's known code is kept too, and written back as it was)."""
        if not any(d.unknown_codes for d in drafts.values()):
            return built, ()
        by_id = {p.id: p for p in built}
        kept: dict[tuple[PlayerId, int], str] = {}
        for p in built:
            for r, char in drafts[p.id].unknown_codes.items():
                kept[(p.id, r)] = char
        for (pid, r), char in sorted(kept.items()):
            e = by_id[pid].entry(r)
            q = by_id.get(e.opponent) if e.opponent is not None else None
            if q is None or (q.id, r) in kept:
                continue
            f = q.entry(r)
            if f.opponent != pid or f.result is ResultCode.ADJOURNED:
                continue
            d = drafts[q.id]
            cols = d.round_columns(r)
            kept[(q.id, r)] = f.result.value
            rounds = list(q.rounds)
            rounds[r - 1] = RoundEntry(f.opponent, f.colour, ResultCode.ADJOURNED)
            by_id[q.id] = dataclasses.replace(q, rounds=tuple(rounds))
            self.warn(
                d.line,
                f"round {r} result",
                f"the opponent's code {char!r} (player {pid}, line {drafts[pid].line}) is "
                f"unknown: the result of this game is unknown, {f.result.value!r} here is read "
                "as unknown too and kept as written",
                (cols[1], cols[1]),
            )
        unknown = tuple(UnknownResult(pid, r, char) for (pid, r), char in sorted(kept.items()))
        return tuple(by_id[p.id] for p in built), unknown

    def _check_system_code(
        self,
        source: _Setting[str],
        acceleration: tuple[tuple[PlayerId, tuple[Fraction, ...]], ...],
    ) -> None:
        """The 192/092 code against the one table of engine.model.system_codes."""
        try:
            system_for_code(source.value)
        except ConfigError:
            self.note(
                source.line,
                "pairing system",
                f"{source.value} is not a system Swiss Arbiter pairs; give the system on the "
                "command line (--dutch, --burstein, ...) or in the tournament details",
            )
        if names_baku(source.value) and not acceleration:
            # bbpPairings computes C.04.5.1 from the code alone; we read the values only
            self.warn(
                source.line,
                "pairing system",
                f"{source.value} asks for Baku acceleration (C.04.5.1), but the file has no "
                "XXA or 250 lines: Swiss Arbiter pairs it without acceleration. Add the XXA "
                "lines (the tournament details' Baku setting writes them)",
            )

    def _check_order(self, drafts: list[PlayerDraft]) -> None:
        if not self.s.pair_by_rank:
            return
        ids = [d.id for d in drafts]
        if ids != sorted(ids):
            self.note(
                self.s.pair_by_rank_line,
                "XXC rank",
                "the 001 lines are not in pairing-number order; Swiss Arbiter keeps players "
                "sorted by pairing number, so the file order is not kept",
            )

    def _point_system(self) -> PointSystem:
        s = self.s
        if s.xxs:
            x = {code: s.xxs.get(code, default) for code, default in _xxs_defaults().items()}
            for a, b, what in (("WW", "BW", "win"), ("WD", "BD", "draw"), ("WL", "BL", "loss")):
                if x[a] != x[b]:
                    self.error(
                        s.xxs_line,
                        "XXS",
                        f"colour-specific points are not supported: {a}={_dec(x[a])} but "
                        f"{b}={_dec(x[b])} (a {what} must score the same with either colour)",
                    )
            s.scoring.insert(
                0,
                _Setting(
                    PointSystem(
                        win=x["WW"],
                        draw=x["WD"],
                        loss=x["WL"],
                        forfeit_win=x["FW"],
                        forfeit_loss=x["FL"],
                        pab=x["PAB"],
                        full_bye=x["FPB"],
                        half_bye=x["HPB"],
                        zero_bye=x["ZPB"],
                    ),
                    s.xxs_line,
                    "XXS",
                ),
            )
        if s.bb:
            win = s.bb.get("BBW", Fraction(1))
            draw = s.bb.get("BBD", Fraction(1, 2))
            s.scoring.append(
                _Setting(
                    PointSystem(
                        win=win,
                        draw=draw,
                        loss=s.bb.get("BBL", Fraction(0)),
                        forfeit_win=win,
                        forfeit_loss=s.bb.get("BBF", Fraction(0)),
                        pab=s.bb.get("BBU", win),
                        full_bye=win,
                        half_bye=draw,
                        zero_bye=s.bb.get("BBZ", Fraction(0)),
                    ),
                    s.bb_line,
                    "BB?",
                )
            )
        if not s.scoring:
            return PointSystem()
        first = s.scoring[0]
        for other in s.scoring[1:]:
            if other.value != first.value:
                self.error(
                    other.line,
                    "point system",
                    f"the {other.record} scoring ({_describe(other.value)}) differs from the "
                    f"{first.record} scoring on line {first.line} ({_describe(first.value)})",
                )
        return first.value

    def _set_entry(
        self,
        d: PlayerDraft,
        round_no: int,
        result: ResultCode,
        line: int,
        cols: tuple[int, int],
        record: str,
    ) -> None:
        while len(d.rounds) < round_no:
            d.rounds.append(NOT_PAIRED_ENTRY)
        current = d.rounds[round_no - 1]
        wanted = RoundEntry(None, None, result)
        if current in (NOT_PAIRED_ENTRY, wanted):
            d.rounds[round_no - 1] = wanted
            return
        if record == "XXZ" and current.opponent is None:
            # Already absent with a bye of another kind (H or F): that bye says more.
            self.note(
                line,
                "XXZ",
                f"player {d.id} already has {current.result.value!r} in round {round_no} "
                f"(line {d.line}); kept",
                cols,
            )
            return
        self.error(
            line,
            f"{record} players",
            f"{record} gives player {d.id} {result.value!r} in round {round_no}, but his 001 "
            f"line (line {d.line}) has {_entry_text(current)}",
            cols,
        )

    def _apply_byes_240(self, players: dict[int, PlayerDraft]) -> None:
        for bye in self.s.byes240:
            for pid, cols in bye.ids:
                d = players.get(pid)
                if d is None:
                    self.error(bye.line, "240 players", f"player {pid} has no 001 line", cols)
                    continue
                self._set_entry(d, bye.round_no, bye.result, bye.line, cols, "240")

    def _apply_xxz(self, players: dict[int, PlayerDraft], rounds_total: int | None) -> None:
        if not self.s.xxz:
            return
        paired = 0
        for d in players.values():
            for r, e in enumerate(d.rounds, start=1):
                if e.paired:
                    paired = max(paired, r)
        next_round = paired + 1
        for line, text, ids in self.s.xxz:
            if rounds_total is not None and next_round > rounds_total:
                self.warn(
                    line,
                    "XXZ",
                    f"all {rounds_total} rounds (XXR) are paired, so there is no next round for "
                    "these absences; the line is kept as written",
                )
                self.s.extra.append(text)
                continue
            for pid, cols in ids:
                absent = players.get(pid)
                if absent is None:
                    self.error(line, "XXZ", f"player {pid} has no 001 line", cols)
                    continue
                self._set_entry(absent, next_round, ResultCode.ZERO_BYE, line, cols, "XXZ")

    def _announced_absences(self, drafts: list[PlayerDraft]) -> None:
        """``0000 -  `` or ``     -  `` (no result) after the last paired round: absent.

        A block that says "not paired" (an opponent column of ``0000`` or a colour ``-``) in a
        round nobody is paired in yet is an announced absence, the way ``0000 - Z`` is (trf.md
        §5: a blank result means the same as Z), so the player is not paired in that round.
        Only a wholly blank block, or no block, leaves him to be paired (the JaVaFo reading of
        a blank block for the round to pair). The ICU Krause files write absences this way.
        In rounds already paired such a block stays what it is, a round without a game.
        """
        paired = max(
            (r for d in drafts for r, e in enumerate(d.rounds, start=1) if e.paired), default=0
        )
        seen: dict[str, list[tuple[PlayerDraft, int]]] = {}
        for d in drafts:
            for r, spelling in sorted(d.unpaired_blocks.items()):
                if r <= paired or r in d.bad_rounds:
                    continue
                if r <= len(d.rounds) and d.rounds[r - 1] != NOT_PAIRED_ENTRY:
                    continue  # an XXZ or 240 line already gave this round a bye
                while len(d.rounds) < r:
                    d.rounds.append(NOT_PAIRED_ENTRY)
                d.rounds[r - 1] = RoundEntry(None, None, ResultCode.ZERO_BYE)
                seen.setdefault(spelling, []).append((d, r))
        for spelling, where in seen.items():
            first, r = where[0]
            ids = ", ".join(str(d.id) for d, _ in where)
            rounds = sorted({r for _, r in where})
            shown = ", ".join(map(str, rounds))
            self.note(
                first.line,
                f"round {r}",
                f"{spelling!r} (no result) in round{'s' if len(rounds) > 1 else ''} {shown}, "
                f"which nobody is paired in yet, read as an announced absence (0000 - Z): "
                f"player{'s' if len(where) > 1 else ''} {ids} will not be paired",
                first.round_columns(r),
            )

    def _acceleration(
        self, players: dict[int, PlayerDraft]
    ) -> tuple[tuple[PlayerId, tuple[Fraction, ...]], ...]:
        s = self.s
        for pid, (line, _) in s.xxa.items():
            if pid not in players:
                self.error(line, "XXA player", f"player {pid} has no 001 line", (5, 8))
        from_xxa = {pid: values for pid, (_, values) in s.xxa.items() if pid in players}
        from_250: dict[int, list[Fraction]] = {}
        for acc in s.acc250:
            for pid in sorted(players):
                if acc.first_id <= pid <= acc.last_id:
                    values = from_250.setdefault(pid, [])
                    values.extend([Fraction(0)] * (acc.last_round - len(values)))
                    for r in range(acc.first_round, acc.last_round + 1):
                        values[r - 1] += acc.points
        if from_xxa and from_250:
            for pid in sorted(set(from_xxa) | set(from_250)):
                a = _strip_zeros(from_xxa.get(pid, ()))
                b = _strip_zeros(tuple(from_250.get(pid, ())))
                if a != b:
                    self.error(
                        s.xxa[pid][0] if pid in s.xxa else s.acc250[0].line,
                        "acceleration",
                        f"XXA and 250 lines disagree for player {pid}: "
                        f"{_values(a)} against {_values(b)}",
                    )
                    break
        chosen = from_xxa or {pid: tuple(v) for pid, v in from_250.items()}
        for pid, chosen_values in chosen.items():
            if any(fit_decimal(v, 4) is None for v in chosen_values):
                self.error(
                    s.acc250[0].line if s.acc250 else None,
                    "acceleration",
                    f"player {pid}'s acceleration ({_values(chosen_values)}) does not fit the 4 "
                    "columns of an XXA value",
                )
                break
        return tuple((PlayerId(pid), chosen[pid]) for pid in sorted(chosen))

    def _forbidden(self, players: dict[int, PlayerDraft]) -> tuple[ForbiddenPairs, ...]:
        result = []
        for line, fp in self.s.forbidden:
            missing = [p for p in fp.players if p not in players]
            if missing:
                self.error(
                    line,
                    "forbidden pairs",
                    f"player{'s' if len(missing) > 1 else ''} "
                    f"{', '.join(map(str, missing))} ha{'ve' if len(missing) > 1 else 's'} "
                    "no 001 line",
                )
            result.append(fp)
        return tuple(result)

    # ---- checks ---------------------------------------------------------------------------

    def _check_ids(self, t: Tournament, players: dict[int, PlayerDraft]) -> None:
        if not players or self.s.unreadable_players:
            return
        top = max(players)
        missing = [pid for pid in range(1, top + 1) if pid not in players]
        if missing and not t.pair_by_rank:
            shown = ", ".join(map(str, missing[:10])) + (" ..." if len(missing) > 10 else "")
            self.warn(
                None,
                "pairing numbers",
                f"pairing numbers should run from 1 to {top} without gaps; missing: {shown}. "
                "Other engines refuse such a file unless it has an 'XXC rank' line",
            )

    def _check_pairings(self, t: Tournament, players: dict[int, PlayerDraft]) -> None:
        by_id = {p.id: p for p in t.players}
        pabs: dict[int, list[int]] = {}
        for p in t.players:
            d = players[p.id]
            for r, e in enumerate(p.rounds, start=1):
                if e.is_pab:
                    pabs.setdefault(r, []).append(p.id)
                if e.opponent is None or r in d.bad_rounds:
                    continue
                cols = d.round_columns(r)
                q = by_id.get(e.opponent)
                if q is None:
                    if not self.s.unreadable_players:
                        self.error(
                            d.line,
                            f"round {r} opponent",
                            f"player {e.opponent} has no 001 line",
                            (cols[0], cols[0] + 3),
                        )
                    continue
                dq = players[q.id]
                if r in dq.bad_rounds:
                    continue
                f = q.entry(r)
                if f.opponent != p.id:
                    other = "a bye or no game" if f.opponent is None else f"player {f.opponent}"
                    self.error(
                        d.line,
                        f"round {r} opponent",
                        f"player {p.id} has {q.id} as opponent in round {r}, but "
                        f"{q.id}'s line (line {dq.line}) has {other}",
                        (cols[0], cols[0] + 3),
                    )
                    continue
                if p.id > q.id:
                    continue  # the pair is checked once, from the lower number
                if e.colour is not None and e.colour == f.colour:
                    self.error(
                        d.line,
                        f"round {r} colour",
                        f"players {p.id} and {q.id} both have {e.colour.value!r} in round {r}",
                        (cols[0] + 5, cols[0] + 5),
                    )
                elif (e.colour is None) != (f.colour is None):
                    self.warn(
                        d.line,
                        f"round {r} colour",
                        f"only one of players {p.id} and {q.id} has a colour in round {r}",
                        (cols[0] + 5, cols[0] + 5),
                    )
                if f.result not in _COMPLEMENTS.get(e.result, frozenset()):
                    self.error(
                        d.line,
                        f"round {r} result",
                        f"results do not match: {p.id} has {e.result.value!r} and {q.id} has "
                        f"{f.result.value!r} (line {dq.line}) in round {r}",
                        (cols[1], cols[1]),
                    )
        for r in sorted(pabs):
            if len(pabs[r]) > 1:
                self.warn(
                    None,
                    "pairing-allocated bye",
                    f"{len(pabs[r])} players have the pairing-allocated bye in round {r} "
                    f"({', '.join(map(str, pabs[r]))}); there can be only one",
                )

    def _check_points(self, t: Tournament, players: dict[int, PlayerDraft]) -> None:
        system = t.point_system
        accelerated = dict(t.acceleration)
        points = PointsCounter(system)
        paired = t.rounds_paired()
        for p in t.players:
            if p.declared_points is None:
                continue
            computed = points(p)
            if p.declared_points == computed:
                continue
            # Byes announced for the round to pair (bye-only blocks after the last paired
            # round, XXZ, TRF-2026 240) are not yet points: the column may leave them out.
            announced = sum(
                (system.points_for(e.result) for e in p.rounds[paired:]), start=Fraction(0)
            )
            if announced and p.declared_points == computed - announced:
                continue
            # The column may include acceleration (bbp accepts both): any round's virtual points.
            virtual = {v for v in accelerated.get(p.id, ()) if v}
            if any(p.declared_points == computed + v for v in virtual):
                continue
            d = players[p.id]
            s = d.shift
            self.warn(
                d.line,
                "points",
                f"{_dec(p.declared_points)} in the file, but the results give {_dec(computed)}"
                + ("" if system.is_standard else f" ({_describe(system)})")
                + _absence_hint(t, p, p.declared_points - computed),
                (81 + s, 84 + s),
            )

    def _check_counts(self, t: Tournament) -> None:
        expected = {
            "062": (len(t.players), "players"),
            "072": (sum(1 for p in t.players if p.rating > 0), "rated players"),
        }
        for code, (line, raw) in self.s.counts.items():
            if code not in expected:
                continue
            want, what = expected[code]
            value = parse_int(raw)
            if value is None:
                if raw:
                    self.note(line, f"{code} count", f"{raw!r} is not a number; not used")
            elif value != want:
                self.note(
                    line,
                    f"{code} count",
                    f"says {value} {what}, the file has {want}; written back as {want}",
                )

    def _report_old_byes(self, drafts: list[PlayerDraft]) -> None:
        seen: dict[str, tuple[int, int]] = {}
        for d in drafts:
            for _, spelling in d.old_byes:
                line, count = seen.get(spelling, (d.line, 0))
                seen[spelling] = (line, count + 1)
        meanings = {
            "+": "a pairing-allocated bye (U)",
            "=": "a half-point bye (H)",
            "-": "a zero-point bye (Z)",
        }
        for spelling, (line, count) in seen.items():
            meaning = meanings.get(spelling[-1].upper(), "a bye")
            self.note(
                line,
                "bye",
                f"old (TRF06) bye spelling {spelling!r} read as {meaning}, "
                f"{count} time{'s' if count > 1 else ''}",
            )


def _absence_hint(t: Tournament, p: Player, difference: Fraction) -> str:
    """A likely reason for a points difference: absences counted as half-point byes."""
    step = t.point_system.half_bye - t.point_system.zero_bye
    absent = [
        r
        for r in range(1, t.rounds_in_file + 1)
        if p.entry(r).opponent is None
        and p.entry(r).result in (ResultCode.NOT_PAIRED, ResultCode.ZERO_BYE)
    ]
    if step <= 0 or difference <= 0 or difference % step or difference / step > len(absent):
        return ""
    n = int(difference / step)
    rounds = ", ".join(map(str, absent))
    if len(absent) == 1:
        question = f"was the absence in round {rounds} a half-point bye"
    elif n == len(absent):
        question = f"were the absences in rounds {rounds} half-point byes"
    else:
        question = f"were {n} of the absences in rounds {rounds} half-point byes"
    plural = "s" if n > 1 else ""
    return f"; the difference is {n} half-point bye{plural}: {question} (write 0000 - H)?"


def _trim(rounds: list[RoundEntry]) -> list[RoundEntry]:
    """Without trailing not-paired entries: a missing block reads the same (canonical form)."""
    end = len(rounds)
    while end and rounds[end - 1] == NOT_PAIRED_ENTRY:
        end -= 1
    return rounds[:end]


def _strip_zeros(values: tuple[Fraction, ...]) -> tuple[Fraction, ...]:
    end = len(values)
    while end and values[end - 1] == 0:
        end -= 1
    return values[:end]


def _xxs_defaults() -> dict[str, Fraction]:
    one, half, zero = Fraction(1), Fraction(1, 2), Fraction(0)
    return {
        "WW": one,
        "BW": one,
        "WD": half,
        "BD": half,
        "WL": zero,
        "BL": zero,
        "ZPB": zero,
        "HPB": half,
        "FPB": one,
        "PAB": one,
        "FW": one,
        "FL": zero,
    }


def _dec(value: Fraction) -> str:
    if value.denominator == 1:
        return f"{value.numerator}.0"
    if 10**6 % value.denominator == 0:
        return f"{float(value):g}"
    return str(value)


def _values(values: tuple[Fraction, ...]) -> str:
    return " ".join(_dec(v) for v in values) or "none"


def _describe(system: PointSystem) -> str:
    return (
        f"win {_dec(system.win)}, draw {_dec(system.draw)}, loss {_dec(system.loss)}, "
        f"forfeit win {_dec(system.forfeit_win)}, forfeit loss {_dec(system.forfeit_loss)}, "
        f"PAB {_dec(system.pab)}, full-point bye {_dec(system.full_bye)}, "
        f"half-point bye {_dec(system.half_bye)}, zero-point bye {_dec(system.zero_bye)}"
    )


def _entry_text(entry: RoundEntry) -> str:
    if entry.opponent is None:
        return f"'0000 - {entry.result.value}'"
    colour = entry.colour.value if entry.colour else "-"
    return f"'{entry.opponent:4d} {colour} {entry.result.value}'"


# ---- public entry points ----------------------------------------------------------------


def read_trf_report(data: str | bytes, path: Path | str | None = None) -> TrfReport:
    """Read TRF text or bytes and report every problem; never raises for a bad file.

    ``report.tournament`` is None when any problem is an error.

    >>> line = "001    1      Adams, Ann                        1,5 FRA"
    >>> report = read_trf_report("012 Club open\\n" + line, "club.trf")
    >>> report.tournament is None
    True
    >>> print(report.problems[0].render("club.trf"))
    club.trf:2: columns 49-52 (rating): '1,5' is not a number
    """
    return _Reader(path).read(data)


def load_trf_report(path: Path | str) -> TrfReport:
    """:func:`read_trf_report` of a file; OSError when it cannot be opened, is not a regular
    file or is larger than any TRF (:func:`engine.files.read_input`)."""
    return read_trf_report(read_input(path), path)


def parse_trf(data: str | bytes, path: Path | str | None = None) -> Tournament:
    """Read TRF text or bytes; raise :class:`~engine.errors.TrfError` on the first error.

    Warnings (points that do not add up, a gap in the pairing numbers) do not stop the read;
    :func:`read_trf_report` lists them.

    >>> t = parse_trf("012 Club open\\nXXR 5\\n001    1      Adams, Ann")
    >>> t.name, t.rounds_total, t.players[0].name
    ('Club open', 5, 'Adams, Ann')
    """
    return read_trf_report(data, path).raise_first_error()


def load_trf(path: Path | str) -> Tournament:
    """Read a TRF file (see :func:`parse_trf`); OSError when it cannot be opened."""
    return load_trf_report(path).raise_first_error()

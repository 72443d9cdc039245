"""TRF-2026 record ``222``, the encoded time control: check it, say it in words, and read the
usual free-text forms of record ``122`` into it where they leave no doubt.

The grammar (TRF-2026, "Tag 222 — Encoded Time Control")::

    d[:d]            the same time control for both players, periods in order
    Wd[:d]-Bd[:d]    White's and Black's (an Armageddon game)

A period ``d`` is ``M/S`` (M moves in S seconds), ``M/S+I``, ``S`` (the rest of the game) or
``S+I``: S seconds allocated, M moves in the period, I seconds added per move. The FIDE
examples: 90'+30" is ``5400+30``; 100' for 40 moves, then 15', 30" a move from move 1 is
``40/6000+30:900+30``; Armageddon with White 5' and Black 4' is ``W300-B240``.

>>> parse_time_control("40/6000+30:900+30").describe()
'40 moves in 100 min, then 15 min for the rest of the game; 30 s added per move'
>>> read_free_text("90'/40 + 30' + 30\\"/move").code
'40/5400+30:1800+30'
>>> read_free_text("90 + 30 min").code is None
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.errors import EngineError

MAX_SECONDS = 24 * 3600
"""No period of a chess game is a day long: a bigger number is a typing slip."""


class TimeControlError(EngineError):
    """An encoded time control that does not follow the TRF-2026 grammar; says which part."""


@dataclass(frozen=True, slots=True)
class Period:
    """One period: ``moves`` moves (None: the rest of the game) in ``seconds``, ``increment``
    seconds added per move (None when the code gives none)."""

    seconds: int
    moves: int | None = None
    increment: int | None = None

    @property
    def code(self) -> str:
        """The period as TRF-2026 writes it (``M/S+I``, ``S+I``, ``M/S``, ``S``)."""
        text = str(self.seconds) if self.moves is None else f"{self.moves}/{self.seconds}"
        return text if self.increment is None else f"{text}+{self.increment}"

    def words(self) -> str:
        amount = _duration(self.seconds)
        if self.moves is None:
            return f"{amount} for the rest of the game"
        return f"{self.moves} moves in {amount}"


@dataclass(frozen=True, slots=True)
class TimeControl:
    """An encoded time control: the periods of both players, or of White and Black apart."""

    periods: tuple[Period, ...]
    black: tuple[Period, ...] | None = None  # Armageddon: Black's periods (White's above)

    @property
    def code(self) -> str:
        """The ``222`` text."""
        white = ":".join(p.code for p in self.periods)
        if self.black is None:
            return white
        return f"W{white}-B{':'.join(p.code for p in self.black)}"

    def describe(self) -> str:
        """The time control in words, for the arbiter to check what the code says."""
        if self.black is not None:
            return f"White: {_words(self.periods)}. Black: {_words(self.black)}"
        return _words(self.periods)


def _words(periods: tuple[Period, ...]) -> str:
    if len(periods) == 1 and periods[0].moves is None:
        text = f"{_duration(periods[0].seconds)} for the game"
    else:
        text = ", then ".join(p.words() for p in periods)
    increments = {p.increment for p in periods}
    if increments == {None} or increments == {0}:
        return text + "; no increment"
    if len(increments) == 1:
        return text + f"; {periods[0].increment} s added per move"
    each = "; ".join(
        f"period {n}: " + (f"{p.increment} s a move" if p.increment else "no increment")
        for n, p in enumerate(periods, start=1)
    )
    return f"{text}; {each}"


def _duration(seconds: int) -> str:
    if seconds % 60:
        return f"{seconds} s" if seconds < 60 else f"{seconds // 60} min {seconds % 60} s"
    return f"{seconds // 60} min"


_PERIOD = re.compile(r"(?:(?P<moves>[0-9]+)/)?(?P<seconds>[0-9]+)(?:\+(?P<increment>[0-9]+))?")


def parse_time_control(text: str) -> TimeControl:
    """The time control a ``222`` text encodes; :class:`TimeControlError` naming the part that
    is wrong otherwise.

    >>> parse_time_control("W300-B240").describe()
    'White: 5 min for the game; no increment. Black: 4 min for the game; no increment'
    >>> parse_time_control("5400+30s")
    Traceback (most recent call last):
    ...
    engine.trf.time_control.TimeControlError: time control '5400+30s': period 1 '5400+30s' is \
not M/S, M/S+I, S or S+I (whole numbers: M moves, S seconds, I seconds a move)
    """
    code = text.strip()
    if not code:
        raise TimeControlError("the encoded time control is empty")
    if code.startswith("W"):
        white, sep, black = code[1:].partition("-B")
        if not sep:
            raise TimeControlError(
                f"time control {code!r}: an Armageddon code is W<periods>-B<periods>, "
                "e.g. W300-B240"
            )
        return TimeControl(_periods(code, white, "White's "), _periods(code, black, "Black's "))
    return TimeControl(_periods(code, code, ""))


def _periods(code: str, text: str, whose: str) -> tuple[Period, ...]:
    parts = text.split(":")
    periods = []
    for n, part in enumerate(parts, start=1):
        m = _PERIOD.fullmatch(part)
        if m is None:
            raise TimeControlError(
                f"time control {code!r}: {whose}period {n} {part!r} is not M/S, M/S+I, S or "
                "S+I (whole numbers: M moves, S seconds, I seconds a move)"
            )
        seconds = int(m["seconds"])
        moves = int(m["moves"]) if m["moves"] else None
        increment = int(m["increment"]) if m["increment"] is not None else None
        if not 0 < seconds <= MAX_SECONDS:
            raise TimeControlError(
                f"time control {code!r}: {whose}period {n}: {seconds} seconds is not a "
                "period's time (seconds, not minutes: 90 minutes are 5400)"
            )
        if moves is not None and moves < 1:
            raise TimeControlError(f"time control {code!r}: {whose}period {n} has no moves")
        if increment is not None and increment > 3600:
            raise TimeControlError(
                f"time control {code!r}: {whose}period {n}: {increment} seconds added per "
                "move is not an increment"
            )
        if moves is None and n < len(parts):
            raise TimeControlError(
                f"time control {code!r}: {whose}period {n} {part!r} lasts the rest of the "
                "game, yet another period follows (give its moves: M/S)"
            )
        periods.append(Period(seconds, moves, increment))
    return tuple(periods)


def time_control_problem(text: str) -> str:
    """Why ``text`` is not a ``222`` code ("" when it is one)."""
    try:
        parse_time_control(text)
    except TimeControlError as exc:
        return str(exc)
    return ""


# ---- the free text of record 122 ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FreeTextReading:
    """What :func:`read_free_text` made of a free text: the code, or why there is none."""

    code: str | None
    reason: str = ""  # why no code (the text is ambiguous or not understood)


_UNITS = (
    ("h", 3600),
    ("hr", 3600),
    ("hrs", 3600),
    ("hour", 3600),
    ("hours", 3600),
    ("'", 60),
    ("m", 60),
    ("min", 60),
    ("mins", 60),
    ("minute", 60),
    ("minutes", 60),
    ('"', 1),
    ("s", 1),
    ("sec", 1),
    ("secs", 1),
    ("second", 1),
    ("seconds", 1),
)
_UNIT_SECONDS = dict(_UNITS)
_UNIT = "|".join(re.escape(u) for u, _ in sorted(_UNITS, key=lambda x: -len(x[0])))
_AMOUNT = re.compile(rf"(?P<n>[0-9]+)\s*(?P<unit>{_UNIT})(?![a-z])")
_HOURS_MINUTES = re.compile(r"(?P<h>[0-9]+)\s*h\s*(?P<m>[0-9]{1,2})(?![0-9'a-z])")
_PER_MOVE = re.compile(r"(?:/|\bper\b|\ba\b|\beach\b)\s*(?:move|mv)\b|\bincrement\b|\bbonus\b")
_MOVES = re.compile(
    r"(?:/\s*(?P<after>[0-9]+)\s*(?:moves?)?(?![0-9]))"
    r"|(?:(?P<before>[0-9]+)\s*(?:moves?\s*(?:in|/)?|/))"
    r"|(?:\bfor\s*(?P<for>[0-9]+)\s*moves?)"
)
_FROM_MOVE = re.compile(r"\b(?:from|starting (?:at|from)|after)\s*move\s*(?P<n>[0-9]+)")
_REFUSED_WORDS = ("delay", "bronstein", "armageddon", "white", "black", "blitz", "rapid")
_PLAIN_PAIR = re.compile(r"(?P<a>[0-9]+)\s*\+\s*(?P<b>[0-9]+)")


def _normalise(text: str) -> str:
    t = text.strip().lower()
    for a, b in (("’", "'"), ("′", "'"), ("`", "'"), ("″", '"'), ("''", '"'), ("×", "x")):
        t = t.replace(a, b)
    return " ".join(t.split())


def read_free_text(text: str) -> FreeTextReading:
    """The ``222`` code of a free-text time control when the text leaves no doubt.

    Understood: amounts with units (``90'``, ``90 min``, ``1h30``, ``30"``, ``30 s``), a
    period's moves (``90'/40``, ``40 moves in 90 min``, ``40/90'``), periods joined by ``+``,
    ``,`` or ``then``, an increment (seconds after the periods, ``30"/move``, ``30 s per
    move``, optionally ``from move 1`` or ``from move 41`` when a period starts there) and the
    bare ``A+B`` of chess notation (A minutes, B seconds a move). Anything else, and every
    text that could mean two things (a second period after one without moves, two
    increments, numbers without units beside units, a delay, different times for White and
    Black), gets no code and the reason: the arbiter then types the code.

    >>> read_free_text("90+30").code
    '5400+30'
    >>> read_free_text("90' + 30'").reason
    "a period of 30 min follows one without a number of moves: write how many moves the first \
period has (90'/40)"
    """
    t = _normalise(text)
    if not t:
        return FreeTextReading(None, "no time control is written")
    for word in _REFUSED_WORDS:
        if re.search(rf"\b{word}\b", t):
            return FreeTextReading(None, f"'{word}': type the encoded form by hand")
    plain = _PLAIN_PAIR.fullmatch(t)
    if plain is not None:
        minutes, per_move = int(plain["a"]), int(plain["b"])
        if minutes == 0:
            return FreeTextReading(None, "no time for the game")
        return FreeTextReading(f"{minutes * 60}+{per_move}")
    from_move = None
    m = _FROM_MOVE.search(t)
    if m is not None:
        from_move = int(m["n"])
        t = (t[: m.start()] + t[m.end() :]).strip()
    terms = [x.strip() for x in re.split(r"\+|,|;|\bthen\b|\band\b", t) if x.strip()]
    periods: list[tuple[int, int | None]] = []  # (seconds, moves)
    increments: list[int] = []
    for term in terms:
        reading = _term(term)
        if isinstance(reading, str):
            return FreeTextReading(None, reading)
        seconds, moves, per_move = reading
        if per_move or (periods and moves is None and seconds < 60 and _only_seconds(term)):
            if moves is not None:
                return FreeTextReading(None, f"'{term}': an increment with moves")
            increments.append(seconds)
            continue
        if increments:
            return FreeTextReading(None, f"'{term}': a period after the increment")
        if periods and periods[-1][1] is None:
            return FreeTextReading(
                None,
                f"a period of {_duration(seconds)} follows one without a number of moves: "
                f"write how many moves the first period has ({_example(periods[-1][0])})",
            )
        periods.append((seconds, moves))
    if not periods:
        return FreeTextReading(None, "no time for the game is written")
    if len(increments) > 1:
        return FreeTextReading(None, "two increments: which one applies when?")
    increment = increments[0] if increments else None
    if increment is None and from_move is not None:
        return FreeTextReading(None, f"'from move {from_move}' without an increment")
    starts = [1]
    for _seconds, moves in periods[:-1]:
        starts.append(starts[-1] + (moves or 0))
    if from_move is not None and from_move not in starts:
        return FreeTextReading(
            None, f"the increment from move {from_move}: no period starts at that move"
        )
    first_with = starts.index(from_move) if from_move is not None else 0
    built = tuple(
        Period(seconds, moves, increment if n >= first_with else None)
        for n, (seconds, moves) in enumerate(periods)
    )
    code = TimeControl(built).code
    problem = time_control_problem(code)
    return FreeTextReading(None, problem) if problem else FreeTextReading(code)


def _example(seconds: int) -> str:
    return f"{seconds // 60}'/40" if seconds % 60 == 0 else f'{seconds}"/40'


def _only_seconds(term: str) -> bool:
    amounts = list(_AMOUNT.finditer(term))
    return len(amounts) == 1 and _UNIT_SECONDS[amounts[0]["unit"]] == 1


def _term(term: str) -> tuple[int, int | None, bool] | str:
    """One term: (seconds, moves or None, marked per move), or why it is not understood."""
    per_move = _PER_MOVE.search(term) is not None
    rest = _PER_MOVE.sub(" ", term)
    seconds = 0
    hm = _HOURS_MINUTES.search(rest)
    if hm is not None:
        seconds += int(hm["h"]) * 3600 + int(hm["m"]) * 60
        rest = rest[: hm.start()] + " " + rest[hm.end() :]
    amounts = list(_AMOUNT.finditer(rest))
    for a in amounts:
        seconds += int(a["n"]) * _UNIT_SECONDS[a["unit"]]
    rest = _AMOUNT.sub(" ", rest)
    if not seconds:
        return f"'{term}': no time with a unit (write 90' or 90 min, 30\" or 30 s)"
    moves = None
    mv = _MOVES.search(rest)
    if mv is not None:
        moves = int(mv["after"] or mv["before"] or mv["for"])
        rest = rest[: mv.start()] + " " + rest[mv.end() :]
    leftover = re.sub(r"\b(?:for the game|per game|for all moves|game|sd|in|x)\b|[/.()]", " ", rest)
    if leftover.strip():
        return f"'{term}': '{leftover.strip()}' is not understood"
    return seconds, moves, per_move


__all__ = [
    "FreeTextReading",
    "Period",
    "TimeControl",
    "TimeControlError",
    "parse_time_control",
    "read_free_text",
    "time_control_problem",
]

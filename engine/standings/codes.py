"""Tie-break codes: the C.07 acronyms, their modifiers, parsing and formatting.

The descriptor grammar is the one of the TRF-2026 records 202 (tie-breaks) and 212 (standings
order, starting with ``PTS``): ``NAME[/variant]...``, case-insensitive, with the variants
``/C1 /C2`` (Cut, C.07 14.1-14.2), ``/M1 /M2`` (Median, 14.3-14.4), ``/P`` (forfeits count as
played), ``/F`` (Fore), ``/R`` (reverse order) and ``/L+n`` ``/L-n`` (Koya limit, 14.5).
On import we also accept the spellings of C.07's prose and of event regulations: ``BH-C1``,
``AROC1``, ``AROC 1``, ``Buchholz Cut 1``, and ``GE`` (the name of REP until 2024).

>>> parse_tiebreaks("PTS,BH/C1,bh, SB ,DE")
(TieBreakSpec(TieBreakCode.BH, cut=1), TieBreakSpec(TieBreakCode.BH), \
TieBreakSpec(TieBreakCode.SB), TieBreakSpec(TieBreakCode.DE))
>>> format_tiebreaks(parse_tiebreaks("Buchholz Cut 1, AROC 1, KS-L-1"), with_points=True)
'PTS,BH/C1,ARO/C1,KS/L-1'
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from engine.standings.errors import TieBreakCodeError


class TieBreakCode(Enum):
    """The individual tie-breaks of C.07 (Art. 6-10); values are the TRF-2026 acronyms."""

    DE = "DE"  # 6: direct encounter
    WIN = "WIN"  # 7.1: number of wins (with or without playing)
    WON = "WON"  # 7.2: number of games won over the board
    BPG = "BPG"  # 7.3: number of games played with Black
    BWG = "BWG"  # 7.4: number of games won with Black
    PS = "PS"  # 7.5: progressive (cumulative) scores
    REP = "REP"  # 7.6: rounds elected to play (GE until 2024)
    STD = "STD"  # 7.7 (2026): standard points
    TPN = "TPN"  # 7.8 (2026): tournament pairing number
    BH = "BH"  # 8.1: Buchholz
    AOB = "AOB"  # 8.2: average of opponents' Buchholz
    FB = "FB"  # 8.3: Fore Buchholz
    SB = "SB"  # 9.1: Sonneborn-Berger
    KS = "KS"  # 9.2: Koya system
    ARO = "ARO"  # 10.1: average rating of opponents
    TPR = "TPR"  # 10.2: tournament performance rating
    PTP = "PTP"  # 10.3: perfect tournament performance
    APRO = "APRO"  # 10.4: average performance rating of opponents
    APPO = "APPO"  # 10.5: average perfect performance of opponents
    RTNG = "RTNG"  # 10.6 (2026): rating
    OTHER = "OTHER"  # 4.1: self-defined in the regulations; travels as OTHER_<code>

    @property
    def article(self) -> str:
        """The C.07 article that defines the tie-break (2026 numbering)."""
        return _ARTICLES[self]

    @property
    def title(self) -> str:
        """The tie-break's name in C.07's Art. 5 table, for legends."""
        return _TITLES[self]


_ARTICLES = {
    TieBreakCode.DE: "C.07 6",
    TieBreakCode.WIN: "C.07 7.1",
    TieBreakCode.WON: "C.07 7.2",
    TieBreakCode.BPG: "C.07 7.3",
    TieBreakCode.BWG: "C.07 7.4",
    TieBreakCode.PS: "C.07 7.5",
    TieBreakCode.REP: "C.07 7.6",
    TieBreakCode.STD: "C.07 7.7",
    TieBreakCode.TPN: "C.07 7.8",
    TieBreakCode.BH: "C.07 8.1",
    TieBreakCode.AOB: "C.07 8.2",
    TieBreakCode.FB: "C.07 8.3",
    TieBreakCode.SB: "C.07 9.1",
    TieBreakCode.KS: "C.07 9.2",
    TieBreakCode.ARO: "C.07 10.1",
    TieBreakCode.TPR: "C.07 10.2",
    TieBreakCode.PTP: "C.07 10.3",
    TieBreakCode.APRO: "C.07 10.4",
    TieBreakCode.APPO: "C.07 10.5",
    TieBreakCode.RTNG: "C.07 10.6",
    TieBreakCode.OTHER: "C.07 4.1",
}

_TITLES = {
    TieBreakCode.DE: "Direct encounter",
    TieBreakCode.WIN: "Number of wins",
    TieBreakCode.WON: "Number of games won",
    TieBreakCode.BPG: "Number of games played with Black",
    TieBreakCode.BWG: "Number of games won with Black",
    TieBreakCode.PS: "Progressive scores",
    TieBreakCode.REP: "Rounds elected to play",
    TieBreakCode.STD: "Standard points",
    TieBreakCode.TPN: "Tournament pairing number",
    TieBreakCode.BH: "Buchholz",
    TieBreakCode.AOB: "Average of opponents' Buchholz",
    TieBreakCode.FB: "Fore Buchholz",
    TieBreakCode.SB: "Sonneborn-Berger",
    TieBreakCode.KS: "Koya system",
    TieBreakCode.ARO: "Average rating of opponents",
    TieBreakCode.TPR: "Tournament performance rating",
    TieBreakCode.PTP: "Perfect tournament performance",
    TieBreakCode.APRO: "Average performance rating of opponents",
    TieBreakCode.APPO: "Average perfect performance of opponents",
    TieBreakCode.RTNG: "Rating",
    TieBreakCode.OTHER: "Self-defined tie-break",
}

# The variants each tie-break admits (MTB26 list, spec/tiebreaks.md §3). "C"/"M" stand for
# /C1 /C2 and /M1 /M2. BH/F is the Fore Buchholz written as a BH variant.
_ALLOWED: dict[TieBreakCode, frozenset[str]] = {
    TieBreakCode.DE: frozenset({"P"}),
    TieBreakCode.WIN: frozenset(),
    TieBreakCode.WON: frozenset(),
    TieBreakCode.BPG: frozenset(),
    TieBreakCode.BWG: frozenset(),
    TieBreakCode.PS: frozenset({"C"}),
    TieBreakCode.REP: frozenset(),
    TieBreakCode.STD: frozenset(),
    TieBreakCode.TPN: frozenset({"R"}),
    TieBreakCode.BH: frozenset({"C", "M", "P", "F"}),
    TieBreakCode.AOB: frozenset({"F"}),
    TieBreakCode.FB: frozenset({"C", "M", "P"}),
    TieBreakCode.SB: frozenset({"C", "P"}),
    TieBreakCode.KS: frozenset({"L"}),
    TieBreakCode.ARO: frozenset({"C", "M"}),
    TieBreakCode.TPR: frozenset(),
    TieBreakCode.PTP: frozenset(),
    TieBreakCode.APRO: frozenset(),
    TieBreakCode.APPO: frozenset(),
    TieBreakCode.RTNG: frozenset({"R"}),
    TieBreakCode.OTHER: frozenset(),
}


@dataclass(frozen=True, slots=True)
class TieBreakSpec:
    """One entry of a tie-break list: a tie-break and its modifiers.

    Invalid combinations raise :class:`TieBreakCodeError` at construction, so a spec that
    exists can be computed (``OTHER`` excepted: it is kept only so that a TRF can carry it).

    >>> TieBreakSpec(TieBreakCode.BH, cut=1)
    TieBreakSpec(TieBreakCode.BH, cut=1)
    >>> str(TieBreakSpec(TieBreakCode.KS, limit=-1))
    'KS/L-1'
    """

    code: TieBreakCode
    cut: int = 0
    """Cut-n (C.07 14.1, 14.2): drop the n least significant values (16.5 for unplayed)."""
    median: int = 0
    """Median-n (14.3, 14.4): drop the n least and then the n most significant values."""
    forfeits_played: bool = False
    """``/P``: forfeited games count as played against the scheduled opponent."""
    fore: bool = False
    """``/F``: use Fore scores (8.3): BH/F is FB; AOB/F averages the opponents' FB (2026)."""
    reverse: bool = False
    """``/R``: TPN high to low, RTNG low to high."""
    limit: int = 0
    """``/L+n`` ``/L-n``: Koya threshold moved by n half points (14.5)."""
    other: str = ""
    """The code after ``OTHER_`` of a self-defined tie-break."""

    def __post_init__(self) -> None:
        allowed = _ALLOWED[self.code]
        text = self._format()
        if self.cut not in (0, 1, 2) or self.median not in (0, 1, 2):
            raise TieBreakCodeError(text, "Cut and Median take 1 or 2")
        if self.cut and self.median:
            raise TieBreakCodeError(text, "Cut and Median cannot be combined")
        used = {
            "C": self.cut != 0,
            "M": self.median != 0,
            "P": self.forfeits_played,
            "F": self.fore,
            "R": self.reverse,
            "L": self.limit != 0,
        }
        for letter, on in used.items():
            if on and letter not in allowed:
                raise TieBreakCodeError(
                    text, f"{self.code.value} does not take /{letter} ({_allowed_text(self.code)})"
                )
        if self.code is TieBreakCode.OTHER:
            if not re.fullmatch(r"[A-Z0-9_]+", self.other):
                raise TieBreakCodeError(text, "OTHER_ needs a code of letters, digits or _")
        elif self.other:
            raise TieBreakCodeError(text, "only OTHER_ carries a self-defined code")

    def __repr__(self) -> str:
        fields = [f"TieBreakCode.{self.code.name}"]
        for name, default in (
            ("cut", 0),
            ("median", 0),
            ("forfeits_played", False),
            ("fore", False),
            ("reverse", False),
            ("limit", 0),
            ("other", ""),
        ):
            value = getattr(self, name)
            if value != default:
                fields.append(f"{name}={value!r}")
        return f"TieBreakSpec({', '.join(fields)})"

    def __str__(self) -> str:
        return self._format()

    def _format(self) -> str:
        if self.code is TieBreakCode.OTHER:
            return f"OTHER_{self.other}"
        parts = [self.code.value]
        if self.cut:
            parts.append(f"C{self.cut}")
        if self.median:
            parts.append(f"M{self.median}")
        if self.forfeits_played:
            parts.append("P")
        if self.fore:
            parts.append("F")
        if self.reverse:
            parts.append("R")
        if self.limit:
            parts.append(f"L{self.limit:+d}")
        return "/".join(parts)

    @property
    def higher_is_better(self) -> bool:
        """The direction in which the value ranks a player first.

        TPN ranks the lower number first (7.8) unless /R; RTNG the higher rating (10.6) unless
        /R; DE's value is a place inside the tied group (lower first); all others: higher first.
        """
        if self.code is TieBreakCode.TPN:
            return self.reverse
        if self.code is TieBreakCode.RTNG:
            return not self.reverse
        return self.code is not TieBreakCode.DE


def _allowed_text(code: TieBreakCode) -> str:
    spelled = {
        "C": "/C1 /C2",
        "M": "/M1 /M2",
        "P": "/P",
        "F": "/F",
        "R": "/R",
        "L": "/L+n /L-n",
    }
    allowed = [spelled[k] for k in "CMPFRL" if k in _ALLOWED[code]]
    return (
        f"{code.value} allows {' '.join(allowed)}" if allowed else f"{code.value} has no variants"
    )


# Longer names of C.07's prose and of event regulations, mapped to acronyms (checked in order).
_NAME_ALIASES = (
    ("SONNEBORN-BERGER", "SB"),
    ("SONNEBORN BERGER", "SB"),
    ("FORE BUCHHOLZ", "FB"),
    ("BUCHHOLZ", "BH"),
    ("DIRECT ENCOUNTER", "DE"),
)
_NAMES = {c.value: c for c in TieBreakCode if c is not TieBreakCode.OTHER} | {
    "GE": TieBreakCode.REP
}
_MODIFIER = re.compile(
    r"[\s/\-]*(?:(?:CUT|C)\s*([12])|(?:MEDIAN|M)\s*([12])|L\s*([+\-]?\d+)|([PFR]))"
)


def parse_tiebreak(text: str) -> TieBreakSpec:
    """Read one tie-break code (MTB26 descriptor or a usual prose spelling).

    >>> parse_tiebreak("bh/c1")
    TieBreakSpec(TieBreakCode.BH, cut=1)
    >>> parse_tiebreak("AROC 1")
    TieBreakSpec(TieBreakCode.ARO, cut=1)
    >>> parse_tiebreak("OTHER_KA")
    TieBreakSpec(TieBreakCode.OTHER, other='KA')
    """
    original = text
    s = " ".join(text.strip().upper().split())
    if not s:
        raise TieBreakCodeError(original, "empty code")
    if s.startswith("OTHER_"):
        return TieBreakSpec(TieBreakCode.OTHER, other=s[len("OTHER_") :])
    if ":" in s:
        # MTB26 ':MP' / ':GP' choose match or game points: team events only (C.07 Art. 11-13).
        raise TieBreakCodeError(original, "':MP' and ':GP' apply to team events only")
    for long_name, acronym in _NAME_ALIASES:
        if s.startswith(long_name):
            s = acronym + s[len(long_name) :]
            break
    # Try the longest known acronym first whose remainder reads as modifiers: this splits
    # run-together spellings such as AROC1 (ARO + C1) without confusing BPG or APPO.
    for end in range(len(s), 0, -1):
        code = _NAMES.get(s[:end])
        if code is None:
            continue
        mods = _parse_modifiers(s[end:])
        if mods is None:
            continue
        return _build(original, code, mods)
    name = re.match(r"[A-Z_]*", s)
    head = name.group(0) if name else s
    if head and _NAMES.get(head) is not None:
        raise TieBreakCodeError(original, f"cannot read the modifiers {s[len(head) :]!r}")
    raise TieBreakCodeError(original, f"unknown tie-break {head or s!r}")


def _parse_modifiers(rest: str) -> list[tuple[str, int]] | None:
    """The modifiers in ``rest`` as (letter, number) pairs, or None when it does not parse."""
    mods: list[tuple[str, int]] = []
    pos = 0
    while pos < len(rest):
        if rest[pos:].strip(" /-") == "":
            break
        m = _MODIFIER.match(rest, pos)
        if m is None or m.end() == pos:
            return None
        cut, median, limit, flag = m.groups()
        if cut is not None:
            mods.append(("C", int(cut)))
        elif median is not None:
            mods.append(("M", int(median)))
        elif limit is not None:
            mods.append(("L", int(limit)))
        else:
            mods.append((flag, 1))
        pos = m.end()
    return mods


def _build(original: str, code: TieBreakCode, mods: list[tuple[str, int]]) -> TieBreakSpec:
    seen: set[str] = set()
    cut = median = limit = 0
    forfeits_played = fore = reverse = False
    for letter, number in mods:
        if letter in seen:
            raise TieBreakCodeError(original, f"/{letter} given twice")
        seen.add(letter)
        if letter == "C":
            cut = number
        elif letter == "M":
            median = number
        elif letter == "L":
            if number == 0:
                raise TieBreakCodeError(original, "a Koya limit moves the threshold: /L+n or /L-n")
            limit = number
        elif letter == "P":
            forfeits_played = True
        elif letter == "F":
            fore = True
        else:
            reverse = True
    try:
        return TieBreakSpec(
            code,
            cut=cut,
            median=median,
            forfeits_played=forfeits_played,
            fore=fore,
            reverse=reverse,
            limit=limit,
        )
    except TieBreakCodeError as e:
        # Name the text as the user wrote it, not our canonical spelling.
        raise TieBreakCodeError(original, e.detail) from None


def parse_tiebreaks(text: str) -> tuple[TieBreakSpec, ...]:
    """Read a tie-break list (TRF-2026 202 or 212 record body).

    Codes are separated by commas (Sharly) or, when there is no comma, by spaces
    (TieBreakServer). A leading ``PTS`` (212: the points come first) is dropped.

    >>> [str(s) for s in parse_tiebreaks("PTS BH/C1 BH SB")]
    ['BH/C1', 'BH', 'SB']
    """
    parts = text.split(",") if "," in text else text.split()
    specs: list[TieBreakSpec] = []
    for i, part in enumerate(parts):
        if not part.strip():
            continue
        if i == 0 and part.strip().upper() == "PTS":
            continue
        specs.append(parse_tiebreak(part))
    return tuple(specs)


def format_tiebreak(spec: TieBreakSpec) -> str:
    """The canonical MTB26 descriptor of ``spec`` (``BH/C1``, ``TPN/R``, ``KS/L+1``)."""
    return str(spec)


def format_tiebreaks(specs: Sequence[TieBreakSpec], *, with_points: bool = False) -> str:
    """A comma-separated list for a TRF-2026 202 record, or 212 with ``with_points``.

    >>> format_tiebreaks([TieBreakSpec(TieBreakCode.BH, cut=1)], with_points=True)
    'PTS,BH/C1'
    """
    codes = [str(s) for s in specs]
    return ",".join(["PTS", *codes] if with_points else codes)


# ---- tie-break lists ----------------------------------------------------------------------
# C.07 prescribes no default list: the organiser chooses (4.1) and the Chief Arbiter completes
# it before round 1 (4.1.1). The lists below are the one FIDE published for Swiss events and
# our own presets (spec/tiebreaks.md §7).

FIDE_CYCLE_SWISS_ORDER: tuple[TieBreakSpec, ...] = (
    TieBreakSpec(TieBreakCode.ARO, cut=1),
    TieBreakSpec(TieBreakCode.BH, cut=1),
    TieBreakSpec(TieBreakCode.BH),
    TieBreakSpec(TieBreakCode.DE),
)
"""FIDE Presidential Board 2019, Swiss events of the World Championship cycle (then lots)."""

OPEN_SWISS_ORDER: tuple[TieBreakSpec, ...] = (
    TieBreakSpec(TieBreakCode.BH, cut=1),
    TieBreakSpec(TieBreakCode.BH),
    TieBreakSpec(TieBreakCode.SB),
    TieBreakSpec(TieBreakCode.DE),
    TieBreakSpec(TieBreakCode.WON),
    TieBreakSpec(TieBreakCode.BPG),
)
"""Our preset for open events with any field: no rating tie-break (Art. 10 note on unrated)."""

JUNIOR_SWISS_ORDER: tuple[TieBreakSpec, ...] = (
    TieBreakSpec(TieBreakCode.BH, cut=1),
    TieBreakSpec(TieBreakCode.BH),
    TieBreakSpec(TieBreakCode.PS),
    TieBreakSpec(TieBreakCode.DE),
    TieBreakSpec(TieBreakCode.WIN),
)
"""Our preset for unrated-heavy and junior events."""

DEFAULT_SWISS_ORDER: tuple[TieBreakSpec, ...] = OPEN_SWISS_ORDER
"""The order a new individual Swiss event starts with; the arbiter may change it before round 1."""

PRESETS: tuple[tuple[str, tuple[TieBreakSpec, ...]], ...] = (
    ("Open (default)", OPEN_SWISS_ORDER),
    ("FIDE World Championship cycle", FIDE_CYCLE_SWISS_ORDER),
    ("Juniors / unrated-heavy", JUNIOR_SWISS_ORDER),
)
"""Named lists for the tie-break dialog, default first."""

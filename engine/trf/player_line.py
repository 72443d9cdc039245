"""The ``001`` player record: fixed character columns, one 10-column block per round.

Columns are 1-based and inclusive, counted in characters (TRF16 = TRF26)::

    1-3 '001'  5-8 id  10 sex  11-13 title  15-47 name  49-52 rating  54-56 federation
    58-68 FIDE id  70-79 birth date  81-84 points  86-89 rank
    round r: 92+10(r-1)..95 opponent, 97 colour, 99 result (the '+k' of every round offset)

Columns 4, 9, 14, 48, 53, 57, 69, 80, 85, 90-91 (and 96, 98, 100-101 of each round) must be
blank: a character there means the fields are shifted, and every value read after it would be
wrong. A name longer than its 33 columns is the one shift this module repairs (with a warning):
it is the usual cause, and the columns after the name show unambiguously how far they moved.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction

from engine.model import Colour, PlayerId, ResultCode, RoundEntry
from engine.trf.problems import Problem, Severity
from engine.trf.text import parse_decimal, parse_int

NAME_WIDTH = 33
MAX_NAME_OVERFLOW = 67  # a name of up to 100 characters is still recognised as one
FIRST_ROUND_COLUMN = 92  # column of round 1's opponent field
BLOCK_WIDTH = 10

_RESULTS = {
    "1": ResultCode.WIN,
    "0": ResultCode.LOSS,
    "=": ResultCode.DRAW,
    "W": ResultCode.WIN_UNRATED,
    "D": ResultCode.DRAW_UNRATED,
    "L": ResultCode.LOSS_UNRATED,
    "+": ResultCode.FORFEIT_WIN,
    "-": ResultCode.FORFEIT_LOSS,
    "H": ResultCode.HALF_BYE,
    "F": ResultCode.FULL_BYE,
    "U": ResultCode.PAB,
    "Z": ResultCode.ZERO_BYE,
    " ": ResultCode.NOT_PAIRED,
    "?": ResultCode.ADJOURNED,  # TRF-2026 ITDX with 162 X: an adjourned game (issue 21)
}
# TRF06 wrote byes with the game characters against 0000 (trf.md §10).
OLD_BYES = {
    ResultCode.FORFEIT_WIN: ResultCode.PAB,
    ResultCode.DRAW: ResultCode.HALF_BYE,
    ResultCode.FORFEIT_LOSS: ResultCode.ZERO_BYE,
}
_BYE_ONLY = frozenset(
    {ResultCode.HALF_BYE, ResultCode.FULL_BYE, ResultCode.PAB, ResultCode.ZERO_BYE}
)
_COLOURS = {"w": Colour.WHITE, "b": Colour.BLACK}
NOT_PAIRED = RoundEntry(None, None, ResultCode.NOT_PAIRED)
_OPPONENT = re.compile(r" {0,3}[1-9][0-9]{0,3}", re.ASCII)
# Results that need an opponent (a played game, a forfeit, or a game not yet played).
_GAME_RESULTS = (
    {
        ch: code
        for ch, code in _RESULTS.items()
        if code.is_game or code in (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS)
    }
    | {ch.lower(): _RESULTS[ch] for ch in "WDL"}
    | {" ": ResultCode.NOT_PAIRED}
)
_SEXES = {"m": "m", "M": "m", "w": "w", "W": "w", "f": "w", "F": "w", " ": ""}
# Columns that must hold a blank; those from 48 on move with a long name.
_FIXED_BLANKS = (4, 9, 14)
_SHIFTED_BLANKS = (48, 53, 57, 69, 80, 85, 90, 91)


def _blank_columns(shift: int) -> tuple[int, ...]:
    return _FIXED_BLANKS + tuple(c + shift for c in _SHIFTED_BLANKS)


_BLANKS_UNSHIFTED = _blank_columns(0)


@dataclass(slots=True)
class PlayerDraft:
    """A ``001`` line as read, before the whole file is checked."""

    line: int
    id: PlayerId
    shift: int = 0  # columns the fields after the name moved right (a long name)
    sex: str = ""
    title: str = ""
    name: str = ""
    rating: int = 0
    federation: str = ""
    fide_id: str = ""
    birth_date: str = ""
    points: Fraction | None = None
    rank: int | None = None
    rounds: list[RoundEntry] = field(default_factory=list)
    bad_rounds: set[int] = field(default_factory=set)  # blocks that could not be read
    old_byes: list[tuple[int, str]] = field(default_factory=list)  # (round, spelling)
    # Blocks that say "not paired" in so many characters ('0000 -  ', '     -  ') rather than
    # by being blank: in the round to pair they are announced absences (see the reader).
    unpaired_blocks: dict[int, str] = field(default_factory=dict)  # round -> the 8 columns
    # Q169: result codes not known, read as unknown results (or an absence against 0000) and
    # kept to be written back: round -> the character as written
    unknown_codes: dict[int, str] = field(default_factory=dict)

    def round_columns(self, round_no: int) -> tuple[int, int]:
        """First and last column of round ``round_no``'s block (opponent to result)."""
        start = FIRST_ROUND_COLUMN + self.shift + BLOCK_WIDTH * (round_no - 1)
        return start, start + 7


class _Sink:
    """Problems of one line; ``failed`` tells whether any of them is an error."""

    def __init__(self, line: int) -> None:
        self.line = line
        self.problems: list[Problem] = []
        self.failed = False

    def error(self, cols: tuple[int, int] | None, fld: str, message: str) -> None:
        self.failed = True
        self.problems.append(Problem(Severity.ERROR, self.line, fld, message, cols))

    def warn(self, cols: tuple[int, int] | None, fld: str, message: str) -> None:
        self.problems.append(Problem(Severity.WARNING, self.line, fld, message, cols))

    def note(self, cols: tuple[int, int] | None, fld: str, message: str) -> None:
        self.problems.append(Problem(Severity.NOTE, self.line, fld, message, cols))


def _cut(text: str, first: int, last: int) -> str:
    """Columns ``first``..``last`` (1-based, inclusive) of a line padded with blanks."""
    return text[first - 1 : last]


def parse_player_line(
    text: str, line: int, blocks: dict[str, RoundEntry] | None = None
) -> tuple[PlayerDraft | None, list[Problem]]:
    """Read one ``001`` line; the draft is None when its pairing number cannot be read.

    When the line only reads with the fields after the name moved right (a name longer than 33
    characters), it is read that way and a warning says so. ``blocks`` caches round blocks
    that read cleanly (the same ``"  12 w 1"`` recurs all over a file); pass one dict per file.
    """
    cache: dict[str, RoundEntry] = {} if blocks is None else blocks
    if "\t" in text:
        col = text.index("\t") + 1
        return None, [
            Problem(
                Severity.ERROR,
                line,
                "tab",
                "a tab character; TRF fields sit in fixed character columns, "
                "so replace tabs with blanks",
                (col, col),
            )
        ]
    draft, sink = _parse(text, line, 0, cache)
    if sink.failed and len(text) > 47 and text[47] != " ":
        for shift in range(1, min(len(text) - 47, MAX_NAME_OVERFLOW + 1)):
            if text[47 + shift] != " ":
                continue
            shifted, shifted_sink = _parse(text, line, shift, cache)
            if shifted is not None and not shifted_sink.failed:
                length = len(text[14 : 47 + shift].rstrip(" "))
                shifted_sink.warn(
                    (15, 47 + shift),
                    "name",
                    f"the name is {length} characters long but its field holds {NAME_WIDTH} "
                    f"(columns 15-47); the rest of the line was read {shift} column"
                    f"{'s' if shift > 1 else ''} to the right. Other programs reject this line: "
                    f"shorten the name to {NAME_WIDTH} characters",
                )
                return shifted, shifted_sink.problems
    return draft, sink.problems


def _parse(
    text: str, line: int, shift: int, cache: dict[str, RoundEntry]
) -> tuple[PlayerDraft | None, _Sink]:
    sink = _Sink(line)
    rstripped = text.rstrip(" ")
    first_block = FIRST_ROUND_COLUMN + shift
    n_rounds = max(0, -(-(len(rstripped) - first_block + 1) // BLOCK_WIDTH))
    width = max(first_block - 1 + BLOCK_WIDTH * n_rounds, 91 + shift)
    padded = rstripped.ljust(width)

    blank_columns = _BLANKS_UNSHIFTED if shift == 0 else _blank_columns(shift)
    for col in blank_columns:
        ch = padded[col - 1]
        if ch != " ":
            sink.error(
                (col, col),
                "layout",
                f"column {col} should be blank but holds {ch!r}: the fields around it are "
                "shifted (a name longer than 33 characters, a missing blank, a tab?)",
            )

    id_text = _cut(padded, 5, 8)
    pid = parse_int(id_text)
    if pid is None or not 1 <= pid <= 9999:
        shown = id_text.strip(" ")
        if not shown:
            message = "the pairing number is missing"
        elif pid is None:
            message = f"{shown!r} is not a pairing number (1-9999)"
        else:
            message = "the pairing number must be from 1 to 9999"
        sink.error((5, 8), "pairing number", message)
        return None, sink
    draft = PlayerDraft(line=line, id=PlayerId(pid), shift=shift)

    sex = padded[9]
    if sex in _SEXES:
        draft.sex = _SEXES[sex]
    else:
        sink.note((10, 10), "sex", f"{sex!r} is not m or w; read as unknown")
    draft.title = _cut(padded, 11, 13).strip(" ")
    draft.name = _cut(padded, 15, 47 + shift).strip(" ")

    s = shift
    rating_text = _cut(padded, 49 + s, 52 + s)
    if rating_text.strip(" "):
        rating = parse_int(rating_text)
        if rating is None:
            sink.error((49 + s, 52 + s), "rating", f"{rating_text.strip(' ')!r} is not a number")
        else:
            draft.rating = rating
    draft.federation = _cut(padded, 54 + s, 56 + s).strip(" ")
    draft.fide_id = _cut(padded, 58 + s, 68 + s).strip(" ")
    if draft.fide_id and parse_int(draft.fide_id) is None:
        sink.warn((58 + s, 68 + s), "FIDE id", f"{draft.fide_id!r} is not a number")
    draft.birth_date = _cut(padded, 70 + s, 79 + s).strip(" ")

    points_text = _cut(padded, 81 + s, 84 + s)
    if points_text.strip(" "):
        points = parse_decimal(points_text)
        if points is None:
            hint = " (write a dot: 1.5, not 1,5)" if "," in points_text else ""
            sink.error(
                (81 + s, 84 + s), "points", f"{points_text.strip(' ')!r} is not a number{hint}"
            )
        draft.points = points
    rank_text = _cut(padded, 86 + s, 89 + s)
    if rank_text.strip(" "):
        rank = parse_int(rank_text)
        if rank is None:
            sink.error((86 + s, 89 + s), "rank", f"{rank_text.strip(' ')!r} is not a number")
        draft.rank = rank

    rounds = draft.rounds
    for r in range(1, n_rounds + 1):
        start = first_block + BLOCK_WIDTH * (r - 1)
        block = padded[start - 1 : start - 1 + BLOCK_WIDTH]
        entry = cache.get(block)
        if entry is None and block[4] == " " and block[6] == " " and block[8:] == "  ":
            entry = _fast_game(block)
            if entry is not None:
                cache[block] = entry
        if entry is None or entry.opponent == pid:
            known = (len(sink.problems), len(draft.old_byes))
            entry = _parse_block(block, r, start, draft, sink)
            if entry is not None and known == (len(sink.problems), len(draft.old_byes)):
                cache[block] = entry
        if entry is None:
            draft.bad_rounds.add(r)
            entry = NOT_PAIRED
        elif entry == NOT_PAIRED and block.strip(" "):
            draft.unpaired_blocks[r] = block[:8]
        rounds.append(entry)
    while draft.rounds and draft.rounds[-1] == NOT_PAIRED:
        if len(draft.rounds) in draft.bad_rounds:
            break
        draft.rounds.pop()
    return draft, sink


def _fast_game(block: str) -> RoundEntry | None:
    """The common block, a game with a colour (``"  12 w 1  "``); None for anything else.

    The blanks around colour and result are checked by the caller; everything this does not
    accept goes through :func:`_parse_block`, which explains what is wrong.
    """
    colour = _COLOURS.get(block[5])
    result = _GAME_RESULTS.get(block[7])
    if colour is None or result is None or _OPPONENT.fullmatch(block, 0, 4) is None:
        return None
    return RoundEntry(PlayerId(int(block[0:4])), colour, result)


def _unknown_result(char: str, game: bool, r: int, start: int, sink: _Sink) -> ResultCode:
    """Q169 (docs/rulings.md F-16): a code that is not a result code is read as an unknown
    result, never as a known one: against an opponent a game whose result is not known
    (TRF-2026's X, written ``?`` by us: a draw for pairing, C.04.2 D.1), against ``0000`` an
    absence (no game, no points, as a blank result reads). The code is kept and written back."""
    if game:
        meaning = (
            "read as an unknown result (TRF-2026 162 X: a game whose result is not known, "
            "counted as a draw for pairing until the arbiter enters it)"
        )
        code = ResultCode.ADJOURNED
    else:
        meaning = "read as an absence without points (no game), like a blank result"
        code = ResultCode.ZERO_BYE
    sink.warn(
        (start + 7, start + 7),
        f"round {r} result",
        f"{char!r} is not a result code (1 0 = + - W D L H F U Z ? or blank); {meaning}; "
        "the code is kept and written back as it is",
    )
    return code


def _parse_block(
    block: str, r: int, start: int, draft: PlayerDraft, sink: _Sink
) -> RoundEntry | None:
    """One round block; None (with an error) when it cannot be read."""
    ok = True
    for offset in (4, 6, 8, 9):
        if block[offset] != " ":
            ok = False
            col = start + offset
            sink.error(
                (col, col),
                f"round {r}",
                f"column {col} should be blank but holds {block[offset]!r}: this round's "
                f"block (columns {start}-{start + 7}) is misaligned",
            )
    opp_text = block[0:4]
    opponent: PlayerId | None = None
    if opp_text.strip(" "):
        opp = parse_int(opp_text)
        if opp is None:
            ok = False
            sink.error(
                (start, start + 3),
                f"round {r} opponent",
                f"{opp_text.strip(' ')!r} is not a pairing number",
            )
        elif opp != 0:
            opponent = PlayerId(opp)

    colour_char = block[5]
    colour: Colour | None = None
    if colour_char in _COLOURS:
        colour = _COLOURS[colour_char]
    elif colour_char in ("W", "B"):
        colour = _COLOURS[colour_char.lower()]
        sink.warn(
            (start + 5, start + 5),
            f"round {r} colour",
            f"colour {colour_char!r} in capitals; TRF wants 'w' or 'b' (bbpPairings rejects it)",
        )
    elif colour_char not in ("-", " "):
        ok = False
        sink.error(
            (start + 5, start + 5),
            f"round {r} colour",
            f"{colour_char!r} is not a colour (w, b, or - for no game)",
        )

    result_char = block[7]
    key = result_char.upper() if result_char in "wdlhfuz" else result_char
    result = _RESULTS.get(key)
    if result is None:
        if not ok:
            return None
        result = _unknown_result(result_char, opponent is not None, r, start, sink)
        draft.unknown_codes[r] = result_char
    if not ok:
        return None

    res_cols = (start + 7, start + 7)
    if opponent is None:
        if result in OLD_BYES:
            draft.old_byes.append((r, f"0000 - {result_char}"))
            result = OLD_BYES[result]
        elif result.is_game:
            sink.error(
                res_cols,
                f"round {r} result",
                f"the game result {result_char!r} needs an opponent, but the opponent column "
                "is empty (0000 means a bye: U, H, F, Z)",
            )
            return None
        if colour is not None:
            sink.warn(
                (start + 5, start + 5),
                f"round {r} colour",
                f"a colour ({colour.value!r}) without an opponent; read as no colour",
            )
            colour = None
        return RoundEntry(None, None, result)

    if opponent == draft.id:
        sink.error((start, start + 3), f"round {r} opponent", f"player {opponent} plays himself")
        return None
    if result in _BYE_ONLY:
        sink.error(
            res_cols,
            f"round {r} result",
            f"the bye code {result_char!r} cannot have an opponent ({opponent}); "
            "a bye is written against 0000",
        )
        return None
    if result.is_game and colour is None:
        sink.error(
            (start + 5, start + 5),
            f"round {r} colour",
            f"a played game (result {result_char!r} against {opponent}) needs a colour, w or b",
        )
        return None
    return RoundEntry(opponent, colour, result)

"""The fixed-width TXT lists: header-driven slicing, one player line at a time.

Each field is cut from its header token's start to the next token's start (the approach the
spec recommends), so the combined FOA list, the legacy combined list, the single-type lists
(whose rating column is headed by the month, e.g. ``OCT26``) and the 2011 single list all read
with one function. Lines are never rejected for their length; a short line is padded.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from engine.ratinglist.entry import NO_RATING, ListPlayer, Rating
from engine.ratinglist.errors import RatingListError
from engine.ratinglist.titles import split_other_titles

_MONTH = re.compile(r"^[A-Z][a-z]{2}\d{2}$|^[A-Z]{3}\d{2}$")

# header token -> field name; tokens with spaces are matched first
_TOKENS: tuple[tuple[str, str], ...] = (
    ("ID Number", "id"),
    ("ID number", "id"),
    ("Name", "name"),
    ("Fed", "fed"),
    ("Sex", "sex"),
    ("Tit", "tit"),
    ("WTit", "wtit"),
    ("OTit", "otit"),
    ("FOA", "foa"),
    ("SRtng", "s_rating"),
    ("SGm", "s_games"),
    ("SK", "s_k"),
    ("RRtng", "r_rating"),
    ("RGm", "r_games"),
    ("Rk", "r_k"),
    ("BRtng", "b_rating"),
    ("BGm", "b_games"),
    ("BK", "b_k"),
    ("Gms", "games"),
    ("Games", "games"),
    ("K", "k"),
    ("B-day", "born"),
    ("Born", "born"),
    ("Flag", "flag"),
    ("Titl", "tit"),
)


@dataclass(frozen=True, slots=True)
class TxtLayout:
    """Where each field starts and ends in a line of one list (0-based slices)."""

    fields: tuple[tuple[str, int, int | None], ...]  # (field, start, end or None for the rest)
    kind: str  # "combined", "combined-legacy", "single" or "single-2011"
    month: str  # the month token of a single-type list ("OCT26"), "" for a combined list

    def cut(self, line: str) -> dict[str, str]:
        """The stripped text of each field of ``line``."""
        return {f: line[a:b].strip() for f, a, b in self.fields}


def detect_layout(header: str) -> TxtLayout:
    """The layout announced by a list's header line; :class:`RatingListError` if it is none.

    >>> header = "ID Number  Name  Fed Sex Tit  WTit OTit  FOA JAN27 Gms K  B-day Flag"
    >>> detect_layout(header).kind, detect_layout(header).month
    ('single', 'JAN27')
    """
    header = header.rstrip("\r\n").lstrip("\ufeff")
    if not header.strip():
        raise RatingListError("the file is empty (no header line)")
    known = dict(_TOKENS)
    positions: list[tuple[int, str]] = []
    month = ""
    words = [(m.start(), m.group(0)) for m in re.finditer(r"\S+", header)]
    i = 0
    while i < len(words):
        pos, word = words[i]
        if word == "ID" and i + 1 < len(words) and words[i + 1][1].lower() == "number":
            positions.append((pos, "id"))
            i += 2
            continue
        for offset, token in _split_glued(word, known):
            name = known.get(token)
            if name is None and _MONTH.match(token):
                name, month = "rating", token
            if name is None:
                raise RatingListError(
                    f"not a FIDE rating list: unknown column {token!r} in the header line"
                )
            positions.append((pos + offset, name))
        i += 1
    names = [n for _, n in positions]
    if not names or names[0] != "id":
        raise RatingListError("not a FIDE rating list: the header does not start with 'ID Number'")
    if "name" not in names or "fed" not in names:
        raise RatingListError("not a FIDE rating list: no Name or Fed column in the header")
    if "s_rating" in names:
        kind = "combined" if "foa" in names else "combined-legacy"
    elif "rating" in names:
        kind = "single" if "sex" in names else "single-2011"
    else:
        raise RatingListError("not a FIDE rating list: no rating column in the header")
    fields = tuple(
        (name, pos, positions[j + 1][0] if j + 1 < len(positions) else None)
        for j, (pos, name) in enumerate(positions)
    )
    return TxtLayout(fields, kind, month)


def _split_glued(word: str, known: dict[str, str]) -> list[tuple[int, str]]:
    """``"TitlFed"`` -> ``[(0, "Titl"), (4, "Fed")]`` (the 2011 header glues some tokens)."""
    if word in known or _MONTH.match(word):
        return [(0, word)]
    for size in range(len(word) - 1, 0, -1):
        head = word[:size]
        if head in known or _MONTH.match(head):
            rest = _split_glued(word[size:], known)
            if all(t in known or _MONTH.match(t) for _, t in rest):
                return [(0, head)] + [(size + o, t) for o, t in rest]
    return [(0, word)]


def _int(text: str) -> int | None:
    text = text.strip()
    if not text.isdigit():
        return None
    value = int(text)
    return value or None


def _rating(values: dict[str, str], prefix: str) -> Rating:
    rating = _int(values.get(f"{prefix}rating", ""))
    if rating is None:
        return NO_RATING
    return Rating(
        rating, _int(values.get(f"{prefix}games", "")), _int(values.get(f"{prefix}k", ""))
    )


def parse_txt_line(layout: TxtLayout, line: str) -> ListPlayer | None:
    """The player on ``line``, or None for a blank line or one without an ID."""
    line = line.rstrip("\r\n")
    if not line.strip():
        return None
    values = layout.cut(line)
    fide_id = values.get("id", "")
    if not fide_id.isdigit():
        return None
    if layout.kind.startswith("single"):
        single = _rating(values, "")
        standard = single  # which type is the caller's knowledge (file name or month token)
        rapid = blitz = NO_RATING
    else:
        standard, rapid, blitz = _rating(values, "s_"), _rating(values, "r_"), _rating(values, "b_")
    title = values.get("tit", "")
    sex = values.get("sex", "")
    flag = values.get("flag", "")
    if not sex and layout.kind == "single-2011":
        sex = "F" if "w" in flag.lower() else ""
    born = values.get("born", "")[:4]
    return ListPlayer(
        fide_id=fide_id,
        name=values.get("name", ""),
        federation=values.get("fed", "").upper(),
        sex=sex[:1].upper(),
        title=title,
        women_title=values.get("wtit", ""),
        other_titles=split_other_titles(values.get("otit", "")),
        foa_title=values.get("foa", ""),
        standard=standard,
        rapid=rapid,
        blitz=blitz,
        birth_year=_int(born),
        flag=flag.lower(),
    )


def iter_txt(lines: Iterable[str]) -> Iterator[ListPlayer]:
    """Players of a TXT list given as lines (header first); streams, never holds the file."""
    iterator = iter(lines)
    header = next(iterator, None)
    if header is None:
        raise RatingListError("the file is empty")
    layout = detect_layout(header)
    for line in iterator:
        player = parse_txt_line(layout, line)
        if player is not None:
            yield player


__all__ = ["TxtLayout", "detect_layout", "iter_txt", "parse_txt_line"]

"""Opening a list as downloaded: the ZIP (any single member name), or the bare TXT or XML."""

from __future__ import annotations

import re
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from engine.files import check_regular
from engine.ratinglist.entry import ListPlayer, RatingType
from engine.ratinglist.errors import RatingListError
from engine.ratinglist.txt import detect_layout, parse_txt_line
from engine.ratinglist.xml import iter_xml


@dataclass(frozen=True, slots=True)
class ListInfo:
    """What the file says about itself."""

    form: str  # "txt" or "xml"
    kind: str  # TXT layout ("combined", "single"...) or "xml"
    month: str  # the month token of a single-type TXT list, e.g. "OCT26"; "" if unknown
    single_type: RatingType | None  # the type of a single-type list when the name says it


def _decode(raw: bytes) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:  # older lists and re-packs: cp1252, per line
        return raw.decode("cp1252", errors="replace")


def _type_from_name(name: str) -> RatingType | None:
    lowered = Path(name).name.lower()
    for kind in RatingType:
        if lowered.startswith(kind.value):
            return kind
    return None


@contextmanager
def _binary(path: Path) -> Iterator[tuple[IO[bytes], str]]:
    if zipfile.is_zipfile(path):
        with zipfile.ZipFile(path) as archive:
            members = [m for m in archive.infolist() if not m.is_dir()]
            if len(members) != 1:
                raise RatingListError(
                    f"{path.name}: a FIDE list archive holds one file, this one {len(members)}"
                )
            with archive.open(members[0]) as stream:
                yield stream, members[0].filename
    else:
        with path.open("rb") as stream:
            yield stream, path.name


def _txt_players(
    stream: IO[bytes], name: str, force: RatingType | None
) -> tuple[ListInfo, Iterator[ListPlayer]]:
    header = _decode(stream.readline())
    layout = detect_layout(header)
    single = force or _type_from_name(name)
    if layout.kind.startswith("single") and single is None:
        single = RatingType.STANDARD
    info = ListInfo(
        "txt", layout.kind, layout.month, single if layout.kind.startswith("single") else None
    )

    def players() -> Iterator[ListPlayer]:
        for raw in stream:
            player = parse_txt_line(layout, _decode(raw))
            if player is None:
                continue
            if info.single_type is not None and info.single_type is not RatingType.STANDARD:
                player = _move_single(player, info.single_type)
            yield player

    return info, players()


def _move_single(p: ListPlayer, kind: RatingType) -> ListPlayer:
    from dataclasses import replace

    from engine.ratinglist.entry import NO_RATING

    if kind is RatingType.RAPID:
        return replace(p, standard=NO_RATING, rapid=p.standard)
    return replace(p, standard=NO_RATING, blitz=p.standard)


_XML_START = re.compile(rb"^\s*(?:\xef\xbb\xbf)?\s*<")


@contextmanager
def open_list(
    path: Path | str, *, single_type: RatingType | None = None
) -> Iterator[tuple[ListInfo, Iterator[ListPlayer]]]:
    """Open a FIDE list for streaming: ``with open_list(p) as (info, players): ...``.

    ``single_type`` says which rating a single-type list holds when its name does not tell
    (``standard_…``, ``rapid_…``, ``blitz_…``); it defaults to standard.

    Raises:
        RatingListError: not a FIDE list (the header or XML root is wrong), or a damaged file.
        OSError: the file cannot be read, or is not a regular file (a pipe would block).
    """
    path = Path(path)
    check_regular(path)
    try:
        with _binary(path) as (stream, _name):
            head = stream.read(64)
        with _binary(path) as (stream, name):
            if _XML_START.match(head):
                kind = single_type or _type_from_name(name)
                players = iter_xml(stream)
                if kind is not None and kind is not RatingType.STANDARD:
                    players = (_move_single(p, kind) for p in players)
                yield ListInfo("xml", "xml", "", kind), players
            else:
                yield _txt_players(stream, name, single_type)
    except zipfile.BadZipFile as exc:
        raise RatingListError(f"{path.name}: the archive is damaged ({exc})") from exc


__all__ = ["ListInfo", "open_list"]

"""National ratings for the tournament rating method (TRF-2026 ``172`` and ``NRS``).

:func:`national_from_csv` matches the rows of a CSV (a national federation's export, a
spreadsheet) to the registered players and reads their national ID and rating;
:func:`method_notices` are the level 2 notices a rating method leaves the arbiter to read
(players the method leaves unrated, national ratings that order nobody).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from engine.errors import EngineError
from engine.journal.commands import SetRatingMethod
from engine.journal.fide_record import NationalRating, RatingMethod
from engine.journal.state import State
from engine.journal.warnings import Level, RuleWarning
from engine.model import Player, PlayerId
from engine.ratinglist.csvfile import CsvTable

METHOD_WORDS = {
    RatingMethod.FIDE: "FIDE rating only",
    RatingMethod.NRO: "national rating only",
    RatingMethod.FIDON: "FIDE rating if defined, otherwise national rating",
    RatingMethod.NIDOF: "national rating if defined, otherwise FIDE rating",
    RatingMethod.HBFN: "the higher of FIDE and national rating",
    RatingMethod.LBFN: "the lower of FIDE and national rating (of those defined)",
    RatingMethod.OTHER: "another method: FIDE rating, the arbiter orders by hand",
}
"""Each method in one line (TRF-2026, Tag 172)."""


class NationalCsvError(EngineError):
    """A CSV of national ratings that cannot be used at all (no column to match players)."""


@dataclass(frozen=True, slots=True)
class NationalRow:
    """One matched row: the player, his national ID and rating (0: none), the CSV row."""

    player: PlayerId
    number: str
    rating: int
    row: int  # 1-based data row


@dataclass(frozen=True, slots=True)
class NationalImport:
    """What a CSV gave: the matched rows and, per row not taken, why (row numbers 1-based)."""

    rows: tuple[NationalRow, ...]
    problems: tuple[str, ...]


def _key(name: str) -> str:
    return re.sub(r"[^0-9a-z]", "", name.casefold())


_KEYS = {
    "pairing": ("no", "nr", "tpn", "sno", "startno", "startnumber", "pairingnumber", "rankno"),
    "fide": ("fideid", "fide", "idfide", "fidenumber", "fidecode"),
    "name": ("name", "player", "fullname"),
    "number": ("nationalid", "natid", "nationalnumber", "natnumber", "nationalcode", "localid"),
    "rating": ("nationalrating", "natrating", "nationalelo", "natelo", "nrating", "elonat"),
}


def _columns(header: Sequence[str]) -> dict[str, int]:
    found: dict[str, int] = {}
    keys = [_key(h) for h in header]
    for field, names in _KEYS.items():
        for i, k in enumerate(keys):
            if k in names and i not in found.values():
                found.setdefault(field, i)
    return found


def national_from_csv(table: CsvTable, players: Sequence[Player]) -> NationalImport:
    """The national IDs and ratings of ``table`` matched to ``players``.

    A row is matched by the pairing-number column (``No``, ``TPN``), else by ``FIDE ID``,
    else by ``Name`` (the whole name, case and spacing aside); it gives a ``National ID`` and/or
    a ``National rating`` column. Rows that match nobody, match a player twice or hold a rating
    that is no number from 0 to 9999 are listed, not taken.

    >>> from engine.ratinglist.csvfile import parse_csv
    >>> from engine.model import Player, PlayerId
    >>> t = parse_csv("FIDE ID;National ID;National rating\\n1503014;N-77;2210\\n")
    >>> national_from_csv(t, [Player(PlayerId(1), "Carlsen", fide_id="1503014")]).rows
    (NationalRow(player=1, number='N-77', rating=2210, row=1),)
    """
    cols = _columns(table.header)
    if "number" not in cols and "rating" not in cols:
        raise NationalCsvError(
            "the CSV has no 'National ID' and no 'National rating' column (header: "
            f"{', '.join(table.header) or 'empty'})"
        )
    key = next((k for k in ("pairing", "fide", "name") if k in cols), None)
    if key is None:
        raise NationalCsvError(
            "the CSV has no column to find the players by: 'No' (pairing number), 'FIDE ID' "
            "or 'Name'"
        )
    index: dict[str, PlayerId] = {}
    for p in players:
        value = {"pairing": str(p.id), "fide": p.fide_id, "name": _name(p.name)}[key]
        if value:
            index.setdefault(value, p.id)
    rows: list[NationalRow] = []
    problems: list[str] = []
    taken: dict[PlayerId, int] = {}
    for n, row in enumerate(table.rows, start=1):
        cell = row[cols[key]].strip() if cols[key] < len(row) else ""
        wanted = _name(cell) if key == "name" else cell.lstrip("0") if key == "pairing" else cell
        pid = index.get(wanted)
        if pid is None:
            problems.append(f"row {n}: no player with {_label(key)} {cell!r}")
            continue
        if pid in taken:
            problems.append(f"row {n}: No. {pid} is also on row {taken[pid]}")
            continue
        number = _cell(row, cols.get("number"))
        rating_text = _cell(row, cols.get("rating"))
        if rating_text and not (rating_text.isdigit() and int(rating_text) <= 9999):
            problems.append(f"row {n}: national rating {rating_text!r} is not 0-9999")
            continue
        taken[pid] = n
        rows.append(NationalRow(pid, number, int(rating_text) if rating_text else 0, n))
    return NationalImport(tuple(sorted(rows, key=lambda r: r.player)), tuple(problems))


def _cell(row: Sequence[str], i: int | None) -> str:
    return row[i].strip() if i is not None and i < len(row) else ""


def _name(name: str) -> str:
    return " ".join(name.casefold().replace(",", " ").split())


def _label(key: str) -> str:
    return {"pairing": "pairing number", "fide": "FIDE ID", "name": "name"}[key]


def method_notices(state: State, cmd: SetRatingMethod) -> list[RuleWarning]:
    """Level 2 notices about a rating method: players it leaves unrated though they have a
    rating, and national ratings that order nobody (method FIDE or OTHER)."""
    national = {n.player: n.rating for n in cmd.national}
    out: list[RuleWarning] = []
    if cmd.method in (RatingMethod.FIDE, RatingMethod.OTHER):
        if any(national.values()):
            out.append(
                RuleWarning(
                    Level.ACKNOWLEDGE,
                    "rating",
                    "rating-method.national-unused",
                    "National ratings not used",
                    f"the method is {cmd.method.value} ({METHOD_WORDS[cmd.method]}): the national "
                    "ratings are written into the TRF (NRS lines) but order nobody",
                )
            )
        return out
    if cmd.method is RatingMethod.NRO:
        lost = [p for p in state.tournament.players if p.rating and not national.get(p.id)]
        if lost:
            shown = ", ".join(f"No. {p.id}" for p in lost[:10]) + (" …" if len(lost) > 10 else "")
            out.append(
                RuleWarning(
                    Level.ACKNOWLEDGE,
                    "rating",
                    "rating-method.unrated",
                    "Players without a national rating",
                    f"{len(lost)} player(s) with a FIDE rating have no national rating and are "
                    f"unrated under NRO ({METHOD_WORDS[RatingMethod.NRO]}): {shown}",
                )
            )
    elif not any(national.values()):
        out.append(
            RuleWarning(
                Level.ACKNOWLEDGE,
                "rating",
                "rating-method.no-national",
                "No national rating entered",
                f"the method is {cmd.method.value} ({METHOD_WORDS[cmd.method]}) but no national "
                "rating is entered: the players are ordered by their FIDE ratings",
            )
        )
    return out


def ratings_for(
    players: Sequence[Player],
    rows: Sequence[tuple[PlayerId, str, int, str]],
    federation: str,
    kept: Sequence[NationalRating] = (),
) -> tuple[NationalRating, ...]:
    """The national records of ``rows`` (player, national ID, rating, source; no ID and no
    rating: none), each keeping what an earlier record of the same player held beyond them.
    A source "" keeps the earlier one while the rating is unchanged, else says "typed"."""
    before = {n.player: n for n in kept}
    ids = {p.id for p in players}
    out = []
    for pid, number, rating, source in rows:
        if pid not in ids or (not number.strip() and not rating):
            continue
        old = before.get(pid)
        base = old if old is not None else NationalRating(pid, federation)
        if not source:
            source = base.source if old is not None and old.rating == rating else "typed"
        out.append(
            NationalRating(
                player=pid,
                federation=federation or base.federation,
                rating=rating,
                number=number.strip(),
                origin=base.origin,
                classification=base.classification,
                name=base.name,
                sex=base.sex,
                birth_date=base.birth_date,
                source=source,
            )
        )
    return tuple(out)


__all__ = [
    "METHOD_WORDS",
    "NationalCsvError",
    "NationalImport",
    "NationalRow",
    "method_notices",
    "national_from_csv",
    "ratings_for",
]

"""The standings half of the pairing and tie-break checker (checklist Q21).

A TRF-2026 file says how its standings are ordered (record ``212``: ``PTS`` and the tie-breaks;
or ``202``: the tie-breaks after the points) and where each player stands (the rank, columns
86-89, "ties allowed"). :func:`check_standings` ranks the players again after the last round
the file holds, with that list and our C.07 tie-breaks, and lists every player whose rank in
the file is not a place the list gives him: his place, or any place of the group he is tied
with on points and every tie-break (those may be ordered by lot, or share the first place of
the group).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.errors import EngineError
from engine.model import PlayerId, Tournament
from engine.standings import StandingsError, parse_tiebreaks, standings
from engine.standings.codes import TieBreakSpec, format_tiebreaks
from engine.standings.errors import TieBreakCodeError


@dataclass(frozen=True, slots=True)
class StandingsFinding:
    """A player whose rank in the file breaks the tie-break list."""

    player: PlayerId
    file_rank: int
    rank: int  # the place the list gives (rank .. rank_to for a tied group)
    rank_to: int

    def render(self, names: dict[PlayerId, str] | None = None) -> str:
        who = f"No. {self.player}"
        if names and self.player in names:
            who += f" {names[self.player]}"
        place = str(self.rank) if self.rank == self.rank_to else f"{self.rank}-{self.rank_to}"
        return f"{who}: rank {self.file_rank} in the file, {place} by the tie-break list"


@dataclass(frozen=True, slots=True)
class StandingsCheck:
    """What the standings check did: the list used, the round, the findings, or why not."""

    after_round: int
    order: str  # the list as 212 writes it ("PTS,BH/C1,SB"); "" when none was found
    findings: tuple[StandingsFinding, ...] = ()
    skipped: str = ""  # why the standings were not checked ("" when they were)


def tiebreak_list(t: Tournament) -> tuple[str, tuple[TieBreakSpec, ...]] | None:
    """The file's standings order: its 212 record, else PTS and its 202 record (None: none).

    Raises EngineError when the list cannot be read or puts a tie-break above the points.
    """
    lines = {line[:3]: line[4:].strip() for line in t.extra_records if line[:3] in ("202", "212")}
    text = lines.get("212") or lines.get("202")
    if not text:
        return None
    first = (text.split(",") if "," in text else text.split())[0].strip().upper()
    if "212" in lines and first != "PTS":
        raise EngineError(
            f"212 {text}: the standings put {first} above the points; such an order is not checked"
        )
    try:
        specs = parse_tiebreaks(text)
    except TieBreakCodeError as exc:
        raise EngineError(f"{'212' if '212' in lines else '202'} {text}: {exc}") from exc
    return format_tiebreaks(specs, with_points=True), specs


def check_standings(t: Tournament, after_round: int | None = None) -> StandingsCheck:
    """Rank the players of ``t`` by the file's own list and compare with its ranks."""
    last = t.rounds_paired() if after_round is None else after_round
    try:
        found = tiebreak_list(t)
    except EngineError as exc:
        return StandingsCheck(last, "", skipped=str(exc))
    if found is None:
        return StandingsCheck(last, "", skipped="no 212 or 202 record: no tie-break list")
    order, specs = found
    if last == 0:
        return StandingsCheck(last, order, skipped="no round played")
    if any(p.declared_rank is None for p in t.players):
        return StandingsCheck(last, order, skipped="the file gives no rank (columns 86-89)")
    try:
        rows = standings(t, last, specs)
    except StandingsError as exc:
        return StandingsCheck(last, order, skipped=f"the standings cannot be computed: {exc}")
    findings = []
    for row in rows:
        p = t.player(row.player)
        rank = p.declared_rank
        assert rank is not None
        if not row.rank <= rank <= row.rank_to:
            findings.append(StandingsFinding(row.player, rank, row.rank, row.rank_to))
    findings.sort(key=lambda f: (f.rank, f.player))
    return StandingsCheck(last, order, tuple(findings))


__all__ = ["StandingsCheck", "StandingsFinding", "check_standings", "tiebreak_list"]

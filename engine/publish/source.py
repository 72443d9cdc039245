"""What is published: the tournament cut to its published rounds, their board order, settings.

A TRF file holds no board order and no notion of publication: every round in it counts as
published (it was played or at least announced), in the C.04.2 D.9 order (a round-robin: the
Berger table's order). A tournament file (the journal) knows both: only the rounds whose pairing
the arbiter published are on the site, in the order published.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from engine.errors import EngineError
from engine.journal.state import State, boards_from_entries
from engine.model import PlayerId, Tournament
from engine.norms import NormFields
from engine.publish.errors import PublishError
from engine.ratings import RatingSettings
from engine.roundrobin import (
    DEFAULT_ROUND_ROBIN_ORDER,
    RoundRobinFormat,
    check_round_robin_tiebreaks,
    round_robin_format,
    tournament_schedule,
)
from engine.standings import DEFAULT_SWISS_ORDER, TieBreakSpec, parse_tiebreaks

Pair = tuple[PlayerId, PlayerId]


@dataclass(frozen=True, slots=True)
class PublishedRound:
    """A round on the site: its number and its boards (White, Black), board 1 first."""

    round_no: int
    boards: tuple[Pair, ...]


@dataclass(frozen=True, slots=True)
class SiteInput:
    """Everything a site is built from; nothing else is read (same input, same site).

    ``tournament`` holds the published rounds only (see :func:`cut_to_rounds`); ``rounds`` their
    board order. ``round_robin`` is the event's format when it is a round-robin. ``live`` adds
    the few lines that reload a page when the arbiter publishes again (the live page).
    """

    tournament: Tournament
    rounds: tuple[PublishedRound, ...]
    tiebreaks: tuple[TieBreakSpec, ...] = DEFAULT_SWISS_ORDER
    ratings: RatingSettings = field(default_factory=RatingSettings)
    norm_fields: NormFields = field(default_factory=NormFields)
    round_robin: RoundRobinFormat | None = None
    lots: str = ""
    language: str = "en"
    live: bool = False

    def __post_init__(self) -> None:
        numbers = [r.round_no for r in self.rounds]
        if numbers != list(range(1, len(numbers) + 1)):
            raise PublishError(f"the published rounds must be 1..n in order, not {numbers}")
        if len(numbers) > self.tournament.rounds_in_file:
            raise PublishError(
                f"{len(numbers)} rounds published but the tournament has "
                f"{self.tournament.rounds_in_file}"
            )

    @property
    def last_round(self) -> int:
        """The last published round (0: none yet)."""
        return len(self.rounds)


def cut_to_rounds(t: Tournament, last: int) -> Tournament:
    """``t`` without any entry after round ``last``: a draft pairing, a bye requested for a
    later round, a round not published yet stay private.
    """
    if t.rounds_in_file <= last:
        return t
    return replace(t, players=tuple(replace(p, rounds=p.rounds[:last]) for p in t.players))


def _round_robin_boards(t: Tournament, fmt: RoundRobinFormat, last: int) -> list[tuple[Pair, ...]]:
    rounds = tournament_schedule(t, fmt)
    return [tuple((PlayerId(w), PlayerId(b)) for w, b in r.boards) for r in rounds[:last]]


def _check_boards(t: Tournament, round_no: int, boards: Sequence[Pair]) -> tuple[Pair, ...]:
    """The boards of ``round_no`` in the order given, as the players' entries have them.

    A board the entries do not show (a forfeit recorded as a bye) is left out; a game of the
    entries the order does not list follows in the C.04.2 D.9 order, so that no player is lost.
    """
    by_id = {p.id: p for p in t.players}
    kept: list[Pair] = []
    seen: set[PlayerId] = set()
    for w, b in boards:
        white = by_id.get(w)
        if white is not None and b in by_id and white.entry(round_no).opponent == b:
            kept.append((w, b))
            seen.update((w, b))
    kept.extend(
        (board.white, board.black)
        for board in boards_from_entries(t, round_no)[0]
        if board.white not in seen and board.black not in seen
    )
    return tuple(kept)


def _entry_boards(t: Tournament, last: int) -> list[tuple[Pair, ...]]:
    return [
        tuple((b.white, b.black) for b in boards_from_entries(t, r)[0]) for r in range(1, last + 1)
    ]


def site_input_from_trf(
    t: Tournament,
    *,
    tiebreaks: Sequence[TieBreakSpec] | None = None,
    ratings: RatingSettings | None = None,
    language: str = "en",
) -> SiteInput:
    """A site of every round in a TRF file (boards in C.04.2 D.9 order, a round-robin's in its
    table's order); the tie-breaks default to the system's (C.07).
    """
    fmt = round_robin_format(t)
    last = t.rounds_in_file
    orders: list[tuple[Pair, ...]] | None = None
    if fmt is not None:
        try:
            orders = _round_robin_boards(t, fmt, last)
        except EngineError:  # pairing numbers not 1..n: published as a Swiss event
            fmt = None
    if orders is None or len(orders) < last:
        orders = _entry_boards(t, last)
    rounds = tuple(
        PublishedRound(r, _check_boards(t, r, orders[r - 1])) for r in range(1, last + 1)
    )
    default = DEFAULT_ROUND_ROBIN_ORDER if fmt is not None else DEFAULT_SWISS_ORDER
    return SiteInput(
        t,
        rounds,
        tiebreaks=tuple(tiebreaks) if tiebreaks else default,
        ratings=ratings or RatingSettings(),
        round_robin=fmt,
        language=language,
    )


def _state_tiebreaks(state: State, round_robin: bool) -> tuple[TieBreakSpec, ...]:
    default = DEFAULT_ROUND_ROBIN_ORDER if round_robin else DEFAULT_SWISS_ORDER
    text = state.settings.tiebreaks
    if not text:
        return default
    try:
        specs = parse_tiebreaks(text)
        if round_robin:
            check_round_robin_tiebreaks(specs)
    except EngineError:  # a list C.07 does not allow here: the system's default, as on screen
        return default
    return specs


def site_input_from_state(
    state: State, *, language: str = "en", live: bool = False, lots: str = ""
) -> SiteInput:
    """A site of the rounds the arbiter published (Round > Publish), in the order published;
    a paired round not published yet, and anything after it, is left out.
    """
    last = state.rounds_published
    t = cut_to_rounds(state.tournament, last)
    fmt = (
        RoundRobinFormat(state.settings.cycles, state.settings.swap_cycle_end)
        if state.settings.round_robin
        else None
    )
    rounds = []
    for r in range(1, last + 1):
        rs = state.round(r)
        order = tuple((b.white, b.black) for b in rs.boards) if rs is not None else ()
        rounds.append(PublishedRound(r, _check_boards(t, r, order)))
    return SiteInput(
        t,
        tuple(rounds),
        tiebreaks=_state_tiebreaks(state, fmt is not None),
        ratings=state.ratings,
        norm_fields=state.norm_fields,
        round_robin=fmt,
        lots=lots,
        language=language,
        live=live,
    )

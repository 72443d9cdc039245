"""§4 row "ratings": the tournament rating methods of TRF-2026 record 172 order the pairing
numbers (Q116-146); national ratings follow their players; each rating keeps its source."""

from __future__ import annotations

import pytest

from engine.journal import (
    AddPlayer,
    EditPlayer,
    PlayerData,
    SetInitialOrder,
    SetRatingMethod,
    State,
    apply_command,
)
from engine.journal.fide_record import NationalRating, RatingMethod

from .helpers import P

# (name, FIDE rating, national rating)
FIELD = (
    ("Alpha, A", 2000, 1800),
    ("Bravo, B", 0, 2100),
    ("Charlie, C", 1900, 0),
    ("Delta, D", 1950, 2050),
)

EXPECTED = {
    RatingMethod.FIDE: ["Alpha", "Delta", "Charlie", "Bravo"],
    RatingMethod.NRO: ["Bravo", "Delta", "Alpha", "Charlie"],
    RatingMethod.FIDON: ["Bravo", "Alpha", "Delta", "Charlie"],
    RatingMethod.NIDOF: ["Bravo", "Delta", "Charlie", "Alpha"],
    RatingMethod.HBFN: ["Bravo", "Delta", "Alpha", "Charlie"],
    RatingMethod.LBFN: ["Bravo", "Delta", "Charlie", "Alpha"],
    RatingMethod.OTHER: ["Alpha", "Delta", "Charlie", "Bravo"],
}
"""Worked by hand from C.04.2 B.2 (rating first) with each method's tournament rating."""


def _field(method: RatingMethod) -> State:
    state = State()
    for name, fide, _national in FIELD:
        state = apply_command(state, AddPlayer(PlayerData(name, rating=fide, federation="NOR")))
    national = tuple(
        NationalRating(P(i), "NOR", n) for i, (_name, _fide, n) in enumerate(FIELD, 1) if n
    )
    return apply_command(state, SetRatingMethod(method, "NOR", national))


@pytest.mark.parametrize("method", list(RatingMethod), ids=lambda m: m.value)
def test_pairing_numbers_follow_the_tournament_rating(method: RatingMethod) -> None:
    state = apply_command(_field(method), SetInitialOrder())
    order = [p.name.split(",")[0] for p in sorted(state.tournament.players, key=lambda p: p.id)]
    assert order == EXPECTED[method]
    # the national ratings moved with their players
    by_name = {p.name: p.id for p in state.tournament.players}
    for name, _fide, national in FIELD:
        n = state.fide.national_of(by_name[name])
        assert (n.rating if n else 0) == national


def test_each_rating_keeps_its_source() -> None:
    state = apply_command(
        State(), AddPlayer(PlayerData("Echo, E", rating=2222, rating_source="FIDE list 2026-04"))
    )
    state = apply_command(state, AddPlayer(PlayerData("Fox, F", rating=1111)))
    assert state.fide.source_of(P(1)) == "FIDE list 2026-04"
    assert state.fide.source_of(P(2)) == ""
    state = apply_command(
        state, EditPlayer(P(2), PlayerData("Fox, F", rating=1150, rating_source="typed"))
    )
    assert state.fide.source_of(P(2)) == "typed"
    state = apply_command(state, SetInitialOrder((P(2), P(1))))
    assert state.fide.source_of(P(1)) == "typed"  # Fox is No. 1 now

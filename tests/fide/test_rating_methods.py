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


# ---- national ratings from a CSV, and the notices a method leaves (the GUI dialog's engine) ----


def test_national_ratings_from_a_csv_by_each_key() -> None:
    from engine.journal.national import NationalCsvError, national_from_csv
    from engine.ratinglist.csvfile import parse_csv

    state = _field(RatingMethod.FIDE)
    players = state.tournament.players
    by_no = parse_csv("No;National ID;National rating\n2;N-2;2100\n9;N-9;1000\n")
    found = national_from_csv(by_no, players)
    assert [(r.player, r.number, r.rating, r.row) for r in found.rows] == [(2, "N-2", 2100, 1)]
    assert found.problems == ("row 2: no player with pairing number '9'",)
    by_name = parse_csv(
        'Name,National rating\n"delta,  d",2050\n"Alpha, A",18x0\n"Delta, D",2000\n'
    )
    found = national_from_csv(by_name, players)
    assert [(r.player, r.rating) for r in found.rows] == [(4, 2050)]
    assert found.problems == (
        "row 2: national rating '18x0' is not 0-9999",
        "row 3: No. 4 is also on row 1",
    )
    with pytest.raises(NationalCsvError, match="no 'National ID' and no 'National rating'"):
        national_from_csv(parse_csv("Name;Elo\nAlpha, A;2000\n"), players)
    with pytest.raises(NationalCsvError, match="no column to find the players by"):
        national_from_csv(parse_csv("Club;National rating\nX;2000\n"), players)


@pytest.mark.parametrize(
    ("method", "keys"),
    [
        (RatingMethod.FIDE, ["rating-method.national-unused"]),
        (RatingMethod.OTHER, ["rating-method.national-unused"]),
        (RatingMethod.NRO, ["rating-method.unrated"]),  # Charlie: FIDE 1900, no national
        (RatingMethod.HBFN, []),
    ],
    ids=lambda x: x.value if isinstance(x, RatingMethod) else "",
)
def test_notices_of_a_rating_method(method: RatingMethod, keys: list[str]) -> None:
    from engine.journal import assess

    state = _field(RatingMethod.FIDE)
    command = SetRatingMethod(method, "NOR", state.fide.national)
    warnings = assess(state, command)
    assert [w.key for w in warnings] == keys
    if method is RatingMethod.NRO:
        assert warnings[0].message.startswith("1 player(s) with a FIDE rating have no national")
        assert warnings[0].message.endswith(": No. 3")
    # no national rating at all under HBFN: the notice says the FIDE ratings order
    (none,) = assess(state, SetRatingMethod(RatingMethod.HBFN, "NOR", ()))
    assert none.key == "rating-method.no-national"

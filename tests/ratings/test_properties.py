"""Properties of the rating change on random tournaments (hypothesis).

- the event change is the sum of the per-game changes, exactly, and is rounded once;
- the 400-point rule only ever reduces |D|, never changes its sign, and leaves D alone at 400
  or less and for players rated 2650 or more (standard);
- the 600-point rule of rapid and blitz drops a game for both players or for neither.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from engine.model import Colour, Player, PlayerId, ResultCode, RoundEntry, Tournament
from engine.ratings import (
    RatingKind,
    RatingSettings,
    counted_difference,
    rated_in_kind,
    rating_changes,
)
from tests.ratings.builders import MIRROR

RESULTS = [
    ResultCode.WIN,
    ResultCode.DRAW,
    ResultCode.LOSS,
    ResultCode.WIN_UNRATED,
    ResultCode.FORFEIT_WIN,
    ResultCode.NOT_PAIRED,
]
ratings = st.one_of(st.just(0), st.integers(1400, 2900))


@st.composite
def tournaments(draw: st.DrawFn) -> Tournament:
    n = draw(st.integers(2, 10))
    rounds = draw(st.integers(1, 7))
    entries: dict[int, list[RoundEntry]] = {i: [] for i in range(1, n + 1)}
    for _ in range(rounds):
        order = draw(st.permutations(list(range(1, n + 1))))
        for a, b in zip(order[0::2], order[1::2], strict=False):
            res = draw(st.sampled_from(RESULTS))
            entries[a].append(RoundEntry(PlayerId(b), Colour.WHITE, res))
            entries[b].append(RoundEntry(PlayerId(a), Colour.BLACK, MIRROR[res]))
        if n % 2:
            entries[order[-1]].append(RoundEntry(None, None, ResultCode.PAB))
    players = tuple(
        Player(
            PlayerId(i),
            f"P{i}",
            rating=draw(ratings),
            birth_date=str(draw(st.integers(1950, 2015))),
            rounds=tuple(entries[i]),
        )
        for i in range(1, n + 1)
    )
    return Tournament(start_date="2026/01/10", players=players)


@given(tournaments(), st.sampled_from(list(RatingKind)), st.integers(5, 40))
def test_event_change_is_the_sum_of_game_changes(t, kind, k):
    typed = RatingSettings(kind, tuple((p.id, k) for p in t.players if p.id % 2 == 0))
    for change in rating_changes(t, settings=typed):
        per_game = sum((g.change or Fraction(0) for g in change.games), Fraction(0))
        assert change.change_exact == per_game
        if change.rating:
            assert change.k is not None
            assert change.change_exact == change.k.value * change.sum_delta
            assert all(g.k == change.k.value for g in change.rated_games)
            # rounded once, 0.5 away from zero (Decimal's ROUND_HALF_UP)
            dec = Decimal(change.change_exact.numerator) / Decimal(change.change_exact.denominator)
            assert change.change == int(dec.quantize(Decimal(1), rounding=ROUND_HALF_UP))
        else:
            assert change.change_exact == 0 and not change.rated_games
        assert change.running()[-1][1] == change.change_exact if change.games else True


@given(tournaments(), st.sampled_from(list(RatingKind)))
def test_400_rule_only_reduces_the_difference(t, kind):
    for change in rating_changes(t, settings=RatingSettings(kind)):
        for g in change.rated_games:
            assert g.difference is not None and g.counted is not None
            assert abs(g.counted) <= abs(g.difference)
            assert g.counted * g.difference >= 0 or g.difference == 0
            if abs(g.difference) <= 400:
                assert g.counted == g.difference
            if kind is RatingKind.STANDARD and change.rating >= 2650:
                assert g.counted == g.difference


@given(st.integers(1000, 3000), st.integers(1000, 3000), st.sampled_from(list(RatingKind)))
def test_counted_difference_properties(own, opp, kind):
    d = own - opp
    c = counted_difference(own, opp, kind)
    assert abs(c) <= abs(d) and c * d >= 0
    assert abs(c) == min(abs(d), 400) or (kind is RatingKind.STANDARD and own >= 2650 and c == d)
    # the rapid/blitz 600-point exclusion is symmetric: both players or neither
    assert rated_in_kind(own, opp, kind) == rated_in_kind(opp, own, kind)


@given(tournaments())
def test_both_sides_of_a_rated_game_agree_on_what_counts(t):
    by_id = {c.player: c for c in rating_changes(t)}
    for change in by_id.values():
        for g in change.games:
            if g.opponent is None or g.not_rated is not None or not change.rating:
                continue
            other = by_id[g.opponent]
            mirror = next(h for h in other.games if h.round == g.round)
            assert mirror.score is not None and g.score is not None
            assert mirror.score + g.score == 1
            assert mirror.difference == -g.difference  # type: ignore[operator]

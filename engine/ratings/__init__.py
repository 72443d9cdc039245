"""FIDE rating calculations (B.02) and norm performance (B.01 §1.4.6-1.4.9); pure and exact.

>>> from fractions import Fraction
>>> from engine.ratings import game_delta, round_half_away
>>> round_half_away(20 * game_delta(2105, 2210, Fraction(1)))
13
"""

from engine.ratings.change import (
    GameRating,
    NotRated,
    PlayerRatingChange,
    counted_difference,
    event_year,
    game_delta,
    player_rating_change,
    rated_in_kind,
    rating_changes,
)
from engine.ratings.errors import RatingError
from engine.ratings.initial import InitialRating, initial_rating
from engine.ratings.kfactor import KFactor, capped_k, computed_k, year_of
from engine.ratings.performance import (
    UNRATED_OPPONENT,
    FloorRaise,
    NormPerformance,
    norm_performance,
    performance,
    ratings_for_norm,
    score_required,
)
from engine.ratings.rounding import round_half_away, round_half_up, signed, whole_percent
from engine.ratings.settings import RatingKind, RatingSettings
from engine.ratings.tables import (
    TABLE_8_1_1,
    TABLE_8_1_2,
    dp_for,
    expected_hundredths,
    expected_score,
)

__all__ = [
    "TABLE_8_1_1",
    "TABLE_8_1_2",
    "UNRATED_OPPONENT",
    "FloorRaise",
    "GameRating",
    "InitialRating",
    "KFactor",
    "NormPerformance",
    "NotRated",
    "PlayerRatingChange",
    "RatingError",
    "RatingKind",
    "RatingSettings",
    "capped_k",
    "computed_k",
    "counted_difference",
    "dp_for",
    "event_year",
    "expected_hundredths",
    "expected_score",
    "game_delta",
    "initial_rating",
    "norm_performance",
    "performance",
    "player_rating_change",
    "rated_in_kind",
    "rating_changes",
    "ratings_for_norm",
    "round_half_away",
    "round_half_up",
    "score_required",
    "signed",
    "whole_percent",
    "year_of",
]

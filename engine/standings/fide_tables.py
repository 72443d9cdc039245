"""The two tables of the FIDE Rating Regulations (B.02 §8.1) that C.07 Art. 10 refers to.

One copy of the tables lives in :mod:`engine.ratings.tables` (the rating calculations own
them); the tie-breaks read them through this module.

>>> dp_for(80), expected_hundredths(-38)
(240, 45)
"""

from __future__ import annotations

from engine.ratings.tables import dp_for, expected_hundredths, expected_score

__all__ = ["dp_for", "expected_hundredths", "expected_score"]

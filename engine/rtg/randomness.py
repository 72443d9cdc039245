"""The generator's only source of chance: a seeded :class:`random.Random`, used through bits.

C.04.A A.7 compares 5000 generated tournaments between programs, so a seed must name one file
forever. Only :meth:`random.Random.getrandbits` and :meth:`random.Random.random` are used: both
are fixed by the Mersenne Twister and its seeding, on every platform and Python version, whereas
the stdlib's ``randrange``/``sample``/``shuffle`` algorithms have changed between versions. No
module state: every draw goes through the :class:`Chance` object the caller created.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

MAX_SEED = 2**64 - 1
"""The largest seed accepted (the CLI's ``-s`` takes 0..MAX_SEED)."""


class Chance:
    """Deterministic draws from one seed.

    >>> a, b = Chance(7), Chance(7)
    >>> [a.below(100) for _ in range(4)] == [b.below(100) for _ in range(4)]
    True
    >>> sorted(Chance(1).sample([3, 1, 2], 3))
    [1, 2, 3]
    >>> Chance(7).between(3, 3)
    3
    """

    __slots__ = ("_rng",)

    def __init__(self, seed: int) -> None:
        if not 0 <= seed <= MAX_SEED:
            raise ValueError(f"seed must be from 0 to {MAX_SEED}, not {seed}")
        self._rng = random.Random(seed)

    def below(self, n: int) -> int:
        """A uniform integer in ``0 .. n-1`` (rejection sampling on raw bits)."""
        if n <= 0:
            raise ValueError(f"below({n}): n must be positive")
        if n == 1:
            return 0
        bits = (n - 1).bit_length()
        while True:
            x = self._rng.getrandbits(bits)
            if x < n:
                return x

    def between(self, low: int, high: int) -> int:
        """A uniform integer in ``low .. high`` (both included)."""
        if high < low:
            raise ValueError(f"between({low}, {high}): empty range")
        return low + self.below(high - low + 1)

    def unit(self) -> float:
        """A uniform float in [0, 1) with 53 random bits (exactly the same on every platform)."""
        return self._rng.random()

    def chance(self, numerator: int, denominator: int) -> bool:
        """True with probability ``numerator / denominator``, decided on integers."""
        return self.below(denominator) < numerator

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        """``k`` distinct items in random order (a partial Fisher-Yates shuffle)."""
        pool = list(items)
        k = max(0, min(k, len(pool)))
        for i in range(k):
            j = i + self.below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]

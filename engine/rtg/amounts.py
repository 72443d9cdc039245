"""How many of an event the generator makes: a count, a percentage, or either per round.

The 2026 endorsement checklist (Q24) asks the generator to take each bye type, forfeit wins and
losses and the unusual results ½-0, 0-½ and 0-0 "as a fixed number or a percentage, optionally
per round". One value syntax serves them all:

=================  ===========================================================================
``7``              seven in the whole tournament
``2.5%``           2.5 % of the chances (player-rounds for byes, games for results)
``3:2,5:10%``      two in round 3 and 10 % of round 5's chances; none in the other rounds
=================  ===========================================================================

A count over the whole tournament is spread over the rounds at random; a percentage decides
each chance on its own (so the share is right on average, not exactly).

>>> parse_amount("3:2,5:10%").for_round(5)
Amount(count=None, percent=Fraction(10, 1), per_round=())
>>> str(parse_amount("3:2,5:10%")), str(parse_amount("7")), str(parse_amount("2.5%"))
('3:2,5:10%', '7', '2.5%')
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from engine.rtg.randomness import Chance
from engine.trf.text import format_decimal

_COUNT = re.compile(r"[0-9]{1,6}")
_PERCENT = re.compile(r"[0-9]{1,3}(\.[0-9]{1,4})?%")


@dataclass(frozen=True, slots=True)
class Amount:
    """A count, a percentage, or a value per round (see the module docstring)."""

    count: int | None = None
    percent: Fraction | None = None
    per_round: tuple[tuple[int, Amount], ...] = ()

    def __str__(self) -> str:
        if self.per_round:
            return ",".join(f"{r}:{a}" for r, a in self.per_round)
        if self.percent is not None:
            if self.percent.denominator == 1:  # as typed: 10%, not 10.0%
                return f"{self.percent.numerator}%"
            return f"{format_decimal(self.percent)}%"
        return str(self.count or 0)

    @property
    def none(self) -> bool:
        """True when it asks for nothing at all."""
        if self.per_round:
            return all(a.none for _r, a in self.per_round)
        return not self.count and not self.percent

    def for_round(self, round_no: int) -> Amount | None:
        """The part of a per-round amount for ``round_no`` (None: nothing in that round)."""
        for r, a in self.per_round:
            if r == round_no:
                return a
        return None


NOTHING = Amount(count=0)


def parse_amount(text: str) -> Amount:
    """Read an amount; ValueError naming what is wrong."""
    if "," in text or ":" in text:
        parts = []
        seen: set[int] = set()
        for item in text.split(","):
            r, sep, value = item.partition(":")
            if not sep or not _COUNT.fullmatch(r) or int(r) < 1:
                raise ValueError(f"{item!r} is not ROUND:AMOUNT (for instance 3:2 or 3:10%)")
            if int(r) in seen:
                raise ValueError(f"round {r} is given twice")
            seen.add(int(r))
            parts.append((int(r), _single(value)))
        return Amount(per_round=tuple(sorted(parts)))
    return _single(text)


def _single(text: str) -> Amount:
    if _COUNT.fullmatch(text):
        return Amount(count=int(text))
    if _PERCENT.fullmatch(text):
        value = Fraction(text[:-1])
        if value > 100:
            raise ValueError(f"{text} is more than 100%")
        return Amount(percent=value)
    raise ValueError(f"{text!r} is not a count (7), a percentage (2.5%) or ROUND:AMOUNT pairs")


def per_round_counts(amount: Amount, chances: list[int], chance: Chance) -> list[int]:
    """How many events each round gets: ``chances[r-1]`` is how many round ``r`` offers.

    A total count is spread over the rounds one event at a time, each to a round chosen with
    its share of the remaining chances; a percentage decides every chance on its own (one draw
    per chance, in round order); a per-round value is applied to its round only. No round gets
    more events than it has chances.
    """
    rounds = len(chances)
    if amount.per_round:
        out = [0] * rounds
        for r, part in amount.per_round:
            if r <= rounds:
                out[r - 1] = per_round_counts(part, [chances[r - 1]], chance)[0]
        return out
    if amount.percent is not None:
        num, den = amount.percent.numerator, amount.percent.denominator * 100
        return [sum(chance.below(den) < num for _ in range(c)) for c in chances]
    out = [0] * rounds
    left = list(chances)
    for _ in range(amount.count or 0):
        total = sum(left)
        if total == 0:
            break
        pick = chance.below(total)
        for i, c in enumerate(left):
            if pick < c:
                out[i] += 1
                left[i] -= 1
                break
            pick -= c
    return out


__all__ = ["NOTHING", "Amount", "parse_amount", "per_round_counts"]

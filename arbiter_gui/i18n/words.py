"""Texts of the round screens made from data, kept translatable (no Qt here).

A :class:`Words` *is* its English text (a ``str``: what the log keeps when it becomes a reason,
what a TRF or a test reads) and remembers how it was made: a template and its values. The
window shows it in the program's language with :func:`arbiter_gui.i18n.shown`, which
translates the template (Qt context ``Rounds``) and, in turn, the values that are Words
themselves. ``make i18n`` (tools/i18n.py) hands every ``Words("...", ...)`` template written
as a literal to ``lupdate``.

>>> w = Words("Round {0} is not published yet", 3)
>>> w, w.template, w.args
('Round 3 is not published yet', 'Round {0} is not published yet', (3,))
>>> joined("; ", [w, "a name"]).args
('Round 3 is not published yet', 'a name')
"""

from __future__ import annotations

from collections.abc import Sequence

CONTEXT = "Rounds"
"""The catalogue context of every template."""


class Words(str):
    """An English text and the template it was made from (see the module docstring)."""

    template: str
    args: tuple[object, ...]

    def __new__(cls, template: str, *args: object) -> Words:
        self = super().__new__(cls, template.format(*args))
        self.template = template
        self.args = args
        return self

    def __reduce__(self) -> tuple[object, ...]:  # copies and pickles keep the template
        return (Words, (self.template, *self.args))


def joined(separator: str, items: Sequence[str]) -> Words:
    """``separator.join(items)`` that keeps each item translatable."""
    template = separator.join(f"{{{i}}}" for i in range(len(items)))
    return Words(template, *items)


__all__ = ["CONTEXT", "Words", "joined"]

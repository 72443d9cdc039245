"""The warning levels of the 2026 endorsement checklist: one mechanism for every change.

A change the rules let through only with the arbiter's consent carries one or more
:class:`RuleWarning`; :func:`engine.journal.policy.assess` says which, the journal enforces them
(:meth:`engine.journal.Journal.apply` refuses a change whose warnings were not answered) and the
GUI shows them (one dialog per level). The levels are those of the checklist
(spec/fide-endorsement-2026.md §2, "FIDE mode"):

========  ==============  ==========================================================
level     name            what the arbiter must do
========  ==============  ==========================================================
2         acknowledge     read the message and press OK (the change goes ahead)
3         confirm         confirm or cancel
4         two-step        confirm twice; the first step names the consequences
5         refuse          nothing: the change is refused (in FIDE mode some of these
                          are possible only after leaving FIDE mode)
========  ==============  ==========================================================

None of them can be silenced: there is no setting, key or argument that skips a warning or
lowers its level (checklist Q218-221: silencing a level 2 or 3 costs 7 %, a level 4 is a hard
fail). The only way past a warning is to answer it, every time.

Answers are a mapping from a warning's :attr:`RuleWarning.key` to the number of steps the
arbiter confirmed (1 for levels 2 and 3, 2 for level 4):

>>> w = RuleWarning(Level.TWO_STEP, "fide-mode", "leave", "Leave FIDE mode", "…")
>>> [x.key for x in unanswered((w,), {"leave": 1})]
['leave']
>>> unanswered((w,), full_consent((w,)))
()
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import IntEnum

from engine.journal.errors import CommandRejectedError


class Level(IntEnum):
    """How strongly a change must be confirmed (VCL4THP levels 2-5)."""

    ACKNOWLEDGE = 2
    CONFIRM = 3
    TWO_STEP = 4
    REFUSE = 5

    @property
    def steps(self) -> int:
        """How many confirmations the level needs (0: it cannot be confirmed at all)."""
        return {2: 1, 3: 1, 4: 2, 5: 0}[int(self)]

    @property
    def label(self) -> str:
        """The level's name as the dialogs show it."""
        return {2: "Notice", 3: "Confirm", 4: "Serious change", 5: "Not allowed"}[int(self)]


@dataclass(frozen=True, slots=True)
class RuleWarning:
    """One warning about one change.

    ``kind`` groups warnings (``"fide-mode"``, ``"lock"``, ``"manual"``, ``"result"``,
    ``"bye"``, ``"tpn"``, ``"correction"``, ``"adjourned"``, ``"import"``, ``"scoring"``);
    ``key`` names this warning among those of the same change (answers refer to it);
    ``consequences`` are listed by the first step of a level 4 warning. ``leave_fide_mode``:
    a refusal that is lifted by leaving FIDE mode (the GUI offers it). ``recheck``: before
    the second step, re-check every paired round under the new settings
    (:func:`engine.journal.recheck.recheck_rounds`) and show what differs.
    """

    level: Level
    kind: str
    key: str
    title: str
    message: str
    consequences: tuple[str, ...] = ()
    leave_fide_mode: bool = False
    recheck: bool = False

    def render(self) -> str:
        """The warning as plain text (the CLI and the refusal message use it)."""
        lines = [f"[{self.level.label}] {self.title}: {self.message}"]
        lines.extend(f"  - {c}" for c in self.consequences)
        return "\n".join(lines)


Answers = Mapping[str, int]
"""What the arbiter answered: a warning's key -> the number of steps he confirmed."""


def unanswered(warnings: Iterable[RuleWarning], answers: Answers) -> tuple[RuleWarning, ...]:
    """The warnings (levels 2-4) not yet confirmed as many times as their level asks."""
    return tuple(
        w for w in warnings if w.level is not Level.REFUSE and answers.get(w.key, 0) < w.level.steps
    )


def full_consent(warnings: Iterable[RuleWarning]) -> dict[str, int]:
    """Answers confirming every step of every warning (what a script that decided does)."""
    return {w.key: w.level.steps for w in warnings if w.level is not Level.REFUSE}


class RefusedError(CommandRejectedError):
    """A change the rules refuse (level 5); ``warnings`` says why.

    When every refusal is one that leaving FIDE mode would lift, :attr:`leave_fide_mode` is
    True and the GUI offers that way (itself a level 4 warning).
    """

    def __init__(self, warnings: tuple[RuleWarning, ...]) -> None:
        text = "; ".join(f"{w.title}: {w.message}" for w in warnings)
        super().__init__(text)
        self.warnings = warnings

    @property
    def leave_fide_mode(self) -> bool:
        return bool(self.warnings) and all(w.leave_fide_mode for w in self.warnings)


class ConfirmationNeeded(CommandRejectedError):
    """The change needs the arbiter's answer to ``warnings`` first; nothing was written.

    ``pending`` are the warnings still unanswered (all of ``warnings`` the first time).
    Apply the same change again with the answers (:func:`full_consent` when decided).
    """

    def __init__(self, warnings: tuple[RuleWarning, ...], pending: tuple[RuleWarning, ...]) -> None:
        titles = ", ".join(f"{w.title} (level {int(w.level)})" for w in pending)
        super().__init__(f"this change needs the arbiter's confirmation: {titles}")
        self.warnings = warnings
        self.pending = pending


def answers_note(warnings: Iterable[RuleWarning], answers: Answers) -> str:
    """A line for the audit log: which warnings were answered, at which level."""
    given = [
        f"{w.title} (level {int(w.level)})"
        for w in warnings
        if w.level is not Level.REFUSE and answers.get(w.key, 0) >= w.level.steps
    ]
    return "confirmed: " + "; ".join(given) if given else ""


__all__ = [
    "Answers",
    "ConfirmationNeeded",
    "Level",
    "RefusedError",
    "RuleWarning",
    "answers_note",
    "full_consent",
    "unanswered",
]

"""FIDE mode (checklist Q40-46, Q56): on by default, left only by a two-step warning, for good.

§4 row "FIDE-mode exit": the engine half (the GUI half is tests/gui/test_fide_mode_gui.py).
"""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest

from engine.journal import (
    ConfirmationNeeded,
    ImportTrf,
    Journal,
    LeaveFideMode,
    Level,
    RefusedError,
    SetTournamentDetails,
    State,
    assess,
)
from engine.journal.fide_record import NOT_FIDE_MODE_MARKER, IntegrityKind
from engine.journal.policy import LEAVE_CONSEQUENCES
from engine.journal.trf2026 import fide_trf
from engine.journal.warnings import RuleWarning, full_consent, unanswered
from engine.trf import parse_trf

from .helpers import DETAILS, consent, new_journal, play_round


def test_a_new_tournament_is_in_fide_mode(tmp_path: Path) -> None:
    assert State().fide.active
    with Journal.create(tmp_path / "new.swiss") as journal:
        assert journal.state.fide.active


def test_an_imported_trf_is_in_fide_mode(tmp_path: Path, sample_trf: Path) -> None:
    from engine.trf import load_trf

    with Journal.create(tmp_path / "imp.swiss") as journal:
        consent(journal, ImportTrf(load_trf(sample_trf), source=sample_trf.name))
        assert journal.state.fide.active
        lines = [e.line for e in journal.state.fide.events]
        assert any(
            line.startswith("### Import @ Round 3: sample_open.trf imported") for line in lines
        )


def test_leaving_needs_both_steps_and_names_the_consequences(tmp_path: Path) -> None:
    with new_journal(tmp_path) as journal:
        play_round(journal, 1)
        command = LeaveFideMode("a player's federation asked for a national event")
        with pytest.raises(ConfirmationNeeded) as asked:
            journal.apply(command)
        (warning,) = asked.value.warnings
        assert warning.level is Level.TWO_STEP
        assert warning.consequences == LEAVE_CONSEQUENCES
        assert any("can never be entered" in c for c in warning.consequences)
        # one step is not enough: the second confirmation is still missing
        with pytest.raises(ConfirmationNeeded) as again:
            journal.apply(command, answers={warning.key: 1})
        assert again.value.pending == (warning,)
        assert journal.state.fide.active  # nothing changed
        journal.apply(command, answers={warning.key: 2})
        record = journal.state.fide
        assert not record.active
        assert record.left_round == 2  # round 1 finished: the change happens "in" round 2
        (event,) = (e for e in record.events if e.kind is IntegrityKind.FIDE_MODE)
        assert event.line.startswith("### FIDE mode @ Round 2: the tournament left FIDE mode")
        assert "national event" in event.line


def test_leaving_cannot_be_undone_nor_repeated(tmp_path: Path) -> None:
    with new_journal(tmp_path) as journal:
        consent(journal, LeaveFideMode())
        with pytest.raises(Exception, match="cannot be undone"):
            journal.undo()
        assert not journal.state.fide.active
        with pytest.raises(RefusedError, match="left FIDE mode"):
            consent(journal, LeaveFideMode())
        # later changes can be undone; the departure stays
        consent(journal, SetTournamentDetails(DETAILS))
        journal.undo()
        assert not journal.state.fide.active
        path = journal.path
    with Journal.open(path) as reopened:
        assert not reopened.state.fide.active
        with pytest.raises(Exception, match="cannot be undone"):
            reopened.undo()


def test_the_marker_is_the_first_line_of_every_trf(tmp_path: Path) -> None:
    with new_journal(tmp_path) as journal:
        play_round(journal, 1)
        in_mode = fide_trf(journal.state)
        assert NOT_FIDE_MODE_MARKER not in in_mode
        consent(journal, LeaveFideMode("test"))
        for itdx in (False, True):
            text = fide_trf(journal.state, itdx=itdx)
            assert text.splitlines()[0] == f"{NOT_FIDE_MODE_MARKER} (left in round 2)"
            assert "### FIDE mode @ Round 2:" in text


def test_no_way_back_through_a_trf(tmp_path: Path) -> None:
    """A file written after leaving FIDE mode keeps a tournament imported from it out of FIDE
    mode (no re-entry by export and import, Q45)."""
    with new_journal(tmp_path) as journal:
        play_round(journal, 1)
        consent(journal, LeaveFideMode())
        text = fide_trf(journal.state)
    t = parse_trf(text)
    with Journal.create(tmp_path / "again.swiss") as other:
        consent(other, ImportTrf(t, source="left.trf"))
        assert not other.state.fide.active


def test_no_warning_can_be_silenced() -> None:
    """No argument, setting or key skips a warning or lowers its level (Q218-221)."""
    import engine.journal.policy as policy_module
    import engine.journal.warnings as warnings_module

    # answers, and the version the command was made from (issue 26): nothing that skips
    assert list(inspect.signature(Journal.apply).parameters) == [
        "self",
        "command",
        "answers",
        "if_version",
    ]
    assert list(inspect.signature(assess).parameters) == ["state", "command"]
    for module in (warnings_module, policy_module):
        source = inspect.getsource(module).lower()
        for word in ("mute", "dont_ask", "don't ask", "do not ask", "skip_warning", "disable"):
            assert word not in source, f"{module.__name__} mentions {word!r}"


def test_answers_count_steps_per_level() -> None:
    warnings = tuple(
        RuleWarning(level, "test", f"k{int(level)}", "t", "m")
        for level in (Level.ACKNOWLEDGE, Level.CONFIRM, Level.TWO_STEP)
    )
    assert [w.key for w in unanswered(warnings, {})] == ["k2", "k3", "k4"]
    assert [w.key for w in unanswered(warnings, {"k2": 1, "k3": 1, "k4": 1})] == ["k4"]
    assert unanswered(warnings, full_consent(warnings)) == ()
    refusal = RuleWarning(Level.REFUSE, "test", "k5", "t", "m")
    assert full_consent((refusal,)) == {}  # a refusal cannot be answered away


def test_a_refusal_stands_whatever_the_answers(tmp_path: Path) -> None:
    with new_journal(tmp_path) as journal:
        consent(journal, LeaveFideMode())
        with pytest.raises(RefusedError):
            journal.apply(LeaveFideMode(), answers={"fide.leave": 2, "fide.left": 99})

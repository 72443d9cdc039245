"""A TRF shown read-only: Explain replays the engine on the file and says where the file's
boards are not the engine's (C.04.1.i: every pairing can be explained, whoever made it)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from arbiter_gui.loading import sample_path
from arbiter_gui.views.main_window import MainWindow
from engine.model import Colour, PlayerId, Tournament
from engine.trf import dump_trf, load_trf


def _explain(qtbot, window: MainWindow, path: Path, r: int) -> str:
    with qtbot.waitSignal(window.open_path(path).finished, timeout=20000):
        pass
    assert window.session is None  # shown read-only
    page = window.round_page(r)
    assert page is not None
    assert page.explanation.tree.topLevelItemCount() == 0
    with qtbot.waitSignal(window.rounds.explained, timeout=60000) as done:
        page.explanation.explain_button.click()
    assert done.args == [r]
    assert page.explanation.tree.topLevelItemCount() > 0
    return page.explanation.note.text()


def _swap_board_colours(t: Tournament, r: int, white: int) -> Tournament:
    """The file's round ``r`` with the colours of ``white``'s game the other way."""
    black = t.player(PlayerId(white)).entry(r).opponent
    assert black is not None
    flip = {Colour.WHITE: Colour.BLACK, Colour.BLACK: Colour.WHITE}

    def flipped(pid: int):  # type: ignore[no-untyped-def]
        p = t.player(PlayerId(pid))
        rounds = list(p.rounds)
        e = rounds[r - 1]
        assert e.colour is not None
        rounds[r - 1] = replace(e, colour=flip[e.colour])
        return replace(p, rounds=tuple(rounds))

    changed = {white: flipped(white), int(black): flipped(int(black))}
    return replace(t, players=tuple(changed.get(int(p.id), p) for p in t.players))


def test_explain_on_a_trf_shown_read_only_explains_the_engines_pairing(qtbot, window):
    note = _explain(qtbot, window, sample_path(), 3)
    # the bundled sample was paired by the engine: nothing to warn about
    assert note == ""


def test_a_file_whose_boards_differ_from_the_engines_says_which(qtbot, window, tmp_path):
    t = load_trf(sample_path())
    white = next(
        int(p.id) for p in t.players if p.entry(3).colour is Colour.WHITE and p.entry(3).opponent
    )
    path = tmp_path / "edited.trf"
    path.write_text(dump_trf(_swap_board_colours(t, 3, white)), encoding="utf-8")
    note = _explain(qtbot, window, path, 3)
    assert "not the engine's pairing" in note and "colours the other way" in note


def test_the_read_only_explanation_exports_as_text(qtbot, window, tmp_path):
    _explain(qtbot, window, sample_path(), 2)
    page = window.round_page(2)
    assert page is not None
    out = tmp_path / "round-2.txt"
    assert window.rounds.export_explanation(2, out, page=page) == out
    text = out.read_text(encoding="utf-8")
    assert "Round 2" in text and "Bracket 1" in text

"""The round screens' texts made from data (arbiter_gui.i18n.words): the window shows them in
the program's language, the log keeps them in English."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from arbiter_gui.i18n import install_language, shown
from arbiter_gui.i18n.words import CONTEXT, Words, joined
from arbiter_gui.rounds.logic import pre_pairing_checks
from arbiter_gui.views.main_window import MainWindow
from engine.journal import (
    AddPlayer,
    Journal,
    PlayerData,
    RecordWithdrawal,
    RequestBye,
    SetPairing,
    SetTournamentDetails,
    TournamentDetails,
)
from engine.model import PlayerId, ResultCode
from tools.i18n import words_templates

NAMES = [f"Spieler{c}, Anna" for c in "ABCDEFGHIJ"]


def test_words_are_their_english_text():
    inner = Words("no result")
    w = Words("round {0}: {1} {2} → {3}", 2, "Kim (3)", inner, "1-0")
    assert w == "round 2: Kim (3) no result → 1-0" and isinstance(w, str)
    assert shown(w) == w  # English: no translator
    assert joined("; ", [w, inner]) == f"{w}; no result"
    assert "; ".join([w, inner]) == f"{w}; no result"  # what the log keeps


def test_every_template_is_in_the_code_once_and_has_a_translation(qapp):
    templates = words_templates()
    assert len(templates) > 50 and len(set(templates)) == len(templates)
    installed = install_language("de")
    try:
        untranslated = [
            t
            for t in templates
            if QCoreApplication.translate(CONTEXT, t) == t and re.search(r"[a-z]{3}", t)
        ]
        assert untranslated == []
    finally:
        app = QCoreApplication.instance()
        assert app is not None
        for translator in installed:
            app.removeTranslator(translator)
        install_language("en")


def _journal(path) -> Journal:
    journal = Journal.create(path)
    journal.apply(SetTournamentDetails(TournamentDetails(name="Words Open", rounds_total=5)))
    for i, name in enumerate(NAMES):
        journal.apply(AddPlayer(PlayerData(name, rating=2000 - 10 * i)))
    return journal


def test_the_checklist_shows_in_german_the_log_keeps_english(german, qtbot, tmp_path):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.set_journal(_journal(tmp_path / "w.swiss"))
    session = window.session
    assert session is not None
    session.apply(RequestBye(PlayerId(3), 1, ResultCode.HALF_BYE))
    session.apply(RequestBye(PlayerId(4), 1, ResultCode.ZERO_BYE))
    page = window.next_round_page()
    assert page is not None
    window.tabs.setCurrentWidget(page)
    items = [page.checks.item(i).text() for i in range(page.checks.count())]
    checks = pre_pairing_checks(session.state, 1)
    # the initial colour is not set (two items), a half-point bye, an absence
    assert len(items) == len(checks) == 4
    assert items[0].startswith("Die Anfangsfarbe") and "Auf Weiß setzen" in items[0]
    assert "Halbpunkt-Freilos beantragt" in items[2] and NAMES[2] in items[2]
    assert "Nullpunkt-Freilos" in items[3] and "Zurücknehmen" in items[3]
    assert checks[2].text == f"{NAMES[2]} (No. 3): half-point bye requested"  # English inside
    page.checks.setCurrentRow(0)
    page.fix_button.click()  # "Set it to White"
    assert session.state.tournament.initial_colour is not None
    with qtbot.waitSignal(window.rounds.pairing_finished, timeout=30000) as done:
        window.rounds.pair(1)
    assert done.args[1] == "applied"
    # a manual change: the window says it in German, the log keeps the English reason
    paired = session.state.round(1)
    assert paired is not None
    board = paired.boards[0]
    window.rounds.remove_board(1, 1)
    message = window.statusBar().currentMessage()
    assert message.startswith(f"manuell: Brett 1 ({board.white}-{board.black}) entfernt"), message
    assert "Warnung(en)" in message
    last = session.journal.applied()[-1][1]
    assert isinstance(last, SetPairing) and last.manual
    assert last.reason.startswith(f"manual: board 1 ({board.white}-{board.black}) removed")
    assert "not paired: " in last.reason  # the warning, in English, in the log
    round_page = window.round_page(1)
    assert round_page is not None
    warnings = round_page.warnings_label.text()
    assert "nicht gepaart:" in warnings and "not paired" not in warnings
    window.rounds.pair_by_hand(1, board.white, board.black)
    assert window.statusBar().currentMessage().startswith("manuell: ")
    session.apply(RecordWithdrawal(PlayerId(10), 2))
    # round 2's checklist as its page will show it (round 1 is still a draft)
    texts = [shown(c.text) for c in pre_pairing_checks(session.state, 2)]
    assert any("ist noch nicht veröffentlicht" in t for t in texts)
    assert any("hat sich ab Runde 2 zurückgezogen" in t for t in texts)
    assert not any(re.search(r"\b(is|has|withdrew|round)\b", t) for t in texts), texts
    window.close_session()
